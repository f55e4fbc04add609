/**
 * @module The seven doshas of Family N: Manglik, Kaal Sarp, Pitra, Kemdrum, Guru Chandal, Grahan
 * and Shani (sade sati and dhaiya on a date). Each reports whether it is present, a severity, the
 * rule that fired, every cancellation rule that was checked (with its source and whether it
 * applied) and details. Rules are stated as the tradition gives them; where a rule is folk
 * practice rather than a classical text, its source says so.
 */
import { RASHI_NAMES, angleDiffDeg, norm360, rashiIndex0 } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import {
  ayanamsaDeg,
  nutation,
  toSidereal,
  tropicalPosition,
  type AyanamsaName,
} from '../ephemeris/index.js';
import { jdTtFromUt } from '../time/julian.js';
import { EngineInputError } from '../core/errors.js';
import {
  GRAHA_INDEX,
  JUPITER,
  KETU,
  MARS,
  MOON,
  RAHU,
  SATURN,
  SUN,
  VENUS,
  chartFacts,
  houseFrom,
  type ChartFacts,
} from '../yogas/facts.js';

export type Severity = 'none' | 'low' | 'medium' | 'high';

/** One cancellation (parihara) rule that was checked. */
export interface Cancellation {
  /** machine id of the rule */
  rule: string;
  /** what the rule says */
  description: string;
  /** where the rule comes from */
  source: string;
  /** whether it holds in this chart */
  applied: boolean;
  /** a full cancellation removes the dosha; a mitigation lowers the severity one step */
  effect: 'cancels' | 'mitigates';
}

/** The outcome for one dosha. */
export interface DoshaResult {
  id: 'manglik' | 'kaal-sarp' | 'pitra' | 'kemdrum' | 'guru-chandal' | 'grahan' | 'shani';
  name: string;
  present: boolean;
  severity: Severity;
  /** the rule(s) that fired, empty when none did */
  rule: string;
  /** the source of the rule */
  source: string;
  cancellations: Cancellation[];
  details: Record<string, unknown>;
}

/** The report of POST /n/api/dosha. */
export interface DoshaReport {
  manglik: DoshaResult;
  kaalSarp: DoshaResult;
  pitra: DoshaResult;
  kemdrum: DoshaResult;
  guruChandal: DoshaResult;
  grahan: DoshaResult;
  shani: DoshaResult;
  /** ids of the doshas present */
  present: DoshaResult['id'][];
}

/** Options of the dosha report. */
export interface DoshaOptions {
  /** instant (JD UT) at which Shani (sade sati / dhaiya) is judged; required */
  onJdUt: number;
  /** ayanamsa for the transit Saturn; default lahiri */
  ayanamsa?: AyanamsaName;
  /** Manglik houses: 'with-2nd' (1, 2, 4, 7, 8, 12: the South Indian list, default) or 'without-2nd' (1, 4, 7, 8, 12) */
  manglikHouses?: 'with-2nd' | 'without-2nd';
}

const SEV: Severity[] = ['none', 'low', 'medium', 'high'];
function lower(s: Severity, steps: number): Severity {
  return SEV[Math.max(0, SEV.indexOf(s) - steps)]!;
}
function sevOfCount(n: number): Severity {
  return n <= 0 ? 'none' : n === 1 ? 'low' : n === 2 ? 'medium' : 'high';
}
function finish(base: Omit<DoshaResult, 'present' | 'severity'>, raw: Severity): DoshaResult {
  let sev = raw;
  if (sev !== 'none') {
    if (base.cancellations.some((c) => c.applied && c.effect === 'cancels')) sev = 'none';
    else
      sev = lower(
        sev,
        base.cancellations.filter((c) => c.applied && c.effect === 'mitigates').length,
      );
  }
  return { ...base, present: sev !== 'none', severity: sev };
}
const sameSign = (f: ChartFacts, a: number, b: number): boolean => f.rashi0[a] === f.rashi0[b];
const aspects = (f: ChartFacts, by: number, target: number): boolean =>
  (f.aspectSigns[by]! & (1 << f.rashi0[target]!)) !== 0;
const sepDeg = (f: ChartFacts, a: number, b: number): number =>
  Math.abs(angleDiffDeg(f.lonDeg[a]!, f.lonDeg[b]!));

const FOLK =
  'Folk tradition (parihara lists of modern almanacs and Parashari practice); not in BPHS or Muhurta Chintamani';

// ---------------------------------------------------------------------------------------------
// Manglik

/**
 * Mars signs that cancel the dosha for each house (the almanac verses "dvitiye bhaumadoshas tu
 * yugma-kanyakayor vina ..."): 1st Aries; 2nd Gemini, Virgo; 4th Aries, Scorpio; 7th Capricorn,
 * Cancer; 8th Sagittarius, Pisces; 12th Taurus, Libra.
 */
export const MANGLIK_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  1: [0],
  2: [2, 5],
  4: [0, 7],
  7: [9, 3],
  8: [8, 11],
  12: [1, 6],
};

/**
 * Manglik (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th counted from the lagna, the
 * Moon and Venus. Severity rises with the number of references afflicted (1 low, 2 medium, 3 high).
 * @param f chart facts
 * @param houses which Manglik house list to use
 */
export function manglikDosha(
  f: ChartFacts,
  houses: 'with-2nd' | 'without-2nd' = 'with-2nd',
): DoshaResult {
  const list = houses === 'with-2nd' ? [1, 2, 4, 7, 8, 12] : [1, 4, 7, 8, 12];
  const marsSign = f.rashi0[MARS]!;
  const refs = [
    { from: 'lagna', rashi: f.lagnaRashi0 },
    { from: 'Moon', rashi: f.rashi0[MOON]! },
    { from: 'Venus', rashi: f.rashi0[VENUS]! },
  ].map((r) => {
    const h = houseFrom(r.rashi, marsSign);
    const afflicted = list.includes(h);
    const signException = afflicted && (MANGLIK_SIGN_EXCEPTIONS[h] ?? []).includes(marsSign);
    return { from: r.from, marsHouse: h, afflicted, signException };
  });
  const afflictedRefs = refs.filter((r) => r.afflicted && !r.signException);
  const jupiterInfluence = sameSign(f, JUPITER, MARS) || aspects(f, JUPITER, MARS);
  const cancellations: Cancellation[] = [
    {
      rule: 'mars-own-or-exalted',
      description: 'Mars in its own sign (Aries, Scorpio) or exalted (Capricorn)',
      source: FOLK,
      effect: 'cancels',
      applied: f.ownSign[MARS]! || f.exaltedSign[MARS]!,
    },
    {
      rule: 'mars-sign-by-house',
      description:
        'Mars in the sign the almanac verses exempt for its house (1st Aries; 2nd Gemini/Virgo; 4th Aries/Scorpio; 7th Capricorn/Cancer; 8th Sagittarius/Pisces; 12th Taurus/Libra), for every afflicted reference',
      source: FOLK + ' (Sanskrit almanac verses)',
      effect: 'cancels',
      applied: refs.some((r) => r.afflicted) && afflictedRefs.length === 0,
    },
    {
      rule: 'jupiter-conjunct-or-aspecting-mars',
      description: 'Jupiter joins Mars or aspects it (graha drishti)',
      source: FOLK,
      effect: 'cancels',
      applied: jupiterInfluence,
    },
    {
      rule: 'venus-conjunct-or-aspecting-mars',
      description: 'Venus joins Mars or aspects it',
      source: FOLK,
      effect: 'cancels',
      applied: sameSign(f, VENUS, MARS) || aspects(f, VENUS, MARS),
    },
    {
      rule: 'venus-or-jupiter-in-lagna',
      description: 'Jupiter or Venus in the lagna',
      source: FOLK,
      effect: 'cancels',
      applied: f.house[JUPITER] === 1 || f.house[VENUS] === 1,
    },
    {
      rule: 'mars-with-moon',
      description: 'Mars joined with the Moon (Chandra-Mangala)',
      source: FOLK,
      effect: 'cancels',
      applied: sameSign(f, MARS, MOON),
    },
    {
      rule: 'mars-in-leo-or-aquarius',
      description: 'Mars in Leo or Aquarius',
      source: FOLK,
      effect: 'mitigates',
      applied: marsSign === 4 || marsSign === 10,
    },
  ];
  const fired = afflictedRefs.map((r) => `Mars in house ${r.marsHouse} from ${r.from}`);
  return finish(
    {
      id: 'manglik',
      name: 'Manglik (Kuja) Dosha',
      rule: fired.length
        ? fired.join('; ')
        : refs.some((r) => r.afflicted)
          ? 'Mars in a Manglik house only in exempt signs'
          : '',
      source:
        "Traditional verse 'lagne vyaye ca patale jamitre cashtame kuje' (Mars in the 1st, 12th, 4th, 7th, 8th) as quoted in almanacs; the 2nd house from the South Indian tradition; counted from lagna, Moon and Venus by common practice",
      cancellations,
      details: { houses: list, marsSign: RASHI_NAMES[marsSign], references: refs },
    },
    sevOfCount(afflictedRefs.length),
  );
}

// ---------------------------------------------------------------------------------------------
// Kaal Sarp

/** The 12 named Kaal Sarp types, by the house of Rahu from the lagna (index 0 = Rahu in the 1st). */
export const KAAL_SARP_TYPES = [
  'Anant',
  'Kulik',
  'Vasuki',
  'Shankhpal',
  'Padma',
  'Mahapadma',
  'Takshak',
  'Karkotak',
  'Shankhachood',
  'Ghatak',
  'Vishdhar',
  'Sheshnag',
] as const;

/**
 * Kaal Sarp: the seven visible grahas hemmed in the half of the zodiac between Rahu and Ketu.
 * Savya: all in the arc from Rahu forward (zodiacal order) to Ketu; apasavya: all in the arc from
 * Ketu forward to Rahu (called Kaal Amrit by some). Partial: every graha outside the arc shares a
 * sign with a node (medium), or exactly one graha is outside (low).
 */
export function kaalSarpDosha(f: ChartFacts): DoshaResult {
  const rahu = f.lonDeg[RAHU]!;
  const seven = [SUN, MOON, MARS, GRAHA_INDEX.Mercury, JUPITER, VENUS, SATURN];
  const arc = seven.map((i) => norm360(f.lonDeg[i]! - rahu));
  const outSavya = seven.filter((_, k) => !(arc[k]! > 0 && arc[k]! < 180));
  const outApasavya = seven.filter((_, k) => !(arc[k]! > 180 && arc[k]! < 360));
  const savya = outSavya.length <= outApasavya.length;
  const outside = savya ? outSavya : outApasavya;
  const byNodeSign = outside.every(
    (i) => f.rashi0[i] === f.rashi0[RAHU] || f.rashi0[i] === f.rashi0[KETU],
  );
  let form: 'full' | 'partial-node-sign' | 'partial-one-outside' | 'none';
  let sev: Severity;
  if (outside.length === 0) {
    form = 'full';
    sev = 'high';
  } else if (byNodeSign) {
    form = 'partial-node-sign';
    sev = 'medium';
  } else if (outside.length === 1) {
    form = 'partial-one-outside';
    sev = 'low';
  } else {
    form = 'none';
    sev = 'none';
  }
  const rahuHouse = f.house[RAHU]!;
  const type = KAAL_SARP_TYPES[rahuHouse - 1]!;
  const names = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  return finish(
    {
      id: 'kaal-sarp',
      name: 'Kaal Sarp Dosha',
      rule:
        form === 'none'
          ? ''
          : `${form === 'full' ? 'all seven grahas' : form === 'partial-node-sign' ? 'all seven grahas by sign (some conjunct a node across the axis)' : 'six grahas'} between ${savya ? 'Rahu and Ketu (savya)' : 'Ketu and Rahu (apasavya)'}; ${type} (Rahu in house ${rahuHouse})`,
      source:
        'B.V. Raman, Three Hundred Important Combinations (appendix on Kala Sarpa Yoga); the 12 type names and partial forms from modern practice',
      cancellations: [],
      details: {
        form,
        direction: savya ? 'savya' : 'apasavya',
        type: form === 'none' ? null : type,
        rahuHouse,
        outside: outside.map((i) => names[seven.indexOf(i)] ?? ''),
        note: 'No classical cancellation rule is recognised for Kaal Sarp; the partial forms are reported with lower severity instead.',
      },
    },
    sev,
  );
}

// ---------------------------------------------------------------------------------------------
// Pitra

/**
 * Pitra dosha (modern rule, stated here): the Sun or the 9th lord joined with Rahu, Ketu or
 * Saturn (same sign), or Rahu or Ketu in the 9th house. Severity by the number of conditions
 * that fire (1 low, 2 medium, 3+ high); Jupiter joining or aspecting the Sun or the 9th house
 * mitigates one step.
 */
export function pitraDosha(f: ChartFacts): DoshaResult {
  const l9 = f.lordOfHouse[9]!;
  const names = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  const rules: string[] = [];
  if (sameSign(f, SUN, RAHU)) rules.push('Sun with Rahu');
  if (sameSign(f, SUN, KETU)) rules.push('Sun with Ketu');
  if (sameSign(f, SUN, SATURN)) rules.push('Sun with Saturn');
  if (l9 !== SUN) {
    if (sameSign(f, l9, RAHU)) rules.push(`9th lord ${names[l9]} with Rahu`);
    if (sameSign(f, l9, KETU)) rules.push(`9th lord ${names[l9]} with Ketu`);
    if (l9 !== SATURN && sameSign(f, l9, SATURN)) rules.push(`9th lord ${names[l9]} with Saturn`);
  }
  if (f.house[RAHU] === 9) rules.push('Rahu in the 9th house');
  if (f.house[KETU] === 9) rules.push('Ketu in the 9th house');
  const ninthSign = (f.lagnaRashi0 + 8) % 12;
  const jup =
    sameSign(f, JUPITER, SUN) ||
    aspects(f, JUPITER, SUN) ||
    f.house[JUPITER] === 9 ||
    (f.aspectSigns[JUPITER]! & (1 << ninthSign)) !== 0;
  return finish(
    {
      id: 'pitra',
      name: 'Pitra Dosha',
      rule: rules.join('; '),
      source:
        'Modern Parashari practice (the Sun as father and the 9th house of ancestors afflicted by the nodes or Saturn); BPHS treats ancestral curses through the 5th house, which this rule does not replicate',
      cancellations: [
        {
          rule: 'jupiter-on-sun-or-ninth',
          description: 'Jupiter joins or aspects the Sun, or occupies or aspects the 9th house',
          source: FOLK,
          effect: 'mitigates',
          applied: jup,
        },
      ],
      details: { ninthLord: names[l9], conditions: rules },
    },
    sevOfCount(rules.length),
  );
}

// ---------------------------------------------------------------------------------------------
// Kemdrum

/**
 * Kemadruma: no graha (Mars to Saturn; the Sun and the nodes do not count) in the 2nd or 12th from
 * the Moon (BPHS ch. 37). Cancellations: a graha in a kendra from the lagna or from the Moon
 * (Phaladeepika ch. 6), the Moon aspected by Jupiter, the Moon joined by a graha, the Moon in a
 * kendra from the lagna aspected by a benefic. Severity: high with a waning Moon, else medium.
 */
export function kemdrumDosha(f: ChartFacts): DoshaResult {
  const tara = [MARS, GRAHA_INDEX.Mercury, JUPITER, VENUS, SATURN];
  const m = f.rashi0[MOON]!;
  const in2 = tara.filter((i) => f.rashi0[i] === (m + 1) % 12);
  const in12 = tara.filter((i) => f.rashi0[i] === (m + 11) % 12);
  const fired = in2.length === 0 && in12.length === 0;
  const kendraFromLagna = [SUN, MARS, GRAHA_INDEX.Mercury, JUPITER, VENUS, SATURN].some((i) =>
    [1, 4, 7, 10].includes(f.house[i]!),
  );
  const kendraFromMoon = tara.some((i) => [1, 4, 7, 10].includes(houseFrom(m, f.rashi0[i]!)));
  const cancellations: Cancellation[] = [
    {
      rule: 'graha-in-kendra-from-lagna',
      description: 'a graha other than the Moon (and the nodes) in a kendra from the lagna',
      source: 'Phaladeepika ch. 6 (Kemadruma bhanga)',
      effect: 'cancels',
      applied: kendraFromLagna,
    },
    {
      rule: 'graha-in-kendra-from-moon',
      description: 'Mars, Mercury, Jupiter, Venus or Saturn in a kendra from the Moon',
      source: 'Phaladeepika ch. 6 (Kemadruma bhanga)',
      effect: 'cancels',
      applied: kendraFromMoon,
    },
    {
      rule: 'moon-aspected-by-jupiter',
      description: 'Jupiter aspects the Moon',
      source: FOLK,
      effect: 'cancels',
      applied: aspects(f, JUPITER, MOON),
    },
    {
      rule: 'graha-with-moon',
      description: 'a graha (Mars to Saturn) joins the Moon',
      source:
        'B.V. Raman, Three Hundred Important Combinations, no. 5 (the yoga requires the Moon unaccompanied)',
      effect: 'cancels',
      applied: tara.some((i) => f.rashi0[i] === m),
    },
    {
      rule: 'moon-in-kendra-aspected-by-benefic',
      description: 'the Moon in a kendra from the lagna aspected by a benefic',
      source: FOLK,
      effect: 'cancels',
      applied:
        [1, 4, 7, 10].includes(f.house[MOON]!) &&
        [GRAHA_INDEX.Mercury, JUPITER, VENUS].some(
          (i) => (f.beneficMask & (1 << i)) !== 0 && aspects(f, i, MOON),
        ),
    },
  ];
  return finish(
    {
      id: 'kemdrum',
      name: 'Kemdrum (Kemadruma) Dosha',
      rule: fired ? 'no graha (Mars to Saturn) in the 2nd or 12th from the Moon' : '',
      source: 'BPHS ch. 37; Brihat Jataka ch. 13',
      cancellations,
      details: { moonSign: RASHI_NAMES[m], waxingMoon: f.waxingMoon },
    },
    fired ? (f.waxingMoon ? 'medium' : 'high') : 'none',
  );
}

// ---------------------------------------------------------------------------------------------
// Guru Chandal and Grahan (conjunctions with the nodes, severity by orb)

function orbSeverity(d: number): Severity {
  return d <= 5 ? 'high' : d <= 12 ? 'medium' : 'low';
}

/** Guru Chandal: Jupiter in the same sign as Rahu or Ketu; severity by separation (<= 5 deg high, <= 12 medium, else low). */
export function guruChandalDosha(f: ChartFacts): DoshaResult {
  const withNode = [RAHU, KETU].filter((n) => sameSign(f, JUPITER, n));
  const orb = withNode.length ? Math.min(...withNode.map((n) => sepDeg(f, JUPITER, n))) : null;
  return finish(
    {
      id: 'guru-chandal',
      name: 'Guru Chandal Dosha',
      rule: withNode.map((n) => `Jupiter with ${n === RAHU ? 'Rahu' : 'Ketu'}`).join('; '),
      source: 'Modern Parashari practice (Jupiter joined by a node)',
      cancellations: [
        {
          rule: 'jupiter-own-or-exalted',
          description: 'Jupiter in its own sign or exalted',
          source: FOLK,
          effect: 'mitigates',
          applied: f.ownSign[JUPITER]! || f.exaltedSign[JUPITER]!,
        },
      ],
      details: { orbDeg: orb === null ? null : Math.round(orb * 100) / 100 },
    },
    orb === null ? 'none' : orbSeverity(orb),
  );
}

/** Grahan: the Sun or the Moon in the same sign as Rahu or Ketu; severity by the closest separation. */
export function grahanDosha(f: ChartFacts): DoshaResult {
  const pairs: { lum: 'Sun' | 'Moon'; node: 'Rahu' | 'Ketu'; orbDeg: number }[] = [];
  for (const [lum, li] of [
    ['Sun', SUN],
    ['Moon', MOON],
  ] as const) {
    for (const [node, ni] of [
      ['Rahu', RAHU],
      ['Ketu', KETU],
    ] as const) {
      if (sameSign(f, li, ni))
        pairs.push({ lum, node, orbDeg: Math.round(sepDeg(f, li, ni) * 100) / 100 });
    }
  }
  const orb = pairs.length ? Math.min(...pairs.map((p) => p.orbDeg)) : null;
  return finish(
    {
      id: 'grahan',
      name: 'Grahan Dosha',
      rule: pairs
        .map((p) => `${p.lum} with ${p.node} (${p.lum === 'Sun' ? 'Surya' : 'Chandra'} grahan)`)
        .join('; '),
      source: 'Modern Parashari practice (a luminary joined by a node, the eclipse configuration)',
      cancellations: [
        {
          rule: 'jupiter-aspects-luminary',
          description: 'Jupiter aspects or joins the afflicted luminary',
          source: FOLK,
          effect: 'mitigates',
          applied: pairs.some((p) => {
            const li = p.lum === 'Sun' ? SUN : MOON;
            return sameSign(f, JUPITER, li) || aspects(f, JUPITER, li);
          }),
        },
      ],
      details: { pairs },
    },
    orb === null ? 'none' : orbSeverity(orb),
  );
}

// ---------------------------------------------------------------------------------------------
// Shani: sade sati and dhaiya on a date

/**
 * Sidereal Saturn at an instant: the same apparent position and ayanamsa as grahaPositions, for
 * Saturn alone (the other eight grahas are not needed here).
 * @param jdUt instant, JD UT
 * @param ayanamsa ayanamsa name
 */
export function transitSaturn(
  jdUt: number,
  ayanamsa: AyanamsaName,
): { siderealLonDeg: number; retrograde: boolean } {
  const jdTt = jdTtFromUt(jdUt);
  const p = tropicalPosition('Saturn', jdTt);
  return {
    siderealLonDeg: toSidereal(p.lonDeg, nutation(jdTt).dpsiDeg, ayanamsaDeg(ayanamsa, jdTt)),
    retrograde: p.speedDegPerDay < 0,
  };
}

/**
 * Shani (sade sati and dhaiya) on a date: transit Saturn in the 12th (rising), 1st (peak) or 2nd
 * (setting) from the natal Moon sign is sade sati; in the 4th (kantaka / ardhashtama) or 8th
 * (ashtama) it is dhaiya.
 * @param f natal chart facts
 * @param onJdUt date of judgement, JD UT
 * @param ayanamsa ayanamsa of the transit position
 */
export function shaniDosha(
  f: ChartFacts,
  onJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): DoshaResult {
  const sat = transitSaturn(onJdUt, ayanamsa);
  const satSign = rashiIndex0(sat.siderealLonDeg);
  const h = houseFrom(f.rashi0[MOON]!, satSign);
  const phase =
    h === 12
      ? 'sade-sati-rising'
      : h === 1
        ? 'sade-sati-peak'
        : h === 2
          ? 'sade-sati-setting'
          : h === 4
            ? 'dhaiya-kantaka'
            : h === 8
              ? 'dhaiya-ashtama'
              : 'none';
  const sev: Severity =
    h === 1 ? 'high' : h === 12 || h === 2 || h === 8 ? 'medium' : h === 4 ? 'low' : 'none';
  const owns = (hs: number[]): boolean => hs.some((x) => f.lordOfHouse[x] === SATURN);
  const natalYogakaraka = owns([4, 7, 10]) && owns([5, 9]);
  return finish(
    {
      id: 'shani',
      name: 'Shani Dosha (Sade Sati / Dhaiya)',
      rule:
        phase === 'none' ? '' : `transit Saturn in house ${h} from the natal Moon sign (${phase})`,
      source:
        'Gochara (transit) tradition of Saturn counted from the natal Moon sign (Phaladeepika ch. 26 gives the transit results; the names sade sati and dhaiya are later usage)',
      cancellations: [
        {
          rule: 'transit-saturn-own-or-exalted',
          description: 'transit Saturn in its own sign (Capricorn, Aquarius) or exalted (Libra)',
          source: FOLK,
          effect: 'mitigates',
          applied: satSign === 9 || satSign === 10 || satSign === 6,
        },
        {
          rule: 'saturn-yogakaraka-for-lagna',
          description: 'Saturn is the yogakaraka of the natal lagna (Taurus or Libra lagna)',
          source: FOLK,
          effect: 'mitigates',
          applied: natalYogakaraka,
        },
      ],
      details: {
        onJdUt,
        transitSaturnLonDeg: Math.round(sat.siderealLonDeg * 1000) / 1000,
        transitSaturnSign: RASHI_NAMES[satSign],
        retrograde: sat.retrograde,
        natalMoonSign: RASHI_NAMES[f.rashi0[MOON]!],
        houseFromMoon: h,
        phase,
      },
    },
    sev,
  );
}

// ---------------------------------------------------------------------------------------------
// The doshas the yoga catalogue also names

/** Natal doshas that the yoga catalogue names too (Kala Sarpa, Kemadruma, Guru-Chandala, Grahana). */
export type SharedDoshaId = 'kaal-sarp' | 'kemdrum' | 'guru-chandal' | 'grahan';

/** A natal dosha as the yoga catalogue reads it. */
export interface SharedDoshaReading {
  /** what the dosha report says: present after its cancellations and mitigations */
  present: boolean;
  /** named forms: Kaal Sarp `<form>-<direction>` (full-savya, partial-one-outside-apasavya, ...); Guru Chandal `rahu`/`ketu`; Grahan `surya`/`chandra` */
  forms: string[];
  /** bit mask (GRAHA_NAMES order) of the grahas the dosha is about */
  grahaMask: number;
}

const sharedCache = new WeakMap<ChartFacts, Map<SharedDoshaId, SharedDoshaReading>>();

/**
 * One natal dosha as the yoga catalogue reads it. The yoga entries Kala Sarpa, Kemadruma,
 * Guru-Chandala and Grahana hold exactly when this says present, so that the yogas and the
 * dosha report never contradict each other on one chart; the dosha report stays the one
 * definition (rule, cancellations, mitigations) of each.
 * @param id dosha id @param f chart facts (results are cached per facts object)
 */
export function sharedDosha(id: SharedDoshaId, f: ChartFacts): SharedDoshaReading {
  let m = sharedCache.get(f);
  if (!m) {
    m = new Map();
    sharedCache.set(f, m);
  }
  const hit = m.get(id);
  if (hit) return hit;
  let r: SharedDoshaReading;
  switch (id) {
    case 'kaal-sarp': {
      const d = kaalSarpDosha(f);
      const det = d.details as { form: string; direction: string };
      r = {
        present: d.present,
        forms: d.present ? [`${det.form}-${det.direction}`] : [],
        grahaMask: (1 << RAHU) | (1 << KETU),
      };
      break;
    }
    case 'kemdrum': {
      const d = kemdrumDosha(f);
      r = { present: d.present, forms: [], grahaMask: 1 << MOON };
      break;
    }
    case 'guru-chandal': {
      const d = guruChandalDosha(f);
      const nodes = [RAHU, KETU].filter((n) => sameSign(f, JUPITER, n));
      r = {
        present: d.present,
        forms: d.present ? nodes.map((n) => (n === RAHU ? 'rahu' : 'ketu')) : [],
        grahaMask: nodes.reduce((a, n) => a | (1 << n), 1 << JUPITER),
      };
      break;
    }
    case 'grahan': {
      const d = grahanDosha(f);
      const pairs = (d.details as { pairs: { lum: 'Sun' | 'Moon'; node: 'Rahu' | 'Ketu' }[] })
        .pairs;
      const idx = { Sun: SUN, Moon: MOON, Rahu: RAHU, Ketu: KETU };
      r = {
        present: d.present,
        forms: d.present
          ? [...new Set(pairs.map((p) => (p.lum === 'Sun' ? 'surya' : 'chandra')))]
          : [],
        grahaMask: pairs.reduce((a, p) => a | (1 << idx[p.lum]) | (1 << idx[p.node]), 0),
      };
      break;
    }
  }
  m.set(id, r);
  return r;
}

/**
 * All seven doshas for a chart.
 * @param basis natal chart basis
 * @param opts date of judgement for Shani, and options
 * @throws EngineInputError INVALID_DATE when onJdUt is not a finite number
 */
export function doshaReport(basis: ChartBasis | ChartFacts, opts: DoshaOptions): DoshaReport {
  if (!Number.isFinite(opts.onJdUt))
    throw new EngineInputError(
      'INVALID_DATE',
      'the date for Shani (onJdUt) must be a finite Julian day',
      'onJdUt',
    );
  const f = 'lagnaRashi0' in basis ? basis : chartFacts(basis);
  const r = {
    manglik: manglikDosha(f, opts.manglikHouses),
    kaalSarp: kaalSarpDosha(f),
    pitra: pitraDosha(f),
    kemdrum: kemdrumDosha(f),
    guruChandal: guruChandalDosha(f),
    grahan: grahanDosha(f),
    shani: shaniDosha(f, opts.onJdUt, opts.ayanamsa),
  };
  return {
    ...r,
    present: Object.values(r)
      .filter((d) => d.present)
      .map((d) => d.id),
  };
}
