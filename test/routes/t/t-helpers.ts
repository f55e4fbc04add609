/** Keys and calls for the Family T tests: keys are issued through the routes themselves. */
import { call, postJson } from '../../helpers.js';
import { periodOf } from '../../../src/durable/quota-policy.js';

let ipCounter = 0;
/** A fresh client IP (key issuance is limited per IP). */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface IssuedKey {
  key: string;
  id: string;
  email: string;
}

/** Issue a key of a family through its route and, when asked, set its owner's tier with the operator route. */
export async function issueKey(
  opts: {
    tier?: 'starter' | 'pro' | 'enterprise';
    environment?: 'production' | 'sandbox';
    family?: 'T' | 'V' | 'N';
    email?: string;
    monthlyQuota?: number;
    auth?: string;
  } = {},
): Promise<IssuedKey> {
  const email = opts.email ?? `dev-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const path = '/t/api/keys';
  const res = await postJson(
    path,
    { email, ...(opts.environment ? { environment: opts.environment } : {}) },
    {
      'cf-connecting-ip': freshIp(),
      ...(opts.auth ? { authorization: `Bearer ${opts.auth}` } : {}),
    },
  );
  if (res.status !== 201) throw new Error(`key issue failed: ${res.status} ${await res.text()}`);
  const body = await res.json<{ key: string; id: string }>();
  if (opts.tier && opts.tier !== 'starter') await setTier(body.id, opts.tier, opts.monthlyQuota);
  return { key: body.key, id: body.id, email };
}

/** Issue a Family V live key through its route and, when asked, set its owner's tier. */
export async function issueVKey(tier?: 'pro' | 'enterprise'): Promise<string> {
  const res = await postJson(
    '/v1/keys',
    { email: `v-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  if (res.status !== 201) throw new Error(`V key issue failed: ${res.status} ${await res.text()}`);
  const k = await res.json<{ key: string; id: string }>();
  if (tier) await setTier(k.id, tier);
  return k.key;
}

export async function setTier(id: string, tier: string, monthlyQuota?: number): Promise<void> {
  const res = await postJson(
    `/t/api/admin/keys/${id}/tier`,
    { tier, ...(monthlyQuota !== undefined ? { monthly_quota: monthlyQuota } : {}) },
    { 'x-admin-token': 'test-admin-token' },
  );
  if (res.status !== 200) throw new Error(`tier failed: ${res.status} ${await res.text()}`);
}

export function tPost(
  path: string,
  body: unknown,
  key?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return postJson(`/t${path}`, body, {
    ...(key ? { authorization: `Bearer ${key}` } : {}),
    ...headers,
  });
}

export function tGet(
  path: string,
  key?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return call(`/t${path}`, {
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  });
}

export const BIRTH = {
  datetime: '1990-05-17T12:15:00+05:30',
  lat: 28.6139,
  lon: 77.209,
  place: 'New Delhi',
};

/**
 * The `w` of the `"month"` policy: the length in seconds of the UTC calendar month the request was
 * counted in (28 to 31 days), never a constant, so no test depends on today's date. The request may
 * straddle a month boundary, so both the month before and the month after it are allowed.
 */
export function monthWindowsS(fromMs: number, toMs: number = Date.now()): string[] {
  const w = (ms: number) => {
    const p = periodOf('month', ms);
    return String((p.endMs - p.startMs) / 1000);
  };
  return [...new Set([w(fromMs), w(toMs)])];
}

/** `RateLimit-Policy` of a keyed answer counted at some instant in [fromMs, now]: the month policy then the rate policy. */
export function expectedPolicies(quota: number, rateCapacity: number, fromMs: number): string[] {
  return monthWindowsS(fromMs).map(
    (w) => `"month";q=${quota};w=${w}, "rate";q=${rateCapacity};w=60`,
  );
}
