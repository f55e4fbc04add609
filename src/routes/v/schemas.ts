/**
 * @module Family V's request schemas (docs/family-v.md): the chart body {date, time, lat, lon, tz,
 * ayanamsa?} with BCE dates as negative years (astronomical numbering, proleptic Gregorian), times
 * `HH:MM:SS[.fff]` and IANA zones only, and the bodies and queries of the other routes. Unknown
 * fields are refused.
 */
import * as z from 'zod';
import { GRAHA_NAMES } from '../../engine/core/constants.js';
import { DASHA_SYSTEMS } from '../../engine/dasha/index.js';
import { checkVariant, dashaVariantSchema } from '../shared/dasha-variants.js';
import { specialLagnaVariantsSchema, upagrahaVariantsSchema } from '../shared/parts.js';
import { HOUSE_SYSTEMS } from '../../engine/houses/index.js';
import { VARGA_IDS, VARGA_METHODS, type VargaId } from '../../engine/vargas/index.js';
import { daysBetween } from '../../engine/time/calendar.js';
import {
  festivalTraditionSchema,
  isoDateSchema,
  observeSchema,
  latSchema,
  lonSchema,
  parseIsoDate,
  queryNumberSchema,
  yearQuerySchema,
  SUPPORTED_YEARS,
} from '../schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** V's ayanamsas (spec: lahiri default, krishnamurti, raman, true_chitra). */
export const V_AYANAMSAS = ['lahiri', 'krishnamurti', 'raman', 'true_chitra'] as const;
export const vAyanamsaSchema = lazySchema(() =>
  z.enum(V_AYANAMSAS, {
    error: () => `must be one of ${V_AYANAMSAS.join(', ')}`,
  }),
);

/** Year, month and day of a V date, or the reason it is not one (the one date reader of every family). */
export const parseVDate = parseIsoDate;

export const vDateSchema = lazySchema(() => isoDateSchema);

export const vTimeSchema = z
  .string()
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?$/,
    'must be HH:MM:SS (24-hour), optionally with a fraction of a second',
  );

/** An IANA zone; a UTC offset or an abbreviation is refused with a message saying to send a zone name. */
export const vZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .superRefine((s, ctx) => {
    if (/^(UTC|GMT|Z)?\s*[+-]\d/.test(s) || /^[+-]?\d{1,2}(:?\d{2})?$/.test(s)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'send an IANA zone name such as Asia/Kolkata, not a UTC offset: the zone resolves daylight saving and historic offsets',
        params: { code: 'INVALID_TIMEZONE' },
      });
    } else if (/^[A-Z]{2,5}$/.test(s) && s !== 'UTC' && s !== 'GMT') {
      ctx.addIssue({
        code: 'custom',
        message: `send an IANA zone name such as Asia/Kolkata, not an abbreviation (${s} is ambiguous and says nothing of historic offsets)`,
        params: { code: 'INVALID_TIMEZONE' },
      });
    } else if (!/^(?:UTC|GMT|[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+)+)$/.test(s)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an IANA zone name such as Asia/Kolkata',
        params: { code: 'INVALID_TIMEZONE' },
      });
    }
  })
  .meta({
    description: 'IANA zone name, e.g. Asia/Kolkata; UTC offsets and abbreviations are refused',
  });

export const vBirthFields = {
  date: vDateSchema,
  time: vTimeSchema,
  lat: latSchema,
  lon: lonSchema,
  tz: vZoneSchema,
  ayanamsa: vAyanamsaSchema.optional(),
};
export const vBirthSchema = lazySchema(() => z.strictObject(vBirthFields));
export type VBirth = z.output<typeof vBirthSchema>;

/** The chart body and the bodies that take only a birth (kp, karakas, shadbala, bhava, doshas, houses, ...). */
export const vChartBodySchema = lazySchema(() =>
  z.strictObject({
    ...vBirthFields,
    house_system: z.enum(HOUSE_SYSTEMS).optional(),
  }),
);
/** The special lagnas and the upagrahas take the reading of each aspect (`variants`); the Jaimini structures the karaka scheme. */
export const vSpecialLagnasBodySchema = lazySchema(() =>
  real(vChartBodySchema).extend({
    variants: real(specialLagnaVariantsSchema).optional(),
  }),
);
export const vUpagrahasBodySchema = lazySchema(() =>
  real(vChartBodySchema).extend({
    variants: real(upagrahaVariantsSchema).optional(),
  }),
);
export const vJaiminiBodySchema = lazySchema(() =>
  real(vChartBodySchema).extend({
    scheme: z
      .union([z.literal(7), z.literal(8)])
      .optional()
      .describe('chara karaka scheme of the atmakaraka (default 8, with Rahu)'),
  }),
);
/** The chart route also draws the rashi and navamsa charts as SVG in the styles asked for. */
export const vChartRouteBodySchema = lazySchema(() =>
  real(vChartBodySchema).extend({
    drawings: z
      .array(z.enum(['north', 'south']))
      .min(1)
      .max(2)
      .optional(),
  }),
);
export type VChartBody = z.output<typeof vChartBodySchema>;

/** Every varga V serves (D1 to D150); without `vargas` the divisional route answers D1 to D60. */
export const V_VARGAS = [...VARGA_IDS] as VargaId[];
export const V_DEFAULT_VARGAS = VARGA_IDS.filter((v) => Number(v.slice(1)) <= 60) as VargaId[];
export const vDivisionalBodySchema = lazySchema(() =>
  z
    .strictObject({
      ...vBirthFields,
      vargas: z
        .array(
          z.enum(V_VARGAS as [VargaId, ...VargaId[]], {
            error: () => `must be one of ${V_VARGAS.join(', ')}`,
          }),
        )
        .min(1)
        .max(V_VARGAS.length)
        .optional(),
      methods: z.record(z.string(), z.string()).optional(),
    })
    .superRefine((b, ctx) => {
      for (const [v, m] of Object.entries(b.methods ?? {})) {
        const allowed = VARGA_METHODS[v as VargaId];
        if (!allowed)
          ctx.addIssue({
            code: 'custom',
            path: ['methods', v],
            message: `no varga ${v}; one of ${V_VARGAS.join(', ')}`,
          });
        else if (!allowed.includes(m))
          ctx.addIssue({
            code: 'custom',
            path: ['methods', v],
            message: `must be one of ${allowed.join(', ')}`,
          });
      }
    }),
);

const DASHA_IDS = DASHA_SYSTEMS.map((s) => s.id) as [string, ...string[]];
export const V_DASHA_LEVELS = ['maha', 'antar', 'pratyantar', 'sukshma', 'prana'] as const;
/** Window limits by depth (a deeper tree over a longer window would be megabytes). */
export const V_DASHA_WINDOW_YEARS: Readonly<Record<number, number>> = {
  1: 200,
  2: 200,
  3: 200,
  4: 10,
  5: 2,
};

const isoDay = lazySchema(() => isoDateSchema);
/** A window limit as people say it: "31 days", "366 days", "10 years". */
function windowText(maxDays: number): string {
  return maxDays % 366 === 0 && maxDays > 366 ? `${maxDays / 366} years` : `${maxDays} days`;
}
/** Adds an issue unless `to` is after `from` by at most maxDays days. */
function windowCheck(
  from: string | undefined,
  to: string | undefined,
  maxDays: number,
  ctx: z.RefinementCtx,
  path = 'to',
) {
  if (from === undefined || to === undefined) return;
  const a = parseVDate(from);
  const b = parseVDate(to);
  if (typeof a === 'string') {
    ctx.addIssue({ code: 'custom', path: ['from'], message: a });
    return;
  }
  if (typeof b === 'string') {
    ctx.addIssue({ code: 'custom', path: ['to'], message: b });
    return;
  }
  const days = daysBetween(a, b);
  if (days <= 0)
    ctx.addIssue({ code: 'custom', path: [path], message: `must be after from (${from})` });
  else if (days > maxDays)
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: `the window is at most ${windowText(maxDays)}`,
    });
}

export const vDashaBodySchema = lazySchema(() =>
  z
    .strictObject({
      ...vBirthFields,
      system: z
        .enum(DASHA_IDS, { error: () => `must be one of ${DASHA_IDS.join(', ')}` })
        .optional(),
      /** the variant of the system, where it has several readings (docs/dashas.md) */
      variant: dashaVariantSchema.optional(),
      depth: z.number().int().min(1).max(5).optional(),
      from: real(isoDay).optional(),
      to: real(isoDay).optional(),
    })
    .superRefine((b, ctx) => {
      const depth = b.depth ?? 5;
      checkVariant(b.system ?? 'vimsottari', b.variant, ctx);
      if ((b.from === undefined) !== (b.to === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [b.from === undefined ? 'from' : 'to'],
          message: 'give both from and to, or neither',
        });
      if (depth > 3 && b.from === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['from'],
          message: `a ${depth}-level tree needs a from/to window (at most ${V_DASHA_WINDOW_YEARS[depth]} years)`,
        });
      windowCheck(b.from, b.to, V_DASHA_WINDOW_YEARS[depth]! * 366, ctx);
    }),
);

export const TRANSIT_MAX_YEARS = 10;
export const vTransitBodySchema = lazySchema(() =>
  z.strictObject({
    ...vBirthFields,
    graha: z.enum(GRAHA_NAMES, { error: () => `must be one of ${GRAHA_NAMES.join(', ')}` }),
    /** years before and after the birth... of the reference date (`around`, default the birth date) */
    years: z.number().int().min(1).max(TRANSIT_MAX_YEARS),
    around: real(isoDay).optional(),
  }),
);

export const MUHURTA_MAX_DAYS = 31;
export const vMuhurtaBodySchema = z
  .strictObject({ ...vBirthFields, from: isoDay, to: isoDay })
  .superRefine((b, ctx) => windowCheck(b.from, b.to, MUHURTA_MAX_DAYS, ctx));

const qLat = lazySchema(() =>
  queryNumberSchema
    .pipe(real(latSchema))
    .describe('latitude of the place in degrees, north positive (-90 to 90)'),
);
const qLon = lazySchema(() =>
  queryNumberSchema
    .pipe(real(lonSchema))
    .describe('longitude of the place in degrees, east positive (-180 to 180)'),
);
const qZone = lazySchema(() =>
  vZoneSchema.describe(
    'IANA time zone of the place, e.g. Asia/Kolkata (offsets and abbreviations are refused: the zone resolves daylight saving and historic offsets); local times in the answer are in it',
  ),
);
export const vPlaceQuerySchema = lazySchema(() =>
  z.strictObject({
    date: real(vDateSchema),
    lat: real(qLat),
    lon: real(qLon),
    tz: real(qZone),
    ayanamsa: real(vAyanamsaSchema)
      .optional()
      .describe(
        `sidereal zero point: ${V_AYANAMSAS.join(', ')} (default lahiri); it moves the sidereal limbs (nakshatra, yoga), not tithi or the rise and set times`,
      ),
  }),
);
export const PANCHANGA_RANGE_MAX_DAYS = 366;
export const vPanchangaRangeQuerySchema = lazySchema(() =>
  z
    .strictObject({
      from: real(vDateSchema).describe('the first date, YYYY-MM-DD'),
      to: real(vDateSchema).describe(
        `the last date, YYYY-MM-DD, included (at most ${PANCHANGA_RANGE_MAX_DAYS} days after from)`,
      ),
      lat: real(qLat),
      lon: real(qLon),
      tz: real(qZone),
    })
    .superRefine((q, ctx) => windowCheck(q.from, q.to, PANCHANGA_RANGE_MAX_DAYS, ctx)),
);
export const vFestivalsQuerySchema = lazySchema(() =>
  z.strictObject({
    year: real(yearQuerySchema).describe(
      `the year, proleptic Gregorian (${SUPPORTED_YEARS}; BCE as a negative year)`,
    ),
    tradition: festivalTraditionSchema.optional(),
    observe: observeSchema.optional(),
  }),
);
export const vAyanamsaQuerySchema = lazySchema(() =>
  z.strictObject({
    date: real(vDateSchema).describe(
      'the date, YYYY-MM-DD; every ayanamsa is given at 12:00 UT of it',
    ),
  }),
);

/** The annual chart (varshaphal) after `years` completed years, cast at the birth place or `place`. */
export const vVarshaphalBodySchema = lazySchema(() =>
  z.strictObject({
    ...vBirthFields,
    years: z.number().int().min(0).max(150),
    place: z.strictObject({ lat: real(latSchema), lon: real(lonSchema) }).optional(),
    depth: z.number().int().min(1).max(3).optional(),
  }),
);

export const vCompatibilityBodySchema = lazySchema(() =>
  z.strictObject({
    person1: real(vBirthSchema),
    person2: real(vBirthSchema),
  }),
);
export const COMPAT_BATCH_MAX = 100;
export const vCompatibilityBatchBodySchema = lazySchema(() =>
  z.strictObject({
    person: real(vBirthSchema),
    candidates: z
      .array(real(vBirthSchema).extend({ id: z.string().min(1).max(64).optional() }))
      .min(1)
      .max(COMPAT_BATCH_MAX),
  }),
);
export const CHART_BATCH_MAX = 100;
export const vChartBatchBodySchema = lazySchema(() =>
  z.strictObject({
    births: z
      .array(real(vBirthSchema).extend({ id: z.string().min(1).max(64).optional() }))
      .min(1)
      .max(CHART_BATCH_MAX),
  }),
);

export const vTimeConvertBodySchema = lazySchema(() =>
  z.strictObject({
    date: real(vDateSchema),
    time: vTimeSchema,
    tz: vZoneSchema,
  }),
);

export const INGRESS_MAX = 24;
export const vIngressBodySchema = lazySchema(() =>
  z.strictObject({
    graha: z.enum(GRAHA_NAMES, { error: () => `must be one of ${GRAHA_NAMES.join(', ')}` }),
    unit: z.enum(['sign', 'nakshatra']),
    after: real(vDateSchema),
    count: z.number().int().min(1).max(INGRESS_MAX).optional(),
    ayanamsa: real(vAyanamsaSchema).optional(),
  }),
);

export const STREAM_MAX_ROWS = 40_000;
export const vEphemerisStreamBodySchema = lazySchema(() =>
  z
    .strictObject({
      from: real(vDateSchema),
      to: real(vDateSchema),
      step_days: z
        .number()
        .min(1 / 24)
        .max(366)
        .optional(),
      grahas: z.array(z.enum(GRAHA_NAMES)).min(1).max(9).optional(),
      ayanamsa: real(vAyanamsaSchema).optional(),
    })
    .superRefine((b, ctx) => {
      windowCheck(b.from, b.to, 100 * 366, ctx);
      const a = parseVDate(b.from);
      const c = parseVDate(b.to);
      if (typeof a !== 'string' && typeof c !== 'string') {
        const rows = daysBetween(a, c) / (b.step_days ?? 1);
        if (rows > STREAM_MAX_ROWS)
          ctx.addIssue({
            code: 'custom',
            path: ['step_days'],
            message: `at most ${STREAM_MAX_ROWS} rows per stream; widen step_days or narrow the window`,
          });
      }
    }),
);
export const vDashaStreamBodySchema = lazySchema(() =>
  z
    .strictObject({
      ...vBirthFields,
      depth: z.number().int().min(1).max(5),
      from: real(isoDay),
      to: real(isoDay),
    })
    .superRefine((b, ctx) =>
      windowCheck(b.from, b.to, (b.depth <= 3 ? 200 : b.depth === 4 ? 20 : 5) * 366, ctx),
    ),
);

export const vKeyBodySchema = lazySchema(() => z.strictObject({ email: z.email().max(254) }));
