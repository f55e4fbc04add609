/**
 * @module The one error type routes throw, and the one renderer that turns any failure into the
 * envelope of the family (and route) that answered. Nothing else in the project writes an error
 * body.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { EngineInputError } from '../engine/core/errors.js';
import type { AppEnv, ErrorStyle } from './context.js';
import type { ErrorCode } from './error-codes.js';
import { ENGINE_BUILD } from '../platform/engine-build.js';
import { derivedHint } from './hints.js';

/** A failure with a status and a stable code, thrown by routes and middleware. */
export class ApiError extends Error {
  /**
   * @param status HTTP status (4xx, or 5xx for upstream faults)
   * @param code stable machine code in SCREAMING_SNAKE_CASE (rendered kebab-case for E2/E3), one of
   *   the union ErrorCode (src/http/error-codes.ts)
   * @param message sentence naming the offending field or cause
   * @param extra field path, hint, details, extra response headers
   */
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      field?: string;
      hint?: string;
      details?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What to do about an error code when its thrower wrote no hint (the catalogue's advice; routes register it). */
let adviceOf: (code: string) => string | undefined = () => undefined;

/**
 * Register the advice each code falls back to in the envelopes that carry a hint (E3): the routes
 * layer registers the catalogue of GET /docs/errors (src/routes/docs/error-advice.ts), so every
 * 4xx answers what to do even where its thrower wrote no hint.
 */
export function setErrorAdvice(lookup: (code: string) => string | undefined): void {
  adviceOf = lookup;
}

/** RATE_LIMIT_EXCEEDED -> rate-limit-exceeded */
export function kebabCode(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

/** Error body in one of the spec's envelopes. */
export function errorBody(
  style: ErrorStyle,
  err: { code: string; message: string; field?: string; hint?: string; details?: unknown },
  requestId: string,
  computeMs = 0,
): Record<string, unknown> {
  const field = err.field !== undefined ? { field: err.field } : {};
  switch (style) {
    case 'E1':
      return { ok: false, error: { code: err.code, message: err.message, ...field } };
    case 'E2':
      return {
        error: kebabCode(err.code),
        message: err.message,
        ...field,
        ...(err.details !== undefined ? { details: err.details } : {}),
      };
    case 'E3':
      return {
        error: kebabCode(err.code),
        message: err.message,
        ...(err.hint !== undefined ? { hint: err.hint } : {}),
        ...field,
      };
    case 'V':
      return {
        ok: false,
        request_id: requestId,
        engine: ENGINE_BUILD,
        compute_ms: computeMs,
        source: 'engine',
        error: { code: err.code, message: err.message, ...field },
      };
    case 'N':
      return { success: false, error: { code: err.code, message: err.message, ...field } };
    case 'T':
    case 'P':
      return {
        error: {
          code: err.code,
          message: err.message,
          ...field,
          ...(err.details !== undefined ? { details: err.details } : {}),
        },
        request_id: requestId,
      };
  }
}

/** Render any thrown value as the answering family's error response. */
export function renderError(c: Context<AppEnv>, thrown: unknown): Response {
  const style = c.get('errorStyle') ?? 'E2';
  const requestId = c.get('requestId') ?? crypto.randomUUID();
  // Family V's envelope states the service time of errors too (its X-Engine-Compute-Ms header is the same number)
  const startMs = c.get('startMs');
  const computeMs =
    style === 'V' && typeof startMs === 'number'
      ? Math.round((performance.now() - startMs) * 1000) / 1000
      : 0;
  let status: number;
  let body: Record<string, unknown>;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (thrown instanceof HTTPException && thrown.res) {
    // a hono middleware's refusal whose response this renderer already wrote (bearer-auth's messages)
    const res = new Response(thrown.res.body, thrown.res);
    res.headers.set('X-Request-Id', requestId);
    return res;
  }
  if (thrown instanceof ApiError) {
    status = thrown.status;
    // E3 promises a hint on every bad request: one the thrower did not give is derived from the route (src/http/hints.ts), else the catalogue's advice
    const hint =
      thrown.extra.hint ??
      (status < 500
        ? ((style === 'E3'
            ? derivedHint(
                { status, code: thrown.code, message: thrown.message, ...thrown.extra },
                c.get('route'),
                c.get('basePath') ?? '',
              )
            : undefined) ?? adviceOf(thrown.code))
        : undefined);
    body = errorBody(
      style,
      {
        code: thrown.code,
        message: thrown.message,
        ...thrown.extra,
        ...(hint !== undefined ? { hint } : {}),
      },
      requestId,
      computeMs,
    );
    Object.assign(headers, thrown.extra.headers ?? {});
    if (style === 'E3' && status >= 500) body.incidentId = requestId;
  } else if (thrown instanceof EngineInputError) {
    status = 400;
    body = errorBody(
      style,
      {
        code: thrown.code,
        message: thrown.message,
        ...(thrown.field !== undefined ? { field: thrown.field } : {}),
        hint: thrown.message,
      },
      requestId,
      computeMs,
    );
  } else {
    // A fault: never a stack or internals on the wire; the request id ties the log to the caller.
    console.error(
      `[${requestId}] unhandled`,
      thrown instanceof Error ? (thrown.stack ?? thrown.message) : thrown,
    );
    status = 500;
    body = errorBody(
      style,
      {
        code: 'INTERNAL_ERROR',
        message: `Internal error. Quote request id ${requestId} when reporting it.`,
      },
      requestId,
      computeMs,
    );
    if (style === 'E3') body.incidentId = requestId;
  }
  if (style === 'V') headers['X-Engine-Compute-Ms'] = String(computeMs);
  const res = new Response(JSON.stringify(body), { status, headers });
  res.headers.set('X-Request-Id', requestId);
  return res;
}
