/**
 * @module What every Family T answer shares (docs/family-t.md): the engine configuration the
 * request computes with (`X-Engine-Version`, Pro to pin an older one), the Pro-only `?trace=1`
 * flag, and the success body's own keys: `engine_version`, `environment` (production or sandbox)
 * and, on the Starter tier, `attribution` with a `Link` header to the attribution terms.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod';
import { CURRENT_ENGINE_CONFIG, ENGINE_CONFIGS, engineConfig, type EngineConfig } from '../../engine/config/versions.js';
import { requireTier, type RequestKey } from '../../http/api-key-auth.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { json } from '../../http/family-app.js';
import { TIERS } from '../../services/tiers.js';
import { newDerivation, traceLegend, traceTree, type Derivation, type TraceRule } from './trace.js';

export const ENGINE_VERSION_HEADER = 'X-Engine-Version';
export const ATTRIBUTION_TEXT = 'Astrological computations by the Jyotisha API';

/**
 * Family-wide middleware: the configuration named by X-Engine-Version (400 listing the versions
 * when unknown), echoed on every answer of the family, errors included.
 */
export const engineVersion: MiddlewareHandler<AppEnv> = async function engineVersion(c, next) {
  const asked = c.req.header(ENGINE_VERSION_HEADER);
  const cfg = asked === undefined || asked.trim() === '' ? CURRENT_ENGINE_CONFIG : engineConfig(asked.trim());
  c.set('engineConfig', cfg ?? CURRENT_ENGINE_CONFIG);
  if (!cfg) {
    throw new ApiError(400, 'ENGINE_VERSION_UNKNOWN', `${ENGINE_VERSION_HEADER}: no engine version ${JSON.stringify(asked!.slice(0, 40))}; selectable: ${ENGINE_CONFIGS.map((v) => v.version).join(', ')} (current ${CURRENT_ENGINE_CONFIG.version})`, {
      field: ENGINE_VERSION_HEADER,
      details: { versions: ENGINE_CONFIGS.map((v) => ({ version: v.version, released: v.released, current: v === CURRENT_ENGINE_CONFIG })) },
      headers: { [ENGINE_VERSION_HEADER]: CURRENT_ENGINE_CONFIG.version },
    });
  }
  await next();
  // errors of later middleware and handlers are rendered into c.res by now
  if (!c.res.headers.has(ENGINE_VERSION_HEADER)) c.res.headers.set(ENGINE_VERSION_HEADER, cfg.version);
};

/** The request's configuration (the current one outside Family T). */
export function configOf(c: Context<AppEnv>): EngineConfig {
  return c.get('engineConfig') ?? CURRENT_ENGINE_CONFIG;
}

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
  if (cfg !== CURRENT_ENGINE_CONFIG) requireTier(key, 'pro', `pinning engine version ${cfg.version}`, ENGINE_VERSION_HEADER);
  if (traceAsked(c)) {
    requireTier(key, 'pro', 'trace=1 (derivation tags)', 'trace');
    c.set('trace', true);
    c.set('derivation', newDerivation());
  }
}

/** Absolute URL of the attribution terms. */
export function attributionUrl(c: Context<AppEnv>): string {
  return `${c.get('baseUrl')}/api/attribution`;
}

/**
 * A T success: `engine_version` and `environment` first, then the route's keys, then
 * `attribution` on Starter; traced when `?trace=1` was accepted. The body is typed against the
 * route's registered response schema.
 */
export function tRespond<S extends z.ZodType>(c: Context<AppEnv>, _schema: S, body: Omit<z.input<S>, 'engine_version' | 'environment' | 'attribution'>, opts: { status?: number; headers?: Record<string, string>; traceRules?: readonly TraceRule[]; traceSettings?: Parameters<typeof traceLegend>[1] } = {}): Response {
  const cfg = configOf(c);
  const key = c.get('apiKey');
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...opts.headers };
  let out: Record<string, unknown> = { engine_version: cfg.version, environment: key?.record.environment ?? 'production', ...(body as Record<string, unknown>) };
  if (key && TIERS[key.record.tier].attribution) {
    out.attribution = { text: ATTRIBUTION_TEXT, url: attributionUrl(c), required: true };
    headers.Link = `<${attributionUrl(c)}>; rel="license"; title="Attribution required on the Starter tier"`;
  }
  if (c.get('trace')) out = { ...traceTree(out, opts.traceRules, c.get('derivation')), trace_legend: traceLegend(cfg, opts.traceSettings) };
  return json(c, out, opts.status ?? 200, headers);
}
