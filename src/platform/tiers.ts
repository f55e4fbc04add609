/**
 * @module The tiers as data (docs/keys.md, docs/limits.md): one table read by the key middleware,
 * the usage route and the docs test. Quotas count calls per period (Families T and V per
 * calendar month in UTC, Family N per UTC day); the rate limit is a token bucket per key (capacity
 * tokens, refilled continuously at `refillPerMinute`). Sandbox keys answer real results but count
 * against the sandbox row whatever the owner's tier, and deliver webhooks only to a registered
 * test receiver.
 */

export const TIER_IDS = ['starter', 'pro', 'enterprise'] as const;
export type TierId = (typeof TIER_IDS)[number];
export type KeyFamily = 'T' | 'V' | 'N' | 'R2';
export type KeyEnvironment = 'production' | 'sandbox';

/** A token bucket: `capacity` calls at once, refilled at `refillPerMinute`. */
export interface RatePolicy {
  capacity: number;
  refillPerMinute: number;
}

export interface TierRow {
  id: TierId;
  name: string;
  /** calls per calendar month (UTC) on Families T and V; null = unlimited */
  monthlyCalls: number | null;
  /** calls per UTC day on Family N; null = unlimited */
  dailyCallsN: number | null;
  rate: RatePolicy;
  /** responses carry the attribution field and Link header (spec: "Starter requires attribution") */
  attribution: boolean;
  /** Pro-only features: bulk, save, trace, engine pinning, outbound webhooks */
  proFeatures: boolean;
  /** live (production) keys an owner may hold per family at once */
  maxLiveKeys: number;
  /** the availability commitment of the tier, if any (spec: Enterprise "99.9% SLA"; docs/keys.md "SLA") */
  sla: Sla | null;
}

/**
 * An availability commitment: the share of a calendar month (UTC) in which the covered routes
 * answer, as the recorded status probes measure it (src/platform/status-history.ts). docs/keys.md "SLA" states what it covers and excludes.
 */
export interface Sla {
  monthlyAvailabilityPct: number;
  period: 'calendar month (UTC)';
  covers: string;
  measuredBy: string;
}

/** The Enterprise tier's commitment (spec "Family T tiers": Enterprise "99.9% SLA"). */
export const ENTERPRISE_SLA: Sla = {
  monthlyAvailabilityPct: 99.9,
  period: 'calendar month (UTC)',
  covers:
    'every keyed route of Families T, V and N called with an Enterprise production key: answered without a 5xx (a 4xx for bad input, a refused key or a spent quota counts as available); not sandbox keys, the open Family R routes or scheduled maintenance announced 72 hours ahead',
  measuredBy:
    'GET /p/api/status/history?month=YYYY-MM: every minute a cron run probes KV, D1 and the Durable Object as GET /p/api/status?verbose=1 does and records the result; a minute is down when its probe failed or no probe was recorded for it (minutes before the first probe ever recorded are not measured); 99.9% allows 43 minutes down in a 30-day month',
};

export const TIERS: Readonly<Record<TierId, TierRow>> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    monthlyCalls: 10_000,
    dailyCallsN: 10_000,
    rate: { capacity: 60, refillPerMinute: 60 },
    attribution: true,
    proFeatures: false,
    maxLiveKeys: 3,
    sla: null,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyCalls: 250_000,
    dailyCallsN: 100_000,
    rate: { capacity: 1_000, refillPerMinute: 300 },
    attribution: false,
    proFeatures: true,
    maxLiveKeys: 3,
    sla: null,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyCalls: null,
    dailyCallsN: null,
    rate: { capacity: 3_000, refillPerMinute: 1_000 },
    attribution: false,
    proFeatures: true,
    maxLiveKeys: 10,
    sla: ENTERPRISE_SLA,
  },
};

/** Sandbox keys: real results on their own small quota (any tier). */
export const SANDBOX = {
  monthlyCalls: 1_000,
  dailyCallsN: 1_000,
  rate: { capacity: 10, refillPerMinute: 10 } as RatePolicy,
} as const;

/** At most this many live keys per email, however many owners the email has (spec: no unlimited keys). */
export const MAX_LIVE_KEYS_PER_EMAIL = 3;
/** At most this many keys issued per email per 30 days (live and sandbox), so revoke-and-reissue cannot farm quotas. */
export const MAX_KEYS_ISSUED_PER_EMAIL_30D = 10;

/** The quota a key counts against on a family: period, units per period (null = unlimited) and rate. */
export interface KeyPolicy {
  period: 'month' | 'day';
  quota: number | null;
  rate: RatePolicy;
}

/** The policy of a key: its family decides the period, its environment and owner's tier the numbers. */
export function policyFor(
  family: KeyFamily,
  environment: KeyEnvironment,
  tier: TierId,
  customMonthly: number | null,
): KeyPolicy {
  const t = TIERS[tier];
  if (family === 'N') {
    return environment === 'sandbox'
      ? { period: 'day', quota: SANDBOX.dailyCallsN, rate: SANDBOX.rate }
      : { period: 'day', quota: t.dailyCallsN, rate: t.rate };
  }
  if (environment === 'sandbox')
    return { period: 'month', quota: SANDBOX.monthlyCalls, rate: SANDBOX.rate };
  return { period: 'month', quota: customMonthly ?? t.monthlyCalls, rate: t.rate };
}

/** Ranks for "this route needs tier X or above". */
export function tierAtLeast(tier: TierId, needed: TierId): boolean {
  return TIER_IDS.indexOf(tier) >= TIER_IDS.indexOf(needed);
}
