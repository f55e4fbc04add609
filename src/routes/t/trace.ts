/**
 * @module Family T's derivation tags (`?trace=1`, Pro; docs/trace.md). Every leaf value of a
 * traced answer becomes `{value, tags}`: the derivation steps (i)-(ix) that produced it, chosen by
 * the value's path. `trace_legend` states what each tag stands for in this engine configuration.
 */
import { EPHEMERIS_PROVENANCE } from '../../engine/chart/provenance.js';
import type { EngineConfig } from '../../engine/config/versions.js';

export const TRACE_TAGS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'] as const;
export type TraceTag = (typeof TRACE_TAGS)[number];

/** What each tag names, with this configuration's values. */
export function traceLegend(cfg: EngineConfig, settings: { ayanamsa?: string; houseSystem?: string; yearDays?: number } = {}) {
  return {
    i: { step: 'ephemeris series', used: `${EPHEMERIS_PROVENANCE.planets}; ${EPHEMERIS_PROVENANCE.moon}` },
    ii: { step: 'Delta T (UT to TT)', used: EPHEMERIS_PROVENANCE.deltaT },
    iii: { step: 'precession, nutation and aberration', used: `${EPHEMERIS_PROVENANCE.precession}; nutation ${EPHEMERIS_PROVENANCE.nutation}; ${EPHEMERIS_PROVENANCE.apparentPlace}; ${EPHEMERIS_PROVENANCE.siderealTime}` },
    iv: { step: 'ayanamsa', used: `${settings.ayanamsa ?? cfg.ayanamsa}: mean ayanamsa; sidereal = apparent tropical - nutation in longitude - ayanamsa (Swiss Ephemeris convention)` },
    v: { step: 'house system', used: settings.houseSystem ?? cfg.houseSystem },
    vi: { step: 'varga rule', used: 'BPHS ch. 6-7; each varga names its method' },
    vii: { step: 'dasha year length', used: `${settings.yearDays ?? cfg.dashaYearDays} days per dasha year` },
    viii: { step: 'classical source', used: 'the citation of the rule, given with each structure (source fields; docs)' },
    ix: { step: 'rounding', used: 'none in the engine: numbers at full double precision; instants as ISO 8601 UTC to the millisecond' },
  } satisfies Record<TraceTag, { step: string; used: string }>;
}

/** A path rule: the first whose pattern matches a leaf's dotted path gives its tags. */
export type TraceRule = readonly [RegExp, readonly TraceTag[]];

/** Tags of the chart structures every traced T answer shares. */
export const CHART_TRACE_RULES: readonly TraceRule[] = [
  [/^(birth|input|place|window)\./, ['ix']],
  [/^(settings\.)?ayanamsha(_deg)?$/, ['ii', 'iv', 'ix']],
  [/^settings\.house_system$/, ['v']],
  [/^settings\./, ['ix']],
  [/^grahas\.\d+\.house$/, ['i', 'ii', 'iii', 'iv', 'v', 'ix']],
  [/^grahas\.\d+\.nakshatra\.lord$/, ['i', 'ii', 'iii', 'iv', 'viii', 'ix']],
  [/^grahas\./, ['i', 'ii', 'iii', 'iv', 'ix']],
  [/^lagna\.nakshatra\.lord$/, ['ii', 'iii', 'iv', 'viii', 'ix']],
  [/^lagna\./, ['ii', 'iii', 'iv', 'ix']],
  [/^bhavas\.\d+\.(grahas|lord)/, ['i', 'ii', 'iii', 'iv', 'v', 'viii', 'ix']],
  [/^bhavas\./, ['ii', 'iii', 'iv', 'v', 'ix']],
  [/^vargas\./, ['i', 'ii', 'iii', 'iv', 'vi', 'viii', 'ix']],
  [/^dashas?\./, ['i', 'ii', 'iii', 'iv', 'vii', 'viii', 'ix']],
  [/^sahams?\./, ['i', 'ii', 'iii', 'iv', 'viii', 'ix']],
  [/^(varga|chart)\./, ['i', 'ii', 'iii', 'iv', 'vi', 'viii', 'ix']],
];
const FALLBACK: readonly TraceTag[] = ['i', 'ii', 'iii', 'iv', 'viii', 'ix'];

/** Keys of an answer that describe the answer itself and are not traced. */
export const UNTRACED_KEYS = new Set(['engine_version', 'environment', 'attribution', 'trace_legend', 'request_id']);

/** Every leaf of `body` (outside UNTRACED_KEYS) as {value, tags}. */
export function traceTree(body: Record<string, unknown>, rules: readonly TraceRule[] = CHART_TRACE_RULES): Record<string, unknown> {
  const walk = (v: unknown, path: string): unknown => {
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${path}.${i}`));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, path ? `${path}.${k}` : k)]));
    const tags = rules.find(([re]) => re.test(path))?.[1] ?? FALLBACK;
    return { value: v, tags: [...tags] };
  };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, UNTRACED_KEYS.has(k) ? v : walk(v, k)]));
}
