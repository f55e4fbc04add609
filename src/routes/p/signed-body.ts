/**
 * @module The signed body of an inbound webhook (payment and messaging): the raw bytes (64 KiB
 * cap), the HMAC-SHA256 signature checked over them in constant time before anything is parsed
 * (401 with an HMAC challenge when missing or wrong), then strict UTF-8 JSON (400 otherwise).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { readCapped } from '../../http/input.js';
import { verifyHmacSha256Hex } from '../../platform/hmac.js';

/**
 * @param header the signature header's name (for the error's field and challenge)
 * @param hexSignature the hex signature it carried, or undefined when it had none of the expected form
 * @returns the raw bytes and the parsed JSON
 */
export async function readSignedJson(
  c: Context<AppEnv>,
  secret: string,
  header: string,
  hexSignature: string | undefined,
  expected: string,
): Promise<{ raw: Uint8Array; parsed: unknown }> {
  const raw = await readCapped(c.req.raw);
  const headers = { 'WWW-Authenticate': `HMAC realm="jyotisha", header="${header}"` };
  const field = header.toLowerCase();
  if (hexSignature === undefined)
    throw new ApiError(401, 'SIGNATURE_MISSING', `${field}: expected ${expected}`, {
      field,
      headers,
    });
  if (!(await verifyHmacSha256Hex(secret, raw, hexSignature)))
    throw new ApiError(
      401,
      'SIGNATURE_INVALID',
      `${field}: the signature does not match the body`,
      { field, headers },
    );
  try {
    return {
      raw,
      parsed: JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(raw)),
    };
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'body: the signed body is not valid UTF-8 JSON', {
      field: 'body',
    });
  }
}
