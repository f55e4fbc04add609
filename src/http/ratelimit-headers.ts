/**
 * @module Serializing rate-limit state into headers: the IETF `RateLimit-Policy` and `RateLimit`
 * Structured-Field lists (draft-ietf-httpapi-ratelimit-headers-11) that every limited route sends,
 * next to the legacy `X-RateLimit-*` headers the spec requires of Family R and R2. Kept in one
 * small module because the draft is still moving.
 *
 * @example
 * rateLimitHeaders([{ name: 'minute', quota: 60, windowS: 60, remaining: 12, resetS: 37 }])
 * // { 'RateLimit-Policy': '"minute";q=60;w=60', 'RateLimit': '"minute";r=12;t=37' }
 */

/** One policy's state at the moment of a response. */
export interface RateLimitState {
  /** policy name, an SF String (e.g. "hour", "month", "sahaja") */
  name: string;
  /** quota units allowed per window */
  quota: number;
  /** window length in seconds */
  windowS: number;
  /** units still available now */
  remaining: number;
  /** whole seconds until the quota next goes up (0 or more) */
  resetS: number;
}

function sfString(s: string): string {
  return `"${s.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
}

/** `RateLimit-Policy` and `RateLimit` for one or more policies (most restrictive first). */
export function rateLimitHeaders(states: RateLimitState[]): Record<string, string> {
  if (states.length === 0) return {};
  return {
    'RateLimit-Policy': states
      .map((p) => `${sfString(p.name)};q=${p.quota};w=${p.windowS}`)
      .join(', '),
    RateLimit: states
      .map(
        (p) =>
          `${sfString(p.name)};r=${Math.max(0, p.remaining)};t=${Math.max(0, Math.ceil(p.resetS))}`,
      )
      .join(', '),
  };
}
