/**
 * @module Shared by the slip-classifier scripts: the corpus files, logistic regression with
 * elastic-net regularisation trained by FISTA (deterministic: full-batch, no sampling), grouped
 * cross-validation folds, the weights' compact encoding, metrics and table printing.
 */
import { readFileSync } from 'node:fs';
import {
  slipFeatureVector,
  type SlipFeatureOptions,
  type SparseVector,
} from '../src/engine/counsel/slip-features.js';
import { seededRandom as prng } from './lib/seeded-random.js';

export interface CorpusSentence {
  id: string;
  text: string;
  label: 0 | 1;
  category: string;
  group: string;
}

export function loadSplit(
  name: 'train' | 'heldout' | 'challenge' | 'probe' | 'independent',
): CorpusSentence[] {
  return (
    JSON.parse(readFileSync(`data/slip/${name}.json`, 'utf8')) as { sentences: CorpusSentence[] }
  ).sentences;
}

export { prng };

/** Training rows over a compact index of the buckets seen in training. */
export interface Dataset {
  rows: Array<{ idx: Int32Array; val: Float64Array }>;
  y: Float64Array;
  buckets: Int32Array;
}

export function vectorise(
  sentences: CorpusSentence[],
  opts: SlipFeatureOptions,
): { vectors: SparseVector[]; y: Float64Array } {
  return {
    vectors: sentences.map((s) => slipFeatureVector(s.text, opts)),
    y: Float64Array.from(sentences, (s) => s.label),
  };
}

export function dataset(vectors: SparseVector[], y: Float64Array): Dataset {
  const all = new Set<number>();
  for (const v of vectors) for (const id of v.ids) all.add(id);
  const buckets = Int32Array.from([...all].sort((a, b) => a - b));
  const pos = new Map<number, number>();
  buckets.forEach((b, i) => pos.set(b, i));
  const rows = vectors.map((v) => ({
    idx: Int32Array.from(v.ids, (id) => pos.get(id)!),
    val: v.values,
  }));
  return { rows, y, buckets };
}

export interface TrainParams {
  l1: number;
  l2: number;
  iterations: number;
  /** keep only the this many largest weights (0: all) */ keep?: number;
}
export interface LinearModel {
  bias: number;
  weights: Map<number, number>;
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/**
 * Minimise mean log-loss + l2/2 |w|^2 + l1 |w|_1 (bias unpenalised) by FISTA (proximal
 * gradient with momentum, soft-thresholding for the l1 term) with adaptive restart and the fixed
 * step 1/L, L = 0.25 * (largest squared row length, bias included) + l2, a Lipschitz bound.
 */
export function trainLogistic(d: Dataset, p: TrainParams): LinearModel {
  const m = d.buckets.length;
  const n = d.rows.length;
  // Lipschitz bound of the mean log-loss gradient: 0.25 * max row length^2 (bias included) + l2.
  let maxSq = 0;
  for (const r of d.rows) {
    let sq = 1;
    for (const v of r.val) sq += v * v;
    maxSq = Math.max(maxSq, sq);
  }
  const step = 1 / (0.25 * maxSq + p.l2);
  let w = new Float64Array(m);
  let b = 0;
  let zw = new Float64Array(m); // extrapolated point
  let zb = 0;
  let t = 1;
  const grad = new Float64Array(m);
  for (let it = 0; it < p.iterations; it++) {
    grad.fill(0);
    let gb = 0;
    for (let i = 0; i < n; i++) {
      const r = d.rows[i]!;
      let z = zb;
      for (let k = 0; k < r.idx.length; k++) z += zw[r.idx[k]!]! * r.val[k]!;
      const pr = sigmoid(z);
      const e = (pr - d.y[i]!) / n;
      gb += e;
      for (let k = 0; k < r.idx.length; k++) grad[r.idx[k]!]! += e * r.val[k]!;
    }
    const nw = new Float64Array(m);
    for (let j = 0; j < m; j++) {
      const u = zw[j]! - step * (grad[j]! + p.l2 * zw[j]!);
      const th = step * p.l1;
      const v = u > th ? u - th : u < -th ? u + th : 0;
      nw[j] = v;
    }
    const nb = zb - step * gb;
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    // Gradient-based adaptive restart (O'Donoghue and Candes 2015): drop the momentum when it points uphill.
    let uphill = (zb - nb) * (nb - b);
    for (let j = 0; j < m; j++) uphill += (zw[j]! - nw[j]!) * (nw[j]! - w[j]!);
    if (uphill > 0) {
      t = 1;
      zw = nw.slice();
      zb = nb;
    } else {
      const beta = (t - 1) / tNext;
      for (let j = 0; j < m; j++) zw[j] = nw[j]! + beta * (nw[j]! - w[j]!);
      zb = nb + beta * (nb - b);
      t = tNext;
    }
    w = nw;
    b = nb;
  }
  let entries: Array<[number, number]> = [];
  for (let j = 0; j < m; j++) if (w[j] !== 0) entries.push([d.buckets[j]!, w[j]!]);
  if (p.keep && entries.length > p.keep)
    entries = entries
      .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]) || x[0] - y[0])
      .slice(0, p.keep);
  return { bias: b, weights: new Map(entries) };
}

export function scoreVector(model: LinearModel, v: SparseVector): number {
  let z = model.bias;
  for (let k = 0; k < v.ids.length; k++) z += (model.weights.get(v.ids[k]!) ?? 0) * v.values[k]!;
  return sigmoid(z);
}

/** Assign whole groups to k folds: groups sorted, shuffled with a seed, dealt round-robin per label. */
export function groupFolds(sentences: CorpusSentence[], k: number, seed: number): number[] {
  const rand = prng(seed);
  const foldOf = new Map<string, number>();
  for (const label of [0, 1]) {
    const groups = [
      ...new Set(sentences.filter((s) => s.label === label).map((s) => s.group)),
    ].sort();
    for (let i = groups.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [groups[i], groups[j]] = [groups[j]!, groups[i]!];
    }
    groups.forEach((g, i) => foldOf.set(g, i % k));
  }
  return sentences.map((s) => foldOf.get(s.group)!);
}

export interface Metrics {
  n: number;
  slips: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
  accuracy: number;
}

export function metrics(labels: ArrayLike<number>, predicted: ArrayLike<boolean>): Metrics {
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0;
  for (let i = 0; i < labels.length; i++) {
    const y = labels[i] === 1;
    const p = predicted[i]!;
    if (y && p) tp++;
    else if (!y && p) fp++;
    else if (y && !p) fn++;
    else tn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    n: labels.length,
    slips: tp + fn,
    tp,
    fp,
    fn,
    tn,
    precision,
    recall,
    f1,
    accuracy: (tp + tn) / Math.max(1, labels.length),
  };
}

/** Print rows as an aligned text table (first row is the header). */
export function printTable(rows: Array<Array<string | number>>): void {
  const cells = rows.map((r) =>
    r.map((c) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(3)) : c)),
  );
  const w = cells[0]!.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  cells.forEach((r, ri) => {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('  '));
    if (ri === 0) console.log(w.map((x) => '-'.repeat(x)).join('  '));
  });
}

/** Unsigned LEB128 varints of the deltas of sorted ids, as base64. */
export function encodeIds(ids: number[]): string {
  const bytes: number[] = [];
  let prev = 0;
  for (const id of ids) {
    let d = id - prev;
    prev = id;
    while (d >= 0x80) {
      bytes.push((d & 0x7f) | 0x80);
      d >>>= 7;
    }
    bytes.push(d);
  }
  return Buffer.from(bytes).toString('base64');
}

export function encodeInt8(values: number[]): string {
  return Buffer.from(Int8Array.from(values).buffer).toString('base64');
}
