// A new input for every request of the route benchmark (scripts/bench-routes.mjs): the documented
// example of an operation, moved so that no request repeats an earlier one and no cache of the
// Worker (per isolate, KV, the edge) can answer it, while it stays the same kind of question
// (the same route, options and span of time).
//
// The k-th request (k = 0, 1, ...) moves, wherever the example has them:
// - a place: latitude by up to +-0.25 degree and longitude by up to +-0.37 degree, on a grid that
//   repeats only after 997 requests (a new place for every per-place cache);
// - a civil time: the minute of every "HH:MM[:SS]" time and ISO date-time forward by k minutes,
//   and every flat `minute` field (R's and N's birth fields) likewise;
// - a date: every "YYYY-MM-DD" (alone or in a date-time) forward by k days, all by the same
//   amount, so a range keeps its length and a birth stays before its transits.
// Query parameters the example leaves out but the operation takes as a place (lat/lng/lon) are
// added at New Delhi first, so a route that defaults to a fixed place is asked about a new one.
// Anything else (ids, texts, options) is kept: an operation whose example has none of these
// fields is asked the same question each time, and the benchmark says so.

const LAT_KEYS = new Set(['lat', 'latitude']);
const LON_KEYS = new Set(['lon', 'lng', 'longitude']);
const DATE_RE = /^(-?\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE =
  /^(-?\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const TIME_RE = /^(\d{2}):(\d{2})(:\d{2})?$/;
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** The place offsets of the k-th request, degrees: distinct for k = 0..996. */
export function placeStep(k) {
  const a = (k * 389) % 997; // a permutation of 0..996
  return { dLat: (a / 997 - 0.5) * 0.5, dLon: (((a * 7) % 997) / 997 - 0.5) * 0.74 };
}

function shiftDate(y, m, d, days) {
  const t = new Date(0);
  t.setUTCFullYear(Number(y), Number(m) - 1, Number(d) + days);
  const yy = t.getUTCFullYear();
  return `${yy < 0 ? '-' : ''}${pad(Math.abs(yy), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

function shiftTime(h, mi, minutes) {
  const total = (Number(h) * 60 + Number(mi) + minutes) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The k-th variant of a scalar under `key` (numbers stay numbers, text stays text). */
function varyScalar(key, value, k) {
  const { dLat, dLon } = placeStep(k);
  const asText = typeof value === 'string';
  const num = asText ? Number(value) : value;
  if (
    (LAT_KEYS.has(key) || LON_KEYS.has(key)) &&
    Number.isFinite(num) &&
    (asText ? value.trim() !== '' : true)
  ) {
    const v = LAT_KEYS.has(key)
      ? Math.max(-89.5, Math.min(89.5, num + dLat))
      : ((num + dLon + 540) % 360) - 180;
    const r = Math.round(v * 1e4) / 1e4;
    return asText ? r.toFixed(4) : r;
  }
  if (key === 'minute' && Number.isInteger(num)) {
    const v = (num + k) % 60;
    return asText ? String(v) : v;
  }
  if (typeof value !== 'string') return value;
  let m = DATETIME_RE.exec(value);
  if (m) {
    const [, y, mo, d, h, mi, sec, zone] = m;
    const minutes = Number(h) * 60 + Number(mi) + k;
    const date = shiftDate(y, mo, d, k + Math.floor(minutes / 1440));
    return `${date}T${shiftTime(h, mi, k)}${sec ?? ''}${zone ?? ''}`;
  }
  m = DATE_RE.exec(value);
  if (m) return shiftDate(m[1], m[2], m[3], k);
  m = TIME_RE.exec(value);
  if (m && /time|start|end/i.test(key)) return `${shiftTime(m[1], m[2], k)}${m[3] ?? ''}`;
  return value;
}

/** The k-th variant of a JSON value (a request body, or a query as an object of strings). */
export function vary(value, k, key = '') {
  if (Array.isArray(value)) return value.map((v) => vary(v, k, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([kk, v]) => [kk, vary(v, k, kk)]));
  return varyScalar(key, value, k);
}

/**
 * The query of an operation's example, with place parameters the operation takes but the example
 * leaves out added at New Delhi (so they vary too). `params` are the OpenAPI parameters.
 */
export function exampleQuery(params) {
  const q = {};
  for (const p of params ?? [])
    if (p.in === 'query' && p.example !== undefined) q[p.name] = String(p.example);
  const names = new Set((params ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  const hasPlace = [...names].some(
    (n) => q[n] !== undefined && (LAT_KEYS.has(n) || LON_KEYS.has(n)),
  );
  if (!hasPlace) {
    const lat = [...names].find((n) => LAT_KEYS.has(n));
    const lon = [...names].find((n) => LON_KEYS.has(n));
    if (lat && lon) {
      q[lat] = '28.6139';
      q[lon] = '77.2090';
    }
  }
  return q;
}

/** True when the k-th variants of `value` differ for k = 0 and 1 (the operation is asked a new question each time). */
export function varies(value) {
  return JSON.stringify(vary(value, 0)) !== JSON.stringify(vary(value, 1));
}
