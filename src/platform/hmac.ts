/**
 * @module HMAC-SHA256 of raw request bytes, for inbound webhooks (payment, messaging). Verification
 * goes through `crypto.subtle.verify`, which compares in constant time; a signature that is not
 * 64 hex digits is refused before any comparison.
 */

async function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

/** HMAC-SHA256 of `data` under `secret`, lower-case hex. */
export async function hmacSha256Hex(
  secret: string,
  data: ArrayBuffer | Uint8Array | string,
): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const sig = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), bytes),
  );
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when `hexSignature` is HMAC-SHA256(`data`, `secret`). */
export async function verifyHmacSha256Hex(
  secret: string,
  data: ArrayBuffer | Uint8Array,
  hexSignature: string,
): Promise<boolean> {
  const hex = hexSignature.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hex)) return false;
  const sig = new Uint8Array(32);
  for (let i = 0; i < 32; i++) sig[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), sig, data);
}
