/**
 * @module The prediction-slip classifier for counsel replies. The service offers structural
 * counsel only: what a chart's structure is and what the texts say it signifies. A reply "slips"
 * when it asserts what will happen in the user's life. The classifier runs after generation on
 * every sentence and reports each slip with its kind and the pattern that caught it.
 *
 * Kinds (docs/sahaja.md lists the lexicon):
 * - future-life-event: a future event asserted of the user ("you will marry", "your career will take off")
 * - dated-life-event: a life event tied to a date or period ("marriage in 2027", "a job by next March")
 * - death-or-illness: death, illness or accident predicted for the user or their family
 * - guarantee: certainty claims ("guaranteed", "definitely will", "destined to")
 * - will-it-happen: yes/no answers to "will it happen" ("yes, it will happen", "it won't work out")
 *
 * Near misses that are facts or structure stay clean: sky events ("Saturn transits Aquarius until
 * 2025", "Jupiter will enter Taurus in May"), descriptions of texts ("BPHS says the 7th lord
 * signifies the spouse"), instructions ("you will find the tithi in the panchang").
 */

export type SlipKind = 'future-life-event' | 'dated-life-event' | 'death-or-illness' | 'guarantee' | 'will-it-happen';

export interface Slip { kind: SlipKind; sentence: string; pattern: string }
export interface SlipClassification { flagged: boolean; slips: Slip[]; sentencesChecked: number }

/** Life events the service never predicts (verbs after "you will", nouns before "will"). */
const LIFE_VERBS = [
  'marry', 'get married', 'wed', 'get engaged', 'divorce', 'get divorced', 'separate', 'remarry',
  'meet (?:your|the|a) (?:spouse|partner|husband|wife|soul ?mate|life partner|true love|love)', 'find (?:your|the|a) (?:spouse|partner|husband|wife|soul ?mate|true love|love)', 'fall in love',
  'die', 'pass away', 'fall ill', 'fall sick', 'get sick', 'get ill', 'get cancer', 'develop', 'suffer', 'recover', 'be cured', 'be hospitali[sz]ed', 'need surgery', 'have (?:an? )?(?:accident|surgery|operation|miscarriage|heart attack|stroke)',
  'become (?:\\w+ )?(?:rich|wealthy|famous|successful|a millionaire|poor|bankrupt)', 'get (?:rich|wealthy|famous|a job|the job|a promotion|promoted|fired|hired|a raise|pregnant|a visa|admission)', 'be (?:promoted|fired|hired|rich|wealthy|famous|successful|divorced|married|blessed with)',
  'lose (?:your|the|a|all|money|everything)', 'win (?:the|a)', 'earn', 'inherit', 'receive (?:money|an inheritance|a windfall|wealth)', 'make (?:a fortune|money|millions)',
  'have (?:a |two |three |twin )?(?:child|children|baby|babies|son|sons|daughter|daughters|twins)', 'conceive', 'give birth',
  'travel abroad', 'settle abroad', 'move abroad', 'emigrate', 'relocate', 'go abroad',
  'face (?:a |an |some |great |serious )?(?:loss|losses|accident|danger|trouble|setback|hardship|crisis|illness|separation|failure)', 'achieve', 'succeed', 'fail', 'prosper', 'struggle',
];
const LIFE_NOUNS = 'marriage|wedding|engagement|divorce|spouse|husband|wife|partner|relationship|love life|child|children|baby|son|daughter|pregnancy|career|job|business|promotion|income|wealth|fortune|finances|money|health|illness|disease|death|life|lifespan|future|fate|destiny|luck|success|exam|exams|studies|visa|family|father|mother|parents';
const SUBJECT = `(?:you|you'll|you are|you're)`;
const WILL = `(?:will|shall|'ll|are going to|are gonna|are bound to|are sure to|are destined to|are fated to|will surely|will definitely|will certainly)`;
const DATE_WORDS = `(?:(?:19|20)\\d\\d|next (?:year|month|week|spring|summer|autumn|winter|decade)|this (?:year|month|coming year)|within (?:a|one|two|three|\\d+) (?:years?|months?|weeks?)|by (?:the )?end of|in (?:a|one|two|three|\\d+) (?:years?|months?)|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: (?:19|20)\\d\\d)?|soon|shortly|before (?:you turn|the age of|age) \\d+|at (?:the )?age (?:of )?\\d+|after (?:the )?age (?:of )?\\d+)`;
const EVENT_NOUNS = 'marriage|marry|married|wedding|engagement|divorce|child|baby|son|daughter|pregnan\\w*|job|promotion|promoted|career change|new job|wealth|money|fortune|windfall|inheritance|death|die|illness|surgery|accident|relocation|move abroad|settle abroad|visa|success|breakup|break-up';

const RULES: Array<{ kind: SlipKind; name: string; re: RegExp }> = [
  { kind: 'death-or-illness', name: 'death/illness predicted', re: new RegExp(`\\b(?:you|your \\w+|he|she|they)(?: will| shall|'ll| are going to| is going to| may| might| could)(?: \\w+ly)? (?:die|pass away|fall (?:ill|sick)|get (?:sick|ill|cancer)|be (?:hospitali[sz]ed|seriously ill|bedridden)|suffer (?:from|a|an|serious)|have (?:a |an )?(?:accident|heart attack|stroke|miscarriage|short life)|not survive|meet (?:with )?(?:an )?(?:accident|death))\\b`, 'i') },
  { kind: 'death-or-illness', name: 'death/illness foretold', re: /\b(?:short (?:life|lifespan)|early death|untimely death|death is (?:near|likely|indicated|certain|coming)|(?:your|the) (?:death|demise) (?:will|is going to)|(?:illness|disease|accident) (?:will|is going to) (?:strike|befall|come|happen))\b/i },
  { kind: 'guarantee', name: 'guarantee', re: /(?:100 ?%|\b(?:guarantee[sd]?|guaranteed|one hundred percent|without (?:a|any) doubt|no doubt (?:you|it|this) will|certainly will|definitely will|surely will|will (?:certainly|definitely|surely|undoubtedly) (?!be (?:visible|above|below|in|at)\b)|is (?:certain|sure|bound) to happen|destined to|fated to|written in your (?:stars|fate|destiny)|your (?:destiny|fate) is (?:to|sealed))\b)/i },
  { kind: 'will-it-happen', name: 'yes/no on an outcome', re: /^(?:yes|no|yeah|nope)\b[,.!]?\s*(?:it|this|that|you|he|she|they|your \w+)\s*(?:will|won't|will not|shall|is going to|isn't going to|are going to|aren't going to)\b/i },
  { kind: 'will-it-happen', name: 'outcome asserted', re: /\b(?:it|this|that|things|everything|your wish|your desire|the (?:marriage|relationship|deal|job|plan|match))(?: will| is going to|'ll)(?: \w+ly)? (?:(?:not |never )?(?:happen|work out|come true|succeed|fail|materiali[sz]e|last|be fulfilled|go (?:well|smoothly|badly)))\b/i },
  { kind: 'will-it-happen', name: 'outcome denied', re: /\b(?:it|this|that|your \w+)(?: won't| will not| will never| is never going to)(?: \w+ly)? (?:happen|work out|come true|succeed|last)\b/i },
  { kind: 'future-life-event', name: 'you will + life event', re: new RegExp(`\\b${SUBJECT}(?: \\w+ly)? ${WILL}(?: \\w+ly)? (?:${LIFE_VERBS.join('|')})\\b`, 'i') },
  { kind: 'future-life-event', name: "you'll + life event", re: new RegExp(`\\byou'll(?: \\w+ly)? (?:${LIFE_VERBS.join('|')})\\b`, 'i') },
  { kind: 'future-life-event', name: 'your <life> will', re: new RegExp(`\\byour (?:\\w+ )?(?:${LIFE_NOUNS})(?: \\w+)? (?:will|is going to|shall)(?: \\w+ly)? (?!be (?:read|seen|judged|examined|indicated|shown|described|analy[sz]ed|studied)\\b)\\w+`, 'i') },
  { kind: 'future-life-event', name: 'there will be + life event for you', re: new RegExp(`\\bthere (?:will|is going to) be (?:a |an |some |great |major )?(?:${EVENT_NOUNS})\\b[^.]*\\b(?:for you|in your life|your)\\b`, 'i') },
];

const DATED: RegExp[] = [
  new RegExp(`\\b(?:${EVENT_NOUNS})\\b[^.!?]{0,60}\\b${DATE_WORDS}\\b`, 'i'),
  new RegExp(`\\b${DATE_WORDS}\\b[^.!?]{0,60}\\b(?:you|your)\\b[^.!?]{0,30}\\b(?:${EVENT_NOUNS})\\b`, 'i'),
];
/** A dated event only counts as a slip when it is said of the user (not of a planet or a text). */
const ABOUT_USER = /\b(?:you|your|you'll|you're)\b|^(?:expect|prepare for|look forward to|brace (?:yourself )?for|wait for)\b/i;
/** Hedged or negated statements about outcomes ("I cannot say whether it will happen") are not answers. */
const HEDGED = /\b(?:whether|cannot|can't|can not|unable to|no one can|nobody can|impossible to (?:say|know|predict))\b/i;
/** Sentences about the sky or the texts are facts even when they carry dates and "will". */
const SKY_SUBJECT = /^(?:the )?(?:sun|moon|mars|mercury|jupiter|venus|saturn|rahu|ketu|the nodes?|[a-z]+ (?:transit|retrograde|ingress|eclipse)|(?:next|the next|this) (?:full moon|new moon|eclipse|amavasya|purnima|ekadashi|sankranti)|(?:bphs|parashara|the texts?|tradition|classical texts?|jaimini|varahamihira|phaladeepika|saravali)\b)/i;

/** Split text into sentences (keeps it simple: . ! ? and line breaks). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Classify one sentence; undefined when clean. */
export function classifySentence(sentence: string): Slip | undefined {
  const s = sentence.replace(/[\u2018\u2019]/g, "'");
  const sky = SKY_SUBJECT.test(s);
  for (const rule of RULES) {
    if (sky && rule.kind !== 'guarantee') continue;
    if (HEDGED.test(s) && (rule.kind === 'guarantee' || rule.kind === 'will-it-happen')) continue;
    if (rule.re.test(s)) return { kind: rule.kind, sentence, pattern: rule.name };
  }
  if (!sky && ABOUT_USER.test(s)) {
    for (const re of DATED) if (re.test(s)) return { kind: 'dated-life-event', sentence, pattern: 'life event tied to a date' };
  }
  return undefined;
}

/** Classify a whole reply. */
export function classifyReply(text: string): SlipClassification {
  const sentences = splitSentences(text);
  const slips = sentences.map(classifySentence).filter((x): x is Slip => x !== undefined);
  return { flagged: slips.length > 0, slips, sentencesChecked: sentences.length };
}

/** What the policy did with a reply. */
export type SlipAction = 'pass' | 'rewritten' | 'withheld';

export const WITHHELD_REPLY =
  'I can describe the structure of a chart and what the classical texts say about it, but I do not predict events in anyone\'s life. ' +
  'Ask me about a house, a graha, a yoga, a dasha period or today\'s panchang and I will explain what the texts say it signifies.';

const REWRITE_NOTE = '(Parts of this reply that predicted events were removed: the service gives structural counsel only.)';

/**
 * The documented policy (docs/sahaja.md): a clean reply passes; a reply in which at most a third
 * of the sentences slipped is rewritten by dropping those sentences and adding a note; otherwise
 * (or when nothing would be left) it is withheld and replaced by a fixed explanation.
 */
export function applySlipPolicy(text: string): { reply: string; action: SlipAction; classification: SlipClassification } {
  const classification = classifyReply(text);
  if (!classification.flagged) return { reply: text, action: 'pass', classification };
  const sentences = splitSentences(text);
  const bad = new Set(classification.slips.map((s) => s.sentence));
  const kept = sentences.filter((s) => !bad.has(s));
  if (kept.length === 0 || bad.size * 3 > sentences.length) return { reply: WITHHELD_REPLY, action: 'withheld', classification };
  return { reply: `${kept.join(' ')} ${REWRITE_NOTE}`, action: 'rewritten', classification };
}

/** Carried by every counsel reply. */
export const STRUCTURAL_DISCLAIMER =
  'Structural counsel only: this describes chart structure and what classical texts say it signifies. It is not a prediction of events in your life, and not medical, legal or financial advice.';
