/**
 * Route-level timings of the panchang family, in Node (the engine is the same code workerd runs):
 * the answer builders of GET /api/panchang, /api/muhurta, /api/utsavas (compute path) and
 * /api/rss/daily (compute and render), each cold (first call) and warm (median of the next runs).
 * KV is an in-memory map. Usage: node scripts/run-ts.mjs scripts/bench-routes-panchang.ts [runs]
 */
import { livePanchang } from '../src/routes/shared/reference/panchang.js';
import { muhurtaResponse } from '../src/routes/shared/reference/muhurta.js';
import { computeUtsavaYear, DELHI_UTSAVA_PLACE } from '../src/platform/feeds/utsava-store.js';
import { computeDailyWindow, renderDailyFeed } from '../src/platform/feeds/daily.js';
import { renderMetaFeed } from '../src/platform/feeds/registry.js';

const runs = Math.max(1, Number(process.argv[2] ?? 5));
const kv = new Map<string, string>();
const env = {
  CACHE: {
    get: async (k: string, type?: string) => {
      const v = kv.get(k);
      return v === undefined ? null : type === 'json' ? JSON.parse(v) : v;
    },
    put: async (k: string, v: string) => {
      kv.set(k, v);
    },
  },
} as unknown as Env;

async function time(
  name: string,
  f: (i: number) => unknown,
): Promise<{ name: string; coldMs: number; warmMedianMs: number }> {
  let t = performance.now();
  await f(0);
  const coldMs = performance.now() - t;
  const warm: number[] = [];
  for (let i = 1; i <= runs; i++) {
    t = performance.now();
    await f(i);
    warm.push(performance.now() - t);
  }
  warm.sort((a, b) => a - b);
  return {
    name,
    coldMs: Math.round(coldMs * 100) / 100,
    warmMedianMs: Math.round(warm[Math.floor(warm.length / 2)]! * 100) / 100,
  };
}

const stored = await computeDailyWindow(env, '2026-11-01');
const rows = [
  await time('GET /api/panchang (live, New Delhi)', () =>
    livePanchang(Date.UTC(2026, 10, 22, 6, 0)),
  ),
  await time('GET /api/muhurta (one day)', (i) =>
    muhurtaResponse({
      date: `2026-11-${String(1 + i).padStart(2, '0')}`,
      lat: 28.6139,
      lon: 77.209,
      tz: 5.5,
    }),
  ),
  await time('GET /api/utsavas (compute a year)', (i) =>
    computeUtsavaYear(2024 + (i % 7), DELHI_UTSAVA_PLACE),
  ),
  await time('GET /api/rss/daily (compute window, utsavas stored)', (i) =>
    computeDailyWindow(env, `2026-11-${String(1 + i).padStart(2, '0')}`),
  ),
  await time('GET /api/rss/daily (render a stored window)', () =>
    renderDailyFeed(stored, 'https://api.example.com', 'https://api.example.com/n'),
  ),
  await time('GET /api/rss (meta feed)', () => renderMetaFeed('https://api.example.com')),
];
console.table(rows);
