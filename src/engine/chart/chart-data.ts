/**
 * @module ChartData, the chart of Family N `POST /n/api/chart` (docs/family-n.md): the nine grahas
 * with sign, nakshatra, pada, house, retrograde flag and dignity; the lagna; the twelve whole-sign
 * houses; the divisional charts asked for; the Vimsottari dasha to the levels asked for and the
 * periods running on the `asOf` date; the panchang at the birth instant; shadbala; the yogas and
 * the seven doshas (Shani judged on `asOf`); and the settings used.
 *
 * A view over the one chart assembler (assemble.ts), as Family R's SovereignChart is, so one
 * moment gives the same longitudes in both families to the last digit.
 * Values go through one Degradation (degraded.ts): a non-finite number is null and named in
 * `degradedValues`. Pure: `asOf` is an input, never the clock.
 */
import {
  GRAHA_NAMES,
  RASHI_LORDS,
  RASHI_NAMES,
  VARA_LORDS,
  rashiIndex0,
  type GrahaName,
  type SaptaGraha,
} from '../core/constants.js';
import { computeDasha, DEFAULT_YEAR_DAYS, type DashaPeriod } from '../dasha/index.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import { panchangAt } from '../panchang/index.js';
import { jdFromGregorian, isoFromJdUt } from '../time/julian.js';
import { VARGA_NAMES, defaultVargaMethod, type VargaId } from '../vargas/index.js';
import { GRAHA_INDEX, type ChartFacts } from '../yogas/facts.js';
import type { ChartBasisWithAngles } from './basis.js';
import { assembleChart, type AssembledChart, type NormalizedBirth } from './assemble.js';
import { Degradation } from './degraded.js';
import { rashiOf } from './format.js';
import { specPeriods } from './sovereign.js';
import type { Dignity } from '../reading/names.js';

/** The divisional charts Family N offers: BPHS's sixteen and the further divisions up to D60. */
export const N_VARGAS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'D6',
  'D7',
  'D8',
  'D9',
  'D10',
  'D11',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const satisfies readonly VargaId[];
export type NVargaId = (typeof N_VARGAS)[number];
export const N_DEFAULT_VARGAS: readonly NVargaId[] = ['D1', 'D9', 'D10'];
export const N_DEFAULT_DASHA_LEVELS = 2;

/** A civil date (the `asOf` of the running dasha and of Shani). */
export interface CivilDay {
  year: number;
  month: number;
  day: number;
}

export interface ChartDataRequest {
  birth: NormalizedBirth;
  ayanamsa: AyanamsaName;
  /** divisional charts, in the order asked (duplicates dropped) */
  divisionalCharts: readonly NVargaId[];
  /** Vimsottari levels 1 (maha) to 3 (pratyantar) */
  dashaLevels: 1 | 2 | 3;
  /** the date the running dasha and Shani are read on; its instant is 12:00 UTC of that date */
  asOf: CivilDay;
}

/** JD (UT) of 12:00 UTC of a civil date: the instant of an `asOf` or `onDate` date. */
export function noonUtcJd(d: CivilDay): number {
  return jdFromGregorian(d.year, d.month, d.day, 0.5);
}
/** YYYY-MM-DD of a civil date. */
export function isoDay(d: CivilDay): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/**
 * Dignity of a graha in its rashi (BPHS ch. 3): exaltation and debilitation by sign, moolatrikona by
 * its degree range, own sign, else the compound (panchadha) relationship with the sign's lord. The
 * two signs BPHS divides take the degrees into account: the Moon in Taurus is exalted up to 3 deg
 * and moolatrikona after; Mercury in Virgo is exalted up to 15 deg, moolatrikona to 20, own after.
 */
export function dignityOf(f: ChartFacts, i: number): Dignity {
  if (i > 6) return 'node';
  if (f.moolatrikona[i]) return 'moolatrikona';
  if (i === GRAHA_INDEX.Mercury && f.rashi0[i] === 5 && f.lonDeg[i]! - 150 >= 20) return 'own';
  if (f.exaltedSign[i]) return 'exalted';
  if (f.debilitatedSign[i]) return 'debilitated';
  if (f.ownSign[i]) return 'own';
  const rel = f.relToDispositor[i]!;
  return rel >= 2
    ? 'great-friend'
    : rel === 1
      ? 'friend'
      : rel === 0
        ? 'neutral'
        : rel === -1
          ? 'enemy'
          : 'great-enemy';
}

/** The running period at each level, maha first. */
export interface RunningPeriod {
  level: string;
  lord: string;
  start: string;
  end: string;
}

function runningChain(
  periods: DashaPeriod[],
  jdUt: number,
  levels: readonly string[],
): RunningPeriod[] {
  const out: RunningPeriod[] = [];
  let list: DashaPeriod[] | undefined = periods;
  for (let depth = 0; list && depth < levels.length; depth++) {
    const p: DashaPeriod | undefined = list.find((x) => x.startJdUt <= jdUt && jdUt < x.endJdUt);
    if (!p) break;
    out.push({ level: levels[depth]!, lord: p.lord, start: p.start, end: p.end });
    list = p.periods;
  }
  return out;
}

/**
 * The Vimsottari periods running at an instant, to `depth` levels (BPHS ch. 46); empty before the
 * birth and after the 120-year cycle.
 */
export function runningVimsottari(
  moonLonDeg: number,
  birthJdUt: number,
  atJdUt: number,
  depth: number,
  yearDays = DEFAULT_YEAR_DAYS,
): RunningPeriod[] {
  if (atJdUt < birthJdUt) return [];
  const r = computeDasha({
    system: 'vimsottari',
    moonLonDeg,
    birthJdUt,
    yearDays,
    depth,
    fromJdUt: atJdUt,
    toJdUt: atJdUt + 1e-6,
  });
  return runningChain(r.periods, atJdUt, r.levels);
}

/** The same periods from an assembled chart (its Moon and birth). */
function runningOfChart(a: AssembledChart, atJdUt: number, depth: number): RunningPeriod[] {
  if (atJdUt < a.jdUt) return [];
  const r = a.dasha({
    system: 'vimsottari',
    yearDays: DEFAULT_YEAR_DAYS,
    depth,
    fromJdUt: atJdUt,
    toJdUt: atJdUt + 1e-6,
  });
  return runningChain(r.periods, atJdUt, r.levels);
}

/** ChartData and the basis and facts it was built from (the reading reads the facts). */
export function chartData(req: ChartDataRequest) {
  const { birth } = req;
  const { jdUt } = birth;
  const a = assembleChart(birth, { ayanamsa: req.ayanamsa, nodeMode: 'mean' });
  const basis: ChartBasisWithAngles = a.basis;
  const facts = a.facts;
  const deg = new Degradation();
  const asOfJdUt = noonUtcJd(req.asOf);
  const levels = req.dashaLevels;

  const grahas = deg.finite(
    'grahas',
    a.grahas.map((g, i) => ({
      ...g,
      house: facts.house[i]!,
      dignity: dignityOf(facts, i),
      combust: facts.combust[i]!,
    })),
  );
  const lagna = deg.finite('lagna', {
    ...a.lagna,
    lord: RASHI_LORDS[facts.lagnaRashi0]! as GrahaName,
  });
  const houses = a.bhavas('whole_sign').map((b) => ({
    house: b.bhava,
    cuspDeg: b.cuspDeg,
    rashi: rashiOf(b.cuspDeg),
    lord: b.lord as GrahaName,
    grahas: b.grahas,
  }));

  const vargaList = [...new Set(req.divisionalCharts)];
  const divisionalCharts = deg.finite(
    'divisionalCharts',
    Object.fromEntries(
      vargaList.map((v) => {
        const c = a.varga(v);
        const point = (p: { rashi: number; lonInVargaDeg: number | null }) => ({
          rashi: p.rashi,
          rashiName: RASHI_NAMES[p.rashi - 1]!,
          lonInVargaDeg: p.lonInVargaDeg,
        });
        return [
          v,
          {
            name: VARGA_NAMES[v],
            method: defaultVargaMethod(v),
            lagna: point(c.lagna),
            grahas: Object.fromEntries(GRAHA_NAMES.map((g) => [g, point(c[g])])) as Record<
              GrahaName,
              ReturnType<typeof point>
            >,
          },
        ];
      }),
    ) as Record<
      string,
      {
        name: string;
        method: string;
        lagna: { rashi: number; rashiName: string; lonInVargaDeg: number | null };
        grahas: Record<
          GrahaName,
          { rashi: number; rashiName: string; lonInVargaDeg: number | null }
        >;
      }
    >,
  );

  const tree = a.vimsottari(DEFAULT_YEAR_DAYS, levels);
  const dasha = deg.finite('dasha', {
    system: 'vimsottari' as const,
    yearDays: tree.yearDays,
    levels: ['maha', 'antar', 'pratyantar'].slice(0, levels),
    balanceAtBirth: a.vimsottariBalance,
    periods: specPeriods(tree.periods),
    running: {
      asOf: isoDay(req.asOf),
      periods: runningOfChart(a, asOfJdUt, Math.max(2, levels)),
    },
  });

  const place = { latDeg: birth.latDeg, lonDeg: birth.lonDeg, zone: { tzHours: birth.tzHours } };
  const panchang = deg.value('panchang', () => {
    const p = panchangAt(jdUt, place, { ayanamsa: req.ayanamsa });
    const c = p.current;
    return {
      at: p.at.iso,
      vara: { name: p.vara.name, lord: VARA_LORDS[p.vara.index0]! as SaptaGraha },
      tithi: { name: c.tithi.name, number: c.tithi.number, paksha: c.tithi.paksha },
      nakshatra: { name: c.nakshatra.name, pada: c.nakshatra.pada, lord: c.nakshatra.lord },
      yoga: { name: c.yoga.name },
      karana: { name: c.karana.name },
      lunarMonth: {
        amanta: p.lunarMonth.amanta.name,
        purnimanta: p.lunarMonth.purnimanta.name,
        adhika: p.lunarMonth.amanta.adhika,
      },
      sunrise: p.sunrise?.iso ?? null,
      sunset: p.sunset?.iso ?? null,
      convention: p.convention,
    };
  });

  const sb = a.shadbala.grahas;
  const ranked = (Object.keys(sb) as SaptaGraha[])
    .map((g) => ({
      graha: g,
      totalRupas: sb[g].totalRupas,
      requiredRupas: sb[g].requiredRupas,
      ratio: sb[g].ratio,
    }))
    .sort((a, b) => b.ratio - a.ratio || GRAHA_INDEX[a.graha] - GRAHA_INDEX[b.graha]);
  const shadbala = deg.finite(
    'shadbala',
    ranked.map((r, k) => ({ ...r, rank: k + 1 })),
  );

  const yogas = a.yogas.map((y) => ({
    id: y.id,
    name: y.name,
    nameSa: y.nameSa,
    source: y.source,
    category: y.category,
    grahas: y.grahas,
    houses: y.houses,
  }));
  const doshas = deg.finite('doshas', a.doshas(asOfJdUt, req.ayanamsa));

  const data = {
    utc: isoFromJdUt(jdUt),
    jdUt,
    settings: {
      ayanamsa: req.ayanamsa,
      ayanamsaDeg: deg.finite('settings.ayanamsaDeg', basis.ayanamsaDeg),
      nodeMode: 'mean' as const,
      houseSystem: 'whole_sign' as const,
      zodiac: 'sidereal' as const,
      dashaYearDays: DEFAULT_YEAR_DAYS,
      divisionalCharts: vargaList,
      dashaLevels: levels,
      asOf: isoDay(req.asOf),
    },
    lagna,
    grahas,
    houses,
    divisionalCharts,
    dasha,
    panchang,
    shadbala,
    yogas,
    doshas,
    degradedValues: deg.values,
  };
  return { basis, facts, data };
}

export type ChartData = ReturnType<typeof chartData>['data'];

/** Moon sign (0-based) of a ChartData. */
export function moonRashi0(d: ChartData): number {
  return rashiIndex0(d.grahas[1]!.longitude);
}
