/**
 * @module Types of the per-request context shared by every family app.
 */
export type { FamilyId } from '../platform/families.js';
import type { FamilyId } from '../platform/families.js';
import type { LimitDecision } from '../durable/attempt-policy.js';
import type { KeyRecord } from '../platform/api-keys.js';
import type { KeyPolicy } from '../platform/tiers.js';
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
  limits?: RecordedLimit[];
  /** the bearer key of a keyed route (src/http/api-key-auth.ts) */
  apiKey?: RequestKey;
  /** the frozen engine configuration the request computes with (Family T's X-Engine-Version) */
  engineConfig?: import('../engine/config/versions.js').EngineConfig;
  /** Family T's `?trace=1`: every value carries its derivation tags */
  trace?: boolean;
  /** the language of the answer on a route that takes `lang` (src/http/lang.ts) */
  lang?: import('./accept-language.js').LangResolution<import('../engine/i18n/langs.js').Lang>;
  /** the value a JSON answer was serialised from, with that answer (src/http/family-app.ts `json`), so the language middleware labels it without parsing the answer back */
  jsonAnswer?: { res: Response; body: unknown; mark: string; shared?: { etag: boolean } };
  /** the derivation steps a traced request ran, recorded where it computes (src/routes/t/trace.ts) */
  derivation?: Set<'i' | 'ii' | 'iii' | 'iv' | 'v' | 'vi' | 'vii' | 'viii' | 'ix'>;
  /** outcome of the key lookup, for the 401's code */
  apiKeyLookup?: 'ok' | 'malformed' | 'unknown' | 'revoked';
  /** what the matched route declares that an E3 hint is read from (src/http/hints.ts) */
  route?: import('./hints.js').HintSource;
  /** the matched route's tier tag (Family R and R2: S compute, W witness), sent as X-Tier */
  tier?: 'S' | 'W';
  /** how the matched route authenticates (for the WWW-Authenticate challenge of a 401) */
  routeAuth?: 'none' | 'bearer' | 'bearer-optional' | 'service-key' | 'session' | 'admin-token';
}

/** One limit policy a request is counted against (src/http/rate-limit.ts). */
export interface LimitOptions {
  /** bucket name; also the policy name in the RateLimit headers */
  bucket: string;
  limit: number;
  windowMs: number;
  /** Retry-After seconds on 429 (R2, login, keys) */
  retryAfter?: boolean;
  /** sahaja: X-RateLimit-Limit on 429 */
  limitHeaderOn429?: boolean;
}

/** One decision taken on this request, with the policy it was taken under. */
export interface RecordedLimit {
  d: LimitDecision;
  opts: LimitOptions;
}

/** The authenticated key of a request and the policy it counts against (src/http/api-key-auth.ts). */
export interface RequestKey {
  record: KeyRecord;
  policy: KeyPolicy;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
