/**
 * @module Drik bala (aspectual strength), BPHS ch. 26-27 and B.V. Raman, "Graha and Bhava Balas"
 * ch. VIII (after Sripati): the drishti of one graha on a point from the drishti kendra
 * K = aspected - aspecting (degrees), plus the special aspects of Mars, Jupiter and Saturn; benefics'
 * drishti counted positive and malefics' negative; drik bala = one quarter of the sum.
 */
import { norm360, rashiIndex0, SAPTA_GRAHAS, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { grahaOf } from '../core/chart-basis.js';
import { VISESHA_DRISHTI } from './constants.js';

/**
 * Drishti value (virupas) for a drishti kendra K: 0 below 30 deg; (K-30)/2 to 60; (K-60)+15 to 90;
 * 45-(K-90)/2 to 120; 150-K to 150; 2(K-150) to 180; (300-K)/2 to 300; 0 beyond.
 */
export function drishtiValue(kDeg: number): number {
  const k = norm360(kDeg);
  if (k < 30) return 0;
  if (k < 60) return (k - 30) / 2;
  if (k < 90) return k - 60 + 15;
  if (k < 120) return 45 - (k - 90) / 2;
  if (k < 150) return 150 - k;
  if (k < 180) return (k - 150) * 2;
  if (k <= 300) return (300 - k) / 2;
  return 0;
}

/** Drishti of `aspecting` at K, with its special aspect (visesha drishti) added inside its arcs. */
export function grahaDrishti(aspecting: SaptaGraha, kDeg: number): number {
  const k = norm360(kDeg);
  let v = drishtiValue(k);
  const vis = VISESHA_DRISHTI[aspecting];
  if (vis && vis.arcs.some(([a, b]) => k >= a && k < b)) v += vis.virupas;
  return v;
}

export type MercuryNature = 'by-association' | 'benefic';

/**
 * Natural benefics and malefics for drik and paksha bala (BPHS ch. 3): Jupiter and Venus benefic;
 * the Sun, Mars and Saturn malefic; the Moon benefic when waxing (less than 180 deg ahead of the
 * Sun); Mercury benefic unless ('by-association') it shares its sign with the Sun, Mars, Saturn,
 * Rahu or Ketu.
 */
export function beneficMap(basis: ChartBasis, mercury: MercuryNature): Record<SaptaGraha, boolean> {
  const sun = grahaOf(basis, 'Sun').lonDeg;
  const moon = grahaOf(basis, 'Moon').lonDeg;
  const merSign = rashiIndex0(grahaOf(basis, 'Mercury').lonDeg);
  const associated = (['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as const).some(
    (m) => rashiIndex0(grahaOf(basis, m).lonDeg) === merSign,
  );
  return {
    Sun: false,
    Mars: false,
    Saturn: false,
    Jupiter: true,
    Venus: true,
    Moon: norm360(moon - sun) < 180,
    Mercury: mercury === 'benefic' ? true : !associated,
  };
}

/** Signed drishti pinda on a longitude from the seven grahas (those given), with optional weights. */
export function drishtiPinda(
  targetLonDeg: number,
  lons: Readonly<Record<SaptaGraha, number>>,
  benefic: Readonly<Record<SaptaGraha, boolean>>,
  exclude?: SaptaGraha,
  weight: (g: SaptaGraha) => number = () => 1,
): number {
  let pinda = 0;
  for (const g of SAPTA_GRAHAS) {
    if (g === exclude) continue;
    const v = grahaDrishti(g, targetLonDeg - lons[g]) * weight(g);
    pinda += benefic[g] ? v : -v;
  }
  return pinda;
}

/** Drik bala of a graha: a quarter of the signed drishti pinda of the other six grahas on it. */
export function drikBala(
  graha: SaptaGraha,
  lons: Readonly<Record<SaptaGraha, number>>,
  benefic: Readonly<Record<SaptaGraha, boolean>>,
): number {
  return drishtiPinda(lons[graha], lons, benefic, graha) / 4;
}
