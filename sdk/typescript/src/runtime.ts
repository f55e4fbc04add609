/**
 * @module runtime
 *
 * The hand-written part of the TypeScript SDK: one small fetch wrapper that every generated
 * family client (src/gen/<family>.ts) calls. It builds the URL (base URL per family, path
 * parameters, query), applies the credentials the operation's OpenAPI `security` names, sends
 * JSON, retries a 429 after the time the server states (capped), decodes the answer by its
 * Content-Type and throws {@link JyotishaError} for every non-2xx answer.
 *
 * No dependency: it needs only the standard `fetch`, `URL`, `Headers` and `AbortSignal` of
 * Node 18+, Deno, browsers and Cloudflare Workers.
 */

/** How one credential is sent (from an OpenAPI security scheme). */
export type CredentialSpec =
  | { kind: 'bearer' }
  | { kind: 'header'; name: string }
  | { kind: 'cookie'; name: string }
  | { kind: 'query'; name: string };

/** Everything the runtime needs to know about one operation (written by the generator). */
export interface OperationSpec {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the path template of the document, e.g. `/api/charts/{id}` */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  readonly headerParams: readonly string[];
  /** media type of the request body, when the operation takes one */
  readonly bodyMediaType?: string;
  /** OpenAPI `security`: alternatives, each a list of scheme names; `[]` is "no credentials" */
  readonly security: readonly (readonly string[])[];
  /**
   * how a success answer is decoded, from its documented media types: `json` parsed, `text` a
   * string, `bytes` a Uint8Array whatever the Content-Type (an image that may be SVG or PNG),
   * `none` nothing; absent: by the answer's Content-Type
   */
  readonly result?: 'json' | 'text' | 'bytes' | 'none';
}

/** A family as the generator describes it. */
export interface FamilySpec {
  readonly family: string;
  /** the default path of the family under the Worker's origin (`/t`, `/n`, `` for R and V) */
  readonly defaultPrefix: string;
  /** scheme name -> option name of the client (`bearerAuth` -> `apiKey`) and how it is sent */
  readonly credentials: Readonly<Record<string, { option: string; spec: CredentialSpec }>>;
}

/** The retry policy for 429 answers. */
export interface RetryOptions {
  /** retries after a 429 (default 3; 0 turns retrying off) */
  maxRetries?: number;
  /** the longest wait the client accepts, in seconds (default 60); a longer stated wait throws at once */
  maxDelaySeconds?: number;
  /** the wait when the answer states none, doubled on each retry (default 1 s) */
  fallbackDelaySeconds?: number;
  /** replaces the timer (tests); receives milliseconds */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** What a client hook sees of each HTTP exchange (one per attempt). */
export interface ResponseInfo {
  operationId: string;
  method: string;
  url: string;
  attempt: number;
  response: Response;
}

/** Options common to every family client; the generated clients add their credential options. */
export interface BaseClientOptions {
  /**
   * The family's base URL, e.g. `https://api.example.com/t`, or `https://t.example.com` when the
   * family is served at its own host (FAMILY_HOSTS). Takes precedence over `origin`.
   */
  baseUrl?: string;
  /** The Worker's origin, e.g. `http://127.0.0.1:8787`; the family's default prefix is appended. */
  origin?: string;
  /** headers sent on every request (e.g. `accept-language`) */
  headers?: Record<string, string>;
  /** a fetch implementation (default: the global fetch) */
  fetch?: typeof fetch;
  retry?: RetryOptions;
  /** abort an attempt after this many milliseconds (default: no timeout) */
  timeoutMs?: number;
  /** called with every response received, retried ones included */
  onResponse?: (info: ResponseInfo) => void;
}

/** Options of one call. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A query value: numbers and booleans are sent as their decimal text and `true`/`false`. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * A non-2xx answer. `body` is the family's error envelope as sent (JSON parsed, else text);
 * `code`, `message`, `field` and `requestId` are read from whichever envelope the family uses.
 */
export class JyotishaError<B = unknown> extends Error {
  override readonly name: string = 'JyotishaError';
  readonly family: string;
  readonly operationId: string;
  readonly status: number;
  readonly body: B;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  readonly headers: Headers;

  constructor(family: string, operationId: string, status: number, body: B, headers: Headers) {
    const info = errorInfo(body);
    super(`${family} ${operationId}: HTTP ${status}${info.code ? ` ${info.code}` : ''}${info.message ? `: ${info.message}` : ''}`);
    this.family = family;
    this.operationId = operationId;
    this.status = status;
    this.body = body;
    this.code = info.code;
    this.field = info.field;
    this.requestId = info.requestId ?? headers.get('x-request-id') ?? undefined;
    this.headers = headers;
  }
}

/** A 429 that was not (or no longer) retried. `retryAfterSeconds` is the wait the answer stated. */
export class RateLimitError<B = unknown> extends JyotishaError<B> {
  override readonly name: string = 'RateLimitError';
  readonly retryAfterSeconds: number | undefined;

  constructor(family: string, operationId: string, body: B, headers: Headers, retryAfterSeconds: number | undefined) {
    super(family, operationId, 429, body, headers);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** code, message, field and request id from any of the families' error envelopes. */
export function errorInfo(body: unknown): { code?: string; message?: string; field?: string; requestId?: string } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const requestId = str(b.request_id) ?? str(b.incidentId);
  if (b.error && typeof b.error === 'object') {
    const e = b.error as Record<string, unknown>;
    return { code: str(e.code), message: str(e.message), field: str(e.field), requestId };
  }
  return { code: str(b.error), message: str(b.message), field: str(b.field), requestId };
}

/** One item of the IETF `RateLimit` header: `"name";r=<remaining>;t=<seconds to reset>`. */
export interface RateLimitItem {
  policy: string;
  remaining?: number;
  resetSeconds?: number;
}

/**
 * Parses `RateLimit` (draft-ietf-httpapi-ratelimit-headers): a list of items, each a quoted
 * policy name (or token) with `;key=value` parameters. Malformed items are skipped.
 */
export function parseRateLimit(value: string | null): RateLimitItem[] {
  if (!value) return [];
  const items: RateLimitItem[] = [];
  // split on commas outside quotes
  const parts: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of value) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) { parts.push(cur); cur = ''; } else cur += ch;
  }
  parts.push(cur);
  for (const part of parts) {
    const [head, ...params] = part.trim().split(';');
    if (!head) continue;
    const policy = head.trim().replace(/^"(.*)"$/, '$1');
    const item: RateLimitItem = { policy };
    for (const p of params) {
      const [k, v] = p.split('=').map((s) => s.trim());
      const n = v !== undefined && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : undefined;
      if (k === 'r' && n !== undefined) item.remaining = n;
      if (k === 't' && n !== undefined) item.resetSeconds = n;
    }
    items.push(item);
  }
  return items;
}

/**
 * The wait in seconds a 429 states, in this order: `Retry-After` (seconds or an HTTP date);
 * the largest `t` of the `RateLimit` items with nothing left (`r=0`); `X-RateLimit-Reset`
 * (Unix seconds) minus `nowMs`. Undefined when the answer states none.
 */
export function statedRetrySeconds(headers: Headers, nowMs: number): number | undefined {
  const ra = headers.get('retry-after');
  if (ra !== null && ra.trim() !== '') {
    const t = ra.trim();
    if (/^\d+$/.test(t)) return Number(t);
    const at = Date.parse(t);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - nowMs) / 1000));
  }
  const exhausted = parseRateLimit(headers.get('ratelimit')).filter((i) => i.remaining === 0 && i.resetSeconds !== undefined);
  if (exhausted.length > 0) return Math.max(...exhausted.map((i) => i.resetSeconds as number));
  const reset = headers.get('x-ratelimit-reset');
  if (reset !== null && /^\d+$/.test(reset.trim())) return Math.max(0, Number(reset.trim()) - Math.floor(nowMs / 1000));
  return undefined;
}

/** Waits `ms`, or rejects when `signal` aborts (the retry wait; the job helpers' polls). */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) { reject(signal.reason); return; }
    const timer = setTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve(); }, ms);
    const onAbort = (): void => { clearTimeout(timer); reject(signal?.reason); };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isJson(contentType: string): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
}

/** text, XML, SVG, NDJSON (one JSON value per line: split it yourself) and JavaScript */
function isText(contentType: string): boolean {
  return /^(text\/|application\/([\w.+-]*\+)?xml\b|image\/svg\+xml\b|application\/(x-)?ndjson\b|application\/jsonl\b|application\/(x-)?(javascript|ecmascript)\b)/i.test(contentType);
}

/**
 * Decodes an answer: as the operation documents its success (`expected`), else by its
 * Content-Type: JSON parsed, text as a string, anything else as bytes.
 */
async function decode(res: Response, expected?: OperationSpec['result']): Promise<unknown> {
  const ct = res.headers.get('content-type') ?? '';
  if (res.status === 204 || res.status === 304) return undefined;
  if (expected === 'bytes') return new Uint8Array(await res.arrayBuffer());
  if (expected === 'text' && !isJson(ct)) return res.text();
  if (isJson(ct)) {
    const text = await res.text();
    if (text === '') return undefined;
    try { return JSON.parse(text); } catch { return text; }
  }
  if (isText(ct) || ct === '') return res.text();
  return new Uint8Array(await res.arrayBuffer());
}

function queryText(v: string | number | boolean): string {
  return typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v);
}

/** The base every generated family client extends. */
export class BaseClient {
  readonly baseUrl: string;
  protected readonly family: FamilySpec;
  private readonly options: BaseClientOptions;
  private readonly credentialValues: Record<string, string | undefined>;

  constructor(family: FamilySpec, options: BaseClientOptions, credentialValues: Record<string, string | undefined>) {
    this.family = family;
    this.options = options;
    this.credentialValues = credentialValues;
    const base = options.baseUrl ?? (options.origin !== undefined ? options.origin.replace(/\/+$/, '') + family.defaultPrefix : undefined);
    if (base === undefined) throw new TypeError(`${family.family} client: give baseUrl (the family's base URL) or origin (the Worker's origin)`);
    this.baseUrl = base.replace(/\/+$/, '');
  }

  /** Sends one operation; the generated methods call it with their own types. */
  protected async call(
    op: OperationSpec,
    params: Record<string, unknown> | undefined,
    body: unknown,
    callOptions: CallOptions | undefined,
  ): Promise<unknown> {
    const p = params ?? {};
    let path = op.path;
    for (const name of op.pathParams) {
      const v = p[name];
      if (v === undefined || v === null || v === '') throw new TypeError(`${op.operationId}: the path parameter ${name} is required`);
      path = path.replace(`{${name}}`, encodeURIComponent(queryText(v as string | number | boolean)));
    }
    const url = new URL(this.baseUrl + path);
    for (const name of op.queryParams) {
      const v = p[name] as QueryValue;
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) for (const item of v) url.searchParams.append(name, queryText(item));
      else url.searchParams.set(name, queryText(v as string | number | boolean));
    }
    const headers = new Headers(this.options.headers);
    for (const name of op.headerParams) {
      const v = p[name];
      if (v !== undefined && v !== null) headers.set(name, queryText(v as string | number | boolean));
    }
    this.applyCredentials(op, headers, url);
    for (const [k, v] of Object.entries(callOptions?.headers ?? {})) headers.set(k, v);
    let payload: string | undefined;
    if (op.bodyMediaType !== undefined && body !== undefined) {
      headers.set('content-type', op.bodyMediaType);
      payload = JSON.stringify(body);
    }
    if (!headers.has('accept')) headers.set('accept', 'application/json, */*;q=0.5');

    const retry = this.options.retry ?? {};
    const maxRetries = retry.maxRetries ?? 3;
    const maxDelay = retry.maxDelaySeconds ?? 60;
    const fallback = retry.fallbackDelaySeconds ?? 1;
    const sleep = retry.sleep ?? defaultSleep;
    const doFetch = this.options.fetch ?? globalThis.fetch;
    for (let attempt = 0; ; attempt++) {
      const signals = [callOptions?.signal, this.options.timeoutMs !== undefined ? AbortSignal.timeout(this.options.timeoutMs) : undefined].filter((s): s is AbortSignal => s !== undefined);
      const init: RequestInit = { method: op.method, headers, body: payload };
      if (signals.length === 1) init.signal = signals[0];
      else if (signals.length > 1) init.signal = AbortSignal.any(signals);
      const res = await doFetch(url.toString(), init);
      this.options.onResponse?.({ operationId: op.operationId, method: op.method, url: url.toString(), attempt, response: res });
      if (res.ok) return decode(res, op.result);
      const errBody = await decode(res);
      if (res.status !== 429) throw new JyotishaError(this.family.family, op.operationId, res.status, errBody, res.headers);
      const stated = statedRetrySeconds(res.headers, Date.now());
      const wait = stated ?? fallback * 2 ** attempt;
      if (attempt >= maxRetries || wait > maxDelay) throw new RateLimitError(this.family.family, op.operationId, errBody, res.headers, stated);
      await sleep(wait * 1000, callOptions?.signal);
    }
  }

  /** Applies the first `security` alternative whose credentials are all configured. */
  private applyCredentials(op: OperationSpec, headers: Headers, url: URL): void {
    for (const alternative of op.security) {
      if (alternative.length === 0) continue;
      const entries = alternative.map((scheme) => ({ c: this.family.credentials[scheme], value: this.credentialValues[scheme] }));
      if (!entries.every((e) => e.c !== undefined && e.value !== undefined && e.value !== '')) continue;
      const cookies: string[] = [];
      for (const { c, value } of entries) {
        const spec = c!.spec;
        const v = value as string;
        if (spec.kind === 'bearer') headers.set('authorization', `Bearer ${v}`);
        else if (spec.kind === 'header') headers.set(spec.name, v);
        else if (spec.kind === 'cookie') cookies.push(`${spec.name}=${v}`);
        else url.searchParams.set(spec.name, v);
      }
      if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
      return;
    }
  }
}
