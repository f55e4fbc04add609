/**
 * @module The catalogue entries of the dasha systems added for issue 34 (every system PyJHora 4.8.5
 * offers that the first 22 lacked) and the one builder that computes any of them, with the Lagna
 * and Karaka variants of Kendradi. Each entry names its source; docs/dashas.md gives the rules.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';
import { limbSpan } from '../search/index.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import { kaalaPart, type LimbProvider } from './extra-inputs.js';
import {
  TARA_ORDER_PARASARA,
  TARA_ORDER_RATH,
  ashtakavargaDasha,
  buddhiGathiDasha,
  kaalaDasha,
  karakaDasha,
  karanaChaturaseetiDasha,
  moolaJhoraDasha,
  rashmiDasha,
  saptarishiDasha,
  taraDasha,
  tithiAshtottariDasha,
  tithiYoginiDasha,
  yogaVimsottariDasha,
} from './graha-extra.js';
import { signChart } from './jaimini.js';
import {
  brahmaDasha,
  chakraDasha,
  chaturvidhaUttaraDasha,
  lagnamsakaDasha,
  mandookaDasha,
  navamsaDasha,
  niryanaShoolaDasha,
  padanadhamsaDasha,
  paryayaDasha,
  pvrKendradiDasha,
  rashiyankaDasha,
  sandhyaDasha,
  sudarshanaDasha,
  taraLagnaDasha,
  varnadaDasha,
  yogardhaDasha,
  TEXT_RULES,
  type JaiminiRules,
  type UttaraSeed,
} from './rasi-extra.js';
import type { MahaSeed, TreeSystem } from './tree.js';
import type { DashaSystemInfo } from './types.js';

const PYJ = 'as Jagannatha Hora and PyJHora 4.8.5 compute it';

/** The systems added for issue 34, in the order of docs/dashas.md. */
export const EXTRA_SYSTEMS: readonly DashaSystemInfo[] = [
  {
    id: 'tara',
    name: 'Tara',
    kind: 'graha',
    input: 'chart',
    totalYears: 120,
    source:
      "Sanjay Rath; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Tara dasa; applies when all four kendras are occupied): from the strongest graha in the kendras, Vimsottari years, the Moon's nakshatra balance",
  },
  {
    id: 'karaka',
    name: 'Karaka',
    kind: 'graha',
    input: 'chart',
    source: `Jaimini (the eight chara karakas, BPHS ch. 32), ${PYJ}: from the Atmakaraka down, years = signs from lagna to the karaka less one`,
  },
  {
    id: 'buddhi-gathi',
    name: 'Buddhi Gathi',
    kind: 'graha',
    input: 'chart',
    source: `${PYJ}: the grahas from the 4th house onward, years by their place in that sequence`,
  },
  {
    id: 'kaala',
    name: 'Kaala',
    kind: 'graha',
    input: 'chart',
    totalYears: 120,
    source:
      'BPHS ch. 46 (Kala dasa): the part of the day, night or twilight elapsed at birth; Sun .. Ketu 1 .. 9 shares',
  },
  {
    id: 'rashmi',
    name: 'Rashmi',
    kind: 'graha',
    input: 'chart',
    source: `BPHS ch. 27 and Saravali (the rays: Sun 10, Moon 9, Mars 5, Mercury 5, Jupiter 7, Venus 8, Saturn 5 at exaltation); the dasha ${PYJ}: years = rays, the most rays first`,
  },
  {
    id: 'tithi-ashtottari',
    name: 'Tithi Ashtottari',
    kind: 'graha',
    input: 'chart',
    totalYears: 108,
    source: `Ashtottari reckoned from the tithi of birth (Vedavyasa's tutorial), ${PYJ}`,
  },
  {
    id: 'tithi-yogini',
    name: 'Tithi Yogini',
    kind: 'graha',
    input: 'chart',
    totalYears: 36,
    source: `Yogini reckoned from the tithi of birth, ${PYJ}`,
  },
  {
    id: 'yoga-vimsottari',
    name: 'Yoga Vimsottari',
    kind: 'graha',
    input: 'chart',
    totalYears: 120,
    source: `Vimsottari reckoned from the yoga of birth, ${PYJ}`,
  },
  {
    id: 'saptarishi-nakshatra',
    name: 'Saptarishi Nakshatra',
    kind: 'graha',
    input: 'moon',
    totalYears: 100,
    source: `${PYJ}: ten nakshatras backward from the Moon's, 10 years each, from birth`,
  },
  {
    id: 'karana-chaturaseeti-sama',
    name: 'Karana Chaturaseeti Sama',
    kind: 'graha',
    input: 'chart',
    totalYears: 84,
    source: `Chaturaseeti Sama reckoned from the karana of birth, ${PYJ}`,
  },
  {
    id: 'ashtakavarga',
    name: 'Ashtakavarga',
    kind: 'graha',
    input: 'birth',
    totalYears: 120,
    source:
      'BPHS ch. 46 names an Ashtakavarga dasha; the method is PyJHora 4.8.5\'s ("BAV planet"): 120 years shared by the bindus of each graha\'s own ashtakavarga',
  },
  {
    id: 'brahma',
    name: 'Brahma',
    kind: 'rasi',
    input: 'chart',
    source:
      'BPHS ch. 46 (Brahma dasa) and Jaimini Upadesa Sutras: from the sign of Brahma; years counted to the lord of the 6th from each sign',
  },
  {
    id: 'chakra',
    name: 'Chakra',
    kind: 'rasi',
    input: 'chart',
    totalYears: 120,
    source:
      "BPHS ch. 46 (Chakra dasa): from the lagna lord's sign (day birth), lagna (night) or the 2nd (twilight); 10 years each",
  },
  {
    id: 'chaturvidha-uttara',
    name: 'Chaturvidha Uttara',
    kind: 'rasi',
    input: 'chart',
    totalYears: 78,
    source: `${PYJ}: from lagna, the strongest kendra, trikona or sign, 1 to 12 years`,
  },
  {
    id: 'lagnamsaka',
    name: 'Lagnamsaka',
    kind: 'rasi',
    input: 'chart',
    source: `P.V.R. Narasimha Rao; ${PYJ}: Narayana dasha from the sign of the navamsa lagna`,
  },
  {
    id: 'mandooka',
    name: 'Mandooka',
    kind: 'rasi',
    input: 'chart',
    source:
      "Jaimini Upadesa Sutras 2.4 (Mandooka, the frog); K.N. Rao and Sanjay Rath's readings, as PyJHora 4.8.5 tables them",
  },
  {
    id: 'navamsa',
    name: 'Navamsa',
    kind: 'rasi',
    input: 'chart',
    totalYears: 108,
    source: `${PYJ}: from the sign of the navamsa lagna's group, 9 years each`,
  },
  {
    id: 'niryana-shoola',
    name: 'Niryana Shoola',
    kind: 'rasi',
    input: 'chart',
    totalYears: 96,
    source:
      'Jaimini Upadesa Sutras 2.4; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Niryana Shoola dasa): from the stronger of the 2nd and 8th, movable 7, fixed 8, dual 9 years',
  },
  {
    id: 'padanadhamsa',
    name: 'Padanadhamsa',
    kind: 'rasi',
    input: 'chart',
    source:
      'Jaimini; Iranganti Rangacharya and Sanjay Rath, as PyJHora 4.8.5 computes it: from the navamsa of the lord of the arudha lagna',
  },
  {
    id: 'paryaya',
    name: 'Chara Paryaya',
    kind: 'rasi',
    input: 'chart',
    source:
      'Jaimini (Chara Paryaya dasa), as PyJHora 4.8.5 computes it (marked unfinished there), on the rasi chart',
  },
  {
    id: 'rashiyanka',
    name: 'Rashiyanka',
    kind: 'rasi',
    input: 'chart',
    source:
      'astrologicalmusings.com, "Method of calculating Rashiyanka dasha", as PyJHora 4.8.5 computes it: from the navamsa sign of the lagna lord',
  },
  {
    id: 'sandhya',
    name: 'Sandhya',
    kind: 'rasi',
    input: 'chart',
    totalYears: 120,
    source:
      'BPHS ch. 46 (Sandhya and Pachaka dasas): the paramayus of 120 years over the twelve signs from lagna',
  },
  {
    id: 'tara-lagna',
    name: 'Tara Lagna',
    kind: 'rasi',
    input: 'chart',
    totalYears: 108,
    source:
      'Iranganti Rangacharya, "Tara dasa" (saptarishisshop.com): from the Tara Lagna, 9 years each, antardashas by the Atmakaraka\'s sign',
  },
  {
    id: 'varnada',
    name: 'Varnada',
    kind: 'rasi',
    input: 'chart',
    source: `Jaimini (Varnada lagna, B.V. Raman's reading); the dasha ${PYJ}: from the stronger of lagna and hora lagna, years counted from the varnada lagna`,
  },
  {
    id: 'yogardha',
    name: 'Yogardha',
    kind: 'rasi',
    input: 'chart',
    source:
      'BPHS ch. 46 (Yogardha dasa): from the stronger of lagna and 7th, years half the sum of the Chara and Sthira years',
  },
  {
    id: 'sudarshana',
    name: 'Sudarshana Chakra',
    kind: 'rasi',
    input: 'chart',
    totalYears: 12,
    source:
      'BPHS ch. 72 (Sudarshana chakra): a year for each house counted from lagna, the Moon and the Sun together, a month for each within it',
  },
];

const IDS = new Set(EXTRA_SYSTEMS.map((s) => s.id));
/** Whether computeDasha should build this system (and variant) here. */
export function isExtraSystem(id: string, variant?: string): boolean {
  return (
    IDS.has(id) ||
    (id === 'kendradi' && (variant === 'lagna' || variant === 'karaka')) ||
    (id === 'moola' && variant === 'jhora')
  );
}

export interface ExtraQuery {
  basis?: ChartBasis | undefined;
  moonLonDeg?: number | undefined;
  birthJdUt: number;
  yearDays: number;
  variant?: string | undefined;
  ayanamsa?: AyanamsaName | undefined;
  limbs?: LimbProvider | undefined;
  /** the Jaimini judgements (default the engine's, TEXT_RULES); the tests swap in PyJHora's readings */
  rules?: JaiminiRules | undefined;
}

/** Build one of the systems of this module (and Kendradi's Lagna and Karaka variants). */
export function buildExtraDasha(
  id: string,
  q: ExtraQuery,
): { system: TreeSystem; mahas: MahaSeed[] } {
  const { birthJdUt: jd, yearDays: yd, variant } = q;
  if (id === 'ashtakavarga') return ashtakavargaDasha(jd, yd);
  const moon = q.moonLonDeg ?? q.basis?.grahas.find((g) => g.name === 'Moon')?.lonDeg;
  if (id === 'saptarishi-nakshatra') {
    if (moon === undefined || !Number.isFinite(moon))
      throw new EngineInputError(
        'INVALID_FIELD',
        "the Moon's sidereal longitude is required",
        'moonLonDeg',
      );
    return saptarishiDasha(moon, jd, yd);
  }
  if (!q.basis)
    throw new EngineInputError('INVALID_FIELD', `the ${id} dasha needs the full chart`, 'basis');
  const basis: ChartBasis = { ...q.basis, jdUt: jd };
  const limb = (kind: 'tithi' | 'yoga' | 'karana') =>
    q.limbs ? q.limbs(kind) : limbSpan(kind, jd, q.ayanamsa ?? 'lahiri');
  const c = signChart(basis);
  const m = moon!;
  const r = q.rules ?? TEXT_RULES;
  switch (id) {
    case 'tara':
      return taraDasha(
        c,
        m,
        jd,
        yd,
        variant === 'parasara' ? TARA_ORDER_PARASARA : TARA_ORDER_RATH,
        r.strongerGraha,
      );
    case 'karaka':
      return karakaDasha(basis, c, jd, yd);
    case 'moola':
      return moolaJhoraDasha(c, jd, yd, r.strongerGraha);
    case 'buddhi-gathi':
      return buddhiGathiDasha(c, jd, yd);
    case 'kaala':
      return kaalaDasha(
        kaalaPart(basis, jd, variant === 'sixth-of-half' ? 'sixth-of-half' : 'five-ghatis')
          .fraction,
        jd,
        yd,
      );
    case 'rashmi':
      return rashmiDasha(basis, jd, yd);
    case 'tithi-ashtottari':
      return tithiAshtottariDasha(limb('tithi'), jd, yd);
    case 'tithi-yogini':
      return tithiYoginiDasha(limb('tithi'), jd, yd);
    case 'yoga-vimsottari':
      return yogaVimsottariDasha(limb('yoga'), jd, yd);
    case 'karana-chaturaseeti-sama':
      return karanaChaturaseetiDasha(limb('karana'), jd, yd);
    case 'brahma':
      return brahmaDasha(c, jd, yd, r);
    case 'chakra':
      return chakraDasha(
        kaalaPart(basis, jd, variant === 'sixth-of-half' ? 'sixth-of-half' : 'five-ghatis').part,
        c,
        jd,
        yd,
        r,
      );
    case 'chaturvidha-uttara':
      return chaturvidhaUttaraDasha(c, jd, yd, (variant ?? 'lagna') as UttaraSeed, r);
    case 'kendradi':
      return pvrKendradiDasha(basis, c, jd, yd, variant === 'karaka' ? 'karaka' : 'lagna', r);
    case 'lagnamsaka':
      return lagnamsakaDasha(basis, c, jd, yd, r);
    case 'mandooka':
      return mandookaDasha(c, jd, yd, variant === 'sanjay-rath' ? 'sanjay-rath' : 'kn-rao', r);
    case 'navamsa':
      return navamsaDasha(basis, jd, yd);
    case 'niryana-shoola':
      return niryanaShoolaDasha(c, jd, yd, variant === 'rasi' ? 'rasi' : 'narayana', r);
    case 'padanadhamsa':
      return padanadhamsaDasha(
        basis,
        c,
        jd,
        yd,
        variant === 'narayana' ? 'narayana' : 'rangacharya',
        r,
      );
    case 'paryaya':
      return paryayaDasha(c, jd, yd, r);
    case 'rashiyanka':
      return rashiyankaDasha(basis, c, jd, yd);
    case 'sandhya':
      return sandhyaDasha(c, jd, yd, variant === 'pachaka');
    case 'tara-lagna':
      return taraLagnaDasha(basis, c, m, jd, yd);
    case 'varnada':
      return varnadaDasha(basis, c, jd, yd, r);
    case 'yogardha':
      return yogardhaDasha(c, jd, yd, r);
    case 'sudarshana':
      return sudarshanaDasha(c, jd, yd);
  }
  throw new EngineInputError('INVALID_FIELD', `unknown dasha system '${id}'`, 'system');
}
