/**
 * @module The query of `GET /p/api/og-image`, apart from the route so the route table (and the
 * OpenAPI document) name it in one place.
 */
import * as z from 'zod';
import { CARD_LANGS } from '../../engine/card/card.js';
import { lazySchema } from '../../http/lazy-schema.js';

/** Printable text: no control characters. */
const cardText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex -- the pattern finds the control characters it refuses
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), {
      message: 'must not contain control characters',
    });

export const ogImageQuerySchema = lazySchema(() =>
  z.strictObject({
    title: cardText(200).describe(
      'the headline of the card, 1 to 200 characters in the script of lang (wrapped to fit, no control characters)',
    ),
    lang: z
      .enum(CARD_LANGS)
      .optional()
      .describe(
        `the language and script of the card: ${CARD_LANGS.join(', ')} (default en); it picks the font`,
      ),
    tier: cardText(32)
      .optional()
      .describe('a plan name shown as a badge, at most 32 characters (no badge without it)'),
    price: cardText(32)
      .optional()
      .describe('a price shown under the badge, as written (e.g. ₹499), at most 32 characters'),
    format: z
      .enum(['svg', 'png'])
      .optional()
      .describe(
        'svg (default): an SVG with the text as paths, no font needed; png: 1200x630 pixels rasterised',
      ),
  }),
);
