/**
 * @module Family R accounts (docs/accounts.md): `POST /api/auth/signup`, `POST /api/auth/login`,
 * `POST /api/auth/logout`. Sign-up and sign-in answer a fresh session in the `__Host-sid` cookie
 * (a presented old session is ended: rotation on sign-in). Sign-in attempts are counted before
 * the hash, per email and per client address (authenticate, docs/security.md). Sign-up refuses
 * common and breached passwords (ASVS 2.1.7). Errors in E2.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import {
  HOUR_MS,
  MemoryAttempts,
  MemoryBucket,
  admit,
  attemptGuard,
  clientIp,
  deny,
  hitWithFallback,
  withLimitProbe,
  type LimitOptions,
} from '../../http/rate-limit.js';
import {
  LOGIN_EMAIL_POLICY,
  LOGIN_IP_POLICY,
  type AttemptDecision,
} from '../../durable/attempt-policy.js';
import { respond } from '../../http/family-app.js';
import { signedInResponseSchema, signedOutResponseSchema } from '../shared/reference/responses.js';
import { parseJsonBody } from '../../http/input.js';
import {
  EmailTakenError,
  createUser,
  normaliseEmail,
  verifyPassword,
  type User,
} from '../../platform/accounts.js';
import { createSession, deleteSession } from '../../platform/sessions.js';
import { passwordProblem } from '../../platform/passwords.js';
import {
  checkCsrf,
  checkNotCrossSite,
  clearSessionCookie,
  sessionCookie,
  sessionToken,
} from '../shared/session.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** Failed sign-ins per email per hour admitted at once; past them, a short backoff (docs/security.md). */
export const LOGIN_FAILURES_PER_HOUR = LOGIN_EMAIL_POLICY.limit;
/** The failed-sign-in policy: its 429 carries Retry-After (an account route, not one of the spec's Family R buckets). */
const LOGIN_LIMIT: LimitOptions = {
  bucket: 'login-failures',
  limit: LOGIN_FAILURES_PER_HOUR,
  windowMs: HOUR_MS,
  retryAfter: true,
};

const emailSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'must be an email address' })),
);
export const signupSchema = lazySchema(() =>
  z
    .strictObject({
      email: real(emailSchema),
      password: z
        .string()
        .min(10, 'must have at least 10 characters')
        .max(256, 'must have at most 256 characters'),
    })
    .superRefine((b, ctx) => {
      const why = passwordProblem(b.password, b.email);
      if (why) ctx.addIssue({ code: 'custom', path: ['password'], message: why });
    }),
);
export const loginSchema = lazySchema(() =>
  z.strictObject({
    email: real(emailSchema),
    password: z.string().min(1).max(256),
  }),
);

function userBody(u: User) {
  return { id: u.id, email: u.email, createdAt: new Date(u.createdAt).toISOString() };
}

/**
 * Start a fresh session for `user` (a presented old session is ended: rotation on sign-in) and
 * answer the Set-Cookie value carrying it. Shared by the JSON routes and the sign-in pages.
 */
export async function startSession(
  c: Context<AppEnv>,
  user: User,
): Promise<{ setCookie: string; expiresAt: number }> {
  const old = sessionToken(c);
  if (old !== undefined) await deleteSession(c.env.DB, old);
  const now = Date.now();
  const s = await createSession(c.env.DB, user.id, now);
  return { setCookie: sessionCookie(s.token, s.expiresAt, now), expiresAt: s.expiresAt };
}

async function signedIn(c: Context<AppEnv>, user: User, status: number): Promise<Response> {
  const s = await startSession(c, user);
  return respond(
    c,
    signedInResponseSchema,
    { user: userBody(user), session: { expiresAt: new Date(s.expiresAt).toISOString() } },
    status,
    {
      'Set-Cookie': s.setCookie,
      'Cache-Control': 'no-store',
    },
  );
}

/** Create an account (409 EMAIL_TAKEN when the email has one). Shared by the JSON route and the sign-up page. */
/** New accounts per IP (docs/limits.md): enough for a household or an office, not for farming accounts and their keys. */
export const SIGNUP_LIMIT: LimitOptions = {
  bucket: 'signup-ip',
  limit: 20,
  windowMs: HOUR_MS,
  retryAfter: true,
};
const signupFallback = new MemoryBucket(SIGNUP_LIMIT.limit, SIGNUP_LIMIT.windowMs);

export async function registerAccount(
  c: Context<AppEnv>,
  email: string,
  password: string,
): Promise<User> {
  const { d } = await hitWithFallback(c.env, SIGNUP_LIMIT, clientIp(c), signupFallback);
  if (!d.allowed)
    throw deny(c, d, SIGNUP_LIMIT, {
      message: `email: at most ${SIGNUP_LIMIT.limit} new accounts an hour from one address; retry at ${new Date(d.resetAtMs).toISOString()}`,
      field: 'email',
    });
  admit(c, d, SIGNUP_LIMIT);
  try {
    return await createUser(c.env.DB, email, password, Date.now());
  } catch (err) {
    if (err instanceof EmailTakenError)
      throw new ApiError(
        409,
        'EMAIL_TAKEN',
        'email: an account with this email exists; sign in instead',
        { field: 'email' },
      );
    throw err;
  }
}

export async function postSignup(c: Context<AppEnv>): Promise<Response> {
  checkNotCrossSite(c);
  const body = await parseJsonBody(c, signupSchema);
  return signedIn(c, await registerAccount(c, body.email, body.password), 201);
}

const loginFallback = new MemoryAttempts();

/** 16 hex digits of SHA-256 of a client address (its limit key): the source of a sign-in attempt. */
async function addressDigest(address: string): Promise<string> {
  const d = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`login-source:${address}`)),
  );
  return [...d.subarray(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
/** The per-client-address policy as its RateLimit headers name it. */
const LOGIN_IP_LIMIT: LimitOptions = {
  bucket: 'login-ip',
  limit: LOGIN_IP_POLICY.limit,
  windowMs: LOGIN_IP_POLICY.windowMs,
  retryAfter: true,
};

function loginDenied(
  c: Context<AppEnv>,
  d: AttemptDecision,
  opts: LimitOptions,
  what: string,
): ApiError {
  const e = deny(c, d, opts);
  const resetIso = new Date(d.resetAtMs).toISOString();
  return new ApiError(
    e.status,
    e.code,
    `email: ${what}; retry in ${d.retryAfterS} s (at ${resetIso})`,
    { ...e.extra, field: 'email', hint: undefined },
  );
}

/**
 * Check an email and password under the sign-in limits (docs/security.md "Sign-in"). The attempt
 * is counted BEFORE the password is hashed, atomically, on two Durable Objects: one per client
 * address (LOGIN_IP_POLICY: 30 failures an hour, hard) and one per email (LOGIN_EMAIL_POLICY: 10
 * failures an hour at once, then one attempt at a time, each address after its own backoff of
 * 15 s doubling to 60 s, at most 100 failures an hour; a success clears its own address's
 * failures only). Attempts in flight count as failures, so no burst checks more than the
 * limits allow. An unknown email costs one hash and counts the same as a known one. 429 when a
 * limit refuses (even for the right password), 401 for a wrong pair. Without the durable limiter
 * the same policies run per isolate. Shared by the JSON route and the sign-in page.
 */
export async function authenticate(
  c: Context<AppEnv>,
  email: string,
  password: string,
): Promise<User> {
  const address = clientIp(c);
  const ipGuard = attemptGuard(c.env, `login-ip:${address}`, loginFallback);
  const emailGuard = attemptGuard(c.env, `login-email:${normaliseEmail(email)}`, loginFallback);
  const ip = await ipGuard.begin(LOGIN_IP_POLICY);
  if (!ip.allowed)
    throw loginDenied(c, ip, LOGIN_IP_LIMIT, 'too many failed sign-ins from this network address');
  // the email's object knows each attempt's source by a digest of the address, never the address
  const acct = await emailGuard.begin(LOGIN_EMAIL_POLICY, await addressDigest(address));
  if (!acct.allowed) {
    await ipGuard.settle(ip.ticket!, 'cancel', LOGIN_IP_POLICY);
    throw loginDenied(
      c,
      acct,
      LOGIN_LIMIT,
      acct.backoff
        ? 'too many failed sign-ins for this email: wait before the next try'
        : 'too many failed sign-ins for this email',
    );
  }
  let user: User | null;
  try {
    user = await verifyPassword(c.env.DB, email, password);
  } catch (err) {
    await Promise.all([
      ipGuard.settle(ip.ticket!, 'cancel', LOGIN_IP_POLICY),
      emailGuard.settle(acct.ticket!, 'cancel', LOGIN_EMAIL_POLICY),
    ]);
    throw err;
  }
  const outcome = user ? 'ok' : 'fail';
  await Promise.all([
    ipGuard.settle(ip.ticket!, outcome, LOGIN_IP_POLICY),
    emailGuard.settle(acct.ticket!, outcome, LOGIN_EMAIL_POLICY),
  ]);
  admit(c, acct, LOGIN_LIMIT);
  admit(c, ip, LOGIN_IP_LIMIT);
  if (!user)
    throw new ApiError(
      401,
      'INVALID_CREDENTIALS',
      'email or password: no account matches this email and password',
      { field: 'password' },
    );
  return user;
}

export async function postLogin(c: Context<AppEnv>): Promise<Response> {
  checkNotCrossSite(c);
  const body = await parseJsonBody(c, loginSchema);
  return signedIn(c, await authenticate(c, body.email, body.password), 200);
}

// a 405 on the sign-in path reports the network address's attempts, reserving none (the email's needs a body)
withLimitProbe(postLogin, async (c) =>
  admit(
    c,
    await attemptGuard(c.env, `login-ip:${clientIp(c)}`, loginFallback).peek(LOGIN_IP_POLICY),
    LOGIN_IP_LIMIT,
  ),
);

export async function postLogout(c: Context<AppEnv>): Promise<Response> {
  const token = sessionToken(c);
  if (token !== undefined) {
    checkCsrf(c);
    await deleteSession(c.env.DB, token);
  }
  return respond(c, signedOutResponseSchema, { signedOut: true }, 200, {
    'Set-Cookie': clearSessionCookie(),
    'Cache-Control': 'no-store',
  });
}
