/**
 * @module Family R `POST /api/sahaja/classify`: the counsel chat's prediction-slip classifier
 * offered to apps for their own texts (docs/sahaja.md). Body {text}: 1 to 10,000 characters with
 * at least one letter or digit. Answers {slip, score, sentences: [{text, slip, score}]}: every
 * sentence scored by the model, the text's score the highest. Errors in E2. Limit: 120 per hour
 * per IP on the durable limiter (bucket 'sahaja-classify'), counted after the body is validated
 * (as sahaja's, a typo does not cost a call); without the limiter binding a per-isolate bucket of
 * the same size. A 429 adds X-RateLimit-Limit and no Retry-After, as on sahaja.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { classifyText, roundScore } from '../../engine/counsel/slip-classifier.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { parseJsonBody } from '../../http/input.js';
import {
  admit,
  clientIp,
  deny,
  HOUR_MS,
  hitWithFallback,
  MemoryBucket,
  type LimitOptions,
} from '../../http/rate-limit.js';
import { sahajaClassifyResponseSchema } from '../shared/reference/responses.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const MAX_CLASSIFY_CHARS = 10_000;

export const sahajaClassifyBodySchema = lazySchema(() =>
  z.strictObject({
    text: z
      .string()
      .min(1)
      .max(MAX_CLASSIFY_CHARS)
      .refine((t) => /[\p{L}\p{N}]/u.test(t), {
        message: 'must contain at least one sentence (a letter or a digit)',
      }),
  }),
);

export const SAHAJA_CLASSIFY_LIMIT: LimitOptions = {
  bucket: 'sahaja-classify',
  limit: 120,
  windowMs: HOUR_MS,
  limitHeaderOn429: true,
};
const fallback = new MemoryBucket(SAHAJA_CLASSIFY_LIMIT.limit, SAHAJA_CLASSIFY_LIMIT.windowMs);

export async function postSahajaClassify(c: Context<AppEnv>): Promise<Response> {
  const { text } = await parseJsonBody(c, sahajaClassifyBodySchema, {
    hints: { text: `Send {"text": "..."}: 1 to ${MAX_CLASSIFY_CHARS} characters.` },
  });
  const { d } = await hitWithFallback(c.env, SAHAJA_CLASSIFY_LIMIT, clientIp(c), fallback);
  if (!d.allowed) throw deny(c, d, SAHAJA_CLASSIFY_LIMIT);
  admit(c, d, SAHAJA_CLASSIFY_LIMIT);
  const r = classifyText(text);
  return respond(
    c,
    sahajaClassifyResponseSchema,
    {
      slip: r.slip,
      score: roundScore(r.score),
      sentences: r.sentences.map((s) => ({
        text: s.text,
        slip: s.slip,
        score: roundScore(s.score),
      })),
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
}
