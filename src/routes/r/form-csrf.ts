/**
 * @module CSRF tokens of the sign-in pages' forms (docs/accounts.md "Sign-in pages"). Two layers
 * on every state-changing form:
 * 1. the Origin rule of src/routes/shared/session.ts (`Origin` equal to this site's, or, without one,
 *    `Sec-Fetch-Site: same-origin`), applied strictly: a form POST with neither is refused;
 * 2. a token in a hidden `csrf` field:
 *    - signed in (dashboard, revoke, sign-out): a synchronizer token tied to the session,
 *      HMAC-SHA256 keyed with the session token itself (only the browser holding the HttpOnly
 *      cookie can have it; nothing is stored, and it changes when the session token rotates);
 *    - signed out (sign-in and sign-up, i.e. login CSRF): a double-submit token, the value of a
 *      random `__Host-csrf` cookie (HttpOnly, Secure, SameSite=Strict, no Domain: a sibling
 *      subdomain cannot plant it) repeated in the form.
 * hono/csrf implements layer 1 only for form content types and has no tokens, so it is not used.
 * Refusals are 403 CSRF_FAILED naming the field.
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { constantTimeEqual, randomToken } from '../../platform/crypto.js';
import { hmacSha256Hex } from '../../platform/hmac.js';
import { sameOrigin } from '../shared/session.js';

/** The pre-session cookie of the double-submit token. */
export const PRE_SESSION_COOKIE = '__Host-csrf';
/** The hidden form field carrying the token. */
export const CSRF_FIELD = 'csrf';

const TOKEN_RE = /^[0-9a-f]{64}$/;
const SESSION_TOKEN_LABEL = 'jyotisha form csrf v1';

/** 403 unless the form POST shows it comes from one of our pages (Origin, else Sec-Fetch-Site). */
export function checkFormOrigin(c: Context<AppEnv>): void {
  if (!sameOrigin(c, true)) {
    throw new ApiError(
      403,
      'CSRF_FAILED',
      "origin: this form must be sent from this site's own page (the Origin header names another site, or neither Origin nor Sec-Fetch-Site was sent)",
      { field: 'origin' },
    );
  }
}

/** The synchronizer token of forms shown to the holder of `sessionToken`. */
export function sessionFormToken(sessionToken: string): Promise<string> {
  return hmacSha256Hex(sessionToken, SESSION_TOKEN_LABEL);
}

/**
 * The double-submit token of the signed-out forms: the `__Host-csrf` cookie's value, or a new one
 * with the Set-Cookie that plants it (a browser session cookie: it ends when the browser closes).
 */
export function preSessionFormToken(c: Context<AppEnv>): { token: string; setCookie?: string } {
  const have = getCookie(c, PRE_SESSION_COOKIE);
  if (have !== undefined && TOKEN_RE.test(have)) return { token: have };
  const token = randomToken(32);
  return {
    token,
    setCookie: generateCookie('csrf', token, {
      prefix: 'host',
      httpOnly: true,
      sameSite: 'Strict',
    }),
  };
}

function equalTokens(a: string, b: string): boolean {
  const enc = new TextEncoder();
  return constantTimeEqual(enc.encode(a), enc.encode(b));
}

function refused(reason: string): ApiError {
  return new ApiError(
    403,
    'CSRF_FAILED',
    `csrf: ${reason}; reload the page and send the form again`,
    { field: 'csrf' },
  );
}

/** 403 unless the form's `csrf` field is the session's synchronizer token. */
export async function checkSessionFormToken(
  presented: string | undefined,
  sessionToken: string,
): Promise<void> {
  if (presented === undefined || presented === '') throw refused('the form carries no token');
  if (!equalTokens(presented, await sessionFormToken(sessionToken)))
    throw refused(
      "the form's token does not belong to this session (the page is older than the session, or the form was not made by this site)",
    );
}

/** 403 unless the form's `csrf` field repeats the `__Host-csrf` cookie. */
export function checkPreSessionFormToken(c: Context<AppEnv>, presented: string | undefined): void {
  const cookie = getCookie(c, PRE_SESSION_COOKIE);
  if (presented === undefined || presented === '') throw refused('the form carries no token');
  if (cookie === undefined || !TOKEN_RE.test(cookie))
    throw refused(
      'the browser sent no __Host-csrf cookie (cookies are needed to sign in; over plain http only 127.0.0.1 and localhost keep them)',
    );
  if (!equalTokens(presented, cookie))
    throw refused("the form's token does not match this browser's __Host-csrf cookie");
}
