/**
 * The catalogue against PyJHora 4.8.5, an independent implementation, on 1,000 oracle charts
 * (test/fixtures/yoga-pyjhora.json; the engine judges PyJHora's own positions). Where PyJHora reads a
 * yoga as the catalogue does, the two agree on every chart; every PyJHora function agreeing on fewer
 * than 95% of the charts has its reason written down (scripts/yoga-pyjhora-map.ts REASONS, printed in
 * docs/yoga-pyjhora-comparison.md), and every PyJHora yoga function is either compared or listed with
 * the reason it has no counterpart.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/yoga-pyjhora.json';
import {
  CONVENTIONS,
  PYJHORA_MAP,
  REASONS,
  UNMAPPED,
  compare,
  type OracleFixture,
} from '../../../scripts/yoga-pyjhora-map.js';

const fx = fixture as unknown as OracleFixture;
const rows = compare(fx);
const byName = new Map(rows.map((r) => [r.pyjhora, r]));

/** PyJHora functions that read the yoga exactly as the catalogue does. */
const SAME_READING = [
  'ruchaka_yoga',
  'bhadra_yoga',
  'sasa_yoga',
  'maalavya_yoga',
  'hamsa_yoga',
  'nipuna_yoga',
  'chandra_mangala_yoga',
  'guru_mangala_yoga',
  'chatussagara_yoga',
  'rajalakshana_yoga',
  'dehasthoulya_yoga_115',
  'dehasthoulya_yoga_116',
  'bahu_puthra_yoga_220',
  'pithru_saapa_sutakshaya_yoga',
  'vaatharoga_yoga',
  'mathibhramana_yoga_291',
  'nishturabhashi_yoga',
  'dharidhra_yoga_146',
  'sarpasaapa_yoga_214',
];

describe('yogas against PyJHora on 1,000 oracle charts', () => {
  it('compares 1,000 charts', () => {
    expect(rows[0]!.cases).toBe(1000);
  });
  it('agrees on every chart where PyJHora reads the yoga as the catalogue does', () => {
    const off = SAME_READING.map((n) => byName.get(n)!)
      .filter((r) => r.agree !== r.cases)
      .map((r) => `${r.pyjhora}: ${r.agree}/${r.cases}`);
    expect(off).toEqual([]);
  });
  it('has a written reason for every PyJHora function below 95% agreement, naming known conventions', () => {
    const missing = rows
      .filter((r) => r.agree < 0.95 * r.cases && !REASONS[r.pyjhora])
      .map((r) => `${r.pyjhora} ${r.agree}/${r.cases}`);
    expect(missing).toEqual([]);
    for (const [k, r] of Object.entries(REASONS)) {
      expect(PYJHORA_MAP[k], k).toBeDefined();
      for (const c of r.codes) expect(CONVENTIONS[c], `${k}: ${c}`).toBeDefined();
      expect(r.note.length, k).toBeGreaterThan(10);
    }
  });
  it('compares or lists every PyJHora yoga function seen in the charts', () => {
    expect(fx.names.filter((n) => !PYJHORA_MAP[n] && !UNMAPPED[n])).toEqual([]);
    for (const n of Object.keys(UNMAPPED)) expect(PYJHORA_MAP[n], n).toBeUndefined();
  });
});
