/**
 * @module IndexNow client (docs/indexnow.md, protocol at https://www.indexnow.org/documentation):
 * one POST of {host, key, keyLocation, urlList} to the configured endpoint (INDEXNOW_ENDPOINT,
 * default https://api.indexnow.org/indexnow) with the INDEXNOW_KEY secret. The key file is served
 * at {PUBLIC_BASE_URL}/{key}.txt. URLs must be of our own host; at most 10,000 per request.
 */

export const INDEXNOW_MAX_URLS = 10_000;
/** Key: 8-128 characters of [A-Za-z0-9-] (protocol rule). */
export const INDEXNOW_KEY_RE = /^[A-Za-z0-9-]{8,128}$/;

/** The pages pinged by GET /api/indexnow and the daily cron: the apex and the top 10 routes. */
export const INDEXNOW_TOP_PATHS = [
  '/',
  '/api/chart',
  '/api/v1/service/chart',
  '/api/panchang',
  '/api/muhurta',
  '/api/utsavas',
  '/api/rectify',
  '/api/sahaja',
  '/api/press',
  '/api/rss',
  '/api/rss/daily',
] as const;

export interface IndexNowConfig {
  key: string;
  endpoint: string;
  baseUrl: string;
}

export type IndexNowConfigResult =
  { ok: true; config: IndexNowConfig } | { ok: false; reason: string };

/** Configuration from the environment, or why it is missing. */
export function indexNowConfig(env: Env): IndexNowConfigResult {
  const key = (env as { INDEXNOW_KEY?: string }).INDEXNOW_KEY;
  if (key === undefined || key === '')
    return { ok: false, reason: 'the INDEXNOW_KEY secret is not set' };
  if (!INDEXNOW_KEY_RE.test(key))
    return {
      ok: false,
      reason: 'the INDEXNOW_KEY secret is not 8-128 characters of A-Z, a-z, 0-9 and -',
    };
  const endpoint = env.INDEXNOW_ENDPOINT;
  if (!endpoint) return { ok: false, reason: 'the INDEXNOW_ENDPOINT variable is not set' };
  try {
    new URL(endpoint);
  } catch {
    return { ok: false, reason: 'the INDEXNOW_ENDPOINT variable is not a URL' };
  }
  let base: URL;
  try {
    base = new URL(env.PUBLIC_BASE_URL);
  } catch {
    return { ok: false, reason: 'the PUBLIC_BASE_URL variable is not a URL' };
  }
  return { ok: true, config: { key, endpoint, baseUrl: base.origin } };
}

/** Absolute URLs of the top pages under a base origin. */
export function topUrls(baseUrl: string): string[] {
  return INDEXNOW_TOP_PATHS.map((p) => new URL(p, baseUrl).href);
}

export interface IndexNowResult {
  endpoint: string;
  host: string;
  submitted: number;
  /** upstream HTTP status; 200 and 202 mean accepted */
  upstreamStatus: number;
  accepted: boolean;
}

/** Submit URLs (already checked to be of our host). Throws on a network failure. */
export async function submitIndexNow(
  cfg: IndexNowConfig,
  urlList: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<IndexNowResult> {
  const host = new URL(cfg.baseUrl).host;
  const res = await fetchImpl(cfg.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      host,
      key: cfg.key,
      keyLocation: `${cfg.baseUrl}/${cfg.key}.txt`,
      urlList,
    }),
  });
  // The body is not needed; release it.
  await res.body?.cancel();
  return {
    endpoint: cfg.endpoint,
    host,
    submitted: urlList.length,
    upstreamStatus: res.status,
    accepted: res.status === 200 || res.status === 202,
  };
}

/** The daily cron job: ping the apex and the top 10 routes; a detail line for the cron report. */
export async function pingIndexNowTopPages(
  env: Env,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const c = indexNowConfig(env);
  if (!c.ok) return `skipped: ${c.reason}`;
  const r = await submitIndexNow(c.config, topUrls(c.config.baseUrl), fetchImpl);
  if (!r.accepted) throw new Error(`IndexNow endpoint answered HTTP ${r.upstreamStatus}`);
  return `submitted ${r.submitted} URLs, HTTP ${r.upstreamStatus}`;
}
