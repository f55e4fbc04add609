import { describe, expect, it, vi } from 'vitest';
import * as riseset from '../../../src/engine/riseset/index.js';
import { arcsecDiff, postJson } from '../../helpers.js';

const body = {
  birthDate: '1990-05-17',
  birthTime: '12:15:00',
  birthPlace: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
  ayanamsa: 'lahiri',
};

interface Versioned {
  ok: true;
  input: {
    utc: string;
    offset: string;
    offsetSeconds: number;
    zone: string;
    requestedWallTime: string;
    wallTimeUsed: string;
    disambiguation: string;
    nodeMode: string;
    jdUt: number;
  };
  grahas: Array<{
    name: string;
    sayana: number;
    nirayana: number;
    rashi: { index: number };
    nakshatra: { index: number };
    pada: number;
  }>;
  lagna: { sayana: number; nirayana: number };
  tithi: { index: number; name: string; paksha: string; start: string; end: string };
  ahargana: { days: number; elapsedDays: number; epochJd: number };
  sovereigntySignature: Record<string, unknown> & { ayanamsa: { name: string; valueDeg: number } };
}

describe('POST /api/v1/service/chart', () => {
  it('answers sayana and nirayana for 9 grahas, lagna, tithi, ahargana and the signature', async () => {
    const res = await postJson('/api/v1/service/chart', body);
    expect(res.status).toBe(200);
    const c = await res.json<Versioned>();
    expect(c.input).toMatchObject({
      utc: '1990-05-17T06:45:00.000Z',
      offset: '+05:30',
      zone: 'Asia/Kolkata',
      disambiguation: 'none',
      nodeMode: 'mean',
    });
    expect(c.grahas.map((g) => g.name)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    for (const g of c.grahas) {
      // sayana - nirayana = ayanamsa + nutation in longitude (|dpsi| < 20")
      expect(
        arcsecDiff(g.sayana - g.nirayana, c.sovereigntySignature.ayanamsa.valueDeg),
      ).toBeLessThan(20);
      expect(g.rashi.index).toBe(Math.floor(g.nirayana / 30) + 1);
    }
    expect(
      arcsecDiff(c.lagna.sayana - c.lagna.nirayana, c.sovereigntySignature.ayanamsa.valueDeg),
    ).toBeLessThan(20);
    expect(c.tithi.index).toBeGreaterThanOrEqual(1);
    expect(c.tithi.index).toBeLessThanOrEqual(30);
    expect(Date.parse(c.tithi.start)).toBeLessThanOrEqual(Date.parse(c.input.utc));
    expect(Date.parse(c.tithi.end)).toBeGreaterThan(Date.parse(c.input.utc));
    expect(c.ahargana.epochJd).toBe(588465.5);
    expect(c.ahargana.days).toBe(Math.floor(c.input.jdUt - 588465.5));
    expect(c.sovereigntySignature).toHaveProperty('planets');
    expect(c.sovereigntySignature).toHaveProperty('moon');
    expect(c.sovereigntySignature).toHaveProperty('deltaT');
  });

  it('the same input gives a byte-identical body', async () => {
    const a = await (await postJson('/api/v1/service/chart', body)).text();
    const b = await (await postJson('/api/v1/service/chart', body)).text();
    expect(a).toBe(b);
  });

  it('uses the historic offset of the tz database (India war time 1942: +06:30)', async () => {
    const c = await (
      await postJson('/api/v1/service/chart', { ...body, birthDate: '1943-06-01' })
    ).json<Versioned>();
    expect(c.input.offset).toBe('+06:30');
    expect(c.input.utc).toBe('1943-06-01T05:45:00.000Z');
  });

  it.each([
    // 2021-03-14 02:00 EST -> 03:00 EDT: 02:30 does not exist, 03:30 EDT is used
    [
      'a DST gap',
      '2021-03-14',
      '02:30:00',
      '2021-03-14T03:30:00',
      '-04:00',
      '2021-03-14T07:30:00.000Z',
      'gap-shifted-forward',
    ],
    // 2021-11-07 02:00 EDT -> 01:00 EST: 01:30 happens twice, the earlier (EDT) is used
    [
      'a DST overlap',
      '2021-11-07',
      '01:30:00',
      '2021-11-07T01:30:00',
      '-04:00',
      '2021-11-07T05:30:00.000Z',
      'overlap-earlier',
    ],
    [
      'an ordinary winter time',
      '2021-01-20',
      '12:00:00',
      '2021-01-20T12:00:00',
      '-05:00',
      '2021-01-20T17:00:00.000Z',
      'none',
    ],
  ])(
    'New York, %s: the echo states the wall time used, the offset and the instant, and they agree',
    async (_l, date, time, used, offset, utc, dis) => {
      const res = await postJson('/api/v1/service/chart', {
        ...body,
        birthDate: date,
        birthTime: time,
        birthPlace: { lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
      });
      expect(res.status).toBe(200);
      const c = await res.json<Versioned>();
      expect(c.input).toMatchObject({
        zone: 'America/New_York',
        requestedWallTime: `${date}T${time}`,
        wallTimeUsed: used,
        offset,
        utc,
        disambiguation: dis,
      });
      // wall time used - offset = the UTC instant, and the chart is computed for that instant
      expect(Date.parse(c.input.wallTimeUsed + 'Z') - c.input.offsetSeconds * 1000).toBe(
        Date.parse(c.input.utc),
      );
      expect(
        Math.abs(c.input.jdUt - (2440587.5 + Date.parse(utc) / 86_400_000)) * 86_400_000,
      ).toBeLessThan(1);
      expect(Date.parse(c.tithi.start)).toBeLessThanOrEqual(Date.parse(utc));
    },
  );

  it('echoes a historic local-mean-time offset with its seconds (Kathmandu +05:41:16 before 1920)', async () => {
    const c = await (
      await postJson('/api/v1/service/chart', {
        ...body,
        birthDate: '1910-01-01',
        birthTime: '12:00:00',
        birthPlace: { lat: 27.7172, lon: 85.324, tz: 'Asia/Kathmandu' },
      })
    ).json<Versioned>();
    expect(c.input).toMatchObject({
      offset: '+05:41:16',
      offsetSeconds: 20_476,
      utc: '1910-01-01T06:18:44.000Z',
      wallTimeUsed: '1910-01-01T12:00:00',
      disambiguation: 'none',
    });
  });

  it('computes only what it prints: no sunrise search (the full chart does three)', async () => {
    const spy = vi.spyOn(riseset, 'sunRiseSetDay');
    try {
      expect((await postJson('/api/v1/service/chart', body)).status).toBe(200);
      expect(spy).not.toHaveBeenCalled();
      // the spy does see the engine's calls: the SovereignChart searches yesterday, today, tomorrow
      expect(
        (
          await postJson('/api/chart', {
            year: 1990,
            month: 5,
            day: 17,
            hour: 12,
            minute: 15,
            lat: 28.6139,
            lon: 77.209,
            tzHours: 5.5,
          })
        ).status,
      ).toBe(200);
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('accepts kp and the true node', async () => {
    const c = await (
      await postJson('/api/v1/service/chart', { ...body, ayanamsa: 'kp', nodeMode: 'true' })
    ).json<Versioned>();
    expect(c.sovereigntySignature.ayanamsa.name).toBe('krishnamurti');
    expect(c.input.nodeMode).toBe('true');
  });

  it.each([
    [
      'unknown zone',
      { ...body, birthPlace: { ...body.birthPlace, tz: 'Mars/Olympus' } },
      'birthPlace.tz',
      'INVALID_TIMEZONE',
    ],
    [
      'numeric offset instead of a zone',
      { ...body, birthPlace: { ...body.birthPlace, tz: '+05:30' } },
      'birthPlace.tz',
      'INVALID_TIMEZONE',
    ],
    ['year before -1400', { ...body, birthDate: '-1401-12-31' }, 'birthDate', 'OUT_OF_EPOCH_RANGE'],
    ['year after 2999', { ...body, birthDate: '3000-01-01' }, 'birthDate', 'OUT_OF_EPOCH_RANGE'],
    ['30 February', { ...body, birthDate: '2001-02-30' }, 'birthDate', 'INVALID_FIELD'],
    ['date format', { ...body, birthDate: '17/05/1990' }, 'birthDate', 'INVALID_FIELD'],
    ['time without seconds', { ...body, birthTime: '12:15' }, 'birthTime', 'INVALID_FIELD'],
    ['hour 24', { ...body, birthTime: '24:00:00' }, 'birthTime', 'INVALID_FIELD'],
    [
      'missing birthPlace',
      { birthDate: body.birthDate, birthTime: body.birthTime, ayanamsa: 'lahiri' },
      'birthPlace',
      'INVALID_FIELD',
    ],
    [
      'lat out of range',
      { ...body, birthPlace: { ...body.birthPlace, lat: 91 } },
      'birthPlace.lat',
      'INVALID_FIELD',
    ],
    [
      'missing ayanamsa',
      { birthDate: body.birthDate, birthTime: body.birthTime, birthPlace: body.birthPlace },
      'ayanamsa',
      'INVALID_FIELD',
    ],
    [
      'ayanamsa not offered here',
      { ...body, ayanamsa: 'fagan_bradley' },
      'ayanamsa',
      'INVALID_FIELD',
    ],
    ['bad nodeMode', { ...body, nodeMode: 'osculating' }, 'nodeMode', 'INVALID_FIELD'],
  ])('%s is 400 E1 %s', async (_l, b, field, code) => {
    const res = await postJson('/api/v1/service/chart', b);
    expect(res.status).toBe(400);
    const out = await res.json<{ error: { message: string } }>();
    expect(out).toMatchObject({ ok: false, error: { code, field } });
    // the message opens with the field it names (R9)
    expect(out.error.message.startsWith(`${field}: `), out.error.message).toBe(true);
  });
});
