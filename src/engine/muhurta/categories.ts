/**
 * @module Election windows by category (docs/muhurta-categories.md): each category is data, the
 * classical rule for an undertaking (favourable nakshatras, tithis and varas, and which general
 * prohibitions apply) with its source; one evaluator intersects the limbs' spans over a run of
 * days and returns the windows where every condition holds.
 *
 * General prohibitions applied to every category (Muhurta Chintamani 1, "Shubhashubha
 * prakarana"): Vishti (Bhadra) karana; the yogas Vyatipata and Vaidhriti; the Rikta tithis (4, 9,
 * 14) and Amavasya, which no category's tithi list contains. Per category, as its text adds:
 * Rahu kalam; daytime only (sunrise to sunset) unless the rite is performed at night too;
 * kharmas (the Sun in Dhanu or Meena); Guru or Shukra asta (Jupiter within 11 degrees of the Sun,
 * Venus within 10, 8 when retrograde: the Surya Siddhanta orbs).
 *
 * Pure: the caller passes the place (with its zone), the first civil date and the day count.
 */
import { NAKSHATRA_NAMES, RASHI_NAMES, VARA_NAMES, norm360 } from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import { grahaPositions } from '../ephemeris/index.js';
import { karanaName, tithiName, yogaName, pakshaOfTithi, tithiNumber } from '../panchang/limbs.js';
import { limbSpansBetween, type LimbKind, type LimbSpan } from '../search/index.js';
import { isoInZone } from '../time/zones.js';
import { addDays, type CivilDate, type Place } from '../calendar/solar-day.js';
import { muhurtaForDay, type MuhurtaDay } from './index.js';

const N = (names: readonly string[]): number[] =>
  names.map((n) => {
    const i = (NAKSHATRA_NAMES as readonly string[]).indexOf(n);
    if (i < 0) throw new Error(`unknown nakshatra ${n}`);
    return i;
  });

/** Varas by index0 (0 = Ravivara, Sunday). */
const SUN = 0,
  MON = 1,
  WED = 3,
  THU = 4,
  FRI = 5;

export interface MuhurtaCategory {
  id: string;
  name: string;
  /** nakshatra index0 (0 = Ashwini) in which the Moon must be */
  nakshatras: readonly number[];
  /** tithi numbers 1..15 allowed in either paksha (Purnima is 15 of Shukla; Amavasya never) */
  tithis: readonly number[];
  /** vara index0 allowed */
  varas: readonly number[];
  /** the rite may be performed at night as well (else sunrise to sunset only) */
  night: boolean;
  /** no election while the Sun is in Dhanu or Meena */
  kharmas: boolean;
  /** no election while Jupiter or Venus is combust */
  guruShukraAsta: boolean;
  /** Rahu kalam excluded */
  rahuKalam: boolean;
  source: string;
  rule: string;
}

const SHUBHA_TITHIS = [2, 3, 5, 7, 10, 11, 13] as const;

/** The categories (at least the ten of issue 15), as data. */
export const MUHURTA_CATEGORIES: readonly MuhurtaCategory[] = [
  {
    id: 'marriage',
    name: 'Vivaha (marriage)',
    nakshatras: N([
      'Rohini',
      'Mrigashira',
      'Magha',
      'Uttara Phalguni',
      'Hasta',
      'Swati',
      'Anuradha',
      'Mula',
      'Uttara Ashadha',
      'Uttara Bhadrapada',
      'Revati',
    ]),
    tithis: [2, 3, 5, 7, 10, 11, 13, 15],
    varas: [MON, WED, THU, FRI],
    night: true,
    kharmas: true,
    guruShukraAsta: true,
    rahuKalam: true,
    source: 'Muhurta Chintamani 6 (Vivaha prakarana)',
    rule: 'Moon in one of the 11 vivaha nakshatras; tithis 2, 3, 5, 7, 10, 11, 13 and Purnima; Monday, Wednesday, Thursday or Friday; not in kharmas; Jupiter and Venus not combust; day or night',
  },
  {
    id: 'griha-pravesh',
    name: 'Griha pravesha (entering a new house)',
    nakshatras: N([
      'Rohini',
      'Mrigashira',
      'Uttara Phalguni',
      'Chitra',
      'Anuradha',
      'Uttara Ashadha',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ]),
    tithis: SHUBHA_TITHIS,
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: true,
    guruShukraAsta: true,
    rahuKalam: true,
    source: 'Muhurta Chintamani 13 (Griha pravesha prakarana)',
    rule: 'Moon in a fixed or soft nakshatra (Rohini, Mrigashira, the three Uttaras, Chitra, Anuradha, Dhanishta, Shatabhisha, Revati); tithis 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday, Thursday or Friday; not in kharmas; Jupiter and Venus not combust; daytime',
  },
  {
    id: 'vehicle',
    name: 'Vahana (buying a vehicle)',
    nakshatras: N([
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ]),
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15],
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: false,
    guruShukraAsta: false,
    rahuKalam: true,
    source:
      'Muhurta Chintamani 11 (Yatra prakarana: movable and light nakshatras for setting out and conveyances)',
    rule: 'Moon in a movable, light or soft nakshatra; tithis other than Rikta and Amavasya; Monday, Wednesday, Thursday or Friday; daytime',
  },
  {
    id: 'business',
    name: 'Vyapara arambha (opening a business)',
    nakshatras: N([
      'Ashwini',
      'Rohini',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Uttara Bhadrapada',
      'Revati',
    ]),
    tithis: SHUBHA_TITHIS,
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: false,
    guruShukraAsta: false,
    rahuKalam: true,
    source: 'Muhurta Chintamani 12 (Vanijya, trade)',
    rule: 'Moon in a fixed, light or soft nakshatra; tithis 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday, Thursday or Friday; daytime',
  },
  {
    id: 'travel',
    name: 'Yatra (setting out on a journey)',
    nakshatras: N([
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Anuradha',
      'Shravana',
      'Dhanishta',
      'Revati',
    ]),
    tithis: SHUBHA_TITHIS,
    varas: [MON, WED, THU, FRI],
    night: true,
    kharmas: false,
    guruShukraAsta: false,
    rahuKalam: true,
    source: 'Muhurta Chintamani 11 (Yatra prakarana)',
    rule: 'Moon in one of the nine yatra nakshatras; tithis 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday, Thursday or Friday (direction rules are not applied)',
  },
  {
    id: 'naming',
    name: 'Namakarana (naming a child)',
    nakshatras: N([
      'Ashwini',
      'Rohini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ]),
    tithis: SHUBHA_TITHIS,
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: false,
    guruShukraAsta: false,
    rahuKalam: true,
    source: 'Muhurta Chintamani 5 (Samskara prakarana: namakarana)',
    rule: 'Moon in a fixed, movable, light or soft nakshatra; tithis 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday, Thursday or Friday; daytime',
  },
  {
    id: 'annaprashana',
    name: 'Annaprashana (first solid food)',
    nakshatras: N([
      'Ashwini',
      'Rohini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ]),
    tithis: [2, 3, 5, 7, 10, 13],
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: false,
    guruShukraAsta: false,
    rahuKalam: true,
    source: 'Muhurta Chintamani 5 (Samskara prakarana: annaprashana)',
    rule: 'Moon in a fixed, movable, light or soft nakshatra; tithis 2, 3, 5, 7, 10, 13; Monday, Wednesday, Thursday or Friday; daytime',
  },
  {
    id: 'mundan',
    name: 'Chudakarana (mundan, first haircut)',
    nakshatras: N([
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Jyeshtha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ]),
    tithis: SHUBHA_TITHIS,
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: true,
    guruShukraAsta: true,
    rahuKalam: true,
    source: 'Muhurta Chintamani 5 (Samskara prakarana: chaula)',
    rule: 'Moon in one of the twelve chaula nakshatras; tithis 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday, Thursday or Friday; not in kharmas; Jupiter and Venus not combust; daytime',
  },
  {
    id: 'property',
    name: 'Bhumi kraya (buying land or property)',
    nakshatras: N([
      'Mrigashira',
      'Punarvasu',
      'Ashlesha',
      'Magha',
      'Vishakha',
      'Anuradha',
      'Mula',
      'Revati',
    ]),
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15],
    varas: [MON, WED, THU, FRI],
    night: false,
    kharmas: true,
    guruShukraAsta: false,
    rahuKalam: true,
    source: 'Muhurta Chintamani 12 (Vastu prakarana: bhumi kraya)',
    rule: 'Moon in Mrigashira, Punarvasu, Ashlesha, Magha, Vishakha, Anuradha, Mula or Revati; tithis other than Rikta and Amavasya; Monday, Wednesday, Thursday or Friday; not in kharmas; daytime',
  },
  {
    id: 'education',
    name: 'Vidyarambha (beginning education)',
    nakshatras: N([
      'Ashwini',
      'Mrigashira',
      'Ardra',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Mula',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ]),
    tithis: [2, 3, 5, 6, 10, 11, 12],
    varas: [SUN, WED, THU, FRI],
    night: false,
    kharmas: false,
    guruShukraAsta: false,
    rahuKalam: true,
    source: 'Muhurta Chintamani 5 (Samskara prakarana: vidyarambha)',
    rule: 'Moon in one of the thirteen vidyarambha nakshatras; tithis 2, 3, 5, 6, 10, 11, 12; Sunday, Wednesday, Thursday or Friday; daytime',
  },
];

export const MUHURTA_CATEGORY_IDS: readonly string[] = MUHURTA_CATEGORIES.map((c) => c.id);

/** Yogas excluded in every category: Vyatipata (index0 16) and Vaidhriti (26). */
const BAD_YOGAS = new Set([16, 26]);
/** Vishti (Bhadra) karana: the seventh movable karana. */
function isVishti(karanaIndex0: number): boolean {
  return karanaName(karanaIndex0) === 'Vishti';
}

export interface ElectionWindow {
  start: { jdUt: number; iso: string };
  end: { jdUt: number; iso: string };
  minutes: number;
  vara: string;
  tithi: string;
  paksha: string;
  nakshatra: string;
  yoga: string;
  karana: string;
}

export interface CategoryWindows {
  category: MuhurtaCategory;
  from: string;
  days: number;
  windows: ElectionWindow[];
  /** days skipped whole, with the reason (kharmas, asta, no sunrise) */
  skipped: Array<{ date: string; reason: string }>;
}

/** Minimum length of a window, minutes (half a muhurta). */
export const MIN_WINDOW_MINUTES = 24;

/** The grahas combustion reads (the Sun first, as in GRAHA_NAMES): not the Moon's costly series. */
const COMBUST_GRAHAS = ['Sun', 'Venus', 'Jupiter'] as const;

function combust(jdUt: number): string | null {
  const g = grahaPositions(jdUt, { only: COMBUST_GRAHAS }).grahas;
  const sun = g[0]!.siderealLonDeg;
  const sep = (lon: number) => {
    const d = Math.abs(norm360(lon - sun));
    return Math.min(d, 360 - d);
  };
  const jup = g.find((x) => x.name === 'Jupiter')!;
  const ven = g.find((x) => x.name === 'Venus')!;
  if (sep(jup.siderealLonDeg) < 11) return 'Guru asta: Jupiter within 11 degrees of the Sun';
  if (sep(ven.siderealLonDeg) < (ven.retrograde ? 8 : 10))
    return `Shukra asta: Venus within ${ven.retrograde ? 8 : 10} degrees of the Sun`;
  return null;
}

/** Intervals [a, b) of `spans` whose index passes `ok`, clipped to [from, to). */
function goodIntervals(
  spans: readonly LimbSpan[],
  ok: (i: number) => boolean,
  from: number,
  to: number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const s of spans) {
    if (!ok(s.index0)) continue;
    const a = Math.max(s.startJdUt, from);
    const b = Math.min(s.endJdUt, to);
    if (b > a) out.push([a, b]);
  }
  return out;
}

function intersect(
  a: Array<[number, number]>,
  b: Array<[number, number]>,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = 0,
    j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i]![0], b[j]![0]);
    const hi = Math.min(a[i]![1], b[j]![1]);
    if (hi > lo) out.push([lo, hi]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

function subtract(a: Array<[number, number]>, cut: [number, number]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of a) {
    if (cut[1] <= lo || cut[0] >= hi) {
      out.push([lo, hi]);
      continue;
    }
    if (cut[0] > lo) out.push([lo, cut[0]]);
    if (cut[1] < hi) out.push([cut[1], hi]);
  }
  return out;
}

function indexAt(spans: readonly LimbSpan[], jdUt: number): number {
  return spans.find((s) => s.startJdUt <= jdUt && jdUt < s.endJdUt)?.index0 ?? spans[0]!.index0;
}

/**
 * The election windows of a category over `days` civil days from `from` at `place`.
 * @throws EngineInputError UNKNOWN_CATEGORY (field 'type'), INVALID_FIELD (field 'days')
 */
export function categoryWindows(
  categoryId: string,
  from: CivilDate,
  days: number,
  place: Place,
): CategoryWindows {
  const category = MUHURTA_CATEGORIES.find((c) => c.id === categoryId);
  if (!category)
    throw new EngineInputError(
      'UNKNOWN_CATEGORY',
      `type: must be one of ${MUHURTA_CATEGORY_IDS.join(', ')}`,
      'type',
    );
  if (!Number.isInteger(days) || days < 1 || days > 60)
    throw new EngineInputError('INVALID_FIELD', 'days: must be an integer from 1 to 60', 'days');
  const muhurtaDays: Array<{ date: CivilDate; m: MuhurtaDay | null; iso: string }> = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const iso = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    try {
      muhurtaDays.push({ date, m: muhurtaForDay(date, place), iso });
    } catch (err) {
      if (!(err instanceof EngineInputError)) throw err;
      muhurtaDays.push({ date, m: null, iso });
    }
  }
  const live = muhurtaDays.filter((d) => d.m) as Array<{
    date: CivilDate;
    m: MuhurtaDay;
    iso: string;
  }>;
  const skipped: CategoryWindows['skipped'] = muhurtaDays
    .filter((d) => !d.m)
    .map((d) => ({ date: d.iso, reason: 'the Sun does not rise or set' }));
  const windows: ElectionWindow[] = [];
  if (live.length) {
    const t0 = live[0]!.m.sunrise.jdUt;
    const t1 = live[live.length - 1]!.m.nextSunrise.jdUt;
    const spans: Record<LimbKind, LimbSpan[]> = {
      tithi: limbSpansBetween('tithi', t0, t1),
      nakshatra: limbSpansBetween('nakshatra', t0, t1),
      yoga: limbSpansBetween('yoga', t0, t1),
      karana: limbSpansBetween('karana', t0, t1),
    };
    const tithiOk = (i: number) => i !== 29 && category.tithis.includes(tithiNumber(i));
    const limbsOk = intersect(
      intersect(
        goodIntervals(spans.tithi, tithiOk, t0, t1),
        goodIntervals(spans.nakshatra, (i) => category.nakshatras.includes(i), t0, t1),
      ),
      intersect(
        goodIntervals(spans.yoga, (i) => !BAD_YOGAS.has(i), t0, t1),
        goodIntervals(spans.karana, (i) => !isVishti(i), t0, t1),
      ),
    );
    for (const { m, iso } of live) {
      if (!category.varas.includes(m.panchang.vara.index0)) continue;
      if (category.kharmas) {
        const sunSign = RASHI_NAMES.indexOf(m.panchang.sun.rashi as (typeof RASHI_NAMES)[number]);
        if (sunSign === 8 || sunSign === 11) {
          skipped.push({ date: iso, reason: `kharmas: the Sun is in ${m.panchang.sun.rashi}` });
          continue;
        }
      }
      if (category.guruShukraAsta) {
        const asta = combust(m.sunrise.jdUt);
        if (asta) {
          skipped.push({ date: iso, reason: asta });
          continue;
        }
      }
      // the vara runs from sunrise to the next sunrise
      const dayEnd = category.night ? m.nextSunrise.jdUt : m.sunset.jdUt;
      let parts = intersect(limbsOk, [[m.sunrise.jdUt, dayEnd]]);
      if (category.rahuKalam)
        parts = subtract(parts, [m.rahuKalam.start.jdUt, m.rahuKalam.end.jdUt]);
      const zone = place.zone;
      for (const [a, b] of parts) {
        const minutes = (b - a) * 1440;
        if (minutes < MIN_WINDOW_MINUTES) continue;
        const mid = a + 1e-7;
        const ti = indexAt(spans.tithi, mid);
        windows.push({
          start: { jdUt: a, iso: isoInZone(a, zone) },
          end: { jdUt: b, iso: isoInZone(b, zone) },
          minutes: Math.round(minutes * 10) / 10,
          vara: VARA_NAMES[m.panchang.vara.index0]!,
          tithi: tithiName(ti),
          paksha: pakshaOfTithi(ti),
          nakshatra: NAKSHATRA_NAMES[indexAt(spans.nakshatra, mid)]!,
          yoga: yogaName(indexAt(spans.yoga, mid)),
          karana: karanaName(indexAt(spans.karana, mid)),
        });
      }
    }
  }
  const fromIso = `${String(from.year).padStart(4, '0')}-${String(from.month).padStart(2, '0')}-${String(from.day).padStart(2, '0')}`;
  return {
    category,
    from: fromIso,
    days,
    windows,
    skipped: skipped.sort((x, y) => x.date.localeCompare(y.date)),
  };
}
