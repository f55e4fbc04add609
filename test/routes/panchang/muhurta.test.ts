import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';

interface Inst {
  jdUt: number;
  iso: string;
}
interface Slot {
  number: number;
  name: string;
  start: Inst;
  end: Inst;
}
interface Muhurta {
  input: { date: string; lat: number; lon: number; tz: number };
  date: string;
  convention: string;
  sunrise: Inst;
  sunset: Inst;
  nextSunrise: Inst;
  previousSunset: Inst;
  muhurtas: { day: Slot[]; night: Slot[] };
  abhijit: Slot;
  brahmaMuhurta: Slot;
  choghadiya: { day: Array<Slot & { quality: string }>; night: Slot[] };
  horas: Array<Slot & { lord: string }>;
  rahuKalam: Slot;
  yamaganda: Slot;
  gulikaKalam: Slot;
  panchang: {
    date: string;
    vara: { index0: number; name: string };
    tithi: unknown[];
    nakshatra: unknown[];
    yoga: unknown[];
    karana: unknown[];
  };
}

let ipSeq = 0;
/** A fresh client IP per test, so each test has its own hourly bucket. */
function freshIp(): string {
  ipSeq += 1;
  return `203.0.113.${ipSeq}`;
}
const asIp = (ip: string) => ({ 'cf-connecting-ip': ip });

const DELHI = { date: '2026-11-22', lat: 28.6139, lon: 77.209, tz: 5.5 };
const qs = (o: Record<string, string | number>) =>
  '?' + new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

function expectTiling(slots: Slot[], from: number, to: number, n: number): void {
  expect(slots).toHaveLength(n);
  expect(slots[0]!.start.jdUt).toBe(from);
  expect(slots[n - 1]!.end.jdUt).toBe(to);
  const len = (to - from) / n;
  slots.forEach((s, i) => {
    expect(s.number).toBe(i + 1);
    if (i > 0) expect(s.start.jdUt).toBe(slots[i - 1]!.end.jdUt);
    expect(Math.abs(s.end.jdUt - s.start.jdUt - len) * 86400).toBeLessThan(1e-3);
  });
}

function expectLimitHeaders(res: Response, remaining?: number): void {
  const rem = res.headers.get('x-ratelimit-remaining');
  const reset = res.headers.get('x-ratelimit-reset');
  expect(rem).toMatch(/^\d+$/);
  expect(reset).toMatch(/^\d+$/);
  if (remaining !== undefined) expect(Number(rem)).toBe(remaining);
  const resetS = Number(reset);
  expect(resetS * 1000).toBeGreaterThan(Date.now() - 5000);
  expect(resetS * 1000).toBeLessThanOrEqual(Date.now() + 3_600_000 + 5000);
  expect(res.headers.get('retry-after')).toBeNull();
}

describe('GET and POST /api/muhurta', () => {
  it('answers the muhurta divisions and the panchang of the day (GET)', async () => {
    const res = await call('/api/muhurta' + qs(DELHI), { headers: asIp(freshIp()) });
    expect(res.status).toBe(200);
    expectLimitHeaders(res, 59);
    const b = await res.json<Muhurta>();
    expect(b.input).toEqual(DELHI);
    expect(b.date).toBe('2026-11-22');
    expect(b.convention).toBe('hindu');
    expect(b.sunrise.iso.startsWith('2026-11-22T06:')).toBe(true);
    const rise = b.sunrise.jdUt;
    const set = b.sunset.jdUt;
    const next = b.nextSunrise.jdUt;
    // every boundary follows from sunrise, sunset and the next sunrise exactly
    expectTiling(b.muhurtas.day, rise, set, 15);
    expectTiling(b.muhurtas.night, set, next, 15);
    expectTiling(b.choghadiya.day, rise, set, 8);
    expectTiling(b.choghadiya.night, set, next, 8);
    expectTiling(b.horas.slice(0, 12), rise, set, 12);
    expectTiling(
      b.horas.slice(12).map((h, i) => ({ ...h, number: i + 1 })),
      set,
      next,
      12,
    );
    expect(b.horas).toHaveLength(24);
    expect(b.abhijit.start).toEqual(b.muhurtas.day[7]!.start);
    expect(b.abhijit.end).toEqual(b.muhurtas.day[7]!.end);
    // Brahma muhurta: 14th fifteenth of the previous night
    const prev = b.previousSunset.jdUt;
    expect(
      Math.abs(b.brahmaMuhurta.start.jdUt - (prev + ((rise - prev) * 13) / 15)) * 86400,
    ).toBeLessThan(1e-3);
    expect(
      Math.abs(b.brahmaMuhurta.end.jdUt - (prev + ((rise - prev) * 14) / 15)) * 86400,
    ).toBeLessThan(1e-3);
    // 2026-11-22 is a Sunday: Rahu 8th, Yamaganda 5th, Gulika 7th eighth of the daytime
    expect(b.panchang.vara.index0).toBe(0);
    const eighth = (k: number) => rise + ((set - rise) * k) / 8;
    for (const [slot, part] of [
      [b.rahuKalam, 8],
      [b.yamaganda, 5],
      [b.gulikaKalam, 7],
    ] as const) {
      expect(slot.number).toBe(part);
      expect(slot.start.jdUt).toBeCloseTo(eighth(part - 1), 9);
      expect(slot.end.jdUt).toBeCloseTo(eighth(part), 9);
      expect(slot.start).toEqual(b.choghadiya.day[part - 1]!.start);
      expect(slot.end).toEqual(b.choghadiya.day[part - 1]!.end);
    }
    expect(b.panchang.date).toBe('2026-11-22');
    for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const)
      expect(b.panchang[k].length).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers POST with the same result as GET for the same fields', async () => {
    const ip = freshIp();
    const g = await call(
      '/api/muhurta' + qs({ date: '2024-03-20', lat: -33.87, lon: 151.21, tz: 10 }),
      { headers: asIp(ip) },
    );
    const p = await postJson(
      '/api/muhurta',
      { date: '2024-03-20', lat: -33.87, lon: 151.21, tz: 10 },
      asIp(ip),
    );
    expect(g.status).toBe(200);
    expect(p.status).toBe(200);
    expectLimitHeaders(g, 59);
    expectLimitHeaders(p, 58);
    expect(await p.json()).toEqual(await g.json());
  });

  it('accepts the range ends and fractional offsets', async () => {
    const ip = freshIp();
    for (const body of [
      { date: '1900-01-01', lat: 0, lon: -180, tz: -14 },
      { date: '2100-12-31', lat: 45, lon: 180, tz: 14 },
      { date: '2024-02-29', lat: 13.08, lon: 80.27, tz: 5.75 },
    ]) {
      const res = await postJson('/api/muhurta', body, asIp(ip));
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect((await res.json<Muhurta>()).date).toBe(body.date);
    }
  });

  const badQueries: Array<[string, Record<string, string | number>, string, string?]> = [
    ['a date out of range', { ...DELHI, date: '3000-01-01' }, 'date', 'out-of-epoch-range'],
    ['a date before -1400', { ...DELHI, date: '-1401-12-31' }, 'date', 'out-of-epoch-range'],
    ['a date that does not exist', { ...DELHI, date: '2026-02-30' }, 'date'],
    ['a date in another form', { ...DELHI, date: '22-11-2026' }, 'date'],
    ['lat above 90', { ...DELHI, lat: 90.5 }, 'lat'],
    ['lon below -180', { ...DELHI, lon: -180.01 }, 'lon'],
    ['tz above 14', { ...DELHI, tz: 14.5 }, 'tz'],
    ['tz not a number', { ...DELHI, tz: 'IST' }, 'tz'],
    ['lat empty', { ...DELHI, lat: '' }, 'lat'],
    ['lat NaN', { ...DELHI, lat: 'NaN' }, 'lat'],
    ['an unknown key', { ...DELHI, city: 'delhi' }, 'city'],
  ];
  it.each(badQueries)(
    'GET: 400 E2 naming the field for %s, with the limit headers',
    async (_what, q, field, code) => {
      const res = await call('/api/muhurta' + qs(q), { headers: asIp(freshIp()) });
      expect(res.status).toBe(400);
      expectLimitHeaders(res, 59);
      const b = await res.json<{ error: string; message: string; field: string }>();
      expect(b.error).toBe(code ?? 'invalid-field');
      expect(b.field).toBe(field);
      expect(b.message.startsWith(field)).toBe(true);
    },
  );

  it('GET: 400 for a missing field and for a repeated key', async () => {
    const ip = freshIp();
    const { tz: _tz, ...noTz } = DELHI;
    const a = await call('/api/muhurta' + qs(noTz), { headers: asIp(ip) });
    expect(a.status).toBe(400);
    expect(await a.json()).toMatchObject({
      error: 'invalid-field',
      field: 'tz',
      message: 'tz: is required',
    });
    const b = await call('/api/muhurta' + qs(DELHI) + '&lat=10', { headers: asIp(ip) });
    expect(b.status).toBe(400);
    expect(await b.json()).toMatchObject({ field: 'lat' });
    expectLimitHeaders(b, 58);
  });

  it('POST: bad JSON, wrong content type, wrong types and unknown keys are 4xx naming the field', async () => {
    const ip = freshIp();
    const cases: Array<[Response, number, string, string]> = [
      [
        await postJson('/api/muhurta', '{"date": "2026-11-22",', asIp(ip)),
        400,
        'malformed-json',
        'body',
      ],
      [await postJson('/api/muhurta', '', asIp(ip)), 400, 'malformed-json', 'body'],
      [
        await call('/api/muhurta', {
          method: 'POST',
          headers: { 'content-type': 'text/plain', ...asIp(ip) },
          body: JSON.stringify(DELHI),
        }),
        415,
        'unsupported-media-type',
        'content-type',
      ],
      [
        await postJson('/api/muhurta', { ...DELHI, lat: '28.6' }, asIp(ip)),
        400,
        'invalid-field',
        'lat',
      ],
      [await postJson('/api/muhurta', { ...DELHI, tz: -15 }, asIp(ip)), 400, 'invalid-field', 'tz'],
      [
        await postJson('/api/muhurta', { ...DELHI, extra: 1 }, asIp(ip)),
        400,
        'invalid-field',
        'extra',
      ],
      [await postJson('/api/muhurta', [DELHI], asIp(ip)), 400, 'invalid-field', 'body'],
      [
        await postJson('/api/muhurta', { ...DELHI, date: '2026-13-01' }, asIp(ip)),
        400,
        'invalid-field',
        'date',
      ],
      [
        await postJson('/api/muhurta?date=2026-11-22', DELHI, asIp(ip)),
        400,
        'query-not-allowed',
        'date',
      ],
      [
        await postJson('/api/muhurta', { date: '2026-11-22', lat: 28.6, lon: 77.2 }, asIp(ip)),
        400,
        'invalid-field',
        'tz',
      ],
      [
        await postJson('/api/muhurta', { ...DELHI, lat: null }, asIp(ip)),
        400,
        'invalid-field',
        'lat',
      ],
    ];
    let remaining = 60;
    for (const [res, status, code, field] of cases) {
      remaining -= 1;
      expect(res.status).toBe(status);
      expectLimitHeaders(res, remaining);
      expect(await res.json()).toMatchObject({ error: code, field });
    }
  });

  it('answers 400 naming lat where the Sun does not rise or set', async () => {
    const res = await postJson(
      '/api/muhurta',
      { date: '2026-06-21', lat: 80, lon: 15, tz: 1 },
      asIp(freshIp()),
    );
    expect(res.status).toBe(400);
    expectLimitHeaders(res, 59);
    expect(await res.json()).toMatchObject({ error: 'sun-does-not-rise-or-set', field: 'lat' });
  });

  it('counts 60 requests an hour per IP: the 61st is 429 with the ISO reset instant and no Retry-After', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 60; i++) {
      // a cheap request (refused input) counts like any other
      const res =
        i % 20 === 0
          ? await call('/api/muhurta' + qs(DELHI), { headers: asIp(ip) })
          : await call('/api/muhurta?date=x', { headers: asIp(ip) });
      expect(res.status).toBe(i % 20 === 0 ? 200 : 400);
      expectLimitHeaders(res, 60 - i);
      await res.arrayBuffer();
    }
    const t0 = Date.now();
    const res = await call('/api/muhurta' + qs(DELHI), { headers: asIp(ip) });
    expect(res.status).toBe(429);
    expectLimitHeaders(res, 0);
    expect(res.headers.get('retry-after')).toBeNull();
    const b = await res.json<{ error: string; message: string; details: { resetAt: string } }>();
    expect(b.error).toBe('rate-limit-exceeded');
    expect(b.details.resetAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const resetMs = Date.parse(b.details.resetAt);
    expect(resetMs).toBeGreaterThan(t0);
    expect(resetMs).toBeLessThanOrEqual(t0 + 3_600_000);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBe(Math.ceil(resetMs / 1000));
    // POST shares the bucket; another IP does not
    expect((await postJson('/api/muhurta', DELHI, asIp(ip))).status).toBe(429);
    expect((await postJson('/api/muhurta', DELHI, asIp(freshIp()))).status).toBe(200);
  });

  it('counts concurrent requests exactly: 70 at once give 60 answers and 10 refusals', async () => {
    const ip = freshIp();
    const all = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        (i % 2 === 0
          ? call('/api/muhurta' + qs(DELHI), { headers: asIp(ip) })
          : postJson('/api/muhurta', DELHI, asIp(ip))
        ).then(async (r) => {
          await r.arrayBuffer();
          return { status: r.status, remaining: r.headers.get('x-ratelimit-remaining') };
        }),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(60);
    expect(all.filter((r) => r.status === 429)).toHaveLength(10);
    expect(all.every((r) => r.remaining !== null)).toBe(true);
    // each allowed request saw a distinct remaining count 59..0
    expect(new Set(all.filter((r) => r.status === 200).map((r) => r.remaining)).size).toBe(60);
  });
});
