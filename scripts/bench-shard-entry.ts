// Bench-only Worker entry (never deployed): one research-job shard's synchronous work inside workerd,
// driven by scripts/bench-shard.mjs. `GET /?stage=rows|encode|ndjson|csv|all|series&births=N&rounds=R` runs the stage R
// times on N births (the births of scripts/bench-jobs.mjs; with `bad=1` every 37th is a bad unit of
// one of several kinds) and answers the sizes; `GET /?dump=ndjson|csv` answers that part's bytes.
import { CURRENT_ENGINE_CONFIG } from '../src/engine/config/versions.js';
import type { JobSpec } from '../src/platform/job-store.js';
import { encodeParts, shardRows, type ShardMessage } from '../src/platform/jobs.js';
import { T_JOB_ROWS } from '../src/routes/t/job-rows.js';

const p = (n: number, w = 2) => String(n).padStart(w, '0');
const birthLine = (i: number) =>
  JSON.stringify({
    id: `b${i}`,
    datetime: `${1900 + (i % 200)}-${p(1 + (i % 12))}-${p(1 + (i % 28))}T${p(i % 24)}:${p((i * 7) % 60)}:00+05:30`,
    lat: Math.round((((i * 37) % 12000) / 100 - 60) * 100) / 100,
    lon: Math.round((((i * 91) % 36000) / 100 - 180) * 100) / 100,
  });
const BAD = [
  '{}',
  'not json',
  '{"id":"x","datetime":"1990-01-01T00:00:00+05:30","lat":91,"lon":0}',
  '{"datetime":"1990-13-01T00:00:00Z","lat":0,"lon":0}',
  '{"datetime":"1990-01-01T00:00:00Z","lat":0,"lon":0,"colour":"blue"}',
  '{"id":"","datetime":"1990-01-01T00:00:00Z","lat":0,"lon":0}',
  '{"datetime":"1990-01-01T00:00:00Z","lat":"0","lon":0}',
  '[1,2]',
  '{"id":"p","datetime":"2000-02-29T23:59:59.5-03:30","lat":-0,"lon":180,"place":"Quoted, \\"place\\""}',
];

function shard(n: number, bad: boolean) {
  const text = `${Array.from({ length: n }, (_, i) => (bad && i % 37 === 5 ? BAD[Math.floor(i / 37) % BAD.length]! : birthLine(i))).join('\n')}\n`;
  const spec = {
    id: 'job_bench',
    kind: 'births',
    rows: 'basic',
    options: {},
    formats: ['ndjson', 'csv'],
    engineVersion: CURRENT_ENGINE_CONFIG.version,
    unitsTotal: n,
    shardsTotal: 1,
    shardUnits: n,
  } as unknown as JobSpec;
  const m: ShardMessage = {
    v: 1,
    job: 'job_bench',
    shard: 0,
    first: 0,
    count: n,
    from: 0,
    to: text.length,
  };
  return { text, spec, m };
}

export default {
  fetch(req: Request): Response {
    const q = new URL(req.url).searchParams;
    const n = Number(q.get('births') ?? 1000);
    const { text, spec, m } = shard(n, q.get('bad') === '1' || q.has('dump'));
    const cols = T_JOB_ROWS.columns(spec);
    const env = {} as never;
    if (q.has('dump')) {
      const parts = encodeParts(shardRows(env, spec, m, text, T_JOB_ROWS).rows, cols, [
        'ndjson',
        'csv',
      ]);
      return new Response(parts.find((x) => x.format === q.get('dump'))!.body);
    }
    const stage = q.get('stage') ?? 'all';
    if (stage === 'series') {
      // a daily (or hourly) series at New Delhi from 1925, `quantities` as asked: rows and both parts, `rounds` shards of `births` instants
      const quantities = (q.get('quantities') ?? 'grahas,panchang').split(',');
      const sspec = {
        id: 'job_bench',
        kind: 'series',
        rows: 'basic',
        options: {},
        formats: ['ndjson', 'csv'],
        engineVersion: CURRENT_ENGINE_CONFIG.version,
        series: {
          lat: 28.6139,
          lon: 77.209,
          from: '1925-01-01T06:00:00+05:30',
          to: '2024-12-31T06:00:00+05:30',
          step: q.get('step') ?? 'day',
          quantities,
        },
      } as unknown as JobSpec;
      const scols = T_JOB_ROWS.columns(sspec);
      let sbytes = 0;
      for (let r = 0; r < Number(q.get('rounds') ?? 1); r++) {
        const sm: ShardMessage = { v: 1, job: 'job_bench', shard: r, first: r * n, count: n };
        sbytes += encodeParts(shardRows(env, sspec, sm, '', T_JOB_ROWS).rows, scols, [
          'ndjson',
          'csv',
        ]).reduce((a, x) => a + x.body.length, 0);
      }
      return Response.json({ stage, births: n, bytes: sbytes });
    }
    const rounds = Number(q.get('rounds') ?? 1);
    const rows = shardRows(env, spec, m, text, T_JOB_ROWS).rows;
    let bytes = 0;
    for (let r = 0; r < rounds; r++) {
      if (stage === 'rows') bytes += shardRows(env, spec, m, text, T_JOB_ROWS).rows.length;
      else {
        const formats =
          stage === 'ndjson' || stage === 'csv' ? ([stage] as const) : (['ndjson', 'csv'] as const);
        const parts = encodeParts(
          stage === 'all' ? shardRows(env, spec, m, text, T_JOB_ROWS).rows : rows,
          cols,
          formats,
        );
        bytes += parts.reduce((a, x) => a + x.body.length, 0);
      }
    }
    return Response.json({ stage, rounds, births: n, bytes });
  },
};
