/**
 * @module The 12 bhavas of a chart in the chosen house system: each with its starting cusp
 * (sidereal), sign, lord and the grahas placed in it; Sripati adds the bhava madhya.
 */
import { RASHI_LORDS, RASHI_NAMES, rashiIndex0, type GrahaName } from '../core/constants.js';
import { houseOf, siderealHouseCusps, sripatiBhavas, type HouseSystem } from '../houses/index.js';
import { norm360 } from '../core/constants.js';
import type { ChartBasisWithAngles } from './basis.js';

export interface Bhava {
  bhava: number;
  /** sidereal longitude where the bhava begins, degrees */
  cuspDeg: number;
  /** Sripati only: the bhava madhya (middle), degrees */
  madhyaDeg?: number;
  rashi: { index: number; name: string };
  lord: GrahaName;
  grahas: GrahaName[];
}

/** Bhavas for a house system. Throws EngineInputError HOUSE_SYSTEM_UNDEFINED for placidus at polar latitudes. */
export function bhavas(basis: ChartBasisWithAngles, system: HouseSystem): Bhava[] {
  const cusps = siderealHouseCusps(system, basis.angles, basis.ayanamsaTotalDeg);
  const madhyas =
    system === 'sripati'
      ? sripatiBhavas(basis.angles).madhyaDeg.map((m) => norm360(m - basis.ayanamsaTotalDeg))
      : undefined;
  const placed: GrahaName[][] = Array.from({ length: 12 }, () => []);
  for (const g of basis.grahas) placed[houseOf(g.lonDeg, cusps) - 1]!.push(g.name);
  return cusps.map((cuspDeg, i) => {
    const r = rashiIndex0(madhyas ? madhyas[i]! : cuspDeg);
    return {
      bhava: i + 1,
      cuspDeg,
      ...(madhyas ? { madhyaDeg: madhyas[i]! } : {}),
      rashi: { index: r + 1, name: RASHI_NAMES[r]! },
      lord: RASHI_LORDS[r]!,
      grahas: placed[i]!,
    };
  });
}
