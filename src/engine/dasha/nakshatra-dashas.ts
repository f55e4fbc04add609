/**
 * @module The dashas computable from the Moon's sidereal longitude and the birth instant alone:
 * Vimsottari (BPHS ch. 46), the conditional nakshatra dashas of BPHS ch. 46 (Ashtottari,
 * Shodashottari, Dwadashottari, Panchottari, Shatabdika, Chaturaseeti Sama, Dwisaptati Sama,
 * Shashtihayani, Shattrimsha Sama), Yogini (Manasagari), Kalachakra (BPHS ch. 46, Phaladeepika
 * ch. 8) and Naisargika (BPHS ch. 46). Applicability conditions are documented, never enforced:
 * every system is computable for every chart.
 */
import {
  NAKSHATRA_SPAN_DEG,
  PADA_SPAN_DEG,
  RASHI_NAMES_EN,
  VIMSOTTARI_LORDS,
  VIMSOTTARI_YEARS,
  nakshatraIndex0,
  norm360,
  type GrahaName,
} from '../core/constants.js';
import { cachedSystem, childSpec, layMahas, type MahaSeed, type TreeSystem } from './tree.js';

/** Years the dasha tree must cover from the start of the running maha: one Vimsottari life. */
export const COVER_YEARS = 120;

/** A graha dasha whose lords run in a fixed cyclic order with fixed years. */
export interface CyclicGrahaDasha {
  lords: readonly GrahaName[];
  years: readonly number[];
  /** Yogini names, parallel to lords */
  names?: readonly string[];
  /** the lord running at birth (index into lords) and the years of its dasha already elapsed */
  locate(moonLonDeg: number): { index: number; elapsedYears: number };
}

/** Fraction (0..1) of its nakshatra already traversed by a longitude. */
export function nakshatraFractionElapsed(lonDeg: number): number {
  const l = norm360(lonDeg);
  const n = nakshatraIndex0(l);
  return Math.min(1, Math.max(0, (l - n * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG));
}

/** Count rule of BPHS ch. 46: count from a seed nakshatra to the birth nakshatra (inclusive), or from the birth nakshatra to the seed; the remainder on division by the number of lords names the lord. */
function countRule(seedNak0: number, towardSeed: boolean, years: readonly number[]) {
  return (moonLonDeg: number) => {
    const nak = nakshatraIndex0(moonLonDeg);
    const count = towardSeed ? ((seedNak0 - nak + 27) % 27) + 1 : ((nak - seedNak0 + 27) % 27) + 1;
    const index = (count - 1) % years.length;
    return { index, elapsedYears: nakshatraFractionElapsed(moonLonDeg) * years[index]! };
  };
}

/**
 * The 28-nakshatra zodiac with Abhijit: the last pada of Uttara Ashadha (276 deg 40') to 1/15 of
 * Shravana (280 deg 53' 20"), as used by the Abhijit-counting dashas (Ashtottari, Shashtihayani).
 * Index 21 is Abhijit. Returns [startDeg, endDeg] per index.
 */
export const NAKSHATRA28_BOUNDS_DEG: readonly (readonly [number, number])[] = (() => {
  const s = NAKSHATRA_SPAN_DEG;
  const out: [number, number][] = [];
  for (let i = 0; i < 20; i++) out.push([i * s, (i + 1) * s]);
  const abhijitStart = 20 * s + 3 * PADA_SPAN_DEG; // 276 deg 40'
  const abhijitEnd = 21 * s + s / 15; // 280 deg 53' 20"
  out.push([20 * s, abhijitStart], [abhijitStart, abhijitEnd], [abhijitEnd, 22 * s]);
  for (let i = 22; i < 27; i++) out.push([i * s, (i + 1) * s]);
  return out;
})();

function nakshatra28(lonDeg: number): { index: number; fraction: number } {
  const l = norm360(lonDeg);
  for (let i = 0; i < 28; i++) {
    const [a, b] = NAKSHATRA28_BOUNDS_DEG[i]!;
    if (l < b || i === 27)
      return { index: i, fraction: Math.min(1, Math.max(0, (l - a) / (b - a))) };
  }
  return { index: 27, fraction: 1 };
}

/**
 * Group rule (28 nakshatras with Abhijit): from a seed nakshatra the lords take 3 or 4 consecutive
 * nakshatras each; every nakshatra of a lord's group carries an equal share of the lord's years, and
 * the balance runs from the Moon's place in its nakshatra to the end of the group.
 */
function groupRule(seed28: number, counts: readonly number[], years: readonly number[]) {
  const lordOf: number[] = new Array(28);
  const posOf: number[] = new Array(28);
  let k = seed28;
  counts.forEach((c, lord) => {
    for (let j = 0; j < c; j++) {
      lordOf[k] = lord;
      posOf[k] = j;
      k = (k + 1) % 28;
    }
  });
  return (moonLonDeg: number) => {
    const { index, fraction } = nakshatra28(moonLonDeg);
    const lord = lordOf[index]!;
    return {
      index: lord,
      elapsedYears: (posOf[index]! + fraction) * (years[lord]! / counts[lord]!),
    };
  };
}

/**
 * Group rule over the 27 nakshatras: from a seed nakshatra the lords take consecutive nakshatras
 * (counts summing to 27). Balance 'group': the rest of the Moon's group, each nakshatra an equal
 * share of the lord's years; 'star': the rest of the Moon's nakshatra x the lord's whole years.
 */
function groupRule27(
  seed27: number,
  counts: readonly number[],
  years: readonly number[],
  balance: 'group' | 'star',
) {
  const lordOf: number[] = new Array(27);
  const posOf: number[] = new Array(27);
  let k = seed27;
  counts.forEach((c, lord) => {
    for (let j = 0; j < c; j++) {
      lordOf[k] = lord;
      posOf[k] = j;
      k = (k + 1) % 27;
    }
  });
  return (moonLonDeg: number) => {
    const nak = nakshatraIndex0(moonLonDeg);
    const f = nakshatraFractionElapsed(moonLonDeg);
    const lord = lordOf[nak]!;
    const y = years[lord]!;
    return {
      index: lord,
      elapsedYears: balance === 'star' ? f * y : ((posOf[nak]! + f) * y) / counts[lord]!,
    };
  };
}

const VIM_YEARS = VIMSOTTARI_LORDS.map((l) => VIMSOTTARI_YEARS[l]);

/** Vimsottari, BPHS ch. 46: lords from Ashwini Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury (x3); 120 years. */
export const VIMSOTTARI: CyclicGrahaDasha = {
  lords: VIMSOTTARI_LORDS,
  years: VIM_YEARS,
  locate: (m) => {
    const index = nakshatraIndex0(m) % 9;
    return { index, elapsedYears: nakshatraFractionElapsed(m) * VIM_YEARS[index]! };
  },
};

const ASHT_YEARS = [6, 15, 8, 17, 10, 19, 12, 21];
const ASHT_LORDS: readonly GrahaName[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Saturn',
  'Jupiter',
  'Rahu',
  'Venus',
];
/**
 * Ashtottari, BPHS ch. 46, 28 nakshatras with Abhijit (the default): from Ardra, Sun 4, Moon 3,
 * Mars 4, Mercury 3, Saturn 4 (P.Ashadha, U.Ashadha, Abhijit, Shravana), Jupiter 3, Rahu 4, Venus 3
 * nakshatras; each nakshatra of a group carries an equal share of the lord's years; 108 years.
 */
export const ASHTOTTARI: CyclicGrahaDasha = {
  lords: ASHT_LORDS,
  years: ASHT_YEARS,
  locate: groupRule(5, [4, 3, 4, 3, 4, 3, 4, 3], ASHT_YEARS),
};
/**
 * Ashtottari over the 27 nakshatras (Abhijit not counted): the same groups from Ardra, Saturn's of
 * 3 (P.Ashadha, U.Ashadha, Shravana); the balance is the rest of the Moon's group.
 */
export const ASHTOTTARI_27: CyclicGrahaDasha = {
  lords: ASHT_LORDS,
  years: ASHT_YEARS,
  locate: groupRule27(5, [4, 3, 4, 3, 3, 3, 4, 3], ASHT_YEARS, 'group'),
};

const YOG_YEARS = [1, 2, 3, 4, 5, 6, 7, 8];
/** Yogini (Manasagari; Skanda Purana tradition): (birth nakshatra number + 3) mod 8 names the yogini; 36 years. */
export const YOGINI: CyclicGrahaDasha = {
  lords: ['Moon', 'Sun', 'Jupiter', 'Mars', 'Mercury', 'Saturn', 'Venus', 'Rahu'],
  names: ['Mangala', 'Pingala', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata'],
  years: YOG_YEARS,
  locate: (m) => {
    const index = (nakshatraIndex0(m) + 3) % 8;
    return { index, elapsedYears: nakshatraFractionElapsed(m) * YOG_YEARS[index]! };
  },
};

const SHOD_YEARS = [11, 12, 13, 14, 15, 16, 17, 18];
/** Shodashottari, BPHS ch. 46: count from Pushya to the birth nakshatra, remainder by 8; 116 years. */
export const SHODASHOTTARI: CyclicGrahaDasha = {
  lords: ['Sun', 'Mars', 'Jupiter', 'Saturn', 'Ketu', 'Moon', 'Mercury', 'Venus'],
  years: SHOD_YEARS,
  locate: countRule(7, false, SHOD_YEARS),
};

const DWAD_YEARS = [7, 9, 11, 13, 15, 17, 19, 21];
/** Dwadashottari, BPHS ch. 46: count from the birth nakshatra to Revati, remainder by 8; 112 years. */
export const DWADASHOTTARI: CyclicGrahaDasha = {
  lords: ['Sun', 'Jupiter', 'Ketu', 'Mercury', 'Rahu', 'Mars', 'Saturn', 'Moon'],
  years: DWAD_YEARS,
  locate: countRule(26, true, DWAD_YEARS),
};

const PANCH_YEARS = [12, 13, 14, 15, 16, 17, 18];
/** Panchottari, BPHS ch. 46: count from Anuradha to the birth nakshatra, remainder by 7; 105 years. */
export const PANCHOTTARI: CyclicGrahaDasha = {
  lords: ['Sun', 'Mercury', 'Saturn', 'Mars', 'Venus', 'Moon', 'Jupiter'],
  years: PANCH_YEARS,
  locate: countRule(16, false, PANCH_YEARS),
};

const SHAT_YEARS = [5, 5, 10, 10, 20, 20, 30];
/** Shatabdika, BPHS ch. 46: count from Revati to the birth nakshatra, remainder by 7; 100 years. */
export const SHATABDIKA: CyclicGrahaDasha = {
  lords: ['Sun', 'Moon', 'Venus', 'Mercury', 'Jupiter', 'Mars', 'Saturn'],
  years: SHAT_YEARS,
  locate: countRule(26, false, SHAT_YEARS),
};

const CHAT_YEARS = [12, 12, 12, 12, 12, 12, 12];
/** Chaturaseeti Sama, BPHS ch. 46: count from Swati to the birth nakshatra, remainder by 7; 84 years. */
export const CHATURASEETI_SAMA: CyclicGrahaDasha = {
  lords: ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'],
  years: CHAT_YEARS,
  locate: countRule(14, false, CHAT_YEARS),
};

const DWIS_YEARS = [9, 9, 9, 9, 9, 9, 9, 9];
/** Dwisaptati Sama, BPHS ch. 46: count from Mula to the birth nakshatra, remainder by 8; 72 years. */
export const DWISAPTATI_SAMA: CyclicGrahaDasha = {
  lords: ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'],
  years: DWIS_YEARS,
  locate: countRule(18, false, DWIS_YEARS),
};

const SHASH_YEARS = [10, 10, 10, 6, 6, 6, 6, 6];
const SHASH_LORDS: readonly GrahaName[] = [
  'Jupiter',
  'Sun',
  'Mars',
  'Moon',
  'Mercury',
  'Venus',
  'Saturn',
  'Rahu',
];
/**
 * Shashtihayani, BPHS ch. 46, 28 nakshatras with Abhijit (the default): from Ashwini, Jupiter 3,
 * Sun 4, Mars 3, Moon 4, Mercury 3, Venus 4, Saturn 3 (Abhijit, Shravana, Dhanishta), Rahu 4
 * nakshatras; each nakshatra of a group carries an equal share of the lord's years, and the
 * balance is the rest of the Moon's group (Manoj Kumar's worked example); 60 years.
 */
export const SHASHTIHAYANI: CyclicGrahaDasha = {
  lords: SHASH_LORDS,
  years: SHASH_YEARS,
  locate: groupRule(0, [3, 4, 3, 4, 3, 4, 3, 4], SHASH_YEARS),
};
/**
 * Shashtihayani over the 27 nakshatras (Abhijit not counted): the same alternation from Ashwini,
 * which leaves Rahu 3 (P.Bhadra, U.Bhadra, Revati) and gives Shatabhisha to Saturn; the balance is
 * the rest of the Moon's group, each nakshatra an equal share (as Manoj Kumar's worked example
 * reckons it; PyJHora takes the rest of the birth nakshatra x the lord's whole years instead).
 */
export const SHASHTIHAYANI_27: CyclicGrahaDasha = {
  lords: SHASH_LORDS,
  years: SHASH_YEARS,
  locate: groupRule27(0, [3, 4, 3, 4, 3, 4, 3, 3], SHASH_YEARS, 'group'),
};

const SHATT_YEARS = [1, 2, 3, 4, 5, 6, 7, 8];
/** Shattrimsha Sama, BPHS ch. 46: count from Shravana to the birth nakshatra, remainder by 8; 36 years. */
export const SHATTRIMSHA_SAMA: CyclicGrahaDasha = {
  lords: ['Moon', 'Sun', 'Jupiter', 'Mars', 'Mercury', 'Saturn', 'Venus', 'Rahu'],
  years: SHATT_YEARS,
  locate: countRule(21, false, SHATT_YEARS),
};

function cycleTotal(d: CyclicGrahaDasha): number {
  let t = 0;
  for (const y of d.years) t += y;
  return t;
}

/** The tree system of a cyclic graha dasha: ctx = lord index; children start from the parent lord, proportional to years. */
export function cyclicSystem(d: CyclicGrahaDasha): TreeSystem {
  const n = d.lords.length;
  return cachedSystem(
    (ctx) => (d.names ? { lord: d.lords[ctx]!, name: d.names[ctx]! } : { lord: d.lords[ctx]! }),
    (ctx) => {
      const ctxs: number[] = [];
      const w: number[] = [];
      for (let k = 0; k < n; k++) {
        const i = (ctx + k) % n;
        ctxs.push(i);
        w.push(d.years[i]!);
      }
      return childSpec(ctxs, w);
    },
  );
}

/**
 * Maha periods of a cyclic graha dasha: the dasha running at birth with its true start before
 * birth, then whole cycles until at least COVER_YEARS from that start are covered (one cycle for
 * Vimsottari).
 */
export function cyclicMahas(
  d: CyclicGrahaDasha,
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
): MahaSeed[] {
  const { index, elapsedYears } = d.locate(moonLonDeg);
  const total = cycleTotal(d);
  const cycles = Math.max(1, Math.ceil(COVER_YEARS / total - 1e-12));
  const n = d.lords.length;
  const entries: { ctx: number; years: number }[] = [];
  for (let k = 0; k < cycles * n; k++) {
    const i = (index + k) % n;
    entries.push({ ctx: i, years: d.years[i]! });
  }
  return layMahas(entries, birthJdUt - elapsedYears * yearDays, yearDays);
}

// ---------------------------------------------------------------------------------------------
// Kalachakra (BPHS ch. 46 "Kalachakra dasha"; Phaladeepika ch. 8 sl. 10-14)

/** Dasha years of each rashi (0 = Aries) in Kalachakra. */
export const KALACHAKRA_SIGN_YEARS: readonly number[] = [7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10];

/**
 * The nine dasha signs of each pada (BPHS ch. 46), per chakra group: [group][pada 0-3][9 signs].
 * Group 0 = Ashwini (savya), 1 = Bharani (savya), 2 = Rohini (apasavya), 3 = Mrigashira (apasavya).
 * Paramayus (sum of the nine): savya 100, 85, 83, 86; apasavya 86, 83, 85, 100.
 */
export const KALACHAKRA_SEQUENCES: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [9, 10, 11, 7, 6, 5, 3, 4, 2],
    [1, 0, 11, 10, 9, 8, 0, 1, 2],
    [3, 4, 5, 6, 7, 8, 9, 10, 11],
  ],
  [
    [7, 6, 5, 3, 4, 2, 1, 0, 11],
    [10, 9, 8, 0, 1, 2, 3, 4, 5],
    [6, 7, 8, 9, 10, 11, 7, 6, 5],
    [3, 4, 2, 1, 0, 11, 10, 9, 8],
  ],
  [
    [8, 9, 10, 11, 0, 1, 2, 4, 3],
    [5, 6, 7, 11, 10, 9, 8, 7, 6],
    [5, 4, 3, 2, 1, 0, 8, 9, 10],
    [11, 0, 1, 2, 4, 3, 5, 6, 7],
  ],
  [
    [11, 10, 9, 8, 7, 6, 5, 4, 3],
    [2, 1, 0, 8, 9, 10, 11, 0, 1],
    [2, 4, 3, 5, 6, 7, 11, 10, 9],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
  ],
];

/**
 * Chakra group of each nakshatra, by P.V.R. Narasimha Rao's table ("Vedic Astrology: An Integrated
 * Approach", ch. on Kalachakra dasa; after BPHS ch. 46): savya group 0 (Ashwini's padas) Ashwini,
 * Krittika, Punarvasu, Ashlesha, Hasta, Swati, Mula, U.Ashadha, P.Bhadra; savya group 1 (Bharani's)
 * Bharani, Pushya, Chitra, P.Ashadha, U.Bhadra, Revati; apasavya group 2 (Rohini's) Rohini, Magha,
 * Vishakha, Shravana; apasavya group 3 (Mrigashira's) Mrigashira, Ardra, P.Phalguni, U.Phalguni,
 * Anuradha, Jyeshtha, Dhanishta, Shatabhisha.
 */
export const KALACHAKRA_NAKSHATRA_GROUP: readonly number[] = [
  0, 1, 0, 2, 3, 3, 0, 1, 0, 2, 3, 3, 0, 1, 0, 2, 3, 3, 0, 1, 0, 2, 3, 3, 0, 1, 1,
];

/** The nine signs of the formula of a pada (0..107, 0 = Ashwini pada 1). */
export function kalachakraSequence(pada0: number): readonly number[] {
  const p = ((pada0 % 108) + 108) % 108;
  return KALACHAKRA_SEQUENCES[KALACHAKRA_NAKSHATRA_GROUP[Math.floor(p / 4)]!]![p % 4]!;
}
/** Paramayus (years) of a pada's formula. */
export function kalachakraParamayus(pada0: number): number {
  let t = 0;
  for (const s of kalachakraSequence(pada0)) t += KALACHAKRA_SIGN_YEARS[s]!;
  return t;
}

/** The formula (0..15 = group * 4 + pada) of a nakshatra pada (0..107). */
export function kalachakraFormulaOf(pada0: number): number {
  const p = ((pada0 % 108) + 108) % 108;
  return KALACHAKRA_NAKSHATRA_GROUP[Math.floor(p / 4)]! * 4 + (p % 4);
}
/** The nine signs of a formula (0..15). */
const formulaSigns = (f: number): readonly number[] => KALACHAKRA_SEQUENCES[f >> 2]![f & 3]!;
/**
 * The formula after a formula along its chakra: the next pada of the same group, and after a 4th
 * pada the 1st pada of the other group of the same direction (Ashwini's <-> Bharani's, Rohini's <->
 * Mrigashira's): the savya and apasavya wheels each run through their two groups' 72 signs in turn.
 */
export const nextKalachakraFormula = (f: number): number =>
  (f & 3) < 3 ? f + 1 : [1, 0, 3, 2][f >> 2]! * 4;

/**
 * Kalachakra tree of both variants. A maha of the formula method has ctx = formula * 9 + its
 * position in the formula, and its antardashas run through the same formula from the maha sign; a
 * maha of the navamsa method has ctx = 1000 + pada (the pada's navamsa sign), and its antardashas
 * run through its pada's formula from the first sign. Each antardasha is the maha x the antar
 * sign's years / the paramayus (Phaladeepika 8.13).
 */
const NAVAMSA_CTX = 1000;
export const KALACHAKRA_SYSTEM: TreeSystem = cachedSystem(
  (ctx) => {
    const sign =
      ctx >= NAVAMSA_CTX ? (ctx - NAVAMSA_CTX) % 12 : formulaSigns(Math.floor(ctx / 9))[ctx % 9]!;
    return { lord: RASHI_NAMES_EN[sign]!, sign: sign + 1 };
  },
  (ctx) => {
    const f = ctx >= NAVAMSA_CTX ? kalachakraFormulaOf(ctx - NAVAMSA_CTX) : Math.floor(ctx / 9);
    const pos = ctx >= NAVAMSA_CTX ? 0 : ctx % 9;
    const seq = formulaSigns(f);
    const ctxs: number[] = [];
    const w: number[] = [];
    for (let k = 0; k < 9; k++) {
      const q = (pos + k) % 9;
      ctxs.push(f * 9 + q);
      w.push(KALACHAKRA_SIGN_YEARS[seq[q]!]!);
    }
    return childSpec(ctxs, w);
  },
);

/** The Moon's pada (0..107) and the fraction of it already traversed. */
function padaOf(moonLonDeg: number): { pada0: number; frac: number } {
  const l = norm360(moonLonDeg);
  const pada0 = Math.min(107, Math.floor(l / PADA_SPAN_DEG));
  return { pada0, frac: Math.min(1, Math.max(0, (l - pada0 * PADA_SPAN_DEG) / PADA_SPAN_DEG)) };
}

/**
 * Kalachakra mahas by the pada formulas (BPHS ch. 46; Phaladeepika 8.11 "vakyakrama"; P.V.R.
 * Narasimha Rao's book, ch. 24): the birth pada's formula begins (fraction of the pada elapsed x
 * paramayus) before birth; the formulas that follow it along its chakra (nextKalachakraFormula)
 * continue until COVER_YEARS are covered.
 */
export function kalachakraMahas(
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
): MahaSeed[] {
  const { pada0, frac } = padaOf(moonLonDeg);
  const elapsedYears = frac * kalachakraParamayus(pada0);
  const entries: { ctx: number; years: number }[] = [];
  let total = 0;
  for (let f = kalachakraFormulaOf(pada0); total < COVER_YEARS; f = nextKalachakraFormula(f)) {
    const seq = formulaSigns(f);
    for (let q = 0; q < 9; q++) {
      const y = KALACHAKRA_SIGN_YEARS[seq[q]!]!;
      entries.push({ ctx: f * 9 + q, years: y });
      total += y;
    }
  }
  return layMahas(entries, birthJdUt - elapsedYears * yearDays, yearDays);
}

/**
 * Kalachakra mahas by the navamsa progression (Phaladeepika 8.10, the opinion "held by some", as
 * Raghavacharya computes it): the first maha is the sign of the Moon's pada (its navamsa sign), and
 * the mahas follow the signs of the following padas in their natural order (so zodiacally), each
 * for its Kalachakra years; the birth maha began (fraction of the pada elapsed x its years) before
 * birth.
 */
export function kalachakraNavamsaMahas(
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
): MahaSeed[] {
  const { pada0, frac } = padaOf(moonLonDeg);
  const entries: { ctx: number; years: number }[] = [];
  let total = 0;
  for (let p = pada0; total < COVER_YEARS + 21; p++) {
    const pp = p % 108;
    const y = KALACHAKRA_SIGN_YEARS[pp % 12]!;
    entries.push({ ctx: NAVAMSA_CTX + pp, years: y });
    total += y;
  }
  return layMahas(entries, birthJdUt - frac * entries[0]!.years * yearDays, yearDays);
}

// ---------------------------------------------------------------------------------------------
// Naisargika (BPHS ch. 46: the natural dasha)

/** Naisargika dasha, BPHS ch. 46: from birth Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 years (120). */
export const NAISARGIKA: CyclicGrahaDasha = {
  lords: ['Moon', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Sun', 'Saturn'],
  years: [1, 2, 9, 20, 18, 20, 50],
  locate: () => ({ index: 0, elapsedYears: 0 }),
};
