/**
 * The one place Family N's tests ask the counsel slip classifier (the trained model of
 * src/engine/counsel/slip-classifier.ts) about a text.
 */
import { classifyText } from '../src/engine/counsel/slip-classifier.js';

/** The sentences of the texts the classifier flags as prediction slips (empty when none). */
export function slipsIn(texts: readonly string[]): string[] {
  return texts.flatMap((t) =>
    classifyText(t)
      .sentences.filter((s) => s.slip)
      .map((s) => `${s.score.toFixed(3)}: ${s.text}`),
  );
}
