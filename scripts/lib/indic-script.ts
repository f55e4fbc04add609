/**
 * Devanagari to the other Brahmic scripts of the service's languages, for DRAFTS of names
 * (scripts/names-draft.ts): a Sanskrit name written in Devanagari (a yoga, a festival, a dasha
 * system) is carried letter by letter into Bengali, Gujarati, Odia, Telugu, Kannada, Malayalam
 * and Tamil, the way almanacs in those scripts spell Sanskrit names. The Unicode blocks of these
 * scripts are laid out in parallel (ISCII order), so most letters move by a fixed offset; the
 * exceptions are written out here:
 * - Bengali has no separate va (ব), no ḷa (ল);
 * - Odia writes Sanskrit va as ବ, and ya as ଯ at the start of a word, ୟ elsewhere;
 * - Malayalam ends a word on a chillu (ൻ ർ ൽ ൾ ൺ) instead of a consonant with virama;
 * - Tamil has one letter for each stop series (k kh g gh: க), Grantha letters for j ṣ s h kṣ
 *   (ஜ ஷ ஸ ஹ க்ஷ), writes ś as ச, ṛ as ிரு after a consonant, n as ந at the start of a word and ன
 *   elsewhere, and the anusvara as the nasal of the consonant after it.
 * A draft is reviewed before it is committed (docs/languages.md "Adding a name").
 */

export type DraftScript = 'bn' | 'gu' | 'or' | 'te' | 'kn' | 'ml' | 'ta';

const OFFSET: Record<Exclude<DraftScript, 'ta'>, number> = {
  bn: 0x80,
  gu: 0x180,
  or: 0x200,
  te: 0x300,
  kn: 0x380,
  ml: 0x400,
};

const VIRAMA = '\u094D';
const isDevaConsonant = (ch: string): boolean => /[\u0915-\u0939\u0958-\u095F]/.test(ch);

/** The Devanagari nasal of the series a consonant belongs to (the anusvara written out). */
function nasalOf(next: string): string {
  if ('कखगघ'.includes(next)) return 'ङ';
  if ('चछजझ'.includes(next)) return 'ञ';
  if ('टठडढ'.includes(next)) return 'ण';
  if ('तथदधन'.includes(next)) return 'न';
  if ('पफबभम'.includes(next)) return 'म';
  return 'ं';
}

/** Devanagari to an offset script (all but Tamil). */
function offsetScript(text: string, to: Exclude<DraftScript, 'ta'>): string {
  const out: string[] = [];
  const chars = [...text.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    const prev = chars[i - 1];
    const wordStart = prev === undefined || /[\s\-(/]/.test(prev);
    if (cp < 0x0900 || cp > 0x097f || ch === '\u0964' || ch === '\u0965') {
      out.push(ch);
      continue;
    }
    if (ch === '\u093C' && to === 'ml') continue; // Malayalam has no nukta
    if (to === 'bn' && ch === 'व') {
      out.push('ব');
      continue;
    }
    if (to === 'bn' && ch === 'ळ') {
      out.push('ল');
      continue;
    }
    if (to === 'or' && ch === 'व') {
      out.push('ବ');
      continue;
    }
    if (to === 'or' && ch === 'य') {
      out.push(wordStart ? 'ଯ' : 'ୟ');
      continue;
    }
    if (to === 'ml' && ch === VIRAMA) {
      const next = chars[i + 1];
      const wordEnd = next === undefined || /[\s\-)/,]/.test(next);
      const chillu: Record<string, string> = { न: 'ൻ', र: 'ർ', ल: 'ൽ', ळ: 'ൾ', ण: 'ൺ' };
      if (wordEnd && prev && chillu[prev]) {
        out[out.length - 1] = chillu[prev]!;
        continue;
      }
    }
    // Bengali, Odia and Malayalam write a nasal before a consonant as the conjunct (চন্দ্র), Telugu, Kannada and Gujarati as the anusvara
    if (
      (ch === '\u0902' || ch === '\u0901') &&
      (to === 'bn' || to === 'or' || to === 'ml') &&
      chars[i + 1] &&
      isDevaConsonant(chars[i + 1]!) &&
      nasalOf(chars[i + 1]!) !== 'ं'
    ) {
      out.push(
        String.fromCodePoint(nasalOf(chars[i + 1]!).codePointAt(0)! + OFFSET[to]),
        String.fromCodePoint(0x094d + OFFSET[to]),
      );
      continue;
    }
    if (
      to === 'ml' &&
      ch === 'र' &&
      chars[i + 1] === VIRAMA &&
      chars[i + 2] &&
      isDevaConsonant(chars[i + 2]!) &&
      chars[i + 2] !== 'य'
    ) {
      out.push('ർ');
      i++;
      continue;
    }
    if (ch === '\u0901' && (to === 'te' || to === 'kn' || to === 'ml' || to === 'gu')) {
      out.push(String.fromCodePoint(0x0902 + OFFSET[to]));
      continue;
    }
    out.push(String.fromCodePoint(cp + OFFSET[to]));
  }
  return out.join('');
}

const TA_CONS: Record<string, string> = {
  क: 'க',
  ख: 'க',
  ग: 'க',
  घ: 'க',
  ङ: 'ங',
  च: 'ச',
  छ: 'ச',
  ज: 'ஜ',
  झ: 'ஜ',
  ञ: 'ஞ',
  ट: 'ட',
  ठ: 'ட',
  ड: 'ட',
  ढ: 'ட',
  ण: 'ண',
  त: 'த',
  थ: 'த',
  द: 'த',
  ध: 'த',
  न: 'ந',
  प: 'ப',
  फ: 'ப',
  ब: 'ப',
  भ: 'ப',
  म: 'ம',
  य: 'ய',
  र: 'ர',
  ल: 'ல',
  ळ: 'ள',
  व: 'வ',
  श: 'ச',
  ष: 'ஷ',
  स: 'ஸ',
  ह: 'ஹ',
  ड़: 'ட',
  ढ़: 'ட',
  ज़: 'ஜ',
  फ़: 'ப',
};
const TA_VOWELS: Record<string, string> = {
  अ: 'அ',
  आ: 'ஆ',
  इ: 'இ',
  ई: 'ஈ',
  उ: 'உ',
  ऊ: 'ஊ',
  ऋ: 'ரு',
  ए: 'ஏ',
  ऐ: 'ஐ',
  ओ: 'ஓ',
  औ: 'ஔ',
};
const TA_SIGNS: Record<string, string> = {
  'ा': 'ா',
  'ि': 'ி',
  'ी': 'ீ',
  'ु': 'ு',
  'ू': 'ூ',
  'े': 'ே',
  'ै': 'ை',
  'ो': 'ோ',
  'ौ': 'ௌ',
  'ृ': 'ிரு',
};
/** The nasal Tamil writes for an anusvara before a consonant of each series. */
function taNasal(next: string | undefined): string {
  if (!next) return 'ம்';
  if ('कखगघ'.includes(next)) return 'ங்';
  if ('चछजझ'.includes(next)) return 'ஞ்';
  if ('टठडढ'.includes(next)) return 'ண்';
  if ('तथदधन'.includes(next)) return 'ந்';
  return 'ம்';
}

/** Devanagari to Tamil (with the Grantha letters Tamil almanacs use for Sanskrit names). */
function tamil(text: string): string {
  const chars = [...text.normalize('NFC').replace(/क्ष/g, '\uE000').replace(/ज्ञ/g, '\uE001')];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const wordStart = prev === undefined || /[\s\-(/]/.test(prev);
    if (ch === '\uE000') {
      out.push('க்ஷ');
      if (!next || (!(next in TA_SIGNS) && next !== VIRAMA)) {
        /* inherent a */
      }
      continue;
    }
    if (ch === '\uE001') {
      out.push('ஞ');
      continue;
    }
    if (ch === 'न') {
      out.push(
        wordStart ||
          next === 'त' ||
          next === 'थ' ||
          next === 'द' ||
          next === 'ध' ||
          (next === VIRAMA && 'तथदध'.includes(chars[i + 2] ?? ''))
          ? 'ந'
          : 'ன',
      );
      continue;
    }
    if (TA_CONS[ch]) {
      out.push(TA_CONS[ch]!);
      continue;
    }
    if (TA_VOWELS[ch]) {
      out.push(TA_VOWELS[ch]!);
      continue;
    }
    if (TA_SIGNS[ch]) {
      if (ch === 'ृ') {
        out.push('்');
        out.push('ரு');
        continue;
      }
      out.push(TA_SIGNS[ch]!);
      continue;
    }
    if (ch === VIRAMA) {
      out.push('்');
      continue;
    }
    if (ch === 'ं' || ch === 'ँ') {
      out.push(taNasal(next));
      continue;
    }
    if (ch === 'ः' || ch === '़') continue;
    out.push(ch);
  }
  // ṛ after a consonant: "க்ரு" is written "கிரு" (कृष्ण: கிருஷ்ண)
  // and a stop before r takes a vowel between them (चन्द्र: சந்திர, ब्रह्मा: பிரம்மா), as Tamil spells Sanskrit words
  return out
    .join('')
    .replace(/([க-ஹ])்ரு/g, '$1ிரு')
    .replace(/([கசடதப])்ர/g, '$1ிர');
}

/** A Devanagari name in another script of the service (a draft to review). */
export function fromDevanagari(text: string, to: DraftScript): string {
  return to === 'ta' ? tamil(text) : offsetScript(text, to);
}

/** Whether a character is a Devanagari consonant (for callers composing names). */
export { isDevaConsonant };
