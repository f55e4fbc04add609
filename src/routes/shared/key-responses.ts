/**
 * @module The answers of the key routes every keyed family serves (src/routes/shared/keys.ts;
 * docs/keys.md), as zod schemas: the OpenAPI response schemas are generated from them.
 */
import * as z from 'zod';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const keyView = lazySchema(() =>
  z.object({
    id: z.string(),
    prefix: z.string(),
    family: z.enum(['T', 'V', 'N', 'R2']),
    environment: z.enum(['production', 'sandbox']),
    tier: z.enum(['starter', 'pro', 'enterprise']),
    status: z.enum(['active', 'revoked']),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
    replacedBy: z.string().nullable(),
  }),
);
export const tKeyIssuedResponse = lazySchema(() =>
  z.object({
    key: z.string(),
    ...real(keyView).shape,
    live_keys_for_email: z.number().int(),
    max_live_keys_for_email: z.number().int(),
    note: z.string(),
  }),
);
export const tKeysResponse = lazySchema(() => z.object({ keys: z.array(real(keyView)) }));
export const tKeyRevokedResponse = lazySchema(() =>
  z.object({ revoked: z.literal(true), key: real(keyView) }),
);
const policy = lazySchema(() =>
  z.object({
    period: z.enum(['month', 'day']),
    quota: z.number().int().nullable(),
    rate: z.object({ capacity: z.number().int(), refill_per_minute: z.number() }),
  }),
);
export const tUsageResponse = lazySchema(() =>
  z.object({
    key: real(keyView),
    /** the owner's plan now and where it came from (docs/keys.md "Plans") */
    plan: z.object({
      tier: z.enum(['starter', 'pro', 'enterprise']),
      source: z.enum(['default', 'operator', 'subscription']),
      until: z.string().nullable(),
      owner_ref: z.string(),
      subscription: z
        .object({ id: z.string(), status: z.string(), paid_until: z.string().nullable() })
        .nullable(),
    }),
    policy: real(policy),
    month: z.object({
      period: z.string(),
      calls: z.number().int(),
      denied: z.number().int(),
      quota: z.number().int().nullable(),
      remaining: z.number().int().nullable(),
      resets_at: z.string(),
    }),
    days: z.array(z.object({ day: z.string(), calls: z.number().int(), denied: z.number().int() })),
  }),
);
export const tAttributionResponse = lazySchema(() =>
  z.object({
    text: z.string(),
    html: z.string(),
    required_on: z.array(z.string()),
    note: z.string(),
  }),
);
export const tAdminTierResponse = lazySchema(() =>
  z.object({
    owner: z.object({
      tier: z.enum(['starter', 'pro', 'enterprise']),
      monthly_quota: z.number().int().nullable(),
    }),
    keys: z.array(real(keyView)),
  }),
);
