/**
 * @module Family T's saved charts (docs/family-t.md): the only place T stores birth data, and only
 * on this explicit action. A chart belongs to its owner and to the environment of the key that saved
 * it: a sandbox key sees only sandbox charts, a production key only production ones. `POST /api/charts` (Pro) stores the validated chart body under the key's
 * owner (an `Idempotency-Key` makes retries save once); `GET /api/charts` lists, `GET
 * /api/charts/:id` recomputes the chart under the request's engine version, `DELETE
 * /api/charts/:id` erases it with its webhooks. Every read is scoped to the owner: another owner's
 * id answers 404. Reading and deleting stay open to the owner on any tier, so data saved on Pro
 * can always be read back and erased.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { pageLimitParam, pageOffsetParam, parseJsonBody, parseQuery } from '../../http/input.js';
import { sha256Hex } from '../../platform/crypto.js';
import { configOf, derivationOf, tRespond } from './envelope.js';
import { tChart } from './compute.js';
import * as R from './responses.js';
import {
  refineChartParts,
  tChartBodyObject,
  tPostQuerySchema,
  type TChartBody,
} from './schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const tSaveBodySchema = lazySchema(() =>
  real(tChartBodyObject)
    .extend({ name: z.string().min(1).max(200).optional() })
    .superRefine(refineChartParts),
);
type SaveBody = z.output<typeof tSaveBodySchema>;

interface Row {
  id: string;
  name: string | null;
  input_json: string;
  created_at: number;
  request_sha256: string | null;
}

const IDEM_RE = /^[\x21-\x7e]{1,255}$/;

function summary(r: Row) {
  const input = JSON.parse(r.input_json) as SaveBody;
  return {
    id: r.id,
    name: r.name,
    created_at: new Date(r.created_at).toISOString(),
    birth: input.birth,
  };
}

function ownerOf(c: Context<AppEnv>): string {
  return c.get('apiKey')!.record.ownerId;
}

/** The key's environment: a sandbox key sees only the owner's sandbox charts, a production key only production ones. */
function envOf(c: Context<AppEnv>): 'production' | 'sandbox' {
  return c.get('apiKey')!.record.environment;
}

async function findChart(c: Context<AppEnv>): Promise<Row> {
  const id = c.req.param('id') ?? '';
  const row = z.uuid().safeParse(id).success
    ? await c.env.DB.prepare(
        'SELECT id, name, input_json, created_at, request_sha256 FROM t_charts WHERE id = ? AND owner_id = ? AND environment = ?',
      )
        .bind(id, ownerOf(c), envOf(c))
        .first<Row>()
    : null;
  if (!row)
    throw new ApiError(
      404,
      'CHART_NOT_FOUND',
      `id: no saved chart ${id.slice(0, 64)} of this owner`,
      { field: 'id' },
    );
  return row;
}

function savedAnswer(
  c: Context<AppEnv>,
  row: Row,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const input = JSON.parse(row.input_json) as SaveBody;
  const { name: _name, ...chartBody } = input;
  return tRespond(
    c,
    R.tSavedChartResponse,
    { ...summary(row), chart: tChart(chartBody as TChartBody, configOf(c), derivationOf(c)) },
    { status, headers },
  );
}

export async function postSavedChart(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, tPostQuerySchema);
  const body = await parseJsonBody(c, tSaveBodySchema);
  const owner = ownerOf(c);
  const idem = c.req.header('idempotency-key');
  if (idem !== undefined && !IDEM_RE.test(idem))
    throw new ApiError(400, 'INVALID_FIELD', 'Idempotency-Key: 1 to 255 visible ASCII characters', {
      field: 'Idempotency-Key',
    });
  const inputJson = JSON.stringify(body);
  const digest = await sha256Hex(inputJson);
  const environment = envOf(c);
  const select =
    'SELECT id, name, input_json, created_at, request_sha256 FROM t_charts WHERE owner_id = ? AND environment = ? AND idem_key = ?';
  if (idem !== undefined) {
    const prior = await c.env.DB.prepare(select).bind(owner, environment, idem).first<Row>();
    if (prior) return replay(c, prior, digest);
  }
  const row: Row = {
    id: crypto.randomUUID(),
    name: body.name ?? null,
    input_json: inputJson,
    created_at: Date.now(),
    request_sha256: digest,
  };
  try {
    await c.env.DB.prepare(
      'INSERT INTO t_charts (id, owner_id, environment, name, input_json, idem_key, request_sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        row.id,
        owner,
        environment,
        row.name,
        row.input_json,
        idem ?? null,
        digest,
        row.created_at,
      )
      .run();
  } catch (err) {
    // a concurrent retry with the same Idempotency-Key won the insert
    const winner =
      idem !== undefined
        ? await c.env.DB.prepare(select).bind(owner, environment, idem).first<Row>()
        : null;
    if (!winner) throw err;
    return replay(c, winner, digest);
  }
  return savedAnswer(c, row, 201, { Location: `${c.get('baseUrl')}/api/charts/${row.id}` });
}

function replay(c: Context<AppEnv>, prior: Row, digest: string): Response {
  if (prior.request_sha256 !== digest)
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key: this key saved a different chart; use a new key for a new chart',
      { field: 'Idempotency-Key' },
    );
  return savedAnswer(c, prior, 200, { 'Idempotent-Replayed': 'true' });
}

export const savedListQuerySchema = lazySchema(() =>
  z.strictObject({
    limit: pageLimitParam('charts'),
    offset: pageOffsetParam(
      'how many of the newest charts to skip (default 0): page with offset += limit',
    ),
  }),
);

export async function getSavedCharts(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, savedListQuerySchema);
  const limit = q.limit ?? 50;
  const offset = q.offset ?? 0;
  const owner = ownerOf(c);
  const environment = envOf(c);
  const [count, rows] = await c.env.DB.batch([
    c.env.DB.prepare(
      'SELECT COUNT(*) AS n FROM t_charts WHERE owner_id = ? AND environment = ?',
    ).bind(owner, environment),
    c.env.DB.prepare(
      'SELECT id, name, input_json, created_at, request_sha256 FROM t_charts WHERE owner_id = ? AND environment = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
    ).bind(owner, environment, limit, offset),
  ]);
  const total = (count?.results[0] as { n?: number } | undefined)?.n ?? 0;
  return respond(
    c,
    R.tSavedChartsResponse,
    { total, limit, offset, charts: ((rows?.results ?? []) as Row[]).map(summary) },
    200,
    { 'Cache-Control': 'no-store' },
  );
}

export async function getSavedChart(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, tPostQuerySchema);
  return savedAnswer(c, await findChart(c), 200);
}

export async function deleteSavedChart(c: Context<AppEnv>): Promise<Response> {
  const row = await findChart(c);
  await c.env.DB.batch([
    c.env.DB.prepare(
      'DELETE FROM webhook_deliveries WHERE webhook_id IN (SELECT id FROM webhooks WHERE chart_id = ?)',
    ).bind(row.id),
    c.env.DB.prepare('DELETE FROM webhooks WHERE chart_id = ?').bind(row.id),
    c.env.DB.prepare('DELETE FROM t_charts WHERE id = ? AND owner_id = ?').bind(row.id, ownerOf(c)),
  ]);
  return respond(c, R.tDeletedResponse, { deleted: true, id: row.id }, 200, {
    'Cache-Control': 'no-store',
  });
}
