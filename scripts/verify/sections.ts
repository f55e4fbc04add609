/**
 * @module The sections of the verification report, one module each under scripts/verify/.
 * Add a section by exporting a VerifySection from its own file and listing it here.
 */
import type { VerifySection } from './types';
import { festivalsSection } from './festivals';
import { slipSection } from './slip';

export const sections: { name: string; run: VerifySection }[] = [
  { name: 'festivals', run: festivalsSection },
  { name: 'slip classifier', run: slipSection },
];
