/**
 * @module Sealing with AES-256-GCM under the service's request-id keys (Family V's request ids;
 * docs/family-v.md "verify", docs/security.md). The keys are the REQUEST_ID_KEYS secret: a comma
 * list of `<key id>:<base64 of 32 bytes>`, the first one sealing, every one opening (rotation:
 * put the new key first and keep the old ones until the ids they sealed no longer matter). Nothing
 * is stored: whoever holds the keys opens a sealed id, nobody else can read or alter it.
 *
 * A sealed text is `<key id>.<base64url(12-byte IV || ciphertext || 16-byte tag)>`; the key id and
 * the caller's context string are authenticated as additional data.
 *
 * Without the secret, the first use creates a key in D1 (`sealing_keys`, id `db1`, 32 random
 * bytes; INSERT OR IGNORE, so concurrent isolates agree on one key), as the signing keys are
 * created (src/platform/signing.ts): a plain `npm start` seals ids and verifies them. The secret,
 * when set, takes precedence for sealing; a D1 key keeps opening the ids it sealed.
 *
 * The tests use the documented development key (DEV_REQUEST_ID_KEYS, in .dev.vars.example and the
 * tests' bindings). It is public, so it is refused on a deployment whose PUBLIC_BASE_URL is an
 * https address other than localhost.
 */
import { b64url, fromB64url } from './signing.js';
import { fromBase64, randomBytes, toBase64 } from './crypto.js';

/** The development key (public; refused in production, see the module comment). */
export const DEV_REQUEST_ID_KEYS = 'dev1:ZGV2ZWxvcG1lbnQtb25seS1yZXF1ZXN0LWlkLWtleSE=';

interface SealEnv {
  REQUEST_ID_KEYS?: string;
  PUBLIC_BASE_URL?: string;
  DB?: D1Database;
}
export interface SealKey {
  kid: string;
  key: CryptoKey;
}

const cache = new Map<string, SealKey[]>();
/** Imported D1 keys, by kid and secret (a row is read on each use, as the signing keys are). */
const dbKeyCache = new Map<string, CryptoKey>();
/** The id of the D1 sealing key a first use creates. */
export const DB_SEALING_KID = 'db1';

async function importDbKey(kid: string, secret: string): Promise<SealKey> {
  const cacheKey = `${kid}|${secret}`;
  let key = dbKeyCache.get(cacheKey);
  if (!key) {
    key = await crypto.subtle.importKey('raw', fromBase64(secret), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    dbKeyCache.set(cacheKey, key);
  }
  return { kid, key };
}

/** The D1 sealing key `kid`, created when asked (the first use) and absent; null without D1 or the row. */
async function dbSealKey(
  db: D1Database | undefined,
  kid: string,
  create: boolean,
): Promise<SealKey | null> {
  if (!db) return null;
  let row = await db
    .prepare('SELECT secret FROM sealing_keys WHERE kid = ?')
    .bind(kid)
    .first<{ secret: string }>();
  if (!row && create) {
    await db
      .prepare('INSERT OR IGNORE INTO sealing_keys (kid, secret, created_at) VALUES (?, ?, ?)')
      .bind(kid, toBase64(randomBytes(32)), Date.now())
      .run();
    row = await db
      .prepare('SELECT secret FROM sealing_keys WHERE kid = ?')
      .bind(kid)
      .first<{ secret: string }>();
  }
  return row ? importDbKey(kid, row.secret) : null;
}

function isProductionUrl(base: string | undefined): boolean {
  if (!base) return false;
  try {
    const u = new URL(base);
    return u.protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  } catch {
    return false;
  }
}

/** The configured keys, first = sealing key; empty when none (or only the dev key in production). */
export async function sealKeys(env: SealEnv): Promise<SealKey[]> {
  const text = (env.REQUEST_ID_KEYS ?? '').trim();
  if (!text) return [];
  const cacheKey = `${text}|${isProductionUrl(env.PUBLIC_BASE_URL)}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const devKeys = new Set(DEV_REQUEST_ID_KEYS.split(',').map((p) => p.split(':')[1]));
  const out: SealKey[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z0-9]{1,8}):([A-Za-z0-9+/]{43}=)$/.exec(part);
    if (!m) {
      console.error(
        'REQUEST_ID_KEYS: an entry is not <key id>:<base64 of 32 bytes>; it is ignored',
      );
      continue;
    }
    if (devKeys.has(m[2]!) && isProductionUrl(env.PUBLIC_BASE_URL)) {
      console.error('REQUEST_ID_KEYS: the public development key is refused on this deployment');
      continue;
    }
    const raw = fromBase64(m[2]!);
    if (raw.byteLength !== 32) continue;
    out.push({
      kid: m[1]!,
      key: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']),
    });
  }
  cache.set(cacheKey, out);
  return out;
}

/** Seal bytes under the current key (the secret's first, else the D1 key, created on first use), binding `context`; null when there is neither. */
export async function seal(
  env: SealEnv,
  context: string,
  plain: Uint8Array,
): Promise<string | null> {
  const [k] = await sealKeys(env);
  const key = k ?? (await dbSealKey(env.DB, DB_SEALING_KID, true));
  if (!key) return null;
  return sealWith(key, context, plain);
}

async function sealWith(k: SealKey, context: string, plain: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(`${context}.${k.kid}`) },
      k.key,
      plain,
    ),
  );
  const out = new Uint8Array(iv.byteLength + ct.byteLength);
  out.set(iv);
  out.set(ct, iv.byteLength);
  return `${k.kid}.${b64url(out)}`;
}

export type Opened = { ok: true; kid: string; plain: Uint8Array } | { ok: false; reason: string };

/** Open a sealed text bound to `context`. */
export async function unseal(env: SealEnv, context: string, sealed: string): Promise<Opened> {
  const m = /^([a-z0-9]{1,8})\.([A-Za-z0-9_-]{40,6000})$/.exec(sealed);
  if (!m) return { ok: false, reason: 'not a sealed request id (<key id>.<sealed payload>)' };
  const keys = await sealKeys(env);
  const k =
    keys.find((x) => x.kid === m[1]) ??
    (/^db\d{1,6}$/.test(m[1]!) ? await dbSealKey(env.DB, m[1]!, false) : null);
  if (!k)
    return {
      ok: false,
      reason:
        keys.length || env.DB
          ? `the key ${m[1]} is unknown here (the id was not issued here, or its key was removed after rotation)`
          : 'this deployment has no request-id key (REQUEST_ID_KEYS), so no id can be opened',
    };
  const bytes = fromB64url(m[2]!);
  if (!bytes || bytes.byteLength < 29) return { ok: false, reason: 'the payload does not decode' };
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.slice(0, 12),
        additionalData: new TextEncoder().encode(`${context}.${k.kid}`),
      },
      k.key,
      bytes.slice(12),
    );
    return { ok: true, kid: k.kid, plain: new Uint8Array(plain) };
  } catch {
    return {
      ok: false,
      reason: 'the id does not open: it was altered, or sealed under another key',
    };
  }
}
