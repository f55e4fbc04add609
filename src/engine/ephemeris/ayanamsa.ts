/**
 * @module Mean ayanamsas as Swiss Ephemeris defines them: the value at J2000.0 (TT) carried by the
 * IAU 2006 general precession in longitude p_A(T).
 */
import { J2000_JD } from '../time/julian.js';

export const AYANAMSA_NAMES = ['lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'surya-siddhanta', 'true_chitra', 'true_pushya', 'fagan_bradley'] as const;
export type AyanamsaName = (typeof AYANAMSA_NAMES)[number];

/** Accepts the documented aliases (kp, surya_siddhanta, true-chitra, ...); undefined if unknown. */
export function resolveAyanamsaName(name: string): AyanamsaName | undefined {
  const k = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  const aliases: Record<string, AyanamsaName> = {
    lahiri: 'lahiri', chitrapaksha: 'lahiri', raman: 'raman', kp: 'krishnamurti', krishnamurti: 'krishnamurti',
    yukteshwar: 'yukteshwar', 'surya-siddhanta': 'surya-siddhanta', suryasiddhanta: 'surya-siddhanta',
    'true-chitra': 'true_chitra', 'true-citra': 'true_chitra', 'true-pushya': 'true_pushya', 'fagan-bradley': 'fagan_bradley',
  };
  return aliases[k];
}

/** SE mean ayanamsa at J2000.0 TT, degrees (measured against Swiss Ephemeris 2.10.03). */
const AT_J2000_DEG: Partial<Record<AyanamsaName, number>> = {
  lahiri: 23.8570923255,
  krishnamurti: 23.7602400121,
  raman: 22.4107910121,
  yukteshwar: 22.4788029996,
};

/** IAU 2006 general precession in longitude, arcseconds, T in Julian centuries TT from J2000. */
export function generalPrecessionArcsec(t: number): number {
  return 5028.796195 * t + 1.1054348 * t * t + 0.00007964 * t ** 3 - 0.000023857 * t ** 4 - 0.0000000383 * t ** 5;
}

/** Mean ayanamsa in degrees at a JD in TT. */
export function ayanamsaDeg(name: AyanamsaName, jdTt: number): number {
  const base = AT_J2000_DEG[name];
  if (base === undefined) throw new Error(`ayanamsa ${name} is not available yet`);
  const t = (jdTt - J2000_JD) / 36525;
  return base + generalPrecessionArcsec(t) / 3600;
}
