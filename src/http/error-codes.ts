/**
 * @module Every stable error code the API answers, as one union type (ErrorCode): ApiError and the
 * engine's errors take it, so a misspelt or new code fails the type check until it is listed here
 * (or, for a code the engine throws, in ENGINE_ERROR_CODES, src/engine/core/errors.ts). The
 * catalogue of /docs/errors (src/generated/error-codes.ts, scanned from the source by
 * `npm run docs:data`) adds each code's statuses, families and files; test/routes/docs-catalogue.test.ts
 * fails when this list and what the source answers differ. Advice per code:
 * src/routes/docs/error-advice.ts.
 */
import { ENGINE_ERROR_CODES } from '../engine/core/errors.js';

export const ERROR_CODE_LIST = [
  ...ENGINE_ERROR_CODES,
  'ADMIN_NOT_CONFIGURED', 'ADMIN_TOKEN_INVALID', 'API_KEY_INVALID', 'API_KEY_MALFORMED',
  'API_KEY_MISSING', 'API_KEY_REVOKED', 'CHART_NOT_FOUND', 'COUNSEL_OFFLINE', 'CSRF_FAILED',
  'EMAIL_PROVIDER_ERROR', 'EMAIL_TAKEN', 'ENGINE_VERSION_UNKNOWN', 'FOREIGN_URL',
  'EVENT_IN_FUTURE', 'FORM_ALREADY_SENT', 'FUTURE_EVENT', 'IDEMPOTENCY_KEY_REUSED', 'INDEXNOW_NOT_CONFIGURED',
  'INDEXNOW_REJECTED', 'INDEXNOW_UNREACHABLE', 'INTERNAL_ERROR', 'INVALID_CREDENTIALS',
  'INVALID_SERVICE_KEY', 'JOBS_UNAVAILABLE', 'JOB_CONCURRENCY_LIMIT', 'JOB_NOT_FOUND',
  'KEY_ISSUE_LIMIT_REACHED', 'KEY_LIMIT_REACHED', 'KEY_NOT_FOUND', 'KEY_REVOKED',
  'KEY_SCOPE_INSUFFICIENT', 'KEY_WRONG_FAMILY', 'LINK_EXPIRED', 'LINK_INVALID', 'MALFORMED_BODY',
  'MALFORMED_FORM', 'MALFORMED_JSON', 'METHOD_NOT_ALLOWED', 'MODEL_PROVIDER_ERROR',
  'MODEL_TIMEOUT', 'NOT_FOUND', 'NOT_SIGNED_IN', 'PART_NOT_FOUND', 'PAYLOAD_TOO_LARGE',
  'PLAYGROUND_NOT_ALLOWED', 'PLAYGROUND_TOKEN_INVALID', 'QUERY_NOT_ALLOWED', 'QUOTA_EXCEEDED',
  'QUOTA_STORE_UNAVAILABLE', 'RATE_LIMITED', 'RATE_LIMIT_EXCEEDED', 'RENDERER_NOT_CONFIGURED',
  'REQUEST_ID_NOT_VERIFIABLE', 'SERVICE_KEY_REQUIRED', 'SIGNATURE_INVALID', 'SIGNATURE_MISSING',
  'STALE_EVENT', 'TIER_REQUIRED', 'TOO_MANY_BIRTHS', 'UNIT_TOO_LARGE', 'UNKNOWN_INTENT', 'UNKNOWN_MUKHA',
  'UNSUPPORTED_MEDIA_TYPE', 'VERIFY_TOKEN_MISMATCH', 'WEBHOOK_LIMIT_REACHED',
  'WEBHOOK_NOT_CONFIGURED', 'WEBHOOK_NOT_FOUND', 'WEBHOOK_URL_REFUSED',
] as const;
/** One stable error code, SCREAMING_SNAKE_CASE (E2/E3 envelopes write it kebab-case). */
export type ErrorCode = (typeof ERROR_CODE_LIST)[number];
