/**
 * @module Family T's derivation tags (`?trace=1`, Pro; docs/trace.md). Every leaf value of a
 * traced answer becomes `{value, tags}`: the derivation steps (i)-(ix) that produced it.
 * `trace_legend` states what each tag stands for in this engine configuration.
 *
 * Tags come from the computation path: the route records, where it computes, the steps the request
 * ran (a {@link Derivation}: the ephemeris only when a chart or a position was computed, the dasha
 * year only when a dasha was, ...), and a leaf's tags are the steps its kind of value depends on
 * (the path rules below) that this request ran. So a dasha computed from a Moon longitude the
 * caller sent carries no ephemeris, Delta T, precession or ayanamsa tag, and an echoed input
 * carries only (ix).
 */
import { EPHEMERIS_PROVENANCE } from '../../engine/chart/provenance.js';
import type { EngineConfig } from '../../engine/config/versions.js';

export const TRACE_TAGS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'] as const;
export type TraceTag = (typeof TRACE_TAGS)[number];

/** What each tag names, with this configuration's values. */
export function traceLegend(
  cfg: EngineConfig,
  settings: { ayanamsa?: string; houseSystem?: string; yearDays?: number } = {},
) {
  return {
    i: {
      step: 'ephemeris series',
      used: `${EPHEMERIS_PROVENANCE.planets}; ${EPHEMERIS_PROVENANCE.moon}`,
    },
    ii: { step: 'Delta T (UT to TT)', used: EPHEMERIS_PROVENANCE.deltaT },
    iii: {
      step: 'precession, nutation and aberration',
      used: `${EPHEMERIS_PROVENANCE.precession}; nutation ${EPHEMERIS_PROVENANCE.nutation}; ${EPHEMERIS_PROVENANCE.apparentPlace}; ${EPHEMERIS_PROVENANCE.siderealTime}`,
    },
    iv: {
      step: 'ayanamsa',
      used: `${settings.ayanamsa ?? cfg.ayanamsa}: mean ayanamsa; sidereal = apparent tropical - nutation in longitude - ayanamsa (Swiss Ephemeris convention)`,
    },
    v: { step: 'house system', used: settings.houseSystem ?? cfg.houseSystem },
    vi: { step: 'varga rule', used: 'BPHS ch. 6-7; each varga names its method' },
    vii: {
      step: 'dasha year length',
      used: `${settings.yearDays ?? cfg.dashaYearDays} days per dasha year`,
    },
    viii: {
      step: 'classical source',
      used: 'the citation of the rule, given with each structure (source fields; docs)',
    },
    ix: {
      step: 'rounding',
      used: 'none in the engine: numbers at full double precision; instants as ISO 8601 UTC to the millisecond',
    },
  } satisfies Record<TraceTag, { step: string; used: string }>;
}

/** The steps a request ran, recorded where it computes; (ix) always (nothing is rounded). */
export type Derivation = Set<TraceTag>;
export function newDerivation(): Derivation {
  return new Set<TraceTag>(['ix']);
}

/** The steps each kind of computation runs. */
export const STEPS = {
  /** graha positions: the series, Delta T, precession, nutation and aberration, the ayanamsa */
  positions: ['i', 'ii', 'iii', 'iv'],
  /** the lagna, MC and house angles: Delta T, sidereal time and obliquity, the ayanamsa (no planetary series) */
  angles: ['ii', 'iii', 'iv'],
  /** apparent (tropical) places only, as rise and set use them: no ayanamsa */
  apparent: ['i', 'ii', 'iii'],
  /** ayanamsa values: Delta T, precession (and the star for the star-defined ones), the ayanamsa definitions */
  ayanamsa: ['ii', 'iii', 'iv'],
  houses: ['v'],
  vargas: ['vi', 'viii'],
  dasha: ['vii', 'viii'],
  /** a classical rule or source: nakshatra lords, yogas, sahams, festivals, ... */
  rules: ['viii'],
} as const satisfies Record<string, readonly TraceTag[]>;

/** Record steps a request ran (no-op when it is not traced). */
export function record(
  d: Derivation | undefined,
  ...steps: ReadonlyArray<readonly TraceTag[]>
): void {
  if (!d) return;
  for (const s of steps) for (const t of s) d.add(t);
}

/** A path rule: the first whose pattern matches a leaf's dotted path gives the steps such a value depends on. */
export type TraceRule = readonly [RegExp, readonly TraceTag[]];

/** Tags of the chart structures every traced T answer shares. */
export const CHART_TRACE_RULES: readonly TraceRule[] = [
  // the input echoed, given back as received
  [/^(birth|input|place|window)\./, ['ix']],
  [/^(datetime|date|epoch|epoch_source|window_minutes|grid_minutes|note)$/, ['ix']],
  // sent by the caller (only ix ran) or computed from the birth (the positions ran)
  [/^moon_longitude_sidereal$/, ['i', 'ii', 'iii', 'iv', 'ix']],
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
export const UNTRACED_KEYS = new Set([
  'engine_version',
  'environment',
  'attribution',
  'trace_legend',
  'request_id',
]);

/**
 * Every leaf of `body` (outside UNTRACED_KEYS) as {value, tags}: the steps its path rule names
 * that the request ran (`ran`), or (ix) alone when none of them ran.
 */
export function traceTree(
  body: Record<string, unknown>,
  rules: readonly TraceRule[] = CHART_TRACE_RULES,
  ran: ReadonlySet<TraceTag> = newDerivation(),
): Record<string, unknown> {
  const walk = (v: unknown, path: string): unknown => {
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${path}.${i}`));
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, walk(x, path ? `${path}.${k}` : k)]),
      );
    const tags = (rules.find(([re]) => re.test(path))?.[1] ?? FALLBACK).filter((t) => ran.has(t));
    return { value: v, tags: tags.length ? tags : ['ix'] };
  };
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, UNTRACED_KEYS.has(k) ? v : walk(v, k)]),
  );
}
