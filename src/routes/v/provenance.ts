/**
 * @module What Family V's numbers are made of (`GET /v1/provenance`): the engine's provenance
 * facts (src/engine/provenance.ts: build, series with their truncation, Delta T source, frames,
 * supported range, reference, the texts and papers of each module), the engine configuration,
 * and the modules Family V adds.
 */
import { provenanceFacts } from '../../engine/provenance.js';
import { CURRENT_ENGINE_CONFIG, ENGINE_CONFIGS } from '../../engine/config/versions.js';
import { ENGINE_BUILD } from '../../platform/engine-build.js';
import { snakeKeys } from '../shared/operations.js';

const V_MODULES = [
  {
    module: 'election windows (muhurta)',
    citations: ['Muhurta Chintamani ch. 4 (Tara bala and Chandra bala)'],
  },
  {
    module: 'festivals',
    citations: [
      'Dharmasindhu and Nirnayasindhu (tithi-vyapti and tie-breaks)',
      'the Kerala almanac rule for Vishu',
    ],
  },
  {
    module: 'sacred369',
    citations: ['no classical source: a definition of this service (docs/family-v.md)'],
  },
];

export function provenance() {
  const facts = provenanceFacts(ENGINE_BUILD);
  return {
    ...(snakeKeys(facts) as Record<string, unknown>),
    configuration: {
      current: CURRENT_ENGINE_CONFIG.version,
      selectable: ENGINE_CONFIGS.map((c) => c.version),
    },
    modules: [...facts.modules, ...V_MODULES],
  };
}
