/**
 * Unit tests of the rule evaluator, one block per primitive, on hand-built charts (Aries lagna
 * unless stated; whole-sign houses).
 */
import { describe, expect, it } from 'vitest';
import { chartFacts } from '../../../src/engine/yogas/facts.js';
import { describeRule, evalRule, resolveSel, type Rule } from '../../../src/engine/yogas/rules.js';
import { maskNames } from '../../../src/engine/yogas/facts.js';
import { chart, type ChartSpec } from './chart-builder.js';

const A = 'Aries' as const;
function run(spec: ChartSpec, rule: Rule): { ok: boolean; grahas: string[] } {
  const w = { g: 0, h: 0 };
  const ok = evalRule(rule, chartFacts(chart(spec)), w);
  return { ok, grahas: maskNames(w.g) };
}
const base: ChartSpec = { lagna: A, grahas: {} };

describe('selectors', () => {
  it('resolves house lords from the lagna and from the Moon, dispositors and exaltation lords', () => {
    const f = chartFacts(chart({ lagna: A, grahas: { Moon: 'Cancer', Sun: ['Libra', 5] } }));
    expect(maskNames(resolveSel({ lordOf: 9 }, f))).toEqual(['Jupiter']);
    expect(maskNames(resolveSel({ lordOf: 2, from: 'Moon' }, f))).toEqual(['Sun']);
    expect(maskNames(resolveSel({ dispositorOf: 'Sun' }, f))).toEqual(['Venus']);
    expect(maskNames(resolveSel({ exaltLordOf: 'Sun' }, f))).toEqual(['Mars']);
    expect(maskNames(resolveSel({ debLordOf: 'Jupiter' }, f))).toEqual(['Saturn']);
    expect(maskNames(resolveSel({ of: 'sapta', except: { anyOf: ['Sun', 'Moon'] } }, f))).toEqual([
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
    ]);
  });
  it('classifies the Moon by paksha and Mercury by association', () => {
    const waxing = chartFacts(
      chart({ lagna: A, grahas: { Sun: ['Aries', 0], Moon: ['Leo', 0], Mercury: 'Taurus' } }),
    );
    expect(maskNames(waxing.beneficMask)).toEqual(['Moon', 'Mercury', 'Jupiter', 'Venus']);
    const waning = chartFacts(
      chart({
        lagna: A,
        grahas: { Sun: ['Aries', 0], Moon: ['Capricorn', 0], Mercury: ['Aries', 20] },
      }),
    );
    expect(maskNames(waning.beneficMask)).toEqual(['Jupiter', 'Venus']);
  });
});

describe('primitives', () => {
  it('in: houses from the lagna, from the Moon, some/all', () => {
    expect(
      run({ lagna: A, grahas: { Jupiter: 'Cancer' } }, { t: 'in', g: 'Jupiter', houses: [4] }).ok,
    ).toBe(true);
    expect(
      run(
        { lagna: A, grahas: { Moon: 'Taurus', Jupiter: 'Leo' } },
        { t: 'in', g: 'Jupiter', houses: [4], from: 'Moon' },
      ).ok,
    ).toBe(true);
    expect(
      run(
        { lagna: A, grahas: { Moon: 'Taurus', Jupiter: 'Leo' } },
        { t: 'in', g: 'Jupiter', houses: [5], from: 'Moon' },
      ).ok,
    ).toBe(false);
    expect(run(base, { t: 'in', g: { anyOf: ['Sun', 'Saturn'] }, houses: [1], q: 'all' }).ok).toBe(
      false,
    );
    const r = run(base, { t: 'in', g: { anyOf: ['Sun', 'Saturn'] }, houses: [1] });
    expect(r).toEqual({ ok: true, grahas: ['Sun'] });
  });
  it('inSign: signs in the rashi chart and the navamsa, and the lagna sign', () => {
    expect(run(base, { t: 'inSign', g: 'lagna', signs: [0] }).ok).toBe(true);
    expect(
      run(
        { lagna: A, grahas: { Sun: ['Aries', 1] } },
        { t: 'inSign', g: 'Sun', signs: [0], varga: 'D9' },
      ).ok,
    ).toBe(true);
    expect(
      run(
        { lagna: A, grahas: { Sun: ['Aries', 5] } },
        { t: 'inSign', g: 'Sun', signs: [0], varga: 'D9' },
      ).ok,
    ).toBe(false);
  });
  it('occupied: each/some/none, only and min', () => {
    const spec: ChartSpec = {
      lagna: A,
      grahas: { Jupiter: 'Capricorn', Venus: 'Capricorn', Rahu: 'Leo' },
    };
    expect(
      run(spec, { t: 'occupied', houses: [10], need: 'each', by: 'nine', only: 'benefics' }).ok,
    ).toBe(true);
    expect(
      run(spec, { t: 'occupied', houses: [10], need: 'each', by: 'benefics', min: 2 }).ok,
    ).toBe(true);
    expect(run(spec, { t: 'occupied', houses: [10, 11], need: 'each' }).ok).toBe(false);
    expect(run(spec, { t: 'occupied', houses: [10, 11], need: 'some' }).ok).toBe(true);
    expect(run(spec, { t: 'occupied', houses: [11], need: 'none' }).ok).toBe(true);
    expect(
      run(
        { ...spec, grahas: { ...spec.grahas, Saturn: 'Capricorn' } },
        { t: 'occupied', houses: [10], need: 'each', by: 'nine', only: 'benefics' },
      ).ok,
    ).toBe(false);
  });
  it('confined, distinctSigns and cluster (nabhasa counts)', () => {
    const spec: ChartSpec = {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Aries',
        Mars: 'Libra',
        Mercury: 'Aries',
        Jupiter: 'Libra',
        Venus: 'Libra',
        Saturn: 'Aries',
      },
    };
    expect(run(spec, { t: 'confined', houses: [1, 7], eachOccupied: true }).ok).toBe(true);
    expect(run(spec, { t: 'confined', houses: [1, 7, 4], eachOccupied: true }).ok).toBe(false);
    expect(run(spec, { t: 'distinctSigns', count: 2 }).ok).toBe(true);
    expect(run(spec, { t: 'cluster', min: 4 }).grahas).toEqual([
      'Sun',
      'Moon',
      'Mercury',
      'Saturn',
    ]);
    expect(run(spec, { t: 'cluster', min: 5 }).ok).toBe(false);
  });
  it('together, same, exchange', () => {
    expect(
      run({ lagna: A, grahas: { Sun: 'Leo', Moon: 'Leo' } }, { t: 'together', g: ['Sun', 'Moon'] })
        .ok,
    ).toBe(true);
    expect(run(base, { t: 'together', g: [{ lordOf: 1 }, { lordOf: 8 }] }).ok).toBe(false); // Mars owns both: not two grahas
    expect(run(base, { t: 'same', a: { lordOf: 1 }, b: { lordOf: 8 } }).ok).toBe(true);
    expect(
      run(
        { lagna: A, grahas: { Mars: 'Sagittarius', Jupiter: 'Aries' } },
        { t: 'exchange', a: { lordOf: 1 }, b: { lordOf: 9 } },
      ).grahas,
    ).toEqual(['Mars', 'Jupiter']);
    expect(run(base, { t: 'exchange', a: { lordOf: 1 }, b: { lordOf: 9 } }).ok).toBe(false);
  });
  it('aspect: 7th for all, Mars 4/8, Jupiter 5/9, Saturn 3/10, and rashi drishti', () => {
    const at = (g: 'Mars' | 'Jupiter' | 'Saturn' | 'Venus', house: number) =>
      run({ lagna: A, grahas: { [g]: 'Aries' } }, { t: 'aspect', by: g, target: { house } }).ok;
    expect([4, 7, 8].map((h) => at('Mars', h))).toEqual([true, true, true]);
    expect([5, 7, 9].map((h) => at('Jupiter', h))).toEqual([true, true, true]);
    expect([3, 7, 10].map((h) => at('Saturn', h))).toEqual([true, true, true]);
    expect([4, 5, 7].map((h) => at('Venus', h))).toEqual([false, false, true]);
    expect(at('Mars', 5)).toBe(false);
    // Rashi drishti: a movable sign (Aries) aspects the fixed signs except the adjacent Taurus.
    const rs = (target: 'Taurus' | 'Leo') =>
      run(
        { lagna: A, grahas: { Venus: 'Aries', Moon: target } },
        { t: 'aspect', by: 'Venus', target: 'Moon', kind: 'rashi' },
      ).ok;
    expect([rs('Leo'), rs('Taurus')]).toEqual([true, false]);
  });
  it('mutualAspect, assoc and rel', () => {
    expect(
      run(
        { lagna: A, grahas: { Jupiter: 'Aries', Mars: 'Leo' } },
        { t: 'mutualAspect', a: 'Jupiter', b: 'Mars' },
      ).ok,
    ).toBe(false); // Mars in Leo aspects Scorpio, Aquarius, Pisces
    expect(
      run(
        { lagna: A, grahas: { Jupiter: 'Aries', Mars: 'Libra' } },
        { t: 'mutualAspect', a: 'Jupiter', b: 'Mars' },
      ).ok,
    ).toBe(true);
    const spec: ChartSpec = {
      lagna: A,
      grahas: { Jupiter: 'Leo', Mercury: 'Leo', Venus: 'Aquarius' },
    };
    expect(
      run(spec, { t: 'assoc', target: 'Jupiter', by: { anyOf: ['Mercury', 'Venus'] }, q: 'all' })
        .ok,
    ).toBe(true);
    expect(
      run(spec, {
        t: 'assoc',
        target: 'Jupiter',
        by: { anyOf: ['Mercury', 'Venus'] },
        how: 'conj',
        q: 'all',
      }).ok,
    ).toBe(false);
    expect(run(spec, { t: 'rel', a: 'Jupiter', b: 'Venus', houses: [7] }).ok).toBe(true);
  });
  it('dignity: exaltation, debilitation, moolatrikona, own, compound friendship, navamsa', () => {
    const d = (
      spec: ChartSpec,
      g: 'Sun' | 'Moon' | 'Mars' | 'Saturn',
      k:
        | 'exalted'
        | 'debilitated'
        | 'moolatrikona'
        | 'own'
        | 'great-friend'
        | 'friend'
        | 'neutral'
        | 'enemy'
        | 'great-enemy'
        | 'deep-exalted',
      varga?: 'D9',
    ) => run(spec, { t: 'dignity', g, is: [k], ...(varga ? { varga } : {}) }).ok;
    expect(d({ lagna: A, grahas: { Sun: ['Aries', 10] } }, 'Sun', 'exalted')).toBe(true);
    expect(d({ lagna: A, grahas: { Sun: ['Aries', 10] } }, 'Sun', 'deep-exalted')).toBe(true);
    expect(d({ lagna: A, grahas: { Sun: ['Aries', 25] } }, 'Sun', 'deep-exalted')).toBe(false);
    expect(d({ lagna: A, grahas: { Sun: 'Libra' } }, 'Sun', 'debilitated')).toBe(true);
    expect(d({ lagna: A, grahas: { Sun: ['Leo', 10] } }, 'Sun', 'moolatrikona')).toBe(true);
    expect(d({ lagna: A, grahas: { Sun: ['Leo', 25] } }, 'Sun', 'moolatrikona')).toBe(false);
    expect(d({ lagna: A, grahas: { Sun: ['Leo', 25] } }, 'Sun', 'own')).toBe(true);
    // Sun in Sagittarius: natural friend Jupiter; Jupiter in Capricorn is 2nd from the Sun, a temporary friend: great friend.
    expect(
      d({ lagna: A, grahas: { Sun: 'Sagittarius', Jupiter: 'Capricorn' } }, 'Sun', 'great-friend'),
    ).toBe(true);
    // Jupiter in Gemini is 7th from the Sun: temporary enemy, natural friend: neutral (compound).
    expect(
      d({ lagna: A, grahas: { Sun: 'Sagittarius', Jupiter: 'Gemini' } }, 'Sun', 'neutral'),
    ).toBe(true);
    // Saturn in Leo: Sun a natural enemy; Sun in Aries is 9th from Saturn: temporary enemy: great enemy.
    expect(d({ lagna: A, grahas: { Saturn: 'Leo', Sun: 'Aries' } }, 'Saturn', 'great-enemy')).toBe(
      true,
    );
    expect(d({ lagna: A, grahas: { Saturn: 'Leo', Sun: 'Virgo' } }, 'Saturn', 'enemy')).toBe(false);
    // Navamsa: Mars at 1 Taurus falls in the Capricorn navamsa (exalted there); at 9 Gemini in Sagittarius.
    expect(d({ lagna: A, grahas: { Mars: ['Taurus', 1] } }, 'Mars', 'exalted', 'D9')).toBe(true);
    expect(d({ lagna: A, grahas: { Mars: ['Gemini', 9] } }, 'Mars', 'exalted', 'D9')).toBe(false);
  });
  it('combust, with the smaller retrograde orbs of Mercury and Venus', () => {
    const c = (lonInLeo: number, retro: boolean) =>
      run(
        {
          lagna: A,
          grahas: { Sun: ['Leo', 0], Mercury: ['Leo', lonInLeo] },
          retrograde: retro ? ['Mercury'] : [],
        },
        { t: 'combust', g: 'Mercury' },
      ).ok;
    expect(c(13, false)).toBe(true);
    expect(c(13, true)).toBe(false);
    expect(c(15, false)).toBe(false);
    expect(
      run({ lagna: A, grahas: {}, retrograde: ['Saturn'] }, { t: 'retro', g: 'Saturn' }).ok,
    ).toBe(true);
  });
  it('strong: kendra/trikona or dignified, not combust, not debilitated', () => {
    expect(run({ lagna: A, grahas: { Jupiter: 'Cancer' } }, { t: 'strong', g: 'Jupiter' }).ok).toBe(
      true,
    );
    expect(
      run({ lagna: A, grahas: { Jupiter: 'Capricorn' } }, { t: 'strong', g: 'Jupiter' }).ok,
    ).toBe(false); // kendra but debilitated
    expect(run({ lagna: A, grahas: { Jupiter: 'Gemini' } }, { t: 'strong', g: 'Jupiter' }).ok).toBe(
      false,
    );
    expect(
      run(
        { lagna: A, grahas: { Sun: ['Leo', 0], Jupiter: ['Leo', 5] } },
        { t: 'strong', g: 'Jupiter' },
      ).ok,
    ).toBe(false); // trikona but combust
  });
  it('owns, vargottama, hemmed, flags', () => {
    expect(run(base, { t: 'owns', g: 'Jupiter', houses: [9] }).ok).toBe(true);
    expect(run(base, { t: 'owns', g: 'Jupiter', houses: [10] }).ok).toBe(false);
    expect(
      run({ lagna: A, grahas: { Moon: ['Aries', 1] } }, { t: 'vargottama', g: 'Moon' }).ok,
    ).toBe(true);
    expect(
      run(
        { lagna: A, grahas: { Moon: 'Leo', Mars: 'Cancer', Saturn: 'Virgo' } },
        { t: 'hemmed', g: 'Moon', by: 'malefics' },
      ).grahas,
    ).toEqual(['Moon', 'Mars', 'Saturn', 'Ketu']); // Ketu (opposite Rahu in Capricorn) is in Cancer too
    expect(run({ lagna: A, grahas: {}, day: true }, { t: 'flag', is: 'day' }).ok).toBe(true);
    expect(run({ lagna: A, grahas: {}, day: false }, { t: 'flag', is: 'night' }).ok).toBe(true);
  });
  it('composition: all, any, not, atLeast', () => {
    const t: Rule = { t: 'in', g: 'Sun', houses: [1] };
    const f: Rule = { t: 'in', g: 'Sun', houses: [2] };
    expect(run(base, { all: [t, f] }).ok).toBe(false);
    expect(run(base, { any: [t, f] }).ok).toBe(true);
    expect(run(base, { not: f }).ok).toBe(true);
    expect(run(base, { atLeast: 2, of: [t, f, t] }).ok).toBe(true);
    expect(run(base, { atLeast: 2, of: [t, f, f] }).ok).toBe(false);
    // A negated rule reports the graha it is about: "Jupiter is not strong" names Jupiter.
    expect(
      run({ lagna: A, grahas: { Jupiter: 'Gemini' } }, { not: { t: 'strong', g: 'Jupiter' } }),
    ).toEqual({ ok: true, grahas: ['Jupiter'] });
  });
  it('describes rules in English', () => {
    expect(describeRule({ t: 'exchange', a: { lordOf: 1 }, b: { lordOf: 9 } })).toBe(
      'the 1st lord and the 9th lord exchange signs',
    );
    expect(
      describeRule({ t: 'occupied', houses: [2], need: 'some', by: 'tara', from: 'Moon' }),
    ).toBe('Mars, Mercury, Jupiter, Venus or Saturn in the 2nd from the Moon');
  });
});
