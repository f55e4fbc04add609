/**
 * Substrate faults (spec status 500): a value the engine cannot compute degrades to null with a
 * note (tested for the polar Placidus case in r/sovereign.test.ts and r2/chart.test.ts); a
 * non-finite number is null and named; any other engine exception is a 500 in the family's
 * envelope, logged once, with E3's incidentId equal to the request id. Faults are injected by
 * spying on engine functions the routes call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sahamsModule from '../../src/engine/sahams/index.js';
import * as yogasModule from '../../src/engine/yogas/index.js';
import * as searchModule from '../../src/engine/search/index.js';
import { postJson } from '../helpers.js';

const R_BODY = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};
const R2_BODY = {
  date: '1990-05-17',
  time: '12:15',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};
const V_BODY = {
  birthDate: '1990-05-17',
  birthTime: '12:15:00',
  birthPlace: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
  ayanamsa: 'lahiri',
};
let ipSeq = 0;
const r2Headers = () => ({ 'cf-connecting-ip': `198.51.100.${200 + (ipSeq += 1)}` });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Make an engine function throw a plain Error (a bug, not an input problem); silence and count the log. */
function injectFault() {
  vi.spyOn(yogasModule, 'detectYogas').mockImplementation(() => {
    throw new Error('injected engine fault');
  });
  vi.spyOn(searchModule, 'limbSpan').mockImplementation(() => {
    throw new Error('injected engine fault');
  });
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('a non-finite value is null and named, the chart still answers 200', () => {
  it('Family R chart: an injected NaN saham longitude', async () => {
    const real = sahamsModule.sahams;
    vi.spyOn(sahamsModule, 'sahams').mockImplementation((basis) => {
      const out = real(basis);
      out[0] = { ...out[0]!, longitude: Number.NaN };
      return out;
    });
    const res = await postJson('/api/chart', R_BODY);
    expect(res.status).toBe(200);
    const text = await res.text();
    // JSON has no NaN: the value is rendered null
    expect(text).toContain('"longitude":null');
    const c = JSON.parse(text);
    expect(c.sahams[0].longitude).toBeNull();
    expect(c.sahams[1].longitude).toBeGreaterThanOrEqual(0);
    expect(c.sovereigntySignature.degradedValues).toEqual([
      { value: 'sahams[0].longitude', reason: expect.stringMatching(/not a finite number/) },
    ]);
  });
});

describe('any other engine exception is a 500 in the family envelope, logged once', () => {
  it('Family R chart: E1 INTERNAL_ERROR quoting the request id', async () => {
    const log = injectFault();
    const res = await postJson('/api/chart', R_BODY);
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id')!;
    const body = await res.json<{ ok: boolean; error: { code: string; message: string } }>();
    expect(body).toEqual({
      ok: false,
      error: { code: 'INTERNAL_ERROR', message: expect.stringContaining(id) },
    });
    expect(JSON.stringify(body)).not.toContain('injected');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain(id);
  });

  it('Family R versioned chart: E1 INTERNAL_ERROR', async () => {
    const log = injectFault();
    const res = await postJson('/api/v1/service/chart', V_BODY);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('R2 chart: E3 with an incidentId that is the logged request id', async () => {
    const log = injectFault();
    const res = await postJson('/r2/api/chart', R2_BODY, r2Headers());
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id')!;
    const body = await res.json<Record<string, unknown>>();
    expect(body).toEqual({
      error: 'internal-error',
      message: expect.stringContaining(id),
      incidentId: id,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain(id);
  });

  it('without the fault the same requests answer 200 (the injection is what failed them)', async () => {
    expect((await postJson('/api/chart', R_BODY)).status).toBe(200);
    expect((await postJson('/api/v1/service/chart', V_BODY)).status).toBe(200);
    expect((await postJson('/r2/api/chart', R2_BODY, r2Headers())).status).toBe(200);
  });
});
