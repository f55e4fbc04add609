/** Shared helpers for route tests: requests through the real Worker entry. */
import { exports } from 'cloudflare:workers';

export const BASE = 'http://api.test';

export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(BASE + path, init));
}

export function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Angular distance in arcseconds between two longitudes in degrees. */
export function arcsecDiff(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return Math.abs(d) * 3600;
}

/**
 * An answer without the labels a language adds (src/http/labels.ts: `label`, the ids it adds and
 * the `…Label(s)` / `…_label(s)` siblings): the facts an answer in any language shares.
 */
export function withoutLabels(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutLabels);
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const addedId =
    typeof o.id === 'string' &&
    /^(graha|rashi|nakshatra|tithi|yoga|karana|vara|month|samvatsara)\./.test(o.id) &&
    'label' in o;
  return Object.fromEntries(
    Object.entries(o)
      .filter(([k]) => !(k === 'label' || /(Label|_label)s?$/.test(k) || (k === 'id' && addedId)))
      .map(([k, x]) => [k, withoutLabels(x)]),
  );
}
