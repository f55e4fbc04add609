/**
 * @module Features of the prediction-slip classifier, shared by inference (slip-classifier.ts)
 * and training (scripts/train-slip-classifier.ts), so both see exactly the same vector.
 *
 * A sentence is lower-cased, contractions are expanded ("won't" -> "will not", "you'll" -> "you
 * will") and tokenised; tokens of a closed class are replaced by the class, so that the model
 * learns "<graha> will enter <rashi> on <num> <month> <year>" once rather than per planet and
 * date: years, other numbers, ordinals (7th, seventh), months, weekdays, the nine grahas (English
 * and Sanskrit names), the twelve rashis, the 27 nakshatras and the classical texts. Features:
 * - `w:` word unigrams and `b:` bigrams of the class tokens, with sentence start and end marks;
 * - `k:` skip-bigrams (one word between), which tie "you will ... get" across an adverb;
 * - `v:` the last two and three letters of the verb after a subject, which carry the tense;
 * - `c:` character 3- to 5-grams inside each word (padded), for inflections the corpus lacks;
 * - `g:` sentence cues (CUE_FEATURES): a question, a negated verb of predicting, a past-time word,
 *   a future marker with or without a second-person word, a second-person modal, an attribution
 *   to a text, an embedded clause.
 * Which families are on, and their weights, are options (SlipFeatureOptions) recorded in the
 * model file, so inference always uses the options the weights were trained with.
 * Each word and character feature is hashed (FNV-1a, 32 bits) into 2^hashBits buckets; the
 * sentence cues (CUE_FEATURES) have reserved ids above them. Word and character features each get
 * a fixed share of the vector's unit length (slipFeatureVector).
 */

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon't\b/g, 'will not'], [/\bshan't\b/g, 'shall not'], [/\bcan't\b/g, 'can not'], [/\bcannot\b/g, 'can not'], [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'], [/'ll\b/g, ' will'], [/'re\b/g, ' are'], [/'ve\b/g, ' have'], [/'m\b/g, ' am'], [/'d\b/g, ' would'], [/\bgonna\b/g, 'going to'],
];

const CLASSES: Record<string, string[]> = {
  '<month>': ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
    'chaitra', 'vaishakha', 'vaisakha', 'jyeshtha', 'jyaistha', 'ashadha', 'shravana', 'shravan', 'sawan', 'bhadrapada', 'bhadra', 'ashvina', 'ashwin', 'ashvin', 'kartika', 'kartik', 'margashirsha', 'agrahayana', 'pausha', 'paush', 'magha', 'magh', 'phalguna', 'phalgun'],
  '<weekday>': ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'ravivara', 'somavara', 'mangalavara', 'budhavara', 'guruvara', 'shukravara', 'shanivara', 'somvar', 'mangalvar', 'budhvar', 'guruvar', 'shukravar', 'shanivar', 'ravivar'],
  '<graha>': ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'surya', 'chandra', 'chandrama', 'mangal', 'mangala', 'kuja', 'budh', 'budha', 'guru', 'brihaspati', 'shukra', 'shani', 'sani'],
  '<rashi>': ['aries', 'taurus', 'gemini', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
    'mesha', 'mesh', 'vrishabha', 'vrishabh', 'vrisha', 'mithuna', 'mithun', 'karka', 'karkata', 'kark', 'simha', 'singh', 'kanya', 'tula', 'vrischika', 'vrishchika', 'vrischik', 'dhanu', 'dhanus', 'makara', 'makar', 'kumbha', 'kumbh', 'meena', 'meen'],
  '<nakshatra>': ['ashwini', 'ashvini', 'bharani', 'krittika', 'kritika', 'rohini', 'mrigashira', 'mrigashirsha', 'ardra', 'punarvasu', 'pushya', 'pushyami', 'ashlesha', 'aslesha', 'magha', 'phalguni', 'hasta', 'chitra', 'swati', 'svati',
    'vishakha', 'visakha', 'anuradha', 'jyeshtha', 'jyeshta', 'mula', 'moola', 'ashadha', 'shravana', 'dhanishta', 'dhanishtha', 'shatabhisha', 'shatabhishak', 'bhadrapada', 'revati', 'abhijit'],
  '<text>': ['bphs', 'parashara', 'parasara', 'parashari', 'phaladeepika', 'phaladipika', 'saravali', 'parijata', 'brihat', 'varahamihira', 'jaimini', 'kalamrita', 'mantreswara', 'sutras', 'tajika'],
  '<ord>': ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'],
};
const CLASS_OF = new Map<string, string>();
for (const [cls, words] of Object.entries(CLASSES)) for (const w of words) if (!CLASS_OF.has(w)) CLASS_OF.set(w, cls);
/** Words that name a month only after a preposition or next to a number ("in May", "29 March"), a sign only as a proper noun. */
const MONTH_AFTER = new Set(['in', 'of', 'from', 'until', 'till', 'since', 'by', 'before', 'after', 'early', 'late', 'mid', 'next', 'this', 'last', 'end', 'through', 'during']);

/** Lower-case, quotes straightened, contractions expanded. */
export function normaliseText(sentence: string): string {
  let s = sentence.normalize('NFKC').replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"').toLowerCase();
  for (const [re, rep] of CONTRACTIONS) s = s.replace(re, rep);
  return s;
}

/** The raw tokens (words, numbers, and the punctuation marks that carry meaning: ? , : ;) with their original form. */
function rawTokens(sentence: string): Array<{ t: string; orig: string }> {
  const orig = sentence.normalize('NFKC');
  const norm = normaliseText(sentence);
  const out: Array<{ t: string; orig: string }> = [];
  const re = /\d+(?:[.,:]\d+)*(?:st|nd|rd|th)?|[\p{L}\p{M}]+(?:'s)?|[?,:;]/gu;
  // Original-case tokens from the un-lowered text (same tokenisation, contractions kept aside).
  const origWords = orig.match(/[\p{L}\p{M}]+/gu) ?? [];
  const capitalised = new Set(origWords.filter((w, i) => i > 0 && /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase()));
  for (const m of norm.matchAll(re)) out.push({ t: m[0], orig: capitalised.has(m[0]) ? 'Cap' : '' });
  return out;
}

/** The class tokens of a sentence (what the word n-grams are built from). */
export function slipTokens(sentence: string): string[] {
  const raw = rawTokens(sentence);
  const toks: string[] = [];
  raw.forEach(({ t, orig }, i) => {
    let tok = t.endsWith("'s") ? t.slice(0, -2) : t;
    if (/^\d/.test(tok)) {
      if (/^(?:1[89]|2[01])\d\d$/.test(tok)) tok = '<year>';
      else if (/(?:st|nd|rd|th)$/.test(tok)) tok = '<ord>';
      else tok = '<num>';
    } else if (tok === 'may') {
      const prev = raw[i - 1]?.t ?? '';
      const next = raw[i + 1]?.t ?? '';
      if (MONTH_AFTER.has(prev) || /^\d/.test(next) || /^\d/.test(prev)) tok = '<month>';
    } else if (tok === 'cancer') {
      if (orig === 'Cap') tok = '<rashi>';
    } else if (CLASS_OF.has(tok)) {
      tok = CLASS_OF.get(tok)!;
    }
    toks.push(tok);
    if (t.endsWith("'s")) toks.push("'s");
  });
  return toks;
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How a sentence becomes a vector; the model file records the options it was trained with. */
export interface SlipFeatureOptions {
  /** log2 of the number of hash buckets */
  hashBits: number;
  /** character n-gram lengths inside words, inclusive; charMax 0 turns them off */
  charMin: number;
  charMax: number;
  /** skip-bigrams on or off */
  skip: boolean;
  /** word trigrams on or off */
  trigrams: boolean;
  /** scale each sentence to unit length (word and character features sharing it), or use fixed values */
  normalise: boolean;
  /** with normalise: share of the squared length given to the word features (the rest to the characters) */
  wordShare: number;
  /** without normalise: the value of a character feature (a word feature is 1) */
  charValue: number;
  /** the verb after a subject ("you moved", "your father sold"): its last two and three letters as features */
  verbSuffix: boolean;
  /** value of the sentence-level cue features (CUE_FEATURES); 0 turns them off */
  cues: number;
}

export const DEFAULT_FEATURE_OPTIONS: SlipFeatureOptions = { hashBits: 18, charMin: 3, charMax: 5, skip: true, trigrams: false, normalise: true, wordShare: 0.5, charValue: 0.2, verbSuffix: false, cues: 0 };

const SUBJECTS = new Set(['you', 'i', 'he', 'she', 'they', 'we', 'it', 'native', 'querent', 'person', 'child', 'couple', 'boy', 'girl']);
const POSSESSIVES = new Set(['your', 'my', 'his', 'her', 'their', 'our', "'s"]);
const ADVERBS = new Set(['also', 'already', 'still', 'finally', 'soon', 'never', 'not', 'just', 'then', 'now', 'both', 'all', 'really', 'surely', 'certainly', 'definitely', 'probably', 'ever', 'once', 'only', 'recently', 'currently']);
const NEGATORS = new Set(['not', 'no', 'never', 'nobody', 'nothing', 'impossible', 'unable', 'rather', 'instead', 'avoid', 'beyond', 'outside', 'nahi', 'nahin']);
const PREDICT_VERBS = new Set(['predict', 'predicts', 'prediction', 'predictions', 'say', 'tell', 'know', 'promise', 'guarantee', 'forecast', 'confirm', 'decide', 'decides', 'show', 'answer', 'speculate', 'claim', 'claims', 'give', 'bata', 'batata']);
const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', 'native', 'querent', 'aap', 'aapka', 'aapki', 'aapke', 'aapko', 'aapne', 'आप', 'आपका', 'आपकी', 'आपके', 'आपको']);
const FUTURE_WORDS = new Set(['will', 'shall', 'wilt', 'shalt', 'expect', 'bound', 'destined', 'fated', 'soon', 'upcoming', 'coming', 'next', 'await', 'awaits']);
/** Hindi future verb endings, Latin and Devanagari script: milega, hogi, karenge, jaoge; मिलेगा, होगी, बनेंगे. */
const HINDI_FUTURE = /^(?:\p{L}+(?:ega|egi|enge|oge|ogi|yega|yegi|yenge)|(?:hoga|hogi|honge|hoge|dega|degi|denge|lega|legi|lenge|jayega|jayegi|jayenge|milega|milegi|milenge))$|(?:गा|गी|गे)$/u;
const ATTRIBUTION = new Set(['<text>', 'texts', 'text', 'tradition', 'traditional', 'traditionally', 'classical', 'according', 'says', 'say', 'states', 'holds', 'describes', 'describe', 'associates', 'associate', 'links', 'reads', 'read', 'lists', 'considers', 'calls', 'shastra', 'shastron', 'parampara', 'शास्त्रों', 'परंपरा']);
const KNOW_VERBS = new Set(['say', 'tell', 'know', 'sure', 'ask', 'asked', 'wonder', 'predict', 'show', 'decide', 'confirm', 'see']);
const REPORT_WORDS = new Set(['claim', 'claims', 'idea', 'hear', 'says', 'say', 'said', 'promise', 'promises', 'belief', 'tell', 'told', 'assure', 'predictions', 'prediction']);
const PAST_WORDS = new Set(['ago', 'already', 'yesterday', 'was', 'were', 'had', 'did', 'used', 'mentioned', 'said', 'told', 'wrote', 'asked', 'previously', 'earlier', 'former', 'thi', 'tha', 'hui', 'hua']);

/** The verb after a subject, skipping adverbs: "you (finally) moved" -> moved. */
function verbsAfterSubjects(toks: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const isSubject = SUBJECTS.has(toks[i]!) || (i > 0 && POSSESSIVES.has(toks[i - 1]!) && /^\p{L}/u.test(toks[i]!) && !POSSESSIVES.has(toks[i]!));
    if (!isSubject) continue;
    let j = i + 1;
    while (j < toks.length && (ADVERBS.has(toks[j]!) || toks[j]!.endsWith('ly'))) j++;
    const v = toks[j];
    if (v && /^\p{L}{3,}$/u.test(v)) out.push(v);
  }
  return out;
}

/**
 * Sentence-level cues: a question; a negated verb of predicting ("I cannot say"); a past-time
 * word; a future marker with or without a second-person word (you, your, the native, aap); a
 * second-person word with may, might or could;
 * an attribution to a text or the tradition; an embedded or reported clause ("whether ...",
 * "say if ...", "claims that ...").
 */
function cueFeatures(sentence: string, toks: string[]): string[] {
  const out: string[] = [];
  if (/\?["'”’)\]]*\s*$/u.test(sentence)) out.push('g:question');
  for (let i = 0; i < toks.length; i++) {
    if (!PREDICT_VERBS.has(toks[i]!)) continue;
    if (toks.slice(Math.max(0, i - 4), i).some((t) => NEGATORS.has(t))) { out.push('g:negated-prediction'); break; }
  }
  if (toks.some((t, i) => PAST_WORDS.has(t) || (t === 'last' && /^(?:year|month|week|time|<month>|<weekday>)$/.test(toks[i + 1] ?? '')))) out.push('g:past');
  const future = toks.some((t, i) => FUTURE_WORDS.has(t) || HINDI_FUTURE.test(t) || (t === 'going' && toks[i + 1] === 'to') || (t === 'likely' && toks[i + 1] === 'to'));
  const second = toks.some((t) => SECOND_PERSON.has(t));
  if (future && second) out.push('g:second-person-future');
  if (future && !second) out.push('g:other-future');
  if (second && toks.some((t) => t === 'may' || t === 'might' || t === 'could')) out.push('g:second-person-modal');
  if (toks.some((t) => ATTRIBUTION.has(t))) out.push('g:attribution');
  // An embedded or reported prediction: "whether you will ...", "say if you will ...", "claims that you will ...".
  if (toks.some((t, i) => t === 'whether' || t === 'ki' || (t === 'if' && i > 0 && KNOW_VERBS.has(toks[i - 1]!)) || (t === 'that' && i > 0 && REPORT_WORDS.has(toks[i - 1]!)))) out.push('g:embedded');
  return out;
}

/** The cue features, in the order of their reserved ids. */
export const CUE_FEATURES = ['g:question', 'g:negated-prediction', 'g:past', 'g:second-person-future', 'g:other-future', 'g:second-person-modal', 'g:attribution', 'g:embedded'] as const;

/** A cue's id: reserved just above the hash buckets, so no hashed feature can collide with a cue. */
export function cueId(name: string, hashBits: number): number {
  const i = (CUE_FEATURES as readonly string[]).indexOf(name);
  if (i < 0) throw new Error(`unknown cue feature ${name}`);
  return (1 << hashBits) + i;
}

/** The word-level features and the words the character n-grams are taken from. */
function featureParts(sentence: string, opts: SlipFeatureOptions): { word: string[]; charWords: string[]; cue: string[] } {
  const toks = slipTokens(sentence);
  const seq = ['<s>', ...toks, '</s>'];
  const word: string[] = [];
  for (const t of toks) word.push(`w:${t}`);
  for (let i = 0; i + 1 < seq.length; i++) word.push(`b:${seq[i]} ${seq[i + 1]}`);
  if (opts.skip) for (let i = 0; i + 2 < seq.length; i++) word.push(`k:${seq[i]} _ ${seq[i + 2]}`);
  if (opts.trigrams) for (let i = 0; i + 2 < seq.length; i++) word.push(`t:${seq[i]} ${seq[i + 1]} ${seq[i + 2]}`);
  if (opts.verbSuffix) for (const v of verbsAfterSubjects(toks)) word.push(`v:${v.slice(-2)}`, `v:${v.slice(-3)}`);
  const charWords = opts.charMax > 0 ? toks.filter((t) => !t.startsWith('<') && !/^[?,:;']/.test(t)).map((t) => ` ${t} `) : [];
  return { word, charWords, cue: opts.cues > 0 ? cueFeatures(sentence, toks) : [] };
}

/** The feature strings of a sentence (before hashing), by family; the training script uses them to name weights. */
export function slipFeatureStrings(sentence: string, opts: SlipFeatureOptions = DEFAULT_FEATURE_OPTIONS): { word: string[]; char: string[]; cue: string[] } {
  const { word, charWords, cue } = featureParts(sentence, opts);
  const char: string[] = [];
  for (const w of charWords) for (let n = opts.charMin; n <= opts.charMax; n++) for (let i = 0; i + n <= w.length; i++) char.push(`c:${w.slice(i, i + n)}`);
  return { word, char, cue };
}

/** A sparse vector: bucket ids (sorted, distinct) and their values. */
export interface SparseVector { ids: Int32Array; values: Float64Array }

const FNV_PRIME = 0x01000193;
/** FNV-1a state after "c:", so a character n-gram's id is hashed in place without building its string. */
const CHAR_PREFIX_STATE = (() => {
  let h = 0x811c9dc5;
  for (const ch of 'c:') { h ^= ch.charCodeAt(0); h = Math.imul(h, FNV_PRIME); }
  return h;
})();

/**
 * The hashed vector of a sentence: the distinct buckets of each family (word, character, cue).
 * With `normalise`, each word bucket gets sqrt(wordShare / nWord) and each character bucket
 * sqrt((1 - wordShare) / nChar), so each family has a fixed share of the unit length whatever the
 * sentence's length; without it, word buckets are 1 and character buckets `charValue`. Cue
 * features get the value `cues`. A bucket in two families adds up.
 */
export function slipFeatureVector(sentence: string, opts: SlipFeatureOptions = DEFAULT_FEATURE_OPTIONS): SparseVector {
  const f = slipFeatureFamilies(sentence, opts);
  // Merge the three sorted lists, adding the values of a bucket found in more than one.
  const all = [...f.word.map((id) => [id, f.wordValue] as const), ...f.char.map((id) => [id, f.charValue] as const), ...f.cue.map((id) => [id, f.cueValue] as const)]
    .filter(([, v]) => v !== 0)
    .sort((x, y) => x[0] - y[0]);
  const ids: number[] = [];
  const values: number[] = [];
  for (const [id, v] of all) {
    if (ids.length > 0 && ids[ids.length - 1] === id) values[values.length - 1]! += v;
    else { ids.push(id); values.push(v); }
  }
  return { ids: Int32Array.from(ids), values: Float64Array.from(values) };
}

/** A sentence's distinct buckets per family and the value each family's buckets carry. */
export interface SlipFeatureFamilies { word: number[]; char: number[]; cue: number[]; wordValue: number; charValue: number; cueValue: number }

/**
 * The same features as slipFeatureVector, kept by family: a linear score is then
 * wordValue * sum(weights of word) + charValue * sum(weights of char) + cueValue * sum(weights of
 * cue), with no merge (what inference does).
 */
export function slipFeatureFamilies(sentence: string, opts: SlipFeatureOptions = DEFAULT_FEATURE_OPTIONS): SlipFeatureFamilies {
  const mask = (1 << opts.hashBits) - 1;
  const parts = featureParts(sentence, opts);
  const word = distinctIds(parts.word.map((f) => fnv1a(f) & mask));
  const charRaw: number[] = [];
  for (const w of parts.charWords) {
    for (let n = opts.charMin; n <= opts.charMax; n++) {
      for (let i = 0; i + n <= w.length; i++) {
        let h = CHAR_PREFIX_STATE;
        for (let k = i; k < i + n; k++) { h ^= w.charCodeAt(k); h = Math.imul(h, FNV_PRIME); }
        charRaw.push(h & mask);
      }
    }
  }
  const char = distinctIds(charRaw);
  const cue = distinctIds(parts.cue.map((f) => cueId(f, opts.hashBits)));
  let wordValue = 1;
  let charValue = opts.charValue;
  if (opts.normalise) {
    wordValue = Math.sqrt((char.length > 0 ? opts.wordShare : 1) / Math.max(1, word.length));
    charValue = Math.sqrt((word.length > 0 ? 1 - opts.wordShare : 1) / Math.max(1, char.length));
  }
  return { word, char, cue, wordValue, charValue, cueValue: opts.cues };
}

/** Sorted distinct values of a list of bucket ids. */
function distinctIds(ids: number[]): number[] {
  const sorted = Int32Array.from(ids).sort();
  const out: number[] = [];
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) out.push(sorted[i]!);
  return out;
}
