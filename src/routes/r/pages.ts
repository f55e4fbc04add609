/**
 * @module Family R's sign-in pages (docs/accounts.md "Sign-in pages"): HTML forms that work
 * without JavaScript, so a person gets an API key with a browser alone.
 * - `GET /signup`, `POST /signup`; `GET /login`, `POST /login`: the account forms (303 to the
 *   dashboard with the session cookie on success);
 * - `GET /dashboard` (303 to /login when signed out; `GET /api/dashboard` renders the same page
 *   but answers 401 when signed out), `POST /dashboard/keys` (issue a key of family T, V, N or
 *   R2: 201 with the key shown once; 10 per hour per IP, the bucket of `POST /t/api/keys`),
 *   `POST /dashboard/keys/:id/revoke` (303 back);
 * - `POST /logout` (303 to /login, cookie cleared).
 * Every POST passes the Origin rule and a CSRF token (src/routes/r/form-csrf.ts). A refused form
 * is shown again with the ApiError's sentence naming the field, answered with the error's status
 * (400, 401, 403, 404, 409, 413, 415, 429) and its headers (Retry-After); the password is never
 * put back into the page. The account logic is the JSON routes' own (auth.ts, the key store).
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { readForm, validate } from '../../http/input.js';
import { userById, type User } from '../../platform/accounts.js';
import { KeyLimitError, ownerForUser } from '../../platform/api-keys.js';
import { ownerPlan } from '../../platform/payments.js';
import { listCharts } from '../../platform/charts.js';
import { issueAccountKey, listServiceKeys, revokeAccountKey } from '../../platform/service-keys.js';
import { deleteSession, type ActiveSession } from '../../platform/sessions.js';
import { authenticate, loginSchema, registerAccount, signupSchema, startSession } from './auth.js';
import {
  CSRF_FIELD,
  checkFormOrigin,
  checkPreSessionFormToken,
  checkSessionFormToken,
  preSessionFormToken,
  sessionFormToken,
} from './form-csrf.js';
import {
  authPage,
  dashboardPage,
  messagePage,
  pageCsp,
  type DashboardInput,
  type FormError,
  type Html,
  type NewKey,
} from './pages-html.js';
import { countKeyIssue } from '../shared/keys.js';
import {
  clearSessionCookie,
  currentSession,
  requireSession,
  sessionCookie,
  sessionToken,
} from '../shared/session.js';
import { lazySchema } from '../../http/lazy-schema.js';

/**
 * The pages' referrer policy. Not the family's `no-referrer`: under it Chromium sends `Origin: null`
 * with the pages' own form POSTs, and the Origin rule then rests on Sec-Fetch-Site alone, which
 * browsers send only to https (and loopback) origins and older browsers not at all. `same-origin`
 * sends the real Origin (and referrer) to this site only; other sites get none.
 */
const PAGE_REFERRER_POLICY = 'same-origin';

/** An HTML answer of the pages: no-store, the pages' CSP, and any cookies to set. */
async function htmlResponse(
  body: Html,
  status: number,
  headers: Record<string, string> = {},
  cookies: Array<string | undefined> = [],
): Promise<Response> {
  const h = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': await pageCsp(),
    'Referrer-Policy': PAGE_REFERRER_POLICY,
    ...headers,
  });
  for (const cookie of cookies) if (cookie !== undefined) h.append('Set-Cookie', cookie);
  return new Response(String(await body), { status, headers: h });
}

/** 303 See Other: the browser GETs `location` (post/redirect/get). */
function seeOther(location: string, cookies: Array<string | undefined> = []): Response {
  const h = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) if (cookie !== undefined) h.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers: h });
}

function formError(err: ApiError): FormError {
  return {
    status: err.status,
    message: err.message,
    ...(err.extra.field !== undefined ? { field: err.extra.field } : {}),
  };
}

/** The headers an error asks for (Retry-After, WWW-Authenticate); the page sets its own content type. */
function errorHeaders(err: ApiError): Record<string, string> {
  return { ...(err.extra.headers ?? {}) };
}

/** The new cookie when this request rotated the session token. */
function rotatedCookie(s: ActiveSession | null): string | undefined {
  return s?.rotated ? sessionCookie(s.rotated.token, s.rotated.expiresAt, Date.now()) : undefined;
}

/** The session token the browser holds after this answer (the rotated one, else the presented one). */
function currentToken(c: Context<AppEnv>, s: ActiveSession): string {
  return s.rotated?.token ?? sessionToken(c)!;
}

/** Query values the pages read; other keys (e.g. tracking parameters on a link) are ignored on pages. */
function queryValue(c: Context<AppEnv>, key: string): string | undefined {
  return new URL(c.req.url).searchParams.get(key) ?? undefined;
}

// ---------------------------------------------------------------- sign-up and sign-in

/** `GET /signup` and `GET /login`. */
export function getAuthPage(kind: 'login' | 'signup') {
  return async function authForm(c: Context<AppEnv>): Promise<Response> {
    const pre = preSessionFormToken(c);
    const s = await currentSession(c);
    const user = s ? await userById(c.env.DB, s.userId) : null;
    const notice =
      kind === 'login' && queryValue(c, 'signedOut') === '1' ? 'You are signed out.' : undefined;
    return htmlResponse(
      authPage({
        kind,
        base: c.get('basePath'),
        csrf: pre.token,
        ...(notice ? { notice } : {}),
        ...(user ? { signedInAs: user.email } : {}),
      }),
      200,
      {},
      [pre.setCookie, rotatedCookie(s)],
    );
  };
}

/** `POST /signup` and `POST /login`: on success 303 to the dashboard with a fresh session. */
export function postAuthForm(kind: 'login' | 'signup') {
  return async function authSubmit(c: Context<AppEnv>): Promise<Response> {
    const pre = preSessionFormToken(c);
    let email: string | undefined;
    try {
      checkFormOrigin(c);
      const form = await readForm(c);
      if (typeof form.email === 'string') email = form.email.slice(0, 254);
      checkPreSessionFormToken(c, form[CSRF_FIELD]);
      const { [CSRF_FIELD]: _csrf, ...fields } = form;
      let user: User;
      if (kind === 'signup') {
        const body = validate(signupSchema, fields);
        user = await registerAccount(c, body.email, body.password);
      } else {
        const body = validate(loginSchema, fields);
        user = await authenticate(c, body.email, body.password);
      }
      const session = await startSession(c, user);
      return seeOther(`${c.get('basePath')}/dashboard`, [session.setCookie]);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return htmlResponse(
        authPage({
          kind,
          base: c.get('basePath'),
          csrf: pre.token,
          ...(email !== undefined ? { email } : {}),
          error: formError(err),
        }),
        err.status,
        errorHeaders(err),
        [pre.setCookie],
      );
    }
  };
}

// ---------------------------------------------------------------- dashboard

/** A live session and its account. */
interface SignedIn {
  s: ActiveSession;
  user: User;
}

/**
 * The signed-in account, or null (no session, or the account was deleted meanwhile). The session
 * is resolved once per request: resolving rotates a due token, and only the first resolution
 * hands out the new one.
 */
async function signedInUser(
  c: Context<AppEnv>,
  given?: ActiveSession | null,
): Promise<SignedIn | null> {
  const s = given === undefined ? await currentSession(c) : given;
  if (!s) return null;
  const user = await userById(c.env.DB, s.userId);
  return user ? { s, user } : null;
}

async function dashboardResponse(
  c: Context<AppEnv>,
  who: SignedIn,
  extra: Partial<DashboardInput>,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  const nowMs = Date.now();
  const [keys, charts] = await Promise.all([
    listServiceKeys(c.env.DB, who.user, nowMs),
    listCharts(c.env.DB, who.user.id, 200, 0),
  ]);
  const plan = await ownerPlan(c.env.DB, await ownerForUser(c.env.DB, who.user, nowMs), nowMs);
  const input: DashboardInput = {
    base: c.get('basePath'),
    origin: new URL(c.get('baseUrl')).origin,
    email: who.user.email,
    csrf: await sessionFormToken(currentToken(c, who.s)),
    loadedAt: nowMs,
    keys,
    ...(plan ? { plan } : {}),
    charts: charts.charts,
    chartTotal: charts.total,
    ...extra,
  };
  return htmlResponse(dashboardPage(input), status, headers, [rotatedCookie(who.s)]);
}

/** A notice for `?revoked=<id>` after a revoke (only for a revoked key of this account). */
async function revokedNotice(c: Context<AppEnv>, user: User): Promise<string | undefined> {
  const id = queryValue(c, 'revoked');
  if (id === undefined) return undefined;
  const k = (await listServiceKeys(c.env.DB, user, Date.now())).find(
    (x) => x.id === id && x.status === 'revoked',
  );
  return k
    ? `Key ${k.prefix} (${k.family}, ${k.environment}) is revoked: calls with it are refused from now on.`
    : undefined;
}

/** `GET /dashboard`: the page, or 303 to the sign-in page when signed out. */
export async function getDashboardPage(c: Context<AppEnv>): Promise<Response> {
  const who = await signedInUser(c);
  if (!who) return seeOther(`${c.get('basePath')}/login`);
  const notice = await revokedNotice(c, who.user);
  return dashboardResponse(c, who, notice ? { notice } : {}, 200);
}

/** `GET /api/dashboard`: the same page; 401 NOT_SIGNED_IN (JSON) when signed out, as before. */
export async function getApiDashboardPage(c: Context<AppEnv>): Promise<Response> {
  const who = await signedInUser(c, await requireSession(c));
  if (!who)
    throw new ApiError(
      401,
      'NOT_SIGNED_IN',
      'session: the account of this session no longer exists',
      { field: 'cookie' },
    );
  return dashboardResponse(c, who, {}, 200);
}

const issueFormSchema = lazySchema(() =>
  z.strictObject({
    family: z.enum(['T', 'V', 'N', 'R2'], { message: 'must be one of T, V, N or R2' }),
    environment: z
      .enum(['production', 'sandbox'], { message: 'must be production or sandbox' })
      .default('production'),
    /** Unix ms when the dashboard was made (a hidden field): refuses a form sent twice */
    loadedAt: z.coerce.number().int().min(0).max(8.64e15).optional(),
  }),
);

/**
 * The checks every signed-in form shares: the Origin rule, a live session (401), the form body
 * (415, 413, 400) and the session's CSRF token (403). Answers the account and the other fields.
 */
async function signedInForm(
  c: Context<AppEnv>,
  found: (who: SignedIn) => void,
): Promise<{ who: SignedIn; fields: Record<string, string> }> {
  checkFormOrigin(c);
  const who = await signedInUser(c);
  if (who) found(who);
  if (!who)
    throw new ApiError(
      401,
      'NOT_SIGNED_IN',
      'session: you are signed out (the session ended or was never started); sign in and send the form again',
      { field: 'cookie' },
    );
  const form = await readForm(c);
  await checkSessionFormToken(form[CSRF_FIELD], sessionToken(c)!);
  const { [CSRF_FIELD]: _csrf, ...fields } = form;
  return { who, fields };
}

/** How a refused signed-in form is answered: 401 the sign-in page, 403 a bare message, else the dashboard with the error. */
async function signedInFormError(
  c: Context<AppEnv>,
  err: ApiError,
  known: SignedIn | undefined,
  chosen?: DashboardInput['chosen'],
): Promise<Response> {
  const base = c.get('basePath');
  if (err.status === 401) {
    const pre = preSessionFormToken(c);
    return htmlResponse(
      authPage({ kind: 'login', base, csrf: pre.token, error: formError(err) }),
      401,
      errorHeaders(err),
      [pre.setCookie],
    );
  }
  // A refused cross-site form gets no dashboard (and no fresh token) in its answer.
  if (err.status === 403)
    return htmlResponse(
      messagePage(base, 'The form was refused', err.message, {
        href: `${base}/dashboard`,
        text: 'Open the dashboard again',
      }),
      403,
      errorHeaders(err),
    );
  const who = known ?? (await signedInUser(c));
  if (!who)
    return htmlResponse(
      messagePage(base, 'The form was refused', err.message, {
        href: `${base}/login`,
        text: 'Sign in',
      }),
      err.status,
      errorHeaders(err),
    );
  return dashboardResponse(
    c,
    who,
    { error: formError(err), ...(chosen ? { chosen } : {}) },
    err.status,
    errorHeaders(err),
  );
}

/** `POST /dashboard/keys`: issue a key; 201 with the dashboard showing the key text once. */
export async function postDashboardKeyForm(c: Context<AppEnv>): Promise<Response> {
  let chosen: DashboardInput['chosen'];
  let known: SignedIn | undefined;
  try {
    const { who, fields } = await signedInForm(c, (w) => {
      known = w;
    });
    chosen = {
      ...(fields.family !== undefined ? { family: fields.family } : {}),
      ...(fields.environment !== undefined ? { environment: fields.environment } : {}),
    };
    const body = validate(issueFormSchema, fields);
    if (body.family === 'R2' && body.environment !== 'production') {
      throw new ApiError(
        400,
        'INVALID_FIELD',
        'environment: R2 service keys are production keys only; choose production, or a sandbox key of T, V or N',
        { field: 'environment' },
      );
    }
    const nowMs = Date.now();
    if (body.loadedAt !== undefined) {
      const since = (await listServiceKeys(c.env.DB, who.user, nowMs)).find(
        (k) => Date.parse(k.createdAt) >= body.loadedAt!,
      );
      if (since) {
        throw new ApiError(
          409,
          'FORM_ALREADY_SENT',
          `loadedAt: key ${since.prefix} (${since.family}, ${since.environment}) was issued after this page was loaded, so this form was probably sent twice (a reload or a double click); no other key was issued. Its text was shown once: if you did not copy it, revoke it and issue another`,
          { field: 'loadedAt' },
        );
      }
    }
    // issuing keys shares the bucket of every key-issuing route (src/routes/shared/keys.ts)
    await countKeyIssue(c, 'family');
    let issued;
    try {
      issued = await issueAccountKey(c.env.DB, who.user, body.family, body.environment, nowMs);
    } catch (err) {
      if (err instanceof KeyLimitError) {
        throw new ApiError(
          409,
          err.kind === 'live' ? 'KEY_LIMIT_REACHED' : 'KEY_ISSUE_LIMIT_REACHED',
          `family: ${err.message} of family ${body.family}; revoke one of them below, or reuse a key you hold`,
          { field: 'family', details: { count: err.count, limit: err.limit, kind: err.kind } },
        );
      }
      throw err;
    }
    const newKey: NewKey = {
      key: issued.issued.key,
      family: issued.issued.family,
      environment: issued.issued.environment,
      prefix: issued.issued.prefix,
      revoked: issued.revoked,
    };
    return dashboardResponse(c, who, { newKey, chosen }, 201);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return signedInFormError(c, err, known, chosen);
  }
}

/** `POST /dashboard/keys/:id/revoke`: 303 back to the dashboard; another account's key is 404. */
export async function postRevokeKeyForm(c: Context<AppEnv>): Promise<Response> {
  let known: SignedIn | undefined;
  try {
    const { who, fields } = await signedInForm(c, (w) => {
      known = w;
    });
    validate(z.strictObject({}), fields);
    const id = c.req.param('id') ?? '';
    const r = await revokeAccountKey(c.env.DB, who.user, id, Date.now());
    if (r.outcome === 'not-found')
      throw new ApiError(404, 'KEY_NOT_FOUND', `id: no key ${id.slice(0, 40)} in this account`, {
        field: 'id',
      });
    if (r.outcome === 'already-revoked')
      throw new ApiError(409, 'KEY_REVOKED', `id: key ${r.key.prefix} is already revoked`, {
        field: 'id',
      });
    return seeOther(`${c.get('basePath')}/dashboard?revoked=${r.key.id}`, [rotatedCookie(who.s)]);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return signedInFormError(c, err, known);
  }
}

/** `POST /logout`: ends the session (with the session's token) and 303 to the sign-in page. */
export async function postLogoutForm(c: Context<AppEnv>): Promise<Response> {
  const base = c.get('basePath');
  try {
    checkFormOrigin(c);
    const token = sessionToken(c);
    if (token !== undefined) {
      const form = await readForm(c);
      await checkSessionFormToken(form[CSRF_FIELD], token);
      await deleteSession(c.env.DB, token);
    }
    return seeOther(`${base}/login?signedOut=1`, [clearSessionCookie()]);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return htmlResponse(
      messagePage(base, 'Sign-out refused', err.message, {
        href: `${base}/dashboard`,
        text: 'Open the dashboard and sign out from there',
      }),
      err.status,
      errorHeaders(err),
    );
  }
}
