/**
 * @module Bearer-key authentication and quotas for the keyed families (docs/keys.md), shared by
 * T, V and N. `hono/bearer-auth` reads `Authorization: Bearer <key>` (Family T also takes the key
 * bare in `X-API-Key`); the key is looked up in the one key store; then the family, the tier the
 * route needs and the key's KeyQuota object decide:
 * - missing, malformed, unknown or revoked key: 401 with `WWW-Authenticate: Bearer`;
 * - a key of another family, or a tier below the route's: 403 naming what is needed;
 * - the rate bucket empty or the period's quota used up: 429 with Retry-After in seconds.
 * Every decision is recorded, so every answer carries `RateLimit-Policy`/`RateLimit` (rate and
 * period) and the legacy `X-RateLimit-*` pair. Errors go through the one renderer.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { API_KEY_HEADER, lookupKey, quotaCounterName } from '../platform/api-keys.js';
import {
  policyFor,
  tierAtLeast,
  TIERS,
  type KeyFamily,
  type KeyPolicy,
  type TierId,
} from '../platform/tiers.js';
import type { QuotaDecision } from '../durable/key-quota.js';
import type { AppEnv, RequestKey } from './context.js';
export type { RequestKey } from './context.js';
import { ApiError, renderError } from './errors.js';
import { AUTH_REALM } from './family-app.js';
import { admit, type LimitOptions } from './rate-limit.js';
import type { ErrorCode } from './error-codes.js';

/** Where to get a key, per family (named in 401 and 403 messages). */
export const KEY_ISSUE_ROUTE: Readonly<Record<KeyFamily, string>> = {
  T: 'POST /t/api/keys',
  V: 'POST /v1/keys/sandbox (or POST /v1/keys)',
  N: 'POST /n/api/keys',
  R2: 'POST /api/dashboard/keys',
};

export interface KeyAuthOptions {
  family: Exclude<KeyFamily, 'R2'>;
  /** lowest tier the route serves (default starter) */
  tier?: TierId;
  /** without an Authorization header the request goes on anonymously (Family N's free beta) */
  optional?: boolean;
  /**
   * 'call' (default): one unit per call; 'deferred': the handler charges with chargeKey() (bulk:
   * one unit per birth); 'none': key management and usage, which count nothing but still report
   * the key's state in the RateLimit headers
   */
  charge?: 'call' | 'deferred' | 'none';
  /** checks of the family that may refuse the call before it is counted (e.g. Pro-only options) */
  before?: (c: Context<AppEnv>, key: RequestKey) => void;
}

const CHALLENGE = `Bearer realm="${AUTH_REALM}"`;
const challenge = (error: string, description: string) =>
  `${CHALLENGE}, error="${error}", error_description="${description.replace(/["\\]/g, '')}"`;

function unauthorized(
  c: Context<AppEnv>,
  code: ErrorCode,
  message: string,
  error?: string,
  field = 'authorization',
): Response {
  return renderError(
    c,
    new ApiError(401, code, message, {
      field,
      headers: { 'WWW-Authenticate': error ? challenge(error, message) : CHALLENGE },
    }),
  );
}

/**
 * The families that also take the key bare in `X-API-Key` (Family T, for clients that cannot set
 * Authorization); `Authorization: Bearer` wins when both are sent. The key is the same key, and
 * stays family-scoped.
 */
const API_KEY_HEADER_FAMILIES: ReadonlySet<KeyFamily> = new Set(['T']);

/** The policy names reported in RateLimit-Policy. */
function limitOptions(policy: KeyPolicy, which: 'rate' | 'quota'): LimitOptions {
  return which === 'rate'
    ? { bucket: 'rate', limit: policy.rate.capacity, windowMs: 0, retryAfter: true }
    : { bucket: policy.period, limit: policy.quota ?? 0, windowMs: 0, retryAfter: true };
}

/**
 * Count `units` on the request's key (one KeyQuota call) and record both decisions; throws the
 * 429 when refused. Used by keyAuth, and by handlers that charge per item (bulk).
 */
export async function chargeKey(
  c: Context<AppEnv>,
  units: number,
  mode: 'consume' | 'peek' = 'consume',
): Promise<QuotaDecision | undefined> {
  const key = c.get('apiKey');
  if (!key) return undefined;
  const ns = (c.env as Partial<Env>).KEY_QUOTA;
  // keys without their counters would be unlimited keys: refuse rather than serve uncounted
  if (!ns)
    throw new ApiError(
      503,
      'QUOTA_STORE_UNAVAILABLE',
      'authorization: the key quota store (KEY_QUOTA Durable Object) is not configured on this deployment',
      { field: 'authorization' },
    );
  // the owner's counter on this family and environment, whichever of its keys calls
  const counter = ns.get(ns.idFromName(quotaCounterName(key.record)));
  const req = { units, period: key.policy.period, quota: key.policy.quota, rate: key.policy.rate };
  const d = mode === 'consume' ? await counter.consume(req) : await counter.peek(req);
  // most restrictive first in the headers: the one that refused, else the quota
  if (d.quota) admit(c, d.quota, limitOptions(key.policy, 'quota'));
  admit(c, d.rate, limitOptions(key.policy, 'rate'));
  if (!d.allowed && mode === 'consume') {
    if (d.deniedBy === 'rate') {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `authorization: this key's rate limit (${key.policy.rate.capacity} calls, refilled at ${key.policy.rate.refillPerMinute} per minute) is used up; retry in ${d.rate.retryAfterS} s`,
        {
          field: 'authorization',
          details: { retryAfterSeconds: d.rate.retryAfterS, policy: 'rate' },
          headers: { 'Retry-After': String(d.rate.retryAfterS) },
        },
      );
    }
    const q = d.quota!;
    const resetIso = new Date(q.resetAtMs).toISOString();
    throw new ApiError(
      429,
      'QUOTA_EXCEEDED',
      `authorization: the ${key.policy.period}ly quota of this key's owner of ${q.limit} calls${units > 1 ? ` has room for ${q.remaining}, not ${units}` : ' is used up'}; it resets at ${resetIso}`,
      {
        field: 'authorization',
        details: {
          resetAt: resetIso,
          quota: q.limit,
          used: d.used,
          requested: units,
          policy: key.policy.period,
        },
        headers: { 'Retry-After': String(q.retryAfterS) },
      },
    );
  }
  return d;
}

/** 403 TIER_REQUIRED unless the key's tier is `needed` or above. */
export function requireTier(key: RequestKey, needed: TierId, what: string, field: string): void {
  if (tierAtLeast(key.record.tier, needed)) return;
  throw new ApiError(
    403,
    'TIER_REQUIRED',
    `${field}: ${what} needs the ${TIERS[needed].name} tier or above; this key is ${TIERS[key.record.tier].name}`,
    {
      field,
      details: { requiredTier: needed, keyTier: key.record.tier },
      headers: {
        'WWW-Authenticate': challenge(
          'insufficient_scope',
          `the ${TIERS[needed].name} tier is required`,
        ),
      },
    },
  );
}

/** Middleware: authenticate a bearer key of `opts.family`, check the tier, charge one call. */
export function keyAuth(opts: KeyAuthOptions): MiddlewareHandler<AppEnv> {
  const needed = opts.tier ?? 'starter';
  const viaApiKeyHeader = API_KEY_HEADER_FAMILIES.has(opts.family);
  const missingHint = viaApiKeyHeader
    ? `send Authorization: Bearer <key> (or ${API_KEY_HEADER}: <key>)`
    : 'send Authorization: Bearer <key>';
  /** hono's bearer middleware on one header: Authorization with the Bearer scheme, or X-API-Key bare */
  const reader = (headerName: 'authorization' | typeof API_KEY_HEADER) => {
    const field = headerName;
    const bare = headerName === API_KEY_HEADER;
    return bearerAuth<AppEnv>({
      realm: AUTH_REALM,
      headerName,
      prefix: bare ? '' : 'Bearer',
      verifyToken: async (token, c) => {
        const found = await lookupKey(c.env.DB, token);
        c.set('apiKeyLookup', found.ok ? 'ok' : found.reason);
        if (found.ok)
          c.set('apiKey', {
            record: found.record,
            policy: policyFor(
              found.record.family,
              found.record.environment,
              found.record.tier,
              found.record.monthlyQuota,
            ),
          });
        return found.ok;
      },
      noAuthenticationHeader: {
        message: (c) =>
          unauthorized(
            c,
            'API_KEY_MISSING',
            `authorization: ${missingHint}; ${KEY_ISSUE_ROUTE[opts.family]} issues one`,
          ),
      },
      invalidAuthenticationHeader: {
        message: (c) =>
          unauthorized(
            c,
            'API_KEY_MALFORMED',
            bare
              ? `${field}: expected the key alone, sk_live_<id>_<secret> (or sk_test_ for a sandbox key)`
              : 'authorization: expected "Bearer sk_live_<id>_<secret>" (or sk_test_ for a sandbox key)',
            'invalid_request',
            field,
          ),
      },
      invalidToken: {
        message: (c) => {
          switch (c.get('apiKeyLookup')) {
            case 'malformed':
              return unauthorized(
                c,
                'API_KEY_MALFORMED',
                `${field}: a key is sk_live_ or sk_test_, 16 hex digits, _ and 64 hex digits`,
                'invalid_token',
                field,
              );
            case 'revoked':
              return unauthorized(
                c,
                'API_KEY_REVOKED',
                `${field}: this key was revoked; use its replacement or issue a new one`,
                'invalid_token',
                field,
              );
            default:
              return unauthorized(
                c,
                'API_KEY_INVALID',
                `${field}: no such key`,
                'invalid_token',
                field,
              );
          }
        },
      },
    });
  };
  const bearer = reader('authorization');
  const apiKeyHeader = viaApiKeyHeader ? reader(API_KEY_HEADER) : undefined;
  return async function keyAuthMiddleware(c, next) {
    c.set('routeAuth', opts.optional ? 'bearer-optional' : 'bearer');
    const useApiKeyHeader =
      apiKeyHeader !== undefined &&
      c.req.header('authorization') === undefined &&
      c.req.header(API_KEY_HEADER) !== undefined;
    if (opts.optional && c.req.header('authorization') === undefined && !useApiKeyHeader)
      return next();
    await (useApiKeyHeader ? apiKeyHeader : bearer)(c, async () => {
      const key = c.get('apiKey')!;
      const field = useApiKeyHeader ? API_KEY_HEADER : 'authorization';
      if (key.record.family !== opts.family) {
        throw new ApiError(
          403,
          'KEY_WRONG_FAMILY',
          `${field}: this is a Family ${key.record.family} key; Family ${opts.family} routes need a Family ${opts.family} key (${KEY_ISSUE_ROUTE[opts.family]})`,
          {
            field,
            details: { keyFamily: key.record.family, requiredFamily: opts.family },
            headers: {
              'WWW-Authenticate': challenge(
                'insufficient_scope',
                `a Family ${opts.family} key is required`,
              ),
            },
          },
        );
      }
      requireTier(key, needed, 'this route', field);
      opts.before?.(c, key);
      const charge = opts.charge ?? 'call';
      if (charge !== 'deferred') await chargeKey(c, 1, charge === 'call' ? 'consume' : 'peek');
      await next();
    });
  };
}
