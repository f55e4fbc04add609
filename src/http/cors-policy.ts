/**
 * @module The one CORS policy table (docs/families.md "CORS"). Every route is credential-less
 * `Access-Control-Allow-Origin: *` (errors and preflight included) unless a row below closes it:
 * account, dashboard and key routes send no CORS header, so a browser page on another origin can
 * neither read them nor send them a cookie-authenticated request it could read the answer of.
 * Rows are tried in order; the first match wins. Applied by `FamilyApp` with `hono/cors`.
 */
import type { FamilyId } from './context.js';

export type CorsMode = 'open' | 'none';

export interface CorsRule {
  /** family the row applies to, or '*' for every family (and the root index / OpenAPI documents) */
  family: FamilyId | '*';
  /** path inside the family (prefix removed) */
  path: RegExp;
  cors: CorsMode;
  why: string;
}

export const CORS_POLICY: readonly CorsRule[] = [
  {
    family: 'R',
    path: /^\/api\/(auth|dashboard|account)(\/|$)/,
    cors: 'none',
    why: 'accounts and dashboard: cookie session, same origin only',
  },
  {
    family: 'R',
    path: /^\/(dashboard|logout)(\/|$)/,
    cors: 'none',
    why: 'the dashboard and sign-out pages: cookie session, same origin only',
  },
  {
    family: '*',
    path: /^\/(api|v1)\/keys(\/|$)/,
    cors: 'none',
    why: 'issuing, rotating and revoking keys',
  },
  {
    family: '*',
    path: /^\/(api|v1)\/usage(\/|$)/,
    cors: 'none',
    why: "a key's usage and billing view",
  },
  {
    family: '*',
    path: /^\/(api\/)?(signin|signup|login|account)(\/|$)/,
    cors: 'none',
    why: 'sign-in pages',
  },
  {
    family: 'P',
    path: /^\/api\/webhooks(\/|$)/,
    cors: 'none',
    why: 'inbound webhooks: server to server',
  },
  {
    family: '*',
    path: /.*/,
    cors: 'open',
    why: 'compute routes, feeds, press, index, OpenAPI documents, docs',
  },
];

/** The CORS mode of a path in a family. */
export function corsModeFor(family: FamilyId, path: string): CorsMode {
  for (const rule of CORS_POLICY) {
    if ((rule.family === '*' || rule.family === family) && rule.path.test(path)) return rule.cors;
  }
  return 'none';
}

/** Request headers a cross-origin caller may send. */
export const CORS_ALLOW_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-Service-Key',
  'X-API-Key',
  'Idempotency-Key',
  'If-None-Match',
  'X-Engine-Version',
  'Accept',
  'Accept-Language',
];

/** Response headers a cross-origin caller may read. */
export const CORS_EXPOSE_HEADERS = [
  'ETag',
  'X-Request-Id',
  'Link',
  'Location',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit',
  'RateLimit-Policy',
  'X-Engine-Compute-Ms',
  'X-Service-Substrate-Cert',
  'X-Engine-Version',
  'X-Feed-Source',
  'X-Place-Source',
  'X-Cache',
  'X-Tier',
];
