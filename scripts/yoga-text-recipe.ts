/**
 * @module The shape of a yoga text recipe: a yoga's rule restated clause by clause from its text, in
 * the words of scripts/yoga-text-lib.ts (never from the engine's rule data). A recipe has one or more
 * forms (the text's alternatives, named like the catalogue's variants where there are variants); the
 * yoga holds when every clause of some form holds. The chart generator (scripts/yoga-text-charts.ts)
 * builds, for each form, a chart where all its clauses hold, and for each clause a chart where only
 * that clause fails and no form holds.
 */
import type { Chart, G } from './yoga-text-lib';

/** A clause's test: true/false, or a degree of satisfaction in [0, 1] (1 = holds) that guides the search. */
export type Test = (c: Chart) => boolean | number;
export interface Clause {
  text: string;
  test: Test;
  /** for a negative clause ("no ... holds"), how near the chart is to breaking it, in [0, 1): guides the search for its failing chart */
  nearBreak?: Test;
}
export interface Form {
  /** the catalogue variant this form is, when the yoga has variants */
  variant?: string;
  clauses: Clause[];
}
export interface Recipe {
  id: string;
  forms: Form[];
  /** degrees within a sign the generator may place grahas at besides the nine navamsa centres */
  degrees?: number[];
}

/** A clause. */
export const cl = (text: string, test: Test, nearBreak?: Test): Clause => ({
  text,
  test,
  ...(nearBreak ? { nearBreak } : {}),
});
/** A recipe with one form. */
export const one = (id: string, ...clauses: Clause[]): Recipe => ({ id, forms: [{ clauses }] });
/** A recipe whose forms are the catalogue's variants of the yoga. */
export const forms = (id: string, byVariant: Record<string, Clause[]>): Recipe => ({
  id,
  forms: Object.entries(byVariant).map(([variant, clauses]) => ({ variant, clauses })),
});
/** A recipe with alternative forms that are not catalogue variants. */
export const alts = (id: string, ...alternatives: Clause[][]): Recipe => ({
  id,
  forms: alternatives.map((clauses) => ({ clauses })),
});

/** Fraction of items passing (a graded clause for "all of these"). */
export const frac = <T>(items: T[], pred: (x: T) => boolean): number =>
  items.length ? items.filter(pred).length / items.length : 1;
/** Graded "every one of the grahas in the houses (each house occupied, when asked)". */
export const confinedTo = (
  c: Chart,
  grahas: G[],
  houses: number[],
  eachOccupied: boolean,
  from: Parameters<Chart['house']>[1] = 'lagna',
): number => {
  const inside = frac(grahas, (g) => c.in(g, houses, from));
  if (!eachOccupied) return inside;
  const occ = frac(houses, (h) => grahas.some((g) => c.house(g, from) === h));
  return inside === 1 && occ === 1 ? 1 : 0.7 * inside + 0.29 * occ;
};
