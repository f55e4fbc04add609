/**
 * Yoga catalogue and detection on charts built by hand from the texts' own words: for each case
 * the chart is laid out so that the stated conditions hold (the comment says which), and the
 * counter-chart changes the one thing the text requires. Whole-sign houses; Aries lagna unless
 * stated. test/engine/yogas/catalogue-pairs.test.ts adds a generated pair for every yoga.
 */
import { describe, expect, it } from 'vitest';
import {
  YOGA_CATALOGUE,
  catalogueCounts,
  catalogueSummary,
  detectYogas,
} from '../../../src/engine/yogas/index.js';
import { chart, type ChartSpec } from './chart-builder.js';

const find = (spec: ChartSpec, id: string) => detectYogas(chart(spec)).find((y) => y.id === id);

interface Case {
  /** what the text says, and how the chart meets it */
  text: string;
  id: string;
  /** the variant expected to be reported on the holding chart */
  variant?: string;
  category: string;
  holds: ChartSpec;
  fails: ChartSpec;
  grahas?: string[];
}
const A = 'Aries' as const;
/** Seven grahas from Aries to Libra, Rahu at 10 Aries (Ketu 10 Libra): all between Rahu and Ketu. */
const BETWEEN_NODES: ChartSpec['grahas'] = {
  Sun: ['Aries', 20],
  Moon: 'Taurus',
  Mars: 'Gemini',
  Mercury: ['Aries', 25],
  Jupiter: 'Leo',
  Venus: ['Taurus', 20],
  Saturn: 'Virgo',
  Rahu: ['Aries', 10],
};

const CASES: Case[] = [
  {
    text: 'BPHS 75: Jupiter in a kendra in its own or exaltation sign (Cancer, the 4th)',
    id: 'hamsa',
    category: 'pancha-mahapurusha',
    grahas: ['Jupiter'],
    holds: { lagna: A, grahas: { Jupiter: 'Cancer' } },
    fails: { lagna: A, grahas: { Jupiter: 'Leo' } },
  },
  {
    text: 'BPHS 37: a graha other than the Sun in the 2nd from the Moon (Mars in Gemini, Moon in Taurus)',
    id: 'sunapha',
    variant: 'mars',
    category: 'chandra',
    grahas: ['Moon', 'Mars'],
    holds: { lagna: A, grahas: { Moon: 'Taurus', Mars: 'Gemini' } },
    fails: { lagna: A, grahas: { Moon: 'Taurus', Mars: 'Cancer' } },
  },
  {
    text: 'Raman: Jupiter in a kendra from the Moon (Scorpio is the 7th from Taurus)',
    id: 'gaja-kesari',
    variant: 'moon-kendra',
    category: 'chandra',
    grahas: ['Moon', 'Jupiter'],
    holds: { lagna: A, grahas: { Moon: 'Taurus', Jupiter: 'Scorpio' } },
    fails: { lagna: A, grahas: { Moon: 'Taurus', Jupiter: 'Gemini' } },
  },
  {
    text: 'BPHS 36.3-4: Jupiter in a kendra from the lagna (Cancer, exalted), aspected by Venus from Capricorn, not combust',
    id: 'gaja-kesari',
    variant: 'bphs',
    category: 'chandra',
    holds: { lagna: A, grahas: { Jupiter: 'Cancer', Venus: 'Capricorn', Moon: 'Leo' } },
    fails: {
      lagna: A,
      grahas: { Jupiter: 'Cancer', Venus: 'Pisces', Moon: 'Leo', Mercury: 'Virgo' },
    },
  },
  {
    text: 'BPHS 38: a graha other than the Moon in the 2nd from the Sun (Mercury in Taurus); a benefic, so the shubha form',
    id: 'vesi',
    variant: 'shubha',
    category: 'surya',
    grahas: ['Sun', 'Mercury'],
    holds: { lagna: A, grahas: { Sun: 'Aries', Mercury: 'Taurus' } },
    fails: { lagna: A, grahas: { Sun: ['Aries', 5], Mercury: ['Aries', 20] } },
  },
  {
    text: 'BPHS 35.7: all seven in movable signs (Aries, Cancer, Libra), no Akriti yoga among them',
    id: 'rajju',
    category: 'nabhasa',
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Cancer',
        Mars: 'Libra',
        Mercury: ['Aries', 25],
        Jupiter: ['Cancer', 5],
        Venus: ['Aries', 28],
        Saturn: ['Libra', 25],
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Cancer',
        Mars: 'Libra',
        Mercury: ['Aries', 25],
        Jupiter: ['Cancer', 5],
        Venus: ['Aries', 28],
        Saturn: 'Leo',
      },
    },
  },
  {
    text: 'Saravali 21.7: the Ashraya yoga gives way: all seven in movable signs that are the four kendras is Kamala, not Rajju',
    id: 'kamala',
    category: 'nabhasa',
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Cancer',
        Mars: 'Libra',
        Mercury: ['Aries', 25],
        Jupiter: 'Capricorn',
        Venus: ['Cancer', 25],
        Saturn: ['Libra', 25],
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Cancer',
        Mars: 'Libra',
        Mercury: ['Aries', 25],
        Jupiter: 'Aries',
        Venus: ['Cancer', 25],
        Saturn: ['Libra', 25],
      },
    },
  },
  {
    text: "BPHS 35: the seven in the seven houses from the lagna, each occupied (Raman's Lagna Malika)",
    id: 'nauka',
    category: 'nabhasa',
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Taurus',
        Mars: 'Gemini',
        Mercury: 'Cancer',
        Jupiter: 'Leo',
        Venus: 'Virgo',
        Saturn: 'Libra',
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Taurus',
        Mars: 'Gemini',
        Mercury: 'Cancer',
        Jupiter: 'Leo',
        Venus: 'Virgo',
        Saturn: 'Scorpio',
      },
    },
  },
  {
    text: "BPHS 35: the seven in the seven houses from the 2nd (Raman's Dhana Malika) is Ardhachandra",
    id: 'ardha-chandra',
    variant: 'dhana-malika',
    category: 'nabhasa',
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Taurus',
        Moon: 'Gemini',
        Mars: 'Cancer',
        Mercury: 'Leo',
        Jupiter: 'Virgo',
        Venus: 'Libra',
        Saturn: 'Scorpio',
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Taurus',
        Moon: 'Gemini',
        Mars: 'Cancer',
        Mercury: 'Leo',
        Jupiter: 'Virgo',
        Venus: 'Libra',
        Saturn: 'Sagittarius',
      },
    },
  },
  {
    text: 'BPHS 35: all seven in one sign (Leo) is Gola; an Ashraya yoga (Musala) may stand beside it',
    id: 'gola',
    category: 'nabhasa',
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Leo',
        Moon: 'Leo',
        Mars: 'Leo',
        Mercury: 'Leo',
        Jupiter: 'Leo',
        Venus: 'Leo',
        Saturn: 'Leo',
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Leo',
        Moon: 'Leo',
        Mars: 'Leo',
        Mercury: 'Leo',
        Jupiter: 'Leo',
        Venus: 'Virgo',
        Saturn: 'Leo',
      },
    },
  },
  {
    text: 'BPHS 39: the lords of the 9th (Jupiter) and 10th (Saturn) joined in Capricorn',
    id: 'dharma-karmadhipati',
    variant: '9-10-conjunction',
    category: 'raja',
    grahas: ['Jupiter', 'Saturn'],
    holds: { lagna: A, grahas: { Jupiter: 'Capricorn', Saturn: 'Capricorn' } },
    fails: {
      lagna: A,
      grahas: { Jupiter: 'Capricorn', Saturn: 'Aquarius', Sun: 'Taurus', Mars: 'Taurus' },
    },
  },
  {
    text: 'BPHS 39: the lagna lord Mars (a kendra and trikona lord) joined with the 5th lord Sun in Leo',
    id: 'kendra-trikona-raja',
    variant: '1-5-conjunction',
    category: 'raja',
    grahas: ['Sun', 'Mars'],
    holds: { lagna: A, grahas: { Sun: 'Leo', Mars: 'Leo' } },
    fails: { lagna: A, grahas: { Sun: 'Leo', Mars: 'Virgo' } },
  },
  {
    text: 'Brihat Jataka 11: the lagna vargottama (1 deg Aries is the Aries navamsa) and aspected by four grahas other than the Moon (Sun, Mercury, Venus, Saturn in Libra)',
    id: 'vargottama-raja',
    variant: 'lagna',
    category: 'raja',
    holds: {
      lagna: [A, 1],
      grahas: { Sun: 'Libra', Mercury: ['Libra', 20], Venus: ['Libra', 5], Saturn: ['Libra', 25] },
    },
    fails: {
      lagna: [A, 5],
      grahas: { Sun: 'Libra', Mercury: ['Libra', 20], Venus: ['Libra', 5], Saturn: ['Libra', 25] },
    },
  },
  {
    text: 'Raman 247: two or more grahas with directional strength (Jupiter in the lagna, the Sun in the 10th)',
    id: 'raja-247',
    category: 'raja',
    grahas: ['Sun', 'Jupiter'],
    holds: { lagna: A, grahas: { Jupiter: 'Aries', Sun: 'Capricorn' } },
    fails: { lagna: A, grahas: {} },
  },
  {
    text: 'BPHS 41 / Raman 118: Venus in its own sign in the 5th (Libra for a Gemini lagna), Saturn in the 11th',
    id: 'dhana-118',
    category: 'dhana',
    grahas: ['Venus', 'Saturn'],
    holds: { lagna: 'Gemini', grahas: { Venus: 'Libra', Saturn: 'Aries' } },
    fails: { lagna: 'Gemini', grahas: { Venus: 'Libra', Saturn: 'Taurus' } },
  },
  {
    text: "Phaladeepika 6: the lords of the 1st (Mars) and 9th (Jupiter) in each other's signs",
    id: 'maha-parivartana',
    category: 'parivartana',
    grahas: ['Mars', 'Jupiter'],
    holds: { lagna: A, grahas: { Mars: 'Sagittarius', Jupiter: 'Aries' } },
    fails: { lagna: A, grahas: {} },
  },
  {
    text: 'Phaladeepika 6: the 6th lord (Mercury) in a dusthana (Scorpio, the 8th)',
    id: 'harsha',
    category: 'viparita-raja',
    grahas: ['Mercury'],
    holds: { lagna: A, grahas: { Mercury: 'Scorpio' } },
    fails: { lagna: A, grahas: {} },
  },
  {
    text: 'Phaladeepika 7 / Raman 250: the Sun debilitated in Libra, the lord of Libra (Venus) in a kendra (Cancer)',
    id: 'neecha-bhanga',
    variant: 'sun',
    category: 'neecha-bhanga',
    holds: { lagna: A, grahas: { Sun: ['Libra', 5], Venus: 'Cancer' } },
    fails: {
      lagna: A,
      grahas: {
        Sun: ['Libra', 5],
        Moon: 'Aries',
        Mars: 'Taurus',
        Venus: 'Gemini',
        Saturn: 'Leo',
        Mercury: 'Virgo',
      },
    },
  },
  {
    text: 'BPHS 36.5-6: only benefics in the 10th from the lagna (Jupiter in Capricorn)',
    id: 'amala',
    variant: 'lagna',
    category: 'shubha',
    grahas: ['Jupiter'],
    holds: { lagna: A, grahas: { Jupiter: 'Capricorn', Rahu: 'Gemini' } },
    fails: { lagna: A, grahas: { Jupiter: 'Capricorn', Saturn: 'Capricorn', Rahu: 'Gemini' } },
  },
  {
    text: 'BPHS 36.1-2: benefics in both the 12th and the 2nd (Shubha Kartari: Jupiter in Pisces, Venus in Taurus)',
    id: 'subha',
    variant: 'shubha-kartari',
    category: 'shubha',
    holds: { lagna: A, grahas: { Jupiter: 'Pisces', Venus: 'Taurus', Mercury: 'Taurus' } },
    fails: {
      lagna: A,
      grahas: { Jupiter: 'Gemini', Venus: 'Taurus', Mercury: 'Taurus', Moon: 'Leo' },
    },
  },
  {
    text: 'BPHS ch. 36 / Raman: the 7th lord Mercury exalted in the 10th (Virgo for a Sagittarius lagna), the 10th lord Mercury with the 9th lord Sun',
    id: 'sreenatha',
    variant: 'bphs',
    category: 'shubha',
    holds: { lagna: 'Sagittarius', grahas: { Mercury: 'Virgo', Sun: 'Virgo' } },
    fails: { lagna: 'Sagittarius', grahas: { Mercury: 'Virgo', Sun: 'Libra' } },
  },
  {
    text: 'Raman (Marud Yoga): Jupiter in a trikona from Venus (Leo from Aries), the Moon in the 5th from Jupiter (Sagittarius), the Sun in a kendra from the Moon (Pisces)',
    id: 'marud',
    category: 'shubha',
    holds: {
      lagna: A,
      grahas: { Venus: 'Aries', Jupiter: 'Leo', Moon: 'Sagittarius', Sun: 'Pisces' },
    },
    fails: {
      lagna: A,
      grahas: { Venus: 'Aries', Jupiter: 'Leo', Moon: 'Sagittarius', Sun: 'Aquarius' },
    },
  },
  {
    text: 'Raman (Marud Yoga): Venus, Jupiter and the Moon in kendras from the lagna is not Marud (the definition this catalogue had before)',
    id: 'marud',
    category: 'shubha',
    holds: {
      lagna: A,
      grahas: { Venus: 'Aries', Jupiter: 'Leo', Moon: 'Sagittarius', Sun: 'Pisces' },
    },
    fails: {
      lagna: A,
      grahas: { Venus: 'Aries', Jupiter: 'Cancer', Moon: 'Libra', Sun: 'Capricorn' },
    },
  },
  {
    text: 'Raman (Budha Yoga): Jupiter in the lagna, the Moon in a kendra (Cancer), Rahu in the 2nd from the Moon (Leo), the Sun and Mars in the 3rd from Rahu (Libra)',
    id: 'budha',
    category: 'shubha',
    holds: {
      lagna: A,
      grahas: { Jupiter: 'Aries', Moon: 'Cancer', Rahu: 'Leo', Sun: 'Libra', Mars: ['Libra', 20] },
    },
    fails: {
      lagna: A,
      grahas: { Jupiter: 'Aries', Moon: 'Cancer', Rahu: 'Leo', Sun: 'Libra', Mars: 'Scorpio' },
    },
  },
  {
    text: 'Raman (Budha Yoga): a strong lagna lord with Mercury in a kendra is not Budha (the definition this catalogue had before)',
    id: 'budha',
    category: 'shubha',
    holds: {
      lagna: A,
      grahas: { Jupiter: 'Aries', Moon: 'Cancer', Rahu: 'Leo', Sun: 'Libra', Mars: ['Libra', 20] },
    },
    fails: { lagna: A, grahas: { Mars: 'Aries', Mercury: 'Cancer', Sun: 'Cancer' } },
  },
  {
    text: 'Jataka Parijata 7.162: Jupiter, the Moon and Mercury in the 4th, 9th and 8th from the 7th lord (Venus in Libra: Capricorn, Gemini, Taurus)',
    id: 'hara',
    variant: 'jataka-parijata',
    category: 'shubha',
    holds: {
      lagna: A,
      grahas: { Venus: 'Libra', Jupiter: 'Capricorn', Moon: 'Gemini', Mercury: 'Taurus' },
    },
    fails: {
      lagna: A,
      grahas: { Venus: 'Libra', Jupiter: 'Capricorn', Moon: 'Gemini', Mercury: 'Aries' },
    },
  },
  {
    text: 'Phaladeepika 6: the 2nd lord Venus in its own sign Libra (the 7th), not combust, the 2nd house holding Jupiter',
    id: 'dhenu',
    category: 'bhava',
    holds: { lagna: A, grahas: { Venus: 'Libra', Jupiter: 'Taurus', Sun: 'Aries' } },
    fails: { lagna: A, grahas: { Venus: ['Libra', 15], Jupiter: 'Taurus', Sun: ['Libra', 12] } },
  },
  {
    text: 'Raman 224 and Phaladeepika 6 name the same combination (the 5th lord in a dusthana): one entry, Pamara, with Aputra as alias',
    id: 'pamara',
    category: 'arishta',
    grahas: ['Sun'],
    holds: { lagna: A, grahas: { Sun: 'Virgo' } },
    fails: { lagna: A, grahas: { Sun: 'Leo' } },
  },
  {
    text: 'Raman 209: the lagna lord Mars in the 4th',
    id: 'vahana-209',
    category: 'bhava',
    grahas: ['Mars'],
    holds: { lagna: A, grahas: { Mars: 'Cancer' } },
    fails: { lagna: A, grahas: {} },
  },
  {
    text: 'Phaladeepika 6.67: the 10th lord Saturn in the 6th (Virgo)',
    id: 'dur',
    category: 'daridra',
    grahas: ['Saturn'],
    holds: { lagna: A, grahas: { Saturn: 'Virgo' } },
    fails: { lagna: A, grahas: { Saturn: 'Capricorn' } },
  },
  {
    text: 'BPHS 37: no graha from Mars to Saturn in the 2nd or 12th from the Moon (Leo), none in a kendra from the lagna or the Moon, none with the Moon, Jupiter not aspecting the Moon',
    id: 'kemadruma',
    category: 'arishta',
    grahas: ['Moon'],
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Gemini',
        Moon: 'Leo',
        Mars: ['Gemini', 5],
        Mercury: ['Gemini', 20],
        Jupiter: 'Pisces',
        Venus: ['Pisces', 5],
        Saturn: 'Sagittarius',
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Gemini',
        Moon: 'Leo',
        Mars: 'Virgo',
        Mercury: ['Gemini', 20],
        Jupiter: 'Pisces',
        Venus: ['Pisces', 5],
        Saturn: 'Sagittarius',
      },
    },
  },
  {
    text: 'Kemadruma bhanga: the same chart with Saturn in Scorpio, a kendra from the Moon, cancels it',
    id: 'kemadruma',
    category: 'arishta',
    holds: {
      lagna: A,
      grahas: {
        Sun: 'Gemini',
        Moon: 'Leo',
        Mars: ['Gemini', 5],
        Mercury: ['Gemini', 20],
        Jupiter: 'Pisces',
        Venus: ['Pisces', 5],
        Saturn: 'Sagittarius',
      },
    },
    fails: {
      lagna: A,
      grahas: {
        Sun: 'Gemini',
        Moon: 'Leo',
        Mars: ['Gemini', 5],
        Mercury: ['Gemini', 20],
        Jupiter: 'Pisces',
        Venus: ['Pisces', 5],
        Saturn: 'Scorpio',
      },
    },
  },
  {
    text: 'Raman (appendix): all seven grahas between Rahu (10 Aries) and Ketu (10 Libra) in the zodiacal direction',
    id: 'kala-sarpa',
    variant: 'full-savya',
    category: 'arishta',
    grahas: ['Rahu', 'Ketu'],
    holds: { lagna: A, grahas: BETWEEN_NODES },
    fails: { lagna: A, grahas: { ...BETWEEN_NODES, Saturn: 'Scorpio', Jupiter: 'Sagittarius' } },
  },
  {
    text: 'Kaal Sarp partial form: Saturn at 5 Aries, behind Rahu but in its sign',
    id: 'kala-sarpa',
    variant: 'partial-node-sign-savya',
    category: 'arishta',
    holds: { lagna: A, grahas: { ...BETWEEN_NODES, Saturn: ['Aries', 5] } },
    fails: { lagna: A, grahas: { ...BETWEEN_NODES, Saturn: 'Scorpio', Jupiter: 'Sagittarius' } },
  },
  {
    text: 'Jupiter in the sign of Rahu (Capricorn, 5 deg apart)',
    id: 'guru-chandala',
    variant: 'rahu',
    category: 'arishta',
    grahas: ['Jupiter', 'Rahu'],
    holds: { lagna: A, grahas: { Jupiter: ['Capricorn', 15], Rahu: ['Capricorn', 10] } },
    fails: { lagna: A, grahas: { Rahu: 'Leo' } },
  },
  {
    text: 'Brihat Jataka 15: four grahas in one sign',
    id: 'pravrajya',
    category: 'sannyasa',
    holds: {
      lagna: A,
      grahas: { Sun: 'Aries', Mercury: ['Aries', 2], Venus: ['Aries', 20], Mars: ['Aries', 25] },
    },
    fails: { lagna: A, grahas: {} },
  },
];

describe('yoga catalogue', () => {
  it('has 345 entries (the true count; see docs/yogas-doshas-matching.md) with unique kebab-case ids, and unique variant ids within each', () => {
    expect(YOGA_CATALOGUE).toHaveLength(345);
    const ids = YOGA_CATALOGUE.map((y) => y.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const y of YOGA_CATALOGUE) {
      const vids = (y.variants ?? []).map((v) => v.id);
      expect(new Set(vids).size, y.id).toBe(vids.length);
      for (const id of vids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (y.variants)
        expect(y.variants.length, `${y.id}: a yoga with one variant`).toBeGreaterThan(1);
    }
  });
  it("gives every entry its rule in one line, a source naming one of the texts with chapter and verse or Raman's number, and a family", () => {
    const TEXTS =
      /BPHS|Phaladeepika|Saravali|Brihat Jataka|Jataka Parijata|Hora Sara|Sarvartha Chintamani|Uttara Kalamrita|Raman|modern Parashari practice|Folk tradition/i;
    for (const y of YOGA_CATALOGUE) {
      expect(y.text?.length ?? 0, `${y.id}: text`).toBeGreaterThan(10);
      expect(y.text, y.id).not.toMatch(/\n/);
      expect(y.source, y.id).toMatch(TEXTS);
      expect(y.category, y.id).toMatch(/^[a-z-]+$/);
    }
    const found = detectYogas(chart({ lagna: A, grahas: { Jupiter: 'Cancer' } })).find(
      (d) => d.id === 'hamsa',
    )!;
    expect(found).toMatchObject({
      id: 'hamsa',
      name: 'Hamsa Yoga',
      family: 'pancha-mahapurusha',
      text: 'Jupiter in a kendra in its own or exaltation sign',
      grahas: ['Jupiter'],
      houses: [4],
    });
  });
  it('gives every entry a name, a source naming a text, and a generated rule summary; variants and aliases too', () => {
    const rows = catalogueSummary();
    expect(rows).toHaveLength(YOGA_CATALOGUE.length);
    for (const r of rows) {
      expect(r.name.en.length).toBeGreaterThan(3);
      expect(r.name.sa.length).toBeGreaterThan(3);
      expect(r.source, r.id).toMatch(
        /BPHS|Raman|Phaladeepika|Saravali|Brihat Jataka|Jataka Parijata|Uttara Kalamrita|[Ff]olk|Modern/,
      );
      expect(r.rule.length).toBeGreaterThan(10);
      for (const v of r.variants ?? []) expect(v.rule.length).toBeGreaterThan(10);
      for (const a of r.aliases ?? []) expect(a.source.length).toBeGreaterThan(5);
    }
    expect(rows.find((r) => r.id === 'hamsa')!.rule).toBe(
      '(Jupiter in the 1st, 4th, 7th or 10th from the lagna) and (Jupiter in own sign, exalted or in moolatrikona)',
    );
    expect(rows.find((r) => r.id === 'sunapha')!.rule).toBe(
      'any one of the 5 forms listed under variants',
    );
    expect(rows.find((r) => r.id === 'nauka')!.aliases).toEqual([
      { name: 'Lagna Malika Yoga', source: expect.stringContaining('Raman') },
    ]);
  });
  it('counts the families', () => {
    const c = catalogueCounts();
    expect(c['nabhasa']).toBe(32);
    expect(c['pancha-mahapurusha']).toBe(5);
    expect(c['malika']).toBeUndefined();
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(YOGA_CATALOGUE.length);
  });
  it('covers every category with a hand-built case below', () => {
    const tested = new Set(CASES.map((c) => c.category));
    for (const y of YOGA_CATALOGUE) expect(tested.has(y.category), y.category).toBe(true);
  });
});

describe('yogas on charts built from the texts', () => {
  for (const c of CASES) {
    it(`${c.id}${c.variant ? `/${c.variant}` : ''}: ${c.text}`, () => {
      const y = find(c.holds, c.id);
      expect(y, 'expected the yoga on the holding chart').toBeDefined();
      expect(y!.category).toBe(c.category);
      if (c.variant) expect(y!.variants).toContain(c.variant);
      if (c.grahas) for (const g of c.grahas) expect(y!.grahas).toContain(g);
      expect(y!.houses.length).toBeGreaterThan(0);
      const off = find(c.fails, c.id);
      if (c.variant) expect(off?.variants ?? []).not.toContain(c.variant);
      else expect(off).toBeUndefined();
    });
  }
  it('reports the houses of the satisfying grahas', () => {
    const y = find(
      { lagna: A, grahas: { Jupiter: 'Capricorn', Saturn: 'Capricorn' } },
      'dharma-karmadhipati',
    )!;
    expect(y.grahas).toEqual(['Jupiter', 'Saturn']);
    expect(y.houses).toEqual([10]);
    expect(y.variants).toEqual(['9-10-conjunction']);
  });
  it('counts a Sankhya yoga only when no Dala or Akriti yoga holds (Phaladeepika ch. 6)', () => {
    // Four signs that are the four kendras: Kamala, so not Kedara.
    const kamala: ChartSpec = {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Cancer',
        Mars: 'Libra',
        Mercury: ['Aries', 25],
        Jupiter: 'Capricorn',
        Venus: ['Cancer', 25],
        Saturn: ['Libra', 25],
      },
    };
    expect(find(kamala, 'kamala')).toBeDefined();
    expect(find(kamala, 'kedara')).toBeUndefined();
    // Four signs with no Akriti shape: Kedara.
    const kedara: ChartSpec = {
      lagna: A,
      grahas: {
        Sun: 'Aries',
        Moon: 'Gemini',
        Mars: 'Libra',
        Mercury: ['Aries', 25],
        Jupiter: 'Sagittarius',
        Venus: ['Gemini', 25],
        Saturn: ['Libra', 25],
      },
    };
    expect(find(kedara, 'kedara')).toBeDefined();
  });
  it('reports a yoga with named variants with every variant that holds', () => {
    // Mars and Saturn both in the 2nd from the Moon: Sunapha by Mars and by Saturn.
    const y = find(
      { lagna: A, grahas: { Moon: 'Taurus', Mars: 'Gemini', Saturn: ['Gemini', 20] } },
      'sunapha',
    )!;
    expect(y.variants).toEqual(['mars', 'saturn']);
  });
});

describe('on a computed chart', () => {
  it('detects yogas, doshas and a match from real positions (2000-01-01 12:00 UT, Delhi)', async () => {
    const { buildBasis } = await import('../../../src/engine/chart/basis.js');
    const { doshaReport } = await import('../../../src/engine/doshas/index.js');
    const { matchCharts } = await import('../../../src/engine/matching/index.js');
    const b = buildBasis(2451545.0, 28.61, 77.21, 5.5, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    const g = buildBasis(2451910.25, 19.07, 72.88, 5.5, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    const ys = detectYogas(b);
    expect(ys.length).toBeGreaterThan(5);
    const ids = new Set(YOGA_CATALOGUE.map((y) => y.id));
    for (const y of ys) {
      expect(ids.has(y.id)).toBe(true);
      expect(y.grahas.length + y.houses.length).toBeGreaterThan(0);
    }
    const d = doshaReport(b, { onJdUt: 2460310.5 });
    expect(
      d.present.every((id) =>
        ['manglik', 'kaal-sarp', 'pitra', 'kemdrum', 'guru-chandal', 'grahan', 'shani'].includes(
          id,
        ),
      ),
    ).toBe(true);
    const m = matchCharts(b, g);
    expect(m.score).toBeGreaterThanOrEqual(0);
    expect(m.score).toBeLessThanOrEqual(36);
  });
});
