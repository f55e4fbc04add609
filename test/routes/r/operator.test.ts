import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { CHART_BODY } from './account-helpers.js';
import {
  MUKHA_NAMES,
  OPERATOR_MUKHAS,
  OPERATOR_PER_HOUR,
} from '../../../src/routes/shared/reference/operator.js';

let ipSeq = 0;
function ip(): string {
  ipSeq += 1;
  return `203.0.113.${ipSeq}`;
}
function dispatch(body: unknown, addr: string, prefix = '') {
  return postJson(`${prefix}/api/operator/dispatch`, body, { 'cf-connecting-ip': addr });
}

describe('GET /api/operator/dispatch (handshake)', () => {
  it('answers alphaTime, the current mukha, the mukhas and bridge booleans', async () => {
    const before = Date.now();
    const res = await call('/api/operator/dispatch');
    expect(res.status).toBe(200);
    const j = await res.json<{
      alphaTime: string;
      mukha: string;
      mukhas: Record<string, { intents: string[] }>;
      bridges: Record<string, unknown>;
    }>();
    expect(Date.parse(j.alphaTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(MUKHA_NAMES).toContain(j.mukha);
    expect(Object.keys(j.mukhas).sort()).toEqual([...MUKHA_NAMES].sort());
    const intents = Object.values(j.mukhas).flatMap((m) => m.intents);
    for (const i of [
      'panchang.today',
      'chart.compute',
      'utsavas.list',
      'muhurta.day',
      'press.facts',
    ])
      expect(intents).toContain(i);
    for (const v of Object.values(j.bridges)) expect(typeof v).toBe('boolean');
    expect(j.bridges).toMatchObject({
      engine: true,
      kv: true,
      d1: true,
      durableLimiter: true,
      indexnow: false,
      externalCalls: false,
    });
  });
  it('has no limit and does not use the dispatch quota', async () => {
    const addr = ip();
    for (let i = 0; i < OPERATOR_PER_HOUR + 5; i++) {
      expect(
        (await call('/api/operator/dispatch', { headers: { 'cf-connecting-ip': addr } })).status,
      ).toBe(200);
    }
    expect((await dispatch({ mukha: 'vakta', intent: 'press.facts' }, addr)).status).toBe(200);
  });
  it('refuses a query string', async () => {
    expect((await call('/api/operator/dispatch?x=1')).status).toBe(400);
  });
});

describe('POST /api/operator/dispatch', () => {
  it('chart.compute answers the OperatorResponse around the /api/chart answer', async () => {
    const res = await dispatch(
      { mukha: 'ganaka', intent: 'chart.compute', payload: CHART_BODY },
      ip(),
    );
    expect(res.status).toBe(200);
    const j = await res.json<{
      ok: boolean;
      mukha: string;
      intent: string;
      result: unknown;
      request_id: string;
    }>();
    expect(j).toMatchObject({ ok: true, mukha: 'ganaka', intent: 'chart.compute' });
    expect(j.request_id).toBe(res.headers.get('x-request-id'));
    expect(j.result).toEqual(await (await postJson('/api/chart', CHART_BODY)).json());
    expect(res.headers.get('x-ratelimit-remaining')).toBe(String(OPERATOR_PER_HOUR - 1));
  });
  it('muhurta.day equals POST /api/muhurta', async () => {
    const payload = { date: '2024-01-15', lat: 28.6139, lon: 77.209, tz: 5.5 };
    const j = await (
      await dispatch({ mukha: 'kala', intent: 'muhurta.day', payload }, ip())
    ).json<{ result: unknown }>();
    const route = await (
      await postJson('/api/muhurta', payload, { 'cf-connecting-ip': ip() })
    ).json();
    expect(j.result).toEqual(route);
  });
  it('press.facts equals GET /api/press', async () => {
    const j = await (
      await dispatch({ mukha: 'vakta', intent: 'press.facts', payload: {} }, ip())
    ).json<{ result: unknown }>();
    expect(j.result).toEqual(await (await call('/api/press')).json());
  });
  it('panchang.today answers the live panchang', async () => {
    const res = await dispatch({ mukha: 'kala', intent: 'panchang.today' }, ip());
    expect(res.status).toBe(200);
    const j = await res.json<{
      result: { place: { name: string }; vara: { name: string }; tithi: unknown[] };
    }>();
    expect(j.result.place.name).toBe('New Delhi');
    expect(typeof j.result.vara.name).toBe('string');
    expect(j.result.tithi.length).toBeGreaterThan(0);
  });
  it('utsavas.list equals GET /api/utsavas for the year', async () => {
    const res = await dispatch(
      { mukha: 'kala', intent: 'utsavas.list', payload: { year: 2024 } },
      ip(),
    );
    expect(res.status).toBe(200);
    const j = await res.json<{ result: { count: number } }>();
    expect(j.result).toEqual(await (await call('/api/utsavas?year=2024')).json());
    expect(j.result.count).toBeGreaterThan(0);
  });
  it.each([
    [{ intent: 'chart.compute', payload: {} }, 'mukha', 'invalid-field'],
    [{ mukha: 'nobody', intent: 'chart.compute' }, 'mukha', 'unknown-mukha'],
    [{ mukha: 'kala', intent: 'chart.compute' }, 'intent', 'unknown-intent'],
    [{ mukha: 'ganaka', intent: 'tea.make' }, 'intent', 'unknown-intent'],
    [
      { mukha: 'ganaka', intent: 'chart.compute', payload: { ...CHART_BODY, month: 13 } },
      'payload.month',
      'invalid-field',
    ],
    [
      { mukha: 'ganaka', intent: 'chart.compute', payload: { ...CHART_BODY, year: 3000 } },
      'payload.year',
      'out-of-epoch-range',
    ],
    [{ mukha: 'ganaka', intent: 'chart.compute' }, 'payload.year', 'invalid-field'],
    [{ mukha: 'ganaka', intent: 'chart.compute', payload: [1] }, 'payload', 'invalid-field'],
    [
      { mukha: 'kala', intent: 'panchang.today', payload: { lat: 1 } },
      'payload.lat',
      'invalid-field',
    ],
    [
      { mukha: 'kala', intent: 'utsavas.list', payload: { year: 3000 } },
      'payload.year',
      'out-of-epoch-range',
    ],
    [
      { mukha: 'kala', intent: 'utsavas.list', payload: { year: 2024, lat: 10 } },
      'payload.lon',
      'invalid-field',
    ],
    [
      {
        mukha: 'kala',
        intent: 'muhurta.day',
        payload: { date: '2024-02-30', lat: 0, lon: 0, tz: 0 },
      },
      'payload.date',
      'invalid-field',
    ],
    [{ mukha: 'vakta', intent: 'press.facts', extra: 1 }, 'extra', 'invalid-field'],
  ])('400 in E2 naming the field for %j', async (body, field, code) => {
    const res = await dispatch(body, ip());
    expect(res.status).toBe(400);
    const j = await res.json<{ error: string; message: string; field: string }>();
    expect(j.field).toBe(field);
    expect(j.error).toBe(code);
    expect(j.message.startsWith(field)).toBe(true);
  });
  it('400/415 for bad JSON and a wrong content type', async () => {
    expect((await dispatch('{', ip())).status).toBe(400);
    const res = await call('/api/operator/dispatch', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': ip() },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });
  it(`allows ${OPERATOR_PER_HOUR} per hour per IP, counted exactly under concurrency, then 429 in E2 without Retry-After`, async () => {
    const addr = ip();
    const all = await Promise.all(
      Array.from({ length: OPERATOR_PER_HOUR + 6 }, () =>
        dispatch({ mukha: 'vakta', intent: 'press.facts' }, addr),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(OPERATOR_PER_HOUR);
    const denied = all.filter((r) => r.status === 429);
    expect(denied).toHaveLength(6);
    const j = await denied[0]!.json<{ error: string; details: { resetAt: string } }>();
    expect(j.error).toBe('rate-limit-exceeded');
    expect(Date.parse(j.details.resetAt)).toBeGreaterThan(Date.now());
    expect(denied[0]!.headers.get('retry-after')).toBeNull();
    expect(denied[0]!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await dispatch({ mukha: 'vakta', intent: 'press.facts' }, ip())).status).toBe(200);
  });
  it('lists every intent of every mukha in the handshake', () => {
    expect(
      Object.values(OPERATOR_MUKHAS).flatMap((m) => Object.keys(m.intents)).length,
    ).toBeGreaterThanOrEqual(5);
  });
});

describe('R2 operator dispatch', () => {
  it('dispatches with the same envelope and answers errors in E3 with hints', async () => {
    const ok = await dispatch(
      { mukha: 'ganaka', intent: 'chart.compute', payload: CHART_BODY },
      ip(),
      '/r2',
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, mukha: 'ganaka', intent: 'chart.compute' });
    const bad = await dispatch({ mukha: 'x', intent: 'y' }, ip(), '/r2');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'unknown-mukha', hint: expect.any(String) });
    expect((await call('/r2/api/operator/dispatch')).status).toBe(200);
  });
  it(`allows ${OPERATOR_PER_HOUR} per hour per IP, then 429 with Retry-After in seconds`, async () => {
    const addr = ip();
    for (let i = 0; i < OPERATOR_PER_HOUR; i++)
      expect((await dispatch({ mukha: 'vakta', intent: 'press.facts' }, addr, '/r2')).status).toBe(
        200,
      );
    const res = await dispatch({ mukha: 'vakta', intent: 'press.facts' }, addr, '/r2');
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(await res.json()).toMatchObject({
      error: 'rate-limit-exceeded',
      hint: expect.any(String),
    });
  });
});
