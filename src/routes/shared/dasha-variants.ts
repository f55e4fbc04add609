/**
 * @module The request fields that choose a dasha variant (docs/dashas.md, "Variants"): T's chart
 * takes `dasha_variants`, an object from a system to one of its variant ids (each system's ids an
 * enum in the OpenAPI document); the single-dasha routes of T and V take `variant`, checked against
 * the chosen system. A wrong id is a 4xx naming the field and listing the allowed ids.
 */
import * as z from 'zod';
import { DASHA_VARIANTS } from '../../engine/dasha/index.js';

const VARIANT_SYSTEMS = Object.keys(DASHA_VARIANTS);
const idsOf = (system: string) =>
  DASHA_VARIANTS[system]!.variants.map((v) => v.id) as [string, ...string[]];
const describe = (system: string) =>
  `${system} variant; default ${DASHA_VARIANTS[system]!.default}. ${DASHA_VARIANTS[system]!.variants.map((v) => `${v.id}: ${v.name}`).join('; ')}`;

/** `{"chara": "pvn-rao", ...}`: per system with variants, one of its ids; any other key is refused naming the systems that have variants. */
export const dashaVariantsSchema = z
  .looseObject(
    Object.fromEntries(
      VARIANT_SYSTEMS.map((s) => [
        s,
        z
          .enum(idsOf(s), {
            error: () => `must be one of ${idsOf(s).join(', ')} (the ${s} variants)`,
          })
          .optional()
          .meta({ description: describe(s) }),
      ]),
    ),
    // other keys are refused below with a message naming the systems that have variants
  )
  .meta({ additionalProperties: false })
  .superRefine((o, ctx) => {
    for (const k of Object.keys(o)) {
      if (!VARIANT_SYSTEMS.includes(k))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `the ${k} dasha has no variants; only these have: ${VARIANT_SYSTEMS.join(', ')}`,
        });
    }
  })
  .transform(
    (o) =>
      Object.fromEntries(
        VARIANT_SYSTEMS.filter((s) => o[s] !== undefined).map((s) => [s, o[s] as string]),
      ) as Partial<Record<string, string>>,
  )
  .meta({
    description: `The variant of each dasha system that has several readings, by system: ${VARIANT_SYSTEMS.map((s) => `${s} (${idsOf(s).join(', ')}; default ${DASHA_VARIANTS[s]!.default})`).join(', ')}. Systems left out take their default; each answer names the variant used.`,
  });
export type DashaVariants = z.output<typeof dashaVariantsSchema>;

const ALL_IDS = [...new Set(VARIANT_SYSTEMS.flatMap(idsOf))] as [string, ...string[]];

/** `variant` of a single-dasha body: any variant id, checked against the system by checkVariant. */
export const dashaVariantSchema = z
  .string()
  .max(40)
  .meta({
    description: `The variant of the chosen system, for the systems that have several readings: ${VARIANT_SYSTEMS.map((s) => `${s}: ${idsOf(s).join(' | ')} (default ${DASHA_VARIANTS[s]!.default})`).join('; ')}. Each answer names the variant used.`,
    examples: ALL_IDS.slice(0, 2),
  });

/** The superRefine step of a body with `system` and `variant`: the variant must be one of the system's. */
export function checkVariant(
  system: string,
  variant: string | undefined,
  ctx: z.RefinementCtx,
): void {
  if (variant === undefined) return;
  const sv = DASHA_VARIANTS[system];
  if (!sv)
    ctx.addIssue({
      code: 'custom',
      path: ['variant'],
      message: `the ${system} dasha has no variants; leave variant out (systems with variants: ${VARIANT_SYSTEMS.join(', ')})`,
    });
  else if (!sv.variants.some((v) => v.id === variant))
    ctx.addIssue({
      code: 'custom',
      path: ['variant'],
      message: `must be one of ${idsOf(system).join(', ')} for the ${system} dasha`,
    });
}
