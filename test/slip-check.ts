/**
 * The one place Family N's tests ask the counsel slip classifier about a text. The classifier is
 * being replaced by a trained model (expected exports like `classifyText(text)` / `isSlip(sentence)`);
 * switching is a change to the import and the body of `slipsIn` below, nothing else.
 */
import { classifyReply } from '../src/engine/counsel/slip-classifier.js';

/** The sentences of the texts the classifier flags as prediction slips (empty when none). */
export function slipsIn(texts: readonly string[]): string[] {
  return texts.flatMap((t) => classifyReply(t).slips.map((s) => `${s.kind}: ${s.sentence}`));
}
