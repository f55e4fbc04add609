/**
 * @module `include=` of Family R `POST /api/chart` (docs/chart.md "Selecting parts"): a comma list
 * of dotted paths of the SovereignChart (`grahas,lagna,dasha.maha`, `vargas.D9`, ...). Only the
 * named parts are computed and answered; the envelope (`ok`, `input`, `settings`,
 * `sovereigntySignature`) always is. An unknown path is a 400 naming `include` and listing the
 * allowed ones.
 */
import * as z from 'zod';
import {
  CHART_PARTS,
  type ChartPart,
  type ChartSelection,
} from '../../../engine/chart/sovereign.js';
import { SHODASHA_VARGAS, type VargaId } from '../../../engine/vargas/index.js';
import { lazySchema } from '../../../http/lazy-schema.js';

const DASHA_LEVELS = { maha: 1, antar: 2, pratyantar: 3 } as const;
const KP_KEYS = ['grahas', 'cusps'] as const;
const ASHTAKAVARGA_KEYS = ['sav', 'bav', 'lagnaBav', 'reduced', 'sodhyaPinda'] as const;
/** Envelope keys: always answered, accepted in the list and ignored. */
const ENVELOPE = ['input', 'settings', 'sovereigntySignature'] as const;

/** Every path `include` accepts, in the order of the answer. */
export const CHART_INCLUDE_PATHS: readonly string[] = [
  ...CHART_PARTS.flatMap((p) => {
    switch (p) {
      case 'vargas':
        return [p, ...SHODASHA_VARGAS.map((v) => `vargas.${v}`)];
      case 'kp':
        return [p, ...KP_KEYS.map((k) => `kp.${k}`)];
      case 'dasha':
        return [p, ...Object.keys(DASHA_LEVELS).map((k) => `dasha.${k}`)];
      case 'ashtakavarga':
        return [p, ...ASHTAKAVARGA_KEYS.map((k) => `ashtakavarga.${k}`)];
      default:
        return [p];
    }
  }),
  ...ENVELOPE,
];
const BY_LOWER = new Map(CHART_INCLUDE_PATHS.map((p) => [p.toLowerCase(), p]));

/** The items of an include list: trimmed, empty items dropped, matched case-insensitively. */
function items(raw: string): { known: string[]; unknown: string[] } {
  const known: string[] = [];
  const unknown: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const p = BY_LOWER.get(item.toLowerCase());
    if (p) known.push(p);
    else unknown.push(item);
  }
  return { known, unknown };
}

/** The `include` query value, checked: at least one path, every path known. */
export const includeSchema = z
  .string()
  .superRefine((raw, ctx) => {
    const { known, unknown } = items(raw);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown part${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => JSON.stringify(u.length > 40 ? u.slice(0, 40) + '...' : u)).join(', ')}; allowed: ${CHART_INCLUDE_PATHS.join(', ')}`,
      });
    } else if (known.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `names no part; give a comma list of: ${CHART_INCLUDE_PATHS.join(', ')}`,
      });
    }
  })
  .meta({
    description: `Comma list of the parts of the chart to answer (the envelope ok, input, settings, sovereigntySignature always is): ${CHART_INCLUDE_PATHS.join(', ')}. Without it the whole chart.`,
    example: 'grahas,lagna,dasha.maha',
  });

/** The query of POST /api/chart. */
export const rChartQuerySchema = lazySchema(() =>
  z.strictObject({ include: includeSchema.optional() }),
);

/** What an include list selects: the engine's selection, and the sub-keys to keep of kp and ashtakavarga. */
export interface IncludePlan {
  selection: ChartSelection;
  /** keys of kp to keep (undefined: all) */
  kp?: ReadonlySet<string>;
  /** keys of ashtakavarga to keep (undefined: all) */
  ashtakavarga?: ReadonlySet<string>;
}

/** Turn a checked include list into a plan. A whole part wins over its sub-paths; the deepest dasha level asked wins. */
export function includePlan(raw: string): IncludePlan {
  const paths = new Set(items(raw).known);
  const parts = new Set<ChartPart>();
  const sub = (part: ChartPart): string[] | 'all' | undefined => {
    if (paths.has(part)) return 'all';
    const keys = [...paths]
      .filter((p) => p.startsWith(`${part}.`))
      .map((p) => p.slice(part.length + 1));
    return keys.length > 0 ? keys : undefined;
  };
  const plan: IncludePlan = { selection: { parts } };
  for (const part of CHART_PARTS) {
    const s = sub(part);
    if (s === undefined) continue;
    parts.add(part);
    if (s === 'all') continue;
    if (part === 'vargas')
      plan.selection.vargas = SHODASHA_VARGAS.filter((v) => s.includes(v)) as VargaId[];
    else if (part === 'dasha')
      plan.selection.dashaDepth = Math.max(
        ...s.map((k) => DASHA_LEVELS[k as keyof typeof DASHA_LEVELS]),
      ) as 1 | 2 | 3;
    else if (part === 'kp') plan.kp = new Set(s);
    else if (part === 'ashtakavarga') plan.ashtakavarga = new Set(s);
  }
  return plan;
}

/** An object with only the given keys, in its own order. */
export function pickKeys<T extends object>(
  o: T | null | undefined,
  keys: ReadonlySet<string> | undefined,
): T | null | undefined {
  if (o === null || o === undefined || keys === undefined) return o;
  return Object.fromEntries(Object.entries(o).filter(([k]) => keys.has(k))) as T;
}
