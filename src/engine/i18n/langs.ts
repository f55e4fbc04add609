/**
 * @module The ten languages the service answers in (docs/languages.md): their BCP 47 tags, the
 * script each is written in (ISO 15924) and the Unicode block of that script, which the tests use
 * to check that a name or a reading is in the right script. English is the default and the
 * fallback of every negotiation. Pure data.
 */

/** The languages of names, readings, feeds and cards, English first (the default). */
export const LANGS = ['en', 'hi', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'mr', 'or'] as const;
export type Lang = (typeof LANGS)[number];

/** Whether a string is one of the ten language tags. */
export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/** Each language's script (ISO 15924) and English name. */
export const LANG_INFO: Readonly<Record<Lang, { script: string; name: string; native: string }>> = {
  en: { script: 'Latn', name: 'English', native: 'English' },
  hi: { script: 'Deva', name: 'Hindi', native: 'हिन्दी' },
  bn: { script: 'Beng', name: 'Bengali', native: 'বাংলা' },
  ta: { script: 'Taml', name: 'Tamil', native: 'தமிழ்' },
  te: { script: 'Telu', name: 'Telugu', native: 'తెలుగు' },
  kn: { script: 'Knda', name: 'Kannada', native: 'ಕನ್ನಡ' },
  ml: { script: 'Mlym', name: 'Malayalam', native: 'മലയാളം' },
  gu: { script: 'Gujr', name: 'Gujarati', native: 'ગુજરાતી' },
  mr: { script: 'Deva', name: 'Marathi', native: 'मराठी' },
  or: { script: 'Orya', name: 'Odia', native: 'ଓଡ଼ିଆ' },
};

/** The Unicode block (first and last code point) of each Indic script. */
export const SCRIPT_BLOCK: Readonly<Record<string, readonly [number, number]>> = {
  Deva: [0x0900, 0x097f],
  Beng: [0x0980, 0x09ff],
  Gujr: [0x0a80, 0x0aff],
  Orya: [0x0b00, 0x0b7f],
  Taml: [0x0b80, 0x0bff],
  Telu: [0x0c00, 0x0c7f],
  Knda: [0x0c80, 0x0cff],
  Mlym: [0x0d00, 0x0d7f],
};

/**
 * The letters of a text that are not of its language's script: for an Indic language every
 * letter or mark must lie in its script's block (a Latin letter is an untranslated fragment);
 * for English every letter must be Latin. Digits, punctuation, spaces, the danda and the
 * joiners are script-neutral.
 */
export function foreignLetters(text: string, lang: Lang): string[] {
  const out: string[] = [];
  const block = SCRIPT_BLOCK[LANG_INFO[lang].script];
  for (const ch of text) {
    if (!/[\p{L}\p{M}]/u.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    if (block) {
      if (cp < block[0] || cp > block[1]) out.push(ch);
    } else if (!/\p{Script=Latin}/u.test(ch)) out.push(ch);
  }
  return out;
}
