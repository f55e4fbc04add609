/**
 * @module The shape of a catalogue entry and the shorthand the catalogue modules use to write rule
 * data compactly. The shorthands only build plain Rule objects; they hold no logic of their own.
 */
import type { GrahaName } from '../core/constants.js';
import type { DignityKey, GrahaSel, Quant, Ref, Rule } from './rules.js';

/** Yoga families (categories) of the catalogue. */
export type YogaCategory =
  | 'pancha-mahapurusha'
  | 'chandra'
  | 'surya'
  | 'nabhasa'
  | 'raja'
  | 'dhana'
  | 'parivartana'
  | 'viparita-raja'
  | 'neecha-bhanga'
  | 'shubha'
  | 'bhava'
  | 'daridra'
  | 'arishta'
  | 'sannyasa';

/** Another name a text gives the same combination. */
export interface YogaAlias {
  name: string;
  source: string;
}

/**
 * A named form of a yoga: a formation a text states as an alternative ("or ..."), the same yoga
 * as another text defines it, or the form named by the grahas or houses that make it (Sunapha by
 * Jupiter, the kendra-trikona Raja yoga of the 9th and 10th lords by exchange). A variant is
 * reported under its yoga, never counted as a yoga of its own.
 */
export interface YogaVariant {
  /** kebab-case, unique within its yoga */
  id: string;
  name: string;
  /** where this form is stated, when that differs from the yoga's source */
  source?: string;
  rule: Rule;
}

/** One yoga of the catalogue: identity, classical source, family and rule data. */
export interface YogaEntry {
  /** kebab-case, unique */
  id: string;
  name: { en: string; sa: string };
  /** classical text with chapter and verse, or B.V. Raman's numbered combination */
  source: string;
  /** the rule in one line, as its text states it */
  text?: string;
  category: YogaCategory;
  /** the yoga's rule; with variants it holds exactly when one of the variants holds (tested) */
  rule: Rule;
  /** true when `rule` is nothing but the union of the variants' rules (built by {@link withVariants}) */
  ruleIsUnionOfVariants?: boolean;
  aliases?: YogaAlias[];
  variants?: YogaVariant[];
}

/** An entry whose rule is the union of its variants. */
export function withVariants(
  e: Omit<YogaEntry, 'rule' | 'variants' | 'ruleIsUnionOfVariants'>,
  variants: YogaVariant[],
): YogaEntry {
  return {
    ...e,
    rule: { any: variants.map((v) => v.rule) },
    ruleIsUnionOfVariants: true,
    variants,
  };
}

/** Kendra, trikona, dusthana, upachaya, panaphara, apoklima houses. */
export const KENDRA = [1, 4, 7, 10];
export const TRIKONA = [1, 5, 9];
export const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10];
export const DUSTHANA = [6, 8, 12];
export const UPACHAYA = [3, 6, 10, 11];
export const PANAPHARA = [2, 5, 8, 11];
export const APOKLIMA = [3, 6, 9, 12];
/** Signs owned by the natural benefics Mercury, Jupiter, Venus and the Moon (0-based). */
export const BENEFIC_SIGNS = [1, 2, 3, 5, 6, 8, 11];
export const MOVABLE = [0, 3, 6, 9];
export const FIXED = [1, 4, 7, 10];
export const DUAL = [2, 5, 8, 11];
export const WATERY = [3, 7, 11];
/** The visible malefics (Sun, Mars, Saturn, the waning Moon, afflicted Mercury), nodes left out. */
export const SAPTA_MALEFICS: GrahaSel = { of: 'malefics', except: { anyOf: ['Rahu', 'Ketu'] } };
/** Mercury, Jupiter, Venus: the benefics the classical house-occupation yogas name. */
export const THREE_BENEFICS: GrahaSel = { anyOf: ['Mercury', 'Jupiter', 'Venus'] };

/** Lord of house n from the lagna. */
export const L = (n: number): GrahaSel => ({ lordOf: n });
/** Graha(s) in houses from a reference. */
export const inH = (g: GrahaSel, houses: number[], from?: Ref, q?: Quant): Rule => ({
  t: 'in',
  g,
  houses,
  ...(from === undefined ? {} : { from }),
  ...(q === undefined ? {} : { q }),
});
/** Graha(s) in signs. */
export const inS = (g: GrahaSel | 'lagna', signs: number[], q?: Quant): Rule => ({
  t: 'inSign',
  g,
  signs,
  ...(q === undefined ? {} : { q }),
});
/** Dignity test. */
export const dig = (g: GrahaSel, ...is: DignityKey[]): Rule => ({ t: 'dignity', g, is });
/** Conjunction of the listed grahas. */
export const conj = (...g: GrahaSel[]): Rule => ({ t: 'together', g });
/** Sign exchange. */
export const xchg = (a: GrahaSel, b: GrahaSel): Rule => ({ t: 'exchange', a, b });
/** Joined or aspected. */
export const assoc = (
  target: GrahaSel,
  by: GrahaSel,
  how?: 'conj' | 'aspect' | 'either',
  q?: Quant,
): Rule => ({
  t: 'assoc',
  target,
  by,
  ...(how === undefined ? {} : { how }),
  ...(q === undefined ? {} : { q }),
});
/** Graha drishti on a graha. */
export const asp = (by: GrahaSel, target: GrahaSel, q?: Quant): Rule => ({
  t: 'aspect',
  by,
  target,
  ...(q === undefined ? {} : { q }),
});
/** Graha drishti on a house. */
export const aspH = (by: GrahaSel, house: number, from?: Ref): Rule => ({
  t: 'aspect',
  by,
  target: from === undefined ? { house } : { house, from },
});
/** b in houses counted from a. */
export const rel = (a: GrahaSel, b: GrahaSel, houses: number[]): Rule => ({
  t: 'rel',
  a,
  b,
  houses,
});
/** Strength test. */
export const strong = (g: GrahaSel): Rule => ({ t: 'strong', g });
/** Occupancy test. */
export const occ = (
  houses: number[],
  need: 'each' | 'some' | 'none',
  by?: GrahaSel,
  from?: Ref,
  only?: GrahaSel,
): Rule => ({
  t: 'occupied',
  houses,
  need,
  ...(by === undefined ? {} : { by }),
  ...(from === undefined ? {} : { from }),
  ...(only === undefined ? {} : { only }),
});
/** The two selections are the same graha. */
export const same = (a: GrahaSel, b: GrahaSel): Rule => ({ t: 'same', a, b });
/** The graha owns one of the houses. */
export const owns = (g: GrahaSel, houses: number[]): Rule => ({ t: 'owns', g, houses });
/** The graha hemmed between grahas of `by`. */
export const hemmed = (g: GrahaSel, by: GrahaSel): Rule => ({ t: 'hemmed', g, by });
/** Graha(s) in signs of the navamsa. */
export const inNav = (g: GrahaSel, signs: number[]): Rule => ({
  t: 'inSign',
  g,
  signs,
  varga: 'D9',
});
/** Combust. */
export const combust = (g: GrahaSel): Rule => ({ t: 'combust', g });
/** Not strong (the negation of {@link strong}). */
export const weak = (g: GrahaSel): Rule => ({ not: strong(g) });
/** A natal dosha of the dosha report, optionally in one named form. */
export const dosha = (
  id: 'kaal-sarp' | 'kemdrum' | 'guru-chandal' | 'grahan',
  form?: string,
): Rule => ({ t: 'dosha', id, ...(form === undefined ? {} : { form }) });
/** A named variant. */
export const v = (id: string, name: string, rule: Rule, source?: string): YogaVariant => ({
  id,
  name,
  rule,
  ...(source === undefined ? {} : { source }),
});
export const all = (...r: Rule[]): Rule => ({ all: r });
export const any = (...r: Rule[]): Rule => ({ any: r });
export const not = (r: Rule): Rule => ({ not: r });
/** Houses h, h+1, ... (n of them), wrapping after the 12th. */
export const run = (h: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => ((h - 1 + i) % 12) + 1);
/** Ordinal English text of a house number. */
export const ord = (n: number): string =>
  ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'][n]!;
/** The seven visible grahas' names. */
export const VISIBLE: GrahaName[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
];
