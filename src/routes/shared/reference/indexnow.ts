/**
 * @module Family R `POST /api/indexnow {urlList}` and `GET /api/indexnow` (docs/indexnow.md): the
 * IndexNow ping proxy. POST submits the given URLs (1 to 10,000, each an absolute http(s) URL of
 * our own host, PUBLIC_BASE_URL); GET submits the apex page and the top 10 routes. Without the
 * INDEXNOW_KEY secret: 503 indexnow-not-configured. An upstream refusal is 502 indexnow-rejected
 * with the upstream status; an unreachable endpoint is 502 indexnow-unreachable. Anonymous pings
 * are limited per client address (INDEXNOW_LIMIT, 429 with Retry-After). Errors in the family
 * envelope (E2 on R, E3 on R2).
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../http/context.js';
import { ApiError } from '../../../http/errors.js';
import { respond } from '../../../http/family-app.js';
import { indexNowResponseSchema } from './responses.js';
import { parseJsonBody, refuseQuery } from '../../../http/input.js';
import {
  HOUR_MS,
  admit,
  clientIp,
  deny,
  fallbackFor,
  hitWithFallback,
  ipLimitProbe,
  limitFromVar,
  withLimitProbe,
  type LimitOptions,
} from '../../../http/rate-limit.js';
import {
  INDEXNOW_MAX_URLS,
  indexNowConfig,
  submitIndexNow,
  topUrls,
  type IndexNowConfig,
} from '../../../platform/indexnow.js';
import { lazySchema } from '../../../http/lazy-schema.js';

const HINTS: Record<string, string> = {
  urlList: `An array of 1 to ${INDEXNOW_MAX_URLS} absolute URLs of this service's host.`,
  body: 'Send {"urlList": ["https://<this host>/..."]}.',
};

export const indexNowBodySchema = lazySchema(() =>
  z.strictObject({
    urlList: z.array(z.string().max(2048)).min(1).max(INDEXNOW_MAX_URLS),
  }),
);

function configOrThrow(env: Env): IndexNowConfig {
  const r = indexNowConfig(env);
  if (!r.ok)
    throw new ApiError(503, 'INDEXNOW_NOT_CONFIGURED', `indexnow: not configured: ${r.reason}`, {
      hint: 'Set the INDEXNOW_KEY secret (wrangler secret put INDEXNOW_KEY).',
    });
  return r.config;
}

/** Each URL must be an absolute http(s) URL of our own host; 400 naming urlList.<i> otherwise. */
export function checkOwnUrls(urls: readonly string[], baseUrl: string): string[] {
  const base = new URL(baseUrl);
  return urls.map((u, i) => {
    let url: URL;
    try {
      url = new URL(u);
    } catch {
      throw new ApiError(400, 'INVALID_FIELD', `urlList.${i}: not an absolute URL`, {
        field: `urlList.${i}`,
        hint: HINTS.urlList,
      });
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.host !== base.host) {
      throw new ApiError(
        400,
        'FOREIGN_URL',
        `urlList.${i}: only URLs of ${base.host} may be submitted`,
        { field: `urlList.${i}`, hint: HINTS.urlList },
      );
    }
    return url.href;
  });
}

async function submit(c: Context<AppEnv>, cfg: IndexNowConfig, urls: string[]): Promise<Response> {
  let r;
  try {
    r = await submitIndexNow(cfg, urls);
  } catch (err) {
    throw new ApiError(
      502,
      'INDEXNOW_UNREACHABLE',
      `indexnow: the endpoint ${cfg.endpoint} could not be reached (${err instanceof Error ? err.message : 'network error'})`,
    );
  }
  if (!r.accepted) {
    throw new ApiError(
      502,
      'INDEXNOW_REJECTED',
      `indexnow: the endpoint answered HTTP ${r.upstreamStatus}`,
      { details: { upstreamStatus: r.upstreamStatus, submitted: r.submitted } },
    );
  }
  return respond(
    c,
    indexNowResponseSchema,
    { ok: true, ...r, urlList: urls.length <= 20 ? urls : undefined },
    200,
    { 'Cache-Control': 'no-store' },
  );
}

/**
 * Anonymous pings per client address (IPv6 by /64) per hour, GET and POST together: enough for a
 * publisher's deploy hook, not for using this service to flood the IndexNow endpoint.
 */
export const INDEXNOW_LIMIT: LimitOptions = {
  bucket: 'indexnow',
  limit: 10,
  windowMs: HOUR_MS,
  retryAfter: true,
};
/** The var that sets the IndexNow limit (`npm start` raises it for local runs; docs/limits.md). */
export const INDEXNOW_LIMIT_VAR = 'INDEXNOW_LIMIT_PER_HOUR';

async function limitPing(c: Context<AppEnv>): Promise<void> {
  const opts = limitFromVar(c.env, INDEXNOW_LIMIT, INDEXNOW_LIMIT_VAR);
  const { d } = await hitWithFallback(c.env, opts, clientIp(c), fallbackFor(opts));
  if (!d.allowed)
    throw deny(c, d, opts, {
      hint: `At most ${opts.limit} IndexNow pings an hour from one address; retry at the reset instant (X-RateLimit-Reset). A local deployment raises the limit with ${INDEXNOW_LIMIT_VAR}.`,
    });
  admit(c, d, opts);
}

export async function postIndexNow(c: Context<AppEnv>): Promise<Response> {
  await limitPing(c);
  const cfg = configOrThrow(c.env);
  const body = await parseJsonBody(c, indexNowBodySchema, { hints: HINTS });
  return submit(c, cfg, checkOwnUrls(body.urlList, cfg.baseUrl));
}

export async function getIndexNow(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  await limitPing(c);
  const cfg = configOrThrow(c.env);
  return submit(c, cfg, topUrls(cfg.baseUrl));
}

// a 405 on the IndexNow path reports the ping hour, read without counting one
const indexNowProbe = ipLimitProbe(
  (env) => limitFromVar(env, INDEXNOW_LIMIT, INDEXNOW_LIMIT_VAR),
  fallbackFor,
);
withLimitProbe(postIndexNow, indexNowProbe);
withLimitProbe(getIndexNow, indexNowProbe);
