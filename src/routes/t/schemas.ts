/**
 * @module Family T's request schemas (docs/family-t.md): the nested birth object, snake_case
 * options, varga and dasha names that list the allowed values when wrong, and the queries of the
 * GET routes. Unknown fields are refused, as everywhere.
 */
import * as z from 'zod';
import { DASHA_SYSTEMS } from '../../engine/dasha/index.js';
import { VARGA_IDS, VARGA_METHODS, type VargaId } from '../../engine/vargas/index.js';
import { TAJAKA_CORRECTIONS } from '../../engine/sahams/index.js';
import { GRAHA_NAMES } from '../../engine/core/constants.js';
import {
  ayanamsaSchema,
  daysFromTo,
  festivalTraditionSchema,
  observeSchema,
  houseSystemSchema,
  ianaZoneSchema,
  isoDateSchema,
  latSchema,
  lonSchema,
  nodeModeSchema,
  parseIsoDate,
  queryNumberSchema,
  yearQuerySchema,
  SUPPORTED_YEARS,
} from '../schemas.js';
import { isoWithOffsetSchema } from '../shared/moment.js';
import { checkVariant, dashaVariantSchema, dashaVariantsSchema } from '../shared/dasha-variants.js';
import {
  CHART_PARTS,
  specialLagnaVariantsSchema,
  upagrahaVariantsSchema,
} from '../shared/parts.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** The vargas Family T serves: every one the engine computes, D1 to D150. */
export const T_VARGAS = [...VARGA_IDS] as VargaId[];
export const T_DASHAS = DASHA_SYSTEMS.map((s) => s.id);

export const tVargaSchema = lazySchema(() =>
  z.enum(T_VARGAS as [VargaId, ...VargaId[]], {
    error: () => `must be one of ${T_VARGAS.join(', ')}`,
  }),
);
export const tDashaSystemSchema = lazySchema(() =>
  z.enum(T_DASHAS as [string, ...string[]], {
    error: () => `must be one of ${T_DASHAS.join(', ')}`,
  }),
);

export const tBirthSchema = lazySchema(() =>
  z.strictObject({
    datetime: isoWithOffsetSchema,
    lat: real(latSchema),
    lon: real(lonSchema),
    /** a label echoed back; the coordinates are what count */
    place: z.string().max(200).optional(),
  }),
);
export type TBirth = z.output<typeof tBirthSchema>;

/** Options every chart-based T body may carry. */
/** The chart options' fields (a function: built with the schema that spreads them). */
export const tChartOptions = () => ({
  ayanamsha: ayanamsaSchema.optional(),
  node: nodeModeSchema.optional(),
  house_system: houseSystemSchema.optional(),
});

function unique<T>(name: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<T>();
    list.forEach((v, i) => {
      if (seen.has(v))
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `${String(v)} is listed twice in ${name}`,
        });
      seen.add(v);
    });
  };
}

/** The chart body's fields (tChartBodySchema refines them; a saved chart's body extends them). */
export const tChartBodyObject = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    vargas: z
      .array(real(tVargaSchema))
      .min(1)
      .max(T_VARGAS.length)
      .superRefine(unique('vargas'))
      .optional(),
    dashas: z
      .array(real(tDashaSystemSchema))
      .max(T_DASHAS.length)
      .superRefine(unique('dashas'))
      .optional(),
    /** levels of each requested dasha tree: 1 (maha) to 3 (pratyantar); default 2 */
    dasha_depth: z.number().int().min(1).max(3).optional(),
    /** the variant per system for the systems that have several readings, e.g. {"chara": "pvn-rao"} */
    dasha_variants: dashaVariantsSchema.optional(),
    /** the chart's further parts, each computed only when named here (docs/jyotish-parts.md) */
    include: z
      .array(z.enum(CHART_PARTS, { error: () => `must be one of ${CHART_PARTS.join(', ')}` }))
      .max(CHART_PARTS.length)
      .superRefine(unique('include'))
      .optional()
      .meta({
        description: `Further parts of the chart, each computed only when named: ${CHART_PARTS.join(', ')} (the answers of POST /api/special-lagnas, /api/upagrahas and /api/jaimini)`,
      }),
    /** the reading of each special-lagna aspect, with include special_lagnas */
    special_lagna_variants: real(specialLagnaVariantsSchema).optional(),
    /** the reading of Gulika and Mandi, with include upagrahas */
    upagraha_variants: real(upagrahaVariantsSchema).optional(),
  }),
);
/** The variants of a part go with the part in `include`. */
export function refineChartParts(
  b: {
    include?: readonly string[] | undefined;
    special_lagna_variants?: unknown;
    upagraha_variants?: unknown;
  },
  ctx: z.RefinementCtx,
): void {
  const has = (p: string) => (b.include ?? []).includes(p);
  if (b.special_lagna_variants !== undefined && !has('special_lagnas'))
    ctx.addIssue({
      code: 'custom',
      path: ['special_lagna_variants'],
      message: 'goes with include special_lagnas: add it to include, or leave the variants out',
    });
  if (b.upagraha_variants !== undefined && !has('upagrahas'))
    ctx.addIssue({
      code: 'custom',
      path: ['upagraha_variants'],
      message: 'goes with include upagrahas: add it to include, or leave the variants out',
    });
}
export const tChartBodySchema = lazySchema(() =>
  real(tChartBodyObject).superRefine(refineChartParts),
);
export type TChartBody = z.output<typeof tChartBodySchema>;

/** A body of just a birth and the chart options (yogas, shadbala, kp, ...). */
export const tBirthBodySchema = lazySchema(() =>
  z.strictObject({ birth: real(tBirthSchema), ...tChartOptions() }),
);

/** The special lagnas of a birth, each aspect's reading by `variants`. */
export const tSpecialLagnasBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    variants: real(specialLagnaVariantsSchema).optional(),
  }),
);
/** The upagrahas of a birth, Gulika's and Mandi's reading by `variants`. */
export const tUpagrahasBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    variants: real(upagrahaVariantsSchema).optional(),
  }),
);
/** The Jaimini structures of a birth; `scheme` the chara karakas' (8 by default, with Rahu, as Jaimini's karakamsa is read). */
export const tJaiminiBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    scheme: z.union([z.literal(7), z.literal(8)]).optional(),
  }),
);

export const tVargaBodySchema = lazySchema(() =>
  z
    .strictObject({
      birth: real(tBirthSchema),
      ...tChartOptions(),
      varga: real(tVargaSchema),
      method: z.string().max(40).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.method !== undefined && !VARGA_METHODS[b.varga].includes(b.method)) {
        ctx.addIssue({
          code: 'custom',
          path: ['method'],
          message: `must be one of ${VARGA_METHODS[b.varga].join(', ')} for ${b.varga}`,
        });
      }
    }),
);

export const tSahamBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    /** how the Tajaka correction reads "C between B and A": the signs from B's to A's, both included (default), longitudes, or PyJHora's signs */
    correction: z.enum(TAJAKA_CORRECTIONS).optional(),
  }),
);

export const tKarakasBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    scheme: z.union([z.literal(7), z.literal(8)]).optional(),
  }),
);
export const tDoshasBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ...tChartOptions(),
    on: isoDateSchema.optional(),
  }),
);

/** The annual chart (varshaphal) of a year of life: `years` completed years (0 = the year of birth). */
export const tVarshaphalBodySchema = lazySchema(() =>
  z.strictObject({
    birth: real(tBirthSchema),
    ayanamsha: real(ayanamsaSchema).optional(),
    node: real(nodeModeSchema).optional(),
    years: z.number().int().min(0).max(150),
    /** where the annual chart is cast (the place of residence that year); default the birth place */
    place: z.strictObject({ lat: real(latSchema), lon: real(lonSchema) }).optional(),
    /** levels of the Mudda and Patyayini dashas: 1 (maha) to 3; default 2 */
    dasha_depth: z.number().int().min(1).max(3).optional(),
  }),
);

/** Window limits of the dasha route by depth, in days (a deeper tree over a longer window would be megabytes). */
export const DASHA_WINDOW_MAX_DAYS: Readonly<Record<number, number>> = {
  1: 200 * 366,
  2: 200 * 366,
  3: 200 * 366,
  4: 10 * 366,
  5: 2 * 366,
};

export const tDashaBodySchema = lazySchema(() =>
  z
    .strictObject({
      moon_longitude_sidereal: z.number().min(0).lt(360).optional(),
      /** the instant the Moon had that longitude (the birth); default `from` at 00:00 UTC */
      epoch: isoWithOffsetSchema.optional(),
      birth: real(tBirthSchema).optional(),
      ayanamsha: real(ayanamsaSchema).optional(),
      node: real(nodeModeSchema).optional(),
      system: real(tDashaSystemSchema),
      /** the variant of the system, where it has several readings (docs/dashas.md) */
      variant: dashaVariantSchema.optional(),
      depth: z.number().int().min(1).max(5),
      from: isoDateSchema,
      to: isoDateSchema,
      year_days: z.number().min(300).max(400).optional(),
    })
    .superRefine((b, ctx) => {
      const valid =
        typeof parseIsoDate(b.from) !== 'string' && typeof parseIsoDate(b.to) !== 'string';
      if (valid && daysFromTo(b.from, b.to) <= 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `must be after from (${b.from})` });
      checkVariant(b.system, b.variant, ctx);
      if ((b.moon_longitude_sidereal === undefined) === (b.birth === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: b.birth === undefined ? ['moon_longitude_sidereal'] : ['birth'],
          message: 'send either moon_longitude_sidereal or birth, not both and not neither',
        });
      }
      if (b.epoch !== undefined && b.birth !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['epoch'],
          message:
            'epoch goes with moon_longitude_sidereal; with birth the birth instant is the epoch',
        });
      const sys = DASHA_SYSTEMS.find((s) => s.id === b.system);
      if (sys?.input === 'chart' && b.birth === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['birth'],
          message: `the ${sys.name} dasha is computed from the whole chart (lagna and every graha), not from the Moon alone: send birth instead of moon_longitude_sidereal`,
        });
      }
      const max = DASHA_WINDOW_MAX_DAYS[b.depth];
      if (valid && max !== undefined && daysFromTo(b.from, b.to) > max)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `a depth-${b.depth} tree is served over at most ${Math.floor(max / 366)} years from \`from\`; narrow the window`,
        });
    }),
);
export type TDashaBody = z.output<typeof tDashaBodySchema>;

/** The seven event kinds of T's rectify, and the engine category each reads. */
export const T_RECTIFY_KINDS = {
  marriage: 'marriage',
  childbirth: 'child-birth',
  career_change: 'career-shift',
  relocation: 'relocation',
  parent_death: 'parent-death',
  major_illness: 'major-illness',
  education: 'education-milestone',
} as const;
export type TRectifyKind = keyof typeof T_RECTIFY_KINDS;

export const tRectifyBodySchema = lazySchema(() =>
  z.strictObject({
    /** the approximate birth: its datetime is the centre of the search window */
    birth: real(tBirthSchema),
    ayanamsha: real(ayanamsaSchema).optional(),
    window_minutes: z.number().int().min(1).max(720),
    /** grid step; default: the window holds at most 241 instants */
    grid_minutes: z.number().int().min(1).max(60).optional(),
    events: z
      .array(
        z.strictObject({
          date: isoDateSchema,
          kind: z.enum(Object.keys(T_RECTIFY_KINDS) as [TRectifyKind, ...TRectifyKind[]], {
            error: () => `must be one of ${Object.keys(T_RECTIFY_KINDS).join(', ')}`,
          }),
        }),
      )
      .min(1)
      .max(20),
  }),
);

export const tPlanetsBodySchema = lazySchema(() =>
  z.strictObject({
    datetime: isoWithOffsetSchema,
    ayanamsha: real(ayanamsaSchema).optional(),
    node: real(nodeModeSchema).optional(),
  }),
);

export const TRANSIT_MAX_YEARS = 10;
export const tTransitBodySchema = lazySchema(() =>
  z
    .strictObject({
      graha: z.enum(GRAHA_NAMES, { error: () => `must be one of ${GRAHA_NAMES.join(', ')}` }),
      from: isoDateSchema,
      to: isoDateSchema,
      ayanamsha: real(ayanamsaSchema).optional(),
      node: real(nodeModeSchema).optional(),
      /** a birth whose graha longitude the returns are found for */
      natal: real(tBirthSchema).optional(),
    })
    .superRefine((b, ctx) => {
      if (typeof parseIsoDate(b.from) === 'string' || typeof parseIsoDate(b.to) === 'string')
        return;
      const days = daysFromTo(b.from, b.to);
      if (days <= 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `must be after from (${b.from})` });
      else if (days > TRANSIT_MAX_YEARS * 366)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `the window is at most ${TRANSIT_MAX_YEARS} years`,
        });
    }),
);

const qLat = lazySchema(() =>
  queryNumberSchema
    .pipe(real(latSchema))
    .describe(
      'latitude of the place in degrees, north positive (-90 to 90); polar days and nights are answered by local midnights',
    ),
);
const qLon = lazySchema(() =>
  queryNumberSchema
    .pipe(real(lonSchema))
    .describe('longitude of the place in degrees, east positive (-180 to 180)'),
);
/** `?trace=1`: Pro only (docs/trace.md). */
const traceFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .describe(
    '1 or true (Pro keys): every value comes as {value, tags} naming the derivation steps (i) to (ix), with a trace_legend (default 0; a Starter key gets 403)',
  );
/** date, lat, lon (and an optional IANA zone overriding the boundary lookup); trace is T's flag. */
export const tPlaceQuerySchema = lazySchema(() =>
  z.strictObject({
    date: isoDateSchema.describe(`the civil date at the place, YYYY-MM-DD (${SUPPORTED_YEARS})`),
    lat: real(qLat),
    lon: real(qLon),
    tz: ianaZoneSchema
      .optional()
      .describe(
        'IANA time zone of the place, e.g. Asia/Kolkata (default: looked up from lat and lon in the zone boundaries); local times in the answer are in it',
      ),
    trace: traceFlag,
  }),
);
export const tUtsavasQuerySchema = lazySchema(() =>
  z.strictObject({
    year: real(yearQuerySchema).describe(
      `the year, proleptic Gregorian (${SUPPORTED_YEARS}; BCE as a negative year; 2024 to 2030 are prerendered, other years are computed once and stored)`,
    ),
    tradition: festivalTraditionSchema.optional(),
    observe: observeSchema.optional(),
    trace: traceFlag,
  }),
);
export const tAyanamshaQuerySchema = lazySchema(() =>
  z.strictObject({
    date: isoDateSchema.describe('the date, YYYY-MM-DD; every ayanamsa is given at 12:00 UT of it'),
    trace: traceFlag,
  }),
);
/** POST routes take no query but `trace`. */
export const tPostQuerySchema = lazySchema(() => z.strictObject({ trace: traceFlag }));
