/**
 * @module The arithmetic of a key's limits, pure so it is tested with explicit instants: the
 * calendar period a call falls in (a UTC month starting 00:00 UTC on the 1st, or a UTC day) and
 * the token bucket (continuous refill, capacity-capped). The KeyQuota Durable Object applies it
 * with its own clock.
 */
import type { RatePolicy } from '../platform/tiers.js';

export interface Period {
  key: string;
  startMs: number;
  endMs: number;
}

/** The UTC month or day holding `nowMs`. */
export function periodOf(kind: 'month' | 'day', nowMs: number): Period {
  const d = new Date(nowMs);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (kind === 'month') {
    return {
      key: `${y}-${String(m + 1).padStart(2, '0')}`,
      startMs: Date.UTC(y, m, 1),
      endMs: Date.UTC(y, m + 1, 1),
    };
  }
  const day = d.getUTCDate();
  return {
    key: `${y}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    startMs: Date.UTC(y, m, day),
    endMs: Date.UTC(y, m, day + 1),
  };
}

/** Tokens in a bucket at `nowMs`, from its level `tokens` at `updatedMs`. */
export function refill(tokens: number, updatedMs: number, nowMs: number, rate: RatePolicy): number {
  const elapsedMin = Math.max(0, nowMs - updatedMs) / 60_000;
  return Math.min(rate.capacity, tokens + elapsedMin * rate.refillPerMinute);
}

/** Milliseconds until a bucket holding `tokens` holds `want` (0 when it already does). */
export function msUntilTokens(tokens: number, want: number, rate: RatePolicy): number {
  if (tokens >= want) return 0;
  return ((want - tokens) / rate.refillPerMinute) * 60_000;
}

/** Seconds the bucket takes to fill from empty: the window its policy is reported with. */
export function bucketWindowS(rate: RatePolicy): number {
  return Math.round((rate.capacity / rate.refillPerMinute) * 60);
}
