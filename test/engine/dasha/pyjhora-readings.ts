/**
 * @module PyJHora 4.8.5's own readings of the Jaimini strength rules, written out as rule
 * functions the engine's builders accept, so that the tests can show that every remaining
 * difference between a variant and the oracle is one of the documented differences
 * (docs/dashas.md, "Differences from PyJHora"): the engine with the documented rule swapped for
 * PyJHora's reading must reproduce the oracle. Test code only: the engine never uses these.
 *
 * Read from PyJHora's source (jhora/horoscope/chart/house.py, stronger_planet_from_planet_positions,
 * _stronger_planet_new, stronger_rasi, stronger_rasi_from_planet_positions; const.py
 * house_strengths_of_planets), at the commit named in the fixtures' provenance.
 */
import { RASHI_LORDS, type GrahaName } from '../../../src/engine/core/constants.js';
import { DEEPTAMSA, type TajakaRules } from '../../../src/engine/varshaphal/index.js';
import {
  CO_LORDS,
  DIGNITY_PVR,
  countSigns,
  isOddFooted,
  isOddSign,
  mod12,
  modality,
  rasiAspects,
  type CoLordRule,
  type SignChart,
  type SignStrengthRule,
} from '../../../src/engine/dasha/jaimini.js';

const ALL: readonly GrahaName[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
];
/** PyJHora's planet ids (Sun 0 .. Ketu 8), which its rule 2 compares with sign numbers. */
const ID: Readonly<Record<GrahaName, number>> = {
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
/** The Scorpio/Aquarius co-lord a node's sign stands for (const.houses_of_rahu_kethu). */
const NODE_HOUSE: Partial<Record<GrahaName, number>> = { Rahu: 10, Ketu: 7 };

/** Grahas that aspect a sign by rasi drishti (house.aspected_planets_of_the_raasi). */
const aspecting = (c: SignChart, s: number): GrahaName[] =>
  ALL.filter((g) => rasiAspects(c.sign[g], s));

/**
 * PyJHora's stronger of two grahas (stronger_planet_from_planet_positions, check_during_dhasa
 * false), with its readings: a node outside its Scorpio/Aquarius while the other co-lord is in
 * it wins; rule 1 counts the ascendant among a graha's companions; rule 2 counts Jupiter,
 * Mercury and the dispositor conjoined (the dispositor by comparing its planet id with the sign
 * number, so never) or aspecting, a graha counting itself; rule 3 lets only the first graha win by
 * exaltation, and not over one in its own sign; rule 4 dual over fixed over movable; rule 5 the first graha only when strictly more
 * advanced.
 */
export function pyjhoraStrongerGraha(c: SignChart, p1: GrahaName, p2: GrahaName): GrahaName {
  if (p1 === p2) return p1;
  const h1 = c.sign[p1],
    h2 = c.sign[p2];
  const node = NODE_HOUSE[p1] ?? NODE_HOUSE[p2];
  if (node !== undefined) {
    if (h1 === node && h2 !== node) return p2;
    if (h2 === node && h1 !== node) return p1;
  }
  const withLagna = (h: number) => c.occupants[h]! + (c.lagnaSign === h ? 1 : 0) - 1;
  const r1a = withLagna(h1),
    r1b = withLagna(h2);
  if (r1a !== r1b) return r1a > r1b ? p1 : p2;
  const r2 = (h: number) => {
    const disp = RASHI_LORDS[h]!;
    let n = [c.sign.Mercury, c.sign.Jupiter, ID[disp]].filter((x) => x === h).length;
    const asp = aspecting(c, h);
    for (const g of ['Mercury', 'Jupiter', disp] as GrahaName[]) if (asp.includes(g)) n++;
    return n;
  };
  const r2a = r2(h1),
    r2b = r2(h2);
  if (r2a !== r2b) return r2a > r2b ? p1 : p2;
  // rule 3 compares table values (own sign 5 > exalted 4): an exalted first graha wins only over a second neither exalted nor in its own sign
  if (DIGNITY_PVR.exalted(p1, h1) && !DIGNITY_PVR.exalted(p2, h2) && RASHI_LORDS[h2] !== p2)
    return p1;
  const m1 = modality(h1),
    m2 = modality(h2);
  if (m1 !== m2) return m1 > m2 ? p1 : p2;
  return c.degInSign[p1] > c.degInSign[p2] ? p1 : p2;
}

/** PyJHora's lord of Scorpio or Aquarius (house.house_owner_from_planet_positions): its stronger co-lord. */
export const pyjhoraCoLord: CoLordRule = (c, s) => {
  const [a, b] = CO_LORDS[s]!;
  return { lord: pyjhoraStrongerGraha(c, a, b), both: false };
};

/** The lord PyJHora uses for a sign in its strength rules. */
const lordOf = (c: SignChart, s: number): GrahaName =>
  s === 7 || s === 10 ? pyjhoraCoLord(c, s).lord : RASHI_LORDS[s]!;

/**
 * PyJHora's stronger of two signs (stronger_rasi_from_planet_positions): rule 1 more grahas;
 * rule 2 Jupiter, Mercury and the sign's plain lord (Mars for Scorpio, Saturn for Aquarius)
 * conjoined (the lord by planet id against sign number, so never) or aspecting, Mercury or
 * Jupiter counted twice when it is also the lord; rule 3 an exalted graha in it; rule 4 its plain
 * lord in a sign of the other oddity; rule 5 dual over fixed over movable; rule 6 the co-lord-aware
 * lord more advanced, the second sign on a tie.
 */
export const pyjhoraStrongerSign: SignStrengthRule = (c, a, b) => {
  const s1 = mod12(a),
    s2 = mod12(b);
  if (c.occupants[s1] !== c.occupants[s2]) return c.occupants[s1]! > c.occupants[s2]! ? s1 : s2;
  const r2 = (s: number) => {
    const lord = RASHI_LORDS[s]!;
    let n = [c.sign.Mercury, c.sign.Jupiter, ID[lord]].filter((x) => x === s).length;
    const asp = aspecting(c, s);
    for (const g of ['Mercury', 'Jupiter', lord] as GrahaName[]) if (asp.includes(g)) n++;
    return n;
  };
  const r2a = r2(s1),
    r2b = r2(s2);
  if (r2a !== r2b) return r2a > r2b ? s1 : s2;
  const ex = (s: number) => ALL.some((g) => c.sign[g] === s && DIGNITY_PVR.exalted(g, s));
  if (ex(s1) && !ex(s2)) return s1;
  if (ex(s2) && !ex(s1)) return s2;
  const odd = (s: number) => isOddSign(s) !== isOddSign(c.sign[RASHI_LORDS[s]!]);
  if (odd(s1) && !odd(s2)) return s1;
  if (odd(s2) && !odd(s1)) return s2;
  const m1 = modality(s1),
    m2 = modality(s2);
  if (m1 !== m2) return m1 > m2 ? s1 : s2;
  return c.degInSign[lordOf(c, s1)] > c.degInSign[lordOf(c, s2)] ? s1 : s2;
};

/** PyJHora's P.V.N. Rao co-lords (chara._dhasa_duration_pvnrao_method): both in the sign 12, one in it the other, else pyjhoraCoLord. */
export const pyjhoraPvnCoLord: CoLordRule = (c, s) => {
  const [a, b] = CO_LORDS[s]!;
  const ina = c.sign[a] === s,
    inb = c.sign[b] === s;
  if (ina && inb) return { lord: a, both: true };
  if (ina !== inb) return { lord: ina ? b : a, both: false };
  return pyjhoraCoLord(c, s);
};

/** Years of a sign as PyJHora's Narayana and K.N. Rao Chara count them (count less one, 12 in own sign, dignity year by its table). */
export function pyjhoraYears(c: SignChart, s: number): number {
  const lord = s === 7 || s === 10 ? pyjhoraCoLord(c, s).lord : RASHI_LORDS[s]!;
  const ls = c.sign[lord];
  let y = countSigns(s, ls, isOddFooted(s)) - 1;
  if (y <= 0) y = 12;
  if (DIGNITY_PVR.exalted(lord, ls)) y += 1;
  else if (DIGNITY_PVR.debilitated(lord, ls)) y -= 1;
  return y;
}

/**
 * PyJHora's strongest of a list (house.stronger_planet_from_list_of_planets): the first of Python's
 * sorted() with the pairwise rule as comparator. The rule is not transitive, so the answer depends on
 * the sort: this is CPython's list sort for short lists (count_run, then binary insertion).
 */
export function pyjhoraStrongestOf<T>(list: readonly T[], stronger: (a: T, b: T) => T): T {
  const a = [...list];
  const n = a.length;
  if (n < 2) return a[0]!;
  const lt = (x: T, y: T): boolean => stronger(x, y) === x; // cmp(x, y) = -1 when x is the stronger
  let run = 2;
  if (lt(a[1]!, a[0]!)) {
    while (run < n && lt(a[run]!, a[run - 1]!)) run++;
    a.splice(0, run, ...a.slice(0, run).reverse());
  } else {
    while (run < n && !lt(a[run]!, a[run - 1]!)) run++;
  }
  for (let start = run; start < n; start++) {
    const pivot = a[start]!;
    let l = 0,
      r = start;
    while (l < r) {
      const p = l + ((r - l) >> 1);
      if (lt(pivot, a[p]!)) r = p;
      else l = p + 1;
    }
    a.splice(start, 1);
    a.splice(l, 0, pivot);
  }
  return a[0]!;
}

/**
 * PyJHora's rays for its Rashmi dasha (rashmi._rashmi_order_rays_and_balance, method "BPHS highest
 * ray"): its own table of rays at exaltation (Venus 16, Saturn 4 where BPHS and Saravali give 8 and
 * 5), the arc from the debilitation point; twice in the exaltation sign; twice again when
 * vargottama; half when within its combustion range of the Sun (the plain difference of the
 * longitudes, no wrap at 0 deg; the retrograde ranges for a retrograde graha); rounded to 1e-8.
 */
export function pyjhoraRays(
  lon: readonly number[],
  retro: readonly number[],
): Record<string, number> {
  const MAX = [10, 9, 5, 5, 7, 16, 4];
  const DEEP = [10, 33, 298, 165, 95, 357, 200];
  const EXALT = [0, 1, 9, 5, 3, 11, 6];
  const COMB = [12, 17, 14, 10, 11, 15],
    COMB_R = [12, 8, 12, 11, 8, 16];
  const names = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const out: Record<string, number> = {};
  for (let p = 0; p < 7; p++) {
    const l = lon[p]!;
    let d = Math.abs(l - ((DEEP[p]! + 180) % 360));
    if (d > 180) d = 360 - d;
    let rays = (d / 180) * MAX[p]!;
    const z = Math.floor(l / 30);
    if (z === EXALT[p]) rays *= 2;
    if (z === Math.floor((l * 9) / 30) % 12) rays *= 2;
    const lim = retro.includes(p) ? COMB_R[p - 1] : COMB[p - 1];
    if (p !== 0 && Math.abs(l - lon[0]!) < lim!) rays *= 0.5;
    out[names[p]!] = Math.round(rays * 1e8) / 1e8;
  }
  return out;
}

/**
 * PyJHora's Tajaka contact (tajaka.planets_have_aspects, both_planets_within_their_deeptamsa): every
 * sign relation but the 6th and 8th counts as an aspect (the 2nd and 12th as "neutral" ones); two
 * grahas are in orb when each lies within the other's deeptamsa, or one does and the other lies
 * within 1 deg of the edges of the first's range.
 */
export const PYJHORA_TAJAKA: TajakaRules = {
  aspect: (a, b) => {
    const h = ((((b - a) % 12) + 12) % 12) + 1;
    return h !== 6 && h !== 8;
  },
  inOrb: (a, b, da, db) => {
    const oa = DEEPTAMSA[a],
      ob = DEEPTAMSA[b];
    const c1 = da >= db - ob && da <= db + ob,
      c2 = db >= da - oa && db <= da + oa;
    const near1 = Math.abs(da - (db - ob)) <= 1 || Math.abs(da - (db + ob)) <= 1;
    const near2 = Math.abs(db - (da - oa)) <= 1 || Math.abs(db - (da + oa)) <= 1;
    return (c1 && c2) || (c1 && near2) || (c2 && near1);
  },
};
