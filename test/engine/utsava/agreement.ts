/**
 * @module Agreement of computed festival dates with the published dates of
 * test/fixtures/utsava-known-dates.json, kept apart by set: the in-sample list (`dates`, the dates
 * the rules were developed against) and the held-out list (`heldOut.dates`, collected before the
 * rules were changed and never used to tune them). Shared by the utsava test (floors per set) and
 * scripts/festival-agreement.ts (npm run festivals, the tables).
 */
import type { UtsavaItem } from '../../../src/engine/utsava/index.js';

/** One published date. */
export interface KnownDate {
  id: string;
  year: number;
  date: string;
  source?: string;
  collected?: string;
}

/** Whether a held-out date was collected after the issue-16 rule changes (a blind check). */
export const isBlind = (d: KnownDate): boolean =>
  d.collected !== undefined && d.collected.startsWith('after');

/** The fixture's shape (only what is read here). */
export interface KnownDatesFixture {
  place: { latDeg: number; lonDeg: number; ianaZone: string };
  dates: KnownDate[];
  heldOut: { dates: KnownDate[]; completeEkadashiLists: { years: number[] } };
}

/** Agreement of one festival id within a set. */
export interface IdAgreement {
  id: string;
  agree: number;
  total: number;
}

/** Agreement of a whole set. */
export interface SetAgreement {
  agree: number;
  total: number;
  byId: Map<string, IdAgreement>;
  misses: string[];
}

/** Suffix of the id of a festival's Vaishnava day (the Smarta day has the plain id). */
export const VAISHNAVA_SUFFIX = '-vaishnava';

/**
 * Compare known dates with the computed items: a known date agrees when an item of that id in that
 * year falls on it (a festival can occur twice in a Gregorian year, e.g. an ekadashi in January
 * and December, so any of the year's items of the id may match).
 */
export function agreementOf(
  known: readonly KnownDate[],
  itemsOfYear: (year: number) => readonly UtsavaItem[],
  observances?: (id: string) => readonly string[],
): SetAgreement {
  const byId = new Map<string, IdAgreement>();
  const misses: string[] = [];
  let agree = 0;
  for (const k of known) {
    const ids = observances ? observances(k.id) : [k.id];
    const got = itemsOfYear(k.year)
      .filter((u) => ids.includes(u.id))
      .map((u) => u.date);
    const row = byId.get(k.id) ?? { id: k.id, agree: 0, total: 0 };
    row.total++;
    if (got.includes(k.date)) {
      row.agree++;
      agree++;
    } else
      misses.push(`${k.year} ${k.id}: computed ${got.join(',') || 'none'}, published ${k.date}`);
    byId.set(k.id, row);
  }
  return { agree, total: known.length, byId, misses };
}

/**
 * The ids of every named observance of a festival (the rule itself and the rules marked
 * `observanceOf` it), for sources that publish one date per festival without saying whose
 * reading they follow: such a date agrees when one of the festival's observances falls on it.
 */
export function observancesOf(
  rules: ReadonlyArray<{ id: string; observanceOf?: string }>,
): (id: string) => string[] {
  const map = new Map<string, string[]>();
  for (const r of rules) map.set(r.id, [r.id]);
  for (const r of rules) if (r.observanceOf) map.get(r.observanceOf)?.push(r.id);
  return (id) => map.get(id) ?? [id];
}

/**
 * The Vaishnava ekadashi days implied by the complete held-out year lists: in a year whose source
 * names every separate Gauna/Vaishnava day, an ekadashi listed without one has its Vaishnava day on
 * the Smarta date. Reported as its own line, never mixed with stated dates.
 */
export function impliedVaishnavaEkadashis(fx: KnownDatesFixture): KnownDate[] {
  const years = new Set(fx.heldOut.completeEkadashiLists.years);
  const held = fx.heldOut.dates;
  const stated = held.filter((d) => d.id.endsWith(VAISHNAVA_SUFFIX));
  const out: KnownDate[] = [];
  for (const d of held) {
    if (!years.has(d.year) || !d.id.startsWith('ekadashi-') || d.id.endsWith(VAISHNAVA_SUFFIX))
      continue;
    const vid = `${d.id}${VAISHNAVA_SUFFIX}`;
    // the same ekadashi can come twice in a year (January and December): match the stated
    // Vaishnava day to this occurrence by its nearness (a Vaishnava day is 0-1 day after the Smarta)
    const smartaMs = Date.parse(d.date);
    if (
      stated.some((v) => v.id === vid && Math.abs(Date.parse(v.date) - smartaMs) <= 3 * 86_400_000)
    )
      continue;
    out.push({
      id: vid,
      year: d.year,
      date: d.date,
      source: `implied by the complete ${d.year} list (no separate Vaishnava day)`,
    });
  }
  return out;
}

/** Percentage with one decimal, '-' for an empty set. */
export function pct(agree: number, total: number): string {
  return total === 0 ? '-' : `${((100 * agree) / total).toFixed(1)}%`;
}
