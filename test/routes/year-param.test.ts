/**
 * Issue 32 point 6: every year parameter is four digits, as the spec asks (`year=YYYY`): `?year=26`
 * was taken as the year 26. A year is written YYYY (0026 for the year 26), BCE with a minus sign
 * (-0500 is 501 BCE), or in ISO 8601's expanded form (+002026, -000500). The walk finds every query
 * parameter named like a year in the six OpenAPI documents and sends each a short year, with the
 * operation's documented example for the rest of its query.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';
import { FAMILY_PREFIX } from '../../src/routes/families.js';
import { issueKey } from './t/t-helpers.js';
import { freshIp } from './t/t-helpers.js';

type Json = Record<string, any>;

describe('year parameters: four digits', () => {
  it('every year query parameter refuses 26, 202, 20260 and -500, naming it', async () => {
    const keys: Record<string, string> = {
      T: (await issueKey()).key,
      V: (
        await (
          await call('/v1/keys/sandbox', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
            body: JSON.stringify({ email: 'year-param@example.com' }),
          })
        ).json<Json>()
      ).key,
    };
    const found: string[] = [];
    for (const [family, prefix] of Object.entries(FAMILY_PREFIX)) {
      const doc = await (await call(`/openapi/${family}.json`)).json<Json>();
      for (const [path, ops] of Object.entries(doc.paths as Json)) {
        const get = (ops as Json).get;
        if (!get) continue;
        const params = ((get.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
        const year = params.find((p) => /^year$/i.test(p.name));
        if (!year) continue;
        found.push(`${family} ${path}`);
        const rest = params
          .filter((p) => p !== year && p.required && p.example !== undefined)
          .map((p) => `&${p.name}=${encodeURIComponent(String(p.example))}`)
          .join('');
        const headers = {
          'cf-connecting-ip': freshIp(),
          ...(keys[family] ? { authorization: `Bearer ${keys[family]}` } : {}),
        };
        for (const bad of ['26', '202', '20260', '-500']) {
          const res = await call(
            `${prefix}${path}?${year.name}=${encodeURIComponent(bad)}${rest}`,
            { headers },
          );
          const text = await res.text();
          expect(res.status, `${family} ${path} ${bad}: ${text.slice(0, 200)}`).toBe(400);
          const b = JSON.parse(text) as Json;
          expect(b.field ?? b.error?.field, `${family} ${path} ${bad}`).toBe(year.name);
        }
        for (const good of ['2026', '0026', '-0500', '+002026']) {
          const res = await call(
            `${prefix}${path}?${year.name}=${encodeURIComponent(good)}${rest}`,
            { headers },
          );
          expect(
            res.status,
            `${family} ${path} ${good}: ${(await res.clone().text()).slice(0, 200)}`,
          ).toBe(200);
          await res.body?.cancel();
        }
      }
    }
    // R (utsavas and chart.svg), R2, T and V have a year parameter
    expect(found.length).toBeGreaterThanOrEqual(5);
  });
});
