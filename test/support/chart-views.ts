/**
 * Every family's chart answer for a set of varied births (the pure functions behind the chart
 * routes of R, R2, N, T and V), for the regression check of the one chart assembler (issue 28):
 * scripts/chart-views-record.ts writes them, test/routes/chart-views.test.ts compares them with the
 * committed fixture. The births: dates across -1400..2999, latitudes up to 70 degrees, several
 * zones, every house system and the options each route takes. Errors are recorded as answers.
 */
import {
  rChartBodySchema,
  rChartPartsResponse,
  rChartResponse,
} from '../../src/routes/shared/reference/chart.js';
import { r2ChartBodySchema, r2ChartResponse } from '../../src/routes/r2/chart.js';
import { nChartAnswer, nChartBodySchema } from '../../src/routes/n/chart.js';
import { tBasicChart, tChart } from '../../src/routes/t/compute.js';
import { tChartBodySchema } from '../../src/routes/t/schemas.js';
import { V_OPS } from '../../src/routes/v/ops.js';
import { vChartBatchBodySchema, vChartRouteBodySchema } from '../../src/routes/v/schemas.js';
import { ENGINE_CONFIGS } from '../../src/engine/config/versions.js';
import { chartOptions } from '../../src/routes/shared/operations.js';

export interface ChartViewCase {
  /** local civil time */
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  latDeg: number;
  lonDeg: number;
  /** numeric offset (R, N, T) */
  tzHours: number;
  /** IANA zone (R2, V) */
  zone: string;
  /** option rotation index */
  k: number;
}

const ZONES: Array<[string, number]> = [
  ['Asia/Kolkata', 5.5],
  ['America/New_York', -5],
  ['Europe/Oslo', 1],
  ['Australia/Sydney', 10],
  ['UTC', 0],
  ['America/Anchorage', -9],
  ['Asia/Tokyo', 9],
  ['Europe/London', 0],
  ['America/Sao_Paulo', -3],
  ['Asia/Kathmandu', 5.75],
];
const HOUSES = ['whole_sign', 'equal', 'sripati', 'placidus'] as const;
const AYANAMSAS = [
  'lahiri',
  'raman',
  'krishnamurti',
  'surya_siddhanta',
  'yukteshwar',
  'true_chitra',
] as const;
const V_AYANAMSAS = ['lahiri', 'krishnamurti', 'raman', 'true_chitra'] as const;
const N_AYANAMSAS = ['lahiri', 'raman', 'krishnamurti'] as const;
const YEAR_DAYS = [365.25, 365.2425, 365.256363, 360] as const;
const INCLUDES = [
  'grahas,lagna,dasha.maha',
  'vargas.D9,kp.cusps,ashtakavarga.sav',
  'bhavas,shadbala,bhavaBala',
  'yogas,sahams,karakas',
  'dasha.antar,kp,vargas',
  'settings',
];
const N_VARGA_SETS = [['D1', 'D9', 'D10'], ['D60', 'D2'], ['D45', 'D30', 'D16', 'D1'], ['D9']];
const T_DASHA_SETS: Array<string[] | undefined> = [
  undefined,
  ['vimsottari', 'chara'],
  ['yogini', 'ashtottari'],
  ['narayana', 'kalachakra'],
  [],
];

/** n births, fixed: the first ones chosen by hand (edges), the rest from a seeded generator. */
export function chartViewCases(n: number): ChartViewCase[] {
  const hand: Array<Omit<ChartViewCase, 'k'>> = [
    {
      year: 1984,
      month: 10,
      day: 31,
      hour: 9,
      minute: 20,
      second: 0,
      latDeg: 28.6139,
      lonDeg: 77.209,
      tzHours: 5.5,
      zone: 'Asia/Kolkata',
    },
    {
      year: -1400,
      month: 1,
      day: 2,
      hour: 12,
      minute: 0,
      second: 0,
      latDeg: 30.05,
      lonDeg: 31.25,
      tzHours: 2,
      zone: 'Africa/Cairo',
    },
    {
      year: 2999,
      month: 12,
      day: 30,
      hour: 23,
      minute: 59,
      second: 30,
      latDeg: -33.87,
      lonDeg: 151.21,
      tzHours: 10,
      zone: 'Australia/Sydney',
    },
    {
      year: 1990,
      month: 6,
      day: 21,
      hour: 3,
      minute: 30,
      second: 0,
      latDeg: 69.65,
      lonDeg: 18.96,
      tzHours: 1,
      zone: 'Europe/Oslo',
    },
    {
      year: 1975,
      month: 12,
      day: 21,
      hour: 14,
      minute: 5,
      second: 12,
      latDeg: 66.56,
      lonDeg: -160.1,
      tzHours: -9,
      zone: 'America/Anchorage',
    },
    {
      year: 2024,
      month: 3,
      day: 10,
      hour: 2,
      minute: 30,
      second: 0,
      latDeg: 40.71,
      lonDeg: -74.01,
      tzHours: -5,
      zone: 'America/New_York',
    },
    {
      year: -500,
      month: 3,
      day: 21,
      hour: 6,
      minute: 0,
      second: 0,
      latDeg: 25.3,
      lonDeg: 83,
      tzHours: 5.5,
      zone: 'Asia/Kolkata',
    },
    {
      year: 1,
      month: 1,
      day: 1,
      hour: 0,
      minute: 10,
      second: 0,
      latDeg: 51.5,
      lonDeg: -0.12,
      tzHours: 0,
      zone: 'UTC',
    },
  ];
  let s = 20261126;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const out: ChartViewCase[] = hand.slice(0, n).map((h, k) => ({ ...h, k }));
  for (let k = out.length; k < n; k++) {
    const [zone, tzHours] = ZONES[Math.floor(rnd() * ZONES.length)]!;
    const lat = k % 5 === 0 ? 66 + rnd() * 4 : -60 + rnd() * 130;
    out.push({
      year: Math.floor(-1400 + rnd() * 4399),
      month: 1 + Math.floor(rnd() * 12),
      day: 1 + Math.floor(rnd() * 28),
      hour: Math.floor(rnd() * 24),
      minute: Math.floor(rnd() * 60),
      second: Math.floor(rnd() * 60),
      latDeg: Math.round(lat * 1e4) / 1e4,
      lonDeg: Math.round((-180 + rnd() * 360) * 1e4) / 1e4,
      tzHours,
      zone,
      k,
    });
  }
  return out;
}

const pad = (v: number, w = 2) => String(Math.abs(v)).padStart(w, '0');
const isoDate = (c: ChartViewCase) =>
  `${c.year < 0 ? '-' : ''}${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
const isoTime = (c: ChartViewCase) => `${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
const isoOffset = (h: number) =>
  `${h < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(h)))}:${pad(Math.round((Math.abs(h) % 1) * 60))}`;

/** An answer, or the error it threw (its class, status, code and message). */
function attempt(f: () => unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(f()));
  } catch (err) {
    const e = err as { name?: string; status?: number; code?: string; message?: string };
    return { thrown: e.name, status: e.status ?? null, code: e.code ?? null, message: e.message };
  }
}

/** Every family's chart answers of one birth. */
function recordOne(c: ChartViewCase) {
  const k = c.k;
  const cfg = ENGINE_CONFIGS[k % ENGINE_CONFIGS.length]!;
  const rBody = {
    year: c.year,
    month: c.month,
    day: c.day,
    hour: c.hour,
    minute: c.minute,
    second: c.second,
    lat: c.latDeg,
    lon: c.lonDeg,
    tzHours: c.tzHours,
    ...(k % 3 === 1 ? {} : { ayanamsa: AYANAMSAS[k % AYANAMSAS.length] }),
    ...(k % 3 === 0 ? { nodeMode: 'true' } : {}),
    houseSystem: HOUSES[k % 4],
    karakaScheme: k % 2 ? 8 : 7,
    dashaYearDays: YEAR_DAYS[k % 4],
  };
  const r = attempt(() => rChartResponse(rChartBodySchema.parse(rBody)));
  const rParts = attempt(() =>
    rChartPartsResponse(rChartBodySchema.parse(rBody), INCLUDES[k % INCLUDES.length]!),
  );
  const r2 = attempt(() =>
    r2ChartResponse(
      r2ChartBodySchema.parse({
        date: isoDate(c),
        time: k % 2 ? isoTime(c).slice(0, 5) : isoTime(c),
        lat: c.latDeg,
        lon: c.lonDeg,
        tz: c.zone,
        ...(k % 2 ? { ayanamsa: AYANAMSAS[k % AYANAMSAS.length] } : {}),
      }),
    ),
  );
  const n = attempt(() =>
    nChartAnswer(
      nChartBodySchema.parse({
        year: c.year,
        month: c.month,
        day: c.day,
        hour: c.hour,
        minute: c.minute,
        latitude: c.latDeg,
        longitude: c.lonDeg,
        timezone: c.tzHours,
        divisionalCharts: N_VARGA_SETS[k % N_VARGA_SETS.length],
        dashaLevels: 1 + (k % 3),
        ...(k % 2 ? { ayanamshaSystem: N_AYANAMSAS[k % 3] } : {}),
        ...(k % 4 === 0 ? { name: 'A' } : {}),
      }),
      k % 2 ? '2026-01-01' : '1999-07-15',
      k % 2 ? 'hi' : 'en',
    ),
  );
  const tBirth = {
    datetime: `${isoDate(c)}T${isoTime(c)}${isoOffset(c.tzHours)}`,
    lat: c.latDeg,
    lon: c.lonDeg,
    ...(k % 3 === 2 ? { place: 'somewhere' } : {}),
  };
  const dashas = T_DASHA_SETS[k % T_DASHA_SETS.length];
  const t = attempt(() =>
    tChart(
      tChartBodySchema.parse({
        birth: tBirth,
        ...(k % 2 ? { house_system: HOUSES[(k + 1) % 4] } : {}),
        ...(k % 3 ? { ayanamsha: AYANAMSAS[(k + 2) % AYANAMSAS.length] } : {}),
        ...(k % 4 === 1 ? { node: 'true' } : {}),
        vargas: k % 2 ? ['D1', 'D9', 'D60'] : undefined,
        ...(dashas ? { dashas } : {}),
        ...(k % 3 === 0 ? { dasha_depth: 1 + (k % 3) } : {}),
        ...(dashas?.includes('chara') ? { dasha_variants: { chara: 'pvn-rao' } } : {}),
      }),
      cfg,
    ),
  );
  const tBasic = attempt(() =>
    tBasicChart(
      tBirth,
      chartOptions(cfg, k % 2 ? { ayanamsa: 'raman', nodeMode: 'true' } : {}),
      cfg,
    ),
  );
  const vBirth = {
    date: isoDate(c),
    time: isoTime(c),
    lat: c.latDeg,
    lon: c.lonDeg,
    tz: c.zone,
    ...(k % 2 ? { ayanamsa: V_AYANAMSAS[k % 4] } : {}),
  };
  const vOp = (id: string) => V_OPS.find((o) => o.id === id)!;
  const v = attempt(() =>
    vOp('chart').compute(
      vChartRouteBodySchema.parse({
        ...vBirth,
        ...(k % 2 === 0 ? { house_system: HOUSES[k % 4] } : {}),
        ...(k % 7 === 0 ? { drawings: ['north', 'south'] } : {}),
      }) as never,
      {} as never,
      cfg,
    ),
  );
  const vBatch = attempt(() =>
    vOp('charts-batch').compute(
      vChartBatchBodySchema.parse({
        births: [
          { ...vBirth, id: 'x' },
          { ...vBirth, lat: -vBirth.lat },
        ],
      }) as never,
      {} as never,
      cfg,
    ),
  );
  return { case: c, r, rParts, r2, n, t, tBasic, v, vBatch };
}

/** Every family's chart answers of every birth. */
export function recordChartViews(cases: readonly ChartViewCase[]) {
  return cases.map(recordOne);
}

/** SHA-256 (hex) of each family's answer of each birth: the committed fixture's form (the answers themselves run to megabytes). */
export async function chartViewHashes(cases: readonly ChartViewCase[]) {
  const hex = async (s: string) =>
    [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
  const out: Array<{ case: ChartViewCase; sha256: Record<string, string> }> = [];
  for (const rec of recordChartViews(cases)) {
    const { case: c, ...answers } = rec;
    const sha256: Record<string, string> = {};
    for (const [family, answer] of Object.entries(answers))
      sha256[family] = await hex(JSON.stringify(answer));
    out.push({ case: c, sha256 });
  }
  return out;
}
