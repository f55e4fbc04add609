/**
 * @module Dasha systems: the catalogue of the systems offered (DASHA_SYSTEMS), one entry point computing any of
 * them to 1-6 levels within an optional window, and the Vimsottari tree of the SovereignChart.
 * Vimsottari follows BPHS ch. 46; see docs/dashas.md for every system's source and rules.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';
import {
  ASHTOTTARI,
  ASHTOTTARI_27,
  SHASHTIHAYANI_27,
  CHATURASEETI_SAMA,
  DWADASHOTTARI,
  DWISAPTATI_SAMA,
  KALACHAKRA_SYSTEM,
  NAISARGIKA,
  PANCHOTTARI,
  SHASHTIHAYANI,
  SHATABDIKA,
  SHATTRIMSHA_SAMA,
  SHODASHOTTARI,
  VIMSOTTARI,
  YOGINI,
  cyclicMahas,
  cyclicSystem,
  kalachakraMahas,
  kalachakraNavamsaMahas,
  type CyclicGrahaDasha,
} from './nakshatra-dashas.js';
import { buildChartDasha, type RasiDashaId } from './rasi-dashas.js';
import { buildExtraDasha, EXTRA_SYSTEMS, isExtraSystem } from './extra-systems.js';
import type { LimbProvider } from './extra-inputs.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import { DASHA_VARIANTS, resolveVariant } from './variants.js';
import { expandTree, type MahaSeed, type TreeSystem } from './tree.js';
import {
  DASHA_LEVEL_NAMES,
  DEFAULT_YEAR_DAYS,
  type DashaPeriod,
  type DashaResult,
  type DashaSystemInfo,
} from './types.js';

export * from './types.js';
export { DASHA_VARIANTS, resolveVariant, variantIds, type DashaVariant } from './variants.js';
export { isoFastFromJdUt } from './tree.js';
export { sreeLagnaDeg, brahmaGraha } from './rasi-dashas.js';
export {
  KALACHAKRA_SEQUENCES,
  KALACHAKRA_SIGN_YEARS,
  KALACHAKRA_NAKSHATRA_GROUP,
  kalachakraParamayus,
  kalachakraSequence,
} from './nakshatra-dashas.js';

/** The dasha systems offered, with the classical source of the rules implemented and their named variants: the first 22, then those added for issue 34 (extra-systems.ts). */
const SYSTEMS: readonly DashaSystemInfo[] = [
  {
    id: 'vimsottari',
    name: 'Vimsottari',
    kind: 'graha',
    input: 'moon',
    totalYears: 120,
    source: 'BPHS ch. 46 (Vimsottari dasha)',
  },
  {
    id: 'ashtottari',
    name: 'Ashtottari',
    kind: 'graha',
    input: 'moon',
    totalYears: 108,
    source:
      'BPHS ch. 46 (Ashtottari; applies when Rahu is in a kendra or trikona from the lagna lord, not in lagna)',
  },
  {
    id: 'yogini',
    name: 'Yogini',
    kind: 'graha',
    input: 'moon',
    totalYears: 36,
    source: 'Manasagari (Yogini dasha, Skanda Purana tradition)',
  },
  {
    id: 'shodashottari',
    name: 'Shodashottari',
    kind: 'graha',
    input: 'moon',
    totalYears: 116,
    source:
      "BPHS ch. 46 (applies: lagna in the Sun's hora in Shukla paksha, or in the Moon's hora in Krishna paksha)",
  },
  {
    id: 'dwadashottari',
    name: 'Dwadashottari',
    kind: 'graha',
    input: 'moon',
    totalYears: 112,
    source: 'BPHS ch. 46 (applies: lagna in a navamsa of Venus)',
  },
  {
    id: 'panchottari',
    name: 'Panchottari',
    kind: 'graha',
    input: 'moon',
    totalYears: 105,
    source: 'BPHS ch. 46 (applies: Cancer lagna in Cancer dwadasamsa)',
  },
  {
    id: 'shatabdika',
    name: 'Shatabdika',
    kind: 'graha',
    input: 'moon',
    totalYears: 100,
    source: 'BPHS ch. 46 (applies: vargottama lagna)',
  },
  {
    id: 'chaturaseeti-sama',
    name: 'Chaturaseeti Sama',
    kind: 'graha',
    input: 'moon',
    totalYears: 84,
    source: 'BPHS ch. 46 (applies: 10th lord in the 10th)',
  },
  {
    id: 'dwisaptati-sama',
    name: 'Dwisaptati Sama',
    kind: 'graha',
    input: 'moon',
    totalYears: 72,
    source: 'BPHS ch. 46 (applies: lagna lord in the 7th or 7th lord in lagna)',
  },
  {
    id: 'shashtihayani',
    name: 'Shashtihayani',
    kind: 'graha',
    input: 'moon',
    totalYears: 60,
    source: 'BPHS ch. 46 (applies: Sun in lagna)',
  },
  {
    id: 'shattrimsha-sama',
    name: 'Shattrimsha Sama',
    kind: 'graha',
    input: 'moon',
    totalYears: 36,
    source: "BPHS ch. 46 (applies: day birth in Sun's hora or night birth in Moon's hora)",
  },
  {
    id: 'kalachakra',
    name: 'Kalachakra',
    kind: 'rasi',
    input: 'moon',
    source:
      'BPHS ch. 46 (Kalachakra dasha); Phaladeepika ch. 8 sl. 10-14 (balance and antardashas)',
  },
  {
    id: 'naisargika',
    name: 'Naisargika',
    kind: 'graha',
    input: 'birth',
    totalYears: 120,
    source: 'BPHS ch. 46 (Naisargika dasha)',
  },
  {
    id: 'chara',
    name: 'Chara',
    kind: 'rasi',
    input: 'chart',
    source:
      "Jaimini Upadesa Sutras 2.4; BPHS ch. 46; K.N. Rao, Predicting through Jaimini's Chara Dasha (variants: K.N. Rao, P.V.N. Rao)",
  },
  {
    id: 'narayana',
    name: 'Narayana',
    kind: 'rasi',
    input: 'chart',
    source:
      'Jaimini Upadesa Sutras 2.4; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach',
  },
  {
    id: 'sthira',
    name: 'Sthira',
    kind: 'rasi',
    input: 'chart',
    totalYears: 96,
    source: 'Jaimini Upadesa Sutras 2.4; BPHS ch. 46 (rasi dashas)',
  },
  {
    id: 'shoola',
    name: 'Shoola',
    kind: 'rasi',
    input: 'chart',
    totalYears: 108,
    source: 'Jaimini Upadesa Sutras 2.4; BPHS ch. 46 (rasi dashas)',
  },
  {
    id: 'trikona',
    name: 'Trikona',
    kind: 'rasi',
    input: 'chart',
    source: 'Jaimini Upadesa Sutras 2.4; BPHS ch. 46 (rasi dashas)',
  },
  {
    id: 'drig',
    name: 'Drig',
    kind: 'rasi',
    input: 'chart',
    source: 'Jaimini Upadesa Sutras 2.4; BPHS ch. 46 (rasi dashas)',
  },
  {
    id: 'moola',
    name: 'Moola (Lagna Kendradi graha)',
    kind: 'graha',
    input: 'chart',
    totalYears: 120,
    source: 'Saravali (Kalyana Varma); Sanjay Rath, Mula dasa (1999)',
  },
  {
    id: 'kendradi',
    name: 'Kendradi (rasi)',
    kind: 'rasi',
    input: 'chart',
    source: 'BPHS ch. 46 (Kendradi rasi dasha); P.V.R. Narasimha Rao',
  },
  {
    id: 'sudasa',
    name: 'Sudasa',
    kind: 'rasi',
    input: 'chart',
    source:
      'Jaimini Upadesa Sutras 2.4 (Sree Lagna); P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach',
  },
  ...EXTRA_SYSTEMS,
];
export const DASHA_SYSTEMS: readonly DashaSystemInfo[] = SYSTEMS.map((s) => {
  const v = DASHA_VARIANTS[s.id];
  return v ? { ...s, variants: v.variants, defaultVariant: v.default } : s;
});

const CYCLIC: Readonly<Record<string, CyclicGrahaDasha>> = {
  vimsottari: VIMSOTTARI,
  ashtottari: ASHTOTTARI,
  yogini: YOGINI,
  shodashottari: SHODASHOTTARI,
  dwadashottari: DWADASHOTTARI,
  panchottari: PANCHOTTARI,
  shatabdika: SHATABDIKA,
  'chaturaseeti-sama': CHATURASEETI_SAMA,
  'dwisaptati-sama': DWISAPTATI_SAMA,
  shashtihayani: SHASHTIHAYANI,
  'shattrimsha-sama': SHATTRIMSHA_SAMA,
  naisargika: NAISARGIKA,
};
const CYCLIC_SYSTEMS = new Map<string, TreeSystem>(
  Object.entries(CYCLIC).map(([k, d]) => [k, cyclicSystem(d)]),
);

export interface DashaQuery {
  /** one of DASHA_SYSTEMS[].id */
  system: string;
  /** a named variant of the system (DASHA_SYSTEMS[].variants); the system's default when absent */
  variant?: string;
  /** required by systems whose input is 'chart'; its Moon serves the others when moonLonDeg is absent */
  basis?: ChartBasis;
  /** the Moon's sidereal longitude, degrees (systems whose input is 'moon') */
  moonLonDeg?: number;
  /** birth instant, JD UT; defaults to basis.jdUt */
  birthJdUt?: number;
  /** days per dasha year; default 365.25 */
  yearDays?: number;
  /** levels, 1 (maha) to 6 (deha) */
  depth: number;
  /** window start, JD UT: only periods ending after it are returned */
  fromJdUt?: number;
  /** window end, JD UT: only periods starting before it are returned */
  toJdUt?: number;
  /** the ayanamsa of the chart, for the dashas reckoned from the yoga of birth (default lahiri) */
  ayanamsa?: AyanamsaName;
  /** the tithi, yoga and karana running at birth (default: searched on the engine's ephemeris) */
  limbs?: LimbProvider;
}

/** Deepest level computed without a window. Deeper levels need from/to. */
export const MAX_UNWINDOWED_DEPTH = 3;

function finite(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/**
 * Compute a dasha to `depth` levels. With a window (fromJdUt/toJdUt) only the periods overlapping
 * it are expanded at every level; depths above MAX_UNWINDOWED_DEPTH require both window bounds.
 * @throws EngineInputError('INVALID_FIELD', ..., field) for an unknown system or variant, a bad
 *   depth, yearDays, window or Moon longitude, and a missing basis.
 */
export function computeDasha(q: DashaQuery): DashaResult {
  const info = DASHA_SYSTEMS.find((s) => s.id === q.system);
  if (!info)
    throw new EngineInputError(
      'INVALID_FIELD',
      `unknown dasha system '${String(q.system)}'; one of ${DASHA_SYSTEMS.map((s) => s.id).join(', ')}`,
      'system',
    );
  const variant = resolveVariant(info.id, q.variant)?.id;
  if (!Number.isInteger(q.depth) || q.depth < 1 || q.depth > 6)
    throw new EngineInputError(
      'INVALID_FIELD',
      'depth must be an integer from 1 (maha) to 6 (deha)',
      'depth',
    );
  const yearDays = q.yearDays ?? DEFAULT_YEAR_DAYS;
  if (!finite(yearDays) || yearDays < 300 || yearDays > 400)
    throw new EngineInputError(
      'INVALID_FIELD',
      'yearDays must be a number of days between 300 and 400 (365.25, 365.2425, 365.256363 or 360)',
      'yearDays',
    );
  const from = q.fromJdUt ?? -Infinity;
  const to = q.toJdUt ?? Infinity;
  if (q.fromJdUt !== undefined && !finite(q.fromJdUt))
    throw new EngineInputError('INVALID_FIELD', 'from must be a finite instant', 'from');
  if (q.toJdUt !== undefined && !finite(q.toJdUt))
    throw new EngineInputError('INVALID_FIELD', 'to must be a finite instant', 'to');
  if (from >= to) throw new EngineInputError('INVALID_FIELD', 'to must be later than from', 'to');
  if (q.depth > MAX_UNWINDOWED_DEPTH && !(finite(q.fromJdUt) && finite(q.toJdUt))) {
    throw new EngineInputError(
      'INVALID_FIELD',
      `depth above ${MAX_UNWINDOWED_DEPTH} needs a from/to window`,
      'depth',
    );
  }
  const birthJdUt = q.birthJdUt ?? q.basis?.jdUt;
  if (!finite(birthJdUt))
    throw new EngineInputError('INVALID_FIELD', 'birth instant missing', 'birthJdUt');

  let sys: TreeSystem;
  let mahas: MahaSeed[];
  if (isExtraSystem(info.id, variant)) {
    const built = buildExtraDasha(info.id, {
      basis: q.basis,
      moonLonDeg: q.moonLonDeg,
      birthJdUt,
      yearDays,
      variant,
      ayanamsa: q.ayanamsa,
      limbs: q.limbs,
    });
    sys = built.system;
    mahas = built.mahas;
  } else if (info.input === 'chart') {
    if (!q.basis)
      throw new EngineInputError(
        'INVALID_FIELD',
        `the ${info.name} dasha needs the full chart`,
        'basis',
      );
    const built = buildChartDasha(
      info.id as RasiDashaId,
      { ...q.basis, jdUt: birthJdUt },
      yearDays,
      variant,
    );
    sys = built.system;
    mahas = built.mahas;
  } else {
    const moon = q.moonLonDeg ?? q.basis?.grahas.find((g) => g.name === 'Moon')?.lonDeg;
    if (info.input === 'moon' && !finite(moon))
      throw new EngineInputError(
        'INVALID_FIELD',
        "the Moon's sidereal longitude is required",
        'moonLonDeg',
      );
    const m = finite(moon) ? moon : 0;
    if (info.id === 'kalachakra') {
      sys = KALACHAKRA_SYSTEM;
      mahas =
        variant === 'raghavacharya'
          ? kalachakraNavamsaMahas(m, birthJdUt, yearDays)
          : kalachakraMahas(m, birthJdUt, yearDays);
    } else {
      const d =
        variant === '27-stars'
          ? info.id === 'ashtottari'
            ? ASHTOTTARI_27
            : SHASHTIHAYANI_27
          : CYCLIC[info.id]!;
      sys = CYCLIC_SYSTEMS.get(info.id)!;
      mahas = cyclicMahas(d, m, birthJdUt, yearDays);
    }
  }
  return {
    system: info.id,
    ...(variant !== undefined ? { variant } : {}),
    yearDays,
    levels: DASHA_LEVEL_NAMES.slice(0, q.depth),
    periods: expandTree(sys, mahas, q.depth, from, to),
  };
}

/** The SovereignChart's dasha: Vimsottari (BPHS ch. 46) from the maha running at birth, 120 years, three levels. */
export interface ChartDasha {
  system: 'vimsottari';
  yearDays: number;
  periods: DashaPeriod[];
}

/** Vimsottari tree of the SovereignChart (BPHS ch. 46): maha, antar and pratyantar over the 120-year cycle. */
export function vimsottariChartDasha(
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number = DEFAULT_YEAR_DAYS,
  depth = 3,
): ChartDasha {
  const r = computeDasha({ system: 'vimsottari', moonLonDeg, birthJdUt, yearDays, depth });
  return { system: 'vimsottari', yearDays: r.yearDays, periods: r.periods };
}

/** Balance of the Vimsottari maha dasha at birth (BPHS ch. 46): lord and years remaining. */
export function vimsottariBalance(moonLonDeg: number): {
  lord: string;
  balanceYears: number;
  totalYears: number;
} {
  const { index, elapsedYears } = VIMSOTTARI.locate(moonLonDeg);
  const totalYears = VIMSOTTARI.years[index]!;
  return { lord: VIMSOTTARI.lords[index]!, balanceYears: totalYears - elapsedYears, totalYears };
}
