/**
 * @module Report of the prediction-slip classifier as shipped: the committed weights
 * (src/engine/counsel/slip-model.json) through the engine's own inference (isSlip), on the
 * training split (in-sample), the held-out split (whole groups never trained on), the challenge
 * set, the probe set (written after training) and the independent held-out set of issue 21
 * (written before the classifier was changed for it), each apart; then both held-out sets per
 * category, and speed.
 *
 * Usage: npm run slip:report [-- --errors[=training|held-out|challenge|probe|independent]]   (lists the misclassified sentences)
 */
import {
  isSlip,
  SLIP_MODEL_VERSION,
  SLIP_THRESHOLD,
  classifyText,
} from '../src/engine/counsel/slip-classifier.js';
import model from '../src/engine/counsel/slip-model.json';
import { loadSplit, metrics, printTable, type CorpusSentence } from './slip-lib.js';

const splits: Array<[string, CorpusSentence[]]> = [
  ['training (in-sample)', loadSplit('train')],
  ['held-out (groups never trained on)', loadSplit('heldout')],
  ['challenge (issue examples, old tests)', loadSplit('challenge')],
  ['probe (written after training)', loadSplit('probe')],
  ['independent (held out, issue 21)', loadSplit('independent')],
];

console.log(
  `model ${SLIP_MODEL_VERSION}: threshold ${SLIP_THRESHOLD}, ${model.count} weights, ${JSON.stringify(model).length} bytes`,
);
console.log(
  `training-split grouped 5-fold CV (from training): precision ${model.training.cv.precision}, recall ${model.training.cv.recall}, F1 ${model.training.cv.f1}\n`,
);

const rows: Array<Array<string | number>> = [
  ['split', 'sentences', 'slips', 'TP', 'FP', 'FN', 'TN', 'precision', 'recall', 'F1', 'accuracy'],
];
const verdicts = new Map<string, boolean[]>();
for (const [name, sentences] of splits) {
  const predicted = sentences.map((s) => isSlip(s.text).slip);
  verdicts.set(name, predicted);
  const m = metrics(
    sentences.map((s) => s.label),
    predicted,
  );
  rows.push([name, m.n, m.slips, m.tp, m.fp, m.fn, m.tn, m.precision, m.recall, m.f1, m.accuracy]);
}
printTable(rows);

const [, held] = splits[1]!;
for (const k of [1, 4]) {
  const [name, rowsOf] = splits[k]!;
  const pred = verdicts.get(name)!;
  console.log(`\n${name} by category (recall for slip categories, specificity for clean ones):`);
  const cats = [...new Set(rowsOf.map((s) => `${s.label}|${s.category}`))].sort();
  const catRows: Array<Array<string | number>> = [
    ['category', 'label', 'sentences', 'correct', 'share correct'],
  ];
  for (const key of cats) {
    const [label, category] = key.split('|');
    const idx = rowsOf
      .map((s, i) => (`${s.label}|${s.category}` === key ? i : -1))
      .filter((i) => i >= 0);
    const correct = idx.filter((i) => pred[i] === (rowsOf[i]!.label === 1)).length;
    catRows.push([
      category!,
      label === '1' ? 'slip' : 'clean',
      idx.length,
      correct,
      correct / idx.length,
    ]);
  }
  printTable(catRows);
}

const errorsArg = process.argv.find((a) => a.startsWith('--errors'));
if (errorsArg) {
  const only = errorsArg.split('=')[1];
  for (const [name, sentences] of splits) {
    if (only && !name.startsWith(only)) continue;
    const pred = verdicts.get(name)!;
    const wrong = sentences.filter((s, i) => pred[i] !== (s.label === 1));
    if (wrong.length === 0) continue;
    console.log(`\n${name}: ${wrong.length} wrong`);
    for (const s of wrong)
      console.log(
        `  ${s.label ? 'missed slip' : 'false slip '} ${isSlip(s.text).score.toFixed(3)}  ${s.text}`,
      );
  }
}

// Speed: sentences per second through classifyText on the whole held-out text (one core).
const text = held.map((s) => s.text).join(' ');
const t0 = performance.now();
let n = 0;
for (let r = 0; r < 20; r++) n += classifyText(text).sentences.length;
const ms = performance.now() - t0;
console.log(
  `\nspeed: ${n} sentences in ${ms.toFixed(0)} ms, ${((ms / n) * 1000).toFixed(1)} microseconds per sentence (split, features, score)`,
);
