/**
 * @module The Tajaka annual chart (varshaphal) for a year of life: the solar return (the Sun back at
 * its natal sidereal longitude), muntha, the five office-bearers (pancha-adhikaris) and the lord of
 * the year, the Tajaka aspects and deeptamsas, the 16 Tajaka yogas, and the Mudda (Varsha
 * Vimsottari) and Patyayini dashas of the year. Sources: Nilakantha's Tajika Nilakanthi (Samjna and
 * Varsha Tantras) as P.V.R. Narasimha Rao teaches it ("Vedic Astrology: An Integrated Approach", the
 * Tajaka chapters); docs/varshaphal.md gives every rule and where PyJHora 4.8.5 differs.
 *
 * Pure: the caller builds the natal and annual chart bases; solarReturnJdUt reads the engine's
 * ephemeris.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import {
  GRAHA_NAMES,
  NAKSHATRA_SPAN_DEG,
  RASHI_LORDS,
  SAPTA_GRAHAS,
  VIMSOTTARI_LORDS,
  nakshatraIndex0,
  norm360,
  rashiIndex0,
  type GrahaName,
  type SaptaGraha,
} from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import { grahaPositions, type AyanamsaName } from '../ephemeris/index.js';
import { naturalRelation } from '../shadbala/constants.js';
import { cachedSystem, childSpec, expandTree, layMahas } from '../dasha/tree.js';
import type { DashaPeriod } from '../dasha/types.js';

const mod12 = (n: number): number => ((n % 12) + 12) % 12;
const signOf = (lon: number): number => rashiIndex0(lon);
const degIn = (lon: number): number => norm360(lon) - signOf(lon) * 30;
const lonOf = (b: ChartBasis, g: GrahaName): number => b.grahas.find((x) => x.name === g)!.lonDeg;

// ---------------------------------------------------------------------------------------------
// Solar return

const SIDEREAL_YEAR_DAYS = 365.256363;
const sunLon = (jdUt: number, ayanamsa: AyanamsaName): number =>
  grahaPositions(jdUt, { ayanamsa, only: ['Sun'] }).grahas[0]!.siderealLonDeg;

/**
 * The solar return after `years` completed years: the instant, JD UT, the Sun's sidereal longitude
 * (of the chart's ayanamsa, the engine's apparent positions) equals its longitude at birth, searched
 * from birth + years sidereal years by Newton's method to 1e-9 day.
 */
export function solarReturnJdUt(birthJdUt: number, years: number, ayanamsa: AyanamsaName): number {
  if (!Number.isInteger(years) || years < 0 || years > 150)
    throw new EngineInputError(
      'INVALID_FIELD',
      'years must be a whole number of completed years from 0 to 150',
      'years',
    );
  const target = sunLon(birthJdUt, ayanamsa);
  if (years === 0) return birthJdUt;
  let t = birthJdUt + years * SIDEREAL_YEAR_DAYS;
  for (let i = 0; i < 12; i++) {
    const d = ((sunLon(t, ayanamsa) - target + 540) % 360) - 180;
    const speed = ((sunLon(t + 0.01, ayanamsa) - sunLon(t - 0.01, ayanamsa) + 540) % 360) - 180;
    const step = d / (speed / 0.02);
    t -= step;
    if (Math.abs(step) < 1e-9) break;
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Tajaka aspects and deeptamsas

/** Deeptamsa (orb) of each graha, degrees (Tajika Nilakanthi, Samjna Tantra): Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9. */
export const DEEPTAMSA: Readonly<Record<SaptaGraha, number>> = {
  Sun: 15,
  Moon: 12,
  Mars: 8,
  Mercury: 7,
  Jupiter: 9,
  Venus: 7,
  Saturn: 9,
};
/** The seven from the fastest to the slowest by mean motion (Moon, Mercury, Venus, Sun, Mars, Jupiter, Saturn). */
export const SPEED_ORDER: readonly SaptaGraha[] = [
  'Moon',
  'Mercury',
  'Venus',
  'Sun',
  'Mars',
  'Jupiter',
  'Saturn',
];
const faster = (a: SaptaGraha, b: SaptaGraha): boolean =>
  SPEED_ORDER.indexOf(a) < SPEED_ORDER.indexOf(b);

export type TajakaAspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
/**
 * The Tajaka aspect between two signs (Tajika Nilakanthi, Samjna Tantra), by the count of signs
 * between them: 1 conjunction and 7 opposition (open enmity), 4 and 10 square (hidden enmity), 5 and
 * 9 trine (open friendship), 3 and 11 sextile (hidden friendship); 2, 6, 8 and 12 no aspect.
 */
export function tajakaAspect(
  fromSign: number,
  toSign: number,
): { kind: TajakaAspectKind; friendly: boolean } | null {
  const h = mod12(toSign - fromSign) + 1;
  switch (h) {
    case 1:
      return { kind: 'conjunction', friendly: false };
    case 7:
      return { kind: 'opposition', friendly: false };
    case 4:
    case 10:
      return { kind: 'square', friendly: false };
    case 5:
    case 9:
      return { kind: 'trine', friendly: true };
    case 3:
    case 11:
      return { kind: 'sextile', friendly: true };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Strength

/** Exaltation sign and deep exaltation point (BPHS ch. 3). */
const EXALT: Readonly<Record<SaptaGraha, [number, number]>> = {
  Sun: [0, 10],
  Moon: [1, 33],
  Mars: [9, 298],
  Mercury: [5, 165],
  Jupiter: [3, 95],
  Venus: [11, 357],
  Saturn: [6, 200],
};
const owns = (g: SaptaGraha, s: number): boolean => RASHI_LORDS[mod12(s)] === g;
const exalted = (g: SaptaGraha, s: number): boolean => EXALT[g][0] === mod12(s);
const debilitated = (g: SaptaGraha, s: number): boolean => EXALT[g][0] === mod12(s + 6);

/** The Tajaka terms (haddas), as the Egyptian terms: per sign, [lord, degree the term ends]. */
export const HADDAS: readonly (readonly [SaptaGraha, number][])[] = [
  [
    ['Jupiter', 6],
    ['Venus', 12],
    ['Mercury', 20],
    ['Mars', 25],
    ['Saturn', 30],
  ],
  [
    ['Venus', 8],
    ['Mercury', 14],
    ['Jupiter', 22],
    ['Saturn', 27],
    ['Mars', 30],
  ],
  [
    ['Mercury', 6],
    ['Jupiter', 12],
    ['Venus', 17],
    ['Mars', 24],
    ['Saturn', 30],
  ],
  [
    ['Mars', 7],
    ['Venus', 13],
    ['Mercury', 19],
    ['Jupiter', 26],
    ['Saturn', 30],
  ],
  [
    ['Jupiter', 6],
    ['Venus', 11],
    ['Saturn', 18],
    ['Mercury', 24],
    ['Mars', 30],
  ],
  [
    ['Mercury', 7],
    ['Venus', 17],
    ['Jupiter', 21],
    ['Mars', 28],
    ['Saturn', 30],
  ],
  [
    ['Saturn', 6],
    ['Mercury', 14],
    ['Jupiter', 21],
    ['Venus', 28],
    ['Mars', 30],
  ],
  [
    ['Mars', 7],
    ['Venus', 11],
    ['Mercury', 19],
    ['Jupiter', 24],
    ['Saturn', 30],
  ],
  [
    ['Jupiter', 12],
    ['Venus', 17],
    ['Mercury', 21],
    ['Saturn', 26],
    ['Mars', 30],
  ],
  [
    ['Mercury', 7],
    ['Jupiter', 14],
    ['Venus', 22],
    ['Saturn', 26],
    ['Mars', 30],
  ],
  [
    ['Mercury', 7],
    ['Venus', 13],
    ['Jupiter', 20],
    ['Mars', 25],
    ['Saturn', 30],
  ],
  [
    ['Venus', 12],
    ['Jupiter', 16],
    ['Mercury', 19],
    ['Mars', 28],
    ['Saturn', 30],
  ],
];
export const haddaLord = (lon: number): SaptaGraha =>
  HADDAS[signOf(lon)]!.find(([, end]) => degIn(lon) < end)?.[0] ?? HADDAS[signOf(lon)]![4]![0];

/** A graha's standing in a sign ruled by `lord`: own 4, friend 3, neutral 2, enemy 1 (the natural relationships, BPHS ch. 3). */
function grade(g: SaptaGraha, lord: SaptaGraha): number {
  if (g === lord) return 4;
  const r = naturalRelation(g, lord);
  return r === 'friend' ? 3 : r === 'neutral' ? 2 : 1;
}

export interface VargeeyaBala {
  kshetra: number;
  uchcha: number;
  hadda: number;
  drekkana: number;
  navamsa: number;
  total: number;
}
/**
 * Pancha-vargeeya bala (Tajika Nilakanthi; P.V.R. Narasimha Rao's book): Kshetra bala 30, 22.5, 15,
 * 7.5 for a graha in its own, a friend's, a neutral's or an enemy's sign; Uchcha bala 20 x the arc
 * from the debilitation point / 180 deg; Hadda, Drekkana (Parashari) and Navamsa (Parashari) bala 15,
 * 10 and 5 in the own term, drekkana or navamsa, in the same four grades (3/4, 1/2, 1/4 of it); the
 * total is the sum / 4, out of 20.
 */
export function panchaVargeeyaBala(b: ChartBasis): Record<SaptaGraha, VargeeyaBala> {
  const out = {} as Record<SaptaGraha, VargeeyaBala>;
  for (const g of SAPTA_GRAHAS) {
    const lon = lonOf(b, g);
    const s = signOf(lon);
    const q = (lord: SaptaGraha) => grade(g, lord) / 4;
    const kshetra = 30 * q(RASHI_LORDS[s]!);
    let arc = Math.abs(norm360(lon - (EXALT[g][1] + 180)));
    if (arc > 180) arc = 360 - arc;
    const uchcha = (20 * arc) / 180;
    const hadda = 15 * q(haddaLord(lon));
    const d3 = mod12(s + 4 * Math.min(2, Math.floor(degIn(lon) / 10)));
    const drekkana = 10 * q(RASHI_LORDS[d3]!);
    const d9 = Math.floor((norm360(lon) * 9) / 30) % 12;
    const navamsa = 5 * q(RASHI_LORDS[d9]!);
    out[g] = {
      kshetra,
      uchcha,
      hadda,
      drekkana,
      navamsa,
      total: (kshetra + uchcha + hadda + drekkana + navamsa) / 4,
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Muntha, office-bearers and the lord of the year

/** The tri-rashi lords (Tajika Nilakanthi): of each sign, by day and by night. */
export const TRI_RASHI_DAY: readonly SaptaGraha[] = [
  'Sun',
  'Venus',
  'Saturn',
  'Venus',
  'Jupiter',
  'Moon',
  'Mercury',
  'Mars',
  'Saturn',
  'Mars',
  'Jupiter',
  'Moon',
];
export const TRI_RASHI_NIGHT: readonly SaptaGraha[] = [
  'Jupiter',
  'Moon',
  'Mercury',
  'Mars',
  'Sun',
  'Venus',
  'Saturn',
  'Venus',
  'Saturn',
  'Mars',
  'Jupiter',
  'Moon',
];

export interface OfficeBearers {
  munthaLord: SaptaGraha;
  janmaLagnaLord: SaptaGraha;
  varshaLagnaLord: SaptaGraha;
  triRashiPati: SaptaGraha;
  /** the lord of the Sun's sign for a return by day, of the Moon's by night */
  dinaRatriPati: SaptaGraha;
}
const OFFICE_ORDER: readonly (keyof OfficeBearers)[] = [
  'munthaLord',
  'janmaLagnaLord',
  'varshaLagnaLord',
  'triRashiPati',
  'dinaRatriPati',
];

// ---------------------------------------------------------------------------------------------
// The 16 Tajaka yogas

export interface TajakaYoga {
  name: string;
  present: boolean;
  grahas: SaptaGraha[][];
  rule: string;
}

/** How two grahas are judged in contact: their Tajaka aspect and their orb. */
export interface TajakaRules {
  /** whether a graha in `fromSign` and one in `toSign` are in aspect */
  aspect(fromSign: number, toSign: number): boolean;
  /** whether two grahas at these degrees within their signs are within orb of each other */
  inOrb(a: SaptaGraha, b: SaptaGraha, degA: number, degB: number): boolean;
}
/**
 * Tajika Nilakanthi: the aspects of tajakaAspect (none in the 2nd, 6th, 8th or 12th); two grahas are
 * in contact within the sum of their moieties (half the sum of their deeptamsas).
 */
export const TAJAKA_RULES: TajakaRules = {
  aspect: (a, b) => tajakaAspect(a, b) !== null,
  inOrb: (a, b, da, db) => Math.abs(da - db) <= (DEEPTAMSA[a] + DEEPTAMSA[b]) / 2,
};

interface Place {
  g: SaptaGraha;
  sign: number;
  deg: number;
  lon: number;
}
const half = (a: SaptaGraha, b: SaptaGraha) => (DEEPTAMSA[a] + DEEPTAMSA[b]) / 2;

/**
 * The 16 yogas of Tajika Nilakanthi (Samjna Tantra) on a chart, each with the grahas that form it
 * (pairs [faster, slower], or [faster, slower, third]). Ithasala: the two in a Tajaka aspect, the
 * faster behind the slower by degrees within their signs, within half the sum of their deeptamsas
 * (Purna when within 1 deg). The others as their rules say (TajakaYoga.rule).
 */
export function tajakaYogas(b: ChartBasis, rules: TajakaRules = TAJAKA_RULES): TajakaYoga[] {
  const P = Object.fromEntries(
    SAPTA_GRAHAS.map((g) => {
      const lon = lonOf(b, g);
      return [g, { g, sign: signOf(lon), deg: degIn(lon), lon }];
    }),
  ) as Record<SaptaGraha, Place>;
  const lagna = signOf(b.ascendantDeg);
  const house = (g: SaptaGraha) => mod12(P[g].sign - lagna) + 1;
  const aspects = (a: SaptaGraha, c: SaptaGraha) => rules.aspect(P[a].sign, P[c].sign);
  const pairs: [SaptaGraha, SaptaGraha][] = [];
  for (const a of SAPTA_GRAHAS)
    for (const c of SAPTA_GRAHAS) if (a !== c && faster(a, c)) pairs.push([a, c]);
  /** [faster, slower] in Ithasala (applying) */
  const ithasala = (f: SaptaGraha, s: SaptaGraha) =>
    aspects(f, s) && P[f].deg < P[s].deg && rules.inOrb(f, s, P[f].deg, P[s].deg);
  const eesarpha = (f: SaptaGraha, s: SaptaGraha) =>
    aspects(f, s) && P[f].deg >= P[s].deg && rules.inOrb(f, s, P[f].deg, P[s].deg);
  const its = pairs.filter(([f, s]) => ithasala(f, s));
  const sun = P.Sun;
  const combust = (g: SaptaGraha) =>
    g !== 'Sun' && Math.abs(((P[g].lon - sun.lon + 540) % 360) - 180) < DEEPTAMSA.Sun / 2;
  const retro = (g: SaptaGraha) => b.grahas.find((x) => x.name === g)!.retrograde;
  const strong = (g: SaptaGraha) =>
    owns(g, P[g].sign) || exalted(g, P[g].sign) || grade(g, RASHI_LORDS[P[g].sign]!) === 3;
  const weak = (g: SaptaGraha) =>
    debilitated(g, P[g].sign) || grade(g, RASHI_LORDS[P[g].sign]!) === 1 || combust(g) || retro(g);
  const malefics: SaptaGraha[] = ['Mars', 'Saturn'];
  const list = (xs: SaptaGraha[][]) => xs;
  const yogas: TajakaYoga[] = [];
  const add = (name: string, grahas: SaptaGraha[][], rule: string) =>
    yogas.push({ name, present: grahas.length > 0, grahas: list(grahas), rule });

  const inHouses = (hs: number[]) => SAPTA_GRAHAS.every((g) => hs.includes(house(g)));
  add(
    'Ikkavala',
    inHouses([1, 2, 4, 5, 7, 8, 10, 11]) ? [[...SAPTA_GRAHAS]] : [],
    'all seven grahas in kendras and panapharas (1, 2, 4, 5, 7, 8, 10, 11)',
  );
  add(
    'Induvara',
    inHouses([3, 6, 9, 12]) ? [[...SAPTA_GRAHAS]] : [],
    'all seven grahas in apoklimas (3, 6, 9, 12)',
  );
  add(
    'Ithasala',
    its.map((p) => [...p]),
    'two grahas in a Tajaka aspect, the faster behind the slower in degrees, within half the sum of their deeptamsas (applying)',
  );
  add(
    'Eesarpha',
    pairs.filter(([f, s]) => eesarpha(f, s)).map((p) => [...p]),
    'two grahas in a Tajaka aspect within half the sum of their deeptamsas, the faster ahead of the slower (separating)',
  );
  const triples = (carrierFaster: boolean) => {
    const out: SaptaGraha[][] = [];
    for (const [a, c] of pairs) {
      if (aspects(a, c) || ithasala(a, c)) continue;
      for (const t of SAPTA_GRAHAS) {
        if (t === a || t === c) continue;
        if (
          carrierFaster
            ? faster(t, a) && faster(t, c) && ithasala(t, a) && ithasala(t, c)
            : faster(a, t) && faster(c, t) && ithasala(a, t) && ithasala(c, t)
        )
          out.push([a, c, t]);
      }
    }
    return out;
  };
  add(
    'Nakta',
    triples(true),
    'two grahas not in aspect, a third faster than both in Ithasala with each (it carries the light from one to the other)',
  );
  add(
    'Yamaya',
    triples(false),
    'two grahas not in aspect, a third slower than both in Ithasala with each (it collects their light)',
  );
  add(
    'Manau',
    its.flatMap(([f, s]) =>
      malefics
        .filter(
          (m) =>
            m !== f &&
            m !== s &&
            tajakaAspect(P[m].sign, P[f].sign)?.friendly === false &&
            Math.abs(((P[m].lon - P[f].lon + 540) % 360) - 180) % 30 <= half(m, f),
        )
        .map((m) => [f, s, m]),
    ),
    'an Ithasala whose faster graha Mars or Saturn aspects with enmity (conjunction, square or opposition) within their orbs',
  );
  const moonIt = (g: SaptaGraha) => (faster('Moon', g) ? ithasala('Moon', g) : ithasala(g, 'Moon'));
  const kamboola = its
    .filter(([f, s]) => f !== 'Moon' && s !== 'Moon')
    .flatMap(([f, s]) => (moonIt(f) || moonIt(s) ? [[f, s, 'Moon' as SaptaGraha]] : []));
  add('Kamboola', kamboola, 'an Ithasala, and the Moon in Ithasala with either of its grahas');
  const moonVoid = SAPTA_GRAHAS.every(
    (g) =>
      g === 'Moon' ||
      (!moonIt(g) && !(faster('Moon', g) ? eesarpha('Moon', g) : eesarpha(g, 'Moon'))),
  );
  const nextSign = (P.Moon.sign + 1) % 12;
  const gairi =
    moonVoid && 30 - P.Moon.deg <= DEEPTAMSA.Moon / 2
      ? its
          .filter(([f, s]) => f !== 'Moon' && s !== 'Moon')
          .flatMap(([f, s]) =>
            [f, s]
              .filter(
                (g) =>
                  strong(g) &&
                  tajakaAspect(nextSign, P[g].sign) !== null &&
                  30 - P.Moon.deg + P[g].deg <= half('Moon', g),
              )
              .map((g) => [f, s, 'Moon' as SaptaGraha, g])
              .slice(0, 1),
          )
      : [];
  add(
    'Gairi-Kamboola',
    gairi as SaptaGraha[][],
    'an Ithasala while the Moon, void of course at the end of its sign, would on entering the next form Ithasala with a strong graha of the pair',
  );
  add(
    'Khallasara',
    moonVoid ? its.filter(([f, s]) => f !== 'Moon' && s !== 'Moon').map(([f, s]) => [f, s]) : [],
    'an Ithasala while the Moon is void of course (in no Ithasala or Eesarpha with any graha): Kamboola fails',
  );
  add(
    'Radda',
    its
      .filter(([f, s]) => [f, s].some((g) => retro(g) || combust(g) || debilitated(g, P[g].sign)))
      .map((p) => [...p]),
    "an Ithasala in which a graha is retrograde, combust (within half the Sun's deeptamsa) or debilitated",
  );
  add(
    'Duphali-kuttha',
    its
      .filter(
        ([f, s]) =>
          (owns(s, P[s].sign) || exalted(s, P[s].sign)) && !strong(f) && !retro(f) && !combust(f),
      )
      .map((p) => [...p]),
    'an Ithasala in which the slower graha is in its own or exaltation sign and the faster is not strong, nor retrograde nor combust',
  );
  add(
    'Dutthottha-davira',
    its
      .filter(([f, s]) => weak(f) && weak(s))
      .flatMap(([f, s]) =>
        SAPTA_GRAHAS.filter(
          (t) =>
            t !== f &&
            t !== s &&
            (owns(t, P[t].sign) || exalted(t, P[t].sign)) &&
            [f, s].some((g) => (faster(g, t) ? ithasala(g, t) : ithasala(t, g))),
        ).map((t) => [f, s, t]),
      ),
    'an Ithasala of two weak grahas, one of which is also in Ithasala with a graha in its own or exaltation sign',
  );
  const tambira: SaptaGraha[][] = [];
  for (const [f, s] of pairs) {
    if (ithasala(f, s) || !strong(f)) continue;
    const next = (P[f].sign + 1) % 12;
    if (
      tajakaAspect(next, P[s].sign) !== null &&
      30 - P[f].deg + P[s].deg <= half(f, s) &&
      30 - P[f].deg <= half(f, s)
    )
      tambira.push([f, s]);
  }
  add(
    'Tambira',
    tambira,
    'a strong faster graha at the end of its sign that will form Ithasala with the slower on entering the next sign',
  );
  add(
    'Kuttha',
    SAPTA_GRAHAS.filter(
      (g) =>
        strong(g) &&
        !retro(g) &&
        !combust(g) &&
        [1, 2, 4, 5, 7, 8, 10, 11].includes(house(g)) &&
        !malefics.some((m) => m !== g && tajakaAspect(P[m].sign, P[g].sign)?.friendly === false),
    ).map((g) => [g]),
    "a strong graha (own, exaltation or friend's sign), neither retrograde nor combust, in a kendra or panaphara, with no enmity aspect from Mars or Saturn",
  );
  add(
    'Durapha',
    SAPTA_GRAHAS.filter(
      (g) =>
        weak(g) &&
        [6, 8, 12].includes(house(g)) &&
        malefics.some((m) => m !== g && tajakaAspect(P[m].sign, P[g].sign)?.friendly === false),
    ).map((g) => [g]),
    "a weak graha (debilitated, in an enemy's sign, retrograde or combust) in the 6th, 8th or 12th house under an enmity aspect from Mars or Saturn",
  );
  return yogas;
}

// ---------------------------------------------------------------------------------------------
// Mudda and Patyayini dashas

/** Mudda (Varsha Vimsottari) days of each lord in a year of 360 (Sun 18, Moon 30, Mars 21, Rahu 54, Jupiter 48, Saturn 57, Mercury 51, Ketu 21, Venus 60). */
const MUDDA_ORDER: readonly GrahaName[] = [
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
  'Ketu',
  'Venus',
];
const MUDDA_DAYS: Readonly<Record<string, number>> = {
  Sun: 18,
  Moon: 30,
  Mars: 21,
  Rahu: 54,
  Jupiter: 48,
  Saturn: 57,
  Mercury: 51,
  Ketu: 21,
  Venus: 60,
};

/**
 * The Mudda dasha lord of a year (Tajika Nilakanthi; e.g. "Annual Horoscopy", ch. 15): (completed
 * years + the natal nakshatra's number (Ashwini 1) - 2) mod 9 counted from the Sun in the order Sun,
 * Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu, Venus (remainder 1 the Sun, 0 Venus): the birth
 * nakshatra's Vimsottari lord moved on by the completed years.
 */
export function muddaFirstLord(natalMoonLonDeg: number, years: number): GrahaName {
  const r = (years + nakshatraIndex0(natalMoonLonDeg) + 1 - 2) % 9;
  return MUDDA_ORDER[(r + 8) % 9]!;
}

/**
 * Mudda dasha of the year: nine mahas in the order from muddaFirstLord, each its days of 360 scaled
 * to the year (the solar return to the next); the first began before the return by the part of the
 * natal Moon's nakshatra elapsed (the natal Vimsottari balance) of its length; antardashas from the
 * maha lord in the same order, maha x antar days / 360.
 */
export function muddaDasha(
  natalMoonLonDeg: number,
  years: number,
  returnJdUt: number,
  yearDays: number,
  depth: number,
): DashaPeriod[] {
  const first = MUDDA_ORDER.indexOf(muddaFirstLord(natalMoonLonDeg, years));
  const l = norm360(natalMoonLonDeg);
  const frac = (l - nakshatraIndex0(l) * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const dayScale = yearDays / 360;
  const sys = cachedSystem(
    (i) => ({ lord: MUDDA_ORDER[i]! }),
    (i) =>
      childSpec(
        Array.from({ length: 9 }, (_, k) => (i + k) % 9),
        Array.from({ length: 9 }, (_, k) => MUDDA_DAYS[MUDDA_ORDER[(i + k) % 9]!]!),
      ),
  );
  const entries = Array.from({ length: 9 }, (_, k) => {
    const i = (first + k) % 9;
    return { ctx: i, years: MUDDA_DAYS[MUDDA_ORDER[i]!]! * dayScale };
  });
  const start = returnJdUt - frac * entries[0]!.years;
  return expandTree(sys, layMahas(entries, start, 1), depth);
}

/**
 * Patyayini dasha of the year (Tajika Nilakanthi): the degrees within their signs (krishamsas) of the
 * lagna and the seven grahas in ascending order; each one's patyamsa is its krishamsa less the one
 * before it (the first its own); each runs for the year x its patyamsa / their sum, from the solar
 * return; antardashas from the maha lord in the same order and proportions.
 */
export function patyayiniDasha(
  annual: ChartBasis,
  returnJdUt: number,
  yearDays: number,
  depth: number,
): DashaPeriod[] {
  const items: { lord: string; k: number }[] = [
    { lord: 'Lagna', k: degIn(annual.ascendantDeg) },
    ...SAPTA_GRAHAS.map((g) => ({ lord: g as string, k: degIn(lonOf(annual, g)) })),
  ].sort((a, b) => a.k - b.k);
  const pat = items.map((it, i) => it.k - (i > 0 ? items[i - 1]!.k : 0));
  const sum = pat.reduce((a, x) => a + x, 0);
  const n = items.length;
  const sys = cachedSystem(
    (i) => ({ lord: items[i]!.lord }),
    (i) =>
      childSpec(
        Array.from({ length: n }, (_, k) => (i + k) % n),
        Array.from({ length: n }, (_, k) => pat[(i + k) % n]!),
      ),
  );
  const entries = items.map((_, i) => ({ ctx: i, years: (yearDays * pat[i]!) / sum }));
  return expandTree(sys, layMahas(entries, returnJdUt, 1), depth);
}

// ---------------------------------------------------------------------------------------------
// The annual chart

export interface Varshaphal {
  years: number;
  returnJdUt: number;
  /** the next solar return, JD UT: the year's end */
  nextReturnJdUt: number;
  /** the Sun's sidereal longitude at birth and at the return, degrees */
  sunLonDeg: number;
  /** the return falls between sunrise and sunset (a day varsha pravesh) */
  dayBirth: boolean;
  muntha: { sign: number; house: number; lord: SaptaGraha };
  officeBearers: OfficeBearers;
  vargeeyaBala: Record<SaptaGraha, VargeeyaBala>;
  yearLord: {
    graha: SaptaGraha;
    offices: (keyof OfficeBearers)[];
    aspectsLagna: boolean;
    rule: string;
  };
  aspects: {
    from: SaptaGraha;
    to: SaptaGraha;
    kind: TajakaAspectKind;
    friendly: boolean;
    orbDeg: number;
    withinOrb: boolean;
  }[];
  yogas: TajakaYoga[];
}

/**
 * The annual chart's judgements (the caller computes the return and the annual basis at it).
 * @param natal the birth chart basis; @param annual the chart basis at the solar return; @param years completed years
 * @param nextReturnJdUt the next return (the year's length for the dashas)
 */
export function varshaphal(
  natal: ChartBasis,
  annual: ChartBasis,
  years: number,
  nextReturnJdUt: number,
): Varshaphal {
  const janmaLagna = signOf(natal.ascendantDeg);
  const varshaLagna = signOf(annual.ascendantDeg);
  const munthaSign = mod12(janmaLagna + years);
  const { sunriseJdUt: sr, sunsetJdUt: ss } = annual;
  const dayBirth =
    sr !== undefined && ss !== undefined
      ? annual.jdUt >= sr && annual.jdUt < ss
      : (annual.grahas.find((g) => g.name === 'Sun')!.lonDeg - annual.ascendantDeg + 360) % 360 >
        180;
  const lordOfSign = (s: number): SaptaGraha => RASHI_LORDS[mod12(s)]!;
  const ob: OfficeBearers = {
    munthaLord: lordOfSign(munthaSign),
    janmaLagnaLord: lordOfSign(janmaLagna),
    varshaLagnaLord: lordOfSign(varshaLagna),
    triRashiPati: (dayBirth ? TRI_RASHI_DAY : TRI_RASHI_NIGHT)[varshaLagna]!,
    dinaRatriPati: lordOfSign(signOf(lonOf(annual, dayBirth ? 'Sun' : 'Moon'))),
  };
  const bala = panchaVargeeyaBala(annual);
  const cands = [...new Set(OFFICE_ORDER.map((k) => ob[k]))];
  const aspectsLagna = (g: SaptaGraha) =>
    tajakaAspect(signOf(lonOf(annual, g)), varshaLagna) !== null;
  const pool = cands.filter(aspectsLagna);
  const from = pool.length > 0 ? pool : cands;
  // the strongest; between equals the earlier office (muntha lord first)
  const lord = from.reduce((a, b) => (bala[b].total > bala[a].total + 1e-12 ? b : a));
  const aspects: Varshaphal['aspects'] = [];
  for (const a of SAPTA_GRAHAS)
    for (const c of SAPTA_GRAHAS) {
      if (SAPTA_GRAHAS.indexOf(c) <= SAPTA_GRAHAS.indexOf(a)) continue;
      const asp = tajakaAspect(signOf(lonOf(annual, a)), signOf(lonOf(annual, c)));
      if (!asp) continue;
      const orb = Math.abs(degIn(lonOf(annual, a)) - degIn(lonOf(annual, c)));
      aspects.push({
        from: a,
        to: c,
        kind: asp.kind,
        friendly: asp.friendly,
        orbDeg: orb,
        withinOrb: orb <= half(a, c),
      });
    }
  return {
    years,
    returnJdUt: annual.jdUt,
    nextReturnJdUt,
    sunLonDeg: lonOf(annual, 'Sun'),
    dayBirth,
    muntha: { sign: munthaSign, house: mod12(munthaSign - varshaLagna) + 1, lord: ob.munthaLord },
    officeBearers: ob,
    vargeeyaBala: bala,
    yearLord: {
      graha: lord,
      offices: OFFICE_ORDER.filter((k) => ob[k] === lord),
      aspectsLagna: aspectsLagna(lord),
      rule:
        pool.length > 0
          ? 'the strongest (pancha-vargeeya bala) of the office-bearers aspecting the varsha lagna'
          : 'no office-bearer aspects the varsha lagna: the strongest of them',
    },
    aspects,
    yogas: tajakaYogas(annual),
  };
}

export { GRAHA_NAMES, VIMSOTTARI_LORDS };
