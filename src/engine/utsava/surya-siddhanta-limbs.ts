/**
 * @module The tithi and karana of the Surya Siddhanta, for the festival tradition whose almanac
 * computes them so: Nepal's (the Nepal Panchanga Nirnayaka Samiti's almanac; docs/panchang-muhurta-utsavas.md,
 * "nepali"). Written from the text's constants, beside the Sun of ../calendar/surya-siddhanta.ts:
 * - the Moon's mean motion (Surya Siddhanta 1.29-34): 57,753,336 revolutions in a mahayuga of
 *   1,577,917,828 civil days; its apogee (mandochcha, 1.41-44) 488,203 revolutions, so the
 *   anomalistic month is 1,577,917,828 / (57,753,336 - 488,203) days; every mean place and the
 *   apogee at 0 (Mesha) at creation, as for the Sun;
 * - the equation of the centre (2.38-39) with the Moon's epicycle of 32 degrees at the apsides and
 *   31 deg 40' at the quadrants (2.34), in between by |Rsine(anomaly)|, by the text's sine table;
 * - a tithi is each 12 degrees of the true Moon's elongation from the true Sun (2.64), a karana
 *   each 6 degrees (2.67-69).
 * The same model is set out in Calendrical Calculations (Reingold and Dershowitz), chapter "The
 * Modern Hindu Calendars" (hindu-lunar-longitude: size 32/360, change 1/96).
 */
import { norm360 } from '../core/constants.js';
import { ssArcsine, ssSine, ssSunLongitude } from '../calendar/surya-siddhanta.js';
import type { LimbSpan } from '../search/index.js';

const CIVIL_DAYS = 1_577_917_828;
const MOON_REVOLUTIONS = 57_753_336;
const MOON_APOGEE_REVOLUTIONS = 488_203;
/** JD (Ujjain mean time) of the Kali epoch (Surya Siddhanta 1.45-57) */
const KALI_EPOCH_UJJAIN = 588465.5;
/** Ujjain's longitude, 75 deg 46' 6" E, as a fraction of a day */
const UJJAIN_DAY_FRACTION = (75 + 46 / 60 + 6 / 3600) / 360;

/**
 * Mean position (degrees) of a body making `revolutions` in a mahayuga, counted from creation, when
 * everything stood at 0: 1,955,880,000 years (452.75 mahayugas) before the Kali epoch, so at the
 * epoch the body has made revolutions x 452.75, whose fraction is exact in integers (revolutions x 3
 * mod 4, in quarters); only the days since the epoch are counted in floating point, which keeps
 * the position to 1e-9 degree (counting the 7e11 days from creation would lose a thousandth).
 */
function meanPosition(tUjjain: number, revolutions: number): number {
  const atKali = ((revolutions * 3) % 4) / 4;
  const r = atKali + ((tUjjain - KALI_EPOCH_UJJAIN) * revolutions) / CIVIL_DAYS;
  return 360 * (r - Math.floor(r));
}

/** The Surya Siddhanta's true (sidereal) longitude of the Moon at a JD UT, degrees [0, 360). */
export function ssMoonLongitude(jdUt: number): number {
  const t = jdUt + UJJAIN_DAY_FRACTION;
  const s = ssSine(meanPosition(t, MOON_REVOLUTIONS - MOON_APOGEE_REVOLUTIONS));
  const epicycle = 32 / 360 - Math.abs(s) / 1080;
  return norm360(meanPosition(t, MOON_REVOLUTIONS) - ssArcsine(s * epicycle));
}

/** The Moon's elongation from the Sun by the Surya Siddhanta, degrees [0, 360). */
export function ssElongationDeg(jdUt: number): number {
  return norm360(ssMoonLongitude(jdUt) - ssSunLongitude(jdUt));
}

/** Step (days) of the scan: shorter than any tithi's half (a karana lasts at least 9 h). */
const STEP_DAYS = 0.2;

function unitAt(jdUt: number, sizeDeg: number): number {
  return Math.floor(ssElongationDeg(jdUt) / sizeDeg);
}

/** The instant the unit changes within [a, b] (it is `u` at a and not at b), bisected to 1e-6 day. */
function boundary(a: number, b: number, u: number, sizeDeg: number): number {
  while (b - a > 1e-6) {
    const m = (a + b) / 2;
    if (unitAt(m, sizeDeg) === u) a = m;
    else b = m;
  }
  return b;
}

/** The Surya Siddhanta's tithis (12-degree units) that overlap [fromJdUt, toJdUt]. */
export function ssTithiSpansBetween(fromJdUt: number, toJdUt: number): LimbSpan[] {
  return spansBetween(fromJdUt, toJdUt, 12);
}

/** The Surya Siddhanta's karana (6-degree unit, index0 0..59) in force at an instant. */
export function ssKaranaSpan(jdUt: number): LimbSpan {
  const u = unitAt(jdUt, 6);
  let a = jdUt;
  while (unitAt(a - STEP_DAYS, 6) === u) a -= STEP_DAYS;
  let b = jdUt;
  while (unitAt(b + STEP_DAYS, 6) === u) b += STEP_DAYS;
  const start = boundary(jdUt, a - STEP_DAYS, u, 6);
  return { index0: u, startJdUt: start, endJdUt: boundary(b, b + STEP_DAYS, u, 6) };
}

function spansBetween(fromJdUt: number, toJdUt: number, sizeDeg: number): LimbSpan[] {
  const out: LimbSpan[] = [];
  let t = fromJdUt - 1.5;
  let u = unitAt(t, sizeDeg);
  let start = Number.NaN;
  while (t < toJdUt + 1.5) {
    const n = t + STEP_DAYS;
    const k = unitAt(n, sizeDeg);
    if (k !== u) {
      const e = boundary(t, n, u, sizeDeg);
      if (!Number.isNaN(start) && e > fromJdUt && start < toJdUt)
        out.push({ index0: u, startJdUt: start, endJdUt: e });
      start = e;
      u = k;
    }
    t = n;
  }
  return out;
}
