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

interface Row { id: string; name: string | null; input_json: string; settings_json: string; created_at: number }

function fromRow(r: Row): SavedChart {
  return {
    id: r.id,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    input: JSON.parse(r.input_json) as Record<string, unknown>,
    settings: JSON.parse(r.settings_json) as Record<string, unknown>,
  };
}

export async function saveChart(db: D1Database, userId: string, input: Record<string, unknown>, settings: Record<string, unknown>, nowMs: number): Promise<string> {
  const id = crypto.randomUUID();
  const name = typeof input.name === 'string' ? input.name : null;
  await db
    .prepare('INSERT INTO charts (id, user_id, name, input_json, settings_json, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(id, userId, name, JSON.stringify(input), JSON.stringify(settings), nowMs)
    .run();
  return id;
}

/** The owner's charts, newest first. */
export async function listCharts(db: D1Database, userId: string, limit: number, offset: number): Promise<{ total: number; charts: SavedChart[] }> {
  const [count, rows] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM charts WHERE user_id = ?').bind(userId),
    db.prepare('SELECT id, name, input_json, settings_json, created_at FROM charts WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?').bind(userId, limit, offset),
  ]);
  const total = ((count?.results[0] as { n?: number } | undefined)?.n) ?? 0;
  return { total, charts: ((rows?.results ?? []) as Row[]).map(fromRow) };
}

/** One of the owner's charts; null when absent or owned by someone else. */
export async function getChart(db: D1Database, userId: string, id: string): Promise<SavedChart | null> {
  const r = await db.prepare('SELECT id, name, input_json, settings_json, created_at FROM charts WHERE id = ? AND user_id = ?').bind(id, userId).first<Row>();
  return r ? fromRow(r) : null;
}
