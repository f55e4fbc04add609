/**
 * @module Yoga detection: the declarative catalogue (YOGA_CATALOGUE: 345 distinct classical yogas,
 * each tagged by its text with its rule in one line, some with aliases and named variants) and one
 * evaluator that reads every entry against precomputed chart facts. `detectYogas` reports each yoga that holds with the
 * grahas and houses that satisfied it and the variants that hold; `catalogueSummary` serves
 * GET /api/yogas/catalogue with English rule summaries generated from the rule data.
 */
import type { GrahaName } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { BHAVA_YOGAS } from './catalogue-bhava.js';
import { BPHS_YOGAS } from './catalogue-bphs.js';
import { BHAVA_LORD_YOGAS } from './catalogue-bhava-lords.js';
import { CLASSIC_YOGAS } from './catalogue-classic.js';
import { NAMED_YOGAS } from './catalogue-named.js';
import { RAJA_DHANA_YOGAS } from './catalogue-raja-dhana.js';
import { RAMAN_YOGAS } from './catalogue-raman.js';
import { YOGA_TEXT } from './catalogue-text.js';
import type { YogaCategory, YogaEntry } from './catalogue-types.js';
import { chartFacts, maskNames, type ChartFacts } from './facts.js';
import { describeRule, evalRule, type Witness } from './rules.js';

export type { YogaAlias, YogaCategory, YogaEntry, YogaVariant } from './catalogue-types.js';
export { chartFacts, factsFromLongitudes, type ChartFacts } from './facts.js';
export { describeRule, evalRule, type Rule, type GrahaSel } from './rules.js';

/** The whole catalogue, in family order. */
export const YOGA_CATALOGUE: readonly YogaEntry[] = [
  ...CLASSIC_YOGAS,
  ...RAJA_DHANA_YOGAS,
  ...NAMED_YOGAS,
  ...BHAVA_YOGAS,
  ...BHAVA_LORD_YOGAS,
  ...BPHS_YOGAS,
  ...RAMAN_YOGAS,
].map((y) => (y.text || !YOGA_TEXT[y.id] ? y : { ...y, text: YOGA_TEXT[y.id] }));

/** A yoga found in a chart. */
export interface DetectedYoga {
  id: string;
  /** English name */
  name: string;
  /** Sanskrit name (ASCII transliteration) */
  nameSa: string;
  source: string;
  /** the rule in one line, as its text states it */
  text: string;
  /** the yoga's family (raja, dhana, nabhasa, chandra, ...) */
  family: YogaCategory;
  category: YogaCategory;
  /** grahas that satisfied the rule, in GRAHA_NAMES order */
  grahas: GrahaName[];
  /** houses (1-12 from the lagna, whole sign) occupied by those grahas, or named by the rule */
  houses: number[];
  /** for a yoga with named variants: the ids of the variants that hold, in catalogue order */
  variants?: string[];
}

function housesOf(f: ChartFacts, w: Witness): number[] {
  let hm = w.h;
  for (let i = 0; i < 9; i++) if (w.g & (1 << i)) hm |= 1 << (f.house[i]! - 1);
  const houses: number[] = [];
  for (let h = 1; h <= 12; h++) if (hm & (1 << (h - 1))) houses.push(h);
  return houses;
}

/**
 * Evaluate one catalogue entry on a chart.
 * @returns null when the yoga does not hold; else the witness and, for an entry with variants,
 * the ids of the variants that hold
 */
export function evalYoga(y: YogaEntry, f: ChartFacts): { w: Witness; variants?: string[] } | null {
  if (!y.variants) {
    const w: Witness = { g: 0, h: 0 };
    return evalRule(y.rule, f, w) ? { w } : null;
  }
  const w: Witness = { g: 0, h: 0 };
  const held: string[] = [];
  for (const v of y.variants) if (evalRule(v.rule, f, w)) held.push(v.id);
  if (y.ruleIsUnionOfVariants) return held.length ? { w, variants: held } : null;
  const pw: Witness = { g: 0, h: 0 };
  if (!evalRule(y.rule, f, pw)) return null;
  return { w: { g: pw.g | w.g, h: pw.h | w.h }, variants: held };
}

/**
 * Detect every catalogue yoga that holds in a chart.
 * @param basis chart basis, or facts already computed from it
 */
export function detectYogas(basis: ChartBasis | ChartFacts): DetectedYoga[] {
  const f = 'lagnaRashi0' in basis ? basis : chartFacts(basis);
  const out: DetectedYoga[] = [];
  for (const y of YOGA_CATALOGUE) {
    const r = evalYoga(y, f);
    if (!r) continue;
    out.push({
      id: y.id,
      name: y.name.en,
      nameSa: y.name.sa,
      source: y.source,
      text: y.text ?? '',
      family: y.category,
      category: y.category,
      grahas: maskNames(r.w.g),
      houses: housesOf(f, r.w),
      ...(r.variants ? { variants: r.variants } : {}),
    });
  }
  return out;
}

/** One row of the public catalogue. */
export interface CatalogueRow {
  id: string;
  name: { en: string; sa: string };
  source: string;
  /** the rule in one line, as its text states it */
  text: string;
  category: YogaCategory;
  /** English summary generated from the rule data */
  rule: string;
  /** other names texts give the same combination */
  aliases?: { name: string; source: string }[];
  /** the named forms of the yoga, each with its own generated rule summary */
  variants?: { id: string; name: string; source?: string; rule: string }[];
}

let summaryCache: CatalogueRow[] | undefined;
/** The catalogue as served by GET /api/yogas/catalogue (computed once, then reused). */
export function catalogueSummary(): CatalogueRow[] {
  summaryCache ??= YOGA_CATALOGUE.map((y) => ({
    id: y.id,
    name: y.name,
    source: y.source,
    text: y.text ?? '',
    category: y.category,
    rule: y.ruleIsUnionOfVariants
      ? `any one of the ${y.variants!.length} forms listed under variants`
      : describeRule(y.rule),
    ...(y.aliases ? { aliases: y.aliases } : {}),
    ...(y.variants
      ? {
          variants: y.variants.map((v) => ({
            id: v.id,
            name: v.name,
            ...(v.source ? { source: v.source } : {}),
            rule: describeRule(v.rule),
          })),
        }
      : {}),
  }));
  return summaryCache;
}

/** Number of catalogue entries per category. */
export function catalogueCounts(): Record<string, number> {
  const c: Record<string, number> = {};
  for (const y of YOGA_CATALOGUE) c[y.category] = (c[y.category] ?? 0) + 1;
  return c;
}
