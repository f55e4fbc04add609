/**
 * @module Variant R2's commercial service keys (`x-service-key`; docs/r2.md), kept in the one key
 * store (src/platform/api-keys.ts) as family R2 keys of the account's owner. A key is
 * `sk_live_<id>_<secret>`; the account holds at most one active R2 key: issuing a new one rotates
 * the previous one out at once. Also the account-scoped issue and revoke of keys of every keyed
 * family that the dashboard page uses.
 */
import {
  issueKey,
  issueSoleKey,
  keyOfOwner,
  listOwnerKeys,
  lookupKey,
  ownerForUser,
  revokeKey,
  type KeyRecord,
} from './api-keys.js';
import type { KeyEnvironment, KeyFamily } from './tiers.js';

export interface ServiceKeyInfo {
  id: string;
  prefix: string;
  family: KeyFamily;
  environment: KeyEnvironment;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
}
export interface IssuedServiceKey extends ServiceKeyInfo {
  key: string;
}

function info(k: KeyRecord): ServiceKeyInfo {
  return {
    id: k.id,
    prefix: k.prefix,
    family: k.family,
    environment: k.environment,
    status: k.status,
    createdAt: k.createdAt,
    revokedAt: k.revokedAt,
  };
}

/**
 * Issue a new active R2 key for an account, rotating out its active one (one transaction: an
 * account holds one active R2 key however many requests run at once; the new key keeps the
 * replaced key's counters).
 */
export async function issueServiceKey(
  db: D1Database,
  user: { id: string; email: string },
  nowMs: number,
): Promise<{ issued: IssuedServiceKey; revoked: string[] }> {
  const ownerId = await ownerForUser(db, user, nowMs);
  const { record, key, revoked } = await issueSoleKey(db, { ownerId, family: 'R2', nowMs });
  return { issued: { ...info(record), key }, revoked };
}

/** Every key of an account (all families), newest first; never the key text. */
export async function listServiceKeys(
  db: D1Database,
  user: { id: string; email: string },
  nowMs: number,
): Promise<ServiceKeyInfo[]> {
  return (await listOwnerKeys(db, await ownerForUser(db, user, nowMs))).map(info);
}

/**
 * Issue a key of any keyed family to an account (the dashboard page): R2 through
 * `issueServiceKey` (production only; rotates the active one), T, V and N through the store with
 * the email's limits (docs/keys.md).
 * @throws KeyLimitError past the email's live or 30-day limits
 */
export async function issueAccountKey(
  db: D1Database,
  user: { id: string; email: string },
  family: KeyFamily,
  environment: KeyEnvironment,
  nowMs: number,
): Promise<{ issued: IssuedServiceKey; revoked: string[] }> {
  if (family === 'R2') {
    if (environment !== 'production')
      throw new RangeError('R2 service keys are production keys only');
    return issueServiceKey(db, user, nowMs);
  }
  const { record, key } = await issueKey(db, {
    ownerId: await ownerForUser(db, user, nowMs),
    family,
    environment,
    nowMs,
  });
  return { issued: { ...info(record), key }, revoked: [] };
}

/**
 * Revoke a key of the account by its public id: 'revoked', 'already-revoked', or 'not-found' for
 * an id that is not a key of this account (another account's key is not found, never forbidden).
 */
export async function revokeAccountKey(
  db: D1Database,
  user: { id: string; email: string },
  id: string,
  nowMs: number,
): Promise<
  { outcome: 'revoked' | 'already-revoked'; key: ServiceKeyInfo } | { outcome: 'not-found' }
> {
  if (!/^[0-9a-f]{16}$/.test(id)) return { outcome: 'not-found' };
  const ownerId = await ownerForUser(db, user, nowMs);
  const k = await keyOfOwner(db, ownerId, id);
  if (!k) return { outcome: 'not-found' };
  if (k.status !== 'active') return { outcome: 'already-revoked', key: info(k) };
  await revokeKey(db, id, nowMs);
  const after = await keyOfOwner(db, ownerId, id);
  return { outcome: 'revoked', key: info(after ?? k) };
}

/** The active R2 key matching a presented key text, or null (malformed, unknown, revoked or of another family). */
export async function verifyServiceKey(
  db: D1Database,
  presented: string,
): Promise<{ id: string; userId: string | null; quotaId: string } | null> {
  const found = await lookupKey(db, presented);
  if (!found.ok || found.record.family !== 'R2') return null;
  return { id: found.record.id, userId: found.record.userId, quotaId: found.record.quotaId };
}
