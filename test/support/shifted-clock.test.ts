/**
 * The date-dependence audit's clock (test/support/shifted-clock.ts): with TEST_CLOCK_SHIFT_DAYS set,
 * the Worker reads the shifted clock too (R's health route writes its `new Date()`). Skipped in
 * the ordinary run, where the variable is unset.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call } from '../helpers.js';

const days = Number((env as unknown as Record<string, unknown>).TEST_CLOCK_SHIFT_DAYS ?? 0);

describe.skipIf(days === 0)('the shifted clock of the date-dependence audit', () => {
  it("moves the Worker's clock and the test's by TEST_CLOCK_SHIFT_DAYS", async () => {
    const res = await call('/api/health');
    const { time } = await res.json<{ time: string }>();
    // the shifted Date extends the real one (test/support/shifted-clock.ts)
    const RealDate = Reflect.getPrototypeOf(Date) as DateConstructor;
    const real = RealDate.now();
    expect(Math.abs(Date.parse(time) - real - days * 86_400_000)).toBeLessThan(3_600_000);
    expect(Math.abs(Date.now() - real - days * 86_400_000)).toBeLessThan(3_600_000);
  });
});
