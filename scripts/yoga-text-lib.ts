/**
 * @module A second, deliberately separate reading of a chart for the yoga text recipes
 * (scripts/yoga-text-recipes*.ts) and the chart generator (scripts/yoga-text-charts.ts). Nothing here
 * comes from src/engine/yogas: the tables are written again from BPHS ch. 3 (lords, exaltation,
 * moolatrikona, friendship), ch. 6 (navamsa) and ch. 26 (graha drishti), combustion from Surya
 * Siddhanta, and the catalogue's documented readings (docs/yogas-doshas-matching.md: the benefics by
 * chart, "strong", the four doshas the yogas share) are re-implemented from their wording. A yoga
 * recipe states its text's conditions with these words; where the engine and a recipe disagree on a
 * chart, one of the two misreads the text, and the test says which chart.
 */

export type G =
  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';
export const NINE: G[] = [
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
export const SEVEN: G[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const TARA: G[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const SIGN = {
  Aries: 0,
  Taurus: 1,
  Gemini: 2,
  Cancer: 3,
  Leo: 4,
  Virgo: 5,
  Libra: 6,
  Scorpio: 7,
  Sagittarius: 8,
  Capricorn: 9,
  Aquarius: 10,
  Pisces: 11,
} as const;

/** The raw chart the generator builds and the fixture stores (Ketu opposite Rahu). */
export interface Raw {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  dayBirth: boolean;
}

// BPHS 3: sign lords (Aries .. Pisces).
const LORD: G[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
// BPHS 3.49-50: exaltation sign and the degree of deep exaltation; the nodes as the catalogue reads them (Rahu Taurus, Ketu Scorpio).
const EXALT: Record<G, [number, number]> = {
  Sun: [0, 10],
  Moon: [1, 3],
  Mars: [9, 28],
  Mercury: [5, 15],
  Jupiter: [3, 5],
  Venus: [11, 27],
  Saturn: [6, 20],
  Rahu: [1, 20],
  Ketu: [7, 20],
};
// BPHS 3.51-54: moolatrikona sign and degrees.
const MT: Partial<Record<G, [number, number, number]>> = {
  Sun: [4, 0, 20],
  Moon: [1, 3, 30],
  Mars: [0, 0, 12],
  Mercury: [5, 15, 20],
  Jupiter: [8, 0, 10],
  Venus: [6, 0, 15],
  Saturn: [10, 0, 20],
};
// BPHS 3.55: natural friends and enemies (the rest neutral).
const FRIENDS: Record<string, G[]> = {
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
};
const ENEMIES: Record<string, G[]> = {
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
};
// BPHS 26.2-5: houses aspected, counted from the graha; the nodes the 7th only (the catalogue's reading).
const DRISHTI: Record<G, number[]> = {
  Sun: [7],
  Moon: [7],
  Mars: [4, 7, 8],
  Mercury: [7],
  Jupiter: [5, 7, 9],
  Venus: [7],
  Saturn: [3, 7, 10],
  Rahu: [7],
  Ketu: [7],
};
// Surya Siddhanta 9.6-9 combustion orbs, degrees from the Sun (direct, retrograde).
const ORB: Partial<Record<G, [number, number]>> = {
  Moon: [12, 12],
  Mars: [17, 17],
  Mercury: [14, 12],
  Jupiter: [11, 11],
  Venus: [10, 8],
  Saturn: [15, 15],
};

export const KENDRA = [1, 4, 7, 10],
  TRIKONA = [1, 5, 9],
  DUSTHANA = [6, 8, 12],
  UPACHAYA = [3, 6, 10, 11];
export const KT = [1, 4, 5, 7, 9, 10],
  PANAPHARA = [2, 5, 8, 11],
  APOKLIMA = [3, 6, 9, 12];
export const MOVABLE = [0, 3, 6, 9],
  FIXED = [1, 4, 7, 10],
  DUAL = [2, 5, 8, 11],
  WATERY = [3, 7, 11];
export const ODD = [0, 2, 4, 6, 8, 10],
  EVEN = [1, 3, 5, 7, 9, 11];
/** Signs ruled by Mercury, Jupiter, Venus and the Moon. */
export const BENEFIC_RULED = [1, 2, 3, 5, 6, 8, 11];

const mod = (x: number, m: number): number => ((x % m) + m) % m;
const signOf = (lon: number): number => Math.floor(mod(lon, 360) / 30);
/** BPHS 6: the navamsa sign (movable signs count from themselves, fixed from the 9th, dual from the 5th). */
function navamsaSign(lon: number): number {
  const s = signOf(lon),
    part = Math.floor((mod(lon, 360) - s * 30) / (30 / 9));
  const start = MOVABLE.includes(s) ? s : FIXED.includes(s) ? s + 8 : s + 4;
  return mod(start + part, 12);
}
const arcDeg = (a: number, b: number): number => {
  const d = mod(a - b, 360);
  return d > 180 ? 360 - d : d;
};

/** A graha, or the lord of a house ("L5"), or the lord of a house from the Moon ("M5"). */
export type Who = G | `L${number}` | `M${number}`;
/** Where houses are counted from. */
export type From = 'lagna' | Who;

/** One chart read in the words of the texts. */
export class Chart {
  readonly lagna: number;
  readonly navLagna: number;
  private readonly s: Record<G, number>;
  constructor(readonly raw: Raw) {
    this.lagna = signOf(raw.ascendantDeg);
    this.navLagna = navamsaSign(raw.ascendantDeg);
    this.s = Object.fromEntries(NINE.map((g, i) => [g, signOf(raw.lonDeg[i]!)])) as Record<
      G,
      number
    >;
  }
  lon(g: G): number {
    return mod(this.raw.lonDeg[NINE.indexOf(g)]!, 360);
  }
  retro(g: G): boolean {
    return this.raw.retro[NINE.indexOf(g)]!;
  }
  get day(): boolean {
    return this.raw.dayBirth;
  }
  /** Waxing: the Moon 0-180 deg ahead of the Sun. */
  get waxing(): boolean {
    const e = mod(this.lon('Moon') - this.lon('Sun'), 360);
    return e > 0 && e < 180;
  }

  /** Resolve a graha or a lord. */
  g(w: Who): G {
    if (w.startsWith('L') && /^L\d+$/.test(w)) return this.lord(Number(w.slice(1)));
    if (w.startsWith('M') && /^M\d+$/.test(w))
      return LORD[mod(this.s.Moon + Number(w.slice(1)) - 1, 12)]!;
    return w as G;
  }
  sign(w: Who): number {
    return this.s[this.g(w)];
  }
  nav(w: Who): number {
    return navamsaSign(this.lon(this.g(w)));
  }
  /** Sign of a reference point (the lagna, or the sign a graha occupies). */
  refSign(from: From): number {
    return from === 'lagna' ? this.lagna : this.sign(from);
  }
  /** House (1-12) of a sign counted from a reference. */
  houseOfSign(sign: number, from: From = 'lagna'): number {
    return mod(sign - this.refSign(from), 12) + 1;
  }
  house(w: Who, from: From = 'lagna'): number {
    return this.houseOfSign(this.sign(w), from);
  }
  /** Sign of house h counted from a reference. */
  signOfHouse(h: number, from: From = 'lagna'): number {
    return mod(this.refSign(from) + h - 1, 12);
  }
  lord(h: number, from: From = 'lagna'): G {
    return LORD[this.signOfHouse(h, from)]!;
  }
  signLord(sign: number): G {
    return LORD[mod(sign, 12)]!;
  }
  dispositor(w: Who): G {
    return LORD[this.sign(w)]!;
  }
  navLord(w: Who): G {
    return LORD[this.nav(w)]!;
  }
  navLagnaLord(): G {
    return LORD[this.navLagna]!;
  }
  /** Lords of the houses a graha owns (from the lagna). */
  owns(w: Who): number[] {
    const g = this.g(w);
    return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => this.lord(h) === g);
  }

  in(w: Who, houses: number[], from: From = 'lagna'): boolean {
    return houses.includes(this.house(w, from));
  }
  inSign(w: Who, signs: number[]): boolean {
    return signs.includes(this.sign(w));
  }
  /** Grahas in house h from a reference (the reference graha itself left out), among `among`. */
  occupants(h: number, from: From = 'lagna', among: G[] = NINE): G[] {
    const sign = this.signOfHouse(h, from);
    const self = from === 'lagna' ? null : this.g(from);
    return among.filter((x) => x !== self && this.s[x] === sign);
  }
  /** Two different grahas in one sign. */
  together(a: Who, b: Who): boolean {
    const x = this.g(a),
      y = this.g(b);
    return x !== y && this.s[x] === this.s[y];
  }
  same(a: Who, b: Who): boolean {
    return this.g(a) === this.g(b);
  }
  /** Each in the other's sign. */
  exchange(a: Who, b: Who): boolean {
    const x = this.g(a),
      y = this.g(b);
    return x !== y && LORD[this.s[x]] === y && LORD[this.s[y]] === x;
  }
  /** Graha drishti of `a` on a sign. */
  aspectsSign(a: Who, sign: number): boolean {
    const x = this.g(a);
    return DRISHTI[x].some((h) => mod(this.s[x] + h - 1, 12) === mod(sign, 12));
  }
  /** Graha drishti of `a` on graha `b` (a graha does not aspect itself). */
  aspects(a: Who, b: Who): boolean {
    const x = this.g(a),
      y = this.g(b);
    return x !== y && this.aspectsSign(x, this.s[y]);
  }
  aspectsHouse(a: Who, h: number, from: From = 'lagna'): boolean {
    return this.aspectsSign(a, this.signOfHouse(h, from));
  }
  /** Joined (same sign) or aspected by. */
  assoc(target: Who, by: Who): boolean {
    return this.together(target, by) || this.aspects(by, target);
  }
  /** b in the given houses counted from a. */
  rel(a: Who, b: Who, houses: number[]): boolean {
    return this.g(a) !== this.g(b) && this.in(b, houses, a);
  }
  /** In mutual kendras: each in a kendra from the other (the same sign included). */
  mutualKendra(a: Who, b: Who): boolean {
    return this.rel(a, b, KENDRA);
  }

  exalted(w: Who): boolean {
    const x = this.g(w);
    return this.s[x] === EXALT[x][0];
  }
  /** Exalted and within 5 deg of the deep exaltation point. */
  deepExalted(w: Who): boolean {
    const x = this.g(w);
    return this.exalted(x) && arcDeg(this.lon(x), EXALT[x][0] * 30 + EXALT[x][1]) <= 5;
  }
  debilitated(w: Who): boolean {
    const x = this.g(w);
    return this.s[x] === mod(EXALT[x][0] + 6, 12);
  }
  own(w: Who): boolean {
    const x = this.g(w);
    return LORD[this.s[x]] === x;
  }
  mt(w: Who): boolean {
    const x = this.g(w),
      m = MT[x];
    if (!m) return false;
    const d = this.lon(x) - this.s[x] * 30;
    return this.s[x] === m[0] && d >= m[1] && d < m[2];
  }
  /** Natural relation of a toward b: 1 friend, 0 neutral, -1 enemy (Sun..Saturn). */
  natural(a: G, b: G): number {
    return FRIENDS[a]?.includes(b) ? 1 : ENEMIES[a]?.includes(b) ? -1 : 0;
  }
  /** Compound (panchadha) relation of a toward b: natural plus temporary (b in the 2, 3, 4, 10, 11, 12 from a is a temporary friend). */
  compound(a: G, b: G): number {
    const h = this.house(b, a);
    return this.natural(a, b) + ([2, 3, 4, 10, 11, 12].includes(h) ? 1 : -1);
  }
  /** Compound relation toward the lord of the sign occupied; undefined in own sign or for a node. */
  signRelation(w: Who): number | undefined {
    const x = this.g(w);
    if (x === 'Rahu' || x === 'Ketu' || this.own(x)) return undefined;
    return this.compound(x, LORD[this.s[x]]!);
  }
  friendlySign(w: Who): boolean {
    const r = this.signRelation(w);
    return r !== undefined && r >= 1;
  }
  enemySign(w: Who): boolean {
    const r = this.signRelation(w);
    return r !== undefined && r <= -1;
  }
  /** Navamsa dignity: exalted, own, friendly (natural friendship with the navamsa lord). */
  navExalted(w: Who): boolean {
    const x = this.g(w);
    return this.nav(x) === EXALT[x][0];
  }
  navOwn(w: Who): boolean {
    const x = this.g(w);
    return LORD[this.nav(x)] === x;
  }
  navFriendly(w: Who): boolean {
    const x = this.g(w);
    const l = LORD[this.nav(x)]!;
    return l !== x && this.natural(x, l) === 1;
  }
  vargottama(w: Who): boolean {
    return this.nav(w) === this.sign(w);
  }
  combust(w: Who): boolean {
    const x = this.g(w),
      o = ORB[x];
    if (!o) return false;
    return arcDeg(this.lon(x), this.lon('Sun')) <= (this.retro(x) ? o[1] : o[0]);
  }
  /** Benefics by the chart: Jupiter, Venus, the waxing Moon, Mercury unless it shares a sign with the Sun, Mars, Saturn, Rahu or Ketu (BPHS 3.11-12). */
  benefic(w: Who): boolean {
    const x = this.g(w);
    if (x === 'Jupiter' || x === 'Venus') return true;
    if (x === 'Moon') return this.waxing;
    if (x === 'Mercury')
      return !(['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as G[]).some(
        (m) => this.s[m] === this.s.Mercury,
      );
    return false;
  }
  malefic(w: Who): boolean {
    return !this.benefic(w);
  }
  benefics(among: G[] = NINE): G[] {
    return among.filter((x) => this.benefic(x));
  }
  malefics(among: G[] = NINE): G[] {
    return among.filter((x) => this.malefic(x));
  }
  /** The catalogue's "strong": in a kendra or trikona, or in its own, exaltation or moolatrikona sign, and neither combust nor debilitated. */
  strong(w: Who): boolean {
    const x = this.g(w);
    return (
      (this.in(x, KT) || this.exalted(x) || this.own(x) || this.mt(x)) &&
      !this.combust(x) &&
      !this.debilitated(x)
    );
  }
  /** Kartari: grahas of `by` in both the 12th and the 2nd from w. */
  hemmed(w: Who, by: (x: G) => boolean): boolean {
    const x = this.g(w);
    return this.occupants(2, x).some(by) && this.occupants(12, x).some(by);
  }
  /** Number of distinct signs the grahas occupy. */
  signCount(among: G[] = SEVEN): number {
    return new Set(among.map((x) => this.s[x])).size;
  }
}
