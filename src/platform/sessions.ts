/**
 * @module Sessions in D1 (docs/accounts.md). The cookie carries a random 32-byte token; D1 keeps
 * only its SHA-256. A session ends after SESSION_IDLE_MS without use (sliding renewal) and at the
 * latest SESSION_ABSOLUTE_MS after sign-in. Its token is rotated on sign-in (a fresh session) and
 * every SESSION_ROTATE_MS of use: the next request after that gets a new token, and the old one
 * stays valid for ROTATION_GRACE_MS so requests already in flight do not fail.
 */
import { randomToken, sha256Hex } from './crypto.js';

export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
export const SESSION_ROTATE_MS = 24 * 3600_000;
export const ROTATION_GRACE_MS = 60_000;
/** rotate_at of a token that was rotated away (never rotates or renews again). */
const ROTATED = Number.MAX_SAFE_INTEGER;
/** Sliding renewal is written at most this often per session (saves D1 writes). */
const RENEW_STEP_MS = 3600_000;

export interface IssuedSession {
  token: string;
  expiresAt: number;
}
export interface ActiveSession {
  userId: string;
  tokenHash: string;
  expiresAt: number;
  /** set when this request rotated the token: the cookie must be replaced */
  rotated?: IssuedSession;
}

/** A token is 64 lower-case hex characters; anything else is not looked up. */
export function isTokenShape(token: string): boolean {
  return /^[0-9a-f]{64}$/.test(token);
}

async function insertSession(
  db: D1Database,
  userId: string,
  createdAt: number,
  nowMs: number,
): Promise<IssuedSession> {
  const token = randomToken(32);
  const expiresAt = Math.min(nowMs + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS);
  await db
    .prepare(
      'INSERT INTO sessions (token_hash, user_id, created_at, expires_at, rotate_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(await sha256Hex(token), userId, createdAt, expiresAt, nowMs + SESSION_ROTATE_MS)
    .run();
  return { token, expiresAt };
}

/** A new session for a user who just signed in (or up). Expired rows of the user are pruned. */
export async function createSession(
  db: D1Database,
  userId: string,
  nowMs: number,
): Promise<IssuedSession> {
  await db
    .prepare('DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?')
    .bind(userId, nowMs)
    .run();
  return insertSession(db, userId, nowMs, nowMs);
}

/** The live session of a token, renewed and rotated as due; null when unknown or expired. */
export async function resolveSession(
  db: D1Database,
  token: string,
  nowMs: number,
): Promise<ActiveSession | null> {
  if (!isTokenShape(token)) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare('SELECT user_id, created_at, expires_at, rotate_at FROM sessions WHERE token_hash = ?')
    .bind(tokenHash)
    .first<{ user_id: string; created_at: number; expires_at: number; rotate_at: number }>();
  if (!row || row.expires_at <= nowMs) return null;
  const cap = row.created_at + SESSION_ABSOLUTE_MS;
  // A token already rotated away lives out its grace period unchanged.
  if (row.rotate_at === ROTATED)
    return { userId: row.user_id, tokenHash, expiresAt: row.expires_at };
  if (nowMs >= row.rotate_at) {
    const rotated = await insertSession(db, row.user_id, row.created_at, nowMs);
    // The old token keeps working for a short grace period, then is gone.
    await db
      .prepare(
        'UPDATE sessions SET expires_at = MIN(expires_at, ?), rotate_at = ? WHERE token_hash = ?',
      )
      .bind(nowMs + ROTATION_GRACE_MS, ROTATED, tokenHash)
      .run();
    return {
      userId: row.user_id,
      tokenHash: await sha256Hex(rotated.token),
      expiresAt: rotated.expiresAt,
      rotated,
    };
  }
  let expiresAt = row.expires_at;
  const renewed = Math.min(nowMs + SESSION_IDLE_MS, cap);
  if (renewed - expiresAt >= RENEW_STEP_MS) {
    expiresAt = renewed;
    await db
      .prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(expiresAt, tokenHash)
      .run();
  }
  return { userId: row.user_id, tokenHash, expiresAt };
}

/** End the session of a token (sign-out). */
export async function deleteSession(db: D1Database, token: string): Promise<void> {
  if (!isTokenShape(token)) return;
  await db
    .prepare('DELETE FROM sessions WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .run();
}
