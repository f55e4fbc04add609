/**
 * @module Verification rows of the dasha variants: each variant against its PyJHora fixture
 * (test/fixtures/oracle/dashas-*.json), agreement on the lords, order and years of the first 9
 * mahas with the oracle's known bugs corrected, and every remaining difference by the documented
 * reason (docs/dashas.md, "Differences from PyJHora"); the same comparison the tests make
 * (test/engine/dasha/oracle-variants.ts).
 */
import { BUG7, CHECKS, FIXTURES, checkVariant } from '../../test/engine/dasha/oracle-variants';
import type { VerifyRow, VerifySection } from './types';

export const dashaVariants: VerifySection = () =>
  CHECKS.map((v): VerifyRow => {
    const r = checkVariant(v);
    const names: Record<string, string> = {
      [BUG7]: 'kit bug 7 (a 0-year maha kept) corrected',
      ...Object.fromEntries(v.differences.map((d) => [d.id, d.short])),
    };
    const fx = FIXTURES[v.system]!;
    const parts: string[] = [];
    if (v.compareStarts) parts.push(`starts agree in ${r.startsAgree}`);
    else parts.push('starts not compared (another balance rule)');
    for (const [bug, charts] of Object.entries(r.bugs))
      parts.push(`${names[bug] ?? bug}: ${charts.length}`);
    for (const [ids, charts] of Object.entries(r.explained)) {
      parts.push(
        `${ids
          .split('+')
          .map((id) => names[id] ?? id)
          .join(' + ')}: ${charts.length}`,
      );
    }
    if (r.unexplained.length) parts.push(`UNEXPLAINED: ${r.unexplained.length}`);
    if (parts.length === 1 && v.compareStarts && r.startsAgree === r.cases) parts.push('none');
    return {
      feature: v.label,
      reference: `PyJHora 4.8.5 ${v.key} (${fx.charts.length} seeded charts, seed ${String(fx.provenance.seed)}); docs/dashas.md`,
      cases: r.cases,
      agree: r.agree,
      known: parts.join('; '),
    };
  });
