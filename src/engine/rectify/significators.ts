/**
 * @module Significator tables of birth-time rectification (docs/rectify.md): for each life-event
 * category, the houses (bhavas, counted from the lagna) whose lords, occupants and star-lord links
 * signify it, split into primary and supporting houses, and the natural karakas (significator
 * grahas). Pure data with its sources.
 *
 * Sources:
 * - KP: K.S. Krishnamurti, Krishnamurti Padhdhati, Readers IV ("Marriage, Married Life and
 *   Children") and VI (Horary), house groups for events: marriage 2-7-11, childbirth 2-5-11,
 *   service and promotion 2-6-10-11, change of residence 3-12 (against 4), foreign residence
 *   3-9-12, education 4-9-11, disease 1-6-8-12 (against 5-11), unearned gains 2-8-11.
 * - BPHS: Brihat Parasara Hora Sastra (tr. R. Santhanam), the chapter on the effects of the
 *   houses (bhava significations) and the chapter on karakas (sthira bhava karakas: Sun of the
 *   1st, 9th and 10th, Moon of the 4th, Mars of the 3rd and 6th, Mercury of the 4th and 10th,
 *   Jupiter of the 2nd, 5th, 9th, 10th and 11th, Venus of the 7th, Saturn of the 6th, 8th, 10th
 *   and 12th). The parent and spouse categories use the classical "house from house" rule (the
 *   2nd and 7th from a house are its maraka houses, the 8th its house of longevity).
 */
import type { GrahaName } from '../core/constants.js';

/** Family R's nine categories (spec: Rectify categories, Family R). */
export const R_CATEGORIES = [
  'marriage',
  'career-shift',
  'relocation',
  'child-birth',
  'parent-death',
  'spouse-death',
  'major-illness',
  'education-milestone',
  'windfall',
] as const;
/** Variant R2's five categories. */
export const R2_CATEGORIES = ['marriage', 'loss', 'relocation', 'promotion', 'childbirth'] as const;
export type RectifyCategory = (typeof R_CATEGORIES)[number] | (typeof R2_CATEGORIES)[number];

export interface CategorySignificators {
  /** what the category covers */
  label: string;
  /** houses counted from the lagna (1-12) that signify the event directly */
  primaryHouses: readonly number[];
  /** supporting houses */
  secondaryHouses: readonly number[];
  /** natural significators (naisargika karakas) of the event */
  karakas: readonly GrahaName[];
  /** where the houses and karakas come from */
  sources: readonly string[];
}

const KP_IV = 'K.S. Krishnamurti, KP Reader IV (Marriage, Married Life and Children)';
const KP_VI = 'K.S. Krishnamurti, KP Reader VI (Horary Astrology), house groups for events';
const BPHS_BHAVA = 'BPHS (tr. R. Santhanam), effects of the houses (bhava significations)';
const BPHS_KARAKA = 'BPHS (tr. R. Santhanam), karakas (sthira bhava karakas)';
const HOUSE_FROM_HOUSE =
  'classical bhavat bhavam: the 2nd and 7th from a house are its maraka houses, the 8th from it its longevity';

const MARRIAGE: CategorySignificators = {
  label: 'marriage or a committed union',
  primaryHouses: [7, 2, 11],
  secondaryHouses: [5],
  karakas: ['Venus', 'Jupiter'],
  sources: [
    `${KP_IV}: 2, 7 and 11`,
    `${BPHS_BHAVA}: 7th house of the spouse`,
    `${BPHS_KARAKA}: Venus of the 7th; Jupiter as husband-significator`,
  ],
};
const CHILD_BIRTH: CategorySignificators = {
  label: 'birth of a child',
  primaryHouses: [5, 2, 11],
  secondaryHouses: [9],
  karakas: ['Jupiter'],
  sources: [
    `${KP_IV}: 2, 5 and 11`,
    `${BPHS_BHAVA}: 5th house of progeny, 9th the 5th from the 5th`,
    `${BPHS_KARAKA}: Jupiter of the 5th`,
  ],
};

/** The tables. `childbirth` (R2) is Family R's `child-birth`. */
export const SIGNIFICATORS: Readonly<Record<RectifyCategory, CategorySignificators>> = {
  marriage: MARRIAGE,
  'career-shift': {
    label: 'change of job, profession or career',
    primaryHouses: [10, 6],
    secondaryHouses: [2, 11, 3],
    karakas: ['Saturn', 'Sun', 'Mercury'],
    sources: [
      `${KP_VI}: service 2, 6, 10 and 11`,
      `${BPHS_BHAVA}: 10th house of profession, 6th of service`,
      `${BPHS_KARAKA}: Sun, Mercury, Jupiter and Saturn of the 10th`,
    ],
  },
  promotion: {
    label: 'promotion, rise in rank or recognition at work',
    primaryHouses: [10, 11],
    secondaryHouses: [6, 2, 9],
    karakas: ['Sun', 'Jupiter', 'Saturn'],
    sources: [
      `${KP_VI}: promotion 10 and 11 with 2 and 6`,
      `${BPHS_BHAVA}: 10th house of rank, 11th of gains`,
      `${BPHS_KARAKA}: Sun of the 10th (authority), Jupiter of the 11th`,
    ],
  },
  relocation: {
    label: 'change of residence or move abroad',
    primaryHouses: [12, 3, 9],
    secondaryHouses: [4, 7],
    karakas: ['Moon', 'Rahu'],
    sources: [
      `${KP_VI}: change of residence 3 and 12, foreign residence 3, 9 and 12`,
      `${BPHS_BHAVA}: 4th house of the home, 12th of foreign lands, 9th of long journeys`,
      'Moon as significator of movement, Rahu of foreign lands (common classical usage)',
    ],
  },
  'child-birth': CHILD_BIRTH,
  childbirth: CHILD_BIRTH,
  'parent-death': {
    label: 'death of the father or the mother',
    primaryHouses: [3, 10, 4, 9],
    secondaryHouses: [5, 8, 11],
    karakas: ['Sun', 'Moon', 'Saturn'],
    sources: [
      `${HOUSE_FROM_HOUSE}: father 9th (marakas 10th and 3rd, longevity 4th), mother 4th (marakas 5th and 10th, longevity 11th)`,
      `${BPHS_KARAKA}: Sun of the father, Moon of the mother, Saturn of the 8th (longevity)`,
    ],
  },
  'spouse-death': {
    label: 'death of the spouse',
    primaryHouses: [8, 2, 7],
    secondaryHouses: [1, 12],
    karakas: ['Venus', 'Saturn', 'Mars'],
    sources: [
      `${HOUSE_FROM_HOUSE}: spouse 7th (marakas 8th and 1st, longevity 2nd)`,
      `${BPHS_KARAKA}: Venus of the 7th, Saturn of the 8th`,
    ],
  },
  loss: {
    label: 'bereavement or a serious loss',
    primaryHouses: [8, 12, 2, 7],
    secondaryHouses: [6],
    karakas: ['Saturn', 'Ketu', 'Mars'],
    sources: [
      `${BPHS_BHAVA}: 8th house of calamity, 12th of loss, 2nd and 7th the maraka houses`,
      `${BPHS_KARAKA}: Saturn of the 8th and 12th`,
      'Ketu as significator of separation (common classical usage)',
    ],
  },
  'major-illness': {
    label: 'serious illness, surgery or hospitalisation',
    primaryHouses: [6, 8, 12],
    secondaryHouses: [1],
    karakas: ['Saturn', 'Mars', 'Rahu', 'Sun'],
    sources: [
      `${KP_VI}: disease 1, 6, 8 and 12`,
      `${BPHS_BHAVA}: 6th house of disease, 8th of chronic affliction, 12th of hospitalisation`,
      `${BPHS_KARAKA}: Saturn and Mars of the 6th; Sun of vitality (1st)`,
    ],
  },
  'education-milestone': {
    label: 'degree, examination success or start of higher studies',
    primaryHouses: [4, 9, 11],
    secondaryHouses: [5, 2],
    karakas: ['Mercury', 'Jupiter'],
    sources: [
      `${KP_VI}: education 4, 9 and 11`,
      `${BPHS_BHAVA}: 4th house of schooling, 5th of intelligence, 9th of higher learning`,
      `${BPHS_KARAKA}: Mercury of the 4th, Jupiter of the 5th and 9th`,
    ],
  },
  windfall: {
    label: 'unexpected gain, inheritance or lottery',
    primaryHouses: [11, 8, 2],
    secondaryHouses: [5],
    karakas: ['Jupiter', 'Rahu', 'Venus'],
    sources: [
      `${KP_VI}: unearned gains 2, 8 and 11`,
      `${BPHS_BHAVA}: 11th house of gains, 8th of unearned wealth and legacies, 5th of speculation`,
      `${BPHS_KARAKA}: Jupiter of the 2nd and 11th`,
    ],
  },
};

/** Points of the scoring rule (docs/rectify.md), kept here beside the tables they weigh. */
export const SCORING = {
  /** the lord occupies a primary / supporting house */
  occupiesPrimary: 1,
  occupiesSecondary: 0.5,
  /** the lord rules a primary / supporting house (each) */
  ownsPrimary: 1,
  ownsSecondary: 0.5,
  /** factor on the houses of the lord's nakshatra lord (KP: a graha gives the results of its star lord) */
  starLordFactor: 0.5,
  /** factor on the houses of the sign lord of Rahu or Ketu (the nodes act for their dispositor) */
  nodeDispositorFactor: 0.5,
  /** the lord is a natural karaka of the category */
  karaka: 0.5,
  /** points at which a lord fits fully (fit = min(points, cap) / cap) */
  cap: 2,
  /** weights of the maha, antar and pratyantar lords in an event's score */
  levelWeights: [1, 2, 3] as const,
} as const;
