/**
 * @module Per-chart facts computed once and read by the yoga rule evaluator, the dosha detectors
 * and Manglik compatibility: sign and house of each graha, house lords, navamsa signs, dignities,
 * compound (panchadha) friendship, graha drishti, combustion, natural benefic/malefic status and
 * a simple strength test. Everything is an array indexed by graha number (GRAHA_NAMES order), so
 * that the several hundred catalogue rules evaluate in well under a millisecond.
 */
import {
  EXALTATION_DEG,
  GRAHA_NAMES,
  MOOLATRIKONA,
  NATURAL_FRIENDS,
  RASHI_LORDS,
  norm360,
  rashiIndex0,
  type GrahaName,
  type SaptaGraha,
} from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { vargaRashi0 } from '../vargas/index.js';

/** Graha numbers in GRAHA_NAMES order. */
export const SUN = 0,
  MOON = 1,
  MARS = 2,
  MERCURY = 3,
  JUPITER = 4,
  VENUS = 5,
  SATURN = 6,
  RAHU = 7,
  KETU = 8;
/** Index of a graha name. */
export const GRAHA_INDEX: Readonly<Record<GrahaName, number>> = {
  Sun: 0,
  Moon: 1,
  Mars: 2,
  Mercury: 3,
  Jupiter: 4,
  Venus: 5,
  Saturn: 6,
  Rahu: 7,
  Ketu: 8,
};
/** Bit mask of the seven visible grahas (Sun..Saturn). */
export const SAPTA_MASK = 0b001111111;
/** Bit mask of all nine grahas. */
export const NINE_MASK = 0b111111111;

/** Sign groups, 0-based rashi indices. */
export const MOVABLE_SIGNS = [0, 3, 6, 9] as const;
export const FIXED_SIGNS = [1, 4, 7, 10] as const;
export const DUAL_SIGNS = [2, 5, 8, 11] as const;
export const ODD_SIGNS = [0, 2, 4, 6, 8, 10] as const;
export const EVEN_SIGNS = [1, 3, 5, 7, 9, 11] as const;
export const WATERY_SIGNS = [3, 7, 11] as const;

/**
 * Combustion orbs in degrees from the Sun (Surya Siddhanta 9.6-9, the values used by BPHS-based
 * tools); Mercury and Venus have the smaller orb when retrograde.
 */
export const COMBUSTION_ORB_DEG: Readonly<
  Record<
    'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn',
    { direct: number; retrograde: number }
  >
> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

/** Orb in degrees from the deep-exaltation point within which a graha counts as "deeply exalted" (paramochcha). */
export const DEEP_EXALTATION_ORB_DEG = 5;

/**
 * Special graha drishti in houses counted from the graha (BPHS 26.2-5): every graha aspects the
 * 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. The nodes are
 * given the 7th only (BPHS is silent; the 5th/9th for Rahu is a later convention, not used here).
 */
export const GRAHA_ASPECT_HOUSES: readonly (readonly number[])[] = [
  [7],
  [7],
  [4, 7, 8],
  [7],
  [5, 7, 9],
  [7],
  [3, 7, 10],
  [7],
  [7],
];

const SAPTA_INDEX: Readonly<Record<SaptaGraha, number>> = {
  Sun: 0,
  Moon: 1,
  Mars: 2,
  Mercury: 3,
  Jupiter: 4,
  Venus: 5,
  Saturn: 6,
};
/** Lord (graha number) of each rashi. */
export const RASHI_LORD_INDEX: readonly number[] = RASHI_LORDS.map((l) => SAPTA_INDEX[l]);
/** Exaltation sign (0-based) of each graha. */
export const EXALTATION_RASHI: readonly number[] = GRAHA_NAMES.map((n) =>
  rashiIndex0(EXALTATION_DEG[n]),
);
/** Debilitation sign (0-based) of each graha: the 7th from its exaltation sign. */
export const DEBILITATION_RASHI: readonly number[] = EXALTATION_RASHI.map((r) => (r + 6) % 12);

/** Natural relationship of graha i toward graha j (Sun..Saturn): 1 friend, 0 neutral, -1 enemy. */
export const NATURAL_REL: readonly (readonly number[])[] = (() => {
  const names = GRAHA_NAMES.slice(0, 7) as SaptaGraha[];
  return names.map((a) =>
    names.map((b) => {
      if (a === b) return 1;
      const r = NATURAL_FRIENDS[a];
      return r.friends.includes(b) ? 1 : r.enemies.includes(b) ? -1 : 0;
    }),
  );
})();

/** Number of the house (1-12) of sign `rashi0` counted from sign `fromRashi0`. */
export function houseFrom(fromRashi0: number, rashi0: number): number {
  return ((rashi0 - fromRashi0 + 12) % 12) + 1;
}
/** Sign (0-based) of house `house` (1-12) counted from sign `fromRashi0`. */
export function signOfHouse(fromRashi0: number, house: number): number {
  return (fromRashi0 + house - 1) % 12;
}

/** Facts about one chart, computed once by {@link chartFacts}. Arrays are indexed by graha number. */
export interface ChartFacts {
  lagnaRashi0: number;
  navLagnaRashi0: number;
  lonDeg: number[];
  rashi0: number[];
  /** house 1-12 counted from the lagna sign (whole-sign houses) */
  house: number[];
  navRashi0: number[];
  retro: boolean[];
  /** graha number of the lord of each house from the lagna, index 1..12 (index 0 unused) */
  lordOfHouse: number[];
  /** bit mask of grahas in each sign */
  signMask: number[];
  /** 12-bit mask of the signs each graha aspects by graha drishti */
  aspectSigns: number[];
  exaltedSign: boolean[];
  deepExalted: boolean[];
  debilitatedSign: boolean[];
  moolatrikona: boolean[];
  ownSign: boolean[];
  /** compound (panchadha) relationship of graha i toward graha j, -2..2 (Sun..Saturn only) */
  compound: number[][];
  /** compound relationship of each graha toward the lord of the sign it occupies (2 for own sign; 0 for the nodes) */
  relToDispositor: number[];
  combust: boolean[];
  /** natural benefics, with the Moon by paksha and Mercury by association */
  beneficMask: number;
  maleficMask: number;
  waxingMoon: boolean;
  dayBirth: boolean;
  /** strength test: in kendra/trikona or own/exalted/moolatrikona, and neither combust nor debilitated */
  strong: boolean[];
}

/**
 * Compute the facts of a chart.
 * @param basis chart basis (sidereal longitudes, ascendant)
 */
export function chartFacts(basis: ChartBasis): ChartFacts {
  const lonDeg = GRAHA_NAMES.map((n) => {
    const g = basis.grahas.find((x) => x.name === n);
    if (!g) throw new Error(`graha ${n} missing from basis`);
    return norm360(g.lonDeg);
  });
  const retro = GRAHA_NAMES.map((n) => basis.grahas.find((x) => x.name === n)?.retrograde ?? false);
  return factsFromLongitudes(basis.ascendantDeg, lonDeg, retro, dayBirthOf(basis, lonDeg[SUN]!));
}

function dayBirthOf(basis: ChartBasis, sunLonDeg: number): boolean {
  if (basis.sunriseJdUt !== undefined && basis.sunsetJdUt !== undefined) {
    return basis.jdUt >= basis.sunriseJdUt && basis.jdUt < basis.sunsetJdUt;
  }
  // Sun above the horizon: in the half of the ecliptic from the descendant through the MC to the ascendant.
  return norm360(sunLonDeg - basis.ascendantDeg) >= 180;
}

/**
 * Facts from raw longitudes (used by chartFacts and by tests).
 * @param ascendantDeg sidereal ascendant, degrees
 * @param lonDeg sidereal longitudes of the nine grahas in GRAHA_NAMES order, degrees
 * @param retro retrograde flags in the same order
 * @param dayBirth whether the birth is by day
 */
export function factsFromLongitudes(
  ascendantDeg: number,
  lonDeg: number[],
  retro: boolean[],
  dayBirth: boolean,
): ChartFacts {
  const lagnaRashi0 = rashiIndex0(ascendantDeg);
  const rashi0 = lonDeg.map((l) => rashiIndex0(l));
  const house = rashi0.map((r) => houseFrom(lagnaRashi0, r));
  const navRashi0 = lonDeg.map((l) => vargaRashi0(l, 'D9'));
  const lordOfHouse = [0];
  for (let h = 1; h <= 12; h++) lordOfHouse.push(RASHI_LORD_INDEX[signOfHouse(lagnaRashi0, h)]!);
  const signMask = new Array<number>(12).fill(0);
  rashi0.forEach((r, i) => {
    signMask[r] = signMask[r]! | (1 << i);
  });
  const aspectSigns = rashi0.map((r, i) => {
    let m = 0;
    for (const h of GRAHA_ASPECT_HOUSES[i]!) m |= 1 << signOfHouse(r, h);
    return m;
  });
  const exaltedSign = rashi0.map((r, i) => r === EXALTATION_RASHI[i]);
  const deepExalted = lonDeg.map(
    (l, i) =>
      Math.abs(norm360(l - EXALTATION_DEG[GRAHA_NAMES[i]!] + 180) - 180) <= DEEP_EXALTATION_ORB_DEG,
  );
  const debilitatedSign = rashi0.map((r, i) => r === DEBILITATION_RASHI[i]);
  const moolatrikona = lonDeg.map((l, i) => {
    if (i > 6) return false;
    const mt = MOOLATRIKONA[GRAHA_NAMES[i] as SaptaGraha];
    const inSign = l - rashiIndex0(l) * 30;
    return rashiIndex0(l) === mt.rashi && inSign >= mt.fromDeg && inSign < mt.toDeg;
  });
  const ownSign = rashi0.map((r, i) => RASHI_LORD_INDEX[r] === i);
  // Temporary friendship (BPHS 3.56): grahas in the 2nd, 3rd, 4th, 10th, 11th, 12th from each other are friends.
  const compound: number[][] = [];
  for (let i = 0; i < 7; i++) {
    const row: number[] = [];
    for (let j = 0; j < 7; j++) {
      if (i === j) {
        row.push(2);
        continue;
      }
      const h = houseFrom(rashi0[i]!, rashi0[j]!);
      const temp = h === 2 || h === 3 || h === 4 || h === 10 || h === 11 || h === 12 ? 1 : -1;
      row.push(NATURAL_REL[i]![j]! + temp);
    }
    compound.push(row);
  }
  const relToDispositor = rashi0.map((r, i) => (i > 6 ? 0 : compound[i]![RASHI_LORD_INDEX[r]!]!));
  const sun = lonDeg[SUN]!;
  const combust = lonDeg.map((l, i) => {
    if (i === SUN || i > 6) return false;
    const orb = COMBUSTION_ORB_DEG[GRAHA_NAMES[i] as 'Moon'];
    const limit = retro[i] ? orb.retrograde : orb.direct;
    return Math.abs(norm360(l - sun + 180) - 180) <= limit;
  });
  const elong = norm360(lonDeg[MOON]! - sun);
  const waxingMoon = elong > 0 && elong < 180;
  // Mercury is malefic when it shares a sign with a natural malefic (BPHS 3.11-12).
  const natMalefic = (1 << SUN) | (1 << MARS) | (1 << SATURN) | (1 << RAHU) | (1 << KETU);
  const mercuryAfflicted = (signMask[rashi0[MERCURY]!]! & natMalefic) !== 0;
  let beneficMask = (1 << JUPITER) | (1 << VENUS);
  if (waxingMoon) beneficMask |= 1 << MOON;
  if (!mercuryAfflicted) beneficMask |= 1 << MERCURY;
  const maleficMask = NINE_MASK & ~beneficMask;
  const strong = house.map(
    (h, i) =>
      (h === 1 ||
        h === 4 ||
        h === 5 ||
        h === 7 ||
        h === 9 ||
        h === 10 ||
        exaltedSign[i]! ||
        ownSign[i]! ||
        moolatrikona[i]!) &&
      !combust[i] &&
      !debilitatedSign[i],
  );
  return {
    lagnaRashi0,
    navLagnaRashi0: vargaRashi0(ascendantDeg, 'D9'),
    lonDeg,
    rashi0,
    house,
    navRashi0,
    retro,
    lordOfHouse,
    signMask,
    aspectSigns,
    exaltedSign,
    deepExalted,
    debilitatedSign,
    moolatrikona,
    ownSign,
    compound,
    relToDispositor,
    combust,
    beneficMask,
    maleficMask,
    waxingMoon,
    dayBirth,
    strong,
  };
}

/** Whether the sign `fromRashi0` aspects the sign `toRashi0` by rashi drishti (BPHS 8.1-5, the Jaimini sign aspects). */
export function rashiAspects(fromRashi0: number, toRashi0: number): boolean {
  if (fromRashi0 === toRashi0) return false;
  const q = fromRashi0 % 3;
  if (q === 0) return toRashi0 % 3 === 1 && toRashi0 !== (fromRashi0 + 1) % 12; // movable -> fixed but the adjacent
  if (q === 1) return toRashi0 % 3 === 0 && toRashi0 !== (fromRashi0 + 11) % 12; // fixed -> movable but the adjacent
  return toRashi0 % 3 === 2; // dual -> other duals
}

/** Grahas named in a mask, in GRAHA_NAMES order. */
export function maskNames(mask: number): GrahaName[] {
  const out: GrahaName[] = [];
  for (let i = 0; i < 9; i++) if (mask & (1 << i)) out.push(GRAHA_NAMES[i]!);
  return out;
}
/** Houses (1-12) named in a 12-bit mask (bit h-1 = house h). */
export function houseMaskList(mask: number): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (mask & (1 << (h - 1))) out.push(h);
  return out;
}
