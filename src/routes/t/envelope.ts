/**
 * @module What every Family T answer shares (docs/family-t.md): the engine configuration the
 * request computes with (`X-Engine-Version`, Pro to pin an older one), the Pro-only `?trace=1`
 * flag, and the success body's own keys: `engine_version`, `environment` (production or sandbox)
 * and, on the Starter tier, `attribution` with a `Link` header to the attribution terms.
 */
import type { Context } from 'hono';
import type * as z from 'zod';
import { CURRENT_ENGINE_CONFIG } from '../../engine/config/versions.js';
import { ATTRIBUTION_TEXT, attributionUrl } from '../shared/attribution.js';
import { ENGINE_VERSION_HEADER, configOf } from '../shared/engine-version.js';
import { requireTier, type RequestKey } from '../../http/api-key-auth.js';
import type { AppEnv } from '../../http/context.js';
import { json } from '../../http/family-app.js';
import { TIERS } from '../../platform/tiers.js';
import { newDerivation, traceLegend, traceTree, type Derivation, type TraceRule } from './trace.js';

export { ATTRIBUTION_TEXT, attributionUrl } from '../shared/attribution.js';
export { ENGINE_VERSION_HEADER, configOf, engineVersion } from '../shared/engine-version.js';

/** The steps this request ran, when it is traced (routes record into it where they compute). */
export function derivationOf(c: Context<AppEnv>): Derivation | undefined {
  return c.get('derivation');
}

/** `?trace=` as given on a T compute route (the only query key of POST routes). */
export function traceAsked(c: Context<AppEnv>): boolean {
  const v = new URL(c.req.url).searchParams.get('trace');
  return v === '1' || v === 'true';
}

/**
 * keyAuth's `before` hook of T compute routes: pinning an older configuration and `?trace=1`
 * are Pro features; both are refused before the call is counted.
 */
export function tProOptions(c: Context<AppEnv>, key: RequestKey): void {
  const cfg = configOf(c);
  if (cfg !== CURRENT_ENGINE_CONFIG)
    requireTier(key, 'pro', `pinning engine version ${cfg.version}`, ENGINE_VERSION_HEADER);
  if (traceAsked(c)) {
    requireTier(key, 'pro', 'trace=1 (derivation tags)', 'trace');
    c.set('trace', true);
    c.set('derivation', newDerivation());
  }
}

/**
 * A T success: `engine_version` and `environment` first, then the route's keys, then
 * `attribution` on Starter; traced when `?trace=1` was accepted. The body is typed against the
 * route's registered response schema.
 */
export function tRespond<S extends z.ZodType>(
  c: Context<AppEnv>,
  _schema: S,
  body: Omit<z.input<S>, 'engine_version' | 'environment' | 'attribution'>,
  opts: {
    status?: number;
    headers?: Record<string, string>;
    traceRules?: readonly TraceRule[];
    traceSettings?: Parameters<typeof traceLegend>[1];
  } = {},
): Response {
  const cfg = configOf(c);
  const key = c.get('apiKey');
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...opts.headers };
  let out: Record<string, unknown> = {
    engine_version: cfg.version,
    environment: key?.record.environment ?? 'production',
    ...(body as Record<string, unknown>),
  };
  if (key && TIERS[key.record.tier].attribution) {
    out.attribution = { text: ATTRIBUTION_TEXT, url: attributionUrl(c), required: true };
    headers.Link = `<${attributionUrl(c)}>; rel="license"; title="Attribution required on the Starter tier"`;
  }
  if (c.get('trace'))
    out = {
      ...traceTree(out, opts.traceRules, c.get('derivation')),
      trace_legend: traceLegend(cfg, opts.traceSettings),
    };
  return json(c, out, opts.status ?? 200, headers);
}
