/**
 * @module The named readings of the chart parts of issue 34 (special lagnas, upagrahas), in the
 * shape of the dasha variants (src/engine/dasha/variants.ts): per part, each aspect the texts and
 * schools read differently has stable variant ids, the first listed the default. Answers name the
 * variant used; requests choose one per aspect by id. docs/jyotish-parts.md gives each variant's
 * rule, its source and its agreement with PyJHora 4.8.5.
 */
import { EngineInputError } from '../core/errors.js';
import type { DashaVariant, SystemVariants } from '../dasha/variants.js';

export type PartVariant = DashaVariant;
export type PartAspect = SystemVariants;

/** A part's aspects and their variants, e.g. special lagnas: {day, vighati, varnada}. */
export type PartVariants = Readonly<Record<string, PartAspect>>;

/** The chosen variant id of every aspect of a part (defaults filled in). */
export type ChosenVariants<K extends string = string> = Record<K, string>;

/**
 * The variants to use for a part: each aspect's asked id, or its default.
 * @throws EngineInputError('INVALID_FIELD', ..., 'variants.<aspect>') for an unknown aspect or id
 */
export function resolvePartVariants<K extends string>(
  part: string,
  registry: Readonly<Record<K, PartAspect>>,
  asked: Partial<Record<string, string>> = {},
): ChosenVariants<K> {
  for (const k of Object.keys(asked)) {
    if (!(k in registry))
      throw new EngineInputError(
        'INVALID_FIELD',
        `the ${part} have no variant aspect '${k}'; one of ${Object.keys(registry).join(', ')}`,
        `variants.${k}`,
      );
  }
  const out = {} as ChosenVariants<K>;
  for (const k of Object.keys(registry) as K[]) {
    const a = registry[k];
    const id = asked[k] ?? a.default;
    if (!a.variants.some((v) => v.id === id))
      throw new EngineInputError(
        'INVALID_FIELD',
        `unknown ${k} variant '${id}' for the ${part}; one of ${a.variants.map((v) => v.id).join(', ')}`,
        `variants.${k}`,
      );
    out[k] = id;
  }
  return out;
}

/** The variants used, described (id, name, source) per aspect, for an answer. */
export function describeVariants<K extends string>(
  registry: Readonly<Record<K, PartAspect>>,
  chosen: ChosenVariants<K>,
): Record<K, PartVariant> {
  const out = {} as Record<K, PartVariant>;
  for (const k of Object.keys(registry) as K[])
    out[k] = registry[k].variants.find((v) => v.id === chosen[k])!;
  return out;
}
