/**
 * @module The Starter tier's attribution (spec: "Starter requires attribution"; docs/keys.md):
 * the text every Starter answer carries and where its terms are served (`GET /api/attribution`).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';

export const ATTRIBUTION_TEXT = 'Astrological computations by the Jyotisha API';

/** Absolute URL of the attribution terms. */
export function attributionUrl(c: Context<AppEnv>): string {
  return `${c.get('baseUrl')}/api/attribution`;
}
