/**
 * @module Ayanamsas as Swiss Ephemeris 2.10 defines them (SE_SIDM_*), all MEAN (no nutation):
 * sidereal longitude = apparent longitude from the mean equinox of date - ayanamsa.
 *
 * Epoch-defined ayanamsas (lahiri, raman, krishnamurti, yukteshwar, surya-siddhanta,
 * fagan_bradley): SE fixes a value at an epoch t0 and carries it with its precession model. Here
 * each is written as its value at J2000.0 TT carried by the IAU 2006 general precession in
 * longitude p_A(T), plus a small cubic in T that absorbs the difference between SE's precession
 * path (t -> J2000 -> t0, then the ecliptic of t0) and p_A. The constants were fitted to SE 2.10.03
 * over 1900-2100 (residual < 0.000001"); see docs/accuracy.md. Before 1800 and after 2200 the
 * cubic is not extrapolated: the ayanamsa is computed as SE computes it, the ecliptic-of-date
 * longitude of the sidereal origin carried by Vondrák 2011 precession (long-term.ts), less SE's
 * constant offset of the ayanamsa's own precession model, which is recovered from the J2000 value.
 *
 * Star-defined ayanamsas: true_chitra puts Spica (alpha Vir) at 180 deg, true_pushya puts
 * delta Cancri at 106 deg, both as SE computes the star: its catalogue record (ICRS, Hipparcos
 * values as SE builds them in), space motion, annual parallax, light deflection and annual
 * aberration, precessed to the mean equinox of date (see stars.ts).
 */
import { deltaTSeconds, J2000_JD } from '../time/julian.js';
import { generalPrecessionArcsec, generalPrecessionRateArcsecPerCentury } from './frames.js';
import {
  fixedPointLongitudeOfDateDeg,
  LONG_TERM_FROM_CENTURIES,
  SE_AYANAMSA_EPOCHS,
} from './long-term.js';
import { starMeanOfDateLonDeg, STARS } from './stars.js';

/** Every ayanamsa the engine offers (canonical names). */
export const AYANAMSA_NAMES = [
  'lahiri',
  'raman',
  'krishnamurti',
  'yukteshwar',
  'surya-siddhanta',
  'true_chitra',
  'true_pushya',
  'fagan_bradley',
] as const;
/** A canonical ayanamsa name (see AYANAMSA_NAMES). */
export type AyanamsaName = (typeof AYANAMSA_NAMES)[number];

/**
 * Canonical ayanamsa name for a user spelling: case, spaces, '-' and '_' are ignored, and the
 * aliases kp (krishnamurti), chitrapaksha (lahiri), true_citra (true_chitra) and
 * suryasiddhanta are accepted. Returns undefined when the name is unknown.
 */
export function resolveAyanamsaName(name: string): AyanamsaName | undefined {
  const k = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  const aliases: Record<string, AyanamsaName> = {
    lahiri: 'lahiri',
    chitrapaksha: 'lahiri',
    raman: 'raman',
    kp: 'krishnamurti',
    krishnamurti: 'krishnamurti',
    yukteshwar: 'yukteshwar',
    suryasiddhanta: 'surya-siddhanta',
    truechitra: 'true_chitra',
    truecitra: 'true_chitra',
    truepushya: 'true_pushya',
    faganbradley: 'fagan_bradley',
    fagan: 'fagan_bradley',
  };
  return aliases[k];
}

/**
 * Epoch-defined ayanamsas: value at J2000.0 TT in arcseconds and the cubic correction
 * (c1 T + c2 T^2 + c3 T^3, arcseconds, T in Julian centuries TT) fitted to SE 2.10.03 over
 * 1900-2100 (SE_SIDM_LAHIRI, _RAMAN, _KRISHNAMURTI, _YUKTESHWAR, _SURYASIDDHANTA, _FAGAN_BRADLEY).
 * SE defines each by a value at its own epoch t0 (Lahiri: t0 = JD 2435553.5 TT, 1956-03-21, value
 * 23.250182778 - 0.004658035 deg) carried by its precession model; the J2000 values below are what
 * SE 2.10.03 itself returns at J2000.0, so the definition is SE's whatever the epoch.
 */
const EPOCH_DEFINED: Record<
  Exclude<AyanamsaName, 'true_chitra' | 'true_pushya'>,
  readonly [number, number, number, number]
> = {
  // printed by: node scripts/run-ts.mjs scripts/gen-ephemeris-fixture.ts --ayanamsa-fit
  lahiri: [85885.5323715, 0.000381385475292, 0.000132165602471, -0.0000666238394604],
  raman: [80678.8476433, 0.00081376792186, 0.0000117980184821, -0.0000670478930457],
  krishnamurti: [85536.8640433, 0.000813768417991, 0.0000117979149994, -0.0000670486267513],
  yukteshwar: [80923.6907983, 0.000813767868673, 0.0000117975528097, -0.0000670479015293],
  'surya-siddhanta': [75222.211809, -0.0154730491697, -0.00308006758539, -0.0000624238156734],
  fagan_bradley: [89065.0798781, 0.000433192198828, 0.00011887970877, -0.0000666718157731],
};

/** Target sidereal longitude (degrees) of the defining star of each star-defined ayanamsa. */
const STAR_DEFINED: Record<
  'true_chitra' | 'true_pushya',
  { star: keyof typeof STARS; lonDeg: number }
> = {
  true_chitra: { star: 'spica', lonDeg: 180 },
  true_pushya: { star: 'deltaCancri', lonDeg: 106 },
};

/**
 * Mean ayanamsa in degrees at a Julian day in TT (about 22-25 deg for 1900-2100).
 * @param name canonical ayanamsa name
 * @param jdTt Julian day, Terrestrial Time
 */
export function ayanamsaDeg(name: AyanamsaName, jdTt: number): number {
  if (name === 'true_chitra' || name === 'true_pushya') {
    const s = STAR_DEFINED[name];
    return starMeanOfDateLonDeg(STARS[s.star], jdTt) - s.lonDeg;
  }
  const [a0, c1, c2, c3] = EPOCH_DEFINED[name];
  const t = (jdTt - J2000_JD) / 36525;
  if (Math.abs(t) > LONG_TERM_FROM_CENTURIES) return longTermAyanamsaDeg(name, jdTt);
  return (a0 + generalPrecessionArcsec(t) + t * (c1 + t * (c2 + t * c3))) / 3600;
}

type EpochDefined = keyof typeof EPOCH_DEFINED;
/** Per ayanamsa: SE's epoch in TT and the offset between its geometric value and SE's at J2000. */
const LONG_TERM_SETUP = new Map<EpochDefined, { t0Tt: number; a0Deg: number; offsetDeg: number }>();

/** SE's geometric ayanamsa (swi_get_ayanamsa_ex) with Vondrák 2011 precession, degrees. */
function longTermAyanamsaDeg(name: EpochDefined, jdTt: number): number {
  let s = LONG_TERM_SETUP.get(name);
  if (!s) {
    const e = SE_AYANAMSA_EPOCHS[name];
    const t0Tt = e.tIsUt ? e.t0 + deltaTSeconds(e.t0) / 86400 : e.t0;
    // SE subtracts a constant: the shift of the epoch's equinox between the ayanamsa's own
    // precession model and Vondrák's; it is what makes the geometric value equal SE's at J2000
    let offsetDeg =
      fixedPointLongitudeOfDateDeg(t0Tt, e.ayanT0Deg, J2000_JD) - EPOCH_DEFINED[name][0] / 3600;
    offsetDeg -= 360 * Math.round(offsetDeg / 360);
    s = { t0Tt, a0Deg: e.ayanT0Deg, offsetDeg };
    LONG_TERM_SETUP.set(name, s);
  }
  // signed, as the polynomial form gives it: negative before the epoch where it was zero
  const v = fixedPointLongitudeOfDateDeg(s.t0Tt, s.a0Deg, jdTt) - s.offsetDeg;
  return v - 360 * Math.round(v / 360);
}

/**
 * Rate of the mean ayanamsa in degrees per day (about 3.8e-5). For the star-defined ayanamsas the
 * annual aberration of the star adds a wobble of up to 6e-7 deg/day, which is included.
 */
export function ayanamsaRateDegPerDay(name: AyanamsaName, jdTt: number): number {
  if (name === 'true_chitra' || name === 'true_pushya') {
    const h = 0.05;
    return (ayanamsaDeg(name, jdTt + h) - ayanamsaDeg(name, jdTt - h)) / (2 * h);
  }
  const [, c1, c2, c3] = EPOCH_DEFINED[name];
  const t = (jdTt - J2000_JD) / 36525;
  return (generalPrecessionRateArcsecPerCentury(t) + c1 + t * (2 * c2 + t * 3 * c3)) / 3600 / 36525;
}

/**
 * IAU 2006 general precession in longitude, arcseconds (kept here for existing callers).
 * @param t Julian centuries TT from J2000
 */
export { generalPrecessionArcsec };
