/**
 * @module The prediction-slip classifier for counsel replies. The service offers structural
 * counsel only: what a chart's structure is and what the texts say it signifies. A sentence
 * "slips" when it asserts, as fact or as likely, a future event in the life of the asker or of
 * the people in it ("Jupiter will bless you with a son in 2027", "you will most likely get the
 * job"); astronomical facts ("Saturn will enter Pisces on 29 March 2025"), structure, traditional
 * framing, conditional counsel, instructions, questions and disclaimers do not.
 *
 * The model is a logistic regression over hashed word uni-, bi- and skip-grams and character
 * n-grams (slip-features.ts), trained by scripts/train-slip-classifier.ts on the hand-labelled
 * corpus in data/slip (its held-out precision and recall are tested); its weights are the data
 * file slip-model.json. Inference is pure: the same sentence always gets the same score.
 *
 * - isSlip(sentence): {slip, score} for one sentence;
 * - classifyText(text): every sentence scored, the text's score is the highest;
 * - classifyReply / applySlipPolicy: the counsel chat's policy on a whole reply.
 */
import model from './slip-model.json';
import { slipFeatureFamilies, type SlipFeatureOptions } from './slip-features.js';
import { splitSentences } from './sentences.js';

export { splitSentences } from './sentences.js';

/** A sentence with a score at or above this is a slip (chosen by cross-validation on the training split). */
export const SLIP_THRESHOLD: number = model.threshold;
/** Identifies the weights (changes whenever the model is retrained). */
export const SLIP_MODEL_VERSION: string = model.version;

const FEATURES: SlipFeatureOptions = model.features;

/** The stored weights: varint-coded id deltas and int8 weights times one scale. */
function decodeWeights(): Map<number, number> {
  const idBytes = Uint8Array.from(atob(model.ids), (c) => c.charCodeAt(0));
  const wBytes = Int8Array.from(Uint8Array.from(atob(model.weights), (c) => c.charCodeAt(0)));
  const out = new Map<number, number>();
  let id = 0;
  let k = 0;
  for (let i = 0; i < idBytes.length;) {
    let delta = 0;
    let shift = 0;
    for (;;) {
      const b = idBytes[i++]!;
      delta |= (b & 0x7f) << shift;
      if (b < 0x80) break;
      shift += 7;
    }
    id += delta;
    out.set(id, wBytes[k++]! * model.scale);
  }
  if (k !== model.count || out.size !== model.count)
    throw new Error(`slip model: expected ${model.count} weights, decoded ${out.size}`);
  return out;
}

/** the weights, decoded on the first sentence scored (not when the module loads: most requests score none) */
let weights: Map<number, number> | undefined;

/** One sentence's verdict: `score` is the model's probability that it is a slip (0 to 1). */
export interface SlipScore {
  slip: boolean;
  score: number;
}

/** The model's probability that one sentence is a prediction slip. */
export function slipScore(sentence: string): number {
  const f = slipFeatureFamilies(sentence, FEATURES);
  const sum = (ids: number[]) => {
    let t = 0;
    const w = (weights ??= decodeWeights());
    for (const id of ids) t += w.get(id) ?? 0;
    return t;
  };
  const z =
    model.bias +
    f.wordValue * sum(f.word) +
    f.charValue * sum(f.char) +
    f.cueValue * sum(f.cue) +
    f.eventValue * sum(f.event);
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** A score as the API shows it: four decimals (the verdict is taken on the unrounded score). */
export function roundScore(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}

/** Is this one sentence a prediction slip? (Pass a sentence; use classifyText for longer text.) */
export function isSlip(sentence: string): SlipScore {
  const score = slipScore(sentence);
  return { slip: score >= SLIP_THRESHOLD, score };
}

export interface TextClassification {
  slip: boolean;
  score: number;
  sentences: Array<{ text: string } & SlipScore>;
}

/** Split text into sentences and score each; the text slips when any sentence does, and its score is the highest. */
export function classifyText(text: string): TextClassification {
  const sentences = splitSentences(text).map((s) => ({ text: s, ...isSlip(s) }));
  const score = sentences.reduce((m, s) => Math.max(m, s.score), 0);
  return { slip: sentences.some((s) => s.slip), score, sentences };
}

/** The only kind the binary model reports (the word-list classifier's five kinds are gone). */
export type SlipKind = 'prediction';

/** A slipped sentence of a reply: its text, its position among the reply's sentences and its score. */
export interface Slip {
  kind: SlipKind;
  sentence: string;
  sentenceIndex: number;
  score: number;
}
export interface SlipClassification {
  flagged: boolean;
  slips: Slip[];
  sentencesChecked: number;
}

/** Classify one sentence; undefined when clean. */
export function classifySentence(sentence: string): Slip | undefined {
  const r = isSlip(sentence);
  return r.slip ? { kind: 'prediction', sentence, sentenceIndex: 0, score: r.score } : undefined;
}

/** Classify a whole reply. */
export function classifyReply(text: string): SlipClassification {
  const sentences = classifyText(text).sentences;
  const slips: Slip[] = [];
  sentences.forEach((s, i) => {
    if (s.slip)
      slips.push({ kind: 'prediction', sentence: s.text, sentenceIndex: i, score: s.score });
  });
  return { flagged: slips.length > 0, slips, sentencesChecked: sentences.length };
}

/** What the policy did with a reply. */
export type SlipAction = 'pass' | 'rewritten' | 'withheld';

export const WITHHELD_REPLY =
  "I can describe the structure of a chart and what the classical texts say about it, but I do not predict events in anyone's life. " +
  "Ask me about a house, a graha, a yoga, a dasha period or today's panchang and I will explain what the texts say it signifies.";

const REWRITE_NOTE =
  '(Parts of this reply that predicted events were removed: the service gives structural counsel only.)';

/**
 * The documented policy (docs/sahaja.md): a clean reply passes; a reply in which at most a third
 * of the sentences slipped is rewritten by dropping those sentences and adding a note; otherwise
 * (or when nothing would be left) it is withheld and replaced by a fixed explanation.
 */
export function applySlipPolicy(text: string): {
  reply: string;
  action: SlipAction;
  classification: SlipClassification;
} {
  const classification = classifyReply(text);
  if (!classification.flagged) return { reply: text, action: 'pass', classification };
  const sentences = splitSentences(text);
  const bad = new Set(classification.slips.map((s) => s.sentenceIndex));
  const kept = sentences.filter((_, i) => !bad.has(i));
  if (kept.length === 0 || bad.size * 3 > sentences.length)
    return { reply: WITHHELD_REPLY, action: 'withheld', classification };
  return { reply: `${kept.join(' ')} ${REWRITE_NOTE}`, action: 'rewritten', classification };
}

/** Carried by every counsel reply. */
export const STRUCTURAL_DISCLAIMER =
  'Structural counsel only: this describes chart structure and what classical texts say it signifies. It is not a prediction of events in your life, and not medical, legal or financial advice.';
