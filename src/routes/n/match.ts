/**
 * @module Family N `POST /api/match {person1, person2}`: Ashtakoota (36-point) matching, person1
 * the boy and person2 the girl, each a BirthData; Manglik compatibility alongside. The variant
 * choices of docs/yogas-doshas-matching.md are selectable in `options`.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { matchCharts } from '../../engine/matching/index.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { nMatchResponse } from './responses.js';
import { parseJsonBody } from '../../http/input.js';
import { nBasis } from './dosha.js';
import { nBirthSchema, N_PARSE } from './schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

const optionsSchema = lazySchema(() =>
  z.strictObject({
    vashya: z.enum(['group-table', 'saravali', 'sign-list']).optional(),
    yoni: z.enum(['common', 'saravali', 'pyjhora']).optional(),
    taraSameNakshatra: z.enum(['full', 'none']).optional(),
    gana: z.enum(['common', 'transposed', 'symmetric', 'standard']).optional(),
    bhakootException: z.enum(['none', 'same-or-friendly-lords']).optional(),
    nadiExceptions: z
      .array(
        z.enum([
          'same-rashi-different-nakshatra',
          'same-nakshatra-different-rashi',
          'same-nakshatra-different-pada',
          'same-rashi-lord',
        ]),
      )
      .max(4)
      .optional(),
    halfPoints: z.enum(['keep', 'round-down']).optional(),
  }),
);

export const nMatchBodySchema = lazySchema(() =>
  z.strictObject({
    person1: real(nBirthSchema),
    person2: real(nBirthSchema),
    options: real(optionsSchema).optional(),
  }),
);

export async function postMatch(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, nMatchBodySchema, N_PARSE);
  const m = matchCharts(nBasis(body.person1), nBasis(body.person2), body.options ?? {});
  return respond(
    c,
    nMatchResponse,
    {
      success: true,
      data: { ...m.ashtakoota, manglik: m.manglik },
      score: m.score,
      maxScore: m.maxScore,
    },
    200,
  );
}
