/**
 * @module The result of Family R's versioned chart (`POST /api/v1/service/chart`): sayana and
 * nirayana longitudes of the nine grahas, the lagna, the tithi, the ahargana and a provenance
 * note (sovereigntySignature) naming the series, models and constants used and any value that
 * could not be computed (null in the answer, see degraded.ts).
 */
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  nakshatraIndex0,
  norm360,
  pada,
  rashiIndex0,
} from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { sovereigntySignature } from './provenance.js';
import { Degradation } from './degraded.js';
import { limbSpan } from '../search/index.js';
import { isoFromJdUt } from '../time/julian.js';
import { tithiName, pakshaOfTithi } from '../panchang/limbs.js';

/**
 * Kali-yuga epoch: the midnight between 17 and 18 February 3102 BCE (Julian calendar), the
 * Surya Siddhanta's epoch of the ahargana, as JD 588465.5 (Greenwich reckoning).
 */
export const KALI_EPOCH_JD = 588465.5;

/** Days elapsed since the Kali-yuga epoch: whole civil days and the fractional count. */
export function ahargana(jdUt: number): {
  days: number;
  elapsedDays: number;
  epochJd: number;
  definition: string;
} {
  const elapsed = jdUt - KALI_EPOCH_JD;
  return {
    days: Math.floor(elapsed),
    elapsedDays: elapsed,
    epochJd: KALI_EPOCH_JD,
    definition:
      'days elapsed since the Kali-yuga epoch, midnight 17/18 February 3102 BCE (Julian), JD 588465.5 UT; days = whole days',
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

/** The versioned chart body (everything but the echoed input). Reads only the positions of the basis. */
export function versionedChart(basis: ChartBasis, ayanamsaName: string, nodeMode: string) {
  const deg = new Degradation();
  const shiftDeg = norm360(basis.grahas[0]!.tropicalLonDeg - basis.grahas[0]!.lonDeg);
  const grahas = deg.value('grahas', () =>
    basis.grahas.map((g) => ({
      name: g.name,
      ...point(g.lonDeg, g.tropicalLonDeg),
      speed: g.speedDegPerDay,
      retrograde: g.retrograde,
    })),
  );
  const lagna = deg.value('lagna', () =>
    point(basis.ascendantDeg, norm360(basis.ascendantDeg + shiftDeg)),
  );
  const tithi = deg.value('tithi', () => {
    const t = limbSpan('tithi', basis.jdUt);
    return {
      index: t.index0 + 1,
      name: tithiName(t.index0),
      paksha: pakshaOfTithi(t.index0),
      start: isoFromJdUt(t.startJdUt),
      end: isoFromJdUt(t.endJdUt),
    };
  });
  const aharganaValue = deg.value('ahargana', () => ahargana(basis.jdUt));
  const ayanamsaDeg = deg.finite('sovereigntySignature.ayanamsa.valueDeg', basis.ayanamsaDeg);
  return {
    grahas,
    lagna,
    tithi,
    ahargana: aharganaValue,
    sovereigntySignature: sovereigntySignature(ayanamsaName, ayanamsaDeg, nodeMode, deg.values),
  };
}
