/**
 * @module The upagrahas (sub-planets) of a birth (BPHS ch. 3, the upagrahas, Santhanam's numbering;
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", the chapter on upagrahas).
 *
 * The Sun-based five (BPHS ch. 3): Dhuma = Sun + 133 deg 20'; Vyatipata = 360 deg - Dhuma;
 * Parivesha = Vyatipata + 180 deg; Indrachapa = 360 deg - Parivesha; Upaketu = Indrachapa +
 * 16 deg 40' (= Sun - 30 deg).
 *
 * The time-based ones (BPHS ch. 3): the day (sunrise to sunset) or the night (sunset to the next
 * sunrise) holding the birth is cut into 8 equal parts. By day the parts go to the weekday's lord
 * and the lords of the following weekdays (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn), the
 * 8th to none; by night the first goes to the lord of the 5th weekday from it. Each upagraha is the
 * lagna rising at a point of its lord's part: Kaala the Sun's, Mrityu Mars', Artha Prahara
 * Mercury's, Yama Ghantaka Jupiter's, at the part's middle (P.V.R. Narasimha Rao); Gulika and Mandi
 * both Saturn's, at the start, the middle or the end of it by tradition (variant `gulika`).
 *
 * Where the Sun does not rise or set the time-based upagrahas are null with a note. Pure.
 */
import { norm360, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { ascendantMc } from '../ephemeris/sidereal-time.js';
import { grahaPositions, type AyanamsaName } from '../ephemeris/index.js';
import { savanaDay, type SavanaDay } from '../chart/savana-day.js';
import { resolvePartVariants, type ChosenVariants, type PartAspect } from '../parts/variants.js';

export const UPAGRAHA_VARIANTS = {
  gulika: {
    default: 'jhora',
    variants: [
      {
        id: 'jhora',
        name: "Gulika at the start, Mandi at the middle of Saturn's part (Jagannatha Hora)",
        source:
          "As Jagannatha Hora computes them and PyJHora 4.8.5 reproduces it (drik.gulika_longitude: the lagna at the beginning of Saturn's part; drik.maandi_longitude: at its middle); BPHS ch. 3 places Gulika at the start of Saturn's part",
      },
      {
        id: 'pvr',
        name: "Gulika at the middle, Mandi at the start (P.V.R. Narasimha Rao's book)",
        source:
          'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, the chapter on upagrahas: "Gulika rises at the middle of Saturn\'s part; Maandi rises at the beginning of Saturn\'s part"',
      },
      {
        id: 'kerala',
        name: 'Gulika at the start, Mandi at the end (Kerala)',
        source:
          "The Kerala practice (Prasna Marga): Gulika the lagna at the beginning of Saturn's part, Mandi at its end",
      },
    ],
  },
} as const satisfies Readonly<Record<string, PartAspect>>;
export type UpagrahaAspect = keyof typeof UPAGRAHA_VARIANTS;
export type UpagrahaVariants = ChosenVariants<UpagrahaAspect>;

export type UpagrahaId =
  | 'dhuma'
  | 'vyatipata'
  | 'parivesha'
  | 'indrachapa'
  | 'upaketu'
  | 'kaala'
  | 'mrityu'
  | 'artha_prahara'
  | 'yama_ghantaka'
  | 'gulika'
  | 'mandi';
export type PartPoint = 'start' | 'middle' | 'end';

export interface Upagraha {
  id: UpagrahaId;
  name: string;
  /** Jagannatha Hora's marking, e.g. Gk */
  abbr: string;
  kind: 'sun' | 'time';
  /** sidereal longitude, degrees [0, 360); null where it does not exist (no sunrise or sunset) */
  lonDeg: number | null;
  /** for the time-based: the lord whose part is read, and where in it */
  part?: { lord: SaptaGraha; index: number; at: PartPoint; jdUt: number };
  rule: string;
  note?: string;
}

export interface Upagrahas {
  variants: UpagrahaVariants;
  /** day (sunrise to sunset) or night (sunset to the next sunrise) holding the birth; null in polar day or night */
  period: {
    kind: 'day' | 'night';
    startJdUt: number;
    endJdUt: number;
    weekday0: number;
    lords: (SaptaGraha | null)[];
  } | null;
  upagrahas: Upagraha[];
}

const WEEKDAY_LORDS: readonly SaptaGraha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
];

/** The lords of the 8 parts (the 8th none): by day from the weekday's lord, by night from the lord of the 5th weekday from it (BPHS ch. 3). */
export function partLords(weekday0: number, kind: 'day' | 'night'): (SaptaGraha | null)[] {
  const first = kind === 'day' ? weekday0 : (weekday0 + 4) % 7;
  return [...Array.from({ length: 7 }, (_, k) => WEEKDAY_LORDS[(first + k) % 7]!), null];
}

/** The five Sun-based upagrahas from the Sun's sidereal longitude (BPHS ch. 3). */
export function sunUpagrahas(
  sunDeg: number,
): Record<'dhuma' | 'vyatipata' | 'parivesha' | 'indrachapa' | 'upaketu', number> {
  const dhuma = norm360(sunDeg + 133 + 20 / 60);
  const vyatipata = norm360(360 - dhuma);
  const parivesha = norm360(vyatipata + 180);
  const indrachapa = norm360(360 - parivesha);
  const upaketu = norm360(indrachapa + 16 + 40 / 60);
  return { dhuma, vyatipata, parivesha, indrachapa, upaketu };
}

const TIME_UPAGRAHAS: readonly { id: UpagrahaId; name: string; abbr: string; lord: SaptaGraha }[] =
  [
    { id: 'kaala', name: 'Kaala', abbr: 'Kl', lord: 'Sun' },
    { id: 'mrityu', name: 'Mrityu', abbr: 'Mr', lord: 'Mars' },
    { id: 'artha_prahara', name: 'Artha Prahara', abbr: 'Ap', lord: 'Mercury' },
    { id: 'yama_ghantaka', name: 'Yama Ghantaka', abbr: 'Yg', lord: 'Jupiter' },
    { id: 'gulika', name: 'Gulika', abbr: 'Gk', lord: 'Saturn' },
    { id: 'mandi', name: 'Mandi', abbr: 'Md', lord: 'Saturn' },
  ];

/** Where in its lord's part each time-based upagraha rises, by the gulika variant. */
export function partPoints(variant: string): Record<'gulika' | 'mandi' | 'other', PartPoint> {
  if (variant === 'pvr') return { gulika: 'middle', mandi: 'start', other: 'middle' };
  if (variant === 'kerala') return { gulika: 'start', mandi: 'end', other: 'middle' };
  return { gulika: 'start', mandi: 'middle', other: 'middle' };
}

/** The sidereal lagna at an instant in the chart's ayanamsa (the ascendant less the mean ayanamsa and nutation, as buildBasis). */
function siderealLagna(
  jdUt: number,
  latDeg: number,
  lonDeg: number,
  ayanamsa: AyanamsaName,
): number {
  const a = ascendantMc(jdUt, latDeg, lonDeg);
  const set = grahaPositions(jdUt, { ayanamsa, only: ['Sun'] });
  return norm360(a.ascTropicalDeg - set.ayanamsaDeg - set.dpsiDeg);
}

/**
 * The upagrahas of a chart.
 * @param basis the chart (its sunrise and sunset are read; missing ones are computed)
 * @param ayanamsa the chart's ayanamsa (the lagna at each part's instant is computed in it)
 * @param asked variant ids per aspect (UPAGRAHA_VARIANTS)
 * @param day the savana day when the caller has it already
 */
export function upagrahas(
  basis: ChartBasis,
  ayanamsa: AyanamsaName,
  asked: Partial<Record<string, string>> = {},
  day: SavanaDay = savanaDay(basis),
): Upagrahas {
  const variants = resolvePartVariants('upagrahas', UPAGRAHA_VARIANTS, asked);
  const sun = basis.grahas.find((g) => g.name === 'Sun')!.lonDeg;
  const s = sunUpagrahas(sun);
  const sunRule = (r: string) => `${r} (BPHS ch. 3)`;
  const out: Upagraha[] = [
    {
      id: 'dhuma',
      name: 'Dhuma',
      abbr: 'Dm',
      kind: 'sun',
      lonDeg: s.dhuma,
      rule: sunRule("Sun + 133 deg 20'"),
    },
    {
      id: 'vyatipata',
      name: 'Vyatipata',
      abbr: 'Vy',
      kind: 'sun',
      lonDeg: s.vyatipata,
      rule: sunRule('360 deg - Dhuma'),
    },
    {
      id: 'parivesha',
      name: 'Parivesha',
      abbr: 'Pv',
      kind: 'sun',
      lonDeg: s.parivesha,
      rule: sunRule('Vyatipata + 180 deg'),
    },
    {
      id: 'indrachapa',
      name: 'Indrachapa',
      abbr: 'Ic',
      kind: 'sun',
      lonDeg: s.indrachapa,
      rule: sunRule('360 deg - Parivesha'),
    },
    {
      id: 'upaketu',
      name: 'Upaketu',
      abbr: 'Uk',
      kind: 'sun',
      lonDeg: s.upaketu,
      rule: sunRule("Indrachapa + 16 deg 40' (Sun - 30 deg)"),
    },
  ];
  const points = partPoints(variants.gulika);
  const period = day.part
    ? { ...day.part, weekday0: day.weekday0, lords: partLords(day.weekday0, day.part.kind) }
    : null;
  for (const t of TIME_UPAGRAHAS) {
    const at = t.id === 'gulika' ? points.gulika : t.id === 'mandi' ? points.mandi : points.other;
    const rule = `the lagna rising at the ${at} of ${t.lord}'s eighth of the ${period?.kind ?? 'day or night'} (BPHS ch. 3${t.id === 'gulika' || t.id === 'mandi' ? `; variant ${variants.gulika}` : '; P.V.R. Narasimha Rao'})`;
    if (!period) {
      out.push({
        id: t.id,
        name: t.name,
        abbr: t.abbr,
        kind: 'time',
        lonDeg: null,
        rule,
        note: 'the Sun does not rise or set at this latitude on this day (polar day or night): there are no parts of the day to read',
      });
      continue;
    }
    const index = period.lords.indexOf(t.lord);
    const len = (period.endJdUt - period.startJdUt) / 8;
    const jd = period.startJdUt + (index + (at === 'start' ? 0 : at === 'middle' ? 0.5 : 1)) * len;
    out.push({
      id: t.id,
      name: t.name,
      abbr: t.abbr,
      kind: 'time',
      lonDeg: siderealLagna(jd, basis.latDeg, basis.lonDeg, ayanamsa),
      part: { lord: t.lord, index: index + 1, at, jdUt: jd },
      rule,
    });
  }
  return { variants, period, upagrahas: out };
}
