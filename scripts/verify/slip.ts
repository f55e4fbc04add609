/**
 * @module Verification section: the prediction-slip classifier (src/engine/counsel/slip-classifier.ts)
 * on hand-labelled sentences (data/slip/), the committed weights through the engine's own
 * inference. Precision as "flagged sentences that are slips", recall as "slips flagged", per
 * split: the training split in-sample, the original held-out split, and the independent held-out
 * set of issue 21 (written and committed before the classifier was changed for it).
 */
import { isSlip } from '../../src/engine/counsel/slip-classifier.js';
import { loadSplit } from '../slip-lib.js';
import type { VerifyRow, VerifySection } from './types';

const SPLITS = [
  {
    name: 'train' as const,
    reference: 'hand-labelled training sentences (data/slip/train.json)',
    split: 'in-sample' as const,
  },
  {
    name: 'heldout' as const,
    reference: 'hand-labelled held-out groups (data/slip/heldout.json)',
    split: 'held-out' as const,
  },
  {
    name: 'independent' as const,
    reference: 'independent held-out sentences, issue 21 (data/slip/independent.json)',
    split: 'held-out' as const,
  },
];

export const slipSection: VerifySection = () => {
  const rows: VerifyRow[] = [];
  for (const s of SPLITS) {
    const sentences = loadSplit(s.name);
    const flagged = sentences.map((x) => isSlip(x.text).slip);
    const tp = sentences.filter((x, i) => x.label === 1 && flagged[i]).length;
    const fp = sentences.filter((x, i) => x.label === 0 && flagged[i]).length;
    const slips = sentences.filter((x) => x.label === 1).length;
    rows.push({
      feature: 'Prediction-slip classifier: recall (slips flagged)',
      reference: s.reference,
      cases: slips,
      agree: tp,
      known:
        slips === tp ? 'none' : `${slips - tp} missed (listed by npm run slip:report -- --errors)`,
      split: s.split,
    });
    rows.push({
      feature: 'Prediction-slip classifier: precision (flagged that are slips)',
      reference: s.reference,
      cases: tp + fp,
      agree: tp,
      known:
        fp === 0
          ? 'none'
          : `${fp} clean sentences flagged (listed by npm run slip:report -- --errors)`,
      split: s.split,
    });
  }
  return rows;
};
