/**
 * @module The signed-in session of a Family R request (docs/accounts.md): the `__Host-sid` cookie
 * (HttpOnly; Secure; SameSite=Lax; Path=/), its resolution against D1, and the CSRF rule for
 * cookie-authenticated POSTs. The rule is hono/csrf's (Origin equal to the request's own origin,
 * or Sec-Fetch-Site: same-origin) applied to every content type, not only to form types: a
 * cookie-authenticated POST without either header is refused too.
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { resolveSession, type ActiveSession } from '../../platform/sessions.js';

export const SESSION_COOKIE = '__Host-sid';

/** The raw session token from the cookie, if any. */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const v = getCookie(c, SESSION_COOKIE);
  return v === undefined || v === '' ? undefined : v;
}

/** Set-Cookie value carrying a session token until `expiresAtMs`. */
export function sessionCookie(token: string, expiresAtMs: number, nowMs: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAtMs - nowMs) / 1000));
  return generateCookie('sid', token, { prefix: 'host', maxAge, httpOnly: true, sameSite: 'Lax' });
}

/** Set-Cookie value removing the session cookie. */
export function clearSessionCookie(): string {
  return generateCookie('sid', '', { prefix: 'host', maxAge: 0, httpOnly: true, sameSite: 'Lax' });
}

/** The live session of this request, or null (no cookie, unknown, expired). */
export async function currentSession(c: Context<AppEnv>): Promise<ActiveSession | null> {
  const token = sessionToken(c);
  if (token === undefined) return null;
  return resolveSession(c.env.DB, token, Date.now());
}

/** The live session, or 401 NOT_SIGNED_IN. */
export async function requireSession(c: Context<AppEnv>): Promise<ActiveSession> {
  const s = await currentSession(c);
  if (!s)
    throw new ApiError(
      401,
      'NOT_SIGNED_IN',
      'session: sign in first (POST /api/auth/login); the __Host-sid cookie is missing, unknown or expired',
      { field: 'cookie' },
    );
  return s;
}

/** Adds the replacement cookie to a response when the session's token was rotated. */
export function withRotatedCookie(res: Response, s: ActiveSession | null): Response {
  if (!s?.rotated) return res;
  const out = new Response(res.body, res);
  out.headers.append('Set-Cookie', sessionCookie(s.rotated.token, s.rotated.expiresAt, Date.now()));
  return out;
}

/** Origins this service answers as: the request's own and PUBLIC_BASE_URL's. */
export function ownOrigins(c: Context<AppEnv>): string[] {
  const out = [new URL(c.req.url).origin];
  try {
    if (c.env.PUBLIC_BASE_URL) out.push(new URL(c.env.PUBLIC_BASE_URL).origin);
  } catch {
    /* a malformed var only removes that origin */
  }
  return out;
}

/** True when the request comes from one of our own pages (or states no foreign origin, see `strict`). */
export function sameOrigin(c: Context<AppEnv>, strict: boolean): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== '' && origin !== 'null')
    return ownOrigins(c).includes(origin);
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  return !strict;
}

/** CSRF check of a cookie-authenticated POST: 403 CSRF_FAILED unless same-origin is shown. */
export function checkCsrf(c: Context<AppEnv>): void {
  if (!sameOrigin(c, true)) {
    throw new ApiError(
      403,
      'CSRF_FAILED',
      'origin: a request authenticated by the session cookie must come from this site (Origin header equal to this origin, or Sec-Fetch-Site: same-origin)',
      { field: 'origin' },
    );
  }
}

/** Sign-in and sign-up refuse a foreign Origin (login CSRF); clients that send none are accepted. */
export function checkNotCrossSite(c: Context<AppEnv>): void {
  if (!sameOrigin(c, false)) {
    throw new ApiError(
      403,
      'CSRF_FAILED',
      'origin: sign-in and sign-up are refused from another site',
      { field: 'origin' },
    );
  }
}
