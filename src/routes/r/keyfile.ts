/**
 * @module The IndexNow key file at `/{key}.txt` (Family R root): the key as text/plain when the
 * path names the configured INDEXNOW_KEY; 404 otherwise (and when no key is configured).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { indexNowConfig } from '../../platform/indexnow.js';

export async function getKeyFile(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const r = indexNowConfig(c.env);
  if (!r.ok || path !== `/${r.config.key}.txt`)
    throw new ApiError(404, 'NOT_FOUND', `path: no route ${path} in family R`, { field: 'path' });
  return new Response(r.config.key, {
    status: 200,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
