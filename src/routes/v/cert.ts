/**
 * @module The live self-certification of Family V (docs/family-v.md): the committed golden vectors
 * (src/engine/golden-vectors.ts: 48 instants and places, Swiss Ephemeris with the DE431 files
 * where the oracle has them and its Moshier ephemeris elsewhere) recomputed by the engine, cached
 * one hour (per isolate, and in KV so every isolate serves the same run). Every V success carries
 * the latest result in one line, `X-Service-Substrate-Cert: pass; 48/48 vectors; max 17.65"; <when>`.
 */
import {
  certify,
  substrateCertHeader as certHeaderLine,
  type CertResult,
} from '../../engine/certify.js';
import { GOLDEN_VECTORS } from '../../engine/golden-vectors.js';
import { ENGINE_VERSION } from '../../platform/engine-build.js';

export const CERT_TTL_MS = 3600_000;
const KV_KEY = `substrate-cert:v${ENGINE_VERSION}`;

export interface Certification {
  result: CertResult;
  runAtMs: number;
  cached: boolean;
}

let memo: { result: CertResult; runAtMs: number } | undefined;

/** The latest certification: this isolate's within the hour, else KV's, else a fresh run stored for the hour. */
export async function certification(env: Env, nowMs = Date.now()): Promise<Certification> {
  if (memo && nowMs - memo.runAtMs < CERT_TTL_MS) return { ...memo, cached: true };
  const stored = await env.CACHE.get<{ result: CertResult; runAtMs: number }>(KV_KEY, 'json');
  if (stored && nowMs - stored.runAtMs < CERT_TTL_MS) {
    memo = stored;
    return { ...stored, cached: true };
  }
  memo = { result: certify(GOLDEN_VECTORS), runAtMs: nowMs };
  await env.CACHE.put(KV_KEY, JSON.stringify(memo), {
    expirationTtl: Math.round(CERT_TTL_MS / 1000) + 60,
  });
  return { ...memo, cached: false };
}

/** Forget this isolate's run (tests). */
export function resetCertificationMemo(): void {
  memo = undefined;
}

/** The one-line header of a certification. */
export function certLine(c: Pick<Certification, 'result' | 'runAtMs'>): string {
  return certHeaderLine(c.result, `${new Date(c.runAtMs).toISOString().slice(0, 16)}Z`);
}

export async function substrateCertHeader(env: Env): Promise<string> {
  return certLine(await certification(env));
}

/** Where the vectors come from, for the route's answer. */
export const GOLDEN_VECTORS_SOURCE =
  'Swiss Ephemeris 2.10.03 via the ephem-oracle: DE431 files 1800-2400, Moshier elsewhere in the supported range (scripts/gen-golden-vectors.ts)';
