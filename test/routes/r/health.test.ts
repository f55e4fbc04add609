import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { HEALTH_CHECKED } from '../../../src/routes/r/health.js';

describe('GET /api/health', () => {
  it('is 200, no-store, with presence booleans only', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json<{
      status: string;
      time: string;
      checks: Record<string, unknown>;
    }>();
    expect(body.status).toBe('ok');
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
    expect(Object.keys(body.checks).sort()).toEqual([...HEALTH_CHECKED].sort());
    for (const v of Object.values(body.checks)) expect(typeof v).toBe('boolean');
    expect(body.checks).toMatchObject({
      RATE_LIMITER: true,
      CACHE: true,
      DB: true,
      MODEL_API_KEY: false,
    });
  });
  it('stays 200 with a query string, and is never rate limited', async () => {
    for (let i = 0; i < 80; i++) {
      const res = await call('/api/health?x=1');
      expect(res.status).toBe(200);
    }
  });
});
