/**
 * @module The rows of Family T's research jobs (docs/jobs.md) and their flat columns.
 *
 * A row is built by the same code the single calls answer with, never a copy of it:
 * - a births job's row is `{index, id?}` and either the basic chart `POST /t/api/charts/bulk`
 *   computes per birth (`tBasicChart`, rows "basic") or the body of `POST /t/api/chart`
 *   (`tChart`, rows "chart") without the envelope keys;
 * - a series row is `{index, at, jd_ut}` and, per quantity asked: `grahas` (the settings' ayanamsha,
 *   lagna, grahas and bhavas of `POST /t/api/chart` for a birth at that instant and place),
 *   `vargas` and `dashas` (that chart's), `panchang` (the `panchang` of `GET /t/api/panchang` for
 *   the row's local date) and `transits` (the ingresses and stations of `POST /t/api/transit`
 *   falling in `[at, at + step)`, every graha).
 *
 * NDJSON parts carry the rows whole; CSV and Parquet parts carry fixed flat columns (typed for
 * Parquet) decided by the job's options alone, so every part of a job has the same header.
 *
 * The jobs service (src/platform/jobs.ts) is handed these builders (`T_JOB_ROWS`) by the queue
 * consumer in src/worker.ts: the platform runs the shards, Family T decides what a row is.
 */
import * as z from 'zod';
import { GRAHA_NAMES, type GrahaName } from '../../engine/core/constants.js';
import type { EngineConfig } from '../../engine/config/versions.js';
import {
  momentOf,
  momentOfIso,
  parseIsoWithOffset,
  type OffsetDateTime,
} from '../../engine/time/iso-moment.js';
import {
  dateOfEpochDay,
  epochDayOf,
  formatIsoDate,
  isoDateFields,
} from '../../engine/time/calendar.js';
import type {
  BadUnit,
  Column,
  JobRows,
  Row,
  RowSpec,
  SeriesSpec,
} from '../../platform/job-store.js';
import { knownKeysAt, safeParseInput, unknownFieldNote } from '../../http/input.js';
import { zoneAt } from '../../platform/zone-lookup.js';
import * as op from '../shared/operations.js';
import { tBasicChart, tBasis, tChart } from './compute.js';
import { tBirthSchema } from './schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export {
  JOB_FORMATS,
  SERIES_QUANTITIES,
  type BadUnit,
  type Column,
  type JobChartOptions,
  type JobFormat,
  type Row,
  type RowSpec,
  type SeriesQuantity,
  type SeriesSpec,
} from '../../platform/job-store.js';

export const jobBirthSchema = lazySchema(() =>
  real(tBirthSchema).extend({ id: z.string().min(1).max(64).optional() }),
);
type JobBirth = z.output<typeof jobBirthSchema>;

/** Numbers with a fraction and date-times: what a birth's coordinates and instant look like in a message (replaced by `…`). */
const VALUE_RE = /[-+]?\d+\.\d+|\d{4}-\d\d-\d\dT[^\s,;)]*/g;

/** The keys `jobBirthSchema` knows (a test holds them equal to the schema's shape). */
export const JOB_BIRTH_KEYS: ReadonlySet<string> = new Set([
  'datetime',
  'lat',
  'lon',
  'place',
  'id',
]);

/**
 * The fast path of `jobBirthSchema` (zod on every unit cost ~5% of a shard's CPU): the unit with its
 * parsed date-time when every field is plainly valid, else null, and zod decides and names the field.
 * It only ever accepts what the schema accepts, with the same values (a test draws good and bad units
 * and holds both to the same verdicts); lengths are counted in UTF-16 units, never more than zod's
 * code points, so a string near a limit falls back to zod.
 */
export function plainJobBirth(raw: unknown): { birth: JobBirth; at: OffsetDateTime } | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  for (const k in o) if (!JOB_BIRTH_KEYS.has(k)) return null;
  const { datetime, lat, lon, place, id } = o;
  if (typeof datetime !== 'string' || datetime.length > 40) return null;
  if (typeof lat !== 'number' || !(lat >= -90 && lat <= 90)) return null;
  if (typeof lon !== 'number' || !(lon >= -180 && lon <= 180)) return null;
  if (place !== undefined && (typeof place !== 'string' || place.length > 200)) return null;
  if (id !== undefined && (typeof id !== 'string' || id.length < 1 || id.length > 64)) return null;
  const at = parseIsoWithOffset(datetime);
  if (typeof at === 'string') return null;
  const birth: JobBirth = { datetime, lat, lon };
  if (place !== undefined) birth.place = place;
  if (id !== undefined) birth.id = id;
  return { birth, at };
}

/** A unit zod refused: the field at fault and why (the value is not echoed: a job's errors outlive its birth data). */
function refused(raw: unknown, index: number, error: z.ZodError): BadUnit {
  const id =
    raw !== null && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string'
      ? (raw as { id: string }).id.slice(0, 64)
      : undefined;
  const issue = error.issues[0]!;
  let path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path = [...path, issue.keys[0]!];
  const field = path.join('.') || 'birth';
  const missing =
    issue.code === 'invalid_type' &&
    path.length > 0 &&
    (raw as Record<string, unknown> | null)?.[path[0]!] === undefined;
  return {
    index,
    ...(id !== undefined ? { id } : {}),
    field,
    message:
      issue.code === 'unrecognized_keys'
        ? unknownFieldNote(issue.keys[0] ?? field, knownKeysAt(jobBirthSchema, issue.path))
        : missing
          ? 'is required'
          : issue.message.replace(VALUE_RE, '…'),
  };
}

/**
 * A unit the engine refused (an ApiError or EngineInputError with a code and a field): the unit's
 * field at fault and a message without its values. A job's errors outlive its birth data and go to
 * logs and records, so a coordinate or instant in the engine's sentence is replaced by `…`. Placidus
 * (or another quadrant system) undefined at the birth's latitude is the unit's `lat`: the house
 * system is the job's option, the latitude the unit's.
 */
export function refusedByEngine(err: unknown, raw: { id?: string }, index: number): BadUnit | null {
  if (
    !(err instanceof Error) ||
    !('code' in err) ||
    typeof (err as { code: unknown }).code !== 'string'
  )
    return null;
  const code = (err as { code: string }).code;
  const given =
    (err as { field?: unknown; extra?: { field?: unknown } }).field ??
    (err as { extra?: { field?: unknown } }).extra?.field;
  let field = typeof given === 'string' ? given.replace(/^birth\./, '') : 'birth';
  if (code === 'HOUSE_SYSTEM_UNDEFINED') field = 'lat';
  const message = err.message.replace(/^[a-z_.]+: /, '').replace(VALUE_RE, '…');
  return { index, ...(raw.id !== undefined ? { id: raw.id } : {}), field, message };
}

/** A shard's births builder: what does not change from unit to unit (the chart options) is worked out once. A unit the engine refuses (a polar birth in a Placidus job) is that unit's error, never the shard's. */
export function birthRows(
  spec: RowSpec,
  cfg: EngineConfig,
): (line: string, index: number) => { row: Row } | { bad: BadUnit } {
  const o = op.chartOptions(cfg, {
    ...(spec.options.ayanamsha ? { ayanamsa: spec.options.ayanamsha } : {}),
    ...(spec.options.node ? { nodeMode: spec.options.node } : {}),
  });
  return (line, index) => {
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return {
        bad: {
          index,
          field: 'birth',
          message: 'not a JSON object (each unit is one JSON object: {id?, datetime, lat, lon})',
        },
      };
    }
    const plain = plainJobBirth(raw);
    let unit: JobBirth;
    if (plain) unit = plain.birth;
    else {
      const parsed = safeParseInput(jobBirthSchema, raw);
      if (!parsed.success) return { bad: refused(raw, index, parsed.error) };
      unit = parsed.data;
    }
    const { id, ...birth } = unit;
    const head = { index, ...(id !== undefined ? { id } : {}) };
    try {
      if (spec.rows === 'basic')
        return {
          row: {
            ...head,
            ...tBasicChart(birth, o, cfg, plain ? momentOf(plain.at, 'birth.datetime') : undefined),
          },
        };
      return {
        row: {
          ...head,
          ...tChart({ birth, ...spec.options } as Parameters<typeof tChart>[0], cfg),
        },
      };
    } catch (err) {
      const bad = refusedByEngine(err, unit, index);
      if (bad) return { bad };
      throw err;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// series

const STEP_MS = { day: 86_400_000, hour: 3_600_000 } as const;
/** The civil fields and offset of a series bound (already validated), as wall-clock ms on the calendar module's day count. */
function civil(s: string) {
  const f = parseIsoWithOffset(s);
  if (typeof f === 'string') throw new Error(`unvalidated series bound: ${f}`);
  // whole seconds, as the series steps (the fraction of a bound is dropped)
  const wallMs =
    epochDayOf(f.year, f.month, f.day) * 86_400_000 +
    f.hour * 3_600_000 +
    f.minute * 60_000 +
    Math.floor(f.second) * 1000;
  return { wallMs, offset: s.endsWith('Z') ? 'Z' : s.slice(-6), offsetMin: f.offsetMinutes };
}

/** The number of instants of a series: from, from + step, ... up to and including `to`. */
export function seriesUnits(s: Pick<SeriesSpec, 'from' | 'to' | 'step'>): number {
  const a = civil(s.from);
  const b = civil(s.to);
  const spanMs = b.wallMs - b.offsetMin * 60_000 - (a.wallMs - a.offsetMin * 60_000);
  return spanMs < 0 ? 0 : Math.floor(spanMs / STEP_MS[s.step]) + 1;
}

/** The k-th instant of a series as an ISO date-time in the offset of `from` (the row's `at`). */
export function seriesInstant(s: Pick<SeriesSpec, 'from' | 'step'>, k: number): string {
  const a = civil(s.from);
  const ms = a.wallMs + k * STEP_MS[s.step];
  const day = Math.floor(ms / 86_400_000);
  const sec = (ms - day * 86_400_000) / 1000;
  const p = (n: number) => String(n).padStart(2, '0');
  // the calendar module, not Date: years 0-99 and BCE years are written as themselves
  return `${formatIsoDate(dateOfEpochDay(day))}T${p(Math.floor(sec / 3600))}:${p(Math.floor((sec % 3600) / 60))}:${p(sec % 60)}${a.offset}`;
}

interface TransitEvent {
  graha: GrahaName;
  event: 'sign_ingress' | 'nakshatra_ingress' | 'station';
  at: string;
  jd_ut: number;
  entered?: { index: number; name: string };
  retrograde?: boolean;
  kind?: string;
}

/** Every graha's ingresses and stations in [fromJdUt, toJdUt), by time. */
function transitEvents(fromJdUt: number, toJdUt: number, o: op.ChartOptions): TransitEvent[] {
  const out: TransitEvent[] = [];
  for (const g of GRAHA_NAMES) {
    const t = op.transitOperation(g, fromJdUt, toJdUt, {
      ayanamsa: o.ayanamsa,
      nodeMode: o.nodeMode,
    });
    for (const x of t.sign_ingresses)
      out.push({
        graha: g,
        event: 'sign_ingress',
        at: x.at,
        jd_ut: x.jd_ut,
        entered: x.entered,
        retrograde: x.retrograde,
      });
    for (const x of t.nakshatra_ingresses)
      out.push({
        graha: g,
        event: 'nakshatra_ingress',
        at: x.at,
        jd_ut: x.jd_ut,
        entered: x.entered,
        retrograde: x.retrograde,
      });
    for (const x of t.stations)
      out.push({ graha: g, event: 'station', at: x.at, jd_ut: x.jd_ut, kind: x.kind });
  }
  return out.sort((a, b) => a.jd_ut - b.jd_ut);
}

/** The rows of series instants [first, first + count). */
export function seriesRows(spec: RowSpec, first: number, count: number, cfg: EngineConfig): Row[] {
  const s = spec.series!;
  const q = new Set(s.quantities);
  const o = op.chartOptions(cfg, {
    ...(spec.options.ayanamsha ? { ayanamsa: spec.options.ayanamsha } : {}),
    ...(spec.options.node ? { nodeMode: spec.options.node } : {}),
    ...(spec.options.house_system ? { houseSystem: spec.options.house_system } : {}),
  });
  const zone = q.has('panchang') ? { ianaZone: s.tz ?? zoneAt(s.lat, s.lon) } : null;
  const panchangOf = new Map<string, unknown>();
  const instants = Array.from({ length: count }, (_, k) => seriesInstant(s, first + k));
  const moments = instants.map((at) => momentOfIso(at));
  const stepDays = STEP_MS[s.step] / 86_400_000;
  const events = q.has('transits')
    ? transitEvents(moments[0]!.jdUt, moments[count - 1]!.jdUt + stepDays, o)
    : [];
  let e = 0;
  const rows: Row[] = [];
  for (let k = 0; k < count; k++) {
    const at = instants[k]!;
    const m = moments[k]!;
    const row: Row = { index: first + k, at, jd_ut: m.jdUt };
    if (q.has('grahas') || q.has('vargas') || q.has('dashas')) {
      const { chart, basis } = tBasis(
        {
          birth: { datetime: at, lat: s.lat, lon: s.lon },
          ...(spec.options.ayanamsha ? { ayanamsha: spec.options.ayanamsha } : {}),
          ...(spec.options.node ? { node: spec.options.node } : {}),
          ...(spec.options.house_system ? { house_system: spec.options.house_system } : {}),
        },
        cfg,
      );
      if (q.has('grahas'))
        row.grahas = { ayanamsha_deg: basis.ayanamsaDeg, ...op.positionsView(chart, o, cfg) };
      if (q.has('vargas'))
        row.vargas = op.vargasView(
          chart,
          (spec.options.vargas ?? ['D1']) as Parameters<typeof op.vargasView>[1],
        );
      if (q.has('dashas'))
        row.dashas = op.dashasView(
          chart,
          spec.options.dashas ?? ['vimsottari'],
          spec.options.dasha_depth ?? 2,
          cfg.dashaYearDays,
        );
    }
    if (zone) {
      const date = at.slice(0, at.indexOf('T'));
      if (!panchangOf.has(date))
        panchangOf.set(
          date,
          op.panchangOperation(isoDateFields(date)!, s.lat, s.lon, zone, o.ayanamsa),
        );
      row.panchang = panchangOf.get(date);
    }
    if (q.has('transits')) {
      const end = m.jdUt + stepDays;
      const mine: TransitEvent[] = [];
      while (e < events.length && events[e]!.jd_ut < m.jdUt) e++;
      for (let j = e; j < events.length && events[j]!.jd_ut < end; j++) mine.push(events[j]!);
      row.transits = mine;
    }
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// flat columns (CSV and Parquet)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row is an answer's JSON walked by column paths; each column checks the value it reads
type Json = Record<string, any>;
const at = (r: Row, ...path: Array<string | number>): unknown => {
  let v: unknown = r;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Json)[k];
  }
  return v;
};

/** Point columns (longitude, rashi, nakshatra, pada) of `prefix` read from `get(row)`. */
function pointColumns(prefix: string, get: (r: Row) => Json | undefined): Column[] {
  return [
    { name: `${prefix}_deg`, type: 'DOUBLE', get: (r) => get(r)?.longitude_deg },
    { name: `${prefix}_rashi`, type: 'STRING', get: (r) => get(r)?.rashi?.name },
    { name: `${prefix}_nakshatra`, type: 'STRING', get: (r) => get(r)?.nakshatra?.name },
    { name: `${prefix}_pada`, type: 'INT32', get: (r) => get(r)?.pada },
  ];
}

function grahaColumns(base: (r: Row) => Json | undefined): Column[] {
  const cols: Column[] = [
    {
      name: 'ayanamsha_deg',
      type: 'DOUBLE',
      get: (r) => base(r)?.ayanamsha_deg ?? base(r)?.settings?.ayanamsha_deg,
    },
    ...pointColumns('lagna', (r) => base(r)?.lagna),
  ];
  GRAHA_NAMES.forEach((g, i) => {
    const gr = (r: Row) => (base(r)?.grahas as Json[] | undefined)?.[i];
    cols.push(
      ...pointColumns(g, gr),
      { name: `${g}_house`, type: 'INT32', get: (r) => gr(r)?.house },
      { name: `${g}_speed_deg_per_day`, type: 'DOUBLE', get: (r) => gr(r)?.speed_deg_per_day },
      { name: `${g}_retrograde`, type: 'BOOLEAN', get: (r) => gr(r)?.retrograde },
    );
  });
  return cols;
}

function vargaColumns(ids: readonly string[], base: (r: Row) => Json | undefined): Column[] {
  return ids.flatMap((v) => [
    {
      name: `${v}_lagna_rashi`,
      type: 'STRING' as const,
      get: (r: Row) => base(r)?.[v]?.lagna?.rashi?.name,
    },
    ...GRAHA_NAMES.map((g) => ({
      name: `${v}_${g}_rashi`,
      type: 'STRING' as const,
      get: (r: Row) => base(r)?.[v]?.grahas?.[g]?.rashi?.name,
    })),
  ]);
}

/** The period of a list running at `utc` (the first when none is found). */
function runningAt(periods: Json[] | undefined, utc: string | undefined): Json | undefined {
  if (!periods?.length) return undefined;
  const t = utc ? Date.parse(utc) : NaN;
  return periods.find((p) => Date.parse(p.start) <= t && t < Date.parse(p.end)) ?? periods[0];
}

function dashaColumns(
  systems: readonly string[],
  depth: number,
  base: (r: Row) => Json | undefined,
  utcOf: (r: Row) => string | undefined,
): Column[] {
  return systems.flatMap((s) => {
    const maha = (r: Row) => runningAt(base(r)?.[s]?.periods, utcOf(r));
    const cols: Column[] = [
      { name: `${s}_maha`, type: 'STRING', get: (r) => maha(r)?.lord },
      { name: `${s}_maha_end`, type: 'TIMESTAMP', get: (r) => maha(r)?.end },
    ];
    if (depth >= 2) {
      const antar = (r: Row) => runningAt(maha(r)?.periods, utcOf(r));
      cols.push(
        { name: `${s}_antar`, type: 'STRING', get: (r) => antar(r)?.lord },
        { name: `${s}_antar_end`, type: 'TIMESTAMP', get: (r) => antar(r)?.end },
      );
    }
    return cols;
  });
}

const ERROR_COLUMNS: Column[] = [
  { name: 'error_field', type: 'STRING', get: (r) => at(r, 'error', 'field') },
  { name: 'error_message', type: 'STRING', get: (r) => at(r, 'error', 'message') },
];

/** The flat columns of a job's CSV and Parquet parts. */
export function jobColumns(spec: RowSpec): Column[] {
  const vargas = spec.options.vargas ?? ['D1'];
  const dashas = spec.options.dashas ?? ['vimsottari'];
  const depth = spec.options.dasha_depth ?? 2;
  if (spec.kind === 'births') {
    const cols: Column[] = [
      { name: 'index', type: 'INT32', get: (r) => r.index },
      { name: 'id', type: 'STRING', get: (r) => r.id },
      { name: 'datetime', type: 'STRING', get: (r) => at(r, 'birth', 'datetime') },
      { name: 'utc', type: 'TIMESTAMP', get: (r) => at(r, 'birth', 'utc') },
      { name: 'jd_ut', type: 'DOUBLE', get: (r) => at(r, 'birth', 'jd_ut') },
      { name: 'lat', type: 'DOUBLE', get: (r) => at(r, 'birth', 'lat') },
      { name: 'lon', type: 'DOUBLE', get: (r) => at(r, 'birth', 'lon') },
      ...grahaColumns((r) => r as Json),
    ];
    if (spec.rows === 'chart') {
      cols.push(
        ...vargaColumns(vargas, (r) => r.vargas as Json),
        ...dashaColumns(
          dashas,
          depth,
          (r) => r.dashas as Json,
          (r) => at(r, 'birth', 'utc') as string | undefined,
        ),
      );
    }
    return [...cols, ...ERROR_COLUMNS];
  }
  const q = new Set(spec.series!.quantities);
  const cols: Column[] = [
    { name: 'index', type: 'INT32', get: (r) => r.index },
    { name: 'at', type: 'TIMESTAMP', get: (r) => r.at },
    { name: 'jd_ut', type: 'DOUBLE', get: (r) => r.jd_ut },
  ];
  if (q.has('grahas')) cols.push(...grahaColumns((r) => r.grahas as Json));
  if (q.has('vargas')) cols.push(...vargaColumns(vargas, (r) => r.vargas as Json));
  if (q.has('dashas'))
    cols.push(
      ...dashaColumns(
        dashas,
        depth,
        (r) => r.dashas as Json,
        (r) => (typeof r.jd_ut === 'number' ? momentUtc(r) : undefined),
      ),
    );
  if (q.has('panchang')) {
    const p = (r: Row) => r.panchang as Json | undefined;
    const first = (k: string) => (r: Row) => (p(r)?.[k] as Json[] | undefined)?.[0];
    cols.push(
      { name: 'panchang_date', type: 'STRING', get: (r) => p(r)?.date },
      { name: 'sunrise', type: 'TIMESTAMP', get: (r) => p(r)?.sunrise?.iso },
      { name: 'sunset', type: 'TIMESTAMP', get: (r) => p(r)?.sunset?.iso },
      { name: 'vara', type: 'STRING', get: (r) => p(r)?.vara?.name },
      { name: 'tithi', type: 'STRING', get: (r) => first('tithi')(r)?.name },
      { name: 'paksha', type: 'STRING', get: (r) => first('tithi')(r)?.paksha },
      { name: 'nakshatra', type: 'STRING', get: (r) => first('nakshatra')(r)?.name },
      { name: 'yoga', type: 'STRING', get: (r) => first('yoga')(r)?.name },
      { name: 'karana', type: 'STRING', get: (r) => first('karana')(r)?.name },
    );
  }
  if (q.has('transits')) {
    const ev = (r: Row) => (r.transits as TransitEvent[] | undefined) ?? [];
    cols.push(
      { name: 'transit_events', type: 'INT32', get: (r) => ev(r).length },
      {
        name: 'transits',
        type: 'STRING',
        get: (r) =>
          ev(r)
            .map((x) =>
              x.event === 'station'
                ? `${x.graha} station ${x.kind}`
                : `${x.graha} enters ${x.entered!.name}`,
            )
            .join('; '),
      },
    );
  }
  return cols;
}

function momentUtc(r: Row): string | undefined {
  return typeof r.at === 'string' ? momentOfIso(r.at).utc : undefined;
}

/** Family T's rows, as the jobs service builds them (src/platform/jobs.ts). */
export const T_JOB_ROWS: JobRows = { birthRows, seriesRows, columns: jobColumns };
