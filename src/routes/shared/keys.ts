/**
 * @module Keys of the keyed families (docs/keys.md), served by Families T, V and N and the
 * dashboard pages of Family R:
 * - `POST /api/keys` {email, environment?}: a Starter key at once, no card. Who owns it: the
 *   owner of the T key sent as Bearer, else the signed-in R account (session cookie), else a new
 *   owner for that email. An email holds at most 3 live keys per family (409 with its count past
 *   that) and is issued at most 10 keys in 30 days; 10 issuances per hour per IP.
 * - `GET /api/keys`: the owner's keys (Bearer). `DELETE /api/keys/:id` revokes and
 *   `POST /api/keys/:id/rotate` replaces a key of the same owner (the new key keeps the month's
 *   counters). Scopes (issue 23.4): the owner's R session manages every key of the owner; a Bearer
 *   key manages only keys of its own family, a sandbox key only sandbox keys (issuing included),
 *   an R2 service key none (403 KEY_SCOPE_INSUFFICIENT). Another owner's key id answers 404.
 *   The limits are checked inside the INSERT, so they hold under concurrent requests; two
 *   concurrent rotations of one key issue one key (the other answers 409).
 * - `GET /api/usage`: the key's month so far. `GET /api/attribution`: the Starter attribution terms.
 * - `POST /api/admin/keys/:id/tier`: operator action (X-Admin-Token = ADMIN_TOKEN) setting the
 *   tier and custom monthly volume of a key's owner; 503 without the secret.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { parseJsonBody } from '../../http/input.js';
import {
  HOUR_MS,
  admit,
  clientIp,
  deny,
  hitWithFallback,
  fallbackFor,
  limitFromVar,
  type LimitOptions,
} from '../../http/rate-limit.js';
import {
  KeyAlreadyReplacedError,
  KeyLimitError,
  createOwner,
  issueKey,
  keyOfOwner,
  keyView,
  listOwnerKeys,
  liveKeyCount,
  ownerForUser,
  quotaCounterName,
  revokeKey,
  setOwnerTier,
  type KeyRecord,
} from '../../platform/api-keys.js';
import { userById } from '../../platform/accounts.js';
import { constantTimeEqual } from '../../platform/crypto.js';
import { MAX_LIVE_KEYS_PER_EMAIL, TIERS, TIER_IDS, type KeyFamily } from '../../platform/tiers.js';
import { checkCsrf, currentSession } from './session.js';
import { API_KEY_HEADER, lookupKey } from '../../platform/api-keys.js';
import { ATTRIBUTION_TEXT, attributionUrl } from './attribution.js';
import { ownerPlan } from '../../platform/payments.js';
import * as R from './key-responses.js';
import { lazySchema } from '../../http/lazy-schema.js';

/**
 * Keys issued per hour from one network address, across every route that issues keys
 * (`POST /t/api/keys`, `/v1/keys`, `/v1/keys/sandbox`, `/n/api/keys`, `POST /api/dashboard/keys`
 * and the dashboard page's form): 10, unless the `KEY_ISSUE_LIMIT_PER_HOUR` var sets another
 * (local development: `.dev.vars`; docs/keys.md).
 */
export const KEY_ISSUE_LIMIT: LimitOptions = {
  bucket: 'keys-issue',
  limit: 10,
  windowMs: HOUR_MS,
  retryAfter: true,
};
/** The var that sets the hourly key-issuing limit (a whole number 1 to 100,000; anything else keeps 10). */
export const KEY_ISSUE_LIMIT_VAR = 'KEY_ISSUE_LIMIT_PER_HOUR';

/** The key-issuing limit of this deployment: KEY_ISSUE_LIMIT, or the limit the var sets. */
export function keyIssueLimit(env: Env): LimitOptions {
  return limitFromVar(env, KEY_ISSUE_LIMIT, KEY_ISSUE_LIMIT_VAR);
}

/**
 * One key issued from the caller's address: counted on the shared bucket; past the limit the 429
 * names the limit, the routes that share it and the instant the next key can be issued.
 */
export async function countKeyIssue(c: Context<AppEnv>, field?: string): Promise<void> {
  const opts = keyIssueLimit(c.env);
  const { d } = await hitWithFallback(c.env, opts, clientIp(c), fallbackFor(opts));
  if (!d.allowed) {
    const resetIso = new Date(d.resetAtMs).toISOString();
    const minutes = Math.max(1, Math.ceil((d.resetAtMs - Date.now()) / 60_000));
    throw deny(c, d, opts, {
      message: `${field ? `${field}: ` : ''}key issuing is limited to ${opts.limit} keys per hour from one network address, shared by every route that issues keys (POST /t/api/keys, /v1/keys, /v1/keys/sandbox, /n/api/keys and the dashboard); the next key can be issued at ${resetIso} (in ${minutes} minute${minutes === 1 ? '' : 's'})`,
      hint: `Reuse a key you already hold (GET /t/api/keys lists them), or retry after Retry-After seconds. A local deployment can raise the limit with ${KEY_ISSUE_LIMIT_VAR} (docs/keys.md).`,
      ...(field ? { field } : {}),
    });
  }
  admit(c, d, opts);
}
const NO_STORE = { 'Cache-Control': 'no-store' };

export const issueKeyBodySchema = lazySchema(() =>
  z.strictObject({
    email: z.email().max(254),
    environment: z.enum(['production', 'sandbox']).optional(),
  }),
);

/**
 * Who may manage keys on this request, and which keys: the owner's R session manages all of the
 * owner's keys; a Bearer key manages only keys of its own family, and a sandbox key only sandbox
 * keys. R2 service keys manage nothing here (the dashboard does). A key of another family than
 * `family` (the family whose key is being issued) is refused with 403.
 */
export interface KeyScope {
  ownerId: string;
  via: 'key' | 'session';
  key?: KeyRecord;
  family: KeyFamily | null;
  sandboxOnly: boolean;
}

async function managingOwner(
  c: Context<AppEnv>,
  required: boolean,
  family?: KeyFamily,
): Promise<KeyScope | null> {
  // Family T also takes its key bare in X-API-Key (src/http/api-key-auth.ts); Authorization wins
  const bare =
    c.req.header('authorization') === undefined && c.get('family') === 'T'
      ? c.req.header(API_KEY_HEADER)
      : undefined;
  const auth = bare !== undefined ? `Bearer ${bare}` : c.req.header('authorization');
  const field = bare !== undefined ? API_KEY_HEADER : 'authorization';
  if (auth !== undefined) {
    const m = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    const found = m ? await lookupKey(c.env.DB, m[1]!) : null;
    if (!found?.ok) {
      const code =
        !m || found?.reason === 'malformed'
          ? 'API_KEY_MALFORMED'
          : found?.reason === 'revoked'
            ? 'API_KEY_REVOKED'
            : 'API_KEY_INVALID';
      throw new ApiError(401, code, `${field}: the key is malformed, unknown or revoked`, {
        field,
      });
    }
    const k = found.record;
    if (k.family === 'R2')
      throw scopeError(
        'an R2 service key does not manage keys; sign in and use the dashboard (POST /api/dashboard/keys)',
      );
    if (family !== undefined && k.family !== family)
      throw scopeError(
        `a ${k.family} key manages only ${k.family} keys; send a live ${family} key of this owner, or sign in`,
      );
    return {
      ownerId: k.ownerId,
      via: 'key',
      key: k,
      family: k.family,
      sandboxOnly: k.environment === 'sandbox',
    };
  }
  const s = await currentSession(c);
  if (s) {
    checkCsrf(c);
    const user = await userById(c.env.DB, s.userId);
    if (user)
      return {
        ownerId: await ownerForUser(c.env.DB, user, Date.now()),
        via: 'session',
        family: null,
        sandboxOnly: false,
      };
  }
  if (required)
    throw new ApiError(
      401,
      'API_KEY_MISSING',
      'authorization: send Authorization: Bearer <a key of this owner>, or sign in (R account session)',
      { field: 'authorization' },
    );
  return null;
}

function scopeError(message: string): ApiError {
  return new ApiError(403, 'KEY_SCOPE_INSUFFICIENT', `authorization: ${message}`, {
    field: 'authorization',
  });
}

/** True when a key lies within what the scope may manage. */
function inScope(scope: KeyScope, k: KeyRecord): boolean {
  return (
    (scope.family === null || k.family === scope.family) &&
    (!scope.sandboxOnly || k.environment === 'sandbox')
  );
}

export const emailOnlyBodySchema = lazySchema(() => z.strictObject({ email: z.email().max(254) }));

/**
 * Issue a key of `family` (T here; V and N mount the same handler with theirs). With `environment`
 * fixed (V's `POST /v1/keys/sandbox`) the body is just {email}.
 */
export function postKeys(
  family: Exclude<KeyFamily, 'R2'>,
  fixed?: { environment: 'production' | 'sandbox' },
) {
  return async function issue(c: Context<AppEnv>): Promise<Response> {
    await countKeyIssue(c);
    const body: { email: string; environment?: 'production' | 'sandbox' | undefined } = fixed
      ? { ...(await parseJsonBody(c, emailOnlyBodySchema)), environment: fixed.environment }
      : await parseJsonBody(c, issueKeyBodySchema);
    const nowMs = Date.now();
    const who = await managingOwner(c, false, family);
    const environment = body.environment ?? 'production';
    if (who?.sandboxOnly && environment !== 'sandbox')
      throw scopeError(
        'a sandbox key issues only sandbox keys; send a live key of this owner, or sign in',
      );
    const ownerId = who?.ownerId ?? (await createOwner(c.env.DB, body.email, nowMs));
    let issued;
    try {
      issued = await issueKey(c.env.DB, { ownerId, family, environment, nowMs });
    } catch (err) {
      if (err instanceof KeyLimitError) {
        throw new ApiError(
          409,
          err.kind === 'live' ? 'KEY_LIMIT_REACHED' : 'KEY_ISSUE_LIMIT_REACHED',
          `email: ${err.message}; revoke one (DELETE ${c.get('basePath')}/api/keys/{id}) or reuse an existing key`,
          {
            field: 'email',
            details: { count: err.count, limit: err.limit, kind: err.kind },
          },
        );
      }
      throw err;
    }
    const live = await liveKeyCount(c.env.DB, issued.record.email, family);
    return respond(
      c,
      R.tKeyIssuedResponse,
      {
        key: issued.key,
        ...keyView(issued.record),
        live_keys_for_email: live,
        max_live_keys_for_email: Math.max(
          MAX_LIVE_KEYS_PER_EMAIL,
          TIERS[issued.record.tier].maxLiveKeys,
        ),
        note: `The key is shown only now; store it. Send it as Authorization: Bearer <key>. ${environment === 'sandbox' ? 'Sandbox keys compute real results on the sandbox quota and deliver webhooks only to a registered test receiver.' : ''}`.trim(),
      },
      201,
      NO_STORE,
    );
  };
}

export async function getKeys(c: Context<AppEnv>): Promise<Response> {
  const who = (await managingOwner(c, true))!;
  return respond(
    c,
    R.tKeysResponse,
    {
      keys: (await listOwnerKeys(c.env.DB, who.ownerId))
        .filter((k) => inScope(who, k))
        .map(keyView),
    },
    200,
    NO_STORE,
  );
}

async function ownedKey(c: Context<AppEnv>): Promise<KeyRecord> {
  const who = (await managingOwner(c, true))!;
  const id = c.req.param('id') ?? '';
  const key = /^[0-9a-f]{16}$/.test(id) ? await keyOfOwner(c.env.DB, who.ownerId, id) : null;
  if (!key)
    throw new ApiError(404, 'KEY_NOT_FOUND', `id: no key ${id.slice(0, 40)} of this owner`, {
      field: 'id',
    });
  if (!inScope(who, key)) {
    throw scopeError(
      who.sandboxOnly && key.environment !== 'sandbox'
        ? 'a sandbox key manages only sandbox keys'
        : `a ${who.family} key manages only ${who.family} keys`,
    );
  }
  return key;
}

export async function deleteKey(c: Context<AppEnv>): Promise<Response> {
  const key = await ownedKey(c);
  await revokeKey(c.env.DB, key.id, Date.now());
  const after = (await keyOfOwner(c.env.DB, key.ownerId, key.id))!;
  return respond(c, R.tKeyRevokedResponse, { revoked: true, key: keyView(after) }, 200, NO_STORE);
}

export async function rotateKey(c: Context<AppEnv>): Promise<Response> {
  const key = await ownedKey(c);
  if (key.status !== 'active')
    throw new ApiError(
      409,
      'KEY_REVOKED',
      `id: key ${key.id} is revoked; issue a new one instead`,
      { field: 'id' },
    );
  let issued;
  try {
    issued = await issueKey(c.env.DB, {
      ownerId: key.ownerId,
      family: key.family,
      environment: key.environment,
      nowMs: Date.now(),
      inherit: key,
    });
  } catch (err) {
    if (err instanceof KeyAlreadyReplacedError)
      throw new ApiError(
        409,
        'KEY_REVOKED',
        `id: key ${key.id} was revoked or rotated by another request; issue a new one instead`,
        { field: 'id' },
      );
    throw err;
  }
  const live = await liveKeyCount(c.env.DB, issued.record.email, key.family);
  return respond(
    c,
    R.tKeyIssuedResponse,
    {
      key: issued.key,
      ...keyView(issued.record),
      live_keys_for_email: live,
      max_live_keys_for_email: Math.max(
        MAX_LIVE_KEYS_PER_EMAIL,
        TIERS[issued.record.tier].maxLiveKeys,
      ),
      note: `Key ${key.id} is revoked and replaced by this one, which keeps its counters. The key is shown only now.`,
    },
    201,
    NO_STORE,
  );
}

export async function getUsage(c: Context<AppEnv>): Promise<Response> {
  const key = c.get('apiKey')!;
  const ns = c.env.KEY_QUOTA;
  const u = await ns.get(ns.idFromName(quotaCounterName(key.record))).usage();
  const monthlyQuota = key.policy.period === 'month' ? key.policy.quota : null;
  const plan = await ownerPlan(c.env.DB, key.record.ownerId, Date.now());
  return respond(
    c,
    R.tUsageResponse,
    {
      key: keyView(key.record),
      plan: {
        tier: key.record.tier,
        source: plan?.source ?? 'default',
        until: plan?.until ?? null,
        owner_ref: key.record.ownerId,
        subscription: plan?.subscription
          ? {
              id: plan.subscription.id,
              status: plan.subscription.status,
              paid_until: plan.subscription.paidUntil,
            }
          : null,
      },
      policy: {
        period: key.policy.period,
        quota: key.policy.quota,
        rate: {
          capacity: key.policy.rate.capacity,
          refill_per_minute: key.policy.rate.refillPerMinute,
        },
      },
      month: {
        period: u.month.period,
        calls: u.month.units,
        denied: u.month.denied,
        quota: monthlyQuota,
        remaining: monthlyQuota === null ? null : Math.max(0, monthlyQuota - u.month.units),
        resets_at: new Date(u.month.endMs).toISOString(),
      },
      days: u.days.map((d) => ({ day: d.day, calls: d.units, denied: d.denied })),
    },
    200,
    NO_STORE,
  );
}

export async function getAttribution(c: Context<AppEnv>): Promise<Response> {
  const url = attributionUrl(c);
  return respond(
    c,
    R.tAttributionResponse,
    {
      text: ATTRIBUTION_TEXT,
      html: `<a href="${url}">${ATTRIBUTION_TEXT}</a>`,
      required_on: ['starter'],
      note: 'Apps on the Starter tier show this text (or the HTML) near the results they display. Pro and Enterprise need no attribution.',
    },
    200,
    { 'Cache-Control': 'public, max-age=86400' },
  );
}

export const adminTierBodySchema = lazySchema(() =>
  z.strictObject({
    tier: z.enum(TIER_IDS),
    /** custom monthly volume (Enterprise); null or absent: the tier's */
    monthly_quota: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
  }),
);

export async function postAdminTier(c: Context<AppEnv>): Promise<Response> {
  const secret = (c.env as unknown as { ADMIN_TOKEN?: string }).ADMIN_TOKEN;
  if (!secret)
    throw new ApiError(
      503,
      'ADMIN_NOT_CONFIGURED',
      'admin: ADMIN_TOKEN is not configured; tiers are set by subscription events only',
      { field: 'x-admin-token' },
    );
  const given = c.req.header('x-admin-token') ?? '';
  const enc = new TextEncoder();
  if (!constantTimeEqual(enc.encode(given), enc.encode(secret)))
    throw new ApiError(401, 'ADMIN_TOKEN_INVALID', 'x-admin-token: missing or wrong', {
      field: 'x-admin-token',
      headers: { 'WWW-Authenticate': 'AdminToken realm="jyotisha", header="x-admin-token"' },
    });
  const body = await parseJsonBody(c, adminTierBodySchema);
  const id = c.req.param('id') ?? '';
  const row = /^[0-9a-f]{16}$/.test(id)
    ? await c.env.DB.prepare('SELECT owner_id FROM api_keys WHERE id = ?')
        .bind(id)
        .first<{ owner_id: string }>()
    : null;
  if (!row)
    throw new ApiError(404, 'KEY_NOT_FOUND', `id: no key ${id.slice(0, 40)}`, { field: 'id' });
  const quota = body.tier === 'enterprise' ? (body.monthly_quota ?? null) : null;
  await setOwnerTier(c.env.DB, row.owner_id, body.tier, quota);
  return respond(
    c,
    R.tAdminTierResponse,
    {
      owner: { tier: body.tier, monthly_quota: quota },
      keys: (await listOwnerKeys(c.env.DB, row.owner_id)).map(keyView),
    },
    200,
    NO_STORE,
  );
}
