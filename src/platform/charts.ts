/**
 * @module Charts saved to an account (Family R POST /api/chart with a signed-in session). Only the
 * validated input and the resolved settings are stored; the chart itself is recomputed on read
 * (the engine is deterministic). Every read is scoped to the owner: another account's id is not
 * found.
 */
export interface SavedChart {
  id: string;
  name: string | null;
  createdAt: string;
  input: Record<string, unknown>;
  settings: Record<string, unknown>;
}

interface Row {
  id: string;
  name: string | null;
  input_json: string;
  settings_json: string;
  created_at: number;
}

function fromRow(r: Row): SavedChart {
  return {
    id: r.id,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    input: JSON.parse(r.input_json) as Record<string, unknown>,
    settings: JSON.parse(r.settings_json) as Record<string, unknown>,
  };
}

export async function saveChart(
  db: D1Database,
  userId: string,
  input: Record<string, unknown>,
  settings: Record<string, unknown>,
  nowMs: number,
): Promise<string> {
  const id = crypto.randomUUID();
  const name = typeof input.name === 'string' ? input.name : null;
  await db
    .prepare(
      'INSERT INTO charts (id, user_id, name, input_json, settings_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(id, userId, name, JSON.stringify(input), JSON.stringify(settings), nowMs)
    .run();
  return id;
}

/** The owner's charts, newest first. */
export async function listCharts(
  db: D1Database,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ total: number; charts: SavedChart[] }> {
  const [count, rows] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM charts WHERE user_id = ?').bind(userId),
    db
      .prepare(
        'SELECT id, name, input_json, settings_json, created_at FROM charts WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
      )
      .bind(userId, limit, offset),
  ]);
  const total = (count?.results[0] as { n?: number } | undefined)?.n ?? 0;
  return { total, charts: ((rows?.results ?? []) as Row[]).map(fromRow) };
}

/** One of the owner's charts; null when absent or owned by someone else. */
export async function getChart(
  db: D1Database,
  userId: string,
  id: string,
): Promise<SavedChart | null> {
  const r = await db
    .prepare(
      'SELECT id, name, input_json, settings_json, created_at FROM charts WHERE id = ? AND user_id = ?',
    )
    .bind(id, userId)
    .first<Row>();
  return r ? fromRow(r) : null;
}

/** How long an Idempotency-Key holds. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export type IdempotentSave =
  { kind: 'saved'; id: string } | { kind: 'replayed'; id: string } | { kind: 'mismatch' };

/**
 * Save a chart once per (account, Idempotency-Key) within 24 hours. The chart row and the key
 * record are written in one D1 batch (a transaction), so two concurrent requests with the same
 * key save one chart: the loser's batch fails on the key's primary key and it answers the
 * winner's chart. A key reused with another body is a mismatch.
 */
export async function saveChartIdempotent(
  db: D1Database,
  userId: string,
  idemKey: string,
  requestSha256: string,
  input: Record<string, unknown>,
  settings: Record<string, unknown>,
  nowMs: number,
): Promise<IdempotentSave> {
  const lookup = async () =>
    db
      .prepare(
        'SELECT request_sha256, chart_id FROM idempotency_keys WHERE user_id = ? AND idem_key = ? AND created_at > ?',
      )
      .bind(userId, idemKey, nowMs - IDEMPOTENCY_TTL_MS)
      .first<{ request_sha256: string; chart_id: string }>();
  const prior = await lookup();
  if (prior)
    return prior.request_sha256 === requestSha256
      ? { kind: 'replayed', id: prior.chart_id }
      : { kind: 'mismatch' };
  const id = crypto.randomUUID();
  const name = typeof input.name === 'string' ? input.name : null;
  try {
    await db.batch([
      db
        .prepare(
          'DELETE FROM idempotency_keys WHERE user_id = ? AND idem_key = ? AND created_at <= ?',
        )
        .bind(userId, idemKey, nowMs - IDEMPOTENCY_TTL_MS),
      db
        .prepare(
          'INSERT INTO idempotency_keys (user_id, idem_key, request_sha256, chart_id, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(userId, idemKey, requestSha256, id, nowMs),
      db
        .prepare(
          'INSERT INTO charts (id, user_id, name, input_json, settings_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(id, userId, name, JSON.stringify(input), JSON.stringify(settings), nowMs),
    ]);
  } catch (err) {
    const winner = await lookup();
    if (!winner) throw err;
    return winner.request_sha256 === requestSha256
      ? { kind: 'replayed', id: winner.chart_id }
      : { kind: 'mismatch' };
  }
  return { kind: 'saved', id };
}
