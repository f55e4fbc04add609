/**
 * @module Agreement of the festival traditions (issue 31) with the published dates of
 * test/fixtures/utsava-traditions.json: per tradition, per source and per split (in-sample /
 * held-out), computed at the source's place (`observe=local`) and at the tradition's reference
 * place (`observe=india`). Shared by scripts/festival-agreement.ts (npm run festivals), the verify
 * section (scripts/verify/festivals.ts) and the utsava test.
 */
import {
  traditionProfile,
  traditionRules,
  utsavasForYear,
  type FestivalTradition,
  type UtsavaItem,
  type UtsavaRule,
} from '../../../src/engine/utsava/index.js';
import fixture from '../../fixtures/utsava-traditions.json';
import { observancesOf } from './agreement.js';

export type Observe = 'local' | 'india';

export interface TraditionDate {
  tradition: FestivalTradition;
  id: string;
  year: number;
  date: string;
  source: string;
  split: 'in-sample' | 'held-out';
  note?: string;
  excluded?: string;
}
export interface TraditionSource {
  name: string;
  publisher: string;
  kind: 'almanac' | 'government';
  place: { name: string; latDeg: number; lonDeg: number; ianaZone: string };
  observe: {
    mode: Observe;
    why: string;
    /** festivals the community keeps the other way (each by its stated rule, in byIdWhy) */
    byId?: Record<string, Observe>;
    byIdWhy?: string;
  } | null;
}
export interface TraditionFixture {
  sources: Record<string, TraditionSource>;
  dates: TraditionDate[];
}

const RAW = fixture as unknown as TraditionFixture;
/** The fixture without the rows it marks `excluded` (source errors no rule can meet: reported apart, never counted). */
export const TRADITION_FIXTURE: TraditionFixture = {
  ...RAW,
  dates: RAW.dates.filter((d) => !d.excluded),
};
/** The rows the fixture marks `excluded`, each with its reason. */
export const EXCLUDED_DATES: readonly TraditionDate[] = RAW.dates.filter((d) => d.excluded);

/** One row of the agreement table. */
export interface TraditionRow {
  tradition: FestivalTradition;
  source: string;
  split: 'in-sample' | 'held-out';
  observe: Observe;
  agree: number;
  total: number;
  misses: string[];
}

/**
 * The rules of a tradition that decide the given ids (their observances and the rules a relative
 * rule counts from included), so that a check evaluates only what it compares.
 */
export function rulesDeciding(t: FestivalTradition, ids: ReadonlySet<string>): UtsavaRule[] {
  const all = traditionRules(t);
  const keep = new Set<string>();
  const want = (id: string): void => {
    if (keep.has(id)) return;
    const r = all.find((x) => x.id === id);
    if (!r) return;
    keep.add(id);
    if (r.spec.kind === 'relative') want(r.spec.to);
  };
  for (const id of ids) {
    want(id);
    for (const r of all) if (r.observanceOf === id) want(r.id);
  }
  return all.filter((r) => keep.has(r.id));
}

/** A cache of computed years per (tradition, place), optionally of some rules only. */
export class YearCache {
  private readonly m = new Map<string, UtsavaItem[]>();
  /** `only`: evaluate just the rules deciding these ids (per tradition) */
  constructor(private readonly only?: ReadonlyMap<FestivalTradition, ReadonlySet<string>>) {}
  items(
    t: FestivalTradition,
    place: { latDeg: number; lonDeg: number; ianaZone: string },
    year: number,
  ): UtsavaItem[] {
    const k = `${t}|${place.latDeg},${place.lonDeg}|${year}`;
    let v = this.m.get(k);
    if (!v) {
      const ids = this.only?.get(t);
      v = utsavasForYear(
        year,
        { latDeg: place.latDeg, lonDeg: place.lonDeg, zone: { ianaZone: place.ianaZone } },
        ids ? { rules: rulesDeciding(t, ids), tradition: t } : { tradition: t },
      );
      this.m.set(k, v);
    }
    return v;
  }
  get size(): number {
    return this.m.size;
  }
}

/** The ids each tradition's dates name (for a YearCache that evaluates only those). */
export function idsByTradition(
  dates: readonly TraditionDate[],
): Map<FestivalTradition, Set<string>> {
  const m = new Map<FestivalTradition, Set<string>>();
  for (const d of dates) m.set(d.tradition, (m.get(d.tradition) ?? new Set()).add(d.id));
  return m;
}

/** The place a source's dates are computed at for an observe mode. */
export function placeFor(fx: TraditionFixture, d: TraditionDate, observe: Observe) {
  return observe === 'local'
    ? fx.sources[d.source]!.place
    : traditionProfile(d.tradition).reference;
}

/** Agreement of the dates (filtered by the caller) grouped by tradition, source and split, in one observe mode. */
export function traditionAgreement(
  dates: readonly TraditionDate[],
  /** 'counted': each date at the observance its source's community keeps for it (countedObserve) */
  observe: Observe | 'counted',
  cache: YearCache,
  fx: TraditionFixture = TRADITION_FIXTURE,
): TraditionRow[] {
  const rows = new Map<string, TraditionRow>();
  const obsCache = new Map<FestivalTradition, (id: string) => string[]>();
  for (const d of dates) {
    let obs = obsCache.get(d.tradition);
    if (!obs) {
      obs = observancesOf(traditionRules(d.tradition));
      obsCache.set(d.tradition, obs);
    }
    const key = `${d.tradition}|${d.source}|${d.split}`;
    const mode = observe === 'counted' ? countedObserve(fx, d.source, d.id) : observe;
    const row = rows.get(key) ?? {
      tradition: d.tradition,
      source: d.source,
      split: d.split,
      observe: observe === 'counted' ? countedObserve(fx, d.source) : observe,
      agree: 0,
      total: 0,
      misses: [],
    };
    const ids = obs(d.id);
    const got = cache
      .items(d.tradition, placeFor(fx, d, mode), d.year)
      .filter((u) => ids.includes(u.id))
      .map((u) => u.date);
    row.total++;
    if (got.includes(d.date)) row.agree++;
    else
      row.misses.push(
        `${d.year} ${d.id}: computed ${got.join(',') || 'none'}, published ${d.date}`,
      );
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.tradition.localeCompare(b.tradition) ||
      a.source.localeCompare(b.source) ||
      a.split.localeCompare(b.split),
  );
}

/**
 * The observe mode a source is counted in for its tradition's goal: the one its community is
 * documented to follow (the fixture's `observe`), else local.
 */
export function countedObserve(fx: TraditionFixture, source: string, id?: string): Observe {
  const o = fx.sources[source]?.observe;
  return (id !== undefined ? o?.byId?.[id] : undefined) ?? o?.mode ?? 'local';
}

/** How a source is counted, for a report: its mode, and the festivals it keeps the other way. */
export function countedObserveLabel(fx: TraditionFixture, source: string): string {
  const o = fx.sources[source]?.observe;
  const mode = o?.mode ?? 'local';
  const by = Object.entries(o?.byId ?? {});
  return by.length ? `${mode}; ${by.map(([id, m]) => `${id} ${m}`).join(', ')}` : mode;
}

/**
 * Dates that are a documented difference, not a rule the engine can state (reported, not counted in
 * a tradition's goal): Mauritius' Ganesh Chaturthi holiday, kept on the day after the festival in
 * most years (docs/panchang-muhurta-utsavas.md, "Observed where").
 */
export const DOCUMENTED_DIFFERENCES: ReadonlyArray<{ source: string; id: string; why: string }> = [
  {
    source: 'mauritius-gov',
    id: 'ganesh-chaturthi',
    why: 'Mauritius gazettes its Ganesh Chaturthi holiday on the day after the festival in most years (2018-2025), not by a tithi rule',
  },
];
export const isDocumentedDifference = (d: TraditionDate): boolean =>
  DOCUMENTED_DIFFERENCES.some((x) => x.source === d.source && x.id === d.id);
