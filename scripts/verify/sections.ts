/**
 * @module The sections of the verification report, one module each under scripts/verify/.
 * Add a section by exporting a VerifySection from its own file and listing it here.
 */
import { routesSection } from './routes';
import { sahamsSection } from './sahams';
import { shadbalaSection } from './shadbala';
import type { VerifySection } from './types';
import { dashaVariants } from './dashas';
import { festivalsSection } from './festivals';
import { slipSection } from './slip';
import { yogasSection } from './yogas';
import { partsSection } from './parts';
import { jhoraDashas, varshaphalRows } from './jhora';

export const sections: { name: string; run: VerifySection }[] = [
  { name: 'dashas', run: dashaVariants },
  { name: 'dashas added from PyJHora', run: jhoraDashas },
  { name: 'varshaphal', run: varshaphalRows },
  { name: 'yogas', run: yogasSection },
  { name: 'sahams', run: sahamsSection },
  { name: 'shadbala', run: shadbalaSection },
  { name: 'chart parts', run: partsSection },
  { name: 'routes', run: routesSection },
  { name: 'festivals', run: festivalsSection },
  { name: 'slip classifier', run: slipSection },
];
