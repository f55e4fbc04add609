/**
 * @module Small WebCrypto helpers shared by accounts, sessions and service keys: random tokens,
 * SHA-256 hex, PBKDF2-SHA256 and a constant-time comparison.
 */

/** PBKDF2-SHA256 iterations for new password hashes. workerd refuses more than 100,000. */
export const PBKDF2_ITERATIONS = 100_000;
const PBKDF2_BYTES = 32;

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
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
export async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, PBKDF2_BYTES * 8);
  return new Uint8Array(bits);
}

/** Equal-length byte arrays compared without an early exit (length mismatch is false). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
