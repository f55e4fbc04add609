/**
 * The regional calendars' months (src/engine/calendar/regional-names.ts, ids like `tamil:chithirai`)
 * named through data/names (`month.tamil.1`): every month of every table maps to a names id that
 * every language names; the English names agree with the calendars' own spellings (so the mapping
 * is checked against a table it was not written from, Malayalam's Chingam-first order included);
 * and a calendars answer asked in a language carries each month's label in that script.
 */
import { describe, expect, it } from 'vitest';
import * as T from '../../src/engine/calendar/regional-names.js';
import { calendarMonthNameId } from '../../src/engine/i18n/ids.js';
import { LANGS, foreignLetters } from '../../src/engine/i18n/langs.js';
import { loadNames } from '../../src/platform/names.js';
import { call } from '../helpers.js';

const SOLAR = [
  T.TAMIL_MONTHS,
  T.MALAYALAM_MONTHS,
  T.BENGALI_MONTHS,
  T.ODIA_MONTHS,
  T.ASSAMESE_MONTHS,
  T.PUNJABI_MONTHS,
  T.NEPALI_MONTHS,
];

describe('regional calendar months in ten languages', () => {
  it("every month id maps to a names id named in every language; English agrees with the calendars' spellings", async () => {
    const en = await loadNames('en');
    for (const table of [T.MASA_MONTHS, ...SOLAR])
      for (const m of table) expect(en[calendarMonthNameId(m.id)!], m.id).toBe(m.name);
    expect(calendarMonthNameId('malayalam:chingam')).toBe('month.malayalam.5');
    expect(calendarMonthNameId('saka:agrahayana')).toBe('month.lunar.9');
    expect(calendarMonthNameId('tamil:nope')).toBeUndefined();
    for (const lang of LANGS) {
      const names = await loadNames(lang);
      for (const table of [T.MASA_MONTHS, T.SAKA_MONTHS, ...SOLAR])
        for (const m of table) {
          const n = names[calendarMonthNameId(m.id)!];
          expect(n, `${lang} ${m.id}`).toBeTruthy();
          expect(foreignLetters(n!, lang), `${lang} ${m.id}`).toEqual([]);
        }
    }
  });

  it('GET /api/calendars?lang=ml labels each month in Malayalam beside its id and English name', async () => {
    const res = await call(
      '/api/calendars?date=2024-08-20&lat=8.52&lon=76.94&tz=Asia/Kolkata&systems=malayalam,tamil,amanta,saka&lang=ml',
    );
    expect(res.status).toBe(200);
    const ml = await loadNames('ml');
    const months: Array<{ id: string; name: string; label?: string }> = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'month' && x && typeof x === 'object') months.push(x as never);
          walk(x);
        }
    };
    walk(await res.json());
    expect(months.length).toBe(4);
    for (const m of months) {
      expect(m.label, m.id).toBe(ml[calendarMonthNameId(m.id)!] ?? 'missing');
      expect(m.label).toMatch(/^[\u0D00-\u0D7F\s]+$/);
    }
    expect(months.find((m) => m.id === 'malayalam:chingam')?.label).toBe(ml['month.malayalam.5']);
  });
});
