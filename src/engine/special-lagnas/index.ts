/**
 * @module The special lagnas (vishesha lagnas) of a birth: longitudes from which houses are counted
 * like the lagna's (BPHS ch. 5, Santhanam's numbering; P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. 5 "Special Lagnas").
 *
 * - Bhava, Hora and Ghati lagna (BPHS 5.2-8): the Sun's longitude at sunrise plus one sign for every
 *   5 ghatis (bhava; 0.25 deg a minute), 2.5 ghatis (hora; 0.5 deg a minute) or ghati (ghati; 1.25
 *   deg a minute) elapsed since sunrise.
 * - Vighati lagna: no classical text defines it (it is not in BPHS); Jagannatha Hora lists it and
 *   PyJHora moves it 15 deg a minute (one sign in 5 vighatis). Variant `vighatika` reads the name
 *   literally: one sign a vighatika, 75 deg a minute.
 * - Pranapada (BPHS ch. 3, "Pranapada"; PVR ch. 5): the vighatis elapsed since sunrise divided by
 *   15 give signs, added to the Sun at birth (5 deg a minute), plus 240 deg when the Sun is in a
 *   fixed sign and 120 deg in a dual sign.
 * - Indu lagna (Uttara Kalamrita; Jataka Alankaram): the kalas of the 9th lord from the lagna and of
 *   the 9th lord from the Moon (Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1)
 *   added and reduced by 12 (0 read as 12); that many signs counted from the Moon's. A sign: its
 *   longitude is given, as Jagannatha Hora gives it, with the Moon's degrees in it.
 * - Sree lagna (PVR ch. 5, after Sanjay Rath): the fraction of its nakshatra the Moon has passed,
 *   times 360 deg, added to the lagna.
 * - Bhrigu Bindu (R.G. Rao, "Bhrigu Bindu"): the midpoint of the arc from Rahu forward to the Moon.
 * - Varnada lagna of each house (BPHS 5.10-13 1/2): from the house's sign counted from the lagna and
 *   the same house counted from the hora lagna, by one of four readings (variant `varnada`).
 *
 * Where the Sun does not rise (polar day and night) the time-based lagnas are null with a note.
 * Pure: same basis, same answer.
 */
import {
  GRAHA_NAMES,
  NAKSHATRA_SPAN_DEG,
  RASHI_LORDS,
  norm360,
  rashiIndex0,
  type GrahaName,
  type SaptaGraha,
} from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { grahaPositions, type AyanamsaName } from '../ephemeris/index.js';
import { savanaDay, type SavanaDay } from '../chart/savana-day.js';
import { resolvePartVariants, type ChosenVariants, type PartAspect } from '../parts/variants.js';

export const SPECIAL_LAGNA_VARIANTS = {
  day: {
    default: 'vedic-day',
    variants: [
      {
        id: 'vedic-day',
        name: 'Time from the sunrise that began the day',
        source:
          'BPHS 5.2-8: the time elapsed from sunrise to birth; a birth before sunrise belongs to the day that began at the previous sunrise (the savana day), so its time is counted from that sunrise and the Sun is taken at it',
      },
      {
        id: 'civil-day',
        name: "Time from the civil date's sunrise (PyJHora)",
        source:
          "PyJHora 4.8.5 drik.special_ascendant: the sunrise of the birth's civil date and the Sun at it, the elapsed time negative for a birth before that sunrise; the same as vedic-day for every birth after sunrise",
      },
    ],
  },
  vighati: {
    default: 'jhora',
    variants: [
      {
        id: 'jhora',
        name: 'One sign in 5 vighatis (Jagannatha Hora, PyJHora)',
        source:
          'No classical text defines the vighati lagna; Jagannatha Hora lists it and PyJHora 4.8.5 (drik.vighati_lagna) moves it from the Sun at sunrise 15 degrees a minute of time',
      },
      {
        id: 'vighatika',
        name: 'One sign a vighatika',
        source:
          'The name read literally, as the ghati lagna moves one sign a ghatika (BPHS 5.6-8): one sign in each vighatika (24 seconds) from sunrise, 75 degrees a minute',
      },
    ],
  },
  varnada: {
    default: 'santhanam',
    variants: [
      {
        id: 'santhanam',
        name: 'BPHS as R. Santhanam translates it (also G.C. Sharma)',
        source:
          'BPHS 5.10-13 1/2 (Santhanam): count from Aries to an odd sign or from Pisces backward to an even one, for the house from the lagna and from the hora lagna; add the two counts when both are odd or both even, else subtract the smaller; an odd result is counted from Aries, an even one from Pisces backward. PyJHora varnada_method=2',
      },
      {
        id: 'bv-raman',
        name: 'B.V. Raman',
        source:
          "The same counts, added when the two signs are both odd or both even, else subtracted; the result counted from Aries when the lagna's house is odd, from Pisces backward when it is even (PyJHora varnada_method=1, its default)",
      },
      {
        id: 'sanjay-rath',
        name: 'Sanjay Rath (by longitudes)',
        source:
          "The longitudes of the house from the lagna and from the hora lagna, each taken from the end of the zodiac when its sign is even, added when both are odd or both even, else subtracted; the result taken from the end when the lagna's house is even (PyJHora varnada_method=3)",
      },
      {
        id: 'jha-pandey',
        name: 'Sitaram Jha and Ramachandra Pandey (by longitudes)',
        source:
          "The counts of the santhanam reading decide: an odd count adds the two longitudes, an even one subtracts them, both taken from the end of the zodiac when the lagna's house is even (PyJHora varnada_method=4)",
      },
    ],
  },
} as const satisfies Readonly<Record<string, PartAspect>>;
export type SpecialLagnaAspect = keyof typeof SPECIAL_LAGNA_VARIANTS;
export type SpecialLagnaVariants = ChosenVariants<SpecialLagnaAspect>;

/** Degrees a minute of time from sunrise (BPHS 5.2-8). */
export const LAGNA_RATE_DEG_PER_MIN = { bhava: 0.25, hora: 0.5, ghati: 1.25 } as const;
export const VIGHATI_RATE_DEG_PER_MIN: Readonly<Record<string, number>> = {
  jhora: 15,
  vighatika: 75,
};
/** Pranapada: vighatis / 15 in signs, i.e. 2.5 vighatis a minute x 2 deg = 5 deg a minute. */
export const PRANAPADA_DEG_PER_MIN = 5;
/** Indu lagna kalas, Sun..Saturn (Uttara Kalamrita). */
export const INDU_KALAS: Readonly<Record<SaptaGraha, number>> = {
  Sun: 30,
  Moon: 16,
  Mars: 6,
  Mercury: 8,
  Jupiter: 10,
  Venus: 12,
  Saturn: 1,
};

export type SpecialLagnaId =
  'bhava' | 'hora' | 'ghati' | 'vighati' | 'pranapada' | 'indu' | 'sree' | 'bhrigu_bindu';

export interface SpecialLagna {
  id: SpecialLagnaId;
  name: string;
  /** Jagannatha Hora's marking, e.g. HL */
  abbr: string;
  /** sidereal longitude, degrees [0, 360); null where it does not exist (no sunrise) */
  lonDeg: number | null;
  /** the rule in one line and its source */
  rule: string;
  /** why the value is null, or what its longitude means when the rule gives only a sign */
  note?: string;
}

export interface VarnadaLagna {
  /** the house (1-12) from the lagna */
  house: number;
  /** VL for the 1st, V2 ... V12 */
  abbr: string;
  /** 0-based sign (0 = Aries); null without a hora lagna */
  sign0: number | null;
  /** longitude: the computed one of the longitude readings, else the sign with the lagna's degrees in it (as Jagannatha Hora draws it) */
  lonDeg: number | null;
}

export interface SpecialLagnas {
  variants: SpecialLagnaVariants;
  lagnas: SpecialLagna[];
  varnada: VarnadaLagna[];
  /** minutes from the sunrise used (vedic-day or civil-day) to the birth; null without a sunrise */
  minutesFromSunrise: number | null;
  /** the Sun's sidereal longitude at that sunrise */
  sunAtSunriseDeg: number | null;
}

/** What the rules read: positions at birth, and the sunrise they count from. */
export interface SpecialLagnaInputs {
  ascendantDeg: number;
  /** sidereal longitudes Sun..Ketu */
  grahaLonDeg: readonly number[];
  /** minutes from the sunrise of the `day` variant to the birth (negative before it); null without one */
  minutesFromSunrise: number | null;
  /** the Sun at that sunrise */
  sunAtSunriseDeg: number | null;
  /** minutes from the sunrise that began the vedic day (pranapada always counts from it); null without one */
  minutesFromVedicSunrise: number | null;
}

const NAMES: Readonly<Record<SpecialLagnaId, [string, string]>> = {
  bhava: ['Bhava Lagna', 'BL'],
  hora: ['Hora Lagna', 'HL'],
  ghati: ['Ghati Lagna', 'GL'],
  vighati: ['Vighati Lagna', 'ViL'],
  pranapada: ['Pranapada Lagna', 'PP'],
  indu: ['Indu Lagna', 'IL'],
  sree: ['Sree Lagna', 'SL'],
  bhrigu_bindu: ['Bhrigu Bindu', 'BB'],
};
const NO_SUNRISE =
  'the Sun does not rise or set at this latitude on this day (polar day or night): there is no sunrise to count from';

const mod12 = (n: number) => ((n % 12) + 12) % 12;
const isOddSign = (s: number) => mod12(s) % 2 === 0;
/** Count from Aries to an odd sign, from Pisces backward to an even one (1-12). */
const countFromEnds = (s: number) => (isOddSign(s) ? mod12(s) + 1 : 12 - mod12(s));

/** The hora lagna of inputs (null without a sunrise). */
function horaLagnaOf(i: SpecialLagnaInputs): number | null {
  return i.minutesFromSunrise === null || i.sunAtSunriseDeg === null
    ? null
    : norm360(i.sunAtSunriseDeg + LAGNA_RATE_DEG_PER_MIN.hora * i.minutesFromSunrise);
}

/**
 * Varnada lagna of a house (1-12) by a reading, from the lagna and the hora lagna (BPHS 5.10-13 1/2
 * and its readings; SPECIAL_LAGNA_VARIANTS.varnada).
 */
export function varnadaLagna(
  ascendantDeg: number,
  horaLagnaDeg: number,
  house: number,
  reading: string,
): { sign0: number; lonDeg: number } {
  const lagna = mod12(rashiIndex0(ascendantDeg) + house - 1);
  const hl = mod12(rashiIndex0(horaLagnaDeg) + house - 1);
  const lagnaDeg = norm360(ascendantDeg) - rashiIndex0(ascendantDeg) * 30;
  const hlDeg = norm360(horaLagnaDeg) - rashiIndex0(horaLagnaDeg) * 30;
  const c1 = countFromEnds(lagna),
    c2 = countFromEnds(hl);
  const withLagnaDegrees = (sign0: number) => ({ sign0, lonDeg: sign0 * 30 + lagnaDeg });
  if (reading === 'bv-raman' || reading === 'santhanam') {
    const same = reading === 'bv-raman' ? isOddSign(lagna) === isOddSign(hl) : c1 % 2 === c2 % 2;
    const count = same ? (c1 + c2) % 12 : Math.abs(c1 - c2) % 12;
    const forward = reading === 'bv-raman' ? isOddSign(lagna) : count % 2 === 1;
    return withLagnaDegrees(forward ? mod12(count - 1) : mod12(12 - count));
  }
  let a = lagna * 30 + lagnaDeg;
  let h = hl * 30 + hlDeg;
  if (reading === 'sanjay-rath') {
    if (!isOddSign(lagna)) a = 360 - a;
    if (!isOddSign(hl)) h = 360 - h;
    let v =
      isOddSign(lagna) === isOddSign(hl)
        ? norm360(a + h)
        : norm360(Math.max(a, h) - Math.min(a, h));
    if (!isOddSign(lagna)) v = 360 - v;
    v = norm360(v);
    return { sign0: rashiIndex0(v), lonDeg: v };
  }
  // jha-pandey: both longitudes from the end of the zodiac when the lagna's house is even; the counts decide
  if (!isOddSign(lagna)) {
    a = 360 - a;
    h = 360 - h;
  }
  const count = c1 % 2 === c2 % 2 ? (c1 + c2) % 12 : Math.abs(c1 - c2) % 12;
  const v = count % 2 === 1 ? norm360(a + h) : norm360(Math.max(a, h) - Math.min(a, h));
  return { sign0: rashiIndex0(v), lonDeg: v };
}

/** The special lagnas from their inputs (the rules alone: no ephemeris, no sunrise search). */
export function specialLagnasFrom(
  i: SpecialLagnaInputs,
  variants: SpecialLagnaVariants,
): Omit<SpecialLagnas, 'variants'> {
  const [sun, moon, , , , , , rahu] = i.grahaLonDeg as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const timed = (rate: number) =>
    i.minutesFromSunrise === null || i.sunAtSunriseDeg === null
      ? null
      : norm360(i.sunAtSunriseDeg + rate * i.minutesFromSunrise);
  const point = (
    id: SpecialLagnaId,
    lonDeg: number | null,
    rule: string,
    note?: string,
  ): SpecialLagna => ({
    id,
    name: NAMES[id][0],
    abbr: NAMES[id][1],
    lonDeg,
    rule,
    ...(lonDeg === null ? { note: NO_SUNRISE } : note ? { note } : {}),
  });
  const vighatiRate = VIGHATI_RATE_DEG_PER_MIN[variants.vighati]!;
  // pranapada: Sun at birth + 5 deg a minute from the vedic sunrise, +240 deg fixed, +120 deg dual (BPHS ch. 3)
  const sunSign = rashiIndex0(sun);
  const pranapada =
    i.minutesFromVedicSunrise === null
      ? null
      : norm360(
          sun + PRANAPADA_DEG_PER_MIN * i.minutesFromVedicSunrise + [0, 240, 120][sunSign % 3]!,
        );
  // indu: kalas of the 9th lords from the lagna and from the Moon, counted from the Moon's sign
  const moonSign = rashiIndex0(moon);
  const ninthLord = (s: number) => RASHI_LORDS[mod12(s + 8)]!;
  const kalas =
    INDU_KALAS[ninthLord(rashiIndex0(i.ascendantDeg))] + INDU_KALAS[ninthLord(moonSign)];
  const induSign = mod12(moonSign + (kalas % 12 || 12) - 1);
  const indu = induSign * 30 + (norm360(moon) - moonSign * 30);
  // sree: the fraction of the Moon's nakshatra passed, times 360, added to the lagna
  const sree = norm360(
    i.ascendantDeg + ((norm360(moon) % NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG) * 360,
  );
  // bhrigu bindu: the midpoint of the arc from Rahu forward to the Moon
  const bb = norm360(rahu + norm360(moon - rahu) / 2);
  const hl = horaLagnaOf(i);
  return {
    lagnas: [
      point(
        'bhava',
        timed(LAGNA_RATE_DEG_PER_MIN.bhava),
        'Sun at sunrise + one sign every 5 ghatis (2 hours) since sunrise (BPHS 5.2-3)',
      ),
      point(
        'hora',
        hl,
        'Sun at sunrise + one sign every 2.5 ghatis (1 hour) since sunrise (BPHS 5.4-5)',
      ),
      point(
        'ghati',
        timed(LAGNA_RATE_DEG_PER_MIN.ghati),
        'Sun at sunrise + one sign every ghati (24 minutes) since sunrise (BPHS 5.6-8)',
      ),
      point(
        'vighati',
        timed(vighatiRate),
        `Sun at sunrise + ${vighatiRate} degrees a minute since sunrise (${variants.vighati === 'jhora' ? 'Jagannatha Hora, PyJHora; no classical text' : 'one sign a vighatika'})`,
      ),
      point(
        'pranapada',
        pranapada,
        'Sun at birth + vighatis since sunrise / 15 in signs, + 240 degrees when the Sun is in a fixed sign, + 120 in a dual sign (BPHS ch. 3, Pranapada)',
      ),
      point(
        'indu',
        indu,
        'kalas of the 9th lords from the lagna and from the Moon added, reduced by 12, counted from the Moon (Uttara Kalamrita)',
        "a sign: its longitude carries the Moon's degrees, as Jagannatha Hora draws it",
      ),
      point(
        'sree',
        sree,
        'lagna + 360 degrees x the fraction of its nakshatra the Moon has passed (P.V.R. Narasimha Rao, ch. 5)',
      ),
      point(
        'bhrigu_bindu',
        bb,
        'midpoint of the arc from Rahu forward to the Moon (R.G. Rao, Bhrigu Bindu)',
      ),
    ],
    varnada: Array.from({ length: 12 }, (_, k) => {
      const v = hl === null ? null : varnadaLagna(i.ascendantDeg, hl, k + 1, variants.varnada);
      return {
        house: k + 1,
        abbr: k === 0 ? 'VL' : `V${k + 1}`,
        sign0: v?.sign0 ?? null,
        lonDeg: v?.lonDeg ?? null,
      };
    }),
    minutesFromSunrise: i.minutesFromSunrise,
    sunAtSunriseDeg: i.sunAtSunriseDeg,
  };
}

/**
 * The special lagnas of a chart.
 * @param basis the chart (a full basis: its sunrise is read; a missing one is computed)
 * @param ayanamsa the chart's ayanamsa (the Sun at sunrise is computed in it)
 * @param asked variant ids per aspect (SPECIAL_LAGNA_VARIANTS); the others take their default
 * @param day the savana day when the caller has it already
 * @throws EngineInputError INVALID_FIELD for an unknown variant
 */
export function specialLagnas(
  basis: ChartBasis,
  ayanamsa: AyanamsaName,
  asked: Partial<Record<string, string>> = {},
  day: SavanaDay = savanaDay(basis),
): SpecialLagnas {
  const variants = resolvePartVariants('special lagnas', SPECIAL_LAGNA_VARIANTS, asked);
  const sunrise = variants.day === 'civil-day' ? day.civilSunriseJdUt : day.vedicSunriseJdUt;
  const sunAt =
    sunrise === null
      ? null
      : grahaPositions(sunrise, { ayanamsa, only: ['Sun'] }).grahas[0]!.siderealLonDeg;
  const lon = GRAHA_NAMES.map((n: GrahaName) => basis.grahas.find((g) => g.name === n)!.lonDeg);
  return {
    variants,
    ...specialLagnasFrom(
      {
        ascendantDeg: basis.ascendantDeg,
        grahaLonDeg: lon,
        minutesFromSunrise: sunrise === null ? null : (basis.jdUt - sunrise) * 1440,
        sunAtSunriseDeg: sunAt,
        minutesFromVedicSunrise:
          day.vedicSunriseJdUt === null ? null : (basis.jdUt - day.vedicSunriseJdUt) * 1440,
      },
      variants,
    ),
  };
}
