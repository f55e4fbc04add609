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
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'],
  [/'ll\b/g, ' will'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'m\b/g, ' am'],
  [/'d\b/g, ' would'],
  [/\bgonna\b/g, 'going to'],
];

const CLASSES: Record<string, string[]> = {
  '<month>': [
    'january',
    'february',
    'march',
    'april',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'chaitra',
    'vaishakha',
    'vaisakha',
    'jyeshtha',
    'jyaistha',
    'ashadha',
    'shravana',
    'shravan',
    'sawan',
    'bhadrapada',
    'bhadra',
    'ashvina',
    'ashwin',
    'ashvin',
    'kartika',
    'kartik',
    'margashirsha',
    'agrahayana',
    'pausha',
    'paush',
    'magha',
    'magh',
    'phalguna',
    'phalgun',
  ],
  '<weekday>': [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'ravivara',
    'somavara',
    'mangalavara',
    'budhavara',
    'guruvara',
    'shukravara',
    'shanivara',
    'somvar',
    'mangalvar',
    'budhvar',
    'guruvar',
    'shukravar',
    'shanivar',
    'ravivar',
  ],
  '<graha>': [
    'sun',
    'moon',
    'mars',
    'mercury',
    'jupiter',
    'venus',
    'saturn',
    'rahu',
    'ketu',
    'surya',
    'chandra',
    'chandrama',
    'mangal',
    'mangala',
    'kuja',
    'budh',
    'budha',
    'guru',
    'brihaspati',
    'shukra',
    'shani',
    'sani',
  ],
  '<rashi>': [
    'aries',
    'taurus',
    'gemini',
    'leo',
    'virgo',
    'libra',
    'scorpio',
    'sagittarius',
    'capricorn',
    'aquarius',
    'pisces',
    'mesha',
    'mesh',
    'vrishabha',
    'vrishabh',
    'vrisha',
    'mithuna',
    'mithun',
    'karka',
    'karkata',
    'kark',
    'simha',
    'singh',
    'kanya',
    'tula',
    'vrischika',
    'vrishchika',
    'vrischik',
    'dhanu',
    'dhanus',
    'makara',
    'makar',
    'kumbha',
    'kumbh',
    'meena',
    'meen',
  ],
  '<nakshatra>': [
    'ashwini',
    'ashvini',
    'bharani',
    'krittika',
    'kritika',
    'rohini',
    'mrigashira',
    'mrigashirsha',
    'ardra',
    'punarvasu',
    'pushya',
    'pushyami',
    'ashlesha',
    'aslesha',
    'magha',
    'phalguni',
    'hasta',
    'chitra',
    'swati',
    'svati',
    'vishakha',
    'visakha',
    'anuradha',
    'jyeshtha',
    'jyeshta',
    'mula',
    'moola',
    'ashadha',
    'shravana',
    'dhanishta',
    'dhanishtha',
    'shatabhisha',
    'shatabhishak',
    'bhadrapada',
    'revati',
    'abhijit',
  ],
  '<text>': [
    'bphs',
    'parashara',
    'parasara',
    'parashari',
    'phaladeepika',
    'phaladipika',
    'saravali',
    'parijata',
    'brihat',
    'varahamihira',
    'jaimini',
    'kalamrita',
    'mantreswara',
    'sutras',
    'tajika',
  ],
  '<ord>': [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
  ],
};
const CLASS_OF = new Map<string, string>();
for (const [cls, words] of Object.entries(CLASSES))
  for (const w of words) if (!CLASS_OF.has(w)) CLASS_OF.set(w, cls);
/** Words that name a month only after a preposition or next to a number ("in May", "29 March"), a sign only as a proper noun. */
const MONTH_AFTER = new Set([
  'in',
  'of',
  'from',
  'until',
  'till',
  'since',
  'by',
  'before',
  'after',
  'early',
  'late',
  'mid',
  'next',
  'this',
  'last',
  'end',
  'through',
  'during',
]);

/** Lower-case, quotes straightened, contractions expanded. */
export function normaliseText(sentence: string): string {
  let s = sentence
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase();
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
  const capitalised = new Set(
    origWords.filter((w, i) => i > 0 && /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase()),
  );
  for (const m of norm.matchAll(re))
    out.push({ t: m[0], orig: capitalised.has(m[0]) ? 'Cap' : '' });
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
  /**
   * value of the event cues (EVENT_CUES: a life-domain word, a future time, their conjunction, a
   * sign addressed, a placement that causes something to "you", suggestions, service statements,
   * present states, traits, hedges); 0 or absent turns them off
   */
  eventCues?: number;
  /**
   * drop the unigram and the character n-grams of function words (articles, prepositions,
   * conjunctions: FUNCTION_WORDS); they stay in the bi- and skip-grams, where they carry syntax.
   * Alone they only carry the corpus's accidents ("a" in "you will have a son").
   */
  dropFunctionUnigrams?: boolean;
}

const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'and',
  'or',
  'but',
  'nor',
  'with',
  'by',
  'from',
  'as',
  'into',
  'than',
  'between',
  'about',
  'over',
  'under',
  'through',
  'per',
  'so',
]);

export const DEFAULT_FEATURE_OPTIONS: SlipFeatureOptions = {
  hashBits: 18,
  charMin: 3,
  charMax: 5,
  skip: true,
  trigrams: false,
  normalise: true,
  wordShare: 0.5,
  charValue: 0.2,
  verbSuffix: false,
  cues: 0,
  eventCues: 0,
};

const SUBJECTS = new Set([
  'you',
  'i',
  'he',
  'she',
  'they',
  'we',
  'it',
  'native',
  'querent',
  'person',
  'child',
  'couple',
  'boy',
  'girl',
]);
const POSSESSIVES = new Set(['your', 'my', 'his', 'her', 'their', 'our', "'s"]);
const ADVERBS = new Set([
  'also',
  'already',
  'still',
  'finally',
  'soon',
  'never',
  'not',
  'just',
  'then',
  'now',
  'both',
  'all',
  'really',
  'surely',
  'certainly',
  'definitely',
  'probably',
  'ever',
  'once',
  'only',
  'recently',
  'currently',
]);
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nobody',
  'nothing',
  'impossible',
  'unable',
  'rather',
  'instead',
  'avoid',
  'beyond',
  'outside',
  'nahi',
  'nahin',
]);
const PREDICT_VERBS = new Set([
  'predict',
  'predicts',
  'prediction',
  'predictions',
  'say',
  'tell',
  'know',
  'promise',
  'guarantee',
  'forecast',
  'confirm',
  'decide',
  'decides',
  'show',
  'answer',
  'speculate',
  'claim',
  'claims',
  'give',
  'bata',
  'batata',
]);
const SECOND_PERSON = new Set([
  'you',
  'your',
  'yours',
  'yourself',
  'native',
  'querent',
  'aap',
  'aapka',
  'aapki',
  'aapke',
  'aapko',
  'aapne',
  'आप',
  'आपका',
  'आपकी',
  'आपके',
  'आपको',
]);
const FUTURE_WORDS = new Set([
  'will',
  'shall',
  'wilt',
  'shalt',
  'expect',
  'bound',
  'destined',
  'fated',
  'soon',
  'upcoming',
  'coming',
  'next',
  'await',
  'awaits',
]);
/** Hindi future verb endings, Latin and Devanagari script: milega, hogi, karenge, jaoge; मिलेगा, होगी, बनेंगे. */
const HINDI_FUTURE =
  /^(?:\p{L}+(?:ega|egi|enge|oge|ogi|yega|yegi|yenge)|(?:hoga|hogi|honge|hoge|dega|degi|denge|lega|legi|lenge|jayega|jayegi|jayenge|milega|milegi|milenge))$|(?:गा|गी|गे)$/u;
const ATTRIBUTION = new Set([
  '<text>',
  'texts',
  'text',
  'tradition',
  'traditional',
  'traditionally',
  'classical',
  'according',
  'says',
  'say',
  'states',
  'holds',
  'describes',
  'describe',
  'associates',
  'associate',
  'links',
  'reads',
  'read',
  'lists',
  'considers',
  'calls',
  'shastra',
  'shastron',
  'parampara',
  'शास्त्रों',
  'परंपरा',
]);
const KNOW_VERBS = new Set([
  'say',
  'tell',
  'know',
  'sure',
  'ask',
  'asked',
  'wonder',
  'predict',
  'show',
  'decide',
  'confirm',
  'see',
]);
const REPORT_WORDS = new Set([
  'claim',
  'claims',
  'idea',
  'hear',
  'says',
  'say',
  'said',
  'promise',
  'promises',
  'belief',
  'tell',
  'told',
  'assure',
  'predictions',
  'prediction',
]);
const PAST_WORDS = new Set([
  'ago',
  'already',
  'yesterday',
  'was',
  'were',
  'had',
  'did',
  'used',
  'mentioned',
  'said',
  'told',
  'wrote',
  'asked',
  'previously',
  'earlier',
  'former',
  'thi',
  'tha',
  'hui',
  'hua',
]);

/** The verb after a subject, skipping adverbs: "you (finally) moved" -> moved. */
function verbsAfterSubjects(toks: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const isSubject =
      SUBJECTS.has(toks[i]!) ||
      (i > 0 &&
        POSSESSIVES.has(toks[i - 1]!) &&
        /^\p{L}/u.test(toks[i]!) &&
        !POSSESSIVES.has(toks[i]!));
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
    if (toks.slice(Math.max(0, i - 4), i).some((t) => NEGATORS.has(t))) {
      out.push('g:negated-prediction');
      break;
    }
  }
  if (
    toks.some(
      (t, i) =>
        PAST_WORDS.has(t) ||
        (t === 'last' && /^(?:year|month|week|time|<month>|<weekday>)$/.test(toks[i + 1] ?? '')),
    )
  )
    out.push('g:past');
  const future = toks.some(
    (t, i) =>
      FUTURE_WORDS.has(t) ||
      HINDI_FUTURE.test(t) ||
      (t === 'going' && toks[i + 1] === 'to') ||
      (t === 'likely' && toks[i + 1] === 'to'),
  );
  const second = toks.some((t) => SECOND_PERSON.has(t));
  if (future && second) out.push('g:second-person-future');
  if (future && !second) out.push('g:other-future');
  if (second && toks.some((t) => t === 'may' || t === 'might' || t === 'could'))
    out.push('g:second-person-modal');
  if (toks.some((t) => ATTRIBUTION.has(t))) out.push('g:attribution');
  // An embedded or reported prediction: "whether you will ...", "say if you will ...", "claims that you will ...".
  if (
    toks.some(
      (t, i) =>
        t === 'whether' ||
        t === 'ki' ||
        (t === 'if' && i > 0 && KNOW_VERBS.has(toks[i - 1]!)) ||
        (t === 'that' && i > 0 && REPORT_WORDS.has(toks[i - 1]!)),
    )
  )
    out.push('g:embedded');
  return out;
}

/** The cue features, in the order of their reserved ids. */
export const CUE_FEATURES = [
  'g:question',
  'g:negated-prediction',
  'g:past',
  'g:second-person-future',
  'g:other-future',
  'g:second-person-modal',
  'g:attribution',
  'g:embedded',
] as const;

/** A cue's id: reserved just above the hash buckets, so no hashed feature can collide with a cue. */
export function cueId(name: string, hashBits: number): number {
  const i = ALL_CUES.indexOf(name);
  if (i < 0) throw new Error(`unknown cue feature ${name}`);
  return (1 << hashBits) + i;
}

/*
 * Event cues. The labelling rule (data/slip/README.md) calls a sentence a slip when it asserts a
 * future event, outcome or state in the life of the asker or of the people in it. Word n-grams
 * learn that rule phrase by phrase; these cues state its parts once, whatever the phrasing:
 * - a word of a life domain (marriage, children, work, money, property, health, travel, studies,
 *   court cases; English and Hindi), the "event" the rule speaks of;
 * - a future time (next year, this week, within three years, by 2028, after 35, in old age, in the
 *   34th year, agle saal), which carries the future even in the present tense ("your marriage
 *   takes place next winter", "Taurus: money comes back this week");
 * - their conjunction without a past-time word or a question, with or without "will" (neither
 *   alone is a cue: a sentence about money or about next week is not a prediction by itself);
 * - a sign addressed at the start of a line ("Leo: ...", "Cancer natives ..."), as a rashifal
 *   column speaks to its readers;
 * - a placement made the agent of something done to the asker ("Saturn in your 7th means you
 *   ...", "this yoga makes you ...", "Ketu in your 2nd costs you ...");
 * - a hedge (chances are, likely, I sense, there are signs of, is indicated) with a life word;
 * - a text or the tradition cited and then applied to the asker ("As BPHS says, you will ...").
 * And the clean forms the same words take:
 * - a suggestion to the asker ("perhaps we could look at ...", "it may help to ...");
 * - a statement about the service ("you will receive the report by email", "I will walk you
 *   through ...");
 * - a present state ("right now", "at the moment") and a trait ("you are a careful person", "you
 *   tend to ...");
 * - a verb in the past tense after a subject ("your father retired", "you lost"), which makes a
 *   dated event a fact about the past ("e:dated": in 2016, in March 2027, whichever tense);
 * - a guarantee (certain, guaranteed, surely, zaroor, pakka) that is not negated.
 * A life-and-future conjunction inside a reported, embedded or negated clause ("I cannot say
 * whether your marriage will ...", "... ki shaadi kab hogi") is not asserted and does not count.
 */
export const EVENT_CUES = [
  'e:life-future',
  'e:life-time-present',
  'e:sign-address',
  'e:placement-causes',
  'e:hedge-life',
  'e:attribution-applied',
  'e:suggestion',
  'e:service',
  'e:present-now',
  'e:trait',
  'e:past-verb',
  'e:dated',
  'e:guarantee',
  'e:sign-event',
] as const;
const ALL_CUES: readonly string[] = [...CUE_FEATURES, ...EVENT_CUES];

const LIFE_WORDS = new Set([
  // relationships and family
  'marriage',
  'marriages',
  'marry',
  'marries',
  'marrying',
  'wedding',
  'engagement',
  'engaged',
  'spouse',
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'bf',
  'gf',
  'proposal',
  'romance',
  'love',
  'relationship',
  'divorce',
  'separation',
  'breakup',
  'widowhood',
  'in-laws',
  'laws',
  'family',
  'child',
  'children',
  'son',
  'sons',
  'daughter',
  'daughters',
  'baby',
  'babies',
  'pregnancy',
  'pregnant',
  'conceive',
  'conceives',
  'childbirth',
  'delivery',
  'twins',
  'father',
  'mother',
  'parents',
  'brother',
  'sister',
  // work, money, property
  'job',
  'jobs',
  'career',
  'promotion',
  'promoted',
  'transfer',
  'post',
  'salary',
  'pay',
  'raise',
  'bonus',
  'income',
  'earnings',
  'earn',
  'money',
  'wealth',
  'rich',
  'riches',
  'fortune',
  'millionaire',
  'windfall',
  'debt',
  'debts',
  'loan',
  'loans',
  'savings',
  'finances',
  'financial',
  'profit',
  'profits',
  'loss',
  'losses',
  'gain',
  'gains',
  'inheritance',
  'property',
  'land',
  'flat',
  'home',
  'business',
  'shop',
  'startup',
  'company',
  'deal',
  'contract',
  'investment',
  'investments',
  'exam',
  'exams',
  'studies',
  'education',
  'admission',
  'degree',
  'results',
  'election',
  'efforts',
  // travel, health, law, fortune
  'visa',
  'abroad',
  'overseas',
  'foreign',
  'travel',
  'trip',
  'journey',
  'relocate',
  'relocation',
  'settle',
  'settling',
  'health',
  'illness',
  'ill',
  'sick',
  'sickness',
  'disease',
  'surgery',
  'operation',
  'accident',
  'injury',
  'hospital',
  'hospitalised',
  'hospitalized',
  'death',
  'die',
  'longevity',
  'recover',
  'recovery',
  'court',
  'lawsuit',
  'litigation',
  'fame',
  'famous',
  'success',
  'successful',
  'failure',
  'fail',
  'fails',
  'obstacles',
  'trouble',
  'troubles',
  'misfortune',
  'happiness',
  'quarrel',
  'argument',
  'dispute',
  'betray',
  'recognition',
  'reward',
  'award',
  // Hindi, Latin script and Devanagari
  'shaadi',
  'shadi',
  'vivah',
  'vivaah',
  'sagai',
  'rishta',
  'pati',
  'patni',
  'beta',
  'beti',
  'bete',
  'putra',
  'santan',
  'bachcha',
  'bacche',
  'naukri',
  'tarakki',
  'taraqqi',
  'vetan',
  'paisa',
  'paise',
  'dhan',
  'laabh',
  'labh',
  'nuksaan',
  'nuksan',
  'hani',
  'karz',
  'karza',
  'zameen',
  'vyapar',
  'vyapaar',
  'karobar',
  'pariksha',
  'videsh',
  'yatra',
  'sehat',
  'swasthya',
  'bimari',
  'rog',
  'tabiyat',
  'durghatna',
  'mukadma',
  'aamdani',
  'kamai',
  'safalta',
  'शादी',
  'विवाह',
  'नौकरी',
  'तरक्की',
  'धन',
  'लाभ',
  'नुकसान',
  'बेटा',
  'बेटी',
  'बेटे',
  'संतान',
  'सेहत',
  'बीमारी',
  'विदेश',
  'व्यापार',
  'पैसा',
  'पैसे',
]);
/** Words after "next" / "this" / "coming" that make a span of future time. */
const TIME_UNITS = new Set([
  'year',
  'years',
  'month',
  'months',
  'week',
  'weeks',
  'weekend',
  'fortnight',
  'quarter',
  'season',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'monsoon',
  'decade',
  'time',
  'few',
  'two',
  'three',
  '<month>',
  '<weekday>',
  'diwali',
  'festival',
]);
const ANCHORED = new Set([
  '<year>',
  '<month>',
  '<weekday>',
  '<num>',
  '<ord>',
  'age',
  'next',
  'then',
  'thirty',
  'forty',
  'fifty',
  'sixty',
]);
const FUTURE_TIME_WORDS = new Set([
  'within',
  'soon',
  'shortly',
  'tomorrow',
  'tonight',
  'later',
  'onwards',
  'ahead',
  'midweek',
  'upcoming',
  'agle',
  'agla',
  'agli',
  'jaldi',
  'jald',
  'aane',
  'अगले',
  'अगला',
  'जल्दी',
  'जल्द',
]);
const CAUSAL_VERBS = new Set([
  'means',
  'mean',
  'gives',
  'give',
  'makes',
  'make',
  'brings',
  'bring',
  'causes',
  'cause',
  'costs',
  'cost',
  'takes',
  'take',
  'denies',
  'deny',
  'delays',
  'delay',
  'ensures',
  'ensure',
  'leads',
  'blesses',
  'destroys',
  'spoils',
  'ruins',
  'grants',
  'bestows',
]);
const PLACEMENT_WORDS = new Set([
  '<graha>',
  'dosha',
  'dosh',
  'yoga',
  'yog',
  'lord',
  'house',
  'placement',
  'aspect',
  'aspecting',
  'conjunction',
  'ascendant',
  'lagna',
  'combination',
  'transit',
  'dasha',
]);
const HEDGES = new Set([
  'chances',
  'chance',
  'likely',
  'probably',
  'possibly',
  'perhaps',
  'maybe',
  'feel',
  'sense',
  'suspect',
  'feeling',
  'signs',
  'indications',
  'indicated',
  'indicates',
  'indicate',
  'suggests',
  'shows',
  'screams',
  'cards',
  'possibility',
  'probable',
]);
const SUGGEST_VERBS = new Set([
  'look',
  'check',
  'ask',
  'go',
  'read',
  'try',
  'confirm',
  'see',
  'compare',
  'start',
  'discuss',
  'consult',
  'verify',
  'review',
  'study',
  'use',
  'choose',
]);
const SERVICE_WORDS = new Set([
  'report',
  'email',
  'e-mail',
  'pdf',
  'table',
  'page',
  'screen',
  'app',
  'link',
  'dashboard',
  'section',
  'glossary',
  'settings',
  'account',
  'tab',
  'button',
  'form',
  'download',
  'subscription',
  'website',
  'api',
  'below',
  'above',
]);
const SERVICE_VERBS = new Set([
  'explain',
  'walk',
  'show',
  'go',
  'look',
  'check',
  'answer',
  'help',
  'describe',
  'send',
  'compute',
  'calculate',
  'list',
  'cover',
  'focus',
  'keep',
  'note',
]);
const IRREGULAR_PAST = new Set([
  'was',
  'were',
  'had',
  'did',
  'went',
  'lost',
  'sold',
  'got',
  'became',
  'left',
  'took',
  'made',
  'came',
  'met',
  'began',
  'fell',
  'felt',
  'won',
  'paid',
  'bought',
  'built',
  'found',
  'gave',
  'held',
  'kept',
  'knew',
  'told',
  'saw',
  'spent',
  'stood',
  'thought',
  'wrote',
  'sat',
  'ran',
  'broke',
  'chose',
  'drove',
  'forgot',
  'grew',
  'hid',
  'hurt',
  'led',
  'lent',
  'meant',
  'quit',
  'rose',
  'shook',
  'sought',
  'spoke',
  'stole',
  'struck',
  'swore',
  'taught',
  'tore',
  'understood',
  'woke',
  'wore',
  'brought',
  'caught',
  'fought',
  'heard',
]);
const NOT_PAST_ED = new Set([
  'need',
  'indeed',
  'proceed',
  'succeed',
  'exceed',
  'feed',
  'seed',
  'speed',
  'breed',
  'bleed',
  'shed',
  'red',
  'bed',
  'wed',
]);
const GUARANTEE_WORDS = new Set([
  'certain',
  'certainly',
  'guaranteed',
  'guarantee',
  'guarantees',
  'surely',
  'definitely',
  'sure',
  'destined',
  'fated',
  'zaroor',
  'zarur',
  'pakka',
  'pakki',
  'ज़रूर',
  'जरूर',
  'पक्का',
  'पक्की',
]);
const TRAIT_AFTER_YOU_ARE = new Set([
  'a',
  'an',
  'someone',
  'somebody',
  'the',
  'naturally',
  'quite',
  'very',
  'rather',
  'generally',
  'usually',
  'by',
]);

function eventCueFeatures(sentence: string, toks: string[], base: string[]): string[] {
  const out: string[] = [];
  const has = (i: number, set: Set<string>) => set.has(toks[i] ?? '');
  const life = toks.some((t) => LIFE_WORDS.has(t));
  const futureTime = toks.some(
    (t, i) =>
      FUTURE_TIME_WORDS.has(t) ||
      ((t === 'next' || t === 'this' || t === 'coming' || t === 'is') &&
        (has(i + 1, TIME_UNITS) ||
          toks[i + 1] === 'saal' ||
          toks[i + 1] === 'mahine' ||
          toks[i + 1] === 'hafte')) ||
      ((t === 'by' ||
        t === 'before' ||
        t === 'after' ||
        t === 'until' ||
        t === 'till' ||
        t === 'from') &&
        (has(i + 1, ANCHORED) ||
          (toks[i + 1] === 'the' &&
            /^(?:end|age|<ord>|middle|second|first)$/.test(toks[i + 2] ?? '')) ||
          toks[i + 1] === 'your')) ||
      ((t === 'middle' || t === 'old') && toks[i + 1] === 'age') ||
      (t === '<ord>' && toks[i + 1] === 'year') ||
      (t === 'age' && toks[i + 1] === 'of') ||
      ((t === 'ke' || t === 'tak') && (toks[i - 1] === '<year>' || toks[i - 1] === '<num>')),
  );
  const pastVerb = verbsAfterSubjects(toks).some(
    (v) => IRREGULAR_PAST.has(v) || (v.endsWith('ed') && !NOT_PAST_ED.has(v)),
  );
  const past = base.includes('g:past') || pastVerb;
  const question = base.includes('g:question');
  const reported = base.includes('g:embedded') || base.includes('g:negated-prediction');
  const future = base.includes('g:second-person-future') || base.includes('g:other-future');
  if (life && (future || futureTime) && !past && !question && !reported) out.push('e:life-future');
  if (
    life &&
    futureTime &&
    !toks.includes('will') &&
    !toks.includes('shall') &&
    !past &&
    !question &&
    !reported
  )
    out.push('e:life-time-present');
  if (pastVerb) out.push('e:past-verb');
  if (
    toks.some(
      (t, i) =>
        t === '<year>' ||
        (t === '<month>' &&
          /^(?:in|by|from|until|till|this|next|early|late|mid|of)$/.test(toks[i - 1] ?? '')),
    )
  )
    out.push('e:dated');
  if (
    !reported &&
    !question &&
    toks.some(
      (t, i) =>
        GUARANTEE_WORDS.has(t) ||
        (t === 'hundred' && (toks[i + 1] === 'percent' || toks[i + 1] === 'per')),
    )
  )
    out.push('e:guarantee');
  // "Leo: ...", "Cancer natives ...", "Mesha rashi: ...", "Libra - ..." at the start of the sentence.
  const head =
    /^\s*([\p{L}]+)(?:\s+(?:rashi|natives|folks|people|born))?\s*[:,\-\u2013\u2014]|^\s*([\p{L}]+)\s+(?:natives|folks)\b/u.exec(
      sentence.normalize('NFKC'),
    );
  const headWord = (head?.[1] ?? head?.[2] ?? '').toLowerCase();
  if (headWord && (CLASS_OF.get(headWord) === '<rashi>' || headWord === 'cancer')) {
    out.push('e:sign-address');
    if (life || futureTime || future) out.push('e:sign-event');
  }
  for (let i = 0; i < toks.length; i++) {
    if (!CAUSAL_VERBS.has(toks[i]!)) continue;
    const before = toks.slice(0, i);
    const after = toks.slice(i + 1, i + 3);
    if (
      before.some((t) => PLACEMENT_WORDS.has(t)) &&
      after.some((t) => t === 'you' || t === 'your')
    ) {
      out.push('e:placement-causes');
      break;
    }
  }
  if (life && toks.some((t, i) => HEDGES.has(t) || (t === 'i' && toks[i + 1] === 'see')))
    out.push('e:hedge-life');
  if (
    base.includes('g:attribution') &&
    (base.includes('g:second-person-future') || out.includes('e:placement-causes'))
  )
    out.push('e:attribution-applied');
  if (
    toks.some(
      (t, i) =>
        (/^(?:we|you|i)$/.test(t) &&
          /^(?:could|can|might)$/.test(toks[i + 1] ?? '') &&
          has(i + 2, SUGGEST_VERBS)) ||
        ((t === 'might' || t === 'may' || t === 'could') &&
          (toks[i + 1] === 'help' ||
            (toks[i + 1] === 'be' &&
              /^(?:worth|useful|helpful|wise|good)$/.test(toks[i + 2] ?? '')))),
    )
  )
    out.push('e:suggestion');
  if (
    toks.some((t) => SERVICE_WORDS.has(t)) ||
    toks.some(
      (t, i) =>
        (t === 'i' || t === 'we' || t === 'let') &&
        (has(i + 1, SERVICE_VERBS) ||
          (toks[i + 1] === 'will' && has(i + 2, SERVICE_VERBS)) ||
          (toks[i + 1] === 'me' && has(i + 2, SERVICE_VERBS))),
    )
  )
    out.push('e:service');
  if (
    toks.some(
      (t, i) =>
        t === 'currently' ||
        t === 'nowadays' ||
        t === 'presently' ||
        t === 'abhi' ||
        (t === 'right' && toks[i + 1] === 'now') ||
        (t === 'at' && toks[i + 1] === 'the' && toks[i + 2] === 'moment') ||
        (t === 'these' && toks[i + 1] === 'days') ||
        (t === 'at' && toks[i + 1] === 'present'),
    )
  )
    out.push('e:present-now');
  if (
    toks.some(
      (t, i) =>
        (t === 'you' && toks[i + 1] === 'are' && has(i + 2, TRAIT_AFTER_YOU_ARE)) ||
        t === 'tend' ||
        t === 'tends' ||
        (t === 'by' && toks[i + 1] === 'nature') ||
        (t === 'known' && toks[i + 1] === 'for') ||
        t === 'person' ||
        t === 'nature' ||
        t === 'temperament',
    )
  )
    out.push('e:trait');
  return out;
}

/** The word-level features and the words the character n-grams are taken from. */
function featureParts(
  sentence: string,
  opts: SlipFeatureOptions,
): { word: string[]; charWords: string[]; cue: string[]; event: string[] } {
  const toks = slipTokens(sentence);
  const seq = ['<s>', ...toks, '</s>'];
  const word: string[] = [];
  const drop = opts.dropFunctionUnigrams === true;
  for (const t of toks) if (!drop || !FUNCTION_WORDS.has(t)) word.push(`w:${t}`);
  for (let i = 0; i + 1 < seq.length; i++) word.push(`b:${seq[i]} ${seq[i + 1]}`);
  if (opts.skip) for (let i = 0; i + 2 < seq.length; i++) word.push(`k:${seq[i]} _ ${seq[i + 2]}`);
  if (opts.trigrams)
    for (let i = 0; i + 2 < seq.length; i++) word.push(`t:${seq[i]} ${seq[i + 1]} ${seq[i + 2]}`);
  if (opts.verbSuffix)
    for (const v of verbsAfterSubjects(toks)) word.push(`v:${v.slice(-2)}`, `v:${v.slice(-3)}`);
  const charWords =
    opts.charMax > 0
      ? toks
          .filter(
            (t) => !t.startsWith('<') && !/^[?,:;']/.test(t) && (!drop || !FUNCTION_WORDS.has(t)),
          )
          .map((t) => ` ${t} `)
      : [];
  const base = opts.cues > 0 || (opts.eventCues ?? 0) > 0 ? cueFeatures(sentence, toks) : [];
  const events = (opts.eventCues ?? 0) > 0 ? eventCueFeatures(sentence, toks, base) : [];
  return { word, charWords, cue: opts.cues > 0 ? base : [], event: events };
}

/** The feature strings of a sentence (before hashing), by family; the training script uses them to name weights. */
export function slipFeatureStrings(
  sentence: string,
  opts: SlipFeatureOptions = DEFAULT_FEATURE_OPTIONS,
): { word: string[]; char: string[]; cue: string[]; event: string[] } {
  const { word, charWords, cue, event } = featureParts(sentence, opts);
  const char: string[] = [];
  for (const w of charWords)
    for (let n = opts.charMin; n <= opts.charMax; n++)
      for (let i = 0; i + n <= w.length; i++) char.push(`c:${w.slice(i, i + n)}`);
  return { word, char, cue, event };
}

/** A sparse vector: bucket ids (sorted, distinct) and their values. */
export interface SparseVector {
  ids: Int32Array;
  values: Float64Array;
}

const FNV_PRIME = 0x01000193;
/** FNV-1a state after "c:", so a character n-gram's id is hashed in place without building its string. */
const CHAR_PREFIX_STATE = (() => {
  let h = 0x811c9dc5;
  for (const ch of 'c:') {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
})();

/**
 * The hashed vector of a sentence: the distinct buckets of each family (word, character, cue, event).
 * With `normalise`, each word bucket gets sqrt(wordShare / nWord) and each character bucket
 * sqrt((1 - wordShare) / nChar), so each family has a fixed share of the unit length whatever the
 * sentence's length; without it, word buckets are 1 and character buckets `charValue`. Cue
 * features get the value `cues`, event cues `eventCues`. A bucket in two families adds up.
 */
export function slipFeatureVector(
  sentence: string,
  opts: SlipFeatureOptions = DEFAULT_FEATURE_OPTIONS,
): SparseVector {
  const f = slipFeatureFamilies(sentence, opts);
  // Merge the four sorted lists, adding the values of a bucket found in more than one.
  const all = [
    ...f.word.map((id) => [id, f.wordValue] as const),
    ...f.char.map((id) => [id, f.charValue] as const),
    ...f.cue.map((id) => [id, f.cueValue] as const),
    ...f.event.map((id) => [id, f.eventValue] as const),
  ]
    .filter(([, v]) => v !== 0)
    .sort((x, y) => x[0] - y[0]);
  const ids: number[] = [];
  const values: number[] = [];
  for (const [id, v] of all) {
    if (ids.length > 0 && ids[ids.length - 1] === id) values[values.length - 1]! += v;
    else {
      ids.push(id);
      values.push(v);
    }
  }
  return { ids: Int32Array.from(ids), values: Float64Array.from(values) };
}

/** A sentence's distinct buckets per family and the value each family's buckets carry. */
export interface SlipFeatureFamilies {
  word: number[];
  char: number[];
  cue: number[];
  event: number[];
  wordValue: number;
  charValue: number;
  cueValue: number;
  eventValue: number;
}

/**
 * The same features as slipFeatureVector, kept by family: a linear score is then
 * wordValue * sum(weights of word) + charValue * sum(weights of char) + cueValue * sum(weights of
 * cue) + eventValue * sum(weights of event), with no merge (what inference does).
 */
export function slipFeatureFamilies(
  sentence: string,
  opts: SlipFeatureOptions = DEFAULT_FEATURE_OPTIONS,
): SlipFeatureFamilies {
  const mask = (1 << opts.hashBits) - 1;
  const parts = featureParts(sentence, opts);
  const word = distinctIds(parts.word.map((f) => fnv1a(f) & mask));
  const charRaw: number[] = [];
  for (const w of parts.charWords) {
    for (let n = opts.charMin; n <= opts.charMax; n++) {
      for (let i = 0; i + n <= w.length; i++) {
        let h = CHAR_PREFIX_STATE;
        for (let k = i; k < i + n; k++) {
          h ^= w.charCodeAt(k);
          h = Math.imul(h, FNV_PRIME);
        }
        charRaw.push(h & mask);
      }
    }
  }
  const char = distinctIds(charRaw);
  const cue = distinctIds(parts.cue.map((f) => cueId(f, opts.hashBits)));
  const event = distinctIds(parts.event.map((f) => cueId(f, opts.hashBits)));
  let wordValue = 1;
  let charValue = opts.charValue;
  if (opts.normalise) {
    wordValue = Math.sqrt((char.length > 0 ? opts.wordShare : 1) / Math.max(1, word.length));
    charValue = Math.sqrt((word.length > 0 ? 1 - opts.wordShare : 1) / Math.max(1, char.length));
  }
  return {
    word,
    char,
    cue,
    event,
    wordValue,
    charValue,
    cueValue: opts.cues,
    eventValue: opts.eventCues ?? 0,
  };
}

/** Sorted distinct values of a list of bucket ids. */
function distinctIds(ids: number[]): number[] {
  const sorted = Int32Array.from(ids).sort();
  const out: number[] = [];
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) out.push(sorted[i]!);
  return out;
}
