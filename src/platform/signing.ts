/**
 * @module HMAC-SHA256 signing keys of the service (Family V's self-verifying request ids and the
 * playground tokens; docs/family-v.md). With the `SIGNING_SECRET` secret set, it is the key (id
 * `env`). Otherwise the keys live in D1 (`signing_keys`): the first use creates `k1` with 32 random
 * bytes (INSERT OR IGNORE, so concurrent isolates agree on one key); `rotateSigningKey` adds the next
 * one and retires the current, which keeps verifying. Keys are cached per isolate.
 */
import { fromBase64, randomBytes, toBase64 } from './crypto.js';

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

interface SigningEnv {
  DB: D1Database;
  SIGNING_SECRET?: string;
}

const cache = new Map<string, CryptoKey>();

async function importKey(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** The key new signatures are made with. */
export async function currentSigningKey(env: SigningEnv): Promise<SigningKey> {
  if (env.SIGNING_SECRET) {
    const kid = 'env';
    let key = cache.get(kid);
    if (!key) {
      key = await importKey(new TextEncoder().encode(env.SIGNING_SECRET));
      cache.set(kid, key);
    }
    return { kid, key };
  }
  let row = await env.DB.prepare(
    'SELECT kid, secret FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid DESC LIMIT 1',
  ).first<{ kid: string; secret: string }>();
  if (!row) {
    await env.DB.prepare(
      'INSERT OR IGNORE INTO signing_keys (kid, secret, created_at) VALUES (?, ?, ?)',
    )
      .bind('k1', toBase64(randomBytes(32)), Date.now())
      .run();
    row = await env.DB.prepare(
      'SELECT kid, secret FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid DESC LIMIT 1',
    ).first<{ kid: string; secret: string }>();
  }
  if (!row) throw new Error('no signing key');
  let key = cache.get(row.kid);
  if (!key) {
    key = await importKey(fromBase64(row.secret));
    cache.set(row.kid, key);
  }
  return { kid: row.kid, key };
}

/** The key of an id (current or retired), or null when it is unknown. */
export async function signingKeyById(env: SigningEnv, kid: string): Promise<CryptoKey | null> {
  const cached = cache.get(kid);
  if (cached) return cached;
  if (kid === 'env') return env.SIGNING_SECRET ? (await currentSigningKey(env)).key : null;
  if (!/^k\d{1,6}$/.test(kid)) return null;
  const row = await env.DB.prepare('SELECT secret FROM signing_keys WHERE kid = ?')
    .bind(kid)
    .first<{ secret: string }>();
  if (!row) return null;
  const key = await importKey(fromBase64(row.secret));
  cache.set(kid, key);
  return key;
}

/** Add the next key and retire the current one (it keeps verifying). Returns the new key id. */
export async function rotateSigningKey(env: SigningEnv, nowMs: number): Promise<string> {
  const rows = await env.DB.prepare('SELECT kid FROM signing_keys').all<{ kid: string }>();
  const next = 1 + Math.max(0, ...rows.results.map((r) => Number(r.kid.slice(1))));
  await env.DB.batch([
    env.DB.prepare('UPDATE signing_keys SET retired_at = ? WHERE retired_at IS NULL').bind(nowMs),
    env.DB.prepare('INSERT INTO signing_keys (kid, secret, created_at) VALUES (?, ?, ?)').bind(
      `k${next}`,
      toBase64(randomBytes(32)),
      nowMs,
    ),
  ]);
  return `k${next}`;
}

export async function hmac(key: CryptoKey, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, data));
}

export async function hmacVerify(
  key: CryptoKey,
  sig: Uint8Array,
  data: Uint8Array,
): Promise<boolean> {
  return crypto.subtle.verify('HMAC', key, sig, data);
}

/** base64url without padding. */
export function b64url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromB64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return fromBase64(
      text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4),
    );
  } catch {
    return null;
  }
}
