/**
 * @module Family V's computations (docs/family-v.md): each operation is its input schema and a
 * compute function of the validated input alone, so an answer can be recomputed from its input
 * (the self-verifying request ids of `GET /v1/verify/:id`) and the same input gives the same bytes.
 * The shared operations (src/routes/shared/operations.ts) make V answer the numbers T does.
 */
import * as z from 'zod';
import type { GrahaName } from '../../engine/core/constants.js';
import type { ChartBasisWithAngles } from '../../engine/chart/basis.js';
import { assembleChart, type AssembledChart } from '../../engine/chart/assemble.js';
import { CURRENT_ENGINE_CONFIG, type EngineConfig } from '../../engine/config/versions.js';
import { DASHA_SYSTEMS, vimsottariBalance, type DashaPeriod } from '../../engine/dasha/index.js';
import { electionWindows } from '../../engine/election/index.js';
import type { AyanamsaName } from '../../engine/ephemeris/index.js';
import type { HouseSystem } from '../../engine/houses/index.js';
import { matchCharts } from '../../engine/matching/index.js';
import { sacred369 } from '../../engine/sacred369/index.js';
import { nextIngress } from '../../engine/search/index.js';
import { deltaTSeconds, isoFromJdUt, jdFromGregorian } from '../../engine/time/julian.js';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  julianCalendarOf,
  weekday0Of,
} from '../../engine/time/calendar.js';
import { ApiError } from '../../http/errors.js';
import { zoneResolutionEcho, zoneRuleAt, type ResolvedCivilTime } from '../../engine/time/zones.js';
import { birthOfV, resolveDateTimeInZone } from '../shared/birth.js';
import {
  DELHI_UTSAVA_PLACE,
  loadUtsavaYear,
  utsavaScopeOf,
} from '../../platform/feeds/utsava-store.js';
import { RASHI_NAMES_EN, NAKSHATRA_NAMES } from '../../engine/core/constants.js';
import * as op from '../shared/operations.js';
import {
  assertHouseSystemDefined,
  dashaView,
  grahasView,
  lagnaView,
  vargaView,
} from '../shared/structures.js';
import { varshaphalOperation, varshaphalSchema } from '../shared/varshaphal.js';
import { drawChartSvg, type VargaDrawing } from '../../engine/drawing/chart-svg.js';
import {
  jaiminiSchema,
  jaiminiView,
  specialLagnasSchema,
  specialLagnasView,
  upagrahasSchema,
  upagrahasView,
} from '../shared/parts.js';
import * as S from './schemas.js';
import * as A from '../shared/answers.js';
import { rUtsavasResponseSchema } from '../shared/reference/responses.js';
import { SUPPORTED_YEARS } from '../schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

type Json = Record<string, unknown>;

/** A birth resolved: the instant, the offset used and the zone echo with the rule that gave it. */
export function vMoment(b: { date: string; time: string; tz: string }) {
  const r = resolveDateTimeInZone(b);
  return { jdUt: r.jdUt, tzHours: r.offsetMinutes / 60, echo: vZoneEcho(r) };
}

/** What V echoes of a zone's resolution: the offset used, the disambiguation, the rule in force. */
function vZoneEcho(r: ResolvedCivilTime) {
  return { ...zoneResolutionEcho(r), jd_ut: r.jdUt, rule: zoneRuleAt(r.jdUt, r.zone) };
}

/** A V birth (V's dialect through its adapter, src/routes/shared/birth.ts) and its echo. */
export function vBirth(b: S.VBirth) {
  const { birth, resolved } = birthOfV(b);
  return { birth, echo: vZoneEcho(resolved) };
}

/** The assembled chart (and its basis) of a V birth under an engine configuration (X-Engine-Version; the current one by default). */
export function vBasis(
  b: S.VBirth & { house_system?: HouseSystem | undefined },
  cfg: EngineConfig = CURRENT_ENGINE_CONFIG,
): { chart: AssembledChart; basis: ChartBasisWithAngles; o: op.ChartOptions; input: Json } {
  const m = vBirth(b);
  const o = op.chartOptions(cfg, {
    ...(b.ayanamsa ? { ayanamsa: b.ayanamsa as AyanamsaName } : {}),
    ...(b.house_system ? { houseSystem: b.house_system } : {}),
  });
  const chart = op.chartOf(m.birth, o);
  const { basis } = chart;
  // a house system asked for that does not exist at this latitude is refused, never substituted
  if (b.house_system) assertHouseSystemDefined(basis, b.house_system, 'house_system');
  return {
    chart,
    basis,
    o,
    input: {
      date: b.date,
      time: b.time,
      lat: b.lat,
      lon: b.lon,
      tz: b.tz,
      ayanamsa: o.ayanamsa,
      ...m.echo,
    },
  };
}

/** JD UT of 00:00 UT of a V date (already validated). */
export const dayJd = (date: string) => {
  const d = S.parseVDate(date) as { year: number; month: number; day: number };
  return jdFromGregorian(d.year, d.month, d.day, 0);
};
const civil = (date: string) => S.parseVDate(date) as { year: number; month: number; day: number };

/** A V operation: its route, input schema, answer schema and computation. */
export interface VOp {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /** what a caller needs beyond the summary: units, defaults, limits (OpenAPI `description`) */
  description: string;
  input: 'body' | 'query' | 'none';
  schema?: z.ZodType;
  response: z.ZodType;
  example?: unknown;
  /** needs a V key (or a playground token) */
  keyed: boolean;
  /** its request_id is a self-verifying token */
  verifiable: boolean;
  /** further error statuses it answers, for the OpenAPI document */
  errors?: Record<number, string>;
  /** the answer of a validated input under the request's engine configuration (X-Engine-Version) */
  compute(
    input: never,
    env: Env,
    cfg: EngineConfig,
  ):
    | Promise<{ payload: Json; source?: 'engine' | 'local' }>
    | { payload: Json; source?: 'engine' | 'local' };
}

const BIRTH = {
  date: '1990-05-17',
  time: '12:15:00',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};
/** The birth as V resolved it: the fields sent, the zone echo and the rule that gave the offset. */
const birthEcho = lazySchema(() =>
  z.object({
    date: z.string(),
    time: z.string(),
    lat: z.number(),
    lon: z.number(),
    tz: z.string(),
    ayanamsa: z.string(),
    ...A.zoneEchoFields,
    jd_ut: z.number(),
    rule: real(A.zoneRuleSchema),
  }),
);
const rashiRef = lazySchema(() =>
  z.object({
    index: z.number().int().describe('1 = Mesha'),
    name: z.string(),
    name_en: z.string(),
  }),
);
const point = {
  longitude_deg: z.number().describe('sidereal longitude, degrees'),
  rashi: rashiRef,
  degree_in_rashi: z.number(),
  nakshatra: z.object({ index: z.number().int(), name: z.string(), lord: z.string() }),
  pada: z.number().int(),
};
const lagnaPoint = lazySchema(() => z.object(point));
const planet = lazySchema(() =>
  z.object({
    name: z.string(),
    ...point,
    latitude_deg: z.number(),
    speed_deg_per_day: z.number(),
    retrograde: z.boolean(),
    house: z.number().int(),
  }),
);
const signDeg = {
  sign: z.string().describe('English sign name'),
  deg: z.number().describe('degrees within the sign'),
};
const bhavaRow = lazySchema(() =>
  z.object({
    bhava: z.number().int(),
    cusp_deg: z.number(),
    madhya_deg: z.number().optional(),
    rashi: real(rashiRef),
    lord: z.string(),
    grahas: z.array(z.string()),
  }),
);
interface PeriodShape {
  lord: string;
  name?: string;
  sign?: number;
  nakshatra?: number;
  signs?: number[];
  start: string;
  end: string;
  periods?: PeriodShape[];
}
const period: z.ZodType<PeriodShape> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      lord: z.string(),
      name: z.string().optional(),
      sign: z.number().int().optional(),
      nakshatra: z
        .number()
        .int()
        .optional()
        .describe('1-27 (1 = Ashwini) when the lord is a nakshatra (Saptarishi Nakshatra dasha)'),
      signs: z
        .array(z.number().int())
        .optional()
        .describe(
          'Sudarshana chakra dasha: the signs (1-12) counted from lagna, the Moon and the Sun',
        ),
      start: z.string(),
      end: z.string(),
      periods: z.array(real(period)).optional(),
    }),
  ),
);
const dashaSchema = lazySchema(() =>
  z.object({
    system: z.string(),
    name: z.string(),
    kind: z.string(),
    source: z.string(),
    variant: z
      .object({ id: z.string(), name: z.string(), source: z.string() })
      .nullable()
      .describe(
        'the variant used, for systems with several readings (docs/dashas.md); null for the others',
      ),
    year_days: z.number(),
    levels: z.array(z.string()),
    periods: z.array(real(period)),
  }),
);
const ingressRow = lazySchema(() =>
  z.object({
    at: z.string(),
    jd_ut: z.number(),
    entered: z.object({ index: z.number().int(), name: z.string() }),
    retrograde: z.boolean(),
  }),
);
const yogaRow = lazySchema(() => A.snakeSchema(real(A.detectedYogaSchema)));
const sahamRow = lazySchema(() =>
  z.object({
    name: z.string(),
    meaning: z.string(),
    formula: z.string(),
    correction_deg: z.number(),
    ...point,
  }),
);
const sacred369Schema = lazySchema(() =>
  z.object({
    psi: z.number().nullable(),
    k: z.number(),
    ring: z.union([z.literal(3), z.literal(6), z.literal(9)]),
    nakshatra_sum: z.number().int(),
    digital_root: z.number().int(),
  }),
);
const vargaPlace = lazySchema(() =>
  z.object({ rashi: real(rashiRef), lon_in_varga_deg: z.number().nullable() }),
);
const vargaRow = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    divisions: z.number().int(),
    method: z.string(),
    lagna: real(vargaPlace),
    grahas: z.record(z.string(), real(vargaPlace)),
  }),
);
const riseSetRow = lazySchema(() =>
  z.object({
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
    sun_polar: z.string().nullable(),
    moonrise: z.string().nullable(),
    moonset: z.string().nullable(),
    moon_polar: z.string().nullable(),
    definition: z.string(),
  }),
);
const placeEcho = lazySchema(() => z.object({ lat: z.number(), lon: z.number(), tz: z.string() }));

/** The period of `level` running at `jdUt` (the first when none is, e.g. before the tree starts). */
function runningIn(level: readonly DashaPeriod[], jdUt: number): DashaPeriod {
  return level.find((x) => x.startJdUt <= jdUt && x.endJdUt > jdUt) ?? level[0]!;
}

/** The children of the period running at `jdUt` at depth `depth` (1 maha ... 5 prana) in `tree`. */
function runningChildren(tree: readonly DashaPeriod[], jdUt: number, depth: number): DashaPeriod[] {
  let level: readonly DashaPeriod[] = tree;
  for (let i = 1; i < depth; i++) level = runningIn(level, jdUt).periods ?? [];
  return runningIn(level, jdUt).periods ?? [];
}

/**
 * The five-level Vimsottari of the chart (spec: "5-level Vimsottari"), bounded around the birth
 * instant (the chart's asOf; docs/family-v.md "The chart's dasha"): the 9 mahas of the 120-year
 * cycle each with its 9 antars; the antar running at birth with its 9 pratyantars; the pratyantar
 * running at birth with its 9 sukshmas, each with its 9 pranas: 189 periods, five levels deep
 * along the running path. POST /v1/dasha gives any level within any window.
 */
function chartDasha(chart: AssembledChart) {
  const moon = chart.moonLonDeg;
  const at = chart.basis.jdUt;
  const q = { system: 'vimsottari' as const };
  const two = chart.dasha({ ...q, depth: 2 });
  const antar = runningIn(runningIn(two.periods, at).periods!, at);
  // each deeper level computed only inside the running period above it
  const prats = runningChildren(
    chart.dasha({ ...q, depth: 3, fromJdUt: antar.startJdUt, toJdUt: antar.endJdUt }).periods,
    at,
    2,
  );
  const prat = runningIn(prats, at);
  const sukshmas = runningChildren(
    chart.dasha({ ...q, depth: 5, fromJdUt: prat.startJdUt, toJdUt: prat.endJdUt }).periods,
    at,
    3,
  );
  const tree: DashaPeriod[] = two.periods.map((m) => ({
    ...m,
    periods: m.periods!.map((a) =>
      a === antar
        ? {
            ...a,
            periods: prats.map((p) =>
              p === prat ? { ...p, periods: sukshmas } : { ...p, periods: undefined },
            ),
          }
        : a,
    ),
  }));
  const running: Array<{ level: string; lord: string; start: string; end: string }> = [];
  let level: DashaPeriod[] | undefined = tree;
  for (let i = 0; level && level.length; i++) {
    const p = runningIn(level, at);
    running.push({ level: S.V_DASHA_LEVELS[i]!, lord: p.lord, start: p.start, end: p.end });
    level = p.periods;
  }
  const b = vimsottariBalance(moon);
  return {
    ...dashaView({ ...two, levels: DASHA_LEVEL_NAMES_V, periods: tree }),
    levels: [...S.V_DASHA_LEVELS],
    balance_at_birth: { lord: b.lord, balance_years: b.balanceYears, total_years: b.totalYears },
    running_at_birth: running,
    note: 'five levels, bounded around birth: the 9 mahas of the 120-year cycle with their antars; the antar running at birth with its pratyantars; the pratyantar running at birth with its sukshmas and their pranas. POST /v1/dasha gives any level within a window',
  };
}
const DASHA_LEVEL_NAMES_V = [...S.V_DASHA_LEVELS];

/** Rashi and navamsa drawn in one style (the renderer of GET /api/chart.svg). */
function drawing(
  chart: AssembledChart,
  style: 'north' | 'south',
  subtitle: string,
  cfg: EngineConfig,
): string {
  const d9 = chart.varga('D9');
  const lagna = lagnaView(chart);
  const grahas = grahasView(chart, cfg, 'whole_sign');
  const drawings: VargaDrawing[] = [
    {
      caption: 'Rashi (D1)',
      varga: 'D1',
      lagnaSign: lagna.rashi.index,
      lagnaDegInSign: lagna.degree_in_rashi,
      grahas: grahas.map((g) => ({
        name: g.name,
        sign: g.rashi.index,
        retrograde: g.retrograde,
        degInSign: g.degree_in_rashi,
      })),
    },
    {
      caption: 'Navamsa (D9)',
      varga: 'D9',
      lagnaSign: d9.lagna.rashi,
      grahas: grahas.map((g) => ({
        name: g.name,
        sign: d9[g.name].rashi,
        retrograde: g.retrograde,
      })),
    },
  ];
  return drawChartSvg(drawings, { style, title: 'Birth chart', subtitle });
}

function chartPayload(b: z.output<typeof S.vChartRouteBodySchema>, cfg: EngineConfig) {
  const { chart: a, basis, o, input } = vBasis(b, cfg);
  const lagna = lagnaView(a);
  const pos = op.positionsView(a, o, cfg);
  return {
    input,
    chart: {
      lagna: {
        sign: lagna.rashi.name_en,
        sign_sa: lagna.rashi.name,
        deg: lagna.degree_in_rashi,
        ...lagna,
      },
      planets: grahasView(a, cfg, o.houseSystem).map((g) => ({
        sign: g.rashi.name_en,
        deg: g.degree_in_rashi,
        ...g,
      })),
      bhavas: pos.bhavas,
      house_system: o.houseSystem,
      ayanamsa: { name: o.ayanamsa, value_deg: basis.ayanamsaDeg },
    },
    yogas: op.yogasOperation(a),
    sahams: op.sahamsOperation(a, cfg.tajakaCorrection),
    sacred369: sacred369(basis),
    dasha: chartDasha(a),
    ...(b.drawings
      ? {
          drawings: Object.fromEntries(
            b.drawings.map((style) => [
              style,
              drawing(
                a,
                style,
                `${b.date} ${b.time} ${String(input.offset)} · ${b.lat}, ${b.lon} · ${o.ayanamsa} ayanamsa`,
                cfg,
              ),
            ]),
          ),
        }
      : {}),
  };
}

/** The OpenAPI note of the routes that take house_system. */
const HOUSE_SYSTEM_422 = {
  422: 'HOUSE_SYSTEM_UNDEFINED: the house_system asked for does not exist at the latitude (Placidus inside the polar circles)',
};

function birthOp(
  id: string,
  path: string,
  summary: string,
  description: string,
  key: string,
  compute: (
    basis: ChartBasisWithAngles,
    b: S.VChartBody,
    cfg: EngineConfig,
    chart: AssembledChart,
  ) => unknown,
  schema: z.ZodType = S.vChartBodySchema,
  response: z.ZodType = lazySchema(() => z.never()),
): VOp {
  return {
    id,
    method: 'POST',
    path,
    summary,
    description,
    input: 'body',
    schema,
    keyed: true,
    verifiable: true,
    example: BIRTH,
    errors: HOUSE_SYSTEM_422,
    response: lazySchema(() => z.object({ input: birthEcho, [key]: response })),
    compute: (b: S.VChartBody, _env: Env, cfg: EngineConfig) => {
      const { chart, basis, input } = vBasis(b, cfg);
      return { payload: { input, [key]: compute(basis, b, cfg, chart) } };
    },
  };
}

export const V_OPS: readonly VOp[] = [
  {
    id: 'chart',
    method: 'POST',
    path: '/v1/chart',
    summary:
      'Natal chart: lagna, 9 planets, 12 bhavas with cusps, yogas tagged by text, 36 sahams, sacred369, 5-level Vimsottari',
    description:
      'The natal chart of `{date, time, lat, lon, tz}` (an IANA zone, so daylight saving and historic offsets are resolved; `input.rule` says which applied): lagna, the nine planets with sign, nakshatra, pada, speed and house, the 12 bhavas with cusps, lords and occupants (`house_system`, default whole_sign), the yogas with their texts, the 36 sahams, the sacred369 signature and the Vimsottari tree to 5 levels. `drawings: ["north", "south"]` adds the rashi and navamsa charts as SVG. Longitudes are sidereal degrees (`ayanamsa`, default lahiri). Needs a V key (or the playground\'s token); its `request_id` replays the answer at GET /v1/verify/{id}.',
    input: 'body',
    schema: S.vChartRouteBodySchema,
    keyed: true,
    verifiable: true,
    example: BIRTH,
    errors: HOUSE_SYSTEM_422,
    response: lazySchema(() =>
      z.object({
        input: birthEcho,
        drawings: z
          .record(z.string(), z.string())
          .optional()
          .describe('SVG of the rashi and navamsa charts per style asked for in `drawings`'),
        chart: z.object({
          lagna: lagnaPoint.extend({
            ...signDeg,
            sign_sa: z.string().describe('Sanskrit sign name'),
          }),
          planets: z.array(planet.extend(signDeg)).length(9),
          bhavas: z
            .array(bhavaRow)
            .length(12)
            .describe(
              'the 12 bhavas of house_system (a system undefined at the latitude is refused with 422 HOUSE_SYSTEM_UNDEFINED)',
            ),
          house_system: z.string(),
          ayanamsa: z.object({ name: z.string(), value_deg: z.number() }),
        }),
        yogas: z.array(yogaRow),
        sahams: z.array(sahamRow).length(36),
        sacred369: sacred369Schema,
        dasha: dashaSchema.extend({
          balance_at_birth: z.object({
            lord: z.string(),
            balance_years: z.number(),
            total_years: z.number(),
          }),
          running_at_birth: z
            .array(
              z.object({ level: z.string(), lord: z.string(), start: z.string(), end: z.string() }),
            )
            .describe('the five levels running at birth'),
          note: z.string(),
        }),
      }),
    ),
    compute: (b: z.output<typeof S.vChartRouteBodySchema>, _env: Env, cfg: EngineConfig) => ({
      payload: chartPayload(b, cfg),
    }),
  },
  {
    id: 'dasha',
    method: 'POST',
    path: '/v1/dasha',
    summary:
      'Dasha tree to 5 levels (maha, antar, pratyantar, sukshma, prana) within a from/to window; any of the ' +
      DASHA_SYSTEMS.length +
      ' systems',
    description:
      'The periods of one `system` (default vimsottari; GET /v1/dasha/systems lists the ' +
      DASHA_SYSTEMS.length +
      ') to `depth` levels (1 maha to 5 prana, default 5), from the birth. Give a window [`from`, `to`] (both or neither) to list only the periods overlapping it; depths 4 and 5 need one (at most 10 and 2 years), depths 1 to 3 take up to 200 years. Each period has its lord, start and end (ISO 8601 UTC).',
    input: 'body',
    schema: S.vDashaBodySchema,
    keyed: true,
    verifiable: true,
    example: { ...BIRTH, depth: 5, from: '2026-01-01', to: '2026-04-01' },
    response: lazySchema(() =>
      z.object({
        input: birthEcho.extend({
          system: z.string(),
          depth: z.number().int(),
          from: z.string().optional(),
          to: z.string().optional(),
        }),
        dasha: dashaSchema,
      }),
    ),
    compute: (b: z.output<typeof S.vDashaBodySchema>, _env: Env, cfg: EngineConfig) => {
      const { chart, input } = vBasis(b, cfg);
      const window = b.from && b.to ? { fromJdUt: dayJd(b.from), toJdUt: dayJd(b.to) } : {};
      const system = b.system ?? 'vimsottari';
      const dasha = op.dashaOperation(
        { system, ...(b.variant ? { variant: b.variant } : {}), depth: b.depth ?? 5, ...window },
        chart,
      );
      return {
        payload: {
          input: {
            ...input,
            system,
            ...(dasha.variant ? { variant: dasha.variant.id } : {}),
            depth: b.depth ?? 5,
            ...(b.from ? { from: b.from, to: b.to } : {}),
          },
          dasha: { ...dasha, levels: S.V_DASHA_LEVELS.slice(0, b.depth ?? 5) },
        },
      };
    },
  },
  birthOp(
    'yogas',
    '/v1/yogas',
    'Yogas detected, each tagged with its classical text and its rule',
    "The yogas that hold in the birth chart, each with its id, name, its rule in one line as its text states it, its family, the grahas and houses that made it hold, the variants that matched and its classical source (chapter and verse, or Raman's number).",
    'yogas',
    (_basis, _b, _cfg, chart) => op.yogasOperation(chart),
    S.vChartBodySchema,
    lazySchema(() => z.array(yogaRow)),
  ),
  birthOp(
    'sahams',
    '/v1/sahams',
    'The 36 sahams, sidereal, with their formulas',
    "The 36 Tajaka sahams of the birth, each with its meaning, formula, the correction applied (the signs-inclusive reading of 'between') and its sidereal longitude, sign, nakshatra and pada.",
    'sahams',
    (_basis, _b, cfg, chart) => op.sahamsOperation(chart, cfg.tajakaCorrection),
    S.vChartBodySchema,
    lazySchema(() => z.array(sahamRow).length(36)),
  ),
  {
    id: 'varshaphal',
    method: 'POST',
    path: '/v1/varshaphal',
    summary:
      'Tajaka annual chart: solar return, muntha, year lord, 16 Tajaka yogas, Mudda and Patyayini dashas',
    description:
      'The Tajaka annual chart (varshaphal) after `years` completed years (0 to 150): the solar return (the Sun back at its natal sidereal longitude, to the second), the annual chart cast there at the birth place or `place`, muntha, the five office-bearers and the lord of the year with their pancha-vargeeya bala, the Tajaka aspects and deeptamsas, the 16 Tajaka yogas, and the Mudda and Patyayini dashas of the year to `depth` 1 to 3 (default 2). Rules and sources: docs/varshaphal.md.',
    input: 'body',
    schema: S.vVarshaphalBodySchema,
    keyed: true,
    verifiable: true,
    example: { ...BIRTH, years: 36 },
    response: lazySchema(() =>
      z.object({
        input: birthEcho.extend({ years: z.number().int() }),
        varshaphal: varshaphalSchema,
      }),
    ),
    compute: (b: z.output<typeof S.vVarshaphalBodySchema>, _env: Env, cfg: EngineConfig) => {
      const { basis, input, o } = vBasis(b, cfg);
      return {
        payload: {
          input: { ...input, years: b.years },
          varshaphal: varshaphalOperation(basis, o, b.years, b.depth ?? 2, b.place),
        },
      };
    },
  },
  birthOp(
    'sacred369',
    '/v1/sacred369',
    'The (psi, k, ring) signature: definitions in docs/family-v.md',
    'The (psi, k, ring) signature of the birth: psi the direction in degrees of the mean of the nine longitudes as unit vectors (null when they cancel), k its length divided by 9 (0 to 1), ring 3, 6 or 9 from the digital root of the sum of the nakshatra numbers. Definitions: docs/family-v.md.',
    'sacred369',
    (basis) => ({
      ...sacred369(basis),
      definition:
        'psi: direction of the mean of the nine longitudes as unit vectors (deg); k: its length / 9; ring: 3, 6 or 9 from the digital root of the sum of the nakshatra numbers of the lagna and the nine grahas',
    }),
    S.vChartBodySchema,
    sacred369Schema.extend({ definition: z.string() }),
  ),
  {
    id: 'transit',
    method: 'POST',
    path: '/v1/transit',
    summary:
      'Transit of any graha over plus or minus N years (N at most 10): sign and nakshatra ingresses, stations, returns to the natal degree',
    description:
      'One `graha` over `years` (1 to 10; the Moon 1) before and after `around` (default the birth date): its sign and nakshatra ingresses, its stations and its returns to the natal longitude, each instant in UTC to the second.',
    input: 'body',
    schema: S.vTransitBodySchema,
    keyed: true,
    verifiable: true,
    example: { ...BIRTH, graha: 'Saturn', years: 2, around: '2026-11-24' },
    response: lazySchema(() =>
      z.object({
        input: birthEcho.extend({
          graha: z.string(),
          years: z.number().int(),
          around: z.string().nullable(),
        }),
        transit: z.object({
          graha: z.string(),
          from: z.string(),
          to: z.string(),
          sign_ingresses: z.array(ingressRow),
          nakshatra_ingresses: z.array(ingressRow),
          stations: z.array(
            z.object({ kind: z.enum(['retrograde', 'direct']), at: z.string(), jd_ut: z.number() }),
          ),
          returns: z
            .array(z.object({ at: z.string(), jd_ut: z.number(), retrograde: z.boolean() }))
            .nullable(),
          return_to_deg: z.number().nullable(),
          natal_longitude_deg: z.number(),
        }),
      }),
    ),
    compute: (b: z.output<typeof S.vTransitBodySchema>, _env: Env, cfg: EngineConfig) => {
      const { basis, o, input } = vBasis(b, cfg);
      const centre = b.around ? dayJd(b.around) : basis.jdUt;
      const half = b.years * 365.25;
      if (b.graha === 'Moon' && b.years > 1)
        throw new ApiError(
          400,
          'INVALID_FIELD',
          'years: the Moon changes sign every 2.5 days; its window is at most 1 year either side',
          { field: 'years' },
        );
      const natal = basis.grahas.find((g) => g.name === (b.graha as GrahaName))!.lonDeg;
      return {
        payload: {
          input: { ...input, graha: b.graha, years: b.years, around: b.around ?? null },
          transit: {
            ...op.transitOperation(b.graha as GrahaName, centre - half, centre + half, {
              ayanamsa: o.ayanamsa,
              nodeMode: o.nodeMode,
              returnToDeg: natal,
            }),
            natal_longitude_deg: natal,
          },
        },
      };
    },
  },
  {
    id: 'divisional',
    method: 'POST',
    path: '/v1/divisional',
    summary:
      'Divisional charts D1-D150 (every varga, each method PyJHora offers by name), each with the method used',
    description:
      'Divisional charts of the birth: the `vargas` asked for (D1 to D150; default every one from D1 to D60), each with the sign and degree of the lagna and every graha and the division rule used; `methods` picks another reading of a varga that has several (e.g. {"D2": "parivritti"}, {"D9": "kalachakra"}; docs/vargas-kp-karakas.md lists them).',
    input: 'body',
    schema: S.vDivisionalBodySchema,
    keyed: true,
    verifiable: true,
    example: { ...BIRTH, vargas: ['D9', 'D10', 'D60'] },
    response: lazySchema(() =>
      z.object({
        input: birthEcho,
        vargas: z.record(z.string(), vargaRow).describe('by varga id (D1 ... D60)'),
      }),
    ),
    compute: (b: z.output<typeof S.vDivisionalBodySchema>, _env: Env, cfg: EngineConfig) => {
      const { chart, input } = vBasis(b, cfg);
      const ids = b.vargas ?? S.V_DEFAULT_VARGAS;
      return {
        payload: {
          input,
          vargas: Object.fromEntries(ids.map((id) => [id, vargaView(chart, id, b.methods?.[id])])),
        },
      };
    },
  },
  birthOp(
    'ashtakavarga',
    '/v1/ashtakavarga',
    "Sarvashtakavarga, the 7 BAVs and the lagna's BAV",
    "Sarvashtakavarga (SAV: bindus per sign, 337 in all), the seven bhinnashtakavargas (BAV) and the lagna's BAV, the reductions and each graha's sodhya pinda. Signs are listed Mesha first.",
    'ashtakavarga',
    (_basis, _b, cfg, chart) => op.ashtakavargaOperation(chart, cfg),
    S.vChartBodySchema,
    lazySchema(() =>
      z.object({
        signs: z.array(rashiRef).length(12),
        sav: z.array(z.number().int()).length(12),
        bav: A.bavSchema,
        lagna_bav: z.array(z.number().int()).length(12).optional(),
        reduced: A.snakeSchema(A.ashtakavargaReducedSchema),
        sodhya_pinda: A.snakeSchema(A.sodhyaPindaSchema),
        source: z.string(),
      }),
    ),
  ),
  {
    id: 'muhurta',
    method: 'POST',
    path: '/v1/muhurta',
    summary:
      'Election windows over a date range (at most 31 days) for a birth, scored by Tara bala and Chandra bala',
    description:
      'Election windows for the native over [`from`, `to`] (at most 31 days): each span where the Moon keeps its nakshatra and sign, scored by Tara bala (the nakshatra counted from the birth star) and Chandra bala (the sign counted from the birth Moon) after Muhurta Chintamani ch. 4, with its quality (favourable, neutral, avoid). `scoring` states the rule.',
    input: 'body',
    schema: S.vMuhurtaBodySchema,
    keyed: true,
    verifiable: true,
    example: { ...BIRTH, from: '2026-12-01', to: '2026-12-08' },
    response: lazySchema(() =>
      z.object({
        input: birthEcho.extend({ from: z.string(), to: z.string() }),
        windows: z.array(
          z.object({
            start: z.string(),
            end: z.string(),
            moon: z.object({
              nakshatra: z.string(),
              nakshatra0: z.number().int(),
              rashi: z.string(),
              rashi0: z.number().int(),
            }),
            paksha: z.enum(['shukla', 'krishna']),
            tara: z.object({ index: z.number().int(), name: z.string(), value: z.number() }),
            chandra_bala: z.object({ house: z.number().int(), value: z.number() }),
            score: z.number(),
            quality: z.enum(['favourable', 'neutral', 'avoid']),
          }),
        ),
        scoring: z.string(),
      }),
    ),
    compute: (b: z.output<typeof S.vMuhurtaBodySchema>, _env: Env, cfg: EngineConfig) => {
      const { basis, o, input } = vBasis(b, cfg);
      const windows = electionWindows(
        basis.grahas[1]!.lonDeg,
        dayJd(b.from),
        dayJd(b.to),
        o.ayanamsa,
      ).map((w) => ({
        start: isoFromJdUt(w.startJdUt),
        end: isoFromJdUt(w.endJdUt),
        moon: w.moon,
        paksha: w.paksha,
        tara: w.tara,
        chandra_bala: w.chandraBala,
        score: w.score,
        quality: w.quality,
      }));
      return {
        payload: {
          input: { ...input, from: b.from, to: b.to },
          windows,
          scoring:
            'Muhurta Chintamani ch. 4: tara (+1 Sampat, Kshema, Sadhaka, Mitra, Parama Mitra; -1 Vipat, Pratyari, Vadha; 0 Janma) + Chandra bala (+1 houses 1, 3, 6, 7, 10, 11; -1 houses 4, 8, 12; 2, 5, 9: +0.5 in Shukla, 0 in Krishna); favourable: neither negative and the sum positive; avoid: either negative (docs/family-v.md)',
        },
      };
    },
  },
  {
    id: 'panchanga',
    method: 'GET',
    path: '/v1/panchanga',
    summary:
      'Tithi, vara, nakshatra, yoga and karana of a date at a place, each limb with its start and end',
    description:
      'The panchanga of `date` at a place: tithi, vara, nakshatra, yoga and karana, each limb with its start and end (a limb that changes within the day is listed twice), with sunrise, sunset, moonrise and moonset. The day runs from sunrise to the next sunrise; local times are ISO 8601 in `tz`.',
    input: 'query',
    schema: S.vPlaceQuerySchema,
    keyed: true,
    verifiable: true,
    example: { date: '2026-11-24', lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' },
    response: lazySchema(() =>
      z.object({
        place: placeEcho,
        date: z.string(),
        panchanga: A.snakeSchema(A.panchangDayWithCalendarsSchema),
      }),
    ),
    compute: (q: z.output<typeof S.vPlaceQuerySchema>, _env: Env, cfg: EngineConfig) => ({
      payload: {
        place: { lat: q.lat, lon: q.lon, tz: q.tz },
        date: q.date,
        panchanga: op.panchangOperation(
          civil(q.date),
          q.lat,
          q.lon,
          { ianaZone: q.tz },
          (q.ayanamsa ?? cfg.ayanamsa) as AyanamsaName,
        ),
      },
    }),
  },
  {
    id: 'compatibility',
    method: 'POST',
    path: '/v1/compatibility',
    summary:
      'Ashtakoota 36-point compatibility (8 kootas) and Manglik compatibility; person1 the groom',
    description:
      'Ashtakoota matching of two births (`person1` the groom, `person2` the bride): the 8 kootas with their points out of their maxima (varna 1 to nadi 8) and the reason for each, the total out of 36, the readings that differ between traditions (`variants`), and the Manglik compatibility of the pair with its rule.',
    input: 'body',
    schema: S.vCompatibilityBodySchema,
    keyed: true,
    verifiable: true,
    example: {
      person1: BIRTH,
      person2: {
        date: '1992-11-03',
        time: '06:40:00',
        lat: 19.076,
        lon: 72.8777,
        tz: 'Asia/Kolkata',
      },
    },
    response: lazySchema(() =>
      z.object({
        person1: birthEcho,
        person2: birthEcho,
        score: z.number(),
        max_score: z.literal(36),
        ashtakoota: A.snakeSchema(A.ashtakootaSchema),
        manglik: A.snakeSchema(A.manglikCompatibilitySchema),
      }),
    ),
    compute: (b: z.output<typeof S.vCompatibilityBodySchema>, _env: Env, cfg: EngineConfig) => {
      const p1 = vBasis(b.person1, cfg);
      const p2 = vBasis(b.person2, cfg);
      const m = matchCharts(p1.basis, p2.basis);
      return {
        payload: {
          person1: p1.input,
          person2: p2.input,
          score: m.score,
          max_score: 36 as const,
          ashtakoota: op.snakeKeys(m.ashtakoota) as Json,
          manglik: op.snakeKeys(m.manglik) as Json,
        },
      };
    },
  },
  {
    id: 'compatibility-batch',
    method: 'POST',
    path: '/v1/compatibility/batch',
    summary: 'One person against up to 100 candidates: the Ashtakoota score of each, best first',
    description:
      'One `person` against up to 100 `candidates` (each with an optional `id` echoed back): the Ashtakoota total out of 36, the points of each koota and the Manglik compatibility per candidate, best first (ties in the order given).',
    input: 'body',
    schema: S.vCompatibilityBatchBodySchema,
    keyed: true,
    verifiable: false,
    example: {
      person: BIRTH,
      candidates: [
        {
          id: 'a',
          date: '1992-11-03',
          time: '06:40:00',
          lat: 19.076,
          lon: 72.8777,
          tz: 'Asia/Kolkata',
        },
      ],
    },
    response: lazySchema(() =>
      z.object({
        person: birthEcho,
        count: z.number().int(),
        results: z.array(
          z.object({
            index: z.number().int(),
            id: z.string().optional(),
            score: z.number(),
            kootas: z.array(z.object({ name: z.string(), points: z.number(), max: z.number() })),
            manglik_compatible: z.boolean(),
          }),
        ),
      }),
    ),
    compute: (
      b: z.output<typeof S.vCompatibilityBatchBodySchema>,
      _env: Env,
      cfg: EngineConfig,
    ) => {
      const p = vBasis(b.person, cfg);
      const results = b.candidates
        .map((cand, index) => {
          const { id, ...birth } = cand;
          const c2 = vBasis(birth, cfg);
          const m = matchCharts(p.basis, c2.basis);
          return {
            index,
            ...(id !== undefined ? { id } : {}),
            score: m.score,
            kootas: m.ashtakoota.kootas.map((k) => ({
              name: k.name,
              points: k.points,
              max: k.max,
            })),
            manglik_compatible: m.manglik.compatible,
          };
        })
        .sort((x, y) => y.score - x.score || x.index - y.index);
      return { payload: { person: p.input, count: results.length, results } };
    },
  },
  {
    id: 'charts-batch',
    method: 'POST',
    path: '/v1/charts/batch',
    summary: 'Up to 100 charts at once: lagna and 9 planets of each',
    description:
      'Up to 100 births in one call (each with an optional `id` echoed back): the lagna and the nine planets of each with whole-sign houses, and the UTC instant and offset the zone gave.',
    input: 'body',
    schema: S.vChartBatchBodySchema,
    keyed: true,
    verifiable: false,
    example: {
      births: [
        BIRTH,
        {
          id: 'b',
          date: '1992-11-03',
          time: '06:40:00',
          lat: 19.076,
          lon: 72.8777,
          tz: 'Asia/Kolkata',
        },
      ],
    },
    response: lazySchema(() =>
      z.object({
        count: z.number().int(),
        charts: z.array(
          z.object({
            index: z.number().int(),
            id: z.string().optional(),
            utc: z.string(),
            offset: z.string(),
            lagna: lagnaPoint,
            planets: z.array(planet),
          }),
        ),
      }),
    ),
    compute: (b: z.output<typeof S.vChartBatchBodySchema>, _env: Env, cfg: EngineConfig) => {
      const charts = b.births.map((birth, index) => {
        const { id, ...rest } = birth;
        const m = vBirth(rest);
        const ayanamsa = (rest.ayanamsa ?? cfg.ayanamsa) as AyanamsaName;
        const chart = assembleChart(
          m.birth,
          { ayanamsa, nodeMode: cfg.nodeMode },
          { positionsOnly: true },
        );
        return {
          index,
          ...(id !== undefined ? { id } : {}),
          utc: m.echo.utc,
          offset: m.echo.offset,
          lagna: lagnaView(chart),
          planets: grahasView(chart, cfg, 'whole_sign'),
        };
      });
      return { payload: { count: charts.length, charts } };
    },
  },
  {
    id: 'panchanga-range',
    method: 'GET',
    path: '/v1/panchanga/range',
    summary: 'The panchanga of every date from `from` to `to` (at most 366 days) at a place',
    description:
      'The panchanga of every date from `from` to `to` (both included, at most 366 days) at a place: per day the sunrise and sunset and the tithi, vara, nakshatra, yoga and karana with their starts and ends, in `tz`.',
    input: 'query',
    schema: S.vPanchangaRangeQuerySchema,
    keyed: true,
    verifiable: true,
    example: {
      from: '2026-11-24',
      to: '2026-11-30',
      lat: '28.6139',
      lon: '77.209',
      tz: 'Asia/Kolkata',
    },
    response: lazySchema(() =>
      z.object({
        place: placeEcho,
        from: z.string(),
        to: z.string(),
        days: z.array(
          A.snakeSchema(
            A.panchangDaySchema.pick({
              date: true,
              sunrise: true,
              sunset: true,
              polar: true,
              vara: true,
              tithi: true,
              nakshatra: true,
              yoga: true,
              karana: true,
            }),
          ),
        ),
      }),
    ),
    compute: (q: z.output<typeof S.vPanchangaRangeQuerySchema>) => {
      const days: Json[] = [];
      const a = civil(q.from);
      const n = daysBetween(a, civil(q.to));
      for (let i = 0; i <= n; i++) {
        const p = op.panchangOperation(addDays(a, i), q.lat, q.lon, { ianaZone: q.tz });
        days.push({
          date: p.date,
          sunrise: p.sunrise,
          sunset: p.sunset,
          polar: p.polar,
          vara: p.vara,
          tithi: p.tithi,
          nakshatra: p.nakshatra,
          yoga: p.yoga,
          karana: p.karana,
        });
      }
      return {
        payload: { place: { lat: q.lat, lon: q.lon, tz: q.tz }, from: q.from, to: q.to, days },
      };
    },
  },
  {
    id: 'festivals',
    method: 'GET',
    path: '/v1/festivals',
    summary:
      'Festivals and observances of a year at New Delhi (Smarta and Vaishnava traditions named)',
    description: `The festivals and observances of a Gregorian year (${SUPPORTED_YEARS}) at New Delhi, each with its date, the tithi and rule that fixed it and the tradition (Smarta, Vaishnava) where they differ. Stored years are answered from KV (\`source: local\`), others computed.`,
    input: 'query',
    schema: S.vFestivalsQuerySchema,
    keyed: true,
    verifiable: true,
    example: { year: '2026' },
    response: lazySchema(() => rUtsavasResponseSchema.omit({ engine: true })),
    compute: async (q: z.output<typeof S.vFestivalsQuerySchema>, env: Env) => {
      const { text, source } = await loadUtsavaYear(
        env,
        q.year,
        DELHI_UTSAVA_PLACE,
        utsavaScopeOf(q),
      );
      const doc = JSON.parse(text) as Json;
      const { engine: _engine, ...rest } = doc;
      return { payload: rest, source: source === 'kv' ? 'local' : 'engine' };
    },
  },
  {
    id: 'rise-set',
    method: 'GET',
    path: '/v1/rise-set',
    summary: 'Sunrise, sunset, moonrise and moonset in the hindu and civil conventions',
    description:
      "Sunrise, sunset, moonrise and moonset of `date` at a place, as UTC instants, in the hindu (the disc's centre, no refraction) and civil (upper limb, refraction) conventions. A body that does not rise or set is null with the reason.",
    input: 'query',
    schema: S.vPlaceQuerySchema,
    keyed: true,
    verifiable: true,
    example: { date: '2026-11-24', lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' },
    response: lazySchema(() =>
      z.object({
        place: placeEcho,
        date: z.string(),
        hindu: riseSetRow,
        civil: riseSetRow,
      }),
    ),
    compute: (q: z.output<typeof S.vPlaceQuerySchema>) => ({
      payload: {
        place: { lat: q.lat, lon: q.lon, tz: q.tz },
        date: q.date,
        ...op.riseSetOperation(civil(q.date), q.lat, q.lon, { ianaZone: q.tz }),
      },
    }),
  },
  birthOp(
    'kp',
    '/v1/kp',
    'KP star, sub and sub-sub lords of the grahas and the Placidus cusps',
    "Krishnamurti Paddhati: the sign, star, sub and sub-sub lords of the nine grahas and of the 12 Placidus cusps, on the request's `ayanamsa` (send krishnamurti for KP's own). Inside the polar circles the cusps are null and `cusp_note` says why.",
    'kp',
    (_basis, _b, _cfg, chart) => op.kpOperation(chart),
    S.vChartBodySchema,
    lazySchema(() =>
      z.object({
        grahas: z.array(A.snakeSchema(A.kpGrahaSchema)),
        cusps: z.array(A.snakeSchema(A.kpCuspSchema)).nullable(),
        cusp_note: z.string().nullable(),
        source: z.string(),
      }),
    ),
  ),
  birthOp(
    'karakas',
    '/v1/karakas',
    'Chara karakas (7-karaka scheme) and their ranking',
    'The chara karakas of the 7-karaka scheme (atmakaraka to darakaraka) by degrees within the sign, with the ranking that gave them and its source (Jaimini Upadesa Sutras).',
    'karakas',
    (_basis, _b, _cfg, chart) => op.karakasOperation(chart, 7),
    S.vChartBodySchema,
    lazySchema(() =>
      z.object({
        scheme: z.union([z.literal(7), z.literal(8)]),
        karakas: A.karakaMapSchema,
        ranking: A.snakeSchema(A.karakaRankingSchema),
        source: z.string(),
      }),
    ),
  ),
  birthOp(
    'shadbala',
    '/v1/shadbala',
    'Shadbala of the seven grahas, every component',
    'Shadbala of the seven grahas: the total in virupas and rupas, the required rupas and the ratio to them, and every component (sthana, dig, kala, chesta, naisargika, drik bala and their parts), with the time context used.',
    'shadbala',
    (_basis, _b, _cfg, chart) => op.shadbalaOperation(chart),
    S.vChartBodySchema,
    lazySchema(() =>
      z.object({
        grahas: A.snakeSchema(A.shadbalaGrahasSchema),
        context: A.snakeSchema(A.shadbalaContextSchema),
        source: z.string(),
      }),
    ),
  ),
  birthOp(
    'bhava',
    '/v1/bhava',
    'The 12 bhavas (cusps, lords, occupants) and their bhava bala',
    'The 12 bhavas (cusp, sign, lord and the grahas in it; `house_system`, default whole_sign) and their bhava bala: the adhipati, dig and drishti components and the total of each in virupas and rupas.',
    'bhava',
    (basis, b, cfg, chart) => ({
      bhavas: op.positionsView(
        chart,
        op.chartOptions(cfg, { ...(b.house_system ? { houseSystem: b.house_system } : {}) }),
        cfg,
      ).bhavas,
      bhava_bala: op.bhavaBalaOperation(chart),
    }),
    S.vChartBodySchema,
    lazySchema(() =>
      z.object({
        bhavas: z.array(bhavaRow).length(12),
        bhava_bala: z.object({
          bhavas: z.array(A.snakeSchema(A.bhavaStrengthSchema)),
          source: z.string(),
        }),
      }),
    ),
  ),
  {
    id: 'doshas',
    method: 'POST',
    path: '/v1/doshas',
    summary: 'The 7 doshas with their cancellations; Shani judged on `on` (default the birth date)',
    description:
      "The 7 doshas (manglik, kaal sarp, pitra, kemdrum, guru chandal, grahan, shani), each with its rule and source, whether it is present, its severity, the cancellations checked and the details. Shani's dosha is judged on `on` (default the birth date): V answers never depend on the day they are asked.",
    input: 'body',
    schema: lazySchema(() => S.vChartBodySchema.extend({ on: S.vDateSchema.optional() })),
    keyed: true,
    verifiable: true,
    example: { ...BIRTH, on: '2026-11-24' },
    errors: HOUSE_SYSTEM_422,
    response: lazySchema(() =>
      z.object({
        input: birthEcho.extend({ on: z.string() }),
        doshas: A.snakeSchema(A.doshaReportSchema),
      }),
    ),
    compute: (b: S.VChartBody & { on?: string }, _env: Env, cfg: EngineConfig) => {
      const { chart, basis, o, input } = vBasis(b, cfg);
      return {
        payload: {
          input: { ...input, on: b.on ?? b.date },
          doshas: op.doshasOperation(chart, b.on ? dayJd(b.on) + 0.5 : basis.jdUt, o.ayanamsa),
        },
      };
    },
  },
  {
    id: 'ayanamsa',
    method: 'GET',
    path: '/v1/ayanamsa',
    summary: 'The four V ayanamsas (and every other offered) at noon UT of a date',
    description:
      'The value in degrees of the four V ayanamsas (lahiri, krishnamurti, raman, true_chitra) and every other the engine offers, at 12:00 UT of `date`.',
    input: 'query',
    schema: S.vAyanamsaQuerySchema,
    keyed: true,
    verifiable: true,
    example: { date: '2026-11-24' },
    response: lazySchema(() =>
      z.object({
        date: z.string(),
        utc: z.string(),
        jd_ut: z.number(),
        values: z.array(z.object({ name: z.string(), value_deg: z.number() })),
      }),
    ),
    compute: (q: z.output<typeof S.vAyanamsaQuerySchema>) => ({
      payload: {
        date: q.date,
        ...op.ayanamsaOperation(dayJd(q.date) + 0.5, [
          'lahiri',
          'krishnamurti',
          'raman',
          'true_chitra',
          'yukteshwar',
          'surya-siddhanta',
          'true_pushya',
          'fagan_bradley',
        ]),
      },
    }),
  },
  {
    id: 'time-convert',
    method: 'POST',
    path: '/v1/time/convert',
    summary:
      'Local civil time in an IANA zone to UT and Julian day, with the zone rule used, the weekday and the date in the Julian calendar (for historical sources)',
    description:
      'A local civil time (`date`, `time`) in an IANA zone (`tz`) to UTC, the Julian day (UT and TT) and Delta T, with the offset used, how a gap or overlap was resolved (`disambiguation`) and the zone rule (local mean time, standard or daylight saving), the weekday (`weekday0`, 0 = Sunday) and the same day in the Julian calendar (`julian_calendar_date`, for historical sources).',
    input: 'body',
    schema: S.vTimeConvertBodySchema,
    keyed: true,
    verifiable: true,
    example: { date: '1947-08-15', time: '00:00:00', tz: 'Asia/Kolkata' },
    response: lazySchema(() =>
      z.object({
        date: z.string(),
        time: z.string(),
        tz: z.string(),
        ...A.zoneEchoFields,
        jd_ut: z.number(),
        rule: A.zoneRuleSchema,
        delta_t_seconds: z.number(),
        jd_tt: z.number(),
        weekday0: z.number().int().min(0).max(6).describe('day of the week, 0 = Sunday'),
        julian_calendar_date: z
          .string()
          .describe('the same day in the Julian calendar, YYYY-MM-DD'),
      }),
    ),
    compute: (b: z.output<typeof S.vTimeConvertBodySchema>) => {
      const m = vMoment(b);
      const d = civil(b.date);
      return {
        payload: {
          date: b.date,
          time: b.time,
          tz: b.tz,
          ...m.echo,
          jd_ut: m.jdUt,
          delta_t_seconds: deltaTSeconds(m.jdUt),
          jd_tt: m.jdUt + deltaTSeconds(m.jdUt) / 86400,
          weekday0: weekday0Of(d),
          julian_calendar_date: formatIsoDate(julianCalendarOf(d)),
        },
      };
    },
  },
  birthOp(
    'houses',
    '/v1/houses',
    'Ascendant, MC and the cusps of every house system',
    'The ascendant and MC (sidereal degrees) and the 12 cusps of each house system offered: whole sign, equal, sripati and placidus (null inside the polar circles).',
    'houses',
    (_basis, _b, _cfg, chart) => op.housesOperation(chart),
    S.vChartBodySchema,
    lazySchema(() =>
      z.object({
        ascendant_deg: z.number(),
        mc_deg: z.number(),
        cusps_deg: z.record(z.string(), z.array(z.number()).nullable()),
        undefined: z
          .record(z.string(), z.string())
          .describe('why a system is null here (Placidus inside the polar circles)'),
      }),
    ),
  ),
  {
    id: 'ingress',
    method: 'POST',
    path: '/v1/ingress',
    summary: 'The next sign or nakshatra ingresses of a graha after a date (up to 24)',
    description:
      'The next `count` (1 to 24, default 1) ingresses of a `graha` into a new sign or nakshatra (`unit`) after `after`, each with its UTC instant, what it entered and whether the graha was retrograde.',
    input: 'body',
    schema: S.vIngressBodySchema,
    keyed: true,
    verifiable: true,
    example: { graha: 'Jupiter', unit: 'sign', after: '2026-11-24', count: 3 },
    response: lazySchema(() =>
      z.object({
        graha: z.string(),
        unit: z.enum(['sign', 'nakshatra']),
        after: z.string(),
        ayanamsa: z.string(),
        ingresses: z.array(ingressRow),
      }),
    ),
    compute: (b: z.output<typeof S.vIngressBodySchema>, _env: Env, cfg: EngineConfig) => {
      const ayanamsa = (b.ayanamsa ?? cfg.ayanamsa) as AyanamsaName;
      const out: Json[] = [];
      let t = dayJd(b.after);
      for (let i = 0; i < (b.count ?? 1); i++) {
        const ing = nextIngress(b.graha as GrahaName, b.unit, t, { ayanamsa });
        if (!ing) break;
        out.push({
          at: isoFromJdUt(ing.jdUt),
          jd_ut: ing.jdUt,
          entered: {
            index: ing.index0 + 1,
            name: b.unit === 'sign' ? RASHI_NAMES_EN[ing.index0]! : NAKSHATRA_NAMES[ing.index0]!,
          },
          retrograde: ing.retrograde,
        });
        t = ing.jdUt + 1e-4;
      }
      return {
        payload: { graha: b.graha, unit: b.unit, after: b.after, ayanamsa, ingresses: out },
      };
    },
  },
  birthOp(
    'special-lagnas',
    '/v1/special-lagnas',
    'Special lagnas: bhava, hora, ghati, vighati, pranapada, indu, sree, Bhrigu Bindu, varnada per house',
    'The special lagnas of the birth, each with its longitude, sign, nakshatra and pada, its rule and source (BPHS ch. 3 and 5; Uttara Kalamrita; P.V.R. Narasimha Rao), and the varnada lagna of each house. `variants` picks the reading of each aspect: `day` (vedic-day, civil-day), `vighati` (jhora, vighatika), `varnada` (santhanam, bv-raman, sanjay-rath, jha-pandey). Null with a note where the Sun does not rise.',
    'special_lagnas',
    (_basis, b, _cfg, chart) =>
      specialLagnasView(chart, (b as { variants?: Record<string, string> }).variants ?? {}),
    S.vSpecialLagnasBodySchema,
    specialLagnasSchema,
  ),
  birthOp(
    'upagrahas',
    '/v1/upagrahas',
    'Upagrahas: Dhuma to Upaketu, Kaala to Mandi (Gulika/Mandi reading as a variant)',
    "The eleven upagrahas of the birth with longitude, sign, nakshatra and pada: the Sun-based five (BPHS ch. 3) and the time-based six, the lagna rising in their lord's eighth of the day or night; Gulika and Mandi by `variants.gulika` (jhora, pvr, kerala).",
    'upagrahas',
    (_basis, b, _cfg, chart) =>
      upagrahasView(chart, (b as { variants?: Record<string, string> }).variants ?? {}),
    S.vUpagrahasBodySchema,
    upagrahasSchema,
  ),
  birthOp(
    'jaimini',
    '/v1/jaimini',
    'Jaimini: arudha padas, graha arudhas, rasi drishti, argala, sign strengths, karakamsa',
    'The Jaimini structures of the birth: arudha padas A1 (AL) to A12 (UL), the pada of every sign, the graha arudhas, rasi drishti, argala and virodhargala on each house, the signs in order of strength (the rules of the rasi dashas) and the karakamsa and swamsa (`scheme`, default 8).',
    'jaimini',
    (_basis, b, _cfg, chart) => jaiminiView(chart, (b as { scheme?: 7 | 8 }).scheme ?? 8),
    S.vJaiminiBodySchema,
    jaiminiSchema,
  ),
  {
    id: 'dasha-systems',
    method: 'GET',
    path: '/v1/dasha/systems',
    summary:
      'The ' +
      DASHA_SYSTEMS.length +
      ' dasha systems offered, with kind, input, cycle length and classical source',
    description:
      'The ' +
      DASHA_SYSTEMS.length +
      ' dasha systems offered by POST /v1/dasha: id, name, kind (graha or rasi), what they are computed from (the Moon or the whole chart), the cycle length in years and the classical source. No key needed.',
    input: 'none',
    keyed: false,
    verifiable: false,
    response: lazySchema(() =>
      z.object({
        count: z.number().int(),
        systems: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            kind: z.string(),
            input: z.string().describe('moon: from the Moon alone; chart: from the whole chart'),
            total_years: z.number().nullable(),
            source: z.string(),
            default_variant: z
              .string()
              .nullable()
              .describe('the variant used when none is asked for'),
            variants: z
              .array(z.object({ id: z.string(), name: z.string(), source: z.string() }))
              .describe('the named readings of the system, if it has several (docs/dashas.md)'),
          }),
        ),
      }),
    ),
    compute: () => ({
      payload: {
        count: DASHA_SYSTEMS.length,
        systems: DASHA_SYSTEMS.map((s) => ({
          id: s.id,
          name: s.name,
          kind: s.kind,
          input: s.input,
          total_years: s.totalYears ?? null,
          source: s.source,
          default_variant: s.defaultVariant ?? null,
          variants: (s.variants ?? []).map((v) => ({ id: v.id, name: v.name, source: v.source })),
        })),
      },
    }),
  },
];
