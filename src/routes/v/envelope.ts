/**
 * @module Family V's envelope and request ids (docs/family-v.md).
 *
 * Every success is `{ok: true, request_id, engine, compute_ms, source, ...route keys}` with HTTP
 * 200 and the headers `X-Engine-Compute-Ms` and `X-Service-Substrate-Cert`.
 *
 * A verifiable route's `request_id` is a self-verifying token: `v2.<key id>.<sealed payload>`,
 * where the payload is the route, the request's input as received, the SHA-256 digest (first 16
 * bytes) of the answer's route keys and the issue time, deflated and sealed with AES-256-GCM under
 * the REQUEST_ID_KEYS secret (src/platform/sealing.ts): unreadable and unalterable without the key,
 * so logs that keep ids keep no birth data. `GET /v1/verify/:id` opens it, recomputes the answer
 * from the input and compares digests: nothing about the request is stored. Ids of the earlier
 * form `v1.<key id>.<payload>.<signature>` (deflated, HMAC-signed) still verify. An input too large
 * for a token (over MAX_TOKEN_PAYLOAD characters deflated), the routes that answer many items, and
 * a deployment without a request-id key get a plain UUID, which `verify` says cannot be replayed.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ENGINE_BUILD } from '../../platform/engine-build.js';
import type { AppEnv } from '../../http/context.js';
import { elapsedMs, json } from '../../http/family-app.js';
import { sha256Hex } from '../../platform/crypto.js';
import { fromB64url, hmacVerify, signingKeyById } from '../../platform/signing.js';
import { seal, unseal } from '../../platform/sealing.js';
import { substrateCertHeader } from './cert.js';

export const MAX_TOKEN_PAYLOAD = 3000;
const TOKEN_RE = /^v1\.(env|k\d{1,6})\.([A-Za-z0-9_-]{8,4000})\.([A-Za-z0-9_-]{43})$/;

export interface TokenClaims {
  /** the operation id */
  r: string;
  /** the input as received (body object or query object) */
  i: unknown;
  /** hex of the first 16 bytes of SHA-256 of the answer's route keys */
  d: string;
  /** issued at, Unix seconds */
  t: number;
  /** the engine configuration (X-Engine-Version) the answer was computed with; absent in ids issued before V honoured pins */
  v?: string;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const piped = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const piped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(piped).arrayBuffer());
  } catch {
    return null;
  }
}

/** The digest of an answer's route keys: SHA-256 of their JSON, first 16 bytes as hex. */
export async function answerDigest(payload: unknown): Promise<string> {
  return (await sha256Hex(JSON.stringify(payload))).slice(0, 32);
}

/**
 * A self-verifying request id, sealed (issue 23.6): `v2.<key id>.<AES-256-GCM of the deflated
 * claims>` under the REQUEST_ID_KEYS secret (src/platform/sealing.ts), so the id (and every log
 * that keeps it) holds no readable birth data, while `verify` still needs nothing stored. Null
 * when the input is too large for an id, or when the deployment has no request-id key.
 */
export async function makeToken(env: Env, claims: TokenClaims): Promise<string | null> {
  const packed = await deflate(new TextEncoder().encode(JSON.stringify(claims)));
  if (Math.ceil((packed.byteLength * 4) / 3) > MAX_TOKEN_PAYLOAD) return null;
  const sealed = await seal(env as never, 'v2', packed);
  return sealed ? `v2.${sealed}` : null;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims; kid: string } | { ok: false; reason: string };

function claimsOf(text: Uint8Array | null): TokenCheck | TokenClaims {
  if (!text) return { ok: false, reason: 'the payload does not decode' };
  try {
    const claims = JSON.parse(new TextDecoder().decode(text)) as TokenClaims;
    if (
      typeof claims.r !== 'string' ||
      typeof claims.d !== 'string' ||
      typeof claims.t !== 'number'
    )
      return { ok: false, reason: 'the payload is not a request' };
    return claims;
  } catch {
    return { ok: false, reason: 'the payload is not JSON' };
  }
}

/** Open a request id: a sealed v2 id, or a signed v1 id issued before ids were sealed. */
export async function readToken(env: Env, id: string): Promise<TokenCheck> {
  if (id.startsWith('v2.')) {
    const opened = await unseal(env as never, 'v2', id.slice(3));
    if (!opened.ok) return opened;
    const c = claimsOf(await inflate(opened.plain));
    return 'ok' in c ? c : { ok: true, claims: c, kid: opened.kid };
  }
  const m = TOKEN_RE.exec(id);
  if (!m) {
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
      ? {
          ok: false,
          reason:
            'this request id is a plain UUID: its request (a batch, a stream, an input too large for a token, or an error) cannot be replayed',
        }
      : { ok: false, reason: 'not a request id of Family V (v2.<key>.<sealed payload>)' };
  }
  const [, kid, payload, sig] = m as unknown as [string, string, string, string];
  const key = await signingKeyById(env, kid);
  if (!key)
    return {
      ok: false,
      reason: `the signing key ${kid} is unknown (the id was not issued here, or its key was removed after rotation)`,
    };
  const sigBytes = fromB64url(sig);
  if (
    !sigBytes ||
    !(await hmacVerify(key, sigBytes, new TextEncoder().encode(`v1.${kid}.${payload}`)))
  )
    return { ok: false, reason: 'the signature does not match: the id was altered' };
  const raw = fromB64url(payload);
  const c = claimsOf(raw ? await inflate(raw) : null);
  return 'ok' in c ? c : { ok: true, claims: c, kid };
}

/**
 * Family-wide middleware: every V answer (errors, 404s, 405s and streams included) carries
 * X-Service-Substrate-Cert and X-Engine-Compute-Ms; the renderers set them where they know better.
 */
export const vEnvelopeHeaders: MiddlewareHandler<AppEnv> = async function vEnvelopeHeaders(
  c,
  next,
) {
  await next();
  const missing: Record<string, string> = {};
  if (!c.res.headers.has('X-Engine-Compute-Ms'))
    missing['X-Engine-Compute-Ms'] = String(elapsedMs(c));
  if (!c.res.headers.has('X-Service-Substrate-Cert'))
    missing['X-Service-Substrate-Cert'] = await substrateCertHeader(c.env);
  if (Object.keys(missing).length === 0) return;
  let res = c.res;
  try {
    for (const [k, v] of Object.entries(missing)) res.headers.set(k, v);
  } catch {
    // immutable headers (a response from a cache or fetch): copy it
    res = new Response(res.body, res);
    for (const [k, v] of Object.entries(missing)) res.headers.set(k, v);
    c.res = res;
  }
};

/** The V success: envelope keys first, then the route's keys. */
export async function vRespond(
  c: Context<AppEnv>,
  payload: Record<string, unknown>,
  opts: {
    source?: 'engine' | 'local';
    requestId?: string;
    headers?: Record<string, string>;
    status?: number;
  } = {},
): Promise<Response> {
  if (opts.requestId) c.set('requestId', opts.requestId);
  const cert = await substrateCertHeader(c.env);
  const computeMs = elapsedMs(c);
  return json(
    c,
    {
      ok: true,
      request_id: c.get('requestId'),
      engine: ENGINE_BUILD,
      compute_ms: computeMs,
      source: opts.source ?? 'engine',
      ...payload,
    },
    opts.status ?? 200,
    {
      'X-Engine-Compute-Ms': String(computeMs),
      'X-Service-Substrate-Cert': cert,
      'Cache-Control': 'no-store',
      ...opts.headers,
    },
  );
}
