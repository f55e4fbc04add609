/**
 * @module Named, frozen engine configurations (Family T's `X-Engine-Version`; docs/versioning.md).
 * A configuration fixes every choice that changes a computed number without being a fix of an
 * error: defaults (ayanamsa, nodes, houses, dasha year) and the conventions the engine changed
 * between releases. Every listed configuration stays selectable (at least 12 months after it is
 * superseded, docs/versioning.md); the astronomy underneath (series, Delta T, nutation) is the
 * same for all, so a pinned answer is
 * reproducible to the last digit for as long as its version is listed.
 */
import type { AyanamsaName, NodeMode } from '../ephemeris/index.js';
import type { TajakaCorrection } from '../sahams/index.js';

export interface EngineConfig {
  /** the name callers send in X-Engine-Version */
  version: string;
  /** first day the configuration was served (UTC) */
  released: string;
  ayanamsa: AyanamsaName;
  nodeMode: NodeMode;
  houseSystem: 'whole_sign' | 'equal' | 'sripati' | 'placidus';
  /** days per dasha year */
  dashaYearDays: number;
  karakaScheme: 7 | 8;
  /** the frame of a graha's reported speed: of its sidereal longitude, or (before 2026.11) of its tropical longitude */
  speedFrame: 'sidereal' | 'tropical';
  /** ashtakavarga reports the lagna's own BAV beside the seven */
  lagnaBav: boolean;
  /** the Tajaka saham correction's "between" reading (src/engine/sahams) */
  tajakaCorrection: TajakaCorrection;
  /** what this configuration changed against the one before it */
  changes: readonly string[];
}

export const ENGINE_CONFIGS: readonly EngineConfig[] = [
  {
    version: '2026.12',
    released: '2026-11-26',
    ayanamsa: 'lahiri',
    nodeMode: 'mean',
    houseSystem: 'whole_sign',
    dashaYearDays: 365.25,
    karakaScheme: 7,
    speedFrame: 'sidereal',
    lagnaBav: true,
    tajakaCorrection: 'sign-inclusive',
    changes: [
      'the Tajaka saham correction reads "between" on the run of signs from the subtracted point\'s sign to the other\'s, both included (Tajaka Neelakanthi; docs/ashtakavarga-shadbala-sahams.md), where 2026.11 and 2026.10 read it on longitudes',
    ],
  },
  {
    version: '2026.11',
    released: '2026-11-24',
    ayanamsa: 'lahiri',
    nodeMode: 'mean',
    houseSystem: 'whole_sign',
    dashaYearDays: 365.25,
    karakaScheme: 7,
    speedFrame: 'sidereal',
    lagnaBav: true,
    tajakaCorrection: 'longitude',
    changes: [
      "a graha's speed is that of its sidereal longitude (as its retrograde flag always was)",
      "ashtakavarga adds the lagna's own BAV (49 bindus) beside the seven",
    ],
  },
  {
    version: '2026.10',
    released: '2026-10-01',
    ayanamsa: 'lahiri',
    nodeMode: 'mean',
    houseSystem: 'whole_sign',
    dashaYearDays: 365.25,
    karakaScheme: 7,
    speedFrame: 'tropical',
    lagnaBav: false,
    tajakaCorrection: 'longitude',
    changes: ['the first configuration served by Family T'],
  },
];

/** The configuration served when no version is asked for. */
export const CURRENT_ENGINE_CONFIG: EngineConfig = ENGINE_CONFIGS[0]!;

export function engineConfig(version: string): EngineConfig | undefined {
  return ENGINE_CONFIGS.find((c) => c.version === version);
}
