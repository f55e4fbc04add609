/**
 * @module The one evaluator of the festival rules (./rules.ts) for a Gregorian year at a place.
 *
 * For a year it builds, once: the tithi spans and the amanta months (new moon to new moon, named
 * by sankranti, adhika and kshaya detected) from a little before 1 January to a little after
 * 31 December, and the sankrantis; then every rule is decided from the tithi's span and the
 * windows of the civil dates it touches, all measured from that place's sunrise and sunset (see
 * rules.ts for the windows and the tie rules). Festivals fall in the nija month; rules marked
 * `month: 'adhika'` read the adhika months. In a kshaya-masa year, the festivals of the dropped
 * month are taken in the month that holds both sankrantis.
 */
import { NAKSHATRA_NAMES } from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import { nextRiseSet, type RiseConvention, sunRiseSetDay } from '../riseset/index.js';
import {
  limbAt,
  limbSpan,
  limbSpansBetween,
  type LimbSpan,
  sankrantisBetween,
} from '../search/index.js';
import { localDateOf, zonedMidnightJdUt } from '../time/zones.js';
import { jdFromGregorian, MS_PER_DAY, UNIX_EPOCH_JD } from '../time/julian.js';
import { isSupportedYear, supportedRangeText } from '../time/supported-range.js';
import { compareDates, dateOfEpochDay, formatIsoYear, isoDateFields } from '../time/calendar.js';
import { lunarMonthsCovering, type LunarMonth, monthNaming } from '../calendar/lunar-month.js';
import { MASA_NAMES } from '../calendar/names.js';
import {
  addDays,
  checkPlace,
  type CivilDate,
  constantOffsetMinutes,
  formatDate,
  formatterForOffset,
  type Instant,
  type Place,
  solarDayFrom,
  type SolarDay,
} from '../calendar/solar-day.js';
import { karanaName, pakshaOfTithi, tithiName } from '../panchang/limbs.js';
import type {
  BothPolicy,
  EkadashiRuleSpec,
  NonePolicy,
  SankrantiDayRule,
  SankrantiRuleSpec,
  SolarCalendarDayRuleSpec,
  SolarNakshatraRuleSpec,
  SolarTithiRuleSpec,
  TithiRuleSpec,
  Tradition,
  UtsavaKind,
  UtsavaRule,
  WindowName,
} from './rules.js';
import {
  solarDateOf,
  solarDayInGregorianYear,
  SolarReckoner,
  type SolarSystemId,
} from '../calendar/solar-calendars.js';
import { UTSAVA_RULES } from './rules.js';
import {
  type FestivalAstronomy,
  type FestivalTradition,
  traditionProfile,
  traditionRules,
} from './traditions.js';
import { ssKaranaSpan, ssTithiSpansBetween } from './surya-siddhanta-limbs.js';

/** Options of utsavasForYear. */
export interface UtsavaOptions {
  /** sunrise convention for every window, default 'hindu' */
  convention?: RiseConvention;
  /** ayanamsa for nakshatras and sankrantis, default 'lahiri' */
  ayanamsa?: AyanamsaName;
  /** rules to evaluate, default the festival tradition's rules (UTSAVA_RULES for north) */
  rules?: readonly UtsavaRule[];
  /** the festival tradition whose rules are read (./traditions.ts), default 'north' */
  tradition?: FestivalTradition;
  /**
   * how the tithis (and karanas) are computed: 'drik' (the true Sun and Moon of the ephemeris) or
   * 'surya-siddhanta' (the text's Sun and Moon, as Nepal's almanac computes them); default the
   * tradition's (traditionProfile(t).astronomy), 'drik' without one
   */
  astronomy?: FestivalAstronomy;
}

/** One festival or observance on its date. */
export interface UtsavaItem {
  /** the rule's id, e.g. "diwali-lakshmi-puja" (stable across years) */
  id: string;
  /** id and date, unique within any list: "diwali-lakshmi-puja-2024-11-01" */
  uid: string;
  name: string;
  kind: UtsavaKind;
  /** local civil date at the place, YYYY-MM-DD */
  date: string;
  /** weekday of the date, 0 = Sunday */
  weekday0: number;
  /** the deciding tithi and its span, null for solar (sankranti) festivals */
  tithi: {
    index0: number;
    name: string;
    paksha: 'Shukla' | 'Krishna';
    start: Instant;
    end: Instant;
  } | null;
  /** the Moon's nakshatra at the date's sunrise */
  nakshatra: { index0: number; name: string };
  /** amanta and purnimanta month of the deciding tithi (null for solar festivals) */
  lunarMonth: { amanta: string; purnimanta: string } | null;
  /** the sankranti instant for solar festivals */
  sankranti: Instant | null;
  /** the deciding window and how the day was chosen */
  window: WindowName | 'sankranti' | 'relative' | 'nakshatra-at-sunrise';
  decision: string;
  /** whose rule decided the day (a festival kept differently by two traditions is listed once for each) */
  tradition: Tradition;
  /** the rule in words */
  rule: string;
  /** one edge-case day of a regional rule worked from its instants (rules a tradition adds or replaces) */
  workedExample?: string;
  /** the vyapti rule and the tie-break that decided this date, machine-readable (`decision` says it in words) */
  ruleApplied: RuleApplied;
  shastraAnchor: string;
}

/** The vyapti rule and the tie-break that decided an item's date. */
export interface RuleApplied {
  /**
   * The rule's requirement: for tithi rules the window the tithi must pervade ('nishitha-vyapini',
   * 'udaya-vyapini', ...; 'udaya-vyapini, arunodaya-vedha' for the Vaishnava rules; 'ekadashi,
   * suryodaya-vedha' / 'ekadashi, arunodaya-vedha'); for solar rules the sankranti day rule.
   */
  vyapti: string;
  /**
   * What the calendar offered: the tithi pervaded the window on one day, on two (or more) days,
   * or on none; or the item is a sankranti, a nakshatra day, a relative day, or an ekadashi case of
   * the ekadashi-nirnaya (shuddha, viddha, vriddhi, kshaya).
   */
  case: 'one-day' | 'both-days' | 'no-day' | 'sankranti' | 'nakshatra' | 'relative' | 'ekadashi';
  /** the tie-break or special rule that chose between days, null when nothing had to be chosen */
  tieBreak: string | null;
}

const GHATI_DAYS = 24 / 1440;

/** The least pervasion of an interval window that counts: one ghati (or the whole window when shorter). */
const MIN_VYAPTI_DAYS = GHATI_DAYS;

/** The name of a window's vyapti requirement, as the texts name it. */
const VYAPTI_NAME: Readonly<Record<WindowName, string>> = {
  udaya: 'udaya-vyapini',
  arunodaya: 'arunodaya-vyapini',
  pratah: 'pratah-vyapini',
  purvahna: 'purvahna-vyapini',
  madhyahna: 'madhyahna-vyapini',
  aparahna: 'aparahna-vyapini',
  sunset: 'astakala-vyapini (at sunset)',
  pradosha: 'pradosha-vyapini',
  nishita: 'nishitha-vyapini',
  moonrise: 'chandrodaya-vyapini',
  chandrodaya: 'chandrodaya-vyapini (moonrise before dawn)',
};

interface Win {
  a: number;
  b: number;
  instant: boolean;
}

/** Per-year, per-place evaluation context with its caches. */
/**
 * The lunar calendar of a year's window (its tithis, lunar months and sankrantis) by year, ayanamsa
 * and the window's instants, kept per isolate: it does not depend on the place, only on the zone
 * that fixes the window's edges, so every new place in a zone seen before reads it instead of
 * searching a year of tithis again. Read-only; a few windows are kept.
 */
interface LunarYear {
  tithis: LimbSpan[];
  months: LunarMonth[];
  sankrantis: Array<{ rashi0: number; jdUt: number }>;
}
const lunarYears = new Map<string, LunarYear>();
function lunarYearOf(fromJdUt: number, toJdUt: number, ayanamsa: AyanamsaName): LunarYear {
  const key = `${ayanamsa} ${fromJdUt} ${toJdUt}`;
  let y = lunarYears.get(key);
  if (y === undefined) {
    y = {
      tithis: limbSpansBetween('tithi', fromJdUt, toJdUt, ayanamsa),
      months: lunarMonthsCovering(fromJdUt, toJdUt, ayanamsa),
      sankrantis: sankrantisBetween(fromJdUt, toJdUt, ayanamsa),
    };
    if (lunarYears.size >= 16) lunarYears.delete(lunarYears.keys().next().value!);
    lunarYears.set(key, y);
  }
  return y;
}

class YearContext {
  readonly fromJdUt: number;
  readonly toJdUt: number;
  readonly tithis: LimbSpan[];
  readonly months: LunarMonth[];
  readonly sankrantis: Array<{ rashi0: number; jdUt: number }>;
  private readonly riseSet = new Map<
    string,
    { mid: number; rise: number | null; set: number | null; polar: null | 'day' | 'night' }
  >();
  private readonly days = new Map<string, SolarDay>();
  private readonly moonrises = new Map<string, number | null>();
  readonly fmt: (jd: number) => Instant;
  private readonly fixedOffsetMinutes: number | null;

  constructor(
    readonly year: number,
    readonly place: Place,
    readonly convention: RiseConvention,
    readonly ayanamsa: AyanamsaName,
    readonly astronomy: FestivalAstronomy = 'drik',
  ) {
    // tithis of festivals that can fall in the kept range (24 Dec .. 8 Jan) lie within these bounds
    this.fromJdUt = zonedMidnightJdUt(year - 1, 12, 20, place.zone);
    this.toJdUt = zonedMidnightJdUt(year + 1, 1, 12, place.zone);
    const lunar = lunarYearOf(this.fromJdUt, this.toJdUt, ayanamsa);
    this.tithis =
      astronomy === 'surya-siddhanta'
        ? ssTithiSpansBetween(this.fromJdUt, this.toJdUt)
        : lunar.tithis;
    this.months = lunar.months;
    this.sankrantis = lunar.sankrantis;
    this.fixedOffsetMinutes = constantOffsetMinutes(place.zone, this.fromJdUt, this.toJdUt);
    this.fmt = formatterForOffset(place.zone, this.fixedOffsetMinutes);
  }

  /** Civil date of an instant at the place (one offset lookup for the whole range when the zone keeps one offset). */
  dateOf(jdUt: number): CivilDate {
    if (this.fixedOffsetMinutes !== null) {
      return dateOfEpochDay(
        Math.floor(
          Math.floor((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY + this.fixedOffsetMinutes * 60_000) /
            MS_PER_DAY,
        ),
      );
    }
    const l = localDateOf(jdUt, this.place.zone);
    return { year: l.year, month: l.month, day: l.day };
  }

  private rs(date: CivilDate): {
    mid: number;
    rise: number | null;
    set: number | null;
    polar: null | 'day' | 'night';
  } {
    const k = formatDate(date);
    let v = this.riseSet.get(k);
    if (!v) {
      const mid =
        this.fixedOffsetMinutes !== null
          ? jdFromGregorian(date.year, date.month, date.day) - this.fixedOffsetMinutes / 1440
          : zonedMidnightJdUt(date.year, date.month, date.day, this.place.zone);
      const r = sunRiseSetDay(mid, this.place.latDeg, this.place.lonDeg, this.convention);
      v = { mid, rise: r.sunriseJdUt, set: r.sunsetJdUt, polar: r.polar };
      this.riseSet.set(k, v);
    }
    return v;
  }

  day(date: CivilDate): SolarDay {
    const k = formatDate(date);
    let d = this.days.get(k);
    if (!d) {
      const t = this.rs(date);
      const n = this.rs(addDays(date, 1));
      d = solarDayFrom(
        date,
        t.mid,
        n.mid,
        { sunriseJdUt: t.rise, sunsetJdUt: t.set, polar: t.polar },
        n.rise,
        this.convention,
        this.fixedOffsetMinutes,
        n.set,
      );
      this.days.set(k, d);
    }
    return d;
  }

  /** First civil moonrise between the date's sunrise and the next sunrise. */
  moonrise(date: CivilDate): number | null {
    const k = formatDate(date);
    if (this.moonrises.has(k)) return this.moonrises.get(k)!;
    const d = this.day(date);
    const t = nextRiseSet(
      'Moon',
      'rise',
      d.startJdUt,
      this.place.latDeg,
      this.place.lonDeg,
      'civil',
    );
    const v = t !== null && t < d.endJdUt ? t : null;
    this.moonrises.set(k, v);
    return v;
  }

  /** The (civil) moonrise in the night before the date's sunrise (searched from 10 h before it), or null. */
  moonriseBeforeDawn(date: CivilDate): number | null {
    const k = `pre:${formatDate(date)}`;
    if (this.moonrises.has(k)) return this.moonrises.get(k)!;
    const rise = this.day(date).startJdUt;
    const t = nextRiseSet(
      'Moon',
      'rise',
      rise - 10 / 24,
      this.place.latDeg,
      this.place.lonDeg,
      'civil',
    );
    const v = t !== null && t < rise ? t : null;
    this.moonrises.set(k, v);
    return v;
  }

  window(date: CivilDate, w: WindowName): Win | null {
    const d = this.day(date);
    const rise = d.sunriseJdUt,
      set = d.sunsetJdUt,
      next = d.nextSunriseJdUt;
    if (rise === null || set === null || next === null) {
      // polar day or night: only the day bounds are defined
      return w === 'udaya' ? { a: d.startJdUt, b: d.startJdUt, instant: true } : null;
    }
    const D = set - rise,
      N = next - set;
    switch (w) {
      case 'udaya':
        return { a: rise, b: rise, instant: true };
      case 'arunodaya':
        return { a: rise - 4 * GHATI_DAYS, b: rise, instant: false };
      case 'pratah':
        return { a: rise, b: rise + D / 5, instant: false };
      case 'purvahna':
        return { a: rise, b: rise + D / 2, instant: false };
      case 'madhyahna':
        return { a: rise + (2 * D) / 5, b: rise + (3 * D) / 5, instant: false };
      case 'aparahna':
        return { a: rise + (3 * D) / 5, b: rise + (4 * D) / 5, instant: false };
      case 'sunset':
        return { a: set, b: set, instant: true };
      case 'pradosha':
        return { a: set, b: set + N / 5, instant: false };
      case 'nishita':
        return { a: set + (7 * N) / 15, b: set + (8 * N) / 15, instant: false };
      case 'moonrise': {
        const m = this.moonrise(date);
        return m === null ? null : { a: m, b: m, instant: true };
      }
      case 'chandrodaya': {
        const m = this.moonriseBeforeDawn(date);
        return m === null ? null : { a: m, b: m, instant: true };
      }
    }
  }

  monthOf(jdUt: number): LunarMonth | undefined {
    return this.months.find((m) => m.startJdUt <= jdUt && jdUt < m.endJdUt);
  }

  private solarReckoner: SolarReckoner | undefined;
  /** one sankranti and sunrise cache of the calendar engine for this place (built on first use) */
  reckoner(): SolarReckoner {
    this.solarReckoner ??= new SolarReckoner(this.place, this.ayanamsa, this.convention);
    return this.solarReckoner;
  }

  /** The first and last civil date of the month of a regional solar calendar that the sankranti at jdUt opens. */
  calendarMonth(
    system: SolarSystemId,
    sankrantiJdUt: number,
  ): { first: CivilDate; last: CivilDate } {
    const sd = solarDateOf(
      system,
      addDays(this.dateOf(sankrantiJdUt), 2),
      this.place,
      { ayanamsa: this.ayanamsa, convention: this.convention },
      this.reckoner(),
    );
    return { first: sd.start.date, last: addDays(sd.next.date, -1) };
  }

  /** The tithi (index0) at an instant, by the context's astronomy. */
  tithiAt(jdUt: number): number {
    if (this.astronomy === 'drik') return limbAt('tithi', jdUt, this.ayanamsa);
    return (
      this.tithis.find((t) => t.startJdUt <= jdUt && jdUt < t.endJdUt)?.index0 ??
      limbAt('tithi', jdUt, this.ayanamsa)
    );
  }

  /** The tithi span in force at an instant, by the context's astronomy (from the year's tithis). */
  tithiSpan(jdUt: number): LimbSpan {
    return (
      this.tithis.find((t) => t.startJdUt <= jdUt && jdUt < t.endJdUt) ??
      limbSpan('tithi', jdUt, this.ayanamsa)
    );
  }

  /** The karana in force at an instant, by the context's astronomy. */
  karanaSpan(jdUt: number): LimbSpan {
    return this.astronomy === 'surya-siddhanta'
      ? ssKaranaSpan(jdUt)
      : limbSpan('karana', jdUt, this.ayanamsa);
  }

  nakshatraAt(jdUt: number): { index0: number; name: string } {
    const i = limbAt('nakshatra', jdUt, this.ayanamsa);
    return { index0: i, name: NAKSHATRA_NAMES[i]! };
  }
}

const cmpDate = compareDates;

/** Overlap of a span with a window in days (instant windows: 1 when inside, else 0). */
function coverage(span: LimbSpan, w: Win): number {
  if (w.instant) return span.startJdUt <= w.a && w.a < span.endJdUt ? 1 : 0;
  return Math.max(0, Math.min(span.endJdUt, w.b) - Math.max(span.startJdUt, w.a));
}

interface Decision {
  date: CivilDate;
  how: string;
  case: RuleApplied['case'];
  tieBreak: string | null;
}

/** Whether a karana index0 (0..59) is Vishti (bhadra). */
function isVishti(index0: number): boolean {
  return karanaName(index0) === 'Vishti';
}

/**
 * The civil dates whose windows can meet a span: every window of date d lies within d's savana day
 * widened by 4 ghatis before sunrise, i.e. between d's local midnight and the next date's sunrise,
 * so d runs from the date before the span's start to the date of its end.
 */
function candidateDates(ctx: YearContext, span: LimbSpan): CivilDate[] {
  const first = addDays(ctx.dateOf(span.startJdUt), -1);
  const last = ctx.dateOf(span.endJdUt + 4 * GHATI_DAYS);
  const out: CivilDate[] = [];
  for (let d = first; cmpDate(d, last) <= 0; d = addDays(d, 1)) out.push(d);
  return out;
}

function touches(ctx: YearContext, d: CivilDate, span: LimbSpan): boolean {
  const s = ctx.day(d);
  return span.startJdUt < s.endJdUt && span.endJdUt > s.startJdUt;
}

function atSunrise(ctx: YearContext, d: CivilDate, span: LimbSpan): boolean {
  const s = ctx.day(d);
  return span.startJdUt <= s.startJdUt && s.startJdUt < span.endJdUt;
}

function pickBoth(
  ctx: YearContext,
  both: BothPolicy,
  days: Array<{ d: CivilDate; cov: number; w: Win }>,
  prefer: number | undefined,
): Decision {
  const n = days.length;
  if (prefer !== undefined) {
    const withNak = days.filter((x) => ctx.nakshatraAt((x.w.a + x.w.b) / 2).index0 === prefer);
    if (withNak.length === 1) {
      return {
        date: withNak[0]!.d,
        how: `prevails at the window on ${n} days; the one with ${NAKSHATRA_NAMES[prefer]} taken`,
        case: 'both-days',
        tieBreak: `${NAKSHATRA_NAMES[prefer]} at the window`,
      };
    }
  }
  const first = days[0]!,
    last = days[n - 1]!;
  switch (both.pick) {
    case 'first':
      return {
        date: first.d,
        how: `prevails at the window on ${n} days; the first taken`,
        case: 'both-days',
        tieBreak: 'purva (the first day)',
      };
    case 'second':
      return {
        date: last.d,
        how: `prevails at the window on ${n} days; the second taken`,
        case: 'both-days',
        tieBreak: 'para (the second day)',
      };
    case 'second-if-muhurtas': {
      const day = ctx.day(last.d);
      const muhurta =
        day.sunriseJdUt !== null && day.sunsetJdUt !== null
          ? (day.sunsetJdUt - day.sunriseJdUt) / 15
          : Infinity;
      const m = (last.cov / muhurta).toFixed(1);
      return last.cov > both.minMuhurtas * muhurta
        ? {
            date: last.d,
            how: `prevails at the window on ${n} days; on the second for ${m} muhurtas, more than ${both.minMuhurtas}: the second taken`,
            case: 'both-days',
            tieBreak: `para (the second day, over ${both.minMuhurtas} muhurtas)`,
          }
        : {
            date: first.d,
            how: `prevails at the window on ${n} days; on the second for ${m} muhurtas only, not more than ${both.minMuhurtas}: the first taken`,
            case: 'both-days',
            tieBreak: `purva (the second day under ${both.minMuhurtas} muhurtas)`,
          };
    }
    case 'more': {
      let best = first;
      for (const x of days) if (x.cov > best.cov + 1e-9) best = x;
      return {
        date: best.d,
        how: `prevails at the window on ${n} days; the one with more coverage taken (${days.map((x) => `${formatDate(x.d)}: ${x.w.instant ? 'at the instant' : `${(x.cov * 1440).toFixed(0)} min`}`).join(', ')})`,
        case: 'both-days',
        tieBreak: 'adhikamsha (the day with more of the window)',
      };
    }
  }
}

function pickNone(
  ctx: YearContext,
  none: NonePolicy,
  span: LimbSpan,
  cands: CivilDate[],
  window: WindowName,
): Decision {
  const touched = cands.filter((d) => touches(ctx, d, span));
  const c = 'no-day' as const;
  switch (none) {
    case 'udaya': {
      const u = cands.find((d) => atSunrise(ctx, d, span));
      if (u)
        return {
          date: u,
          how: 'prevails at the window on no day; the day with the tithi at sunrise taken',
          case: c,
          tieBreak: 'the day with the tithi at sunrise',
        };
      return {
        date: touched[0] ?? cands[0]!,
        how: 'prevails at the window on no day nor at any sunrise (kshaya); the day it falls in taken',
        case: c,
        tieBreak: 'kshaya: the day it falls in',
      };
    }
    case 'first-touch':
      return {
        date: touched[0] ?? cands[0]!,
        how: 'prevails at the window on no day; the first day it touches taken',
        case: c,
        tieBreak: 'the first day it touches',
      };
    case 'last-touch':
      return {
        date: touched[touched.length - 1] ?? cands[0]!,
        how: 'prevails at the window on no day; the last day it touches taken',
        case: c,
        tieBreak: 'para (the last day it touches)',
      };
    case 'next-day': {
      const d = touched[touched.length - 1] ?? cands[0]!;
      return {
        date: addDays(d, 1),
        how: 'prevails at the window on no day (joined with the previous tithi where it falls): the next day, joined with the following tithi, taken',
        case: c,
        tieBreak: 'viddha rejected: the next day',
      };
    }
    case 'nearest': {
      let best: CivilDate = cands[0]!;
      let bestGap = Infinity;
      for (const d of cands) {
        const w = ctx.window(d, window);
        if (!w) continue;
        const gap = Math.max(0, w.a - span.endJdUt, span.startJdUt - w.b);
        if (gap < bestGap) {
          bestGap = gap;
          best = d;
        }
      }
      return {
        date: best,
        how: `prevails at the window on no day; the day whose window lies nearest (${(bestGap * 1440).toFixed(0)} min away) taken`,
        case: c,
        tieBreak: 'the day whose window lies nearest',
      };
    }
  }
}

/** Whether the tithi pervades an interval window enough to count (one ghati, or the whole of a shorter window), or covers an instant window. */
function pervades(cov: number, w: Win, minCoverage: number | undefined): boolean {
  if (cov <= 0) return false;
  if (w.instant) return true;
  const len = w.b - w.a;
  if (minCoverage !== undefined) return cov >= minCoverage * len - 1e-9;
  return cov >= Math.min(MIN_VYAPTI_DAYS, len) - 1e-9;
}

/**
 * The Vaishnava udaya rule: the first date with the tithi at sunrise whose arunodaya (4 ghatis
 * before sunrise) the previous tithi does not touch; when the tithi is at no sunrise, or the first
 * such date is touched, the next date.
 */
function decideUdayaVaishnava(ctx: YearContext, span: LimbSpan): Decision {
  const cands = candidateDates(ctx, span);
  const rise = cands.filter((d) => atSunrise(ctx, d, span));
  const c = 'one-day' as const;
  if (rise.length === 0) {
    const d = cands.find((x) => touches(ctx, x, span)) ?? cands[0]!;
    return {
      date: addDays(d, 1),
      how: 'the tithi is at no sunrise (kshaya), mixed with the previous tithi: the next day taken',
      case: 'no-day',
      tieBreak: 'kshaya: the next day',
    };
  }
  const first = rise[0]!;
  const sunrise = ctx.day(first).startJdUt;
  if (span.startJdUt > sunrise - 4 * GHATI_DAYS) {
    const mins = ((sunrise - span.startJdUt) * 1440).toFixed(0);
    return {
      date: addDays(first, 1),
      how: `the tithi began ${mins} min before the sunrise of ${formatDate(first)}, inside its arunodaya (96 min): that day is viddha, the next day taken`,
      case: c,
      tieBreak: 'arunodaya-vedha: the next day',
    };
  }
  return {
    date: first,
    how: `the tithi is at sunrise with a clean arunodaya (it began ${((sunrise - span.startJdUt) * 1440).toFixed(0)} min before sunrise)`,
    case: rise.length > 1 ? 'both-days' : c,
    tieBreak: rise.length > 1 ? 'the first clean sunrise' : null,
  };
}

/** Decide the civil date of a tithi rule for one occurrence (span) of its tithi. */
function decideTithiDay(ctx: YearContext, spec: TithiRuleSpec, span: LimbSpan): Decision {
  if (spec.vedha === 'arunodaya') return decideUdayaVaishnava(ctx, span);
  const cands = candidateDates(ctx, span);
  const prevailing: Array<{ d: CivilDate; cov: number; w: Win }> = [];
  for (const d of cands) {
    const w = ctx.window(d, spec.window);
    if (!w) continue;
    const cov = coverage(span, w);
    if (!pervades(cov, w, spec.minCoverage)) continue;
    prevailing.push({ d, cov, w });
  }
  let dec: Decision;
  if (prevailing.length === 1)
    dec = {
      date: prevailing[0]!.d,
      how: 'prevails at the window on one day',
      case: 'one-day',
      tieBreak: null,
    };
  else if (prevailing.length > 1) dec = pickBoth(ctx, spec.both, prevailing, spec.preferNakshatra0);
  else dec = pickNone(ctx, spec.none, span, cands, spec.window);
  if (spec.bhadraSardhaTriyama) {
    const w = ctx.window(dec.date, spec.window);
    const night = ctx.window(dec.date, 'nishita');
    const bhadra = ctx.karanaSpan(span.startJdUt + 1e-6);
    const next = ctx.day(addDays(dec.date, 1));
    if (
      w &&
      night &&
      isVishti(bhadra.index0) &&
      bhadra.startJdUt <= w.a &&
      bhadra.endJdUt >= night.b &&
      next.sunriseJdUt !== null &&
      next.sunsetJdUt !== null &&
      span.endJdUt - next.sunriseJdUt >= (7 / 8) * (next.sunsetJdUt - next.sunriseJdUt)
    ) {
      dec = {
        date: next.date,
        how: `${dec.how}; that pradosha lies wholly in bhadra lasting past midnight and the tithi lasts 3.5 yamas after the next sunrise (sardha-triyama): the next day taken`,
        case: dec.case,
        tieBreak: 'bhadra past midnight, sardha-triyama purnima next day: the next day',
      };
    }
  }
  if (spec.sardhaTriyamaVriddhi && dec.case === 'one-day') {
    const next = ctx.day(addDays(dec.date, 1));
    const after = ctx.day(addDays(dec.date, 2));
    const following = ctx.tithiSpan(span.endJdUt + 1e-6);
    if (
      atSunrise(ctx, next.date, span) &&
      next.sunriseJdUt !== null &&
      next.sunsetJdUt !== null &&
      after.sunriseJdUt !== null &&
      span.endJdUt - next.sunriseJdUt >= (7 / 8) * (next.sunsetJdUt - next.sunriseJdUt) &&
      following.endJdUt - after.sunriseJdUt > span.endJdUt - next.sunriseJdUt
    ) {
      const hours = ((span.endJdUt - next.sunriseJdUt) * 24).toFixed(2);
      const hoursNext = ((following.endJdUt - after.sunriseJdUt) * 24).toFixed(2);
      dec = {
        date: next.date,
        how: `${dec.how}; on the next day the tithi lasts ${hours} h after sunrise, more than 3.5 yamas (7/8 of the daytime), and the following tithi ends later after its own sunrise (${hoursNext} h: vriddhi): the next day taken (sardha-triyama)`,
        case: dec.case,
        tieBreak: 'sardha-triyama tithi with a growing next tithi: the next day',
      };
    }
  }
  if (spec.previousDayWhenShort) {
    const day = ctx.day(dec.date);
    const prev = addDays(dec.date, -1);
    const { minMuhurtas, because } = spec.previousDayWhenShort;
    if (
      day.sunriseJdUt !== null &&
      day.sunsetJdUt !== null &&
      atSunrise(ctx, dec.date, span) &&
      touches(ctx, prev, span) &&
      span.endJdUt - day.sunriseJdUt < (minMuhurtas * (day.sunsetJdUt - day.sunriseJdUt)) / 15
    ) {
      const mins = ((span.endJdUt - day.sunriseJdUt) * 1440).toFixed(0);
      const why =
        because === 'chandra-darshana'
          ? "so the next tithi's Moon is seen that evening (chandra-darshana)"
          : 'not even a muhurta (muhurta-matra)';
      dec = {
        date: prev,
        how: `${dec.how}; there the tithi ends ${mins} min after sunrise, less than ${minMuhurtas} muhurta${minMuhurtas > 1 ? 's' : ''}, ${why}: the previous day, on which the tithi began, taken`,
        case: dec.case,
        tieBreak: `${because}: tithi under ${minMuhurtas} muhurta${minMuhurtas > 1 ? 's' : ''} after sunrise, the previous day`,
      };
    }
  }
  if (spec.nakshatraNextDay) {
    const nd = addDays(dec.date, 1);
    const next = ctx.day(nd);
    const w = ctx.window(nd, spec.window);
    const { nakshatra0, minMuhurtas } = spec.nakshatraNextDay;
    if (
      w &&
      next.sunriseJdUt !== null &&
      next.sunsetJdUt !== null &&
      span.startJdUt <= next.sunriseJdUt &&
      span.endJdUt - next.sunriseJdUt >=
        (minMuhurtas * (next.sunsetJdUt - next.sunriseJdUt)) / 15 &&
      ctx.nakshatraAt((w.a + w.b) / 2).index0 === nakshatra0
    ) {
      dec = {
        date: nd,
        how: `${dec.how}; the next day has the tithi for ${minMuhurtas} muhurtas after sunrise and ${NAKSHATRA_NAMES[nakshatra0]} at its window: the next day taken`,
        case: dec.case,
        tieBreak: `${NAKSHATRA_NAMES[nakshatra0]} at the next day's window, tithi ${minMuhurtas} muhurtas after sunrise`,
      };
    }
  }
  return dec;
}

/**
 * The ekadashi-nirnaya of one tradition for one ekadashi span (see EkadashiRuleSpec for the texts).
 * Sunrise counts: U = the dates whose sunrise lies in the ekadashi; the dvadashi is the next tithi.
 */
function decideEkadashi(
  ctx: YearContext,
  span: LimbSpan,
  vedha: EkadashiRuleSpec['vedha'],
): Decision {
  const dv = ctx.tithis.find((t) => t.startJdUt >= span.endJdUt - 1e-9);
  const cands = candidateDates(ctx, span);
  const rise = cands.filter((d) => atSunrise(ctx, d, span));
  const dvAt = (d: CivilDate) => dv !== undefined && atSunrise(ctx, d, dv);
  const E = 'ekadashi' as const;
  if (vedha === 'arunodaya') {
    if (rise.length === 0) {
      const d = cands.find((x) => touches(ctx, x, span)) ?? cands[0]!;
      return {
        date: addDays(d, 1),
        how: 'ekadashi is at no sunrise (kshaya), mixed with dashami: the fast is on the next day (dvadashi)',
        case: E,
        tieBreak: 'viddha (kshaya): the next day',
      };
    }
    const c = rise[0]!;
    const sunrise = ctx.day(c).startJdUt;
    if (span.startJdUt > sunrise - 4 * GHATI_DAYS) {
      return {
        date: addDays(c, 1),
        how: `ekadashi began ${((sunrise - span.startJdUt) * 1440).toFixed(0)} min before the sunrise of ${formatDate(c)}, so dashami touches its arunodaya (96 min): viddha, the fast is on the next day`,
        case: E,
        tieBreak: 'arunodaya-vedha: the next day',
      };
    }
    if (rise.length > 1)
      return {
        date: addDays(c, 1),
        how: 'a pure ekadashi at two sunrises (unmilani): the second day taken',
        case: E,
        tieBreak: 'ekadashi adhika: the second day',
      };
    if (dvAt(addDays(c, 1)) && dvAt(addDays(c, 2)))
      return {
        date: addDays(c, 1),
        how: 'a pure ekadashi followed by a dvadashi at two sunrises (vyanjuli): the fast is on the first dvadashi day',
        case: E,
        tieBreak: 'dvadashi adhika: the next day',
      };
    return {
      date: c,
      how: `a pure ekadashi at sunrise (it began ${((sunrise - span.startJdUt) * 1440).toFixed(0)} min before sunrise, before arunodaya)`,
      case: E,
      tieBreak: null,
    };
  }
  // Smarta: vedha at sunrise
  if (rise.length === 0) {
    const d = cands.find((x) => touches(ctx, x, span)) ?? cands[0]!;
    if (dvAt(addDays(d, 1)) && dvAt(addDays(d, 2))) {
      return {
        date: addDays(d, 1),
        how: 'ekadashi is at no sunrise (kshaya, dashami-viddha) and dvadashi is at two sunrises: the next day taken',
        case: E,
        tieBreak: 'viddha ekadashi, dvadashi adhika: para',
      };
    }
    return {
      date: d,
      how: 'ekadashi is at no sunrise (kshaya): the day it lies in (ascetics keep the next day)',
      case: E,
      tieBreak: 'kshaya: the day it lies in',
    };
  }
  if (rise.length > 1) {
    const [u0, u1] = [rise[0]!, rise[1]!];
    if (dvAt(addDays(u1, 1)))
      return {
        date: u1,
        how: 'ekadashi at two sunrises and dvadashi also at the sunrise after (both adhika): the second day taken',
        case: E,
        tieBreak: 'ubhaya-adhika: para',
      };
    return {
      date: u0,
      how: `ekadashi at two sunrises but dvadashi at no sunrise after them (ekadashi alone adhika): householders keep the first day; ascetics keep ${formatDate(u1)} (gauna)`,
      case: E,
      tieBreak: 'ekadashi alone adhika: purva for householders',
    };
  }
  const u = rise[0]!;
  if (!dvAt(addDays(u, 1))) {
    const prev = addDays(u, -1);
    const prevDay = ctx.day(prev);
    // the ekadashi began on the previous civil date after its sunrise (dashami at that sunrise)
    if (cmpDate(ctx.dateOf(span.startJdUt), prev) === 0 && span.startJdUt > prevDay.startJdUt) {
      return {
        date: prev,
        how: `dvadashi ends before the sunrise after ${formatDate(u)}, so parana there could not fall in dvadashi: the day before, on which the ekadashi began (dashami-viddha), taken; ascetics keep ${formatDate(u)} (gauna)`,
        case: E,
        tieBreak: 'dvadashi kshaya: the dashami-viddha day (purva)',
      };
    }
  }
  return { date: u, how: 'ekadashi at sunrise (suryodaya)', case: E, tieBreak: null };
}

const SANKRANTI_RULE_NAME: Readonly<Record<SankrantiDayRule, string>> = {
  civil: 'sankranti: the civil date of the ingress',
  'before-sunset': 'sankranti: that day when before sunset, else the next',
  kerala:
    'sankranti: that day when in the first 3/5 of the daytime, else the next (Malayalam month rule)',
  'next-sunrise': 'sankranti: the first sunrise after the ingress (Vishukkani)',
};

function sankrantiDay(ctx: YearContext, jdUt: number, rule: SankrantiDayRule): Decision {
  const d = ctx.dateOf(jdUt);
  const C = 'sankranti' as const;
  if (rule === 'civil')
    return { date: d, how: 'civil date of the ingress', case: C, tieBreak: null };
  const s = ctx.day(d);
  if (s.sunriseJdUt === null || s.sunsetJdUt === null)
    return {
      date: d,
      how: 'civil date of the ingress (no sunrise or sunset that day)',
      case: C,
      tieBreak: null,
    };
  if (rule === 'next-sunrise') {
    return jdUt < s.sunriseJdUt
      ? {
          date: d,
          how: "ingress before that date's sunrise: the kani is seen at that sunrise",
          case: C,
          tieBreak: 'before sunrise: that day',
        }
      : {
          date: addDays(d, 1),
          how: "ingress after that date's sunrise: the first sunrise after it is the next day's",
          case: C,
          tieBreak: 'after sunrise: the next day',
        };
  }
  if (rule === 'before-sunset') {
    return jdUt < s.sunsetJdUt
      ? {
          date: d,
          how: 'ingress before sunset: that day',
          case: C,
          tieBreak: 'before sunset: that day',
        }
      : {
          date: addDays(d, 1),
          how: 'ingress after sunset: the next day',
          case: C,
          tieBreak: 'after sunset: the next day',
        };
  }
  const madhyahnaEnd = s.sunriseJdUt + (3 * (s.sunsetJdUt - s.sunriseJdUt)) / 5;
  return jdUt < madhyahnaEnd
    ? {
        date: d,
        how: 'ingress before the end of madhyahna: that day',
        case: C,
        tieBreak: 'before the end of madhyahna: that day',
      }
    : {
        date: addDays(d, 1),
        how: 'ingress after madhyahna: the next day',
        case: C,
        tieBreak: 'after madhyahna: the next day',
      };
}

function monthMatches(m: LunarMonth, month: number | 'adhika', alsoAdhika: boolean): boolean {
  if (month === 'adhika') return m.adhika;
  if (m.adhika) return alsoAdhika && m.index0 === month;
  return m.index0 === month || (m.kshayaName !== null && m.kshayaName === MASA_NAMES[month]);
}

/** Dates kept while evaluating: the year with a week on each side, so relative rules see anchors across 1 January. */
function inYear(ctx: YearContext, d: CivilDate): boolean {
  return (
    cmpDate(d, { year: ctx.year - 1, month: 12, day: 24 }) >= 0 &&
    cmpDate(d, { year: ctx.year + 1, month: 1, day: 8 }) <= 0
  );
}

function baseItem(
  ctx: YearContext,
  rule: UtsavaRule,
  date: CivilDate,
  vyapti: string,
  dec: Decision,
): Pick<
  UtsavaItem,
  | 'id'
  | 'uid'
  | 'name'
  | 'kind'
  | 'date'
  | 'weekday0'
  | 'nakshatra'
  | 'decision'
  | 'tradition'
  | 'rule'
  | 'workedExample'
  | 'ruleApplied'
  | 'shastraAnchor'
> {
  const day = ctx.day(date);
  const iso = formatDate(date);
  return {
    id: rule.id,
    uid: `${rule.id}-${iso}`,
    name: rule.name,
    kind: rule.kind,
    date: iso,
    weekday0: day.weekday0,
    nakshatra: ctx.nakshatraAt(day.startJdUt),
    decision: dec.how,
    tradition: rule.tradition,
    rule: rule.rule,
    ...(rule.workedExample === undefined ? {} : { workedExample: rule.workedExample }),
    ruleApplied: { vyapti, case: dec.case, tieBreak: dec.tieBreak },
    shastraAnchor: rule.shastraAnchor,
  };
}

/** The tithi span of tithi0 whose middle lies in the month. */
function spanInMonth(ctx: YearContext, m: LunarMonth, tithi0: number): LimbSpan | undefined {
  return ctx.tithis.find(
    (t) =>
      t.index0 === tithi0 &&
      t.startJdUt + (t.endJdUt - t.startJdUt) / 2 >= m.startJdUt &&
      t.startJdUt + (t.endJdUt - t.startJdUt) / 2 < m.endJdUt,
  );
}

function tithiItem(
  ctx: YearContext,
  rule: UtsavaRule,
  m: LunarMonth,
  span: LimbSpan,
  dec: Decision,
  window: WindowName,
  vyapti: string,
): UtsavaItem {
  const naming = monthNaming(m, span.index0 >= 15);
  const name = m.adhika ? `${rule.name} (${m.name})` : rule.name;
  return {
    ...baseItem(ctx, rule, dec.date, vyapti, dec),
    name,
    tithi: {
      index0: span.index0,
      name: tithiName(span.index0),
      paksha: pakshaOfTithi(span.index0),
      start: ctx.fmt(span.startJdUt),
      end: ctx.fmt(span.endJdUt),
    },
    lunarMonth: { amanta: naming.amanta.name, purnimanta: naming.purnimanta.name },
    sankranti: null,
    window,
  };
}

function evalTithiRule(ctx: YearContext, rule: UtsavaRule, spec: TithiRuleSpec): UtsavaItem[] {
  const out: UtsavaItem[] = [];
  const vyapti =
    spec.vedha === 'arunodaya'
      ? `${VYAPTI_NAME[spec.window]}, arunodaya-vedha`
      : VYAPTI_NAME[spec.window];
  for (const m of ctx.months) {
    if (!monthMatches(m, spec.month, rule.alsoAdhika === true)) continue;
    const span = spanInMonth(ctx, m, spec.tithi0);
    if (!span) continue;
    const dec = decideTithiDay(ctx, spec, span);
    if (!inYear(ctx, dec.date)) continue;
    out.push(tithiItem(ctx, rule, m, span, dec, spec.window, vyapti));
  }
  return out;
}

function evalEkadashiRule(
  ctx: YearContext,
  rule: UtsavaRule,
  spec: EkadashiRuleSpec,
): UtsavaItem[] {
  const out: UtsavaItem[] = [];
  const tithi0 = spec.paksha === 'shukla' ? 10 : 25;
  const vyapti =
    spec.vedha === 'sunrise'
      ? 'ekadashi, suryodaya-vedha (Smarta)'
      : 'ekadashi, arunodaya-vedha (Vaishnava)';
  for (const m of ctx.months) {
    if (!monthMatches(m, spec.month, false)) continue;
    const span = spanInMonth(ctx, m, tithi0);
    if (!span) continue;
    const dec = decideEkadashi(ctx, span, spec.vedha);
    if (!inYear(ctx, dec.date)) continue;
    out.push(
      tithiItem(ctx, rule, m, span, dec, spec.vedha === 'sunrise' ? 'udaya' : 'arunodaya', vyapti),
    );
  }
  return out;
}

function evalSankrantiRule(
  ctx: YearContext,
  rule: UtsavaRule,
  spec: SankrantiRuleSpec,
): UtsavaItem[] {
  const out: UtsavaItem[] = [];
  for (const s of ctx.sankrantis) {
    if (s.rashi0 !== spec.rashi0) continue;
    const dec = sankrantiDay(ctx, s.jdUt, spec.day);
    if (!inYear(ctx, dec.date)) continue;
    out.push({
      ...baseItem(ctx, rule, dec.date, SANKRANTI_RULE_NAME[spec.day], dec),
      tithi: null,
      lunarMonth: null,
      sankranti: ctx.fmt(s.jdUt),
      window: 'sankranti',
    });
  }
  return out;
}

/**
 * The nakshatra a date belongs to by the Kerala rule for the day of a star: the one at its sunrise
 * when it lasts at least minNazhikas after sunrise, else the next one.
 */
function nakshatraOfDay(ctx: YearContext, d: CivilDate, minNazhikas: number): number {
  const rise = ctx.day(d).startJdUt;
  const span = limbSpan('nakshatra', rise, ctx.ayanamsa);
  return span.endJdUt - rise >= (minNazhikas * 24) / 1440 ? span.index0 : (span.index0 + 1) % 27;
}

function evalSolarNakshatraRule(
  ctx: YearContext,
  rule: UtsavaRule,
  spec: SolarNakshatraRuleSpec,
): UtsavaItem[] {
  const out: UtsavaItem[] = [];
  const star = NAKSHATRA_NAMES[spec.nakshatra0]!;
  for (const s of ctx.sankrantis) {
    if (s.rashi0 !== spec.rashi0) continue;
    const next = ctx.sankrantis.find((x) => x.jdUt > s.jdUt);
    if (!next) continue;
    const { first, last } = spec.calendar
      ? ctx.calendarMonth(spec.calendar, s.jdUt)
      : {
          first: sankrantiDay(ctx, s.jdUt, spec.monthDay).date,
          last: addDays(sankrantiDay(ctx, next.jdUt, spec.monthDay).date, -1),
        };
    // the days the star owns, one per passage of the Moon through it: a passage can own two
    // consecutive days (reached within the 6 nazhikas after one sunrise, and at the next sunrise
    // for 6 nazhikas more); the day at whose sunrise it stands is then its day
    const runs: Array<{ days: CivilDate[]; udaya: CivilDate | null }> = [];
    for (let d = first; cmpDate(d, last) <= 0; d = addDays(d, 1)) {
      if (nakshatraOfDay(ctx, d, spec.minNazhikas) !== spec.nakshatra0) continue;
      const run = runs[runs.length - 1];
      const atRise =
        limbAt('nakshatra', ctx.day(d).startJdUt, ctx.ayanamsa) === spec.nakshatra0 ? d : null;
      if (run && cmpDate(addDays(run.days[run.days.length - 1]!, 1), d) === 0) {
        run.days.push(d);
        run.udaya ??= atRise;
      } else runs.push({ days: [d], udaya: atRise });
    }
    // a star that owns no day of the month (at no sunrise for 6 nazhikas, nor reached within them):
    // the day at whose sunrise it stands for less, else the day it begins on
    let fallback = false;
    if (runs.length === 0) {
      for (let d = first; cmpDate(d, last) <= 0; d = addDays(d, 1))
        if (limbAt('nakshatra', ctx.day(d).startJdUt, ctx.ayanamsa) === spec.nakshatra0)
          runs.push({ days: [d], udaya: d });
      if (runs.length === 0) {
        for (let d = first; cmpDate(d, last) <= 0; d = addDays(d, 1)) {
          const day = ctx.day(d);
          if (limbAt('nakshatra', day.endJdUt - 1e-6, ctx.ayanamsa) === spec.nakshatra0)
            runs.push({ days: [d], udaya: null });
        }
      }
      fallback = runs.length > 0;
    }
    const owned = runs.map((r) => r.udaya ?? r.days[0]!);
    const twoDays = runs
      .filter((r) => r.days.length > 1)
      .map(
        (r) =>
          `${r.days.map(formatDate).join(' and ')}: ${formatDate(r.udaya ?? r.days[0]!)}, the day it stands at sunrise`,
      );
    let inPaksha = spec.krishnaPaksha
      ? owned.filter((d) => ctx.tithiAt(ctx.day(d).startJdUt) >= 15)
      : owned;
    if (spec.nearPurnima && inPaksha.length > 1) {
      // the star day nearest the month's full moon (the middle of the purnima tithi that falls in the month)
      const fulls = ctx.tithis
        .filter((p) => p.index0 === 14)
        .map((p) => (p.startJdUt + p.endJdUt) / 2);
      const inMonth = fulls.filter(
        (t) => cmpDate(ctx.dateOf(t), first) >= 0 && cmpDate(ctx.dateOf(t), last) <= 0,
      );
      const gap = (d: CivilDate): number => {
        const t = ctx.day(d).startJdUt;
        return Math.min(...(inMonth.length ? inMonth : fulls).map((f) => Math.abs(t - f)));
      };
      const best = inPaksha.reduce((a, b) => (gap(b) < gap(a) ? b : a));
      inPaksha = [best];
    }
    const chosen = inPaksha.find((d) => !spec.eveInMonth || cmpDate(addDays(d, -1), first) >= 0);
    if (!chosen || !inYear(ctx, chosen)) continue;
    const passed = inPaksha.filter((d) => cmpDate(d, chosen) < 0).map(formatDate);
    const how =
      `the ${star} day of the solar month (${formatDate(first)} to ${formatDate(last)}; a day belongs to the star at its sunrise when it lasts ${spec.minNazhikas} nazhikas after sunrise, else to the next)` +
      (fallback
        ? `; the star owns no day of the month by that rule: the day it stands at sunrise (or begins on) taken`
        : '') +
      (twoDays.length ? `; owning two days (${twoDays.join('; ')})` : '') +
      (spec.krishnaPaksha && inPaksha.length < owned.length
        ? '; the star day of the Krishna paksha taken'
        : '') +
      (passed.length
        ? `; ${passed.join(', ')} passed over: its eve lies before the month`
        : inPaksha.length > 1
          ? `; the first of ${inPaksha.length}`
          : '');
    const dec: Decision = {
      date: chosen,
      how,
      case: 'nakshatra',
      tieBreak: fallback
        ? 'no day owned: the day it stands at sunrise'
        : passed.length
          ? 'the eve must fall in the month: the next star day'
          : twoDays.length
            ? 'two days: the one with the star at sunrise'
            : inPaksha.length > 1
              ? 'the first star day of the month'
              : null,
    };
    out.push({
      ...baseItem(
        ctx,
        rule,
        chosen,
        `${star} day in the solar month (${spec.minNazhikas}-nazhika rule; ${SANKRANTI_RULE_NAME[spec.monthDay]})`,
        dec,
      ),
      tithi: null,
      lunarMonth: null,
      sankranti: ctx.fmt(s.jdUt),
      window: 'nakshatra-at-sunrise',
    });
  }
  return out;
}

function evalSolarTithiRule(
  ctx: YearContext,
  rule: UtsavaRule,
  spec: SolarTithiRuleSpec,
): UtsavaItem[] {
  const out: UtsavaItem[] = [];
  const vyapti = `${VYAPTI_NAME[spec.window]} in the ${spec.calendar} solar month`;
  const asTithi: TithiRuleSpec = {
    kind: 'tithi',
    month: 0,
    tithi0: spec.tithi0,
    window: spec.window,
    both: spec.both,
    none: spec.none,
  };
  const months = ctx.sankrantis
    .filter((s) => s.rashi0 === spec.rashi0)
    .map((s) => ctx.calendarMonth(spec.calendar, s.jdUt));
  for (const sm of months) {
    for (const span of ctx.tithis) {
      if (span.index0 !== spec.tithi0) continue;
      const dec = decideTithiDay(ctx, asTithi, span);
      if (
        cmpDate(dec.date, sm.first) < 0 ||
        cmpDate(dec.date, sm.last) > 0 ||
        !inYear(ctx, dec.date)
      )
        continue;
      const m = ctx.monthOf(span.startJdUt + (span.endJdUt - span.startJdUt) / 2);
      if (!m) continue;
      out.push(
        tithiItem(
          ctx,
          rule,
          m,
          span,
          {
            ...dec,
            how: `${dec.how}; in the solar month ${formatDate(sm.first)} to ${formatDate(sm.last)}`,
          },
          spec.window,
          vyapti,
        ),
      );
    }
  }
  return out;
}

/** A day of a regional solar calendar, from the calendar engine (src/engine/calendar/solar-calendars.ts). */
function evalSolarCalendarDayRule(
  ctx: YearContext,
  rule: UtsavaRule,
  spec: SolarCalendarDayRuleSpec,
): UtsavaItem[] {
  const out: UtsavaItem[] = [];
  for (const y of [ctx.year - 1, ctx.year, ctx.year + 1]) {
    for (const day of solarDayInGregorianYear(spec.calendar, spec.month, spec.day, y, ctx.place, {
      ayanamsa: ctx.ayanamsa,
      convention: ctx.convention,
    })) {
      const date = spec.offsetDays ? addDays(day, spec.offsetDays) : day;
      if (!inYear(ctx, date)) continue;
      const sd = solarDateOf(
        spec.calendar,
        day,
        ctx.place,
        { ayanamsa: ctx.ayanamsa, convention: ctx.convention },
        ctx.reckoner(),
      );
      const dec: Decision = {
        date,
        how: `${spec.calendar} calendar: month ${spec.month} (${formatDate(sd.start.date)} to ${formatDate(addDays(sd.next.date, -1))}), day ${spec.day}${spec.offsetDays ? ` (${formatDate(day)}), ${spec.offsetDays > 0 ? '+' : ''}${spec.offsetDays} day: ${formatDate(date)}` : ''}`,
        case: 'sankranti',
        tieBreak: null,
      };
      out.push({
        ...baseItem(
          ctx,
          rule,
          date,
          spec.offsetDays === -1
            ? `the eve of day ${spec.day} of month ${spec.month} of the ${spec.calendar} solar calendar`
            : `day ${spec.day} of month ${spec.month} of the ${spec.calendar} solar calendar${spec.offsetDays ? `, ${spec.offsetDays > 0 ? '+' : ''}${spec.offsetDays} day` : ''}`,
          dec,
        ),
        tithi: null,
        lunarMonth: null,
        sankranti: ctx.fmt(sd.start.sankrantiJdUt),
        window: 'sankranti',
      });
    }
  }
  return out;
}

/**
 * The festivals and observances of a Gregorian year at a place, in date order.
 * @param year Gregorian year, astronomical numbering, inside the supported range (src/engine/time/supported-range.ts)
 * @param place latitude, longitude (east positive) and zone (New Delhi, Asia/Kolkata is the service default)
 * @param opts convention ('hindu' default), ayanamsa ('lahiri' default), rules (default UTSAVA_RULES)
 * @throws EngineInputError INVALID_FIELD for a bad place, OUT_OF_EPOCH_RANGE for a year outside the supported range
 */
export function utsavasForYear(year: number, place: Place, opts: UtsavaOptions = {}): UtsavaItem[] {
  if (!isSupportedYear(year)) {
    throw new EngineInputError(
      'OUT_OF_EPOCH_RANGE',
      `year must be an integer within the supported range ${supportedRangeText()}, got ${String(year)}`,
      'year',
    );
  }
  checkPlace(place);
  const astronomy =
    opts.astronomy ??
    (opts.tradition === undefined ? 'drik' : traditionProfile(opts.tradition).astronomy);
  const ctx = new YearContext(
    year,
    place,
    opts.convention ?? 'hindu',
    opts.ayanamsa ?? 'lahiri',
    astronomy,
  );
  const rules =
    opts.rules ?? (opts.tradition === undefined ? UTSAVA_RULES : traditionRules(opts.tradition));
  const byId = new Map<string, UtsavaItem[]>();
  const out: UtsavaItem[] = [];
  const pending: UtsavaRule[] = [];
  for (const rule of rules) {
    let items: UtsavaItem[];
    switch (rule.spec.kind) {
      case 'tithi':
        items = evalTithiRule(ctx, rule, rule.spec);
        break;
      case 'sankranti':
        items = evalSankrantiRule(ctx, rule, rule.spec);
        break;
      case 'solar-nakshatra':
        items = evalSolarNakshatraRule(ctx, rule, rule.spec);
        break;
      case 'solar-tithi':
        items = evalSolarTithiRule(ctx, rule, rule.spec);
        break;
      case 'solar-calendar-day':
        items = evalSolarCalendarDayRule(ctx, rule, rule.spec);
        break;
      case 'ekadashi':
        items = evalEkadashiRule(ctx, rule, rule.spec);
        break;
      case 'relative':
        pending.push(rule);
        continue;
    }
    byId.set(rule.id, items);
    out.push(...items);
  }
  for (const rule of pending) {
    if (rule.spec.kind !== 'relative') continue;
    const spec = rule.spec;
    for (const a of byId.get(spec.to) ?? []) {
      const date = addDays(isoDateFields(a.date)!, spec.days);
      if (!inYear(ctx, date)) continue;
      const dec: Decision = {
        date,
        how: `${spec.days > 0 ? '+' : ''}${spec.days} day(s) from ${a.name} (${a.date})`,
        case: 'relative',
        tieBreak: null,
      };
      out.push({
        ...baseItem(
          ctx,
          rule,
          date,
          `${spec.days > 0 ? '+' : ''}${spec.days} day(s) from ${spec.to}`,
          dec,
        ),
        tithi: null,
        lunarMonth: null,
        sankranti: null,
        window: 'relative',
      });
    }
  }
  const y = formatIsoYear(year);
  return out
    .filter((x) => x.date.startsWith(`${y}-`))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Rank of each kind when one item must stand for a day (lower first). */
export const KIND_RANK: Readonly<Record<UtsavaKind, number>> = {
  festival: 0,
  jayanti: 1,
  navaratri: 2,
  vrat: 3,
  ekadashi: 4,
  sankranti: 5,
  purnima: 6,
  amavasya: 7,
};

/**
 * The principal utsava of a date among items (e.g. for a daily feed): the first by kind rank
 * (festival, jayanti, navaratri, vrat, ekadashi, sankranti, purnima, amavasya), then by list
 * order; null when the date has none.
 */
export function principalUtsava(items: readonly UtsavaItem[], date: string): UtsavaItem | null {
  let best: UtsavaItem | null = null;
  for (const u of items) {
    if (u.date !== date) continue;
    if (best === null || KIND_RANK[u.kind] < KIND_RANK[best.kind]) best = u;
  }
  return best;
}
