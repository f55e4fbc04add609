/**
 * @module The save hook of Family R `POST /api/chart` (spec: "with a signed-in session cookie the
 * chart is also saved to that user's account"). A request without the session cookie is never
 * looked up and touches no storage. With the cookie the CSRF rule applies (403 otherwise); a live
 * session saves the validated input and the resolved settings and answers the saved id in the
 * `X-Saved-Chart-Id` header (the body stays the deterministic chart). An unknown or expired
 * session computes the chart without saving and says so in `X-Chart-Saved: false`.
 *
 * Retries (docs/accounts.md "Retries and Idempotency-Key"): with an `Idempotency-Key` header
 * (1-255 visible ASCII characters) the save happens once per account and key for 24 hours; a
 * retry with the same body answers the same chart and the same saved id with
 * `Idempotent-Replayed: true`; the same key with another body is 422. Without the header every
 * request is a new save.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/context.js';
import { ApiError } from '../../../http/errors.js';
import { saveChart, saveChartIdempotent } from '../../../platform/charts.js';
import { sha256Hex } from '../../../platform/crypto.js';
import { checkCsrf, currentSession, sessionToken, withRotatedCookie } from '../session.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export async function saveChartForSession(
  c: Context<AppEnv>,
  input: Record<string, unknown>,
  settings: { ayanamsa: string; nodeMode: string; houseSystem: string },
  res: Response,
): Promise<Response> {
  if (sessionToken(c) === undefined) return res;
  checkCsrf(c);
  const s = await currentSession(c);
  // the route's own fresh answer (its headers are mutable): kept as it is, so the language
  // middleware still labels the value it was written from (src/http/lang.ts) rather than reading
  // the answer back
  const out = res;
  if (!s) {
    out.headers.set('X-Chart-Saved', 'false');
    return out;
  }
  const saved = {
    ayanamsa: settings.ayanamsa,
    nodeMode: settings.nodeMode,
    houseSystem: settings.houseSystem,
  };
  const key = c.req.header(IDEMPOTENCY_HEADER);
  let id: string;
  if (key === undefined) {
    id = await saveChart(c.env.DB, s.userId, input, saved, Date.now());
  } else {
    if (!/^[\x21-\x7e]{1,255}$/.test(key))
      throw new ApiError(
        400,
        'INVALID_FIELD',
        `${IDEMPOTENCY_HEADER}: 1 to 255 visible ASCII characters`,
        { field: IDEMPOTENCY_HEADER },
      );
    const r = await saveChartIdempotent(
      c.env.DB,
      s.userId,
      key,
      await sha256Hex(canonicalJson(input)),
      input,
      saved,
      Date.now(),
    );
    if (r.kind === 'mismatch')
      throw new ApiError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        `${IDEMPOTENCY_HEADER}: this key was used in the last 24 hours with another body; send a new key for a new chart`,
        { field: IDEMPOTENCY_HEADER },
      );
    id = r.id;
    if (r.kind === 'replayed') out.headers.set('Idempotent-Replayed', 'true');
  }
  out.headers.set('X-Chart-Saved', 'true');
  out.headers.set('X-Saved-Chart-Id', id);
  return withRotatedCookie(out, s);
}
