/**
 * Issue 32 point 3: bad input is a 400 naming the field, never a 500. A zod refinement that runs
 * on a value its field already refused (zod runs an object's refinements after a field's
 * continuable issue) and a gzip body with bytes after its end used to answer 500.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { call } from '../helpers.js';
import { validate } from '../../src/http/input.js';
import { ApiError } from '../../src/http/errors.js';
import { issueKey, tPost } from '../routes/t/t-helpers.js';

type Json = Record<string, any>;

async function gzip(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await new Response(
      new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')),
    ).arrayBuffer(),
  );
}

describe('bad input is a 400 naming the field', () => {
  it('a series job whose from is a date, not a date-time, is a 400 naming series.from', async () => {
    const pro = await issueKey({ tier: 'pro' });
    for (const [field, series] of [
      [
        'series.from',
        {
          lat: 28.6,
          lon: 77.2,
          from: '2026-01-01',
          to: '2026-01-05T00:00:00+05:30',
          step: 'day',
          quantities: ['panchang'],
        },
      ],
      [
        'series.to',
        {
          lat: 28.6,
          lon: 77.2,
          from: '2026-01-01T00:00:00+05:30',
          to: 'soon',
          step: 'day',
          quantities: ['panchang'],
        },
      ],
    ] as const) {
      const res = await tPost('/api/jobs', { series }, pro.key);
      const body = await res.json<Json>();
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.error.field).toBe(field);
    }
  });

  it('a series job in a zone that does not exist is a 400 naming series.tz, before any unit is charged', async () => {
    // found by the fuzzer's job bodies: the zone's shape was checked, not the zone, so the job was
    // accepted (every unit charged) and its panchang rows could only fail when computed
    const pro = await issueKey({ tier: 'pro' });
    for (const [tz, quantities] of [
      ['Mars/Olympus', ['grahas']],
      ['Asia/Kolkatta', ['panchang']],
    ] as const) {
      const series = {
        lat: 28.6,
        lon: 77.2,
        from: '2026-01-01T06:00:00+05:30',
        to: '2026-01-02T06:00:00+05:30',
        step: 'day',
        quantities,
        tz,
      };
      const res = await tPost('/api/jobs', { series }, pro.key);
      const body = await res.json<Json>();
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.error.field).toBe('series.tz');
      expect(body.error.message).toContain(tz);
    }
    const jobs = await (
      await call('/t/api/jobs', { headers: { authorization: `Bearer ${pro.key}` } })
    ).json<Json>();
    expect(jobs.total).toBe(0);
  });

  it('a gzip NDJSON body with bytes after the end of its gzip stream is a 400 naming the body', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const gz = await gzip('{}\n{"datetime":"1990-05-17T12:15:00+05:30","lat":28.6,"lon":77.2}\n');
    for (const tail of [[0x00], [0x41, 0x42, 0x43], [...gz]]) {
      const res = await call('/t/api/jobs', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${pro.key}`,
          'content-type': 'application/x-ndjson',
          'content-encoding': 'gzip',
        },
        body: new Uint8Array([...gz, ...tail]),
      });
      const body = await res.json<Json>();
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.error.field).toBe('content-encoding');
    }
  });

  it('validate answers a throwing refinement with the field whose own check failed, whatever the schema', () => {
    const when = z.string().regex(/^\d{4}-\d\d-\d\dT/);
    const schema = z.strictObject({
      inner: z.strictObject({ at: when, n: z.number() }).superRefine((v) => {
        if (!v.at.includes('T')) throw new Error('refinement ran on a bad value');
      }),
    });
    let thrown: unknown;
    try {
      validate(schema, { inner: { at: '2026-01-01', n: 1 } });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(400);
    expect((thrown as ApiError).extra.field).toBe('inner.at');
  });
});
