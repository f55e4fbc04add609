/**
 * @module Family V at {base}/v1 (docs/family-v.md): the versioned public API, v1.0 stable. Every
 * success is `{ok: true, request_id, engine, compute_ms, source, ...}` with `X-Engine-Compute-Ms`
 * and `X-Service-Substrate-Cert`; every error `{ok: false, request_id, engine, compute_ms, source,
 * error: {code, message, field}}`. A V key (`Authorization: Bearer`; sandbox keys at once from
 * `POST /v1/keys/sandbox`) or, for the chart, the playground's token. 36 endpoints, plus the
 * playground page and its script.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { DashaPeriod } from '../../engine/dasha/index.js';
import { grahaPositions, type AyanamsaName } from '../../engine/ephemeris/index.js';
import { isoFromJdUt } from '../../engine/time/julian.js';
import {
  CURRENT_ENGINE_CONFIG,
  engineConfig,
  type EngineConfig,
} from '../../engine/config/versions.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { elapsedMs, FamilyApp, type RouteOptions } from '../../http/family-app.js';
import {
  noQuery,
  parseJsonBody,
  parseQuery,
  queryObject,
  readJson,
  validate,
} from '../../http/input.js';
import { ENGINE_BUILD } from '../../platform/engine-build.js';
import { ndjsonResponse } from '../../http/ndjson.js';
import { issueKeyBodySchema, postKeys } from '../shared/keys.js';
import { tKeyIssuedResponse } from '../shared/key-responses.js';
import { pointView, speedIn } from '../shared/structures.js';
import { configOf, engineVersion } from '../shared/engine-version.js';
import { certification, certLine, GOLDEN_VECTORS_SOURCE, substrateCertHeader } from './cert.js';
import { answerDigest, makeToken, readToken, vEnvelopeHeaders, vRespond } from './envelope.js';
import { lazySchema, real } from '../../http/lazy-schema.js';
import { V_OPS, dayJd, vBasis, type VOp } from './ops.js';
import { getPlayground, getPlaygroundJs, vAuth } from './playground.js';
import { provenance } from './provenance.js';
import * as S from './schemas.js';

/** The envelope keys every V success starts with. */
const envelope = () => ({
  ok: z.literal(true),
  request_id: z.string(),
  engine: z.string(),
  compute_ms: z.number(),
  source: z.enum(['engine', 'local']),
});
/** A route's answer schema with the envelope keys in it (what the OpenAPI document and the SDKs show). */
function enveloped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? z.object({ ...envelope(), ...schema.shape }) : schema;
}

/** The version Family V states (spec: v1.0, stable). */
export const V_API_VERSION = 'v1.0';

/** Run an operation on an input as received under an engine configuration: validate, compute (the digest, a SHA-256 of the whole answer, only where a token carries it). */
async function runOp(op: VOp, rawInput: unknown, env: Env, cfg: EngineConfig) {
  const input = op.schema ? validate(op.schema, rawInput) : undefined;
  const { payload, source } = await op.compute(input as never, env, cfg);
  return { payload, source: source ?? 'engine' };
}

function opHandler(op: VOp) {
  return async function vOperation(c: Context<AppEnv>): Promise<Response> {
    let raw: unknown;
    if (op.input === 'body') {
      parseQuery(c, noQuery());
      raw = await readJson(c);
    } else if (op.input === 'query') raw = queryObject(c);
    else {
      parseQuery(c, noQuery());
      raw = undefined;
    }
    const cfg = configOf(c);
    const { payload, source } = await runOp(op, raw, c.env, cfg);
    const token = op.verifiable
      ? await makeToken(c.env, {
          r: op.id,
          i: raw,
          d: await answerDigest(payload),
          t: Math.floor(Date.now() / 1000),
          v: cfg.version,
        })
      : null;
    return vRespond(c, payload, { source, ...(token ? { requestId: token } : {}) });
  };
}

const verifyResponse = lazySchema(() =>
  z.object({
    verify: z.object({
      match: z.boolean(),
      digest: z.string(),
      original_digest: z.string(),
      route: z.string(),
      issued_at: z.string(),
      recomputed_at: z.string(),
      key_id: z.string(),
      engine: z.string(),
    }),
  }),
);

async function getVerify(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, noQuery());
  const id = decodeURIComponent(c.req.param('id') ?? '');
  const t = await readToken(c.env, id);
  if (!t.ok)
    throw new ApiError(400, 'REQUEST_ID_NOT_VERIFIABLE', `id: ${t.reason}`, { field: 'id' });
  const op = V_OPS.find((o) => o.id === t.claims.r && o.verifiable);
  if (!op)
    throw new ApiError(
      400,
      'REQUEST_ID_NOT_VERIFIABLE',
      `id: names no verifiable route (${t.claims.r.slice(0, 40)})`,
      { field: 'id' },
    );
  // the id names the engine configuration it was computed with (ids issued before pins in V: the current one)
  const cfg = t.claims.v === undefined ? CURRENT_ENGINE_CONFIG : engineConfig(t.claims.v);
  if (!cfg)
    throw new ApiError(
      400,
      'REQUEST_ID_NOT_VERIFIABLE',
      `id: was computed with engine version ${t.claims.v}, which is no longer selectable`,
      { field: 'id' },
    );
  const digest = await answerDigest((await runOp(op, t.claims.i, c.env, cfg)).payload);
  return vRespond(c, {
    verify: {
      match: digest === t.claims.d,
      digest,
      original_digest: t.claims.d,
      route: `${op.method} ${op.path}`,
      issued_at: new Date(t.claims.t * 1000).toISOString(),
      recomputed_at: new Date().toISOString(),
      key_id: t.kid,
      engine: ENGINE_BUILD,
    },
  });
}

const certResponse = lazySchema(() =>
  z.object({
    certification: z.object({
      pass: z.boolean(),
      vectors: z.number().int(),
      passed: z.number().int(),
      max_error_arcsec: z.number(),
      worst: z
        .object({
          id: z.string(),
          quantity: z.string(),
          errorArcsec: z.number(),
          toleranceArcsec: z.number(),
        })
        .nullable()
        .describe('the vector with the largest error against its tolerance'),
      run_at: z.string(),
      cached: z.boolean(),
      line: z.string(),
      vectors_source: z.string(),
      cache_seconds: z.number().int(),
    }),
  }),
);
async function getSubstrateCert(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, noQuery());
  const cert = await certification(c.env);
  return vRespond(
    c,
    {
      certification: {
        pass: cert.result.pass,
        vectors: cert.result.vectors,
        passed: cert.result.passed,
        max_error_arcsec: cert.result.maxErrorArcsec,
        worst: cert.result.worst,
        run_at: new Date(cert.runAtMs).toISOString(),
        cached: cert.cached,
        line: certLine(cert),
        vectors_source: GOLDEN_VECTORS_SOURCE,
        cache_seconds: 3600,
      },
    },
    { source: cert.cached ? 'local' : 'engine' },
  );
}

const provenanceResponse = lazySchema(() =>
  z.object({
    api_version: z.string(),
    build: z.string(),
    series: z.array(
      z.object({
        name: z.string(),
        bodies: z.string(),
        citation: z.string(),
        source: z.string(),
        terms: z.number().int(),
        truncation: z.string(),
      }),
    ),
    delta_t: z.object({
      source: z.string(),
      tables: z.string(),
      beyond: z.string(),
      note: z.string(),
    }),
    frames: z.object({
      precession: z.string(),
      obliquity: z.string(),
      nutation: z.string(),
      sidereal_time: z.string(),
      apparent_place: z.string(),
      ayanamsa: z.string(),
    }),
    time_scales: z.object({
      calendar: z.string(),
      year_numbering: z.string(),
      zones: z.string(),
      ut: z.string(),
    }),
    supported_range: z.object({
      min_year: z.number().int(),
      max_year: z.number().int(),
      max_error_arcsec: z.number(),
      measured_by: z.string(),
    }),
    reference: z.object({
      name: z.string(),
      certification: z.string(),
      golden_vectors: z.number().int(),
    }),
    modules: z.array(z.object({ module: z.string(), citations: z.array(z.string()) })),
    configuration: z.object({ current: z.string(), selectable: z.array(z.string()) }),
  }),
);
async function getProvenance(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, noQuery());
  return vRespond(c, { api_version: V_API_VERSION, ...provenance() });
}

/** Rows a stream computes before its first byte (the rest are computed as the client reads). */
export const STREAM_FIRST_ROWS = 64;

/**
 * NDJSON: the envelope as the first line, then one row per line, produced as the client reads
 * (bounded memory). The first STREAM_FIRST_ROWS rows are computed before the answer starts, so
 * `compute_ms` (and X-Engine-Compute-Ms) is the real service time before the first byte:
 * validation, setup and those rows (docs/family-v.md).
 */
async function ndjson(
  c: Context<AppEnv>,
  head: Record<string, unknown>,
  total: number,
  row: (i: number) => unknown,
): Promise<Response> {
  const cert = await substrateCertHeader(c.env);
  const first = Array.from({ length: Math.min(total, STREAM_FIRST_ROWS) }, (_, i) => row(i));
  const computeMs = elapsedMs(c);
  return ndjsonResponse({
    head: {
      ok: true,
      request_id: c.get('requestId'),
      engine: ENGINE_BUILD,
      compute_ms: computeMs,
      source: 'engine',
      ...head,
      rows: total,
    },
    total,
    row: (i) => (i < first.length ? first[i] : row(i)),
    rowsPerChunk: STREAM_FIRST_ROWS,
    headers: { 'X-Engine-Compute-Ms': String(computeMs), 'X-Service-Substrate-Cert': cert },
  });
}

/** A key route of Family T answered in the V envelope (201 with the key, errors in V's error envelope). */
function inVEnvelope(handler: (c: Context<AppEnv>) => Promise<Response>) {
  return async function vKeyIssue(c: Context<AppEnv>): Promise<Response> {
    const res = await handler(c);
    const body = await res.json<Record<string, unknown>>();
    return vRespond(c, body, { status: res.status });
  };
}

async function postEphemerisStream(c: Context<AppEnv>): Promise<Response> {
  const b = await parseJsonBody(c, S.vEphemerisStreamBodySchema);
  const cfg = configOf(c);
  const step = b.step_days ?? 1;
  const from = dayJd(b.from);
  const total = Math.floor((dayJd(b.to) - from) / step + 1e-9) + 1;
  const names = b.grahas ?? null;
  const ayanamsa = (b.ayanamsa ?? cfg.ayanamsa) as AyanamsaName;
  return ndjson(
    c,
    {
      stream: 'ephemeris',
      from: b.from,
      to: b.to,
      step_days: step,
      ayanamsa,
      columns: ['utc', 'jd_ut', 'grahas'],
    },
    total,
    (i) => {
      const jd = from + i * step;
      const set = grahaPositions(jd, {
        ayanamsa,
        nodeMode: cfg.nodeMode,
        ...(names ? { only: names } : {}),
      });
      return {
        utc: isoFromJdUt(jd),
        jd_ut: jd,
        grahas: Object.fromEntries(
          set.grahas
            .filter((g) => !names || names.includes(g.name))
            .map((g) => [
              g.name,
              {
                longitude_deg: g.siderealLonDeg,
                speed_deg_per_day: speedIn(cfg, g.siderealSpeedDegPerDay, g.speedDegPerDay),
                rashi: pointView(g.siderealLonDeg).rashi.name_en,
              },
            ]),
        ),
      };
    },
  );
}

async function postDashaStream(c: Context<AppEnv>): Promise<Response> {
  const b = await parseJsonBody(c, S.vDashaStreamBodySchema);
  const { chart } = vBasis(b, configOf(c));
  const tree = chart.dasha({
    system: 'vimsottari',
    depth: b.depth,
    fromJdUt: dayJd(b.from),
    toJdUt: dayJd(b.to),
  });
  // depth-first, one period per line with its level and lord path; the tree is windowed, so bounded
  const rows: Array<{ level: string; path: string[]; start: string; end: string }> = [];
  const walk = (ps: DashaPeriod[], level: number, path: string[]) => {
    for (const p of ps) {
      rows.push({
        level: S.V_DASHA_LEVELS[level - 1]!,
        path: [...path, p.lord],
        start: p.start,
        end: p.end,
      });
      if (p.periods) walk(p.periods, level + 1, [...path, p.lord]);
    }
  };
  walk(tree.periods, 1, []);
  return ndjson(
    c,
    { stream: 'dasha', system: 'vimsottari', depth: b.depth, from: b.from, to: b.to },
    rows.length,
    (i) => rows[i],
  );
}

export function createFamilyV(): FamilyApp {
  const f = new FamilyApp('V', 'V');
  // the envelope's headers on every answer, errors and streams included (outermost, so it sees every refusal)
  f.app.use('*', vEnvelopeHeaders);
  // X-Engine-Version pins a frozen engine configuration, as in Family T (docs/versioning.md)
  f.app.use('*', engineVersion);
  const keyed: RouteOptions = { auth: 'bearer', limited: true, tags: ['V'] };
  const auth = vAuth({ playground: false });
  const chartAuth = vAuth({ playground: true });
  for (const op of V_OPS) {
    const opts: RouteOptions = {
      ...(op.keyed ? keyed : { tags: ['V'] }),
      summary: op.summary,
      description: op.description,
      response: lazySchema(() => lazySchema(() => enveloped(real(op.response)))),
      ...(op.input === 'body' && op.schema ? { body: op.schema } : {}),
      ...(op.input === 'query' && op.schema ? { query: op.schema } : {}),
      ...(op.example !== undefined ? { example: op.example } : {}),
      ...(op.errors ? { errors: op.errors } : {}),
    };
    const handler = opHandler(op);
    if (op.keyed) f.on(op.method, op.path, opts, op.id === 'chart' ? chartAuth : auth, handler);
    else f.on(op.method, op.path, opts, handler);
  }
  f.on(
    'GET',
    '/v1/verify/:id',
    {
      ...keyed,
      description:
        "Replays a past V answer from its `request_id` alone: the id carries the request's input, sealed and signed, so the answer is recomputed and its digest compared with the one in the id (`match` true or false, with both digests). Nothing of the request was stored. Ids of the batch routes and of unsigned answers cannot be replayed (400).",
      paramSources: { id: 'POST /v1/chart#/request_id' },
      params: { id: 'the `request_id` of a V answer (a signed token, not a UUID)' },
      summary:
        'Replay a past answer by its request id: recompute from the input the id carries and compare digests (nothing was stored)',
      response: lazySchema(() => enveloped(verifyResponse)),
    },
    auth,
    getVerify,
  );
  f.on(
    'GET',
    '/v1/provenance',
    {
      description:
        'What the numbers rest on: the engine build, each ephemeris series with its citation, source and truncation, the Delta T source, the frames (precession, nutation, sidereal time, apparent place), the time scales and zones, the supported date range with the error measured over it, and the classical citations per module. No key needed.',
      tags: ['V'],
      summary: 'Engine build, series and their truncation, Delta T source, citations per module',
      response: lazySchema(() => enveloped(provenanceResponse)),
    },
    getProvenance,
  );
  f.on(
    'GET',
    '/v1/substrate-cert',
    {
      description:
        'A live self-certification: the committed Swiss Ephemeris (DE431) golden vectors recomputed by this engine, with the count passed, the largest error in arcseconds and the worst vector against its tolerance. Run at most once an hour (`cached` says when it came from the last run; `source: local`). No key needed.',
      tags: ['V'],
      summary:
        'Live self-certification: the committed Swiss Ephemeris golden vectors recomputed (cached one hour)',
      response: lazySchema(() => enveloped(certResponse)),
    },
    getSubstrateCert,
  );
  f.on(
    'POST',
    '/v1/stream/ephemeris',
    {
      ...keyed,
      description:
        'An ephemeris table as NDJSON: first the envelope line, then one row per instant from `from` to `to` every `step_days` (at most 40,000 rows) with the sidereal longitude of each graha asked for. Rows are computed as the client reads them, so memory stays flat.',
      summary: 'NDJSON ephemeris table (up to 40,000 rows; produced as read)',
      body: S.vEphemerisStreamBodySchema,
      produces: 'application/x-ndjson',
      response: lazySchema(() =>
        z
          .string()
          .describe(
            'NDJSON: the envelope line {ok, request_id, engine, compute_ms, source, stream, rows, ...}, then one row per line',
          ),
      ),
      example: { from: '2026-01-01', to: '2026-12-31', step_days: 1, grahas: ['Sun', 'Moon'] },
    },
    auth,
    postEphemerisStream,
  );
  f.on(
    'POST',
    '/v1/stream/dasha',
    {
      ...keyed,
      description:
        'A Vimsottari timeline as NDJSON: the envelope line, then one period per line ({level, path, start, end}), depth-first to `depth` levels within [`from`, `to`], computed as the client reads.',
      summary: 'NDJSON dasha timeline: one period per line, depth-first, within a window',
      body: S.vDashaStreamBodySchema,
      produces: 'application/x-ndjson',
      response: lazySchema(() =>
        z
          .string()
          .describe(
            'NDJSON: the envelope line, then one period per line {level, path, start, end}',
          ),
      ),
      example: {
        date: '1990-05-17',
        time: '12:15:00',
        lat: 28.6139,
        lon: 77.209,
        tz: 'Asia/Kolkata',
        depth: 3,
        from: '2020-01-01',
        to: '2030-01-01',
      },
    },
    auth,
    postDashaStream,
  );
  f.on(
    'POST',
    '/v1/keys/sandbox',
    {
      description:
        'Issues a Family V sandbox key (`sk_test_…`) at once, no card; the key text is shown only in this answer. It computes real results on the sandbox quota (1,000 calls a month, 10 a minute). Limits: 10 keys an hour from one network address, shared by every key-issuing route (the 429 says when it resets; `KEY_ISSUE_LIMIT_PER_HOUR` raises it in local development), and 10 keys per email in 30 days (409).',
      tags: ['V keys'],
      summary: 'A sandbox key at once (no card): real results on the sandbox quota',
      body: S.vKeyBodySchema,
      response: lazySchema(() => enveloped(tKeyIssuedResponse)),
      successStatus: 201,
      limited: true,
      auth: 'bearer-optional',
      errors: { 409: 'the email was issued 10 keys in 30 days' },
      example: { email: 'dev@example.com' },
    },
    inVEnvelope(postKeys('V', { environment: 'sandbox' })),
  );
  f.on(
    'POST',
    '/v1/keys',
    {
      description:
        "Issues a live Family V Starter key (`sk_live_…`) at once, no card; the key text is shown only in this answer (10,000 calls a month, 60 a minute). With a Bearer key the new key joins that key's owner. Limits: 10 keys an hour from one network address, shared by every key-issuing route (the 429 says when it resets; `KEY_ISSUE_LIMIT_PER_HOUR` raises it in local development), 3 live V keys per email (409) and 10 keys per email in 30 days.",
      tags: ['V keys'],
      summary: 'A live Starter key at once (no card; at most 3 live keys per email)',
      body: issueKeyBodySchema,
      response: lazySchema(() => enveloped(tKeyIssuedResponse)),
      successStatus: 201,
      limited: true,
      auth: 'bearer-optional',
      errors: { 409: 'the email holds its 3 live V keys, or was issued 10 keys in 30 days' },
      example: { email: 'dev@example.com' },
    },
    inVEnvelope(postKeys('V')),
  );
  f.on(
    'GET',
    '/v1/playground',
    {
      page: true,
      tags: ['V'],
      summary:
        'The playground page: calls POST /v1/chart with a playground token (30 calls an hour per IP)',
      produces: 'text/html',
      response: lazySchema(() => z.string()),
    },
    getPlayground,
  );
  f.on(
    'GET',
    '/v1/playground/app.js',
    {
      page: true,
      tags: ['V'],
      summary: "The playground page's script",
      produces: 'application/javascript',
      response: lazySchema(() => z.string()),
    },
    getPlaygroundJs,
  );
  return f;
}
