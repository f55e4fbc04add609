/**
 * The seven doshas on hand-built charts (whole-sign houses). Each block checks the rule that fires,
 * the severity, and the cancellations that apply or do not.
 */
import { describe, expect, it } from 'vitest';
import { chartFacts } from '../../../src/engine/yogas/facts.js';
import {
  doshaReport,
  grahanDosha,
  guruChandalDosha,
  kaalSarpDosha,
  kemdrumDosha,
  manglikDosha,
  pitraDosha,
  shaniDosha,
} from '../../../src/engine/doshas/index.js';
import { chart, type ChartSpec } from '../yogas/chart-builder.js';

const facts = (s: ChartSpec) => chartFacts(chart(s));
const applied = (r: { cancellations: { rule: string; applied: boolean }[] }) =>
  r.cancellations.filter((c) => c.applied).map((c) => c.rule);

describe('Manglik', () => {
  it('fires from the lagna and Venus (Mars in Libra: 7th from Aries lagna, 8th from Venus in Pisces)', () => {
    const r = manglikDosha(facts({ lagna: 'Aries', grahas: { Mars: 'Libra' } }));
    expect(r.present).toBe(true);
    expect(r.severity).toBe('medium');
    expect(r.rule).toContain('Mars in house 7 from lagna');
    expect(r.rule).toContain('Mars in house 8 from Venus');
    expect(applied(r)).toEqual([]);
    for (const c of r.cancellations) expect(c.source.length).toBeGreaterThan(10);
  });
  it('is cancelled when Mars is in its own sign', () => {
    const r = manglikDosha(facts({ lagna: 'Aries', grahas: { Mars: 'Aries' } }));
    expect(r.present).toBe(false);
    expect(applied(r)).toContain('mars-own-or-exalted');
  });
  it('is cancelled when Mars is in the sign the verses exempt for its house (2nd house in Gemini)', () => {
    const spec: ChartSpec = {
      lagna: 'Taurus',
      grahas: { Mars: 'Gemini', Venus: 'Aries', Jupiter: 'Capricorn' },
    };
    const r = manglikDosha(facts(spec));
    expect(r.present).toBe(false);
    expect(applied(r)).toEqual(['mars-sign-by-house']);
    // Without the 2nd house (North Indian list) Mars in the 2nd is not Manglik at all.
    const n = manglikDosha(facts(spec), 'without-2nd');
    expect(n.rule).toBe('');
    expect(n.present).toBe(false);
  });
  it('is cancelled by the aspect of Jupiter', () => {
    const r = manglikDosha(facts({ lagna: 'Aries', grahas: { Mars: 'Libra', Jupiter: 'Aries' } }));
    expect(r.present).toBe(false);
    expect(applied(r)).toContain('jupiter-conjunct-or-aspecting-mars');
  });
});

describe('Kaal Sarp', () => {
  const inside: ChartSpec['grahas'] = {
    Sun: 'Taurus',
    Moon: 'Gemini',
    Mars: 'Cancer',
    Mercury: ['Taurus', 20],
    Jupiter: 'Leo',
    Venus: ['Gemini', 20],
    Saturn: 'Virgo',
  };
  it('full, savya, Anant (Rahu in the 1st)', () => {
    const r = kaalSarpDosha(facts({ lagna: 'Aries', grahas: { ...inside, Rahu: ['Aries', 10] } }));
    expect(r).toMatchObject({ present: true, severity: 'high' });
    expect(r.details).toMatchObject({
      form: 'full',
      direction: 'savya',
      type: 'Anant',
      rahuHouse: 1,
    });
  });
  it('apasavya when all grahas lie from Ketu to Rahu', () => {
    const r = kaalSarpDosha(
      facts({
        lagna: 'Aries',
        grahas: {
          Sun: 'Scorpio',
          Moon: 'Sagittarius',
          Mars: 'Capricorn',
          Mercury: ['Scorpio', 20],
          Jupiter: 'Aquarius',
          Venus: ['Sagittarius', 20],
          Saturn: 'Pisces',
          Rahu: ['Aries', 10],
        },
      }),
    );
    expect(r.details).toMatchObject({ form: 'full', direction: 'apasavya' });
  });
  it('names the type by the house of Rahu (Leo lagna, Rahu in Aries: 9th, Shankhachood)', () => {
    const r = kaalSarpDosha(facts({ lagna: 'Leo', grahas: { ...inside, Rahu: ['Aries', 10] } }));
    expect(r.details).toMatchObject({ type: 'Shankhachood', rahuHouse: 9 });
  });
  it('partial forms: a graha behind Rahu in its sign (medium), one graha outside (low)', () => {
    const bySign = kaalSarpDosha(
      facts({ lagna: 'Aries', grahas: { ...inside, Saturn: ['Aries', 5], Rahu: ['Aries', 10] } }),
    );
    expect(bySign).toMatchObject({ present: true, severity: 'medium' });
    expect(bySign.details).toMatchObject({ form: 'partial-node-sign', outside: ['Saturn'] });
    const one = kaalSarpDosha(
      facts({ lagna: 'Aries', grahas: { ...inside, Saturn: 'Scorpio', Rahu: ['Aries', 10] } }),
    );
    expect(one).toMatchObject({ present: true, severity: 'low' });
    expect(one.details).toMatchObject({ form: 'partial-one-outside' });
  });
  it('absent when grahas lie on both sides', () => {
    const r = kaalSarpDosha(facts({ lagna: 'Aries', grahas: {} }));
    expect(r).toMatchObject({ present: false, severity: 'none', rule: '' });
  });
});

describe('Pitra', () => {
  it('Sun with Rahu fires (low); with Saturn too (medium); Jupiter in the 9th mitigates', () => {
    const one = pitraDosha(
      facts({
        lagna: 'Aries',
        grahas: { Sun: 'Capricorn', Rahu: ['Capricorn', 10], Jupiter: 'Pisces' },
      }),
    );
    expect(one).toMatchObject({ present: true, severity: 'low', rule: 'Sun with Rahu' });
    const two = pitraDosha(
      facts({
        lagna: 'Aries',
        grahas: {
          Sun: 'Capricorn',
          Saturn: 'Capricorn',
          Rahu: ['Capricorn', 10],
          Jupiter: 'Pisces',
        },
      }),
    );
    expect(two.severity).toBe('medium');
    const mit = pitraDosha(
      facts({
        lagna: 'Aries',
        grahas: {
          Sun: 'Capricorn',
          Saturn: 'Capricorn',
          Rahu: ['Capricorn', 10],
          Jupiter: 'Sagittarius',
        },
      }),
    );
    expect(mit.severity).toBe('low');
    expect(applied(mit)).toEqual(['jupiter-on-sun-or-ninth']);
  });
  it('absent without the configurations', () => {
    expect(pitraDosha(facts({ lagna: 'Aries', grahas: { Jupiter: 'Pisces' } })).present).toBe(
      false,
    );
  });
});

describe('Kemdrum', () => {
  it('fires when the 2nd and 12th from the Moon are empty and no cancellation holds', () => {
    const r = kemdrumDosha(
      facts({
        lagna: 'Aries',
        grahas: {
          Sun: 'Gemini',
          Moon: 'Leo',
          Mars: ['Gemini', 20],
          Mercury: ['Gemini', 25],
          Jupiter: 'Pisces',
          Venus: ['Pisces', 5],
          Saturn: 'Sagittarius',
        },
      }),
    );
    expect(r).toMatchObject({ present: true, severity: 'medium' });
    expect(applied(r)).toEqual([]);
  });
  it('is cancelled by a graha in a kendra from the Moon', () => {
    const r = kemdrumDosha(
      facts({
        lagna: 'Aries',
        grahas: {
          Sun: 'Taurus',
          Moon: 'Leo',
          Mars: 'Gemini',
          Mercury: ['Taurus', 20],
          Jupiter: 'Sagittarius',
          Venus: 'Pisces',
          Saturn: 'Scorpio',
        },
      }),
    );
    expect(r.present).toBe(false);
    expect(r.rule).not.toBe('');
    expect(applied(r)).toContain('graha-in-kendra-from-moon');
  });
  it('does not fire with a graha in the 2nd from the Moon', () => {
    expect(
      kemdrumDosha(facts({ lagna: 'Aries', grahas: { Moon: 'Leo', Mars: 'Virgo' } })).rule,
    ).toBe('');
  });
});

describe('Guru Chandal and Grahan', () => {
  it('grades Guru Chandal by orb and mitigates an own-sign Jupiter', () => {
    expect(
      guruChandalDosha(
        facts({ lagna: 'Aries', grahas: { Jupiter: ['Capricorn', 13], Rahu: ['Capricorn', 10] } }),
      ).severity,
    ).toBe('high');
    expect(
      guruChandalDosha(
        facts({ lagna: 'Aries', grahas: { Jupiter: ['Capricorn', 28], Rahu: ['Capricorn', 10] } }),
      ).severity,
    ).toBe('low');
    const own = guruChandalDosha(
      facts({
        lagna: 'Aries',
        grahas: { Jupiter: ['Sagittarius', 12], Rahu: ['Sagittarius', 10] },
      }),
    );
    expect(own.severity).toBe('medium');
    expect(guruChandalDosha(facts({ lagna: 'Aries', grahas: { Rahu: 'Leo' } })).present).toBe(
      false,
    );
  });
  it('Grahan: Sun with Rahu close (high), Moon with Ketu wide (low)', () => {
    const sun = grahanDosha(
      facts({ lagna: 'Aries', grahas: { Sun: ['Capricorn', 11], Rahu: ['Capricorn', 10] } }),
    );
    expect(sun).toMatchObject({ present: true, severity: 'high' });
    const moon = grahanDosha(
      facts({ lagna: 'Aries', grahas: { Moon: ['Cancer', 28], Rahu: ['Capricorn', 10] } }),
    );
    expect(moon.severity).toBe('low');
    expect(moon.rule).toContain('Moon with Ketu');
    expect(grahanDosha(facts({ lagna: 'Aries', grahas: {} })).present).toBe(false);
  });
});

describe('Shani (sade sati / dhaiya) on 2024-01-01 (JD 2460310.5), transit Saturn in sidereal Aquarius', () => {
  const on = 2460310.5;
  const phase = (moon: 'Aquarius' | 'Capricorn' | 'Pisces' | 'Scorpio' | 'Cancer' | 'Taurus') =>
    shaniDosha(facts({ lagna: 'Aries', grahas: { Moon: moon } }), on);
  it('reports the phase from the natal Moon sign', () => {
    expect(phase('Aquarius').details).toMatchObject({
      phase: 'sade-sati-peak',
      houseFromMoon: 1,
      transitSaturnSign: 'Kumbha',
    });
    expect(phase('Capricorn').details['phase']).toBe('sade-sati-setting');
    expect(phase('Pisces').details['phase']).toBe('sade-sati-rising');
    expect(phase('Scorpio').details['phase']).toBe('dhaiya-kantaka');
    expect(phase('Cancer').details['phase']).toBe('dhaiya-ashtama');
    expect(phase('Taurus')).toMatchObject({ present: false, severity: 'none' });
  });
  it('lowers the severity one step because Saturn transits its own sign', () => {
    const peak = phase('Aquarius');
    expect(peak.severity).toBe('medium');
    expect(applied(peak)).toEqual(['transit-saturn-own-or-exalted']);
  });
});

describe('doshaReport', () => {
  it('reports all seven with the ids of those present', () => {
    const r = doshaReport(chart({ lagna: 'Aries', grahas: { Mars: 'Libra', Moon: 'Aquarius' } }), {
      onJdUt: 2460310.5,
    });
    expect(Object.keys(r).sort()).toEqual([
      'grahan',
      'guruChandal',
      'kaalSarp',
      'kemdrum',
      'manglik',
      'pitra',
      'present',
      'shani',
    ]);
    expect(r.present).toContain('manglik');
    expect(r.present).toContain('shani');
  });
});

describe('transit Saturn', () => {
  it('agrees with grahaPositions', async () => {
    const { grahaPositions } = await import('../../../src/engine/ephemeris/index.js');
    const { transitSaturn } = await import('../../../src/engine/doshas/index.js');
    for (const jd of [2451545.0, 2460310.5, 2470000.25]) {
      const ref = grahaPositions(jd, { ayanamsa: 'lahiri' }).grahas.find(
        (g) => g.name === 'Saturn',
      )!;
      expect(transitSaturn(jd, 'lahiri').siderealLonDeg).toBeCloseTo(ref.siderealLonDeg, 9);
    }
  });
});

describe('doshaReport input', () => {
  it('rejects a non-finite date', () => {
    expect(() =>
      doshaReport(chart({ lagna: 'Aries', grahas: {} }), { onJdUt: Number.NaN }),
    ).toThrowError(/onJdUt/);
  });
});
