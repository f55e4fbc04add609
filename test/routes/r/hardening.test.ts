/**
 * Issue 11 point 6: idempotent chart saves, the rectify cost cap and its per-IP limit.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { postJson } from '../../helpers.js';
import { CHART_BODY, cookieHeaders, signUp } from './account-helpers.js';

async function savedCount(userId: string): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM charts WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>())!.n;
}

describe('POST /api/chart with a session: Idempotency-Key', () => {
  it('a retry with the same key and body saves once and answers the same chart and id', async () => {
    const a = await signUp('idem');
    const h = cookieHeaders(a.token, { 'idempotency-key': 'retry-123' });
    const first = await postJson('/api/chart', { ...CHART_BODY, name: 'first' }, h);
    const second = await postJson('/api/chart', { ...CHART_BODY, name: 'first' }, h);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-saved-chart-id')).toBe(first.headers.get('x-saved-chart-id'));
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await second.text()).toBe(await first.text());
    expect(await savedCount(a.userId)).toBe(1);
  });

  it('concurrent retries with one key save one chart', async () => {
    const a = await signUp('idem-conc');
    const h = cookieHeaders(a.token, { 'idempotency-key': 'burst' });
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => postJson('/api/chart', CHART_BODY, h)),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(new Set(rs.map((r) => r.headers.get('x-saved-chart-id'))).size).toBe(1);
    expect(await savedCount(a.userId)).toBe(1);
  });

  it('the same key with another body is 422 naming Idempotency-Key; a bad key is 400', async () => {
    const a = await signUp('idem-bad');
    const h = cookieHeaders(a.token, { 'idempotency-key': 'k1' });
    await postJson('/api/chart', CHART_BODY, h);
    const other = await postJson('/api/chart', { ...CHART_BODY, minute: 16 }, h);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      ok: false,
      error: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' },
    });
    const bad = await postJson(
      '/api/chart',
      CHART_BODY,
      cookieHeaders(a.token, { 'idempotency-key': 'has space' }),
    );
    expect(bad.status).toBe(400);
    expect(await savedCount(a.userId)).toBe(1);
  });

  it('keys are per account: another account with the same key saves its own chart', async () => {
    const a = await signUp('idem-a');
    const b = await signUp('idem-b');
    const ra = await postJson(
      '/api/chart',
      CHART_BODY,
      cookieHeaders(a.token, { 'idempotency-key': 'shared' }),
    );
    const rb = await postJson(
      '/api/chart',
      CHART_BODY,
      cookieHeaders(b.token, { 'idempotency-key': 'shared' }),
    );
    expect(rb.headers.get('x-saved-chart-id')).not.toBe(ra.headers.get('x-saved-chart-id'));
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(await savedCount(b.userId)).toBe(1);
  });

  it('without the header every request is a new save (documented)', async () => {
    const a = await signUp('idem-none');
    await postJson('/api/chart', CHART_BODY, cookieHeaders(a.token));
    await postJson('/api/chart', CHART_BODY, cookieHeaders(a.token));
    expect(await savedCount(a.userId)).toBe(2);
  });
});

const RECTIFY = {
  birthDate: '1990-05-17',
  birthWindow: { startTime: '10:00', endTime: '14:00' },
  location: { lat: 28.6139, lon: 77.209, tz: 5.5 },
  events: [{ date: '2015-02-14', category: 'marriage' }],
};
const events = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: `20${10 + (i % 10)}-0${1 + (i % 9)}-15`,
    category: 'career-shift',
  }));

describe('rectify cost cap and per-IP limit', () => {
  it('R: grid instants x events above 6,000 is 400 naming the fields', async () => {
    const res = await postJson(
      '/api/rectify',
      {
        ...RECTIFY,
        birthWindow: { startTime: '00:00', endTime: '23:59' },
        gridMinutes: 1,
        events: events(20),
      },
      { 'cf-connecting-ip': '10.70.0.1' },
    );
    expect(res.status).toBe(400);
    const j = await res.json<any>();
    expect(j).toMatchObject({ error: 'cost-cap-exceeded', field: 'gridMinutes' });
    expect(j.message).toContain('1440 grid instants x 20 events');
    expect(j.message).toContain('events');
  });
  it('R2: its widest request (720 minutes each side, 20 events: 241 x 20) stays under the cap', async () => {
    const res = await postJson(
      '/r2/api/rectify',
      {
        approx: '1990-05-17T12:15:00+05:30',
        windowMinutes: 720,
        lat: 28.6,
        lon: 77.2,
        events: events(20).map((e) => ({ date: e.date, category: 'promotion' })),
      },
      { 'cf-connecting-ip': '10.70.0.2' },
    );
    expect(res.status).toBe(200);
    expect((await res.json<any>()).gridPoints * 20).toBeLessThanOrEqual(6000);
  });
  it('a request under the cap computes', async () => {
    const res = await postJson('/api/rectify', RECTIFY, { 'cf-connecting-ip': '10.70.0.3' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"rectify";q=30;w=3600');
  });
  it('30 per hour per IP, then 429 (R without Retry-After, R2 with it)', async () => {
    const bad = { ...RECTIFY, events: [] };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await postJson('/api/rectify', bad, { 'cf-connecting-ip': '10.70.0.4' })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const r = await postJson('/api/rectify', bad, { 'cf-connecting-ip': '10.70.0.4' });
    expect(r.headers.get('retry-after')).toBeNull();
    for (let i = 0; i < 30; i++)
      await postJson('/r2/api/rectify', {}, { 'cf-connecting-ip': '10.70.0.5' });
    const r2 = await postJson('/r2/api/rectify', {}, { 'cf-connecting-ip': '10.70.0.5' });
    expect(r2.status).toBe(429);
    expect(Number(r2.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
