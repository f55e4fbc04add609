import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { issueKey, tGet, tPost } from './t-helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function waitJob(id: string, key: string, timeoutMs = 30_000): Promise<Json> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const j = await (await tGet(`/api/jobs/${id}`, key)).json<Json>();
    if (!['queued', 'running'].includes(j.state) || Date.now() > until) return j;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('smoke', () => {
  it('runs a small births job', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const births = [
      { id: 'a', datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 },
      { id: 'b', datetime: '1992-11-03T06:40:00+05:30', lat: 19.076, lon: 72.8777 },
      { id: 'c', datetime: '1992-11-03T06:40:00+05:30', lat: 99, lon: 72.8777 },
    ];
    const res = await tPost('/api/jobs', { births, formats: ['ndjson', 'csv', 'parquet'] }, pro.key);
    const created = await res.json<Json>();
    expect(res.status, JSON.stringify(created)).toBe(202);
    const j = await waitJob(created.id, pro.key);
    console.log(JSON.stringify(j, null, 1).slice(0, 3000));
    const part = await call(j.parts[0].url.replace(/^https?:\/\/[^/]+/, ''));
    console.log(part.status, (await part.text()).slice(0, 500));
  });
});
