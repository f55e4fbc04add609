/**
 * The TypeScript SDK's runtime through the generated family clients, against a fake fetch that
 * records each request and answers from a script: URLs (origin + family prefix, base URL per
 * family, path and query parameters), credentials per operation from the documents' `security`,
 * the 429 retry policy (Retry-After, RateLimit, X-RateLimit-Reset, cap, retry count), the error
 * envelopes of the families and the decoding of non-JSON answers.
 */
import { describe, expect, it } from 'vitest';
import { JyotishaError, NClient, PClient, R2Client, RateLimitError, RClient, TClient, VClient, parseRateLimit, statedRetrySeconds } from '../../sdk/typescript/src/index.js';

interface Sent { url: string; method: string; headers: Headers; body: string | undefined }

/** A fetch that answers the scripted responses in order and records every request. */
function fakeFetch(...answers: Array<() => Response>): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body as string | undefined });
    const next = answers[Math.min(sent.length - 1, answers.length - 1)];
    return next!();
  }) as typeof fetch;
  return { fetch: fetchFn, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

/** The error a call fails with (the test fails when it succeeds). */
async function failure(p: Promise<unknown>): Promise<JyotishaError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof JyotishaError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

const KEY = 'sk_live_0123456789abcdef_' + 'a'.repeat(64);

describe('URLs and parameters', () => {
  it('origin + the family prefix, numbers and booleans as text, unset parameters left out', async () => {
    const f = fakeFetch(json({ ok: 1 }));
    const t = new TClient({ origin: 'http://127.0.0.1:8787/', apiKey: KEY, fetch: f.fetch });
    expect(t.baseUrl).toBe('http://127.0.0.1:8787/t');
    await t.getApiPanchang({ date: '2026-11-24', lat: 28.6139, lon: -77.5, trace: true });
    const u = new URL(f.sent[0]!.url);
    expect(u.origin + u.pathname).toBe('http://127.0.0.1:8787/t/api/panchang');
    expect([...u.searchParams]).toEqual([['date', '2026-11-24'], ['lat', '28.6139'], ['lon', '-77.5'], ['trace', 'true']]);
    expect(f.sent[0]!.method).toBe('GET');
    expect(f.sent[0]!.body).toBeUndefined();
  });

  it('a family at its own host: baseUrl wins over origin; path parameters are encoded', async () => {
    const f = fakeFetch(json({ id: 'x' }));
    const t = new TClient({ baseUrl: 'https://t.example.com', origin: 'http://ignored', apiKey: KEY, fetch: f.fetch });
    await t.getApiChartsById({ id: 'a b/c' });
    expect(f.sent[0]!.url).toBe('https://t.example.com/api/charts/a%20b%2Fc');
  });

  it('Family R lives at the origin root and N under /n; a body is JSON with its content type', async () => {
    const f = fakeFetch(json({ ok: true }), json({ success: true, data: {} }));
    const body = { year: 1990, month: 5, day: 17, hour: 12, minute: 15, lat: 28.6139, lon: 77.209, tzHours: 5.5 };
    await new RClient({ origin: 'http://h', fetch: f.fetch }).postApiChart(body, { include: 'grahas,lagna' });
    await new NClient({ origin: 'http://h', fetch: f.fetch }).getApiRashifal({ rashi: 3, date: '2026-11-24' });
    expect(f.sent[0]!.url).toBe('http://h/api/chart?include=grahas%2Clagna');
    expect(f.sent[0]!.method).toBe('POST');
    expect(f.sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(f.sent[0]!.body!)).toEqual(body);
    expect(f.sent[1]!.url).toBe('http://h/n/api/rashifal?rashi=3&date=2026-11-24');
  });

  it('without baseUrl or origin the client refuses to start', () => {
    expect(() => new PClient({})).toThrow(/baseUrl|origin/);
  });
});

describe('credentials follow each operation\'s security', () => {
  it('T: bearer on compute routes, none on the public attribution, x-admin-token only on the admin route', async () => {
    const f = fakeFetch(json({}));
    const t = new TClient({ origin: 'http://h', apiKey: KEY, adminToken: 'op-secret', fetch: f.fetch });
    await t.getApiUsage();
    await t.getApiAttribution();
    await t.postApiAdminKeysByIdTier({ tier: 'pro' }, { id: '0123456789abcdef' });
    expect(f.sent[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(f.sent[1]!.headers.get('authorization')).toBeNull();
    expect(f.sent[2]!.headers.get('authorization')).toBeNull();
    expect(f.sent[2]!.headers.get('x-admin-token')).toBe('op-secret');
    expect(f.sent[2]!.url).toBe('http://h/t/api/admin/keys/0123456789abcdef/tier');
  });

  it('T: issuing a key sends the bearer key only when one is configured (optional security)', async () => {
    const f = fakeFetch(json({}, 201));
    await new TClient({ origin: 'http://h', fetch: f.fetch }).postApiKeys({ email: 'me@example.com' });
    await new TClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch }).postApiKeys({ email: 'me@example.com' });
    expect(f.sent[0]!.headers.get('authorization')).toBeNull();
    expect(f.sent[1]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('R2: x-service-key on the gated chart, not on the open routes; R: the session cookie', async () => {
    const f = fakeFetch(json({}));
    const r2 = new R2Client({ origin: 'http://h', serviceKey: KEY, fetch: f.fetch });
    await r2.postApiChart({ date: '1990-05-17', time: '12:15', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' });
    await r2.getApiPress();
    await new RClient({ origin: 'http://h', session: 'sid-1', fetch: f.fetch }).getApiDashboardCharts();
    expect(f.sent[0]!.url).toBe('http://h/r2/api/chart');
    expect(f.sent[0]!.headers.get('x-service-key')).toBe(KEY);
    expect(f.sent[1]!.headers.get('x-service-key')).toBeNull();
    expect(f.sent[2]!.headers.get('cookie')).toBe('__Host-sid=sid-1');
  });

  it('client and call headers are sent; a call header wins', async () => {
    const f = fakeFetch(json({}));
    const n = new NClient({ origin: 'http://h', headers: { 'accept-language': 'hi', 'x-a': '1' }, fetch: f.fetch });
    await n.getApiRashifal({}, { headers: { 'x-a': '2' } });
    expect(f.sent[0]!.headers.get('accept-language')).toBe('hi');
    expect(f.sent[0]!.headers.get('x-a')).toBe('2');
  });
});

describe('429: retried after the wait the answer states, within the cap', () => {
  const limited = (headers: Record<string, string>) => json({ error: { code: 'RATE_LIMITED', message: 'slow down' }, request_id: 'r1' }, 429, headers);

  it('Retry-After seconds, then the answer', async () => {
    const waits: number[] = [];
    const f = fakeFetch(limited({ 'retry-after': '2' }), json({ ayanamsha: { deg: 24.1 } }));
    const t = new TClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch, retry: { sleep: async (ms) => { waits.push(ms); } } });
    const r = await t.getApiAyanamsha({ date: '2026-11-24' });
    expect(r).toEqual({ ayanamsha: { deg: 24.1 } });
    expect(waits).toEqual([2000]);
    expect(f.sent).toHaveLength(2);
  });

  it('without Retry-After: the largest t of the exhausted RateLimit items, else X-RateLimit-Reset', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => { waits.push(ms); };
    const now = Math.floor(Date.now() / 1000);
    const f = fakeFetch(
      limited({ ratelimit: '"month";r=9000;t=500000, "rate";r=0;t=3' }),
      limited({ 'x-ratelimit-reset': String(now + 5) }),
      json({}),
    );
    await new TClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch, retry: { sleep } }).getApiUsage();
    expect(waits[0]).toBe(3000);
    expect(waits[1]).toBeGreaterThanOrEqual(4000);
    expect(waits[1]).toBeLessThanOrEqual(5000);
  });

  it('a stated wait over the cap throws RateLimitError at once (a monthly quota is not waited for)', async () => {
    const f = fakeFetch(json({ error: { code: 'QUOTA_EXCEEDED', message: 'month used' } }, 429, { 'retry-after': '86400' }));
    const t = new TClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch, retry: { sleep: async () => { throw new Error('must not sleep'); } } });
    const err = await t.getApiUsage().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).retryAfterSeconds).toBe(86400);
    expect((err as RateLimitError).code).toBe('QUOTA_EXCEEDED');
    expect(f.sent).toHaveLength(1);
  });

  it('gives up after maxRetries; no stated wait backs off 1 s, 2 s; maxRetries 0 turns it off', async () => {
    const waits: number[] = [];
    const f = fakeFetch(json({ error: 'rate-limit-exceeded', message: 'limit' }, 429));
    const p = new PClient({ origin: 'http://h', fetch: f.fetch, retry: { maxRetries: 2, sleep: async (ms) => { waits.push(ms); } } });
    await expect(p.postApiEmail({ email: 'a@example.com', name: 'A', chart_url: 'http://h/x' })).rejects.toBeInstanceOf(RateLimitError);
    expect(waits).toEqual([1000, 2000]);
    expect(f.sent).toHaveLength(3);
    const g = fakeFetch(json({}, 429, { 'retry-after': '1' }));
    await expect(new PClient({ origin: 'http://h', fetch: g.fetch, retry: { maxRetries: 0 } }).getApiLang()).rejects.toBeInstanceOf(RateLimitError);
    expect(g.sent).toHaveLength(1);
  });

  it('parses the headers as the IETF draft writes them', () => {
    expect(parseRateLimit('"r2-sahaja:anon";r=2;t=3541, "r2-sahaja-ip";r=9;t=3541')).toEqual([
      { policy: 'r2-sahaja:anon', remaining: 2, resetSeconds: 3541 },
      { policy: 'r2-sahaja-ip', remaining: 9, resetSeconds: 3541 },
    ]);
    const now = Date.parse('2026-11-24T00:00:00Z');
    expect(statedRetrySeconds(new Headers({ 'retry-after': 'Tue, 24 Nov 2026 00:00:30 GMT' }), now)).toBe(30);
    expect(statedRetrySeconds(new Headers({ ratelimit: '"a";r=1;t=9' }), now)).toBeUndefined();
    expect(statedRetrySeconds(new Headers({}), now)).toBeUndefined();
  });
});

describe('errors carry the family\'s envelope', () => {
  it('T: code, message, field and request id; TClient.isError narrows it', async () => {
    const f = fakeFetch(json({ error: { code: 'INVALID_FIELD', message: 'birth.lat: expected a number', field: 'birth.lat' }, request_id: 'req-9' }, 400));
    const err = await new TClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch }).postApiChart({ birth: { datetime: '1990-05-17T12:15:00+05:30', lat: 99, lon: 77 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JyotishaError);
    expect(TClient.isError(err)).toBe(true);
    expect(NClient.isError(err)).toBe(false);
    if (!TClient.isError(err)) throw new Error('unreachable');
    expect([err.status, err.code, err.field, err.requestId]).toEqual([400, 'INVALID_FIELD', 'birth.lat', 'req-9']);
    expect(err.body.error.message).toMatch(/birth\.lat/);
  });

  it('E2 and E3 envelopes (code as a string) and N\'s {success:false}', async () => {
    const f = fakeFetch(
      json({ error: 'invalid-field', message: 'tz: not a zone', field: 'tz', hint: 'use an IANA id' }, 400, { 'x-request-id': 'h-1' }),
      json({ success: false, error: { code: 'NOT_FOUND', message: 'no such city', field: 'city' } }, 404),
    );
    const e1 = await failure(new R2Client({ origin: 'http://h', fetch: f.fetch }).getApiUtsavas({ year: 2026 }));
    expect([e1.code, e1.field, e1.requestId]).toEqual(['invalid-field', 'tz', 'h-1']);
    const e2 = await failure(new NClient({ origin: 'http://h', fetch: f.fetch }).getApiPanchang({ city: 'atlantis' }));
    expect([e2.status, e2.code, e2.field]).toEqual([404, 'NOT_FOUND', 'city']);
  });

  it('a missing path parameter is refused before any request', async () => {
    const f = fakeFetch(json({}));
    await expect(new TClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch }).getApiChartsById({ id: '' })).rejects.toThrow(/path parameter id/);
    expect(f.sent).toHaveLength(0);
  });
});

describe('answers that are not JSON', () => {
  it('NDJSON as text, one JSON value per line', async () => {
    const f = fakeFetch(() => new Response('{"ok":true,"rows":2}\n{"jd":1}\n', { headers: { 'content-type': 'application/x-ndjson' } }));
    const text: string = await new VClient({ origin: 'http://h', apiKey: KEY, fetch: f.fetch }).postV1StreamEphemeris({ from: '2026-01-01', to: '2026-01-02', step_days: 1, grahas: ['Sun'] });
    expect(text.trim().split('\n').map((l) => JSON.parse(l) as unknown)).toEqual([{ ok: true, rows: 2 }, { jd: 1 }]);
    expect(f.sent[0]!.url).toBe('http://h/v1/stream/ephemeris');
    expect(f.sent[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('SVG and iCalendar as text, a PNG as bytes', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const f = fakeFetch(
      () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } }),
      () => new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar; charset=utf-8' } }),
      () => new Response(png, { headers: { 'content-type': 'image/png' } }),
    );
    const svg: string = await new RClient({ origin: 'http://h', fetch: f.fetch }).getApiChartSvg({ year: 1990, month: 5, day: 17, hour: 12, minute: 15, lat: 28.6, lon: 77.2, tzHours: 5.5 });
    expect(svg).toMatch(/^<svg/);
    const p = new PClient({ origin: 'http://h', fetch: f.fetch });
    expect(await p.getApiCalendarIcs({ lat: 28.6, lng: 77.2 })).toBe('BEGIN:VCALENDAR');
    expect(await p.getApiOgImage({ title: 'x', format: 'png' })).toEqual(png);
  });

  it('the social card is bytes in both its formats (typed Uint8Array): an SVG card too', async () => {
    const svgText = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const f = fakeFetch(() => new Response(svgText, { headers: { 'content-type': 'image/svg+xml' } }));
    const card: Uint8Array = await new PClient({ origin: 'http://h', fetch: f.fetch }).getApiOgImage({ title: 'x' });
    expect(card).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(card)).toBe(svgText);
  });

  it('an error answer of a bytes operation is still decoded as its JSON envelope', async () => {
    const f = fakeFetch(json({ error: { code: 'INVALID_FIELD', message: 'title: required', field: 'title' } }, 400));
    const e = await failure(new PClient({ origin: 'http://h', fetch: f.fetch }).getApiOgImage({ title: '' }));
    expect([e.status, e.code, e.field]).toEqual([400, 'INVALID_FIELD', 'title']);
  });
});
