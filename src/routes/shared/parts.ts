/**
 * @module The chart parts of issue 34 in the keyed families' snake_case (T and V answer the same
 * numbers): the special lagnas, the upagrahas and the Jaimini structures, each a view over the
 * assembled chart (src/engine/chart/assemble.ts), with their request fields (the variant of each
 * aspect, named like the dasha variants: src/routes/shared/dasha-variants.ts) and their answer
 * schemas (the OpenAPI document and the SDKs are generated from them). docs/jyotish-parts.md.
 */
import * as z from 'zod';
import type { AssembledChart } from '../../engine/chart/assemble.js';
import type { KarakaScheme } from '../../engine/karakas/index.js';
import { describeVariants, type PartAspect } from '../../engine/parts/variants.js';
import { SPECIAL_LAGNA_VARIANTS } from '../../engine/special-lagnas/index.js';
import { UPAGRAHA_VARIANTS } from '../../engine/upagrahas/index.js';
import { isoFromJdUt } from '../../engine/time/julian.js';
import { pointView, rashiView } from './structures.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** What T's chart can add (`include`): each part is computed only when asked. */
export const CHART_PARTS = ['special_lagnas', 'upagrahas', 'jaimini'] as const;
export type ChartPart = (typeof CHART_PARTS)[number];

const idsOf = (a: PartAspect) => a.variants.map((v) => v.id) as [string, ...string[]];

/** `{aspect: id}` of a part's variants: each aspect an enum of its ids; an unknown aspect is refused naming the aspects. */
function variantsSchema(part: string, registry: Readonly<Record<string, PartAspect>>) {
  const aspects = Object.keys(registry);
  return z
    .looseObject(
      Object.fromEntries(
        aspects.map((k) => [
          k,
          z
            .enum(idsOf(registry[k]!), {
              error: () =>
                `must be one of ${idsOf(registry[k]!).join(', ')} (the ${k} variants of the ${part})`,
            })
            .optional()
            .meta({
              description: `${k}; default ${registry[k]!.default}. ${registry[k]!.variants.map((v) => `${v.id}: ${v.name}`).join('; ')}`,
            }),
        ]),
      ),
    )
    .meta({ additionalProperties: false })
    .superRefine((o, ctx) => {
      for (const k of Object.keys(o))
        if (!aspects.includes(k))
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message: `the ${part} have no variant aspect ${k}; one of ${aspects.join(', ')}`,
          });
    })
    .transform(
      (o) =>
        Object.fromEntries(
          aspects.filter((k) => o[k] !== undefined).map((k) => [k, o[k] as string]),
        ) as Partial<Record<string, string>>,
    )
    .meta({
      description: `The reading of each aspect of the ${part} that the texts and schools read differently: ${aspects.map((k) => `${k} (${idsOf(registry[k]!).join(', ')}; default ${registry[k]!.default})`).join(', ')}. Aspects left out take their default; the answer names every variant used.`,
    });
}
export const specialLagnaVariantsSchema = lazySchema(() =>
  variantsSchema('special lagnas', SPECIAL_LAGNA_VARIANTS),
);
export const upagrahaVariantsSchema = lazySchema(() =>
  variantsSchema('upagrahas', UPAGRAHA_VARIANTS),
);

// ---- answers

const rashi = lazySchema(() =>
  z.object({
    index: z.number().int().describe('1 = Mesha'),
    name: z.string(),
    name_en: z.string(),
  }),
);
const variantUsed = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), source: z.string() }),
);
/** A described longitude, every field null where the point does not exist (no sunrise in polar day or night). */
const nullablePoint = {
  longitude_deg: z
    .number()
    .nullable()
    .describe(
      'sidereal longitude, degrees; null where the point does not exist (the note says why)',
    ),
  rashi: rashi.nullable(),
  degree_in_rashi: z.number().nullable(),
  nakshatra: z
    .object({ index: z.number().int().describe('1 = Ashvini'), name: z.string(), lord: z.string() })
    .nullable(),
  pada: z.number().int().nullable(),
};
function nullablePointView(lonDeg: number | null) {
  if (lonDeg === null)
    return { longitude_deg: null, rashi: null, degree_in_rashi: null, nakshatra: null, pada: null };
  return pointView(lonDeg);
}

export const specialLagnasSchema = lazySchema(() =>
  z.object({
    variants: z
      .object({ day: real(variantUsed), vighati: real(variantUsed), varnada: real(variantUsed) })
      .describe('the reading used of each aspect'),
    sunrise: z.object({
      utc: z
        .string()
        .nullable()
        .describe("the sunrise counted from (hindu convention: the disc's centre, no refraction)"),
      minutes_to_birth: z
        .number()
        .nullable()
        .describe(
          'minutes from that sunrise to the birth (negative before it, with the civil-day reading)',
        ),
      sun_longitude_deg: z
        .number()
        .nullable()
        .describe("the Sun's sidereal longitude at that sunrise"),
    }),
    lagnas: z
      .array(
        z.object({
          id: z.enum([
            'bhava',
            'hora',
            'ghati',
            'vighati',
            'pranapada',
            'indu',
            'sree',
            'bhrigu_bindu',
          ]),
          name: z.string(),
          abbr: z
            .string()
            .describe('the marking Jagannatha Hora uses (BL, HL, GL, ViL, PP, IL, SL, BB)'),
          ...nullablePoint,
          rule: z.string(),
          note: z.string().optional(),
        }),
      )
      .length(8),
    varnada: z
      .array(
        z.object({
          house: z.number().int(),
          abbr: z.string().describe('VL, V2 ... V12'),
          ...nullablePoint,
        }),
      )
      .length(12)
      .describe('the varnada lagna of each house from the lagna'),
  }),
);

export const upagrahasSchema = lazySchema(() =>
  z.object({
    variants: z.object({ gulika: real(variantUsed) }),
    period: z
      .object({
        kind: z.enum(['day', 'night']),
        start: z.string(),
        end: z.string(),
        weekday: z
          .number()
          .int()
          .min(0)
          .max(6)
          .describe('0 = Sunday: the weekday of the sunrise that began the day'),
        lords: z
          .array(z.string().nullable())
          .length(8)
          .describe('the lord of each eighth; the 8th has none'),
      })
      .nullable()
      .describe(
        'the day (sunrise to sunset) or night (sunset to the next sunrise) holding the birth; null where the Sun does not rise or set',
      ),
    upagrahas: z
      .array(
        z.object({
          id: z.enum([
            'dhuma',
            'vyatipata',
            'parivesha',
            'indrachapa',
            'upaketu',
            'kaala',
            'mrityu',
            'artha_prahara',
            'yama_ghantaka',
            'gulika',
            'mandi',
          ]),
          name: z.string(),
          abbr: z
            .string()
            .describe(
              'the marking Jagannatha Hora uses (Dm, Vy, Pv, Ic, Uk, Kl, Mr, Ap, Yg, Gk, Md)',
            ),
          kind: z.enum(['sun', 'time']),
          ...nullablePoint,
          part: z
            .object({
              lord: z.string(),
              index: z.number().int().min(1).max(8),
              at: z.enum(['start', 'middle', 'end']),
              utc: z.string(),
            })
            .optional()
            .describe('the time-based ones: the eighth read and the instant whose lagna it is'),
          rule: z.string(),
          note: z.string().optional(),
        }),
      )
      .length(11),
  }),
);

const argalaPlace = lazySchema(() =>
  z.object({
    place: z
      .number()
      .int()
      .describe('the house from the one judged: 2, 4, 11 (primary) or 5 (secondary)'),
    kind: z.enum(['primary', 'secondary']),
    grahas: z.array(z.string()),
    obstructed_by: z.number().int().describe('the house that obstructs it: 12, 10, 3 or 9'),
    obstructing: z.array(z.string()).describe('the grahas there (virodhargala)'),
    result: z
      .enum(['argala', 'obstructed', 'equal', 'none'])
      .describe(
        'by count (Jaimini Upadesa Sutras 1.1.7): argala where its grahas outnumber the obstructing ones',
      ),
  }),
);
export const jaiminiSchema = lazySchema(() =>
  z.object({
    arudhas: z
      .array(
        z.object({
          house: z.number().int(),
          abbr: z.string().describe('AL, A2 ... A11, UL'),
          rashi: real(rashi),
          lord: z.string(),
          moved: z
            .boolean()
            .describe(
              'true when the count fell in the house or the 7th from it and the pada moved to the 10th from there',
            ),
        }),
      )
      .length(12),
    sign_padas: z
      .array(
        z.object({ rashi: real(rashi), lord: z.string(), pada: real(rashi), moved: z.boolean() }),
      )
      .length(12)
      .describe(
        'the pada of every sign: the arudhas counted from the Sun, the Moon or any graha are read here',
      ),
    graha_arudhas: z
      .array(
        z.object({
          graha: z.string(),
          rashi: real(rashi),
          from_sign: real(rashi).describe(
            'the sign of the graha counted to (of two, the stronger)',
          ),
          by_sign: z.array(z.object({ sign: real(rashi), pada: real(rashi) })),
        }),
      )
      .length(9),
    rasi_drishti: z
      .array(
        z.object({
          rashi: real(rashi),
          aspects: z.array(real(rashi)),
          aspected_by: z.array(z.string()),
        }),
      )
      .length(12),
    argala: z
      .array(
        z.object({
          house: z.number().int(),
          rashi: real(rashi),
          places: z.array(real(argalaPlace)).length(4),
          vipareeta: z
            .array(z.string())
            .describe(
              'natural malefics in the 3rd: argala of their own (Jaimini Upadesa Sutras 1.1.8)',
            ),
        }),
      )
      .length(12),
    sign_strength: z.object({
      order: z.array(real(rashi)).length(12).describe('strongest first'),
      co_lords: z.object({ scorpio: z.string(), aquarius: z.string() }),
      rule: z.string(),
    }),
    karakamsa: z.object({
      scheme: z.union([z.literal(7), z.literal(8)]),
      atmakaraka: z.string(),
      rashi: real(rashi).describe("the atmakaraka's navamsa sign"),
      house_from_lagna: z
        .number()
        .int()
        .describe("karakamsa: the house it is from the rasi chart's lagna"),
      house_from_navamsa_lagna: z
        .number()
        .int()
        .describe("swamsa: the house it is from the navamsa chart's lagna"),
      grahas_in_rasi: z.array(z.string()),
      grahas_in_navamsa: z.array(z.string()),
    }),
  }),
);

/** The special lagnas of a chart, snake_case. */
export function specialLagnasView(
  chart: AssembledChart,
  variants: Partial<Record<string, string>> = {},
) {
  const r = chart.specialLagnas(variants);
  const sunrise = r.minutesFromSunrise === null ? null : chart.jdUt - r.minutesFromSunrise / 1440;
  return {
    variants: describeVariants(SPECIAL_LAGNA_VARIANTS, r.variants),
    sunrise: {
      utc: sunrise === null ? null : isoFromJdUt(sunrise),
      minutes_to_birth: r.minutesFromSunrise,
      sun_longitude_deg: r.sunAtSunriseDeg,
    },
    lagnas: r.lagnas.map((l) => ({
      id: l.id,
      name: l.name,
      abbr: l.abbr,
      ...nullablePointView(l.lonDeg),
      rule: l.rule,
      ...(l.note ? { note: l.note } : {}),
    })),
    varnada: r.varnada.map((v) => ({
      house: v.house,
      abbr: v.abbr,
      ...nullablePointView(v.lonDeg),
    })),
  };
}

/** The upagrahas of a chart, snake_case. */
export function upagrahasView(
  chart: AssembledChart,
  variants: Partial<Record<string, string>> = {},
) {
  const r = chart.upagrahas(variants);
  return {
    variants: describeVariants(UPAGRAHA_VARIANTS, r.variants),
    period: r.period
      ? {
          kind: r.period.kind,
          start: isoFromJdUt(r.period.startJdUt),
          end: isoFromJdUt(r.period.endJdUt),
          weekday: r.period.weekday0,
          lords: r.period.lords,
        }
      : null,
    upagrahas: r.upagrahas.map((u) => ({
      id: u.id,
      name: u.name,
      abbr: u.abbr,
      kind: u.kind,
      ...nullablePointView(u.lonDeg),
      ...(u.part
        ? {
            part: {
              lord: u.part.lord,
              index: u.part.index,
              at: u.part.at,
              utc: isoFromJdUt(u.part.jdUt),
            },
          }
        : {}),
      rule: u.rule,
      ...(u.note ? { note: u.note } : {}),
    })),
  };
}

/** The Jaimini structures of a chart, snake_case. */
export function jaiminiView(chart: AssembledChart, scheme: KarakaScheme = 8) {
  const j = chart.jaimini(scheme);
  return {
    arudhas: j.arudhas.map((a) => ({
      house: a.house,
      abbr: a.abbr,
      rashi: rashiView(a.sign0),
      lord: a.lord,
      moved: a.moved,
    })),
    sign_padas: j.signPadas.map((p) => ({
      rashi: rashiView(p.sign0),
      lord: p.lord,
      pada: rashiView(p.pada),
      moved: p.moved,
    })),
    graha_arudhas: j.grahaArudhas.map((g) => ({
      graha: g.graha,
      rashi: rashiView(g.sign0),
      from_sign: rashiView(g.fromSign0),
      by_sign: g.bySign.map((b) => ({ sign: rashiView(b.sign0), pada: rashiView(b.pada) })),
    })),
    rasi_drishti: j.rasiDrishti.map((d) => ({
      rashi: rashiView(d.sign0),
      aspects: d.aspects.map(rashiView),
      aspected_by: d.aspectedBy,
    })),
    argala: j.argala.map((a) => ({
      house: a.house,
      rashi: rashiView(a.sign0),
      places: a.places.map((p) => ({
        place: p.place,
        kind: p.kind,
        grahas: p.grahas,
        obstructed_by: p.obstructedBy,
        obstructing: p.obstructing,
        result: p.result,
      })),
      vipareeta: a.vipareeta,
    })),
    sign_strength: {
      order: j.signStrength.order.map(rashiView),
      co_lords: j.signStrength.coLords,
      rule: 'the stronger of two signs by the sources of strength of Narayana dasa (P.V.R. Narasimha Rao after Jaimini Upadesa Sutras 2.3): more grahas; more of Jupiter, Mercury and its lord conjoined or aspecting by rasi drishti; an exalted graha; its lord in a sign of the other oddity; dual over fixed over movable; its lord further advanced',
    },
    karakamsa: {
      scheme: j.karakamsa.scheme,
      atmakaraka: j.karakamsa.atmakaraka,
      rashi: rashiView(j.karakamsa.sign0),
      house_from_lagna: j.karakamsa.houseFromLagna,
      house_from_navamsa_lagna: j.karakamsa.houseFromNavamsaLagna,
      grahas_in_rasi: j.karakamsa.grahasInRasi,
      grahas_in_navamsa: j.karakamsa.grahasInNavamsa,
    },
  };
}
