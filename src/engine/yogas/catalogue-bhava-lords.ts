/**
 * @module Catalogue, part 5: the yogas Phaladeepika ch. 6 names for the lords of the twelve houses.
 * Well placed (a benefic in the house or aspecting it, its lord not combust, in its own or
 * exaltation sign, in an auspicious house): Chamara, Dhenu, Shaurya, Jaladhi, Chhatra, Astra, Kama,
 * Asura, Bhagya, Khyati, Suparijata, Musala. Ill placed (the lord in the 6th, 8th or 12th,
 * Phaladeepika 6.58-69): Ava, Nihsva, Mriti, Kuhu, Pamara, Harsha, Dushkriti, Sarala, Nirbhagya,
 * Duryoga, Daridra, Vimala (Harsha, Sarala and Vimala are the Viparita Raja yogas of the 6th, 8th
 * and 12th lords). Chamara is a named form of the BPHS Chamara yoga (catalogue-named.ts). "An
 * auspicious house" is read as a kendra or a trikona. Data only.
 */
import {
  DUSTHANA,
  KENDRA_TRIKONA,
  L,
  all,
  any,
  aspH,
  combust,
  dig,
  inH,
  not,
  occ,
  ord,
  type YogaCategory,
  type YogaEntry,
} from './catalogue-types.js';
import type { Rule } from './rules.js';

/** Phaladeepika ch. 6: the lord of house h well placed. */
export const pdWellPlaced = (h: number): Rule =>
  all(
    any(occ([h], 'some', 'benefics'), aspH('benefics', h)),
    not(combust(L(h))),
    dig(L(h), 'own', 'exalted'),
    inH(L(h), KENDRA_TRIKONA),
  );

/** Phaladeepika 6.58-69: the lord of house h in the 6th, 8th or 12th. */
export const pdIllPlaced = (h: number): Rule => inH(L(h), DUSTHANA);

const PD_GOOD = 'Phaladeepika ch. 6 (the yogas of the twelve house lords well placed)';
const PD_BAD = 'Phaladeepika 6.58-69 (the yogas of the twelve house lords in the 6th, 8th or 12th)';

const good = (h: number, id: string, en: string, sa: string): YogaEntry => ({
  id,
  name: { en: `${en} (${ord(h)} lord well placed)`, sa },
  source: PD_GOOD,
  category: 'bhava',
  rule: pdWellPlaced(h),
});
/** `verse` only where a published verse reference was found (6.58 Ava, 6.64 Dushkriti, 6.67 Duryoga); the others lie between them in house order. */
const bad = (
  h: number,
  id: string,
  en: string,
  sa: string,
  category: YogaCategory,
  verse?: number,
  extra = '',
): YogaEntry => ({
  id,
  name: { en: `${en} (${ord(h)} lord in a dusthana)`, sa },
  source: `${verse ? `Phaladeepika 6.${verse}; ` : ''}${PD_BAD}${extra}`,
  category,
  rule: pdIllPlaced(h),
});

/** The house-lord yogas of Phaladeepika ch. 6 (Chamara excepted: a form of the BPHS Chamara entry). */
export const BHAVA_LORD_YOGAS: readonly YogaEntry[] = [
  good(2, 'dhenu', 'Dhenu Yoga', 'Dhenu Yoga'),
  good(3, 'shaurya', 'Shaurya Yoga', 'Shaurya Yoga'),
  good(4, 'jaladhi', 'Jaladhi Yoga', 'Jaladhi Yoga'),
  good(5, 'chhatra-bhava', 'Chhatra Yoga', 'Chhatra Yoga'),
  good(6, 'astra', 'Astra Yoga', 'Astra Yoga'),
  good(7, 'kama', 'Kama Yoga', 'Kama Yoga'),
  good(8, 'asura', 'Asura Yoga', 'Asura Yoga'),
  good(9, 'bhagya', 'Bhagya Yoga', 'Bhagya Yoga'),
  good(10, 'khyati', 'Khyati Yoga', 'Khyati Yoga'),
  good(11, 'suparijata', 'Suparijata Yoga', 'Suparijata Yoga'),
  good(12, 'musala-bhava', 'Musala Yoga', 'Musala Yoga'),
  bad(1, 'ava', 'Ava Yoga', 'Ava Yoga', 'arishta', 58),
  bad(2, 'nihsva', 'Nihsva Yoga', 'Nihsva Yoga', 'daridra'),
  bad(3, 'mriti', 'Mriti Yoga', 'Mriti Yoga', 'arishta'),
  bad(4, 'kuhu', 'Kuhu Yoga', 'Kuhu Yoga', 'arishta'),
  {
    ...bad(5, 'pamara', 'Pamara Yoga', 'Pamara Yoga', 'arishta'),
    aliases: [
      {
        name: 'Aputra Yoga',
        source:
          'B.V. Raman, Three Hundred Important Combinations, no. 224 (the 5th lord in a dusthana)',
      },
    ],
  },
  bad(6, 'harsha', 'Harsha Yoga', 'Harsha Yoga', 'viparita-raja'),
  bad(7, 'dushkriti', 'Dushkriti Yoga', 'Dushkriti Yoga', 'arishta', 64),
  bad(8, 'sarala', 'Sarala Yoga', 'Sarala Yoga', 'viparita-raja'),
  bad(9, 'nirbhagya', 'Nirbhagya Yoga', 'Nirbhagya Yoga', 'arishta'),
  bad(
    10,
    'dur',
    'Duryoga',
    'Duryoga',
    'daridra',
    67,
    '; B.V. Raman, Three Hundred Important Combinations (Dur Yoga)',
  ),
  bad(11, 'daridra-11th-lord', 'Daridra Yoga', 'Daridra Yoga', 'daridra'),
  bad(12, 'vimala', 'Vimala Yoga', 'Vimala Yoga', 'viparita-raja'),
];
