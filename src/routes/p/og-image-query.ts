/**
 * @module The query of `GET /p/api/og-image`, apart from the route so the route table (and the
 * OpenAPI document) name it in one place.
 */
import * as z from 'zod';
import { CARD_LANGS } from '../../engine/card/card.js';

/** Printable text: no control characters. */
const cardText = (max: number) => z.string().trim().min(1).max(max).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { message: 'must not contain control characters' });

export const ogImageQuerySchema = z.strictObject({
  title: cardText(200),
  lang: z.enum(CARD_LANGS).optional(),
  tier: cardText(32).optional(),
  price: cardText(32).optional(),
  format: z.enum(['svg', 'png']).optional(),
});
