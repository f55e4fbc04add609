/** Shared helpers of the research-job tests (docs/jobs.md): births, polling, parts and their formats. */
import { expect } from 'vitest';
import { call } from '../../helpers.js';
import { tGet, tPost } from './t-helpers.js';

export type Json = Record<string, any>;

/** Deterministic births spread over 1900-2100, four offsets and the inhabited latitudes. */
export function births(n: number, seed = 7): Json[] {
  let s = seed >>> 0;
  const rnd = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const p = (x: number, w = 2) => String(x).padStart(w, '0');
  const offsets = ['+05:30', '-05:00', '+00:00', '+09:00'];
  return Array.from({ length: n }, (_, i) => ({
    id: `b${i}`,
    datetime: `${1900 + Math.floor(rnd() * 200)}-${p(1 + Math.floor(rnd() * 12))}-${p(1 + Math.floor(rnd() * 28))}T${p(Math.floor(rnd() * 24))}:${p(Math.floor(rnd() * 60))}:00${offsets[i % 4]}`,
    lat: Math.round((rnd() * 120 - 60) * 1e4) / 1e4,
    lon: Math.round((rnd() * 360 - 180) * 1e4) / 1e4,
  }));
}

/**
 * Poll a job until `until` holds (default: it has ended). The deadline is a safety net named in the
 * failure, never what the test waits for: a test passes as soon as the job gets there.
 */
export async function waitJob(
  id: string,
  key: string,
  timeoutMs = 45_000,
  until: (j: Json) => boolean = (j) => !['queued', 'running'].includes(j.state),
): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const j = await (await tGet(`/api/jobs/${id}`, key)).json<Json>();
    if (until(j)) return j;
    if (Date.now() > deadline)
      throw new Error(
        `job ${id} did not get there within ${timeoutMs} ms: state ${j.state}, shards ${JSON.stringify(j.shards)}`,
      );
    await new Promise((r) => setTimeout(r, 150));
  }
}

export const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
export async function partText(p: Json): Promise<string> {
  const res = await call(local(p.url));
  expect(res.status, p.url).toBe(200);
  return new TextDecoder().decode(await res.arrayBuffer());
}
export async function ndjsonRows(job: Json): Promise<Json[]> {
  const out: Json[] = [];
  for (const p of job.parts.filter((x: Json) => x.format === 'ndjson'))
    out.push(
      ...(await partText(p))
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Json),
    );
  return out;
}
/** RFC 4180 CSV (quoted fields with doubled quotes), header row first. */
export function parseCsv(text: string): Json[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let f = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (q) {
      if (ch === '"' && text[i + 1] === '"') {
        f += '"';
        i++;
      } else if (ch === '"') q = false;
      else f += ch;
      continue;
    }
    if (ch === '"') q = true;
    else if (ch === ',') {
      row.push(f);
      f = '';
    } else if (ch === '\n') {
      row.push(f.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      f = '';
    } else f += ch;
  }
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i]])));
}

export async function createJob(
  body: unknown,
  key: string,
  headers: Record<string, string> = {},
): Promise<Json> {
  const res = await tPost('/api/jobs', body, key, headers);
  const j = await res.json<Json>();
  expect(res.status, JSON.stringify(j)).toBe(202);
  expect(res.headers.get('location')).toMatch(new RegExp(`/t/api/jobs/${j.id}$`));
  return j;
}
