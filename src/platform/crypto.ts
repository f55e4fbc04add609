/**
 * @module Small WebCrypto helpers shared by accounts, sessions and service keys: random tokens,
 * SHA-256 hex, PBKDF2-SHA256 and the runtime's constant-time comparison.
 */

/** PBKDF2-SHA256 iterations for new password hashes. workerd refuses more than 100,000. */
export const PBKDF2_ITERATIONS = 100_000;
const PBKDF2_BYTES = 32;

const HEX_BYTE = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += HEX_BYTE[bytes[i]!]!;
  return s;
}

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

export function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** `n` random bytes from the platform CSPRNG. */
export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A random token: `n` bytes as lower-case hex. */
export function randomToken(n = 32): string {
  return toHex(randomBytes(n));
}

/** SHA-256 of a UTF-8 string, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/** PBKDF2-SHA256 of a password with a salt, 32 bytes. */
export async function pbkdf2(
  password: string,
  salt: Uint8Array,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    PBKDF2_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Byte arrays compared in constant time with the runtime's `crypto.subtle.timingSafeEqual`
 * (workerd). Arrays of different lengths are unequal at once: the lengths compared here (hash
 * outputs, tokens) are public.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return crypto.subtle.timingSafeEqual(a, b);
}
