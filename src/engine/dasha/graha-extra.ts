/**
 * @module The graha dashas added after the first 22 systems (issue 34), each as its source reads it
 * (docs/dashas.md gives every rule, its source and where PyJHora 4.8.5 differs): Tara, Karaka, Buddhi
 * Gathi, Kaala, Rashmi, Tithi Ashtottari, Tithi Yogini, Yoga Vimsottari, Saptarishi Nakshatra, Karana
 * Chaturaseeti Sama and Ashtakavarga dashas. Signs are 0-based (0 = Aries).
 */
import type { ChartBasis } from '../core/chart-basis.js';
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  NAKSHATRA_SPAN_DEG,
  RASHI_LORDS,
  SAPTA_GRAHAS,
  VIMSOTTARI_LORDS,
  VIMSOTTARI_YEARS,
  nakshatraIndex0,
  norm360,
  type GrahaName,
} from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import { BAV_TOTALS } from '../ashtakavarga/index.js';
import { charaKarakaRanking } from '../karakas/index.js';
import { DIGNITY_PVR, type SignChart, mod12, strongerGraha } from './jaimini.js';
import { elapsedOfLimb, type LimbAtBirth } from './extra-inputs.js';
import { COVER_YEARS, nakshatraFractionElapsed } from './nakshatra-dashas.js';
import { cachedSystem, childSpec, layMahas, type MahaSeed, type TreeSystem } from './tree.js';

export interface BuiltGrahaDasha {
  system: TreeSystem;
  mahas: MahaSeed[];
}

/** The stronger of two grahas; the engine's is the Jaimini rule set of jaimini.ts (the tests swap in PyJHora's reading). */
export type GrahaStrength = (c: SignChart, a: GrahaName, b: GrahaName) => GrahaName;
const TEXT_STRENGTH: GrahaStrength = (c, a, b) => strongerGraha(c, a, b);

/**
 * A graha dasha whose lords run in a fixed cycle with weights: ctx = index into `lords`; the
 * antardashas start from the maha lord (or the next lord, `antarFromNext`) and divide it in
 * proportion to the weights (equally when `equal`).
 */
function cycleSystem(
  lords: readonly GrahaName[],
  weights: readonly number[],
  opts: { antarFromNext?: boolean; equal?: boolean; names?: readonly string[] } = {},
): TreeSystem {
  const n = lords.length;
  return cachedSystem(
    (i) => (opts.names ? { lord: lords[i]!, name: opts.names[i]! } : { lord: lords[i]! }),
    (i) => {
      const ctxs: number[] = [];
      const w: number[] = [];
      const first = opts.antarFromNext ? i + 1 : i;
      for (let k = 0; k < n; k++) {
        const j = (first + k) % n;
        ctxs.push(j);
        w.push(opts.equal ? 1 : weights[j]!);
      }
      return childSpec(ctxs, w);
    },
  );
}
/** Whole cycles from the lord at `index` until COVER_YEARS are covered. */
function cycleEntries(
  weights: readonly number[],
  index: number,
  cover = COVER_YEARS,
): { ctx: number; years: number }[] {
  const n = weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const cycles = Math.max(1, Math.ceil(cover / total - 1e-12));
  const out: { ctx: number; years: number }[] = [];
  for (let k = 0; k < cycles * n; k++) {
    const i = (index + k) % n;
    out.push({ ctx: i, years: weights[i]! });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tara dasha

/** Sanjay Rath's Tara dasha order (P.V.R. Narasimha Rao's book, Tara dasa): Venus, Moon, Ketu, Saturn, Jupiter, Mercury, Rahu, Mars, Sun. */
export const TARA_ORDER_RATH: readonly GrahaName[] = [
  'Venus',
  'Moon',
  'Ketu',
  'Saturn',
  'Jupiter',
  'Mercury',
  'Rahu',
  'Mars',
  'Sun',
];
/** The Vimsottari order from Venus (the "Parasara" order of PyJHora). */
export const TARA_ORDER_PARASARA: readonly GrahaName[] = [
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
  'Ketu',
];

/** Grahas in the kendras (then panapharas, then apoklimas) from lagna, the sign holding more grahas first. */
function grahasInHouses(c: SignChart, offsets: readonly number[]): GrahaName[] {
  const groups = offsets.map((o) =>
    GRAHA_NAMES.filter((g) => c.sign[g] === mod12(c.lagnaSign + o)),
  );
  return groups
    .filter((g) => g.length > 0)
    .sort((a, b) => b.length - a.length)
    .flat();
}

/**
 * Tara dasha (Sanjay Rath; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", Tara
 * dasa, conditional on all four kendras occupied): the dasha starts with the strongest graha in the
 * kendras from lagna (when none occupies a kendra, the strongest in the panapharas, then the
 * apoklimas) and runs through the order of the variant with Vimsottari years; the first dasha's
 * balance is the unelapsed part of the Moon's nakshatra (as in Vimsottari), so it began before
 * birth; antardashas from the maha lord in the same order, maha x antar years / 120.
 */
export function taraDasha(
  c: SignChart,
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
  order: readonly GrahaName[],
  stronger: GrahaStrength = TEXT_STRENGTH,
): BuiltGrahaDasha {
  let cands = grahasInHouses(c, [0, 3, 6, 9]);
  if (cands.length === 0) cands = grahasInHouses(c, [1, 4, 7, 10]);
  if (cands.length === 0) cands = grahasInHouses(c, [2, 5, 8, 11]);
  let seed = cands[0]!;
  for (const g of cands.slice(1)) seed = stronger(c, g, seed);
  const years = order.map((g) => VIMSOTTARI_YEARS[g]);
  const index = order.indexOf(seed);
  const elapsed = nakshatraFractionElapsed(moonLonDeg) * years[index]!;
  return {
    system: cycleSystem(order, years),
    mahas: layMahas(cycleEntries(years, index), birthJdUt - elapsed * yearDays, yearDays),
  };
}

// ---------------------------------------------------------------------------------------------
// Karaka dasha

/**
 * Karaka dasha (Jaimini; as Jagannatha Hora and PyJHora compute it): the dashas of the eight chara
 * karakas (Rahu counted from the end of its sign) from the Atmakaraka down to the Darakaraka, each
 * lasting as many years as the signs from lagna to the karaka's sign less one (a karaka in lagna
 * has no dasha); from birth, one cycle; antardashas from the karaka after the maha lord, the maha
 * lord last, each maha years x its years / their sum.
 */
export function karakaDasha(
  basis: ChartBasis,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  const order = charaKarakaRanking(basis, 8).map((r) => r.graha);
  const years = order.map((g) => mod12(c.sign[g] - c.lagnaSign));
  const n = order.length;
  const system = cachedSystem(
    (i) => ({ lord: order[i]! }),
    (i) => {
      const ctxs: number[] = [];
      const w: number[] = [];
      for (let k = 1; k <= n; k++) {
        const j = (i + k) % n;
        if (years[j]! > 0) {
          ctxs.push(j);
          w.push(years[j]!);
        }
      }
      return childSpec(ctxs, w);
    },
  );
  return {
    system,
    mahas: layMahas(
      order.map((_, i) => ({ ctx: i, years: years[i]! })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Buddhi Gathi dasha

/**
 * Buddhi Gathi dasha (as Jagannatha Hora and PyJHora compute it): the grahas in the signs from the
 * 4th house onward (4th, 5th, ... 3rd), within a sign the more advanced first; the k-th graha
 * (k from 0) runs for (lagna + k - its sign) mod 12 years, one more if exalted, one less if
 * debilitated (P.V.R. Narasimha Rao's dignities, as in Narayana dasha; a graha left with no years
 * has no dasha); from birth; the cycle repeats until 144
 * years (Narayana's span) or two cycles; antardashas equal, from the maha lord in the same order.
 */
export function buddhiGathiDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  const order: GrahaName[] = [];
  const years: number[] = [];
  for (let h = 0; h < 12; h++) {
    const s = mod12(c.lagnaSign + 3 + h);
    const here = GRAHA_NAMES.filter((g) => c.sign[g] === s).sort(
      (a, b) => c.degInSign[b] - c.degInSign[a],
    );
    for (const g of here) {
      let y = mod12(c.lagnaSign + order.length - s);
      if (DIGNITY_PVR.exalted(g, s)) y += 1;
      else if (DIGNITY_PVR.debilitated(g, s)) y -= 1;
      order.push(g);
      years.push(y);
    }
  }
  const n = order.length;
  const system = cachedSystem(
    (i) => ({ lord: order[i]! }),
    (i) =>
      childSpec(
        Array.from({ length: n }, (_, k) => (i + k) % n),
        new Array<number>(n).fill(1),
      ),
  );
  const entries: { ctx: number; years: number }[] = [];
  let total = 0;
  for (let cycle = 0; cycle < 2 && total < 144; cycle++) {
    for (let i = 0; i < n; i++) {
      if (years[i]! <= 0) continue;
      entries.push({ ctx: i, years: years[i]! });
      total += years[i]!;
      if (total >= 144) break;
    }
  }
  return { system, mahas: layMahas(entries, birthJdUt, yearDays) };
}

// ---------------------------------------------------------------------------------------------
// Kaala dasha

const NINE: readonly GrahaName[] = GRAHA_NAMES;
const NINE_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Kaala dasha (BPHS ch. 46, Kaala dasa): the day has four parts, the twilights around sunrise and
 * sunset (5 ghatis either side) and the day and night between them; the ghatis of the part elapsed
 * at birth, x 2 / 15 for a 20-ghati part, give the Sun's years, and the Moon .. Ketu get 2 .. 9 times
 * that: the first cycle totals 120 x the fraction of the part elapsed; the second cycle gives the
 * nine the rest of the 120 years in the same proportions. From birth; antardashas in the same two
 * phases (the maha's years x the fraction, then x the rest), Sun .. Ketu by 1 .. 9 each.
 */
export function kaalaDasha(fraction: number, birthJdUt: number, yearDays: number): BuiltGrahaDasha {
  const f = fraction;
  // ctx: lord index (0-8) + 9 x phase of the parent chain is not needed: every node has the same two-phase children
  const system = cachedSystem(
    (i) => ({ lord: NINE[i % 9]! }),
    () => {
      const ctxs: number[] = [];
      const w: number[] = [];
      for (const phase of [f, 1 - f])
        if (phase > 0)
          for (let k = 0; k < 9; k++) {
            ctxs.push(k);
            w.push(phase * NINE_WEIGHTS[k]!);
          }
      return childSpec(ctxs, w);
    },
  );
  const entries: { ctx: number; years: number }[] = [];
  for (const total of [COVER_YEARS * f, COVER_YEARS * (1 - f)])
    for (let k = 0; k < 9; k++) entries.push({ ctx: k, years: (total * NINE_WEIGHTS[k]!) / 45 });
  return { system, mahas: layMahas(entries, birthJdUt, yearDays) };
}

// ---------------------------------------------------------------------------------------------
// Rashmi dasha

/** Rays of each graha at its exaltation point (BPHS ch. 27, Rashmis): Sun 10, Moon 9, Mars 5, Mercury 5, Jupiter 7, Venus 8, Saturn 5. */
export const MAX_RAYS_BPHS: Readonly<Record<string, number>> = {
  Sun: 10,
  Moon: 9,
  Mars: 5,
  Mercury: 5,
  Jupiter: 7,
  Venus: 8,
  Saturn: 5,
};
/** Deep exaltation points, degrees (BPHS ch. 3). */
export const DEEP_EXALTATION_DEG: Readonly<Record<string, number>> = {
  Sun: 10,
  Moon: 33,
  Mars: 298,
  Mercury: 165,
  Jupiter: 95,
  Venus: 357,
  Saturn: 200,
};

/**
 * Rays of the seven grahas (BPHS ch. 27): the exaltation rays x the graha's arc from its
 * debilitation point / 180 deg.
 */
export function grahaRays(
  basis: ChartBasis,
  maxRays: Readonly<Record<string, number>> = MAX_RAYS_BPHS,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of SAPTA_GRAHAS) {
    const lon = basis.grahas.find((x) => x.name === g)!.lonDeg;
    let d = Math.abs(norm360(lon - (DEEP_EXALTATION_DEG[g]! + 180)));
    if (d > 180) d = 360 - d;
    out[g] = (d / 180) * maxRays[g]!;
  }
  return out;
}

/**
 * Rashmi dasha (BPHS ch. 27 on the rays; the dasha as Jagannatha Hora and PyJHora compute it): each
 * of the seven grahas runs for as many years as its rays, from the graha with the most rays down;
 * from birth, the cycle repeating until 120 years; antardashas in the same order from the first,
 * each the maha's years x its rays / the rays of all seven.
 */
export function rashmiDasha(
  basis: ChartBasis,
  birthJdUt: number,
  yearDays: number,
  rays: Readonly<Record<string, number>> = grahaRays(basis),
): BuiltGrahaDasha {
  const order = [...SAPTA_GRAHAS].sort((a, b) => rays[b]! - rays[a]!) as GrahaName[];
  const w = order.map((g) => rays[g]!);
  const system = cachedSystem(
    (i) => ({ lord: order[i]! }),
    () =>
      childSpec(
        order.map((_, j) => j),
        w,
      ),
  );
  const entries: { ctx: number; years: number }[] = [];
  let total = 0;
  for (let cycle = 0; cycle < 20 && total < COVER_YEARS; cycle++) {
    for (let i = 0; i < order.length && total < COVER_YEARS; i++) {
      if (w[i]! > 0) {
        entries.push({ ctx: i, years: w[i]! });
        total += w[i]!;
      }
    }
  }
  return { system, mahas: layMahas(entries, birthJdUt, yearDays) };
}

// ---------------------------------------------------------------------------------------------
// Dashas from the tithi, yoga and karana of birth

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
const ASHT_YEARS = [6, 15, 8, 17, 10, 19, 12, 21];
/**
 * The Ashtottari lord of each tithi (index0 0..29): the tithis 1, 9, 16, 24 the Sun's, 2, 10, 17, 25
 * the Moon's, 3, 11, 18, 26 Mars', 4, 12, 19, 27 Mercury's, 7, 15, 22 Saturn's, 5, 13, 20, 28
 * Jupiter's, 8, 23, 30 Rahu's, 6, 14, 21, 29 Venus' (the tithi numbered 1..30 from Shukla Pratipada).
 */
const TITHI_ASHT_LORD: readonly number[] = (() => {
  const byLord: Record<number, number[]> = {
    0: [1, 9, 16, 24],
    1: [2, 10, 17, 25],
    2: [3, 11, 18, 26],
    3: [4, 12, 19, 27],
    4: [7, 15, 22],
    5: [5, 13, 20, 28],
    6: [8, 23, 30],
    7: [6, 14, 21, 29],
  };
  const out = new Array<number>(30);
  for (const [l, ts] of Object.entries(byLord)) for (const t of ts) out[t - 1] = Number(l);
  return out;
})();

/**
 * Tithi Ashtottari dasha (Ashtottari dasha reckoned from the tithi; Vedavyasa's tutorial, as
 * Jagannatha Hora and PyJHora compute it): the lord of the birth tithi (TITHI_ASHT_LORD) begins,
 * with the unelapsed part of the tithi (by time) of its years as balance; the Ashtottari order and
 * years follow (108); antardashas from the lord after the maha lord, maha x antar years / 108.
 */
export function tithiAshtottariDasha(
  tithi: LimbAtBirth,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  const index = TITHI_ASHT_LORD[tithi.index0]!;
  const elapsed = elapsedOfLimb(tithi, birthJdUt) * ASHT_YEARS[index]!;
  return {
    system: cycleSystem(ASHT_LORDS, ASHT_YEARS, { antarFromNext: true }),
    mahas: layMahas(cycleEntries(ASHT_YEARS, index), birthJdUt - elapsed * yearDays, yearDays),
  };
}

const YOGINI_LORDS: readonly GrahaName[] = [
  'Moon',
  'Sun',
  'Jupiter',
  'Mars',
  'Mercury',
  'Saturn',
  'Venus',
  'Rahu',
];
const YOGINI_NAMES = [
  'Mangala',
  'Pingala',
  'Dhanya',
  'Bhramari',
  'Bhadrika',
  'Ulka',
  'Siddha',
  'Sankata',
];
const YOGINI_YEARS = [1, 2, 3, 4, 5, 6, 7, 8];
/** The yogini of each tithi (index0 0..29): the tithi's Ashtottari lord's yogini (Sun Pingala, Moon Mangala, ... Rahu Sankata). */
const TITHI_YOGINI: readonly number[] = TITHI_ASHT_LORD.map((l) =>
  YOGINI_LORDS.indexOf(ASHT_LORDS[l]!),
);

/**
 * Tithi Yogini dasha (Yogini dasha reckoned from the tithi, as Jagannatha Hora and PyJHora compute
 * it): the yogini of the birth tithi's lord begins (TITHI_YOGINI) with the unelapsed part of the
 * tithi (by time) as balance; the Yogini order and years (36) follow, in four cycles; antardashas
 * from the maha yogini, proportional to the yogini years (the rule of Yogini dasha).
 */
export function tithiYoginiDasha(
  tithi: LimbAtBirth,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  const index = TITHI_YOGINI[tithi.index0]!;
  const elapsed = elapsedOfLimb(tithi, birthJdUt) * YOGINI_YEARS[index]!;
  return {
    system: cycleSystem(YOGINI_LORDS, YOGINI_YEARS, { names: YOGINI_NAMES }),
    mahas: layMahas(cycleEntries(YOGINI_YEARS, index), birthJdUt - elapsed * yearDays, yearDays),
  };
}

const VIM_YEARS = VIMSOTTARI_LORDS.map((g) => VIMSOTTARI_YEARS[g]);
/**
 * Yoga Vimsottari dasha (Vimsottari reckoned from the yoga of birth, as Jagannatha Hora and PyJHora
 * compute it): the yogas 1, 10, 19 belong to Saturn, 2, 11, 20 to Mercury, 3, 12, 21 to Ketu and so
 * on in the Vimsottari order (the yoga counted from Vishkambha, lord index (yoga + 6) mod 9 from
 * Ketu); the unelapsed part of the yoga (by time) of the lord's years is the balance; antardashas as
 * Vimsottari's.
 */
export function yogaVimsottariDasha(
  yoga: LimbAtBirth,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  const index = (yoga.index0 + 7) % 9;
  const elapsed = elapsedOfLimb(yoga, birthJdUt) * VIM_YEARS[index]!;
  return {
    system: cycleSystem(VIMSOTTARI_LORDS, VIM_YEARS),
    mahas: layMahas(cycleEntries(VIM_YEARS, index), birthJdUt - elapsed * yearDays, yearDays),
  };
}

const KARANA_LORDS: readonly GrahaName[] = SAPTA_GRAHAS;
const KARANA_YEARS = [12, 12, 12, 12, 12, 12, 12];
/**
 * Karana Chaturaseeti Sama dasha (Chaturaseeti Sama reckoned from the karana of birth, as Jagannatha
 * Hora and PyJHora compute it): the karanas from Bava (the 2nd half-tithi) belong to the Sun, Moon,
 * Mars, Mercury, Jupiter, Venus and Saturn in turn (Shakuni the Sun's, Chatushpada the Moon's, Naga
 * Mars', Kimstughna Mercury's), 12 years each (84); the unelapsed part of the karana (by time) is the
 * balance; antardashas from the maha lord, equal.
 */
export function karanaChaturaseetiDasha(
  karana: LimbAtBirth,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  const index = mod7((karana.index0 === 0 ? 60 : karana.index0) - 1);
  const elapsed = elapsedOfLimb(karana, birthJdUt) * 12;
  return {
    system: cycleSystem(KARANA_LORDS, KARANA_YEARS),
    mahas: layMahas(cycleEntries(KARANA_YEARS, index), birthJdUt - elapsed * yearDays, yearDays),
  };
}
const mod7 = (n: number): number => ((n % 7) + 7) % 7;

// ---------------------------------------------------------------------------------------------
// Saptarishi Nakshatra dasha

/**
 * Saptarishi (Saptarshi) Nakshatra dasha (as Jagannatha Hora and PyJHora compute it): ten
 * nakshatras from the Moon's backward (the Moon's, the one before it, ...), 10 years each (100),
 * from birth with no balance; antardashas equal, the ten nakshatras backward from the maha's own.
 */
export function saptarishiDasha(
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
): BuiltGrahaDasha {
  // ctx = nakshatra (0-26); a maha's antardashas are the ten nakshatras backward from its own
  const first = nakshatraIndex0(moonLonDeg);
  const naks = Array.from({ length: 10 }, (_, i) => (first - i + 27) % 27);
  const system = cachedSystem(
    (n) => ({ lord: NAKSHATRA_NAMES[n]!, nakshatra: n + 1 }),
    (n) =>
      childSpec(
        Array.from({ length: 10 }, (_, k) => (n - k + 27) % 27),
        new Array<number>(10).fill(1),
      ),
  );
  return {
    system,
    mahas: layMahas(
      naks.map((n) => ({ ctx: n, years: 10 })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Ashtakavarga dasha

/**
 * Ashtakavarga dasha (as PyJHora computes it, method "BAV planet"): each of the seven grahas runs for
 * 120 years x the bindus of its own ashtakavarga / the bindus of all seven (337), from the graha
 * with the most bindus down (Jupiter 56, Mercury 54, Venus 52, Moon 49, Sun 48, Mars 39, Saturn 39;
 * between equals the earlier graha); from birth, one cycle; antardashas in the same order from its
 * first graha, in the same proportions. Each graha's bindus total the same in every chart (BPHS
 * ch. 66), so this dasha is the same for every birth.
 */
export function ashtakavargaDasha(birthJdUt: number, yearDays: number): BuiltGrahaDasha {
  const order = [...SAPTA_GRAHAS].sort(
    (a, b) => BAV_TOTALS[b] - BAV_TOTALS[a] || SAPTA_GRAHAS.indexOf(a) - SAPTA_GRAHAS.indexOf(b),
  ) as GrahaName[];
  const w = order.map((g) => BAV_TOTALS[g as keyof typeof BAV_TOTALS]);
  const total = w.reduce((a, b) => a + b, 0);
  const system = cachedSystem(
    (i) => ({ lord: order[i]! }),
    () =>
      childSpec(
        order.map((_, j) => j),
        w,
      ),
  );
  return {
    system,
    mahas: layMahas(
      order.map((_, i) => ({ ctx: i, years: (COVER_YEARS * w[i]!) / total })),
      birthJdUt,
      yearDays,
    ),
  };
}

/** A graha's lordship check used by the tests and the rasi dashas: the sign lord, Scorpio Mars, Aquarius Saturn. */
export const plainLord = (s: number): GrahaName => RASHI_LORDS[mod12(s)]!;

/** Bounds check shared by the callers of the limb dashas. */
export function requireLimb(l: LimbAtBirth | undefined, kind: string): LimbAtBirth {
  if (!l)
    throw new EngineInputError('INVALID_FIELD', `the ${kind} at birth is required`, 'birthJdUt');
  return l;
}

/** Span of one nakshatra, re-exported for the callers' tests. */
export const NAKSHATRA_DEG = NAKSHATRA_SPAN_DEG;

// ---------------------------------------------------------------------------------------------
// Moola dasha as Jagannatha Hora reads it

/** Moolatrikona signs (BPHS ch. 3), Rahu Aquarius and Ketu Scorpio (as in Narayana dasha). */
const MT_SIGN: Readonly<Record<GrahaName, number>> = {
  Sun: 4,
  Moon: 1,
  Mars: 0,
  Mercury: 5,
  Jupiter: 8,
  Venus: 6,
  Saturn: 10,
  Rahu: 10,
  Ketu: 7,
};

/**
 * Moola (Lagna Kendradi graha) dasha as Jagannatha Hora and PyJHora 4.8.5 compute it (Sanjay Rath,
 * "Mula dasa"): the grahas in the kendras from lagna, then the panapharas, then the apoklimas, the
 * strongest first within each; the sequence starts from the strongest graha in a kendra from lagna,
 * the Moon or the Sun. First-cycle years: the Vimsottari years less the signs counted forward from
 * the graha to its moolatrikona sign (12 less when in it), one more if exalted, one less if
 * debilitated (P.V.R. Narasimha Rao's dignities), at least 1; the second cycle gives the rest of the
 * Vimsottari years. Antardashas in the sequence from the maha lord, in proportion to the
 * first-cycle years.
 */
export function moolaJhoraDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  stronger: GrahaStrength = TEXT_STRENGTH,
  strongestOf?: (c: SignChart, list: readonly GrahaName[]) => GrahaName,
): BuiltGrahaDasha {
  const strongest =
    strongestOf ??
    ((cc: SignChart, list: readonly GrahaName[]) => list.reduce((a, b) => stronger(cc, a, b)));
  const rank = (cands: GrahaName[]): GrahaName[] => {
    const rest = [...cands];
    const out: GrahaName[] = [];
    while (rest.length > 0) {
      const best = strongest(c, rest);
      out.push(best);
      rest.splice(rest.indexOf(best), 1);
    }
    return out;
  };
  const inHouses = (ref: number, offs: readonly number[]) =>
    GRAHA_NAMES.filter((g) => offs.some((o) => c.sign[g] === mod12(ref + o)));
  let q = [
    ...rank(inHouses(c.lagnaSign, [0, 3, 6, 9])),
    ...rank(inHouses(c.lagnaSign, [1, 4, 7, 10])),
    ...rank(inHouses(c.lagnaSign, [2, 5, 8, 11])),
  ];
  const seedCands = [
    ...new Set(
      [c.lagnaSign, c.sign.Moon, c.sign.Sun].flatMap((ref) => inHouses(ref, [0, 3, 6, 9])),
    ),
  ];
  if (seedCands.length > 0) {
    const seed = strongest(c, seedCands);
    const j = q.indexOf(seed);
    if (j > 0) q = [...q.slice(j), ...q.slice(0, j)];
  }
  const first = q.map((g) => {
    const s = c.sign[g];
    let y = VIMSOTTARI_YEARS[g] - (s === MT_SIGN[g] ? 12 : mod12(MT_SIGN[g] - s));
    if (DIGNITY_PVR.exalted(g, s)) y += 1;
    else if (DIGNITY_PVR.debilitated(g, s)) y -= 1;
    return y <= 0 ? 1 : y;
  });
  const n = q.length;
  const system = cachedSystem(
    (i) => ({ lord: q[i]! }),
    (i) =>
      childSpec(
        Array.from({ length: n }, (_, k) => (i + k) % n),
        Array.from({ length: n }, (_, k) => first[(i + k) % n]!),
      ),
  );
  const entries = [
    ...q.map((_, i) => ({ ctx: i, years: first[i]! })),
    ...q.map((g, i) => ({ ctx: i, years: VIMSOTTARI_YEARS[g] - first[i]! })),
  ];
  return { system, mahas: layMahas(entries, birthJdUt, yearDays) };
}
