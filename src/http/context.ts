/**
 * @module Types of the per-request context shared by every family app.
 */
export type FamilyId = 'R' | 'R2' | 'V' | 'N' | 'T' | 'P';
/** E1/E2/E3 are Family R's and R2's envelopes; V, N, T, P are those families' own. */
export type ErrorStyle = 'E1' | 'E2' | 'E3' | 'V' | 'N' | 'T' | 'P';

export interface AppVariables {
  requestId: string;
  family: FamilyId;
  errorStyle: ErrorStyle;
  /** path prefix the family is served under on this request ('' when at the root or on its own host) */
  basePath: string;
  /** origin + basePath as the caller sees it, for links in feeds and indexes */
  baseUrl: string;
  /** performance.now() when the family app started the request */
  startMs: number;
  /** limit decisions taken on this request (src/http/rate-limit.ts writes their headers) */
  limits?: import('./rate-limit.js').RecordedLimit[];
  /** the bearer key of a keyed route (src/http/api-key-auth.ts) */
  apiKey?: import('./api-key-auth.js').RequestKey;
  /** the frozen engine configuration the request computes with (Family T's X-Engine-Version) */
  engineConfig?: import('../engine/config/versions.js').EngineConfig;
  /** Family T's `?trace=1`: every value carries its derivation tags */
  trace?: boolean;
  /** the derivation steps a traced request ran, recorded where it computes (src/routes/t/trace.ts) */
  derivation?: Set<'i' | 'ii' | 'iii' | 'iv' | 'v' | 'vi' | 'vii' | 'viii' | 'ix'>;
  /** outcome of the key lookup, for the 401's code */
  apiKeyLookup?: 'ok' | 'malformed' | 'unknown' | 'revoked';
  /** how the matched route authenticates (for the WWW-Authenticate challenge of a 401) */
  routeAuth?: 'none' | 'bearer' | 'bearer-optional' | 'service-key' | 'session' | 'admin-token';
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
