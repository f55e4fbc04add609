/**
 * @module Ashtakoota (36-point) matching of a boy and a girl from the Moon's nakshatra, pada and
 * rashi (Muhurta Chintamani ch. 6, Vivaha prakarana; Brihat Jyotishsara), with Manglik
 * compatibility alongside. The points that software packages disagree on are options with stated
 * defaults; the result names the variants used.
 */
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  nakshatraIndex0,
  norm360,
  pada,
  rashiIndex0,
} from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';
import { taraOf } from '../core/tara-bala.js';
import { manglikDosha, type Severity } from '../doshas/index.js';
import {
  KETU,
  MOON,
  NATURAL_REL,
  RAHU,
  RASHI_LORD_INDEX,
  SATURN,
  SUN,
  chartFacts,
  houseFrom,
  type ChartFacts,
} from '../yogas/facts.js';

const GRAHA7 = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

/** Varna of each Moon sign: 3 Brahmin (watery), 2 Kshatriya (fiery), 1 Vaishya (earthy), 0 Shudra (airy). */
export const VARNA_OF_RASHI = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3] as const;
export const VARNA_NAMES = ['Shudra', 'Vaishya', 'Kshatriya', 'Brahmin'] as const;

export const VASHYA_NAMES = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;

/**
 * A koota table: the points of a boy's class against a girl's class. `rows` says which partner the
 * rows belong to, as the source prints it (Saravali prints the bride in the rows).
 */
export interface KootaTable {
  rows: 'boy' | 'girl';
  cells: readonly (readonly number[])[];
  source: string;
}

/** Points of a table for the boy's class and the girl's class, whatever its orientation. */
export function tableCell(t: KootaTable, boyClass: number, girlClass: number): number {
  return t.rows === 'boy' ? t.cells[boyClass]![girlClass]! : t.cells[girlClass]![boyClass]!;
}

/**
 * Vashya points by group, in VASHYA_NAMES order: 2 same group, 1 or 0.5 for the controlled/friendly
 * pairs, 0 for the hostile (prey) pairs. The symmetric group table most North Indian almanacs and
 * software print.
 */
export const VASHYA_GROUP_TABLE: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];
/** Saravali / Maitreya 8 "Asta Koota" Vashya table, bride in the rows (not symmetric). */
export const VASHYA_TABLE_SARAVALI: KootaTable = {
  rows: 'girl',
  cells: [
    [2, 0, 0, 0.5, 0],
    [1, 2, 1, 0.5, 1],
    [0.5, 1, 2, 1, 1],
    [0, 0, 0, 2, 0],
    [1, 1, 1, 0, 2],
  ],
  source: 'Saravali / Maitreya 8 documentation, Asta Koota: Vashya (rows bride, columns groom)',
};
/** Vashya signs of each sign (Muhurta Chintamani): the signs that are "controlled" by it. */
export const VASHYA_SIGN_LIST: readonly (readonly number[])[] = [
  [4, 7],
  [3, 6],
  [5],
  [7, 8],
  [6],
  [2, 11],
  [5, 9],
  [3],
  [11],
  [0, 10],
  [0],
  [9],
];

/** Yoni animal of each nakshatra (index into YONI_NAMES). */
export const YONI_OF_NAKSHATRA = [
  0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1,
] as const;
export const YONI_NAMES = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
] as const;

const YONI_COMMON_CELLS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
const withCells = (
  cells: readonly (readonly number[])[],
  edits: readonly [number, number, number][],
): number[][] => {
  const out = cells.map((r) => [...r]);
  for (const [i, j, v] of edits) out[i]![j] = v;
  return out;
};
/**
 * Yoni tables (4 same, 3 friendly, 2 neutral, 1 inimical, 0 sworn enemies: Horse-Buffalo,
 * Elephant-Lion, Sheep-Monkey, Serpent-Mongoose, Dog-Deer, Cat-Rat, Cow-Tiger):
 * - 'common' (default): the symmetric 14x14 table of North Indian almanacs and most software;
 *   Horse-Deer 3 (friendly grazers).
 * - 'saravali': Saravali / Maitreya 8's "Asta Koota" table, bride in the rows; it differs from the
 *   common one in two cells: Deer bride with Horse groom 1, Lion bride with Buffalo groom 2.
 * - 'pyjhora': PyJHora's symmetric YoniArray, the common table with Horse-Deer 1 both ways (this
 *   service's default before the common table was adopted).
 */
export const YONI_TABLES = {
  common: {
    rows: 'boy',
    cells: YONI_COMMON_CELLS,
    source: 'common North Indian table (symmetric)',
  },
  saravali: {
    rows: 'girl',
    cells: withCells(YONI_COMMON_CELLS, [
      [10, 0, 1],
      [13, 8, 2],
    ]),
    source: 'Saravali / Maitreya 8 documentation, Asta Koota: Yoni (rows bride, columns groom)',
  },
  pyjhora: {
    rows: 'boy',
    cells: withCells(YONI_COMMON_CELLS, [
      [0, 10, 1],
      [10, 0, 1],
    ]),
    source: 'PyJHora compatibility.YoniArray (symmetric)',
  },
} as const satisfies Record<string, KootaTable>;
export type YoniTableName = keyof typeof YONI_TABLES;
/** The default (common) yoni table, boy rows; symmetric. */
export const YONI_TABLE = YONI_COMMON_CELLS;

export const GANA_NAMES = ['Deva', 'Manushya', 'Rakshasa'] as const;
/** Gana of each nakshatra. */
export const GANA_OF_NAKSHATRA = [
  0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0,
] as const;
const GANA_COMMON_CELLS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];
/**
 * Gana tables:
 * - 'common' (default): the table of North Indian almanacs and software (and Saravali / Maitreya 8),
 *   printed with the bride in the rows: Deva 6/6/0, Manushya 5/6/0, Rakshasa 1/0/6 against a Deva,
 *   Manushya, Rakshasa groom. So a Deva boy with a Rakshasa girl scores 1, a Rakshasa boy with a
 *   Deva girl 0, a Deva boy with a Manushya girl 5 and a Manushya boy with a Deva girl 6.
 * - 'transposed': the same cells read with the boy in the rows (Deva boy with Rakshasa girl 0,
 *   Rakshasa boy with Deva girl 1), as PyJHora read it before its 3.1.1 and this service did before;
 *   'standard' is accepted as its former name.
 * - 'symmetric': Deva-Manushya 5, Manushya-Rakshasa 1, Deva-Rakshasa 0 either way.
 */
export const GANA_TABLES = {
  common: {
    rows: 'girl',
    cells: GANA_COMMON_CELLS,
    source: 'common North Indian table; Saravali / Maitreya 8 Asta Koota: Gana (rows bride)',
  },
  transposed: {
    rows: 'boy',
    cells: GANA_COMMON_CELLS,
    source: 'the common cells with the boy in the rows (PyJHora before 3.1.1)',
  },
  symmetric: {
    rows: 'boy',
    cells: [
      [6, 5, 0],
      [5, 6, 1],
      [0, 1, 6],
    ],
    source: 'symmetric variant',
  },
} as const satisfies Record<string, KootaTable>;
export type GanaTableName = keyof typeof GANA_TABLES;
/** Former names of the boy-rows reading of the common gana cells. */
export const GANA_TABLE_STANDARD = GANA_COMMON_CELLS;
export const GANA_TABLE_SYMMETRIC = GANA_TABLES.symmetric.cells;

export const NADI_NAMES = ['Adi (Vata)', 'Madhya (Pitta)', 'Antya (Kapha)'] as const;
/** Nadi of a nakshatra: the sequence Adi, Madhya, Antya, Antya, Madhya, Adi repeats every six. */
export function nadiOf(nak0: number): number {
  return [0, 1, 2, 2, 1, 0][nak0 % 6]!;
}

/** Exceptions under which a same-Nadi match still scores 8. */
export type NadiException =
  | 'same-rashi-different-nakshatra'
  | 'same-nakshatra-different-rashi'
  | 'same-nakshatra-different-pada'
  | 'same-rashi-lord';

/** Options for the variants packages disagree on. */
export interface AshtakootaOptions {
  /** 'group-table' (default): VASHYA_GROUP_TABLE with half points; 'saravali': VASHYA_TABLE_SARAVALI; 'sign-list': Muhurta Chintamani's sign list, 2 mutual or same sign, 1 one-way, 0 otherwise */
  vashya?: 'group-table' | 'saravali' | 'sign-list';
  /** yoni table by name (YONI_TABLES); default 'common' */
  yoni?: YoniTableName;
  /** same nakshatra: 'full' (default) counts as Janma tara, which the 9-fold reckoning does not exclude, so 3; 'none' treats Janma tara as inauspicious, 0 */
  taraSameNakshatra?: 'full' | 'none';
  /** gana table by name (GANA_TABLES); default 'common'. 'standard' is the former name of 'transposed' and is echoed as 'transposed' */
  gana?: GanaTableName | 'standard';
  /** 'none' (default): 2/12, 5/9 and 6/8 score 0; 'same-or-friendly-lords': they score 7 when the sign lords are the same or natural friends both ways */
  bhakootException?: 'none' | 'same-or-friendly-lords';
  /** exceptions that restore the 8 Nadi points for a same-Nadi pair; default none */
  nadiExceptions?: NadiException[];
  /** 'keep' (default) keeps the half points of Vashya, Tara and Graha Maitri; 'round-down' floors each koota */
  halfPoints?: 'keep' | 'round-down';
}

/** One koota's outcome. */
export interface KootaResult {
  name: string;
  points: number;
  max: number;
  reason: string;
}

/** Moon facts of one partner. */
export interface MoonFacts {
  moonLonDeg: number;
  rashi: string;
  rashi0: number;
  nakshatra: string;
  nakshatra0: number;
  pada: number;
}

/** The Ashtakoota result. */
export interface AshtakootaResult {
  boy: MoonFacts;
  girl: MoonFacts;
  kootas: KootaResult[];
  total: number;
  max: 36;
  variants: Required<Omit<AshtakootaOptions, 'gana'>> & { gana: GanaTableName };
}

function moonFacts(lonDeg: number): MoonFacts {
  const l = norm360(lonDeg);
  const r = rashiIndex0(l),
    n = nakshatraIndex0(l);
  return {
    moonLonDeg: l,
    rashi: RASHI_NAMES[r]!,
    rashi0: r,
    nakshatra: NAKSHATRA_NAMES[n]!,
    nakshatra0: n,
    pada: pada(l),
  };
}

/** Vashya group of a Moon longitude (Sagittarius and Capricorn are split at 15 degrees). */
export function vashyaGroup(lonDeg: number): number {
  const l = norm360(lonDeg);
  const r = rashiIndex0(l),
    inSign = l - r * 30;
  switch (r) {
    case 0:
    case 1:
      return 0;
    case 2:
    case 5:
    case 6:
    case 10:
      return 1;
    case 3:
    case 11:
      return 2;
    case 4:
      return 3;
    case 7:
      return 4;
    case 8:
      return inSign < 15 ? 1 : 0;
    default:
      return inSign < 15 ? 0 : 2;
  }
}

/** Graha Maitri points of two sign lords: 5 friends both ways or same lord, 4 friend-neutral, 3 neutral-neutral, 1 friend-enemy, 0.5 neutral-enemy, 0 enemies. */
export function grahaMaitriPoints(lordA: number, lordB: number): number {
  if (lordA === lordB) return 5;
  const a = NATURAL_REL[lordA]![lordB]!,
    b = NATURAL_REL[lordB]![lordA]!;
  const s = [a, b].sort((x, y) => y - x).join(',');
  return (
    { '1,1': 5, '1,0': 4, '0,0': 3, '1,-1': 1, '0,-1': 0.5, '-1,-1': 0 } as Record<string, number>
  )[s]!;
}

/** Tara counts and points: count inclusive from one nakshatra to the other, remainder by 9; the 3rd, 5th and 7th taras are inauspicious. */
function taraSide(from0: number, to0: number): { count: number; tara: string; good: boolean } {
  const t = taraOf(from0, to0);
  return { count: t.count, tara: t.name, good: !t.bad };
}

/**
 * Ashtakoota matching.
 * @param boyMoonLonDeg boy's sidereal Moon longitude, degrees
 * @param girlMoonLonDeg girl's sidereal Moon longitude, degrees
 * @param options variants (see AshtakootaOptions for the defaults)
 * @throws EngineInputError INVALID_LONGITUDE when a longitude is not finite
 */
export function ashtakoota(
  boyMoonLonDeg: number,
  girlMoonLonDeg: number,
  options: AshtakootaOptions = {},
): AshtakootaResult {
  if (!Number.isFinite(boyMoonLonDeg))
    throw new EngineInputError(
      'INVALID_LONGITUDE',
      "the boy's Moon longitude must be a finite number of degrees",
      'person1',
    );
  if (!Number.isFinite(girlMoonLonDeg))
    throw new EngineInputError(
      'INVALID_LONGITUDE',
      "the girl's Moon longitude must be a finite number of degrees",
      'person2',
    );
  const v: AshtakootaResult['variants'] = {
    vashya: options.vashya ?? 'group-table',
    yoni: options.yoni ?? 'common',
    taraSameNakshatra: options.taraSameNakshatra ?? 'full',
    gana: options.gana === 'standard' ? 'transposed' : (options.gana ?? 'common'),
    bhakootException: options.bhakootException ?? 'none',
    nadiExceptions: options.nadiExceptions ?? [],
    halfPoints: options.halfPoints ?? 'keep',
  };
  const b = moonFacts(boyMoonLonDeg),
    g = moonFacts(girlMoonLonDeg);
  const kootas: KootaResult[] = [];
  const lordB = RASHI_LORD_INDEX[b.rashi0]!,
    lordG = RASHI_LORD_INDEX[g.rashi0]!;

  // 1. Varna
  const vb = VARNA_OF_RASHI[b.rashi0]!,
    vg = VARNA_OF_RASHI[g.rashi0]!;
  kootas.push({
    name: 'Varna',
    max: 1,
    points: vb >= vg ? 1 : 0,
    reason: `boy ${VARNA_NAMES[vb]}, girl ${VARNA_NAMES[vg]}: ${vb >= vg ? "the boy's varna is equal or higher" : "the girl's varna is higher"}`,
  });

  // 2. Vashya
  if (v.vashya === 'group-table' || v.vashya === 'saravali') {
    const gb = vashyaGroup(b.moonLonDeg),
      gg = vashyaGroup(g.moonLonDeg);
    const pts =
      v.vashya === 'group-table'
        ? VASHYA_GROUP_TABLE[gb]![gg]!
        : tableCell(VASHYA_TABLE_SARAVALI, gb, gg);
    kootas.push({
      name: 'Vashya',
      max: 2,
      points: pts,
      reason: `boy ${VASHYA_NAMES[gb]}, girl ${VASHYA_NAMES[gg]} (${v.vashya === 'group-table' ? 'group table' : 'Saravali table'})`,
    });
  } else {
    const bg = VASHYA_SIGN_LIST[b.rashi0]!.includes(g.rashi0),
      gb = VASHYA_SIGN_LIST[g.rashi0]!.includes(b.rashi0);
    const same = b.rashi0 === g.rashi0;
    const pts = same || (bg && gb) ? 2 : bg || gb ? 1 : 0;
    kootas.push({
      name: 'Vashya',
      max: 2,
      points: pts,
      reason: same
        ? 'same sign'
        : bg && gb
          ? 'each sign is vashya to the other'
          : bg
            ? `${g.rashi} is vashya to ${b.rashi}`
            : gb
              ? `${b.rashi} is vashya to ${g.rashi}`
              : 'neither sign is vashya to the other',
    });
  }

  // 3. Tara
  const fromGirl = taraSide(g.nakshatra0, b.nakshatra0),
    fromBoy = taraSide(b.nakshatra0, g.nakshatra0);
  let taraPts = (fromGirl.good ? 1.5 : 0) + (fromBoy.good ? 1.5 : 0);
  let taraReason = `girl to boy: count ${fromGirl.count} (${fromGirl.tara}, ${fromGirl.good ? 'good' : 'bad'}); boy to girl: count ${fromBoy.count} (${fromBoy.tara}, ${fromBoy.good ? 'good' : 'bad'})`;
  if (b.nakshatra0 === g.nakshatra0 && v.taraSameNakshatra === 'none') {
    taraPts = 0;
    taraReason += '; same nakshatra scored 0 (variant)';
  }
  kootas.push({ name: 'Tara', max: 3, points: taraPts, reason: taraReason });

  // 4. Yoni
  const yb = YONI_OF_NAKSHATRA[b.nakshatra0]!,
    yg = YONI_OF_NAKSHATRA[g.nakshatra0]!;
  kootas.push({
    name: 'Yoni',
    max: 4,
    points: tableCell(YONI_TABLES[v.yoni], yb, yg),
    reason: `boy ${YONI_NAMES[yb]}, girl ${YONI_NAMES[yg]}`,
  });

  // 5. Graha Maitri
  const gm = grahaMaitriPoints(lordB, lordG);
  kootas.push({
    name: 'Graha Maitri',
    max: 5,
    points: gm,
    reason: `sign lords ${GRAHA7[lordB]} (boy) and ${GRAHA7[lordG]} (girl)`,
  });

  // 6. Gana
  const gab = GANA_OF_NAKSHATRA[b.nakshatra0]!,
    gag = GANA_OF_NAKSHATRA[g.nakshatra0]!;
  kootas.push({
    name: 'Gana',
    max: 6,
    points: tableCell(GANA_TABLES[v.gana], gab, gag),
    reason: `boy ${GANA_NAMES[gab]}, girl ${GANA_NAMES[gag]}`,
  });

  // 7. Bhakoot
  const dBG = houseFrom(b.rashi0, g.rashi0),
    dGB = houseFrom(g.rashi0, b.rashi0);
  const badPair = [2, 12, 5, 9, 6, 8].includes(dBG);
  const friendlyLords =
    lordB === lordG || (NATURAL_REL[lordB]![lordG] === 1 && NATURAL_REL[lordG]![lordB] === 1);
  const bhakootExcepted =
    badPair && v.bhakootException === 'same-or-friendly-lords' && friendlyLords;
  kootas.push({
    name: 'Bhakoot',
    max: 7,
    points: !badPair || bhakootExcepted ? 7 : 0,
    reason: `girl's sign ${dBG} from the boy's, boy's ${dGB} from the girl's (${Math.min(dBG, dGB)}/${Math.max(dBG, dGB)})${badPair ? (bhakootExcepted ? ': dosha cancelled, sign lords the same or friends' : `: Bhakoot dosha${friendlyLords ? ' (sign lords same or friendly: cancelled under the same-or-friendly-lords variant)' : ''}`) : ''}`,
  });

  // 8. Nadi
  const nb = nadiOf(b.nakshatra0),
    ng = nadiOf(g.nakshatra0);
  let nadiPts = nb === ng ? 0 : 8;
  let nadiReason = `boy ${NADI_NAMES[nb]}, girl ${NADI_NAMES[ng]}${nb === ng ? ': Nadi dosha' : ''}`;
  if (nb === ng) {
    const applies: NadiException[] = [];
    if (b.rashi0 === g.rashi0 && b.nakshatra0 !== g.nakshatra0)
      applies.push('same-rashi-different-nakshatra');
    if (b.nakshatra0 === g.nakshatra0 && b.rashi0 !== g.rashi0)
      applies.push('same-nakshatra-different-rashi');
    if (b.nakshatra0 === g.nakshatra0 && b.pada !== g.pada)
      applies.push('same-nakshatra-different-pada');
    if (lordB === lordG) applies.push('same-rashi-lord');
    const used = applies.filter((x) => v.nadiExceptions.includes(x));
    if (used.length) {
      nadiPts = 8;
      nadiReason += `, cancelled by ${used.join(', ')}`;
    } else if (applies.length)
      nadiReason += ` (exceptions that other variants accept: ${applies.join(', ')})`;
  }
  kootas.push({ name: 'Nadi', max: 8, points: nadiPts, reason: nadiReason });

  if (v.halfPoints === 'round-down') for (const k of kootas) k.points = Math.floor(k.points);
  const total = kootas.reduce((s, k) => s + k.points, 0);
  return { boy: b, girl: g, kootas, total, max: 36, variants: v };
}

/** Manglik status of both partners and whether they are compatible. */
export interface ManglikCompatibility {
  boy: { present: boolean; severity: Severity; rule: string };
  girl: { present: boolean; severity: Severity; rule: string };
  compatible: boolean;
  /** why: both-manglik, neither-manglik, balanced-by-malefics or one-sided */
  rule: 'both-manglik' | 'neither-manglik' | 'balanced-by-malefics' | 'one-sided';
  source: string;
}

function hasBalancingMalefics(f: ChartFacts): boolean {
  const houses = [1, 2, 4, 7, 8, 12];
  return [SUN, SATURN, RAHU, KETU].some(
    (i) =>
      houses.includes(f.house[i]!) || houses.includes(houseFrom(f.rashi0[MOON]!, f.rashi0[i]!)),
  );
}

/**
 * Manglik compatibility: a Manglik partner is matched by a Manglik partner; a one-sided Manglik
 * is balanced when the other chart has Saturn, Rahu, Ketu or the Sun in a Manglik house from the
 * lagna or the Moon (folk "dosha samya").
 * @param boyBasis chart (or facts) of the boy
 * @param girlBasis chart (or facts) of the girl
 */
export function manglikCompatibility(
  boyBasis: ChartBasis | ChartFacts,
  girlBasis: ChartBasis | ChartFacts,
): ManglikCompatibility {
  const fb = 'lagnaRashi0' in boyBasis ? boyBasis : chartFacts(boyBasis);
  const fg = 'lagnaRashi0' in girlBasis ? girlBasis : chartFacts(girlBasis);
  const mb = manglikDosha(fb),
    mg = manglikDosha(fg);
  const boy = { present: mb.present, severity: mb.severity, rule: mb.rule };
  const girl = { present: mg.present, severity: mg.severity, rule: mg.rule };
  let rule: ManglikCompatibility['rule'];
  if (mb.present && mg.present) rule = 'both-manglik';
  else if (!mb.present && !mg.present) rule = 'neither-manglik';
  else rule = hasBalancingMalefics(mb.present ? fg : fb) ? 'balanced-by-malefics' : 'one-sided';
  return {
    boy,
    girl,
    compatible: rule !== 'one-sided',
    rule,
    source: 'Folk tradition of Manglik matching (dosha samya); not in Muhurta Chintamani',
  };
}

/** The MatchResult of POST /n/api/match: Ashtakoota plus Manglik compatibility. */
export interface MatchResult {
  ashtakoota: AshtakootaResult;
  manglik: ManglikCompatibility;
  score: number;
  maxScore: 36;
}

/**
 * Match two charts: Ashtakoota from the Moons and Manglik compatibility from the full charts.
 * @param boyBasis chart of the boy (person1)
 * @param girlBasis chart of the girl (person2)
 * @param options Ashtakoota variants (defaults as in AshtakootaOptions)
 */
export function matchCharts(
  boyBasis: ChartBasis,
  girlBasis: ChartBasis,
  options: AshtakootaOptions = {},
): MatchResult {
  const fb = chartFacts(boyBasis),
    fg = chartFacts(girlBasis);
  const a = ashtakoota(fb.lonDeg[MOON]!, fg.lonDeg[MOON]!, options);
  return { ashtakoota: a, manglik: manglikCompatibility(fb, fg), score: a.total, maxScore: 36 };
}
