/**
 * @module Family N input: flat numeric birth fields (latitude, longitude, timezone in hours).
 * BirthData, used by match as person1/person2, is the same object: year, month, day, hour,
 * minute, latitude, longitude and timezone are required; name and ayanamshaSystem are optional.
 */
import * as z from 'zod';
import type { AyanamsaName } from '../../engine/ephemeris/index.js';
import { latSchema, lonSchema, refineRealDate, tzHoursSchema, yearSchema } from '../schemas.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const N_AYANAMSAS = ['lahiri', 'raman', 'krishnamurti'] as const;

/** The fields of BirthData, for schemas that extend it. */
export const nBirthFields = {
  year: yearSchema,
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  latitude: latSchema,
  longitude: lonSchema,
  timezone: tzHoursSchema,
  name: z.string().max(200).optional(),
  ayanamshaSystem: z.enum(N_AYANAMSAS).optional(),
};

/** BirthData: Family N's chart fields. */
export const nBirthSchema = lazySchema(() =>
  z.strictObject(nBirthFields).superRefine(refineRealDate),
);
export type NBirth = z.output<typeof nBirthSchema>;

export const N_PARSE = {
  rangeCodes: {
    year: 'OUT_OF_EPOCH_RANGE',
    'person1.year': 'OUT_OF_EPOCH_RANGE',
    'person2.year': 'OUT_OF_EPOCH_RANGE',
  },
} as const;

export function nAyanamsa(b: NBirth): AyanamsaName {
  return b.ayanamshaSystem ?? 'lahiri';
}
