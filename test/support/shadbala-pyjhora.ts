/**
 * @module The engine's shadbala against PyJHora 4.8.5's, component by component, on the oracle
 * charts of test/fixtures/oracle/shadbala-pyjhora.json: shared by the test that holds the figures
 * (test/engine/shadbala/pyjhora.test.ts) and the verification report (scripts/verify/shadbala.ts).
 * PyJHora's shadbala is regression-grade (the kit's CONVENTIONS.md): this reports, it tunes nothing.
 *
 * The engine computes each birth itself (buildBasis with the oracle's ayanamsa and node type), so the
 * comparison includes its own positions (apparent, where PyJHora's are geometric: up to about 1' for
 * Mercury), its own sunrise and its own conventions. The engine's Sun and Moon carry part of their
 * ayana and paksha as cheshta (docs/ashtakavarga-shadbala-sahams.md); kala + cheshta is compared for
 * them where the component split differs.
 */
import { buildBasis } from '../../src/engine/chart/basis.js';
import { SAPTA_GRAHAS, type SaptaGraha } from '../../src/engine/core/constants.js';
import type { AyanamsaName } from '../../src/engine/ephemeris/index.js';
import { shadbala } from '../../src/engine/shadbala/index.js';

export interface ShadbalaFixture {
  components: readonly string[];
  charts: {
    birth: { lat: number; lon: number; tz: number; ayanamsa: string; nodes: string };
    jd_ut: number;
    pyjhora: number[][];
  }[];
}

/** The compared quantities: a component of both engines, in virupas, and the agreement tolerance. */
export const SHADBALA_ROWS: readonly {
  id: string;
  label: string;
  tolerance: number;
  engine: (c: EngineComponents) => number;
}[] = [
  { id: 'uchcha', label: 'uchcha', tolerance: 0.1, engine: (c) => c.sthana.uchcha },
  {
    id: 'saptavargaja',
    label: 'saptavargaja',
    tolerance: 0.01,
    engine: (c) => c.sthana.saptavargaja,
  },
  { id: 'ojayugma', label: 'ojayugma', tolerance: 0.01, engine: (c) => c.sthana.ojayugma },
  { id: 'kendradi', label: 'kendradi', tolerance: 0.01, engine: (c) => c.sthana.kendradi },
  { id: 'drekkana', label: 'drekkana', tolerance: 0.01, engine: (c) => c.sthana.drekkana },
  { id: 'sthana', label: 'sthana (total)', tolerance: 1, engine: (c) => c.sthana.total },
  { id: 'dig', label: 'dig', tolerance: 1, engine: (c) => c.dig },
  {
    id: 'nathonnatha',
    label: 'kala: nathonnatha',
    tolerance: 1,
    engine: (c) => c.kala.nathonnatha,
  },
  { id: 'paksha', label: 'kala: paksha', tolerance: 1, engine: (c) => c.kala.paksha },
  { id: 'tribhaga', label: 'kala: tribhaga', tolerance: 0.01, engine: (c) => c.kala.tribhaga },
  { id: 'abda', label: 'kala: abda', tolerance: 0.01, engine: (c) => c.kala.abda },
  { id: 'masa', label: 'kala: masa', tolerance: 0.01, engine: (c) => c.kala.masa },
  { id: 'vara', label: 'kala: vara', tolerance: 0.01, engine: (c) => c.kala.vara },
  { id: 'hora', label: 'kala: hora', tolerance: 0.01, engine: (c) => c.kala.hora },
  { id: 'ayana', label: 'kala: ayana', tolerance: 1, engine: (c) => c.kala.ayana },
  { id: 'yuddha', label: 'kala: yuddha', tolerance: 0.1, engine: (c) => c.kala.yuddha },
  { id: 'kala', label: 'kala (total)', tolerance: 1, engine: (c) => c.kala.total },
  { id: 'cheshta', label: 'cheshta', tolerance: 1, engine: (c) => c.cheshta },
  { id: 'naisargika', label: 'naisargika', tolerance: 0.01, engine: (c) => c.naisargika },
  { id: 'drik', label: 'drik', tolerance: 1, engine: (c) => c.drik },
  { id: 'total', label: 'shadbala (total)', tolerance: 6, engine: (c) => c.total },
];
export type EngineComponents = ReturnType<typeof shadbala>[SaptaGraha]['components'] & {
  total: number;
};

const AYANAMSA: Record<string, AyanamsaName> = {
  LAHIRI: 'lahiri',
  RAMAN: 'raman',
  KP: 'krishnamurti',
};

export interface ShadbalaComparison {
  id: string;
  label: string;
  tolerance: number;
  cases: number;
  agree: number;
  /** median and largest |engine - PyJHora|, virupas */
  medianAbs: number;
  maxAbs: number;
  /** per graha: cases agreeing */
  byGraha: Record<SaptaGraha, number>;
}

/** Every row compared over every chart and graha. */
export function compareShadbala(fx: ShadbalaFixture): ShadbalaComparison[] {
  const diffs = SHADBALA_ROWS.map(() => [] as { g: SaptaGraha; d: number }[]);
  for (const ch of fx.charts) {
    const basis = buildBasis(ch.jd_ut, ch.birth.lat, ch.birth.lon, ch.birth.tz, {
      ayanamsa: AYANAMSA[ch.birth.ayanamsa]!,
      nodeMode: ch.birth.nodes === 'true' ? 'true' : 'mean',
    });
    const sb = shadbala(basis);
    SAPTA_GRAHAS.forEach((g, gi) => {
      const comp = { ...sb[g].components, total: sb[g].totalVirupas } as EngineComponents;
      SHADBALA_ROWS.forEach((row, ri) => {
        const py = ch.pyjhora[gi]![fx.components.indexOf(row.id)]!;
        diffs[ri]!.push({ g, d: Math.abs(row.engine(comp) - py) });
      });
    });
  }
  return SHADBALA_ROWS.map((row, ri) => {
    const ds = diffs[ri]!;
    const sorted = ds.map((x) => x.d).sort((a, b) => a - b);
    const byGraha = Object.fromEntries(
      SAPTA_GRAHAS.map((g) => [g, ds.filter((x) => x.g === g && x.d <= row.tolerance).length]),
    ) as Record<SaptaGraha, number>;
    return {
      id: row.id,
      label: row.label,
      tolerance: row.tolerance,
      cases: ds.length,
      agree: ds.filter((x) => x.d <= row.tolerance).length,
      medianAbs: sorted[Math.floor(sorted.length / 2)]!,
      maxAbs: sorted[sorted.length - 1]!,
      byGraha,
    };
  });
}
