/**
 * @module Lunar months (masa) from new moons and sankrantis.
 *
 * Rules (Surya Siddhanta 14.6 and 1.51; Kalamadhava and Nirnayasindhu, masa-nirnaya):
 * - An amanta month runs from one new moon (Sun-Moon elongation 0) to the next.
 * - It is named from the sidereal rashi the Sun enters (sankranti) during it: the month that holds
 *   the Mesha sankranti is Chaitra, Vrishabha gives Vaishakha, ... Mina gives Phalguna.
 * - A month with no sankranti is adhika (intercalary); it takes the name of the month that follows
 *   it, which is then the nija (regular) month of that name.
 * - A month with two sankrantis is named from the first; the name of the second is kshaya (dropped).
 * - Purnimanta naming (North India) ends a month at the full moon: the Shukla paksha carries the
 *   amanta name, the Krishna paksha carries the name of the next nija month. An adhika month keeps
 *   its amanta bounds (new moon to new moon) in both namings, as almanacs print it.
 * Comparisons are between instants (new-moon instant vs sankranti instant), not between civil days:
 * the rashis entered during a month are those the sidereal Sun (of the chosen ayanamsa, Lahiri by
 * default) crosses between the two new-moon instants, read from the Sun's longitude at them.
 */
import type { AyanamsaName } from '../ephemeris/index.js';
import { norm360 } from '../core/constants.js';
import { findElongation, sunMoonAt } from '../search/index.js';
import { MASA_NAMES } from './names.js';

/** An amanta lunar month: new moon to new moon, named by the sankranti in it. */
export interface LunarMonth {
  /** new moon that opens the month, JD UT */
  startJdUt: number;
  /** new moon that closes it, JD UT */
  endJdUt: number;
  /** amanta month index, 0 = Chaitra (an adhika month carries the index of the nija month after it) */
  index0: number;
  name: string;
  adhika: boolean;
  /** rashis (0 = Mesha) the Sun enters inside the month: none for adhika, two when a month name is kshaya */
  sankrantiRashi0s: number[];
  /** the month name dropped in this month (two sankrantis), else null */
  kshayaName: string | null;
}

/** Display name of a month: "Adhika Shravana" or "Shravana". */
export function masaLabel(index0: number, adhika: boolean): string {
  const n = MASA_NAMES[((index0 % 12) + 12) % 12]!;
  return adhika ? `Adhika ${n}` : n;
}

/**
 * The shortest time between two new moons, days: the synodic month varies between about 29.27 and
 * 29.83 days (Meeus, Astronomical Algorithms, ch. 49), so 29 is a safe lower bound.
 */
const MIN_LUNATION_DAYS = 29;

/** The first new moon the search finds for jdUt (at or before it, or just after when jdUt is at one). */
function firstNewMoonNear(jdUt: number, ayanamsa: AyanamsaName): number {
  const { sunDeg, moonDeg } = sunMoonAt(jdUt, ayanamsa);
  const elong = norm360(moonDeg - sunDeg);
  // the elongation grows 10.2 to 15.3 deg/day: the new moon lies within elong/10 days before jdUt
  return findElongation(0, jdUt - elong / 10 - 1.5);
}

/** The last new moon at or before jdUt and the next one after it (the month that holds jdUt). */
function newMoonsAround(jdUt: number, ayanamsa: AyanamsaName): [number, number] {
  let nm = firstNewMoonNear(jdUt, ayanamsa);
  for (;;) {
    const next = findElongation(0, nm + 1);
    if (next > jdUt) return [nm, next];
    nm = next;
  }
}

/** JD UT of the last new moon at or before jdUt. */
export function previousNewMoon(jdUt: number, ayanamsa: AyanamsaName = 'lahiri'): number {
  const nm = firstNewMoonNear(jdUt, ayanamsa);
  // the next new moon is at least MIN_LUNATION_DAYS after nm: when that is after jdUt, nm is the
  // answer without searching for it (the same instant newMoonsAround returns)
  if (jdUt - nm < MIN_LUNATION_DAYS) return nm;
  return newMoonsAround(jdUt, ayanamsa)[0];
}

/** Build the month that starts at new moon `startJdUt` and ends at `endJdUt`. */
export function monthFromNewMoons(
  startJdUt: number,
  endJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): LunarMonth {
  const r0 = Math.floor(norm360(sunMoonAt(startJdUt, ayanamsa).sunDeg) / 30) % 12;
  const r1 = Math.floor(norm360(sunMoonAt(endJdUt, ayanamsa).sunDeg) / 30) % 12;
  const crossed = (r1 - r0 + 12) % 12;
  const sankrantiRashi0s: number[] = [];
  for (let k = 1; k <= crossed; k++) sankrantiRashi0s.push((r0 + k) % 12);
  const index0 = (r0 + 1) % 12;
  const adhika = crossed === 0;
  const second = sankrantiRashi0s[1];
  return {
    startJdUt,
    endJdUt,
    index0,
    adhika,
    sankrantiRashi0s,
    name: masaLabel(index0, adhika),
    kshayaName: second !== undefined ? MASA_NAMES[second]! : null,
  };
}

/** The amanta lunar month containing an instant. */
export function lunarMonthAt(jdUt: number, ayanamsa: AyanamsaName = 'lahiri'): LunarMonth {
  const [start, end] = newMoonsAround(jdUt, ayanamsa);
  return monthFromNewMoons(start, end, ayanamsa);
}

/**
 * Consecutive amanta months covering [fromJdUt, toJdUt]: the first contains fromJdUt, the last
 * contains toJdUt.
 */
export function lunarMonthsCovering(
  fromJdUt: number,
  toJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): LunarMonth[] {
  const out: LunarMonth[] = [];
  let start = previousNewMoon(fromJdUt, ayanamsa);
  while (start <= toJdUt) {
    const end = findElongation(0, start + 1);
    out.push(monthFromNewMoons(start, end, ayanamsa));
    start = end;
  }
  return out;
}

/** A month named both ways (amanta and purnimanta) at a given paksha. */
export interface MonthNaming {
  amanta: { index0: number; name: string; adhika: boolean };
  purnimanta: { index0: number; name: string; adhika: boolean };
  /** month name dropped (kshaya) in this amanta month, else null */
  kshayaName: string | null;
}

/**
 * Amanta and purnimanta names for an instant inside `month` with the given paksha.
 * Krishna paksha in purnimanta: the next nija month's name (adhika months keep their own name).
 */
export function monthNaming(month: LunarMonth, krishnaPaksha: boolean): MonthNaming {
  const amanta = { index0: month.index0, name: month.name, adhika: month.adhika };
  let purnimanta = amanta;
  if (krishnaPaksha && !month.adhika) {
    const i = (month.index0 + 1 + (month.kshayaName ? 1 : 0)) % 12;
    purnimanta = { index0: i, name: masaLabel(i, false), adhika: false };
  }
  return { amanta, purnimanta, kshayaName: month.kshayaName };
}
