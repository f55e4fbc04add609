/**
 * @module The names of one language (data/names/<lang>.json, docs/languages.md), loaded the first
 * time an answer in that language is asked for and kept for the isolate's life: each language's
 * file is its own module in the bundle, so an isolate that answers only in English never parses
 * the other nine.
 */
import type { Lang } from '../engine/i18n/langs.js';

/** A language's names by id (src/engine/i18n/ids.ts). */
export type NameTable = Readonly<Record<string, string>>;

const LOADERS: Readonly<Record<Lang, () => Promise<{ default: NameTable }>>> = {
  en: () => import('../../data/names/en.json'),
  hi: () => import('../../data/names/hi.json'),
  bn: () => import('../../data/names/bn.json'),
  ta: () => import('../../data/names/ta.json'),
  te: () => import('../../data/names/te.json'),
  kn: () => import('../../data/names/kn.json'),
  ml: () => import('../../data/names/ml.json'),
  gu: () => import('../../data/names/gu.json'),
  mr: () => import('../../data/names/mr.json'),
  or: () => import('../../data/names/or.json'),
};

const loaded = new Map<Lang, NameTable>();

/** The names of a language (loaded once per isolate). */
export async function loadNames(lang: Lang): Promise<NameTable> {
  let t = loaded.get(lang);
  if (!t) {
    t = (await LOADERS[lang]()).default;
    loaded.set(lang, t);
  }
  return t;
}
