/**
 * @module Family R accounts (docs/accounts.md): `POST /api/auth/signup`, `POST /api/auth/login`,
 * `POST /api/auth/logout`. Sign-up and sign-in answer a fresh session in the `__Host-sid` cookie
 * (a presented old session is ended: rotation on sign-in). Failed sign-ins are limited per email
 * on the durable limiter (LOGIN_FAILURES_PER_HOUR). Errors in E2.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { HOUR_MS, MemoryBucket, admit, clientIp, deny, hitWithFallback, type LimitOptions } from '../../http/rate-limit.js';
import { json, respond } from '../../http/family-app.js';
import { signedInResponseSchema, signedOutResponseSchema } from './responses.js';
import { parseJsonBody } from '../../http/input.js';
import { EmailTakenError, createUser, normaliseEmail, verifyPassword, type User } from '../../services/accounts.js';
import { createSession, deleteSession } from '../../services/sessions.js';
import { checkCsrf, checkNotCrossSite, clearSessionCookie, sessionCookie, sessionToken } from './session.js';

/** Failed sign-ins allowed per email per hour before 429. */
export const LOGIN_FAILURES_PER_HOUR = 10;
/** The failed-sign-in policy: its 429 carries Retry-After (an account route, not one of the spec's Family R buckets). */
const LOGIN_LIMIT: LimitOptions = { bucket: 'login-failures', limit: LOGIN_FAILURES_PER_HOUR, windowMs: HOUR_MS, retryAfter: true };

const emailSchema = z.string().trim().max(254).pipe(z.email({ message: 'must be an email address' }));
export const signupSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(10, 'must have at least 10 characters').max(256, 'must have at most 256 characters'),
});
export const loginSchema = z.strictObject({ email: emailSchema, password: z.string().min(1).max(256) });

function userBody(u: User) {
  return { id: u.id, email: u.email, createdAt: new Date(u.createdAt).toISOString() };
}

/**
 * Start a fresh session for `user` (a presented old session is ended: rotation on sign-in) and
 * answer the Set-Cookie value carrying it. Shared by the JSON routes and the sign-in pages.
 */
export async function startSession(c: Context<AppEnv>, user: User): Promise<{ setCookie: string; expiresAt: number }> {
  const old = sessionToken(c);
  if (old !== undefined) await deleteSession(c.env.DB, old);
  const now = Date.now();
  const s = await createSession(c.env.DB, user.id, now);
  return { setCookie: sessionCookie(s.token, s.expiresAt, now), expiresAt: s.expiresAt };
}

async function signedIn(c: Context<AppEnv>, user: User, status: number): Promise<Response> {
  const s = await startSession(c, user);
  return respond(c, signedInResponseSchema, { user: userBody(user), session: { expiresAt: new Date(s.expiresAt).toISOString() } }, status, {
    'Set-Cookie': s.setCookie,
    'Cache-Control': 'no-store',
  });
}

/** Create an account (409 EMAIL_TAKEN when the email has one). Shared by the JSON route and the sign-up page. */
/** New accounts per IP (docs/limits.md): enough for a household or an office, not for farming accounts and their keys. */
export const SIGNUP_LIMIT: LimitOptions = { bucket: 'signup-ip', limit: 20, windowMs: HOUR_MS, retryAfter: true };
const signupFallback = new MemoryBucket(SIGNUP_LIMIT.limit, SIGNUP_LIMIT.windowMs);

export async function registerAccount(c: Context<AppEnv>, email: string, password: string): Promise<User> {
  const { d } = await hitWithFallback(c.env, SIGNUP_LIMIT, clientIp(c), signupFallback);
  if (!d.allowed) throw deny(c, d, SIGNUP_LIMIT, { message: `email: at most ${SIGNUP_LIMIT.limit} new accounts an hour from one address; retry at ${new Date(d.resetAtMs).toISOString()}`, field: 'email' });
  admit(c, d, SIGNUP_LIMIT);
  try {
    return await createUser(c.env.DB, email, password, Date.now());
  } catch (err) {
    if (err instanceof EmailTakenError) throw new ApiError(409, 'EMAIL_TAKEN', 'email: an account with this email exists; sign in instead', { field: 'email' });
    throw err;
  }
}

export async function postSignup(c: Context<AppEnv>): Promise<Response> {
  checkNotCrossSite(c);
  const body = await parseJsonBody(c, signupSchema);
  return signedIn(c, await registerAccount(c, body.email, body.password), 201);
}

function loginLimiter(env: Env, email: string) {
  const ns = env.RATE_LIMITER;
  return ns.get(ns.idFromName(`login-fail:${normaliseEmail(email)}`));
}

/**
 * Check an email and password under the failed-sign-in limit: 429 while the email's failures of
 * the last hour reach LOGIN_FAILURES_PER_HOUR (even for the right password), 401 for a wrong pair
 * (counted). Shared by the JSON route and the sign-in page.
 */
export async function authenticate(c: Context<AppEnv>, email: string, password: string): Promise<User> {
  const limiter = loginLimiter(c.env, email);
  const state = await limiter.peek(LOGIN_FAILURES_PER_HOUR, HOUR_MS);
  if (!state.allowed) {
    const e = deny(c, state, LOGIN_LIMIT);
    throw new ApiError(e.status, e.code, `email: too many failed sign-ins for this email; ${e.message}`, { ...e.extra, field: 'email', hint: undefined });
  }
  const user = await verifyPassword(c.env.DB, email, password);
  if (!user) {
    admit(c, await limiter.hit(LOGIN_FAILURES_PER_HOUR, HOUR_MS), LOGIN_LIMIT);
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'email or password: no account matches this email and password', { field: 'password' });
  }
  admit(c, state, LOGIN_LIMIT);
  return user;
}

export async function postLogin(c: Context<AppEnv>): Promise<Response> {
  checkNotCrossSite(c);
  const body = await parseJsonBody(c, loginSchema);
  return signedIn(c, await authenticate(c, body.email, body.password), 200);
}

export async function postLogout(c: Context<AppEnv>): Promise<Response> {
  const token = sessionToken(c);
  if (token !== undefined) {
    checkCsrf(c);
    await deleteSession(c.env.DB, token);
  }
  return respond(c, signedOutResponseSchema, { signedOut: true }, 200, { 'Set-Cookie': clearSessionCookie(), 'Cache-Control': 'no-store' });
}
