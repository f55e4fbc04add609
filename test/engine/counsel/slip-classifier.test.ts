import { describe, expect, it } from 'vitest';
import heldout from '../../../data/slip/heldout.json';
import challenge from '../../../data/slip/challenge.json';
import probe from '../../../data/slip/probe.json';
import independent from '../../../data/slip/independent.json';
import split from '../../../data/slip/split.json';
import train from '../../../data/slip/train.json';
import model from '../../../src/engine/counsel/slip-model.json';
import {
  applySlipPolicy,
  classifyReply,
  classifySentence,
  classifyText,
  isSlip,
  SLIP_THRESHOLD,
  STRUCTURAL_DISCLAIMER,
  WITHHELD_REPLY,
} from '../../../src/engine/counsel/slip-classifier.js';
import { COUNSEL_SYSTEM_PROMPT } from '../../../src/platform/counsel.js';
import { catalogueSummary } from '../../../src/engine/yogas/index.js';

type Row = { text: string; label: number; group: string; category: string };

function precisionRecall(rows: Row[]): {
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
} {
  let tp = 0,
    fp = 0,
    fn = 0;
  for (const r of rows) {
    const p = isSlip(r.text).slip;
    if (p && r.label === 1) tp++;
    else if (p) fp++;
    else if (r.label === 1) fn++;
  }
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn };
}

describe('slip classifier: the committed held-out split', () => {
  const rows = heldout.sentences as Row[];
  it('is a real held-out set: enough sentences, whole groups, none of them in training', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.filter((r) => r.label === 1).length).toBeGreaterThanOrEqual(150);
    expect(rows.filter((r) => r.label === 0).length).toBeGreaterThanOrEqual(150);
    const heldGroups = new Set(rows.map((r) => r.group));
    expect([...heldGroups].sort()).toEqual([...split.heldOutGroups].sort());
    const trainTexts = new Set((train.sentences as Row[]).map((r) => r.text.toLowerCase()));
    for (const r of train.sentences as Row[]) expect(heldGroups.has(r.group), r.group).toBe(false);
    for (const r of rows) expect(trainTexts.has(r.text.toLowerCase()), r.text).toBe(false);
    expect(model.training.sentences).toBe(train.sentences.length);
  });
  it('precision and recall of slips are at least 0.9 with the committed weights', () => {
    const m = precisionRecall(rows);
    expect(m.precision, JSON.stringify(m)).toBeGreaterThanOrEqual(0.9);
    expect(m.recall, JSON.stringify(m)).toBeGreaterThanOrEqual(0.9);
  });
  it.each([
    ['challenge (issue examples, earlier tests)', challenge.sentences],
    ['probe (written after training)', probe.sentences],
  ] as Array<[string, Row[]]>)(
    'the %s set, never trained on, is at least 0.9 too',
    (_name, sentences) => {
      const m = precisionRecall(sentences);
      expect(m.precision, JSON.stringify(m)).toBeGreaterThanOrEqual(0.9);
      expect(m.recall, JSON.stringify(m)).toBeGreaterThanOrEqual(0.9);
    },
  );
});

describe('slip classifier: the independent held-out set (issue 21 point 5)', () => {
  const rows = independent.sentences as Row[];
  it('was written apart: at least 240 sentences of both labels in styles of their own, none trained on', () => {
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(rows.filter((r) => r.label === 1).length).toBeGreaterThanOrEqual(100);
    expect(rows.filter((r) => r.label === 0).length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(12);
    const trainTexts = new Set((train.sentences as Row[]).map((r) => r.text.toLowerCase()));
    const trainGroups = new Set((train.sentences as Row[]).map((r) => r.group));
    for (const r of rows) {
      expect(trainTexts.has(r.text.toLowerCase()), r.text).toBe(false);
      expect(trainGroups.has(r.group), r.group).toBe(false);
    }
  });
  it('precision and recall of slips are at least 0.9 with the committed weights', () => {
    const m = precisionRecall(rows);
    expect(m.precision, JSON.stringify(m)).toBeGreaterThanOrEqual(0.9);
    expect(m.recall, JSON.stringify(m)).toBeGreaterThanOrEqual(0.9);
  });
  it("the issue's example, a present-tense rule applied to the asker, is a slip; a quoted rule is not", () => {
    expect(isSlip('Mars in the 7th means your first marriage breaks down.').slip).toBe(true);
    expect(isSlip('Phaladeepika says that Mars in the 7th troubles the first marriage.').slip).toBe(
      false,
    );
  });
});

describe('slip classifier: known tricky cases', () => {
  it.each([
    'Jupiter will bless you with a son in 2027.',
    'You will most likely get the job.',
    'A son will be born to you.',
    'In 2027 you marry.',
    'Your marriage will be delayed.',
    'You will not get married before 30.',
    'Expect a job change by next March.',
    'Yes, it will happen.',
    'The native will gain wealth through the spouse in the Venus period.',
    'If you start a business during Jupiter dasha, it will succeed.',
  ])('flags the prediction: %s', (s) => {
    expect(isSlip(s).slip, `${s} ${isSlip(s).score}`).toBe(true);
  });
  it.each([
    'Saturn will enter Pisces on 29 March 2025.',
    'Jupiter enters Cancer on 2 June.',
    'The next eclipse falls on 17 February.',
    'Your 7th lord sits in the 10th.',
    'BPHS associates Jupiter in the 5th with children.',
    'If you are weighing a move, the 4th house is the one to reflect on.',
    'You will find the tithi in the panchang.',
    'Will I marry in 2027?',
    'I cannot say whether it will happen; I can describe the structure.',
    'Your Venus mahadasha begins in 2031.',
  ])('passes the non-prediction: %s', (s) => {
    expect(isSlip(s).slip, `${s} ${isSlip(s).score}`).toBe(false);
  });
});

describe('slip classifier: texts the service itself writes show 0 slips', () => {
  it('the withheld reply, the disclaimer and the system prompt', () => {
    for (const t of [WITHHELD_REPLY, STRUCTURAL_DISCLAIMER, COUNSEL_SYSTEM_PROMPT]) {
      const r = classifyText(t);
      expect(
        r.sentences.filter((s) => s.slip),
        t,
      ).toEqual([]);
    }
  });
  it('every rule summary of the yoga catalogue', () => {
    const text = catalogueSummary()
      .map((y) => y.rule)
      .join('\n');
    const r = classifyText(text);
    expect(r.sentences.length).toBeGreaterThan(100);
    expect(r.sentences.filter((s) => s.slip).map((s) => s.text)).toEqual([]);
  });
});

describe('slip classifier: API', () => {
  it('isSlip gives a probability and the verdict at the documented threshold, the same every time', () => {
    const a = isSlip('You will marry in 2027.');
    expect(a.score).toBeGreaterThan(0);
    expect(a.score).toBeLessThan(1);
    expect(a.slip).toBe(a.score >= SLIP_THRESHOLD);
    expect(isSlip('You will marry in 2027.')).toEqual(a);
    expect(SLIP_THRESHOLD).toBe(model.threshold);
  });
  it('classifyText scores every sentence; the text slips when one does, with the highest score', () => {
    const r = classifyText(
      'Your Moon is at 15.5° Taurus, e.g. near its exaltation. Jupiter will bless you with a son in 2027. Ask me about the 5th house.',
    );
    expect(r.sentences.map((s) => s.text)).toEqual([
      'Your Moon is at 15.5° Taurus, e.g. near its exaltation.',
      'Jupiter will bless you with a son in 2027.',
      'Ask me about the 5th house.',
    ]);
    expect(r.sentences.map((s) => s.slip)).toEqual([false, true, false]);
    expect(r.slip).toBe(true);
    expect(r.score).toBe(Math.max(...r.sentences.map((s) => s.score)));
    expect(classifyText('')).toEqual({ slip: false, score: 0, sentences: [] });
  });
  it('classifySentence and classifyReply report the slipped sentences with their position and score', () => {
    expect(classifySentence('Your 7th lord is Venus.')).toBeUndefined();
    expect(classifySentence('You will marry in 2027.')).toMatchObject({
      kind: 'prediction',
      sentence: 'You will marry in 2027.',
    });
    const r = classifyReply('Your 7th lord is Venus. You will marry in 2027.');
    expect(r).toMatchObject({
      flagged: true,
      sentencesChecked: 2,
      slips: [{ kind: 'prediction', sentenceIndex: 1, sentence: 'You will marry in 2027.' }],
    });
  });
});

describe('slip policy', () => {
  it('passes a clean reply unchanged', () => {
    const text = 'Your 7th lord is Venus. The texts read the spouse from it.';
    expect(applySlipPolicy(text)).toMatchObject({
      reply: text,
      action: 'pass',
      classification: { flagged: false, sentencesChecked: 2 },
    });
  });
  it('rewrites a reply with a minority of slips by dropping them', () => {
    const text =
      'Your 7th lord is Venus. It sits in the 10th house. The texts read the spouse from it. You will marry in 2027.';
    const r = applySlipPolicy(text);
    expect(r.action).toBe('rewritten');
    expect(r.reply).not.toContain('2027');
    expect(r.reply).toContain('Your 7th lord is Venus.');
    expect(r.classification.slips).toHaveLength(1);
  });
  it('withholds a reply that is mostly prediction', () => {
    const r = applySlipPolicy(
      'You will marry in 2027. Your career will take off. Yes, it will happen.',
    );
    expect(r.action).toBe('withheld');
    expect(r.reply).toBe(WITHHELD_REPLY);
    expect(classifyReply(r.reply).flagged).toBe(false);
  });
});
