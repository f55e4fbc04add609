/**
 * @module Family N `POST /api/dosha`: the 7 doshas of a birth (Manglik, Kaal Sarp, Pitra,
 * Kemdrum, Guru Chandal, Grahan, Shani). Shani (sade sati, dhaiya) is judged on `onDate`
 * (YYYY-MM-DD, default today UTC).
 */
import { doshaReportAnswer } from '../shared/answers.js';
import type { Context } from 'hono';
import * as z from 'zod';
import { assembleChart } from '../../engine/chart/assemble.js';
import { birthOfN } from '../shared/birth.js';
import { jdFromGregorian, jdUtFromUnixMs } from '../../engine/time/julian.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { nDoshaResponse } from './responses.js';
import { parseJsonBody } from '../../http/input.js';
import { isoDateSchema, refineRealDate, dateFields } from '../schemas.js';
import { nAyanamsa, nBirthFields, N_PARSE, type NBirth } from './schemas.js';
import { lazySchema } from '../../http/lazy-schema.js';

/** N's dosha fields plus the optional date on which Shani is judged. */
export const nDoshaBodySchema = lazySchema(() =>
  z.strictObject({ ...nBirthFields, onDate: isoDateSchema.optional() }).superRefine(refineRealDate),
);

/** The assembled chart of a Family N birth (the one chart assembler's). */
export function nChart(b: NBirth) {
  return assembleChart(birthOfN(b), { ayanamsa: nAyanamsa(b), nodeMode: 'mean' });
}

/** The basis of a Family N birth. */
export function nBasis(b: NBirth) {
  return nChart(b).basis;
}

export async function postDosha(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, nDoshaBodySchema, N_PARSE);
  const { onDate, ...birth } = body;
  const onJdUt = onDate
    ? (() => {
        const f = dateFields(onDate);
        return jdFromGregorian(f.year, f.month, f.day, 0.5);
      })()
    : jdUtFromUnixMs(Date.now());
  const report = nChart(birth).doshas(onJdUt, nAyanamsa(birth));
  return respond(c, nDoshaResponse, { success: true, data: doshaReportAnswer(report) }, 200, {
    'Cache-Control': 'no-store',
  });
}
