/**
 * @module Commercial service keys of Variant R2 (`x-service-key`), in D1 (docs/r2.md). A key is
 * `sk_live_<id>_<secret>`: the id is public (dashboard listing, limiter bucket), the secret is 32
 * random bytes. D1 keeps SHA-256 of the whole key text; the key itself is shown once, when it is
 * issued. An account has at most one active key: issuing a new one revokes the previous one at
 * once (rotation). Lookups go to D1 on every call, so a revoked key stops working immediately.
 */
import { randomToken, sha256Hex } from './crypto.js';

export const SERVICE_KEY_RE = /^sk_live_([0-9a-f]{16})_([0-9a-f]{64})$/;

export interface ServiceKeyInfo { id: string; prefix: string; status: 'active' | 'revoked'; createdAt: string; revokedAt: string | null }
export interface IssuedServiceKey extends ServiceKeyInfo { key: string }

/** Issue a new active key for a user, revoking any active one (rotation). */
export async function issueServiceKey(db: D1Database, userId: string, nowMs: number): Promise<{ issued: IssuedServiceKey; revoked: string[] }> {
  const id = randomToken(8);
  const key = `sk_live_${id}_${randomToken(32)}`;
  const prefix = key.slice(0, 'sk_live_'.length + 16 + 5);
  const active = await db.prepare("SELECT id FROM service_keys WHERE user_id = ? AND status = 'active'").bind(userId).all<{ id: string }>();
  await db.batch([
    db.prepare("UPDATE service_keys SET status = 'revoked', revoked_at = ? WHERE user_id = ? AND status = 'active'").bind(nowMs, userId),
    db.prepare("INSERT INTO service_keys (id, user_id, key_hash, prefix, status, created_at) VALUES (?, ?, ?, ?, 'active', ?)")
      .bind(id, userId, await sha256Hex(key), prefix, nowMs),
  ]);
  return {
    issued: { id, key, prefix, status: 'active', createdAt: new Date(nowMs).toISOString(), revokedAt: null },
    revoked: active.results.map((r) => r.id),
  };
}

/** The keys of a user, newest first (never the secret). */
export async function listServiceKeys(db: D1Database, userId: string): Promise<ServiceKeyInfo[]> {
  const rows = await db
    .prepare('SELECT id, prefix, status, created_at, revoked_at FROM service_keys WHERE user_id = ? ORDER BY created_at DESC, id')
    .bind(userId)
    .all<{ id: string; prefix: string; status: 'active' | 'revoked'; created_at: number; revoked_at: number | null }>();
  return rows.results.map((r) => ({ id: r.id, prefix: r.prefix, status: r.status, createdAt: new Date(r.created_at).toISOString(), revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at).toISOString() }));
}

/** The active key matching a presented key text, or null (malformed, unknown or revoked). */
export async function verifyServiceKey(db: D1Database, presented: string): Promise<{ id: string; userId: string } | null> {
  const m = SERVICE_KEY_RE.exec(presented.trim());
  if (!m) return null;
  const row = await db
    .prepare("SELECT id, user_id FROM service_keys WHERE key_hash = ? AND status = 'active'")
    .bind(await sha256Hex(presented.trim()))
    .first<{ id: string; user_id: string }>();
  return row && row.id === m[1] ? { id: row.id, userId: row.user_id } : null;
}
