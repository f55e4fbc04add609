/**
 * @module Daily rashifal of Family N (docs/family-n.md "Rashifal scoring"): for each of the 12
 * Moon signs (rashi 0 Aries .. 11 Pisces) and a civil date, scores 1-5 for career, relationships,
 * health and finance from the day's transits counted from the rashi, by the classical gochara
 * rules, and the texts that state them (texts.ts).
 *
 * The day's sky is taken at sunrise (Jyotisha convention: disc centre, no refraction) at New Delhi
 * on the date, the moment almanacs read the day's limbs at; Lahiri ayanamsa, mean nodes.
 *
 * Five factors, each in [-1, 1]:
 * - Moon's transit house h from the rashi: the Moon's results by house, Phaladeepika ch. 26 (1
 *   comforts, 2 loss of wealth, 3 success, 4 fear, 5 sorrow, 6 freedom from illness, 7 happiness
 *   with the spouse, 8 troubles, 9 illness and obstacles, 10 fulfilment of aims, 11 gains and joy,
 *   12 expense), put on the domains each result concerns (MOON_HOUSE_EFFECT); a favourable house
 *   obstructed by vedha (below) loses its positive part;
 * - Chandra bala (Muhurta Chintamani ch. 4): the Moon in the 1st, 3rd, 6th, 7th, 10th or 11th from
 *   the rashi +1; in the 2nd, 5th or 9th +0.5 in Shukla paksha, 0 in Krishna; in the 4th, 8th or
 *   12th -1; the same for every domain;
 * - Tara bala over the rashi (Muhurta Chintamani ch. 4): a rashi has no single janma nakshatra, so
 *   each of its nine padas counts: the tara of the day's nakshatra counted from the pada's nakshatra
 *   (Janma 0; Sampat, Kshema, Sadhaka, Mitra, Parama Mitra +1; Vipat, Pratyari, Vadha -1), averaged
 *   over the nine padas; the same for every domain;
 * - Jupiter's and Saturn's transit houses (Phaladeepika ch. 26): Jupiter favourable in the 2nd,
 *   5th, 7th, 9th, 11th, Saturn in the 3rd, 6th, 11th, elsewhere unfavourable: +1 or -1 for the
 *   domains whose houses (DOMAIN_HOUSES, after BPHS ch. 11) include the transit house, half that
 *   for the others; a favourable house obstructed by vedha counts 0.
 * Vedha (Phaladeepika ch. 26, Muhurta Chintamani ch. 4): a favourable transit is obstructed when
 * another of the seven grahas stands in its vedha house counted from the rashi; the Sun and Saturn
 * do not obstruct each other, nor the Moon and Mercury.
 *
 * raw(domain) = Moon + Chandra bala + Tara bala + Jupiter + Saturn, in [-5, 5], and the score is 5
 * from 2 up, 4 from 0.75, 3 above -0.75, 2 above -2, else 1. The weights and thresholds are fixed
 * a priori (equal weights, symmetric bands), not fitted to any set of dates.
 *
 * Pure: the date is an input; same (rashi, date, lang), same answer.
 */
import {
  SAPTA_GRAHAS,
  nakshatraIndex0,
  norm360,
  pada,
  rashiIndex0,
  type SaptaGraha,
} from '../core/constants.js';
import { grahaPositions } from '../ephemeris/index.js';
import { instantIn, solarDay, type CivilDate, type Place } from '../calendar/solar-day.js';
import { houseFrom } from '../yogas/facts.js';
import { chandraBala, taraOf } from '../core/tara-bala.js';

/** Version of the rashifal rules and texts: part of every cache key that stores one. */
export const RASHIFAL_RULES_VERSION = 'n-rashifal-2';

export const DOMAINS = ['career', 'relationships', 'health', 'finance'] as const;
export type Domain = (typeof DOMAINS)[number];
export type DomainValues = Record<Domain, number>;

/** Where the day's sky is read: New Delhi, at its sunrise (Jyotisha convention). */
export const RASHIFAL_PLACE: Readonly<Place & { name: string }> = {
  name: 'New Delhi',
  latDeg: 28.6139,
  lonDeg: 77.209,
  zone: { ianaZone: 'Asia/Kolkata' },
};

/** Houses each domain is read from, after BPHS ch. 11 (judgement of the houses). */
export const DOMAIN_HOUSES: Readonly<Record<Domain, readonly number[]>> = {
  career: [3, 6, 10, 11],
  relationships: [4, 5, 7, 11],
  health: [1, 6, 8, 12],
  finance: [2, 9, 11, 12],
};

/** The Moon's results by transit house (Phaladeepika ch. 26), by domain; index 0 unused. */
export const MOON_HOUSE_EFFECT: readonly Partial<DomainValues>[] = [
  {},
  { health: 1, career: 0.5, relationships: 0.5, finance: 0.5 }, // 1: comforts, food, good fortune
  { finance: -1 }, // 2: loss of wealth
  { career: 1, finance: 0.5 }, // 3: success, gains
  { relationships: -1, health: -0.5 }, // 4: fear, unease at home
  { relationships: -1, career: -0.5 }, // 5: sorrow, obstacles
  { health: 1, career: 0.5, finance: 0.5 }, // 6: freedom from illness, victory over rivals
  { relationships: 1, health: 0.5 }, // 7: happiness, the company of the spouse
  { health: -1, finance: -0.5 }, // 8: troubles, anxiety
  { health: -0.5, career: -0.5 }, // 9: illness, obstacles
  { career: 1, finance: 0.5 }, // 10: fulfilment of aims
  { finance: 1, relationships: 0.5, career: 0.5 }, // 11: gains, joy
  { finance: -1, health: -0.5 }, // 12: expense
];

/** Favourable transit houses from the Moon sign and their vedha houses (Phaladeepika ch. 26). */
export const GOCHARA: Readonly<
  Record<'Moon' | 'Jupiter' | 'Saturn', { favourable: Readonly<Record<number, number>> }>
> = {
  Moon: { favourable: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 } },
  Jupiter: { favourable: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 } },
  Saturn: { favourable: { 3: 12, 6: 9, 11: 5 } },
};

/** Pairs that cause no vedha to each other (Phaladeepika ch. 26). */
function noVedhaBetween(a: SaptaGraha, b: SaptaGraha): boolean {
  const pair = [a, b].sort().join('-');
  return pair === 'Saturn-Sun' || pair === 'Mercury-Moon';
}

export { TARA_VALUES, taraIndex } from '../core/tara-bala.js';

/** The day's sky: what every rashi's scoring reads. */
export interface RashifalSky {
  date: string;
  /** the instant (New Delhi sunrise) */
  instant: { jdUt: number; iso: string };
  place: string;
  /** sidereal rashi (0-based) of the seven grahas */
  rashi0: Record<SaptaGraha, number>;
  moon: { lonDeg: number; rashi0: number; nakshatra0: number; pada: number };
  paksha: 'Shukla' | 'Krishna';
  jupiter: { lonDeg: number; rashi0: number; retrograde: boolean };
  saturn: { lonDeg: number; rashi0: number; retrograde: boolean };
}

/** YYYY-MM-DD of a civil date. */
function iso(d: CivilDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The sky of a civil date at New Delhi sunrise (Lahiri, mean nodes). */
export function rashifalSky(date: CivilDate): RashifalSky {
  const day = solarDay(date, RASHIFAL_PLACE, 'hindu');
  const jdUt = day.startJdUt;
  const set = grahaPositions(jdUt, { ayanamsa: 'lahiri', nodeMode: 'mean' });
  const lon = {} as Record<SaptaGraha, number>;
  const rashi0 = {} as Record<SaptaGraha, number>;
  const retro = {} as Record<SaptaGraha, boolean>;
  for (const g of set.grahas) {
    if (!(SAPTA_GRAHAS as readonly string[]).includes(g.name)) continue;
    const s = g.name as SaptaGraha;
    lon[s] = g.siderealLonDeg;
    rashi0[s] = rashiIndex0(g.siderealLonDeg);
    retro[s] = g.retrograde;
  }
  const elong = norm360(lon.Moon - lon.Sun);
  return {
    date: iso(date),
    instant: instantIn(jdUt, RASHIFAL_PLACE.zone),
    place: `${RASHIFAL_PLACE.name}, sunrise`,
    rashi0,
    moon: {
      lonDeg: lon.Moon,
      rashi0: rashi0.Moon,
      nakshatra0: nakshatraIndex0(lon.Moon),
      pada: pada(lon.Moon),
    },
    paksha: elong < 180 ? 'Shukla' : 'Krishna',
    jupiter: { lonDeg: lon.Jupiter, rashi0: rashi0.Jupiter, retrograde: retro.Jupiter },
    saturn: { lonDeg: lon.Saturn, rashi0: rashi0.Saturn, retrograde: retro.Saturn },
  };
}

export interface Vedha {
  house: number;
  by: SaptaGraha[];
}
export interface TransitFactor {
  graha: 'Moon' | 'Jupiter' | 'Saturn';
  rashi0: number;
  /** house counted from the rashi, 1-12 */
  house: number;
  favourable: boolean;
  /** the obstruction of a favourable house, null when none */
  vedha: Vedha | null;
  /** contribution to each domain */
  value: DomainValues;
}
export interface TaraEntry {
  nakshatra0: number;
  padas: number;
  tara: number;
  value: number;
}
export interface RashifalFactors {
  moon: TransitFactor;
  chandraBala: { house: number; paksha: 'Shukla' | 'Krishna'; value: number };
  tara: { dayNakshatra0: number; entries: TaraEntry[]; value: number };
  jupiter: TransitFactor;
  saturn: TransitFactor;
}
export interface RashifalScore {
  rashi0: number;
  factors: RashifalFactors;
  raw: DomainValues;
  scores: DomainValues;
}

function zero(): DomainValues {
  return { career: 0, relationships: 0, health: 0, finance: 0 };
}

function vedhaOf(
  graha: 'Moon' | 'Jupiter' | 'Saturn',
  house: number,
  rashi0: number,
  sky: RashifalSky,
): Vedha | null {
  const vh = GOCHARA[graha].favourable[house];
  if (vh === undefined) return null;
  const sign = (rashi0 + vh - 1) % 12;
  const by = SAPTA_GRAHAS.filter(
    (g) => g !== graha && !noVedhaBetween(graha, g) && sky.rashi0[g] === sign,
  );
  return by.length ? { house: vh, by } : null;
}

function slowTransit(graha: 'Jupiter' | 'Saturn', rashi0: number, sky: RashifalSky): TransitFactor {
  const g = sky.rashi0[graha];
  const house = houseFrom(rashi0, g);
  const favourable = GOCHARA[graha].favourable[house] !== undefined;
  const vedha = favourable ? vedhaOf(graha, house, rashi0, sky) : null;
  const sign = favourable ? (vedha ? 0 : 1) : -1;
  const value = zero();
  for (const d of DOMAINS) value[d] = sign * (DOMAIN_HOUSES[d].includes(house) ? 1 : 0.5);
  return { graha, rashi0: g, house, favourable, vedha, value };
}

/** The nakshatras of a rashi with the number of its nine padas each holds. */
export function rashiNakshatras(rashi0: number): Array<{ nakshatra0: number; padas: number }> {
  const out: Array<{ nakshatra0: number; padas: number }> = [];
  for (let p = rashi0 * 9; p < rashi0 * 9 + 9; p++) {
    const n = Math.floor(p / 4);
    const last = out[out.length - 1];
    if (last && last.nakshatra0 === n) last.padas++;
    else out.push({ nakshatra0: n, padas: 1 });
  }
  return out;
}

/** Score one rashi on a sky (pure). */
export function scoreRashi(rashi0: number, sky: RashifalSky): RashifalScore {
  // Moon
  const mh = houseFrom(rashi0, sky.moon.rashi0);
  const moonFav = GOCHARA.Moon.favourable[mh] !== undefined;
  const moonVedha = moonFav ? vedhaOf('Moon', mh, rashi0, sky) : null;
  const moonValue = zero();
  for (const d of DOMAINS) {
    const v = MOON_HOUSE_EFFECT[mh]![d] ?? 0;
    moonValue[d] = moonVedha && v > 0 ? 0 : v;
  }
  const moon: TransitFactor = {
    graha: 'Moon',
    rashi0: sky.moon.rashi0,
    house: mh,
    favourable: moonFav,
    vedha: moonVedha,
    value: moonValue,
  };
  // Chandra bala
  const cb = chandraBala(mh, sky.paksha === 'Shukla');
  // Tara bala over the rashi's nine padas
  const entries = rashiNakshatras(rashi0).map(({ nakshatra0, padas }) => {
    const t = taraOf(nakshatra0, sky.moon.nakshatra0);
    return { nakshatra0, padas, tara: t.index0, value: t.value };
  });
  const taraValue = entries.reduce((s, e) => s + e.padas * e.value, 0) / 9;
  const jupiter = slowTransit('Jupiter', rashi0, sky);
  const saturn = slowTransit('Saturn', rashi0, sky);
  const raw = zero();
  const scores = zero();
  for (const d of DOMAINS) {
    raw[d] = moon.value[d] + cb + taraValue + jupiter.value[d] + saturn.value[d];
    scores[d] = scoreOfRaw(raw[d]);
  }
  return {
    rashi0,
    factors: {
      moon,
      chandraBala: { house: mh, paksha: sky.paksha, value: cb },
      tara: { dayNakshatra0: sky.moon.nakshatra0, entries, value: taraValue },
      jupiter,
      saturn,
    },
    raw,
    scores,
  };
}

/** The 1-5 band of a raw sum in [-5, 5]. */
export function scoreOfRaw(raw: number): number {
  const r = Math.round(raw * 1e9) / 1e9; // sums of halves and ninths: keep band edges exact
  return r >= 2 ? 5 : r >= 0.75 ? 4 : r > -0.75 ? 3 : r > -2 ? 2 : 1;
}
