/**
 * @module Family R `GET|POST /api/chart.svg` (docs/chart.md "Chart drawing"): the rashi (D1) and
 * navamsa (D9) charts of a birth drawn as SVG in the North or South Indian style
 * (src/engine/drawing). GET takes the birth in the query, POST the body of `POST /api/chart` plus
 * the drawing options. Answers `image/svg+xml`; errors in E2 JSON. English labels and a Latin
 * name are drawn here as text; Devanagari labels (`labels=sa`) and a name in an Indic script are
 * drawn as outlines by the render Worker (src/render/worker.ts, the `RENDER` service binding),
 * which has the fonts and the shaper, so a viewer without those fonts sees no tofu.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { DEFAULT_CHART_SETTINGS, sovereignChartParts } from '../../engine/chart/sovereign.js';
import type { GrahaName } from '../../engine/core/constants.js';
import {
  CHART_STYLES,
  drawChartSvg,
  LABEL_SCRIPTS,
  titleNeedsOutlines,
  type PointMark,
  type VargaDrawing,
} from '../../engine/drawing/chart-svg.js';
import { assembleChart, type NormalizedBirth } from '../../engine/chart/assemble.js';
import type { AyanamsaName, NodeMode } from '../../engine/ephemeris/index.js';
import { formatOffset } from '../../engine/time/zones.js';
import type { AppEnv } from '../../http/context.js';
import { parseJsonBody, parseQuery } from '../../http/input.js';
import type { PlainDrawOptions } from '../../render/api.js';
import { renderService } from '../shared/render-service.js';
import { queryNumberSchema, refineRealDate, yearQuerySchema, SUPPORTED_YEARS } from '../schemas.js';
import { birthOfR } from '../shared/birth.js';
import {
  R_CHART_PARSE,
  rBirthFields,
  rChartBodyFields,
  type RChartBody,
} from '../shared/reference/chart.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const CHART_KINDS = ['rashi', 'navamsa', 'both'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** The further points the rashi chart can mark (docs/jyotish-parts.md): JHora's markings of the special lagnas, the upagrahas and the arudha padas. */
export const CHART_MARKS = ['special_lagnas', 'upagrahas', 'arudhas'] as const;
export type ChartMark = (typeof CHART_MARKS)[number];
const MARKS_TEXT =
  "further points on the rashi chart, by Jagannatha Hora's markings: special_lagnas (BL, HL, GL, ViL, PP, IL, SL, BB), upagrahas (Dm, Vy, Pv, Ic, Uk, Kl, Mr, Ap, Yg, Gk, Md), arudhas (AL, A2 ... A11, UL); default none";

const drawingOptions = {
  style: z
    .enum(CHART_STYLES)
    .optional()
    .describe('north (default): houses fixed, signs numbered; south: signs fixed, lagna marked'),
  chart: z
    .enum(CHART_KINDS)
    .optional()
    .describe('rashi (D1), navamsa (D9) or both side by side (default)'),
  labels: z
    .enum(LABEL_SCRIPTS)
    .optional()
    .describe(
      'graha labels: en (default) Su Mo Ma ...; sa the Devanagari abbreviations, drawn as outlines',
    ),
};

/** POST /api/chart.svg: the body of POST /api/chart plus the drawing options. */
export const chartSvgBodySchema = lazySchema(() =>
  z
    .strictObject({
      ...rChartBodyFields,
      ...drawingOptions,
      marks: z
        .array(z.enum(CHART_MARKS, { error: () => `must be one of ${CHART_MARKS.join(', ')}` }))
        .max(CHART_MARKS.length)
        .optional()
        .describe(MARKS_TEXT),
      degrees: z
        .boolean()
        .optional()
        .describe(
          'print degrees within the sign beside the grahas and the lagna of the rashi chart (default true)',
        ),
    })
    .superRefine(refineRealDate),
);

/** GET /api/chart.svg: the birth fields and the drawing options as query text. */
export const chartSvgQuerySchema = lazySchema(() =>
  z
    .strictObject({
      ...rBirthFields((rule) => queryNumberSchema.pipe(rule)),
      // four digits, as every year in a query (YYYY; -0500 for 501 BCE)
      year: real(yearQuerySchema).describe(
        `birth year, four digits (YYYY), proleptic Gregorian, ${SUPPORTED_YEARS}; BCE as a negative year (-0500 is 501 BCE)`,
      ),
      ...drawingOptions,
      marks: z
        .string()
        .max(60)
        .superRefine((raw, ctx) => {
          for (const m of raw
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)) {
            if (!(CHART_MARKS as readonly string[]).includes(m))
              ctx.addIssue({
                code: 'custom',
                message: `${m} is not a marking; a comma list of ${CHART_MARKS.join(', ')}`,
              });
          }
        })
        .transform(
          (raw) =>
            [
              ...new Set(
                raw
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean),
              ),
            ] as ChartMark[],
        )
        .optional()
        .describe(`a comma list: ${MARKS_TEXT}`),
      degrees: z
        .enum(['true', 'false'])
        .optional()
        .describe('print degrees in the rashi chart (default true)'),
    })
    .superRefine(refineRealDate),
);

type DrawingInput = Omit<RChartBody, 'houseSystem' | 'karakaScheme' | 'dashaYearDays'> & {
  style?: (typeof CHART_STYLES)[number];
  chart?: ChartKind;
  degrees?: boolean;
  labels?: (typeof LABEL_SCRIPTS)[number];
  marks?: readonly ChartMark[];
};

/** The points the marks ask for, on the rashi chart: the chart's special lagnas, upagrahas and bhava arudhas (points that do not exist, as a sunrise-based lagna in polar night, are left out). */
export function markPoints(
  birth: NormalizedBirth,
  settings: { ayanamsa: AyanamsaName; nodeMode: NodeMode },
  marks: readonly ChartMark[],
): PointMark[] {
  if (marks.length === 0) return [];
  const chart = assembleChart(birth, settings);
  const signOf = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30) + 1;
  const out: PointMark[] = [];
  if (marks.includes('special_lagnas')) {
    for (const l of chart.specialLagnas().lagnas)
      if (l.lonDeg !== null)
        out.push({ abbr: l.abbr, name: l.name, kind: 'special-lagna', sign: signOf(l.lonDeg) });
  }
  if (marks.includes('upagrahas')) {
    for (const u of chart.upagrahas().upagrahas)
      if (u.lonDeg !== null)
        out.push({ abbr: u.abbr, name: u.name, kind: 'upagraha', sign: signOf(u.lonDeg) });
  }
  if (marks.includes('arudhas')) {
    for (const a of chart.jaimini().arudhas)
      out.push({
        abbr: a.abbr,
        name:
          a.house === 1
            ? 'Arudha Lagna'
            : a.house === 12
              ? 'Upapada'
              : `Arudha of house ${a.house}`,
        kind: 'arudha',
        sign: a.sign0 + 1,
      });
  }
  return out;
}

/** Latitude and longitude as `28.6139°N 77.2090°E`. */
function placeText(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(4)}°${lat < 0 ? 'S' : 'N'} ${Math.abs(lon).toFixed(4)}°${lon < 0 ? 'W' : 'E'}`;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** What to draw for a validated drawing request: the charts and the options (no glyphs). */
export function chartDrawing(input: DrawingInput): {
  drawings: VargaDrawing[];
  options: PlainDrawOptions;
} {
  const settings = {
    ...DEFAULT_CHART_SETTINGS,
    ayanamsa: input.ayanamsa ?? DEFAULT_CHART_SETTINGS.ayanamsa,
    nodeMode: input.nodeMode ?? DEFAULT_CHART_SETTINGS.nodeMode,
  };
  const kind = input.chart ?? 'both';
  const birth = birthOfR(input);
  const { chart: c } = sovereignChartParts(birth, settings, {
    parts: new Set(['grahas', 'lagna', 'vargas']),
    vargas: ['D9'],
  });
  const grahas = c.grahas ?? [];
  const lagna = c.lagna;
  const d9 = c.vargas?.D9;
  if (!lagna || grahas.some((g) => g.longitude === null) || !d9) {
    // a position that is not a finite number (degraded to null) cannot be drawn
    throw new Error('chart positions could not be computed');
  }
  const degrees = input.degrees ?? true;
  const drawings: VargaDrawing[] = [];
  if (kind !== 'navamsa') {
    drawings.push({
      caption: 'Rashi (D1)',
      varga: 'D1',
      lagnaSign: lagna.rashi.index,
      ...(degrees ? { lagnaDegInSign: lagna.degreeInRashi } : {}),
      grahas: grahas.map((g) => ({
        name: g.name,
        sign: g.rashi.index,
        retrograde: g.retrograde,
        ...(degrees ? { degInSign: g.degreeInRashi } : {}),
      })),
      ...(input.marks?.length ? { points: markPoints(birth, settings, input.marks) } : {}),
    });
  }
  if (kind !== 'rashi') {
    drawings.push({
      caption: 'Navamsa (D9)',
      varga: 'D9',
      lagnaSign: d9.lagna,
      grahas: grahas.map((g) => ({
        name: g.name,
        sign: d9[g.name as GrahaName],
        retrograde: g.retrograde,
      })),
    });
  }
  const when = `${input.year}-${pad2(input.month)}-${pad2(input.day)} ${pad2(input.hour)}:${pad2(input.minute)}${input.second ? `:${pad2(Math.floor(input.second))}` : ''}`;
  const ayanamsa = settings.ayanamsa.replace(/[-_]/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
  const subtitle = `${when} UTC${formatOffset(input.tzHours * 60)} · ${placeText(input.lat, input.lon)} · ${ayanamsa} ayanamsa${settings.nodeMode === 'true' ? ', true node' : ''}`;
  return {
    drawings,
    options: {
      style: input.style ?? 'north',
      title: input.name ?? 'Birth chart',
      subtitle,
      ...(input.labels ? { labels: input.labels } : {}),
    },
  };
}

/** Whether a drawing needs the render Worker: Devanagari labels, or a title in an Indic script. */
export function needsOutlines(options: PlainDrawOptions): boolean {
  return options.labels === 'sa' || titleNeedsOutlines(options.title);
}

/** The SVG of a validated drawing request: drawn here, or by the render Worker when it needs outlines. */
export async function chartSvg(env: object, input: DrawingInput, field: string): Promise<string> {
  const { drawings, options } = chartDrawing(input);
  return needsOutlines(options)
    ? renderService(env, field).chart(drawings, options)
    : drawChartSvg(drawings, options);
}

/** Headers of every drawing: the type, and a policy that lets the SVG run nothing if opened directly. */
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export async function getChartSvg(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, chartSvgQuerySchema, R_CHART_PARSE);
  const { degrees, ...rest } = q;
  const svg = await chartSvg(
    c.env,
    { ...rest, ...(degrees !== undefined ? { degrees: degrees === 'true' } : {}) },
    q.labels === 'sa' ? 'labels' : 'name',
  );
  // the same query always draws the same chart: shared caches may keep it a day
  return new Response(svg, {
    headers: { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=86400' },
  });
}

export async function postChartSvg(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, chartSvgBodySchema, R_CHART_PARSE);
  return new Response(await chartSvg(c.env, body, body.labels === 'sa' ? 'labels' : 'name'), {
    headers: { ...SVG_HEADERS, 'Cache-Control': 'no-store' },
  });
}
