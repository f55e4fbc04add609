/**
 * @module Family T's compute routes (docs/family-t.md): thin adapters from T's bodies and queries
 * to the shared operations (src/routes/shared/operations.ts), answered through tRespond with the
 * engine configuration of the request.
 */
import type { Context } from 'hono';
import type * as z from 'zod';
import type { GrahaName } from '../../engine/core/constants.js';
import type { EngineConfig } from '../../engine/config/versions.js';
import { AYANAMSA_NAMES } from '../../engine/ephemeris/index.js';
import { isoFromJdUt, jdFromGregorian, jdUtFromUnixMs } from '../../engine/time/julian.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { parseJsonBody, parseQuery } from '../../http/input.js';
import {
  DELHI_UTSAVA_PLACE,
  loadUtsavaYear,
  utsavaScopeOf,
} from '../../platform/feeds/utsava-store.js';
import { zoneAt, ZONE_LOOKUP_SOURCE } from '../../platform/zone-lookup.js';
import {
  REVERSE_FIT_NOTE,
  eventNoonJdUt,
  refuseFutureEvents,
  runRectify,
} from '../shared/reference/rectify.js';
import { r2GridMinutes } from '../shared/reference/r2-rectify.js';
import { momentOfIso, type Moment } from '../shared/moment.js';
import { birthOfT } from '../shared/birth.js';
import { dateFields, daysFromTo } from '../schemas.js';
import { varshaphalOperation } from '../shared/varshaphal.js';
import * as op from '../shared/operations.js';
import { assertHouseSystemDefined, grahasView, lagnaView } from '../shared/structures.js';
import { jaiminiView, specialLagnasView, upagrahasView } from '../shared/parts.js';
import { configOf, derivationOf, tRespond } from './envelope.js';
import * as S from './schemas.js';
import * as R from './responses.js';
import { record, STEPS, type Derivation, type TraceRule, type TraceTag } from './trace.js';

/** The birth echoed in answers. */
export function birthEcho(b: S.TBirth, m: Moment) {
  return {
    datetime: b.datetime,
    utc: m.utc,
    jd_ut: m.jdUt,
    offset: m.offset,
    lat: b.lat,
    lon: b.lon,
    ...(b.place !== undefined ? { place: b.place } : {}),
  };
}

interface ChartishBody {
  birth: S.TBirth;
  ayanamsha?: op.ChartOptions['ayanamsa'];
  node?: op.ChartOptions['nodeMode'];
  house_system?: op.ChartOptions['houseSystem'];
}

/** The assembled chart (and its basis) of a T birth under the request's configuration (recorded into `d`: the positions and angles ran). */
export function tBasis(body: ChartishBody, cfg: EngineConfig, d?: Derivation) {
  const { birth, moment: m } = birthOfT(body.birth);
  const o = op.chartOptions(cfg, {
    ...(body.ayanamsha ? { ayanamsa: body.ayanamsha } : {}),
    ...(body.node ? { nodeMode: body.node } : {}),
    ...(body.house_system ? { houseSystem: body.house_system } : {}),
  });
  const chart = op.chartOf(birth, o);
  const { basis } = chart;
  record(d, STEPS.positions, STEPS.angles);
  // a house system asked for that does not exist at this latitude is refused, never substituted
  if (body.house_system) assertHouseSystemDefined(basis, body.house_system, 'house_system');
  return { m, o, chart, basis };
}

/** The T chart of a validated body: exactly the vargas and dashas asked for. */
export function tChart(body: S.TChartBody, cfg: EngineConfig, d?: Derivation) {
  const { m, o, chart } = tBasis(body, cfg, d);
  record(d, STEPS.houses, STEPS.vargas, STEPS.dasha, STEPS.rules);
  const vargas = body.vargas ?? ['D1'];
  const dashas = body.dashas ?? ['vimsottari'];
  const include = new Set(body.include ?? []);
  return {
    birth: birthEcho(body.birth, m),
    settings: { ...op.settingsView(chart, o), dasha_year_days: cfg.dashaYearDays },
    ...op.positionsView(chart, o, cfg),
    vargas: op.vargasView(chart, vargas),
    dashas: op.dashasView(
      chart,
      dashas,
      body.dasha_depth ?? 2,
      cfg.dashaYearDays,
      {},
      body.dasha_variants ?? {},
    ),
    // the further parts only when asked: the default chart pays for none of them
    ...(include.has('special_lagnas')
      ? { special_lagnas: specialLagnasView(chart, body.special_lagna_variants ?? {}) }
      : {}),
    ...(include.has('upagrahas')
      ? { upagrahas: upagrahasView(chart, body.upagraha_variants ?? {}) }
      : {}),
    ...(include.has('jaimini') ? { jaimini: jaiminiView(chart) } : {}),
  };
}

/** A basic chart (lagna, grahas with whole-sign houses): what bulk computes per birth (`m`: its moment, when the caller parsed the date-time already). */
export function tBasicChart(birth: S.TBirth, o: op.ChartOptions, cfg: EngineConfig, m?: Moment) {
  const { birth: normalized, moment } = birthOfT(birth, 'birth.datetime', m);
  const chart = op.chartOf(normalized, o, { positionsOnly: true });
  return {
    birth: birthEcho(birth, moment),
    ayanamsha_deg: chart.basis.ayanamsaDeg,
    lagna: lagnaView(chart),
    grahas: grahasView(chart, cfg, 'whole_sign'),
  };
}

async function body<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  parseQuery(c, S.tPostQuerySchema);
  return parseJsonBody(c, schema);
}

const dateJdUt = (d: string) => {
  const f = dateFields(d);
  return jdFromGregorian(f.year, f.month, f.day, 0);
};
const dateNoonJdUt = (d: string) => {
  const f = dateFields(d);
  return jdFromGregorian(f.year, f.month, f.day, 0.5);
};

export async function postChart(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tChartBodySchema);
  return tRespond(c, R.tChartResponse, tChart(b, configOf(c), derivationOf(c)));
}

export async function postVarga(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tVargaBodySchema);
  const { m, o, chart } = tBasis(b, configOf(c), derivationOf(c));
  record(derivationOf(c), STEPS.vargas);
  return tRespond(c, R.tVargaResponse, {
    birth: birthEcho(b.birth, m),
    settings: op.settingsView(chart, o),
    varga: op.vargasView(chart, [b.varga], b.method ? { [b.varga]: b.method } : {})[b.varga]!,
  });
}

export async function postSaham(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tSahamBodySchema);
  const cfg = configOf(c);
  const { m, o, chart } = tBasis(b, cfg, derivationOf(c));
  record(derivationOf(c), STEPS.rules);
  const correction = b.correction ?? cfg.tajakaCorrection;
  return tRespond(c, R.tSahamResponse, {
    birth: birthEcho(b.birth, m),
    settings: { ...op.settingsView(chart, o), tajaka_correction: correction },
    sahams: op.sahamsOperation(chart, correction),
  });
}

export async function postDasha(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tDashaBodySchema);
  const cfg = configOf(c);
  const yearDays = b.year_days ?? cfg.dashaYearDays;
  const window = { fromJdUt: dateJdUt(b.from), toJdUt: dateJdUt(b.to) };
  // the dasha ran; the ephemeris only when the Moon came from a birth (tBasis records it)
  record(derivationOf(c), STEPS.dasha);
  let dasha;
  let anchor;
  if (b.birth) {
    const { m, basis, chart } = tBasis(
      {
        birth: b.birth,
        ...(b.ayanamsha ? { ayanamsha: b.ayanamsha } : {}),
        ...(b.node ? { node: b.node } : {}),
      },
      cfg,
      derivationOf(c),
    );
    dasha = op.dashaOperation(
      {
        system: b.system,
        ...(b.variant ? { variant: b.variant } : {}),
        depth: b.depth,
        yearDays,
        ...window,
      },
      chart,
    );
    anchor = { birth: birthEcho(b.birth, m), moon_longitude_sidereal: basis.grahas[1]!.lonDeg };
  } else {
    const epoch = b.epoch
      ? momentOfIso(b.epoch, 'epoch')
      : { jdUt: window.fromJdUt, utc: isoFromJdUt(window.fromJdUt) };
    dasha = op.dashaOperation({
      system: b.system,
      ...(b.variant ? { variant: b.variant } : {}),
      moonLonDeg: b.moon_longitude_sidereal!,
      birthJdUt: epoch.jdUt,
      depth: b.depth,
      yearDays,
      ...window,
    });
    anchor = {
      moon_longitude_sidereal: b.moon_longitude_sidereal!,
      epoch: epoch.utc,
      epoch_source: b.epoch ? 'epoch' : 'from (no epoch given: the timeline starts at `from`)',
    };
  }
  return tRespond(c, R.tDashaResponse, {
    ...anchor,
    window: { from: b.from, to: b.to, depth: b.depth },
    dasha,
  });
}

export async function postVarshaphal(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tVarshaphalBodySchema);
  const cfg = configOf(c);
  const { m, o, chart, basis } = tBasis(b, cfg, derivationOf(c));
  record(derivationOf(c), STEPS.rules);
  return tRespond(c, R.tVarshaphalResponse, {
    birth: birthEcho(b.birth, m),
    settings: op.settingsView(chart, o),
    varshaphal: varshaphalOperation(basis, o, b.years, b.dasha_depth ?? 2, b.place),
  });
}

/** The IANA zone of a place query: `tz` when given, else the boundary lookup. */
function placeZone(q: { lat: number; lon: number; tz?: string | undefined }) {
  const tz = q.tz ?? zoneAt(q.lat, q.lon);
  return {
    zone: { ianaZone: tz },
    echo: { lat: q.lat, lon: q.lon, zone: tz, zone_source: q.tz ? 'query' : ZONE_LOOKUP_SOURCE },
  };
}

export async function getPanchang(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, S.tPlaceQuerySchema);
  const { zone, echo } = placeZone(q);
  const p = op.panchangOperation(dateFields(q.date), q.lat, q.lon, zone, configOf(c).ayanamsa);
  record(derivationOf(c), STEPS.positions, STEPS.rules);
  return tRespond(c, R.tPanchangResponse, {
    place: echo,
    panchang: p as z.input<typeof R.tPanchangResponse>['panchang'],
    convention:
      'the savana day from sunrise (Sun disc centre on the horizon, no refraction) to the next sunrise; each limb with its start and end. On a polar day or night (no sunrise) the day runs between local midnights and `polar` says which.',
  });
}

export async function getMuhurta(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, S.tPlaceQuerySchema);
  const { zone, echo } = placeZone(q);
  record(derivationOf(c), STEPS.positions, STEPS.rules);
  return tRespond(c, R.tMuhurtaResponse, {
    place: echo,
    date: q.date,
    muhurta: op.muhurtaOperation(dateFields(q.date), q.lat, q.lon, zone),
  });
}

export async function getRiseSet(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, S.tPlaceQuerySchema);
  const { zone, echo } = placeZone(q);
  record(derivationOf(c), STEPS.apparent);
  return tRespond(c, R.tRiseSetResponse, {
    place: echo,
    date: q.date,
    ...op.riseSetOperation(dateFields(q.date), q.lat, q.lon, zone),
  });
}

export async function getAyanamsha(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, S.tAyanamshaQuerySchema);
  record(derivationOf(c), STEPS.ayanamsa);
  return tRespond(c, R.tAyanamshaResponse, {
    date: q.date,
    ...op.ayanamsaOperation(dateNoonJdUt(q.date), AYANAMSA_NAMES),
  });
}

export async function getUtsavas(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, S.tUtsavasQuerySchema);
  const { text, source, origin, storedAt } = await loadUtsavaYear(
    c.env,
    q.year,
    DELHI_UTSAVA_PLACE,
    utsavaScopeOf(q),
  );
  const doc = JSON.parse(text) as Record<string, unknown>;
  record(derivationOf(c), STEPS.positions, STEPS.rules);
  // store: how the document was made (the cron's prerender, or on demand: for this request or an earlier one)
  return tRespond(
    c,
    R.tUtsavasResponse,
    { ...doc, store: origin, from_store: source === 'kv', stored_at: storedAt || null } as z.input<
      typeof R.tUtsavasResponse
    >,
    { headers: { 'Cache-Control': 'private, max-age=3600' }, traceRules: UTSAVA_TRACE },
  );
}
const UTSAVA_TRACE: readonly TraceRule[] = [
  [
    /^(year|place|tradition|observe|monthSystem|convention|ayanamsa|engine|count|store|from_store|stored_at)/,
    ['ix'],
  ],
  [/^utsavas\./, ['i', 'ii', 'iii', 'iv', 'viii', 'ix']],
];

export async function postRectify(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tRectifyBodySchema);
  const m = momentOfIso(b.birth.datetime, 'birth.datetime');
  refuseFutureEvents(b.events, m.tzHours, Date.now());
  record(derivationOf(c), STEPS.positions, STEPS.angles, STEPS.dasha, STEPS.rules);
  const grid = b.grid_minutes ?? r2GridMinutes(b.window_minutes);
  const r = runRectify(
    {
      startJdUt: m.jdUt - b.window_minutes / 1440,
      endJdUt: m.jdUt + b.window_minutes / 1440,
      gridMinutes: grid,
      latDeg: b.birth.lat,
      lonDeg: b.birth.lon,
      zone: { tzHours: m.tzHours },
      events: b.events.map((e) => ({
        date: e.date,
        category: S.T_RECTIFY_KINDS[e.kind],
        jdUt: eventNoonJdUt(e.date, m.tzHours),
      })),
      ayanamsa: b.ayanamsha ?? configOf(c).ayanamsa,
    },
    {},
    'grid_minutes',
    'window_minutes',
  );
  return tRespond(c, R.tRectifyResponse, {
    birth: birthEcho(b.birth, m),
    window_minutes: b.window_minutes,
    grid_minutes: grid,
    note: REVERSE_FIT_NOTE,
    result: op.snakeKeys(r) as { candidates: unknown[] },
  });
}

export async function postSahaja(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tBirthBodySchema);
  const { m, o, chart } = tBasis(b, configOf(c), derivationOf(c));
  record(derivationOf(c), STEPS.rules);
  return tRespond(c, R.tSahajaResponse, {
    birth: birthEcho(b.birth, m),
    settings: op.settingsView(chart, o),
    vector: op.personalityOperation(chart),
    note: "A description of the chart's structure (guna and element balance, lagna and Moon strength) from classical factors; deterministic; no model is called and nothing is predicted.",
  });
}

/** Routes whose answer is one structure of the chart of a birth. */
function birthRoute<K extends string>(
  key: K,
  schema: z.ZodType,
  compute: (
    basis: ReturnType<typeof tBasis>['basis'],
    b: Record<string, unknown>,
    cfg: EngineConfig,
    chart: ReturnType<typeof tBasis>['chart'],
  ) => unknown,
  response: z.ZodType,
  steps: ReadonlyArray<readonly TraceTag[]>,
) {
  return async function birthStructure(c: Context<AppEnv>): Promise<Response> {
    const b = (await body(c, schema)) as ChartishBody & Record<string, unknown>;
    const cfg = configOf(c);
    const { m, o, chart, basis } = tBasis(b, cfg, derivationOf(c));
    record(derivationOf(c), ...steps);
    return tRespond(c, response, {
      birth: birthEcho(b.birth, m),
      settings: op.settingsView(chart, o),
      [key]: compute(basis, b, cfg, chart),
    } as never);
  };
}

export const postYogas = birthRoute(
  'yogas',
  S.tBirthBodySchema,
  (_basis, _b, _cfg, chart) => op.yogasOperation(chart),
  R.tYogasResponse,
  [STEPS.rules],
);
export const postAshtakavarga = birthRoute(
  'ashtakavarga',
  S.tBirthBodySchema,
  (_basis, _b, cfg, chart) => op.ashtakavargaOperation(chart, cfg),
  R.tAshtakavargaResponse,
  [STEPS.rules],
);
export const postShadbala = birthRoute(
  'shadbala',
  S.tBirthBodySchema,
  (_basis, _b, _cfg, chart) => op.shadbalaOperation(chart),
  R.tShadbalaResponse,
  [STEPS.rules],
);
export const postBhavaBala = birthRoute(
  'bhava_bala',
  S.tBirthBodySchema,
  (_basis, _b, _cfg, chart) => op.bhavaBalaOperation(chart),
  R.tBhavaBalaResponse,
  [STEPS.houses, STEPS.rules],
);
export const postKp = birthRoute(
  'kp',
  S.tBirthBodySchema,
  (_basis, _b, _cfg, chart) => op.kpOperation(chart),
  R.tKpResponse,
  [STEPS.houses, STEPS.rules],
);
export const postKarakas = birthRoute(
  'karakas',
  S.tKarakasBodySchema,
  (_basis, b, cfg, chart) =>
    op.karakasOperation(chart, (b.scheme as 7 | 8 | undefined) ?? cfg.karakaScheme),
  R.tKarakasResponse,
  [STEPS.rules],
);
export const postHouses = birthRoute(
  'houses',
  S.tBirthBodySchema,
  (_basis, _b, _cfg, chart) => op.housesOperation(chart),
  R.tHousesResponse,
  [STEPS.houses],
);
export const postDoshas = birthRoute(
  'doshas',
  S.tDoshasBodySchema,
  (_basis, b, cfg, chart) =>
    op.doshasOperation(
      chart,
      typeof b.on === 'string' ? dateNoonJdUt(b.on) : jdUtFromUnixMs(Date.now()),
      (b.ayanamsha as op.ChartOptions['ayanamsa'] | undefined) ?? cfg.ayanamsa,
    ),
  R.tDoshasResponse,
  [STEPS.houses, STEPS.rules],
);
export const postSpecialLagnas = birthRoute(
  'special_lagnas',
  S.tSpecialLagnasBodySchema,
  (_basis, b, _cfg, chart) =>
    specialLagnasView(chart, (b.variants as Record<string, string> | undefined) ?? {}),
  R.tSpecialLagnasResponse,
  [STEPS.rules],
);
export const postUpagrahas = birthRoute(
  'upagrahas',
  S.tUpagrahasBodySchema,
  (_basis, b, _cfg, chart) =>
    upagrahasView(chart, (b.variants as Record<string, string> | undefined) ?? {}),
  R.tUpagrahasResponse,
  [STEPS.rules],
);
export const postJaimini = birthRoute(
  'jaimini',
  S.tJaiminiBodySchema,
  (_basis, b, _cfg, chart) => jaiminiView(chart, (b.scheme as 7 | 8 | undefined) ?? 8),
  R.tJaiminiResponse,
  [STEPS.rules],
);

export async function postPlanets(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tPlanetsBodySchema);
  const cfg = configOf(c);
  const m = momentOfIso(b.datetime, 'datetime');
  record(derivationOf(c), STEPS.positions, STEPS.rules);
  return tRespond(c, R.tPlanetsResponse, {
    datetime: b.datetime,
    ...op.planetsOperation(m.jdUt, b.ayanamsha ?? cfg.ayanamsa, b.node ?? cfg.nodeMode, cfg),
  });
}

export async function postTransit(c: Context<AppEnv>): Promise<Response> {
  const b = await body(c, S.tTransitBodySchema);
  const cfg = configOf(c);
  const o = { ayanamsa: b.ayanamsha ?? cfg.ayanamsa, nodeMode: b.node ?? cfg.nodeMode };
  let returnToDeg: number | undefined;
  if (b.natal) {
    const { basis } = tBasis(
      { birth: b.natal, ayanamsha: o.ayanamsa, node: o.nodeMode },
      cfg,
      derivationOf(c),
    );
    returnToDeg = basis.grahas.find((g) => g.name === (b.graha as GrahaName))!.lonDeg;
  }
  if (b.graha === 'Moon' && daysFromTo(b.from, b.to) > 2 * 366) {
    throw new ApiError(
      400,
      'INVALID_FIELD',
      'to: the Moon changes sign every 2.5 days; its window is at most 2 years',
      { field: 'to' },
    );
  }
  record(derivationOf(c), STEPS.positions);
  return tRespond(c, R.tTransitResponse, {
    transit: op.transitOperation(b.graha as GrahaName, dateJdUt(b.from), dateJdUt(b.to), {
      ...o,
      ...(returnToDeg !== undefined ? { returnToDeg } : {}),
    }),
  });
}
