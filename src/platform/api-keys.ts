/**
 * @module The one key store (D1 `key_owners`, `api_keys`; docs/keys.md). A key's text is
 * `sk_live_<id>_<secret>` (production) or `sk_test_<id>_<secret>` (sandbox): a 16-hex public id
 * (the lookup prefix, shown in lists and logs) and 32 random bytes. Only SHA-256 of the whole text
 * is stored; the text is shown once, when issued. Keys belong to an owner (an R account, or an
 * owner created when a key is issued to an email without one); the owner holds the tier. Lookups
 * go to D1 on every call, so a revoked key stops at once.
 */
import { constantTimeEqual, randomToken, sha256Hex } from './crypto.js';
import { normaliseEmail } from './accounts.js';
import {
  MAX_KEYS_ISSUED_PER_EMAIL_30D,
  MAX_LIVE_KEYS_PER_EMAIL,
  TIERS,
  type KeyEnvironment,
  type KeyFamily,
  type TierId,
} from './tiers.js';

/** The header Family T also reads its key from, bare (src/http/api-key-auth.ts; Authorization wins). */
export const API_KEY_HEADER = 'x-api-key';

export const KEY_TEXT_RE = /^sk_(live|test)_([0-9a-f]{16})_([0-9a-f]{64})$/;

export interface KeyRecord {
  id: string;
  prefix: string;
  ownerId: string;
  email: string;
  userId: string | null;
  family: KeyFamily;
  environment: KeyEnvironment;
  /** the owner's tier in force now (a subscription tier past its end reads as starter) */
  tier: TierId;
  /** where the tier came from: default (starter), operator (admin route) or subscription (payment events) */
  tierSource: TierSource;
  /** Unix ms until which a subscription tier holds (after a cancellation or halt), else null */
  tierUntil: number | null;
  /** the subscription that set the tier, if any */
  subscriptionId: string | null;
  /** the owner's custom monthly volume, or null for the tier's */
  monthlyQuota: number | null;
  quotaId: string;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
  replacedBy: string | null;
}

export interface IssuedKey {
  record: KeyRecord;
  key: string;
}

export type KeyLookup =
  | { ok: true; record: KeyRecord }
  | { ok: false; reason: 'malformed' | 'unknown' | 'revoked'; record?: KeyRecord };

/** Too many live keys for an email, or too many issued lately. */
export class KeyLimitError extends Error {
  constructor(
    readonly kind: 'live' | 'issued',
    readonly count: number,
    readonly limit: number,
  ) {
    super(
      kind === 'live'
        ? `this email already holds ${count} live keys (at most ${limit})`
        : `${count} keys were issued to this email in the last 30 days (at most ${limit})`,
    );
    this.name = 'KeyLimitError';
  }
}

interface Row {
  id: string;
  prefix: string;
  owner_id: string;
  email: string;
  user_id: string | null;
  family: KeyFamily;
  environment: KeyEnvironment;
  tier: TierId;
  tier_source: TierSource;
  tier_until: number | null;
  subscription_id: string | null;
  monthly_quota: number | null;
  quota_id: string;
  status: 'active' | 'revoked';
  created_at: number;
  revoked_at: number | null;
  replaced_by: string | null;
  key_hash: string;
}

export type TierSource = 'default' | 'operator' | 'subscription';

/** The tier in force at `nowMs` of an owner row: a tier past its tier_until reads as starter. */
export function effectiveTier(tier: TierId, tierUntil: number | null, nowMs: number): TierId {
  return tierUntil !== null && tierUntil <= nowMs ? 'starter' : tier;
}

const SELECT = `SELECT k.id, k.prefix, k.owner_id, o.email, o.user_id, k.family, k.environment, o.tier, o.tier_source, o.tier_until, o.subscription_id, o.monthly_quota, k.quota_id, k.status,
  k.created_at, k.revoked_at, k.replaced_by, k.key_hash FROM api_keys k JOIN key_owners o ON o.id = k.owner_id`;

function fromRow(r: Row): KeyRecord {
  return {
    id: r.id,
    prefix: r.prefix,
    ownerId: r.owner_id,
    email: r.email,
    userId: r.user_id,
    family: r.family,
    environment: r.environment,
    tier: effectiveTier(r.tier, r.tier_until, Date.now()),
    tierSource: r.tier_until !== null && r.tier_until <= Date.now() ? 'default' : r.tier_source,
    tierUntil: r.tier_until !== null && r.tier_until > Date.now() ? r.tier_until : null,
    subscriptionId: r.subscription_id,
    monthlyQuota: r.monthly_quota,
    quotaId: r.quota_id,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at).toISOString(),
    replacedBy: r.replaced_by,
  };
}

/**
 * The name of the KeyQuota object a key counts on: one per owner, family and environment, so every
 * key of an owner draws on one volume and one rate bucket, and revoking a key and issuing another
 * never starts afresh (docs/keys.md "Counters"). Sandbox keys keep their own (sandbox) volume.
 */
export function quotaCounterName(k: Pick<KeyRecord, 'ownerId' | 'family' | 'environment'>): string {
  return `owner:${k.ownerId}:${k.family}:${k.environment}`;
}

/** The key's text prefix for an environment. */
export function keyTextPrefix(environment: KeyEnvironment): string {
  return environment === 'sandbox' ? 'sk_test_' : 'sk_live_';
}

/** Look a presented key text up: malformed, unknown, revoked or the active record. */
export async function lookupKey(db: D1Database, presented: string): Promise<KeyLookup> {
  const text = presented.trim();
  const m = KEY_TEXT_RE.exec(text);
  if (!m) return { ok: false, reason: 'malformed' };
  const row = await db.prepare(`${SELECT} WHERE k.id = ?`).bind(m[2]).first<Row>();
  const hash = await sha256Hex(text);
  const enc = new TextEncoder();
  if (!row || !constantTimeEqual(enc.encode(row.key_hash), enc.encode(hash)))
    return { ok: false, reason: 'unknown' };
  const record = fromRow(row);
  if ((m[1] === 'test') !== (record.environment === 'sandbox'))
    return { ok: false, reason: 'unknown' };
  return record.status === 'active'
    ? { ok: true, record }
    : { ok: false, reason: 'revoked', record };
}

/** A key by id, scoped to an owner (null for another owner's key). */
export async function keyOfOwner(
  db: D1Database,
  ownerId: string,
  id: string,
): Promise<KeyRecord | null> {
  const row = await db
    .prepare(`${SELECT} WHERE k.id = ? AND k.owner_id = ?`)
    .bind(id, ownerId)
    .first<Row>();
  return row ? fromRow(row) : null;
}

/** An owner's keys, newest first (never the text). */
export async function listOwnerKeys(db: D1Database, ownerId: string): Promise<KeyRecord[]> {
  const rows = await db
    .prepare(`${SELECT} WHERE k.owner_id = ? ORDER BY k.created_at DESC, k.id`)
    .bind(ownerId)
    .all<Row>();
  return rows.results.map(fromRow);
}

/** The owner of an R account's keys, created on first use. */
export async function ownerForUser(
  db: D1Database,
  user: { id: string; email: string },
  nowMs: number,
): Promise<string> {
  const id = `u_${user.id}`;
  await db
    .prepare(
      "INSERT OR IGNORE INTO key_owners (id, email, user_id, tier, monthly_quota, created_at) VALUES (?, ?, ?, 'starter', NULL, ?)",
    )
    .bind(id, normaliseEmail(user.email), user.id, nowMs)
    .run();
  return id;
}

/** A new owner for an email given without an account. */
export async function createOwner(db: D1Database, email: string, nowMs: number): Promise<string> {
  const id = `o_${randomToken(16)}`;
  await db
    .prepare(
      "INSERT INTO key_owners (id, email, user_id, tier, monthly_quota, created_at) VALUES (?, ?, NULL, 'starter', NULL, ?)",
    )
    .bind(id, normaliseEmail(email), nowMs)
    .run();
  return id;
}

/** Live (production, active) keys of a family held under an email, across its owners. */
export async function liveKeyCount(
  db: D1Database,
  email: string,
  family: KeyFamily,
): Promise<number> {
  const r = await db
    .prepare(
      "SELECT COUNT(*) AS n FROM api_keys k JOIN key_owners o ON o.id = k.owner_id WHERE o.email = ? AND k.family = ? AND k.status = 'active' AND k.environment = 'production'",
    )
    .bind(normaliseEmail(email), family)
    .first<{ n: number }>();
  return r?.n ?? 0;
}

async function issuedLately(db: D1Database, email: string, nowMs: number): Promise<number> {
  const r = await db
    .prepare(
      'SELECT COUNT(*) AS n FROM api_keys k JOIN key_owners o ON o.id = k.owner_id WHERE o.email = ? AND k.created_at > ?',
    )
    .bind(normaliseEmail(email), nowMs - 30 * 86_400_000)
    .first<{ n: number }>();
  return r?.n ?? 0;
}

async function ownerRow(
  db: D1Database,
  ownerId: string,
): Promise<{ email: string; tier: TierId } | null> {
  const r = await db
    .prepare('SELECT email, tier, tier_until FROM key_owners WHERE id = ?')
    .bind(ownerId)
    .first<{ email: string; tier: TierId; tier_until: number | null }>();
  return r ? { email: r.email, tier: effectiveTier(r.tier, r.tier_until, Date.now()) } : null;
}

/** A rotation that lost: the key was revoked (or rotated) by another request first. */
export class KeyAlreadyReplacedError extends Error {
  constructor(readonly id: string) {
    super(`key ${id} is revoked or was already rotated`);
    this.name = 'KeyAlreadyReplacedError';
  }
}

const LIVE_COUNT_SQL =
  "SELECT COUNT(*) FROM api_keys k2 JOIN key_owners o2 ON o2.id = k2.owner_id WHERE o2.email = ? AND k2.family = ? AND k2.status = 'active' AND k2.environment = 'production'";
const ISSUED_COUNT_SQL =
  'SELECT COUNT(*) FROM api_keys k3 JOIN key_owners o3 ON o3.id = k3.owner_id WHERE o3.email = ? AND k3.created_at > ?';

/**
 * Issue a key to an owner, within the email's limits: at most MAX_LIVE_KEYS_PER_EMAIL live keys
 * per family (Enterprise owners: their tier's maxLiveKeys) and MAX_KEYS_ISSUED_PER_EMAIL_30D issued in 30
 * days. The limits are checked by the INSERT itself (one statement, so D1 applies check and write
 * at once): concurrent requests cannot together pass a limit that each checks alone.
 * `inherit` passes a predecessor's quota counters on (rotation): the predecessor is revoked and
 * the new key inserted in one transaction, and only if this request is the one that revoked it
 * (two concurrent rotations of one key issue one key).
 * @throws KeyLimitError, KeyAlreadyReplacedError
 */
export async function issueKey(
  db: D1Database,
  opts: {
    ownerId: string;
    family: KeyFamily;
    environment: KeyEnvironment;
    nowMs: number;
    inherit?: KeyRecord;
  },
): Promise<IssuedKey> {
  const owner = await ownerRow(db, opts.ownerId);
  if (!owner) throw new Error(`no key owner ${opts.ownerId}`);
  const id = randomToken(8);
  const key = `${keyTextPrefix(opts.environment)}${id}_${randomToken(32)}`;
  const prefix = `${keyTextPrefix(opts.environment)}${id}`;
  const quotaId = opts.inherit?.quotaId ?? id;
  const hash = await sha256Hex(key);
  const values = [
    id,
    opts.ownerId,
    opts.family,
    opts.environment,
    hash,
    prefix,
    quotaId,
    opts.nowMs,
  ] as const;
  const insertHead =
    "INSERT INTO api_keys (id, owner_id, family, environment, key_hash, prefix, quota_id, status, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, 'active', ?";
  if (opts.inherit) {
    const [revoke, insert] = await db.batch([
      db
        .prepare(
          "UPDATE api_keys SET status = 'revoked', revoked_at = ?, replaced_by = ? WHERE id = ? AND status = 'active'",
        )
        .bind(opts.nowMs, id, opts.inherit.id),
      db
        .prepare(
          `${insertHead} WHERE EXISTS (SELECT 1 FROM api_keys WHERE id = ? AND replaced_by = ?)`,
        )
        .bind(...values, opts.inherit.id, id),
    ]);
    if ((revoke!.meta.changes ?? 0) === 0 || (insert!.meta.changes ?? 0) === 0)
      throw new KeyAlreadyReplacedError(opts.inherit.id);
  } else {
    const email = owner.email;
    const liveLimit = Math.max(MAX_LIVE_KEYS_PER_EMAIL, TIERS[owner.tier].maxLiveKeys);
    const since = opts.nowMs - 30 * 86_400_000;
    const liveCheck = opts.environment === 'production' ? ` AND (${LIVE_COUNT_SQL}) < ?` : '';
    const stmt = db.prepare(`${insertHead} WHERE (${ISSUED_COUNT_SQL}) < ?${liveCheck}`);
    const r = await (
      opts.environment === 'production'
        ? stmt.bind(
            ...values,
            email,
            since,
            MAX_KEYS_ISSUED_PER_EMAIL_30D,
            email,
            opts.family,
            liveLimit,
          )
        : stmt.bind(...values, email, since, MAX_KEYS_ISSUED_PER_EMAIL_30D)
    ).run();
    if ((r.meta.changes ?? 0) === 0) {
      // refused by a limit: say which, with the counts as they stand now
      const issued = await issuedLately(db, email, opts.nowMs);
      if (issued >= MAX_KEYS_ISSUED_PER_EMAIL_30D)
        throw new KeyLimitError('issued', issued, MAX_KEYS_ISSUED_PER_EMAIL_30D);
      throw new KeyLimitError('live', await liveKeyCount(db, email, opts.family), liveLimit);
    }
  }
  const record = await keyOfOwner(db, opts.ownerId, id);
  if (!record) throw new Error('issued key not found');
  return { record, key };
}

/**
 * Issue the one active key of a family an owner may hold (R2 service keys): the new key is
 * inserted and every other active key of that family of the owner revoked in one transaction, so
 * however many requests run at once, exactly one key is active after each (the last one's). The
 * new key keeps the quota lineage of the active key it replaces, when there is one.
 */
export async function issueSoleKey(
  db: D1Database,
  opts: { ownerId: string; family: KeyFamily; nowMs: number },
): Promise<IssuedKey & { revoked: string[] }> {
  const id = randomToken(8);
  const key = `${keyTextPrefix('production')}${id}_${randomToken(32)}`;
  const prefix = `${keyTextPrefix('production')}${id}`;
  const [, revoked] = await db.batch([
    db
      .prepare(
        `INSERT INTO api_keys (id, owner_id, family, environment, key_hash, prefix, quota_id, status, created_at)
      SELECT ?, ?, ?, 'production', ?, ?, COALESCE((SELECT quota_id FROM api_keys WHERE owner_id = ? AND family = ? AND status = 'active' ORDER BY created_at DESC, id LIMIT 1), ?), 'active', ?`,
      )
      .bind(
        id,
        opts.ownerId,
        opts.family,
        await sha256Hex(key),
        prefix,
        opts.ownerId,
        opts.family,
        id,
        opts.nowMs,
      ),
    db
      .prepare(
        "UPDATE api_keys SET status = 'revoked', revoked_at = ?, replaced_by = ? WHERE owner_id = ? AND family = ? AND status = 'active' AND id != ? RETURNING id",
      )
      .bind(opts.nowMs, id, opts.ownerId, opts.family, id),
  ]);
  const record = await keyOfOwner(db, opts.ownerId, id);
  if (!record) throw new Error('issued key not found');
  return { record, key, revoked: (revoked!.results as Array<{ id: string }>).map((r) => r.id) };
}

/** Revoke a key at once; false when it was not active. */
export async function revokeKey(db: D1Database, id: string, nowMs: number): Promise<boolean> {
  const r = await db
    .prepare(
      "UPDATE api_keys SET status = 'revoked', revoked_at = ? WHERE id = ? AND status = 'active'",
    )
    .bind(nowMs, id)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

/** Set an owner's tier and custom monthly volume (operator action; subscription events go through src/platform/payments.ts). */
export async function setOwnerTier(
  db: D1Database,
  ownerId: string,
  tier: TierId,
  monthlyQuota: number | null,
): Promise<boolean> {
  const r = await db
    .prepare(
      "UPDATE key_owners SET tier = ?, monthly_quota = ?, tier_source = 'operator', tier_until = NULL WHERE id = ?",
    )
    .bind(tier, monthlyQuota, ownerId)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

/** The public view of a key (no hash, no text). */
export function keyView(k: KeyRecord) {
  return {
    id: k.id,
    prefix: k.prefix,
    family: k.family,
    environment: k.environment,
    tier: k.tier,
    status: k.status,
    createdAt: k.createdAt,
    revokedAt: k.revokedAt,
    replacedBy: k.replacedBy,
  };
}
