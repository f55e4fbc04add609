/**
 * The date-dependence audit (issue 32; GUIDE: no test may depend on today's date). With
 * TEST_CLOCK_SHIFT_DAYS set (a number of days, negative for the past), every test of the `workers`
 * project runs with the isolate's clock moved by that many days: `Date.now()`, `new Date()` and
 * Temporal.Now (the polyfill reads Date.now) read the shifted instant, in the tests and in the
 * Worker and its Durable Objects, which run in the same isolate. Unset, this file is not loaded.
 *
 *   TEST_CLOCK_SHIFT_DAYS=400 npx vitest run --project workers test/routes/n/rashifal.test.ts
 *
 * What it cannot move: workerd's own clocks (Durable Object alarms fire on the real clock, KV
 * expirations, D1's `datetime('now')`), so a test that waits on an alarm set from a shifted
 * Date.now() waits for the real instant; docs/testing-dates.md says how to read such failures.
 */
import { env } from 'cloudflare:workers';

const days = Number((env as unknown as Record<string, unknown>).TEST_CLOCK_SHIFT_DAYS ?? 0);
if (!Number.isFinite(days))
  throw new Error(`TEST_CLOCK_SHIFT_DAYS must be a number of days, got ${String(days)}`);
const shiftMs = Math.round(days * 86_400_000);
const RealDate = globalThis.Date;

if (shiftMs !== 0 && !(RealDate as unknown as { shifted?: boolean }).shifted) {
  class ShiftedDate extends RealDate {
    static shifted = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shiftMs);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + shiftMs;
    }
  }
  // `Date()` called as a function gives the current time as text
  const DateFn = new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  });
  globalThis.Date = DateFn as unknown as DateConstructor;
}
