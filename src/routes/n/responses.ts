/**
 * @module zod schemas of Family N's success bodies ({success: true, data, ...}). Each route
 * registers its schema as `response` and answers through `respond()`, so the body's type is
 * checked against the schema the OpenAPI document shows.
 */
import * as z from 'zod';

const severity = z.enum(['none', 'low', 'medium', 'high']);
const doshaResult = z.object({
  id: z.enum(['manglik', 'kaal-sarp', 'pitra', 'kemdrum', 'guru-chandal', 'grahan', 'shani']),
  name: z.string(),
  present: z.boolean(),
  severity,
  rule: z.string(),
  source: z.string(),
  cancellations: z.array(z.object({ rule: z.string(), description: z.string(), source: z.string(), applied: z.boolean(), effect: z.enum(['cancels', 'mitigates']) })),
  details: z.record(z.string(), z.unknown()),
});
export const nDoshaResponse = z.object({
  success: z.literal(true),
  data: z.object({
    manglik: doshaResult, kaalSarp: doshaResult, pitra: doshaResult, kemdrum: doshaResult, guruChandal: doshaResult, grahan: doshaResult, shani: doshaResult,
    present: z.array(doshaResult.shape.id),
  }),
});

const moon = z.object({ moonLonDeg: z.number(), rashi: z.string(), rashi0: z.number().int(), nakshatra: z.string(), nakshatra0: z.number().int(), pada: z.number().int() });
export const nMatchResponse = z.object({
  success: z.literal(true),
  data: z.looseObject({
    boy: moon,
    girl: moon,
    kootas: z.array(z.object({ name: z.string(), points: z.number(), max: z.number(), reason: z.string() })).length(8),
    total: z.number(),
    max: z.literal(36),
    variants: z.record(z.string(), z.unknown()),
    manglik: z.object({
      boy: z.object({ present: z.boolean(), severity, rule: z.string() }),
      girl: z.object({ present: z.boolean(), severity, rule: z.string() }),
      compatible: z.boolean(),
      rule: z.enum(['both-manglik', 'neither-manglik', 'balanced-by-malefics', 'one-sided']),
      source: z.string(),
    }),
  }),
  score: z.number().min(0).max(36),
  maxScore: z.literal(36),
});

const when = z.object({ iso: z.string(), time: z.string() });
const limb = z.looseObject({ index0: z.number().int(), name: z.string(), start: when, end: when });
const point = z.object({ siderealLonDeg: z.number(), rashi: z.string(), nakshatra: z.string(), pada: z.number().int() });
export const nPanchangResponse = z.object({
  success: z.literal(true),
  data: z.object({
    city: z.object({ slug: z.string(), name: z.string(), state: z.string(), lat: z.number(), lon: z.number(), zone: z.string() }),
    date: z.string(),
    panchang: z.looseObject({
      vara: z.looseObject({ index0: z.number().int(), name: z.string() }),
      tithi: z.array(limb), nakshatra: z.array(limb), yoga: z.array(limb), karana: z.array(limb),
      polar: z.enum(['day', 'night']).nullable(),
      convention: z.string(),
      ayanamsa: z.string(),
    }),
    planets: z.array(z.object({ name: z.string(), longitude: z.number(), rashi: z.string(), sign: z.string(), degreeInSign: z.number(), nakshatra: z.string(), pada: z.number().int(), retrograde: z.boolean(), speedDegPerDay: z.number() })).length(9),
    moon: point.extend({ rise: when.nullable(), set: when.nullable() }),
    sun: point.extend({ rise: when.nullable(), set: when.nullable() }),
  }),
});
