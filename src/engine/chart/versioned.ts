/**
 * @module The result of Family R's versioned chart (`POST /api/v1/service/chart`): sayana and
 * nirayana longitudes of the nine grahas, the lagna, the tithi, the ahargana and a provenance
 * note (sovereigntySignature) naming the series, models and constants used.
 */
import { NAKSHATRA_NAMES, RASHI_NAMES, nakshatraIndex0, norm360, pada, rashiIndex0 } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { EPHEMERIS_PROVENANCE } from './provenance.js';
import { limbSpan } from '../search/index.js';
import { isoFromJdUt } from '../time/julian.js';
import { tithiName, pakshaOfTithi } from '../panchang/limbs.js';

/**
 * Kali-yuga epoch: the midnight between 17 and 18 February 3102 BCE (Julian calendar), the
 * Surya Siddhanta's epoch of the ahargana, as JD 588465.5 (Greenwich reckoning).
 */
export const KALI_EPOCH_JD = 588465.5;

/** Days elapsed since the Kali-yuga epoch: whole civil days and the fractional count. */
export function ahargana(jdUt: number): { days: number; elapsedDays: number; epochJd: number; definition: string } {
  const elapsed = jdUt - KALI_EPOCH_JD;
  return {
    days: Math.floor(elapsed),
    elapsedDays: elapsed,
    epochJd: KALI_EPOCH_JD,
    definition: 'days elapsed since the Kali-yuga epoch, midnight 17/18 February 3102 BCE (Julian), JD 588465.5 UT; days = whole days',
  };
}

function point(siderealDeg: number, tropicalDeg: number) {
  const r = rashiIndex0(siderealDeg);
  const n = nakshatraIndex0(siderealDeg);
  return {
    sayana: tropicalDeg,
    nirayana: siderealDeg,
    rashi: { index: r + 1, name: RASHI_NAMES[r]! },
    degreeInRashi: norm360(siderealDeg) - r * 30,
    nakshatra: { index: n + 1, name: NAKSHATRA_NAMES[n]! },
    pada: pada(siderealDeg),
  };
}

/** The versioned chart body (everything but the echoed input). */
export function versionedChart(basis: ChartBasis, ayanamsaName: string, nodeMode: string) {
  const shiftDeg = norm360(basis.grahas[0]!.tropicalLonDeg - basis.grahas[0]!.lonDeg);
  const tithi = limbSpan('tithi', basis.jdUt);
  return {
    grahas: basis.grahas.map((g) => ({ name: g.name, ...point(g.lonDeg, g.tropicalLonDeg), speed: g.speedDegPerDay, retrograde: g.retrograde })),
    lagna: point(basis.ascendantDeg, norm360(basis.ascendantDeg + shiftDeg)),
    tithi: {
      index: tithi.index0 + 1,
      name: tithiName(tithi.index0),
      paksha: pakshaOfTithi(tithi.index0),
      start: isoFromJdUt(tithi.startJdUt),
      end: isoFromJdUt(tithi.endJdUt),
    },
    ahargana: ahargana(basis.jdUt),
    sovereigntySignature: {
      ...EPHEMERIS_PROVENANCE,
      ayanamsa: { name: ayanamsaName, valueDeg: basis.ayanamsaDeg, method: 'mean ayanamsa; sidereal = apparent tropical - nutation in longitude - ayanamsa (Swiss Ephemeris convention)' },
      nodeMode,
      degradedValues: [] as string[],
    },
  };
}
