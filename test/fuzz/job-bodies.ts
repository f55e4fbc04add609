/**
 * Bad research-job bodies for `POST /t/api/jobs` (issue 32 point 3), sent with a Pro or Enterprise
 * T key so that the handler reads them (a Starter key is refused before the body): NDJSON streams
 * (`application/x-ndjson`) with broken lines, wrong types and oversized units; gzip bodies
 * (`Content-Encoding: gzip`) that are corrupt, cut off or carry bytes after the stream; CSV-looking
 * bodies under each media type; inline JSON bodies of the wrong shape; and `series` bodies with
 * bad bounds, steps, quantities and places. A few tiny valid bodies of each kind go too.
 *
 * Each request says what a correct answer is (`job.expect`): `refused`, a 4xx naming a field (the
 * body as a whole is wrong), or `may-accept`, a 4xx naming a field or 202 (the options and the
 * framing are right and only some births are bad: a bad birth fails its own row in the job's
 * errors part, docs/jobs.md). A 5xx is never right. The runners delete every job they got
 * accepted at once (`jobCleanup`), so the owner's job slots stay free and the queue stays idle.
 *
 * The gzip bodies are built here, synchronously (stored deflate blocks, RFC 1951 and 1952), so that
 * fast-check's arbitraries stay pure and a seed gives the same bytes on Node and in workerd.
 */
import fc from 'fast-check';
import { FUZZ_KEY_KINDS, type FuzzCredentials, type FuzzRequest } from './bad-requests.js';

export const JOBS_PATH = '/t/api/jobs';

/** A T key that may run jobs, with its tier (the slice counts the bodies a Pro key sent). */
export interface JobCredential {
  tier: 'pro' | 'enterprise';
  headers: Record<string, string>;
}

/**
 * The production Pro and Enterprise T keys among `credentials` (issueFuzzKeys lists a family's keys
 * after the empty credential in FUZZ_KEY_KINDS order). The Pro sandbox key is left out: its 10
 * calls a minute would answer most bodies 429 before reading them.
 */
export function jobCredentials(credentials: FuzzCredentials): JobCredential[] {
  const t = credentials.T ?? [];
  const kinds = FUZZ_KEY_KINDS.filter((k) => k.family === 'T');
  const out: JobCredential[] = [];
  kinds.forEach((k, i) => {
    const headers = t[i + 1];
    if (headers && k.environment === 'production' && k.tier !== 'starter')
      out.push({ tier: k.tier, headers });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// gzip, synchronously

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One whole gzip member (RFC 1952) holding `data` in stored deflate blocks. */
export function gzipStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.byteLength / 65535));
  const out = new Uint8Array(10 + blocks * 5 + data.byteLength + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  let o = 10;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * 65535, (i + 1) * 65535);
    const n = chunk.byteLength;
    out.set([i === blocks - 1 ? 1 : 0, n & 255, n >>> 8, ~n & 255, (~n >>> 8) & 255], o);
    out.set(chunk, o + 5);
    o += 5 + n;
  }
  for (const v of [crc32(data), data.byteLength >>> 0])
    out.set([v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255], (o += 4) - 4);
  return out;
}

const utf8 = (s: string) => new TextEncoder().encode(s);

// ---------------------------------------------------------------------------------------------
// the pieces of a body

const BIRTHS = [
  { id: 'a', datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 },
  { id: 'b', datetime: '1992-11-03T06:40:00+05:30', lat: 19.076, lon: 72.8777 },
  { datetime: '2001-01-01T00:00:00Z', lat: 51.5, lon: -0.12, place: 'London' },
];
const goodLine = fc.constantFrom(...BIRTHS.map((b) => JSON.stringify(b)));
/** Options lines (the first line of a stream) that are right. */
const goodHeader = fc.constantFrom(
  '{}',
  '{"rows":"basic"}',
  '{"formats":["ndjson"]}',
  '{"rows":"chart","formats":["csv"]}',
  '{"rows":"chart","house_system":"whole_sign","vargas":["D9"]}',
);
/** Options lines that are wrong (each a 400 naming the field or the body). */
const badHeader = fc.constantFrom(
  '[]',
  'null',
  '"x"',
  '42',
  '{',
  '{"rows":5}',
  '{"rows":"full"}',
  '{"formats":"csv"}',
  '{"formats":[]}',
  '{"formats":["csv","csv"]}',
  '{"formats":["xlsx"]}',
  '{"formats":["ndjson","csv","parquet","ndjson"]}',
  '{"births":[]}',
  '{"series":{}}',
  '{"house_system":"placidus"}',
  '{"rows":"basic","dashas":["vimshottari"]}',
  '{"ayanamsha":7}',
  '{"node":"wobbly"}',
  '{"rows":"chart","vargas":"D9"}',
  '{"rows":"chart","dasha_depth":99}',
  'id,datetime,lat,lon',
  `{"pad":"${'x'.repeat(70_000)}"}`,
);
/** Birth lines that are wrong: each fails its own row when the job computes it. */
const badLine = fc.constantFrom(
  '{"datetime":"1990-05-17T12:15:00+05:30","lat":28.6',
  'not json',
  '[1,2,3]',
  'null',
  '{}',
  '"1990-05-17T12:15:00+05:30"',
  '{"datetime":1990,"lat":"north","lon":null}',
  '{"datetime":"1990-05-17","lat":28.6,"lon":77.2}',
  '{"datetime":"1990-05-17T12:15:00","lat":28.6,"lon":77.2}',
  '{"datetime":"1990-05-17T12:15:00+05:30","lat":91,"lon":77.2}',
  '{"datetime":"1990-05-17T12:15:00+05:30","lat":28.6,"lon":1e309}',
  '{"datetime":"9999-01-01T00:00:00Z","lat":0,"lon":0}',
  '{"id":{"a":1},"datetime":"1990-05-17T12:15:00+05:30","lat":28.6,"lon":77.2}',
  '{"datetime":"1990-05-17T12:15:00+05:30","lat":28.6,"lon":77.2,"extra":true}',
  '{"__proto__":{"x":1},"datetime":"1990-05-17T12:15:00+05:30","lat":28.6,"lon":77.2}',
  'a,1990-05-17T12:15:00+05:30,28.6139,77.209',
  '\u0000\u0001',
  '\ud800',
  '💥'.repeat(30),
);
const eol = fc.constantFrom('\n', '\r\n', '\n\n');

/** A tiny stream: the options line, then one to three births (good or bad). */
function stream(header: fc.Arbitrary<string>, line: fc.Arbitrary<string>) {
  return fc
    .tuple(header, fc.array(line, { minLength: 1, maxLength: 3 }), eol, fc.boolean())
    .map(([h, lines, nl, last]) => [h, ...lines].join(nl) + (last ? nl : ''));
}

type JobDraft = {
  kind: string;
  expect: 'refused' | 'may-accept';
  contentType: string;
  contentEncoding?: string;
  body: string | Uint8Array;
};

const NDJSON_TYPES = [
  'application/x-ndjson',
  'application/jsonl',
  'application/x-ndjson; charset=utf-8',
];
const ndjsonType = fc.constantFrom(...NDJSON_TYPES);

const ndjsonDrafts: fc.Arbitrary<JobDraft> = fc.oneof(
  fc.tuple(stream(goodHeader, goodLine), ndjsonType).map(([body, ct]) => ({
    kind: 'job-ndjson-valid',
    expect: 'may-accept' as const,
    contentType: ct,
    body,
  })),
  fc.tuple(stream(goodHeader, fc.oneof(badLine, goodLine)), ndjsonType).map(([body, ct]) => ({
    kind: 'job-ndjson-bad-line',
    expect: 'may-accept' as const,
    contentType: ct,
    body,
  })),
  fc.tuple(stream(badHeader, goodLine), ndjsonType).map(([body, ct]) => ({
    kind: 'job-ndjson-bad-options',
    expect: 'refused' as const,
    contentType: ct,
    body,
  })),
  fc
    .tuple(fc.constantFrom('', ' ', '\n\n\n', '{}', '{}\n', '{}\n\n\r\n', '\r\n{}'), ndjsonType)
    .map(([body, ct]) => ({
      kind: 'job-ndjson-empty',
      // no options line, or options and no birth
      expect: 'refused' as const,
      contentType: ct,
      body,
    })),
  fc
    .tuple(
      goodHeader,
      fc.integer({ min: 0, max: 2 }),
      fc.constantFrom('place', 'id', 'pad'),
      fc.integer({ min: 4097, max: 20_000 }),
      ndjsonType,
    )
    .map(([h, before, field, size, ct]) => {
      const big = JSON.stringify({ ...BIRTHS[0], [field]: 'x'.repeat(size) });
      const lines = [h, ...BIRTHS.slice(0, before).map((b) => JSON.stringify(b)), big];
      return {
        kind: 'job-ndjson-oversized-unit',
        expect: 'refused' as const,
        contentType: ct,
        body: lines.join('\n'),
      };
    }),
  fc
    .tuple(goodHeader, fc.constantFrom('\n', ' ', '\r\n', ' \t'), ndjsonType)
    .map(([h, pad, ct]) => ({
      // padding between births counts against the per-birth budget (413 naming the body)
      kind: 'job-ndjson-padding',
      expect: 'refused' as const,
      contentType: ct,
      body: `${h}\n${JSON.stringify(BIRTHS[0])}\n${pad.repeat(Math.ceil(20_000 / pad.length))}\n${JSON.stringify(BIRTHS[1])}`,
    })),
  fc
    .tuple(
      stream(goodHeader, goodLine),
      fc.constantFrom('br', 'deflate', 'gzip, gzip', 'compress', 'x-gzip', 'identity, gzip'),
    )
    .map(([body, enc]) => ({
      kind: 'job-ndjson-bad-encoding',
      expect: 'refused' as const,
      contentType: 'application/x-ndjson',
      contentEncoding: enc,
      body,
    })),
);

/** Damage to a whole gzip member: each leaves something that is not one whole gzip stream. */
const gzipDamage = fc.oneof(
  fc
    .tuple(fc.constantFrom('magic', 'method', 'block-length', 'data', 'crc', 'size'), fc.nat(255))
    .map(([where, x]) => ({
      kind: 'job-gzip-corrupt',
      apply: (gz: Uint8Array) => {
        const at = {
          magic: 0,
          method: 2,
          'block-length': 11,
          data: 16,
          crc: gz.byteLength - 8,
          size: gz.byteLength - 2,
        }[where];
        const out = gz.slice();
        out[at] = out[at]! ^ (1 + (x % 255));
        return out;
      },
    })),
  fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }).map((f) => ({
    kind: 'job-gzip-truncated',
    apply: (gz: Uint8Array) => gz.slice(0, Math.floor(f * gz.byteLength)),
  })),
  fc
    .constantFrom([0], [0x0a], [0x1f, 0x8b], [...utf8('garbage')], [...utf8('{"id":"z"}\n')])
    .map((tail) => ({
      kind: 'job-gzip-trailing',
      apply: (gz: Uint8Array) => new Uint8Array([...gz, ...tail]),
    })),
);

const gzipDrafts: fc.Arbitrary<JobDraft> = fc.oneof(
  fc.tuple(stream(goodHeader, goodLine), ndjsonType).map(([text, ct]) => ({
    kind: 'job-gzip-valid',
    expect: 'may-accept' as const,
    contentType: ct,
    contentEncoding: 'gzip',
    body: gzipStored(utf8(text)),
  })),
  fc.tuple(stream(goodHeader, goodLine), gzipDamage, ndjsonType).map(([text, d, ct]) => ({
    kind: d.kind,
    expect: 'refused' as const,
    contentType: ct,
    contentEncoding: 'gzip',
    body: d.apply(gzipStored(utf8(text))),
  })),
  fc.tuple(stream(goodHeader, goodLine), fc.constantFrom('', 'identity')).map(([text, enc]) => ({
    // gzip bytes without saying so: the first line is not JSON
    kind: 'job-gzip-unannounced',
    expect: 'refused' as const,
    contentType: 'application/x-ndjson',
    ...(enc ? { contentEncoding: enc } : {}),
    body: gzipStored(utf8(text)),
  })),
  fc.constantFrom('application/json', 'text/csv').map((ct) => ({
    // only NDJSON streams may be gzip'ed; a JSON body is read as it comes
    kind: 'job-gzip-json',
    expect: 'refused' as const,
    contentType: ct,
    contentEncoding: 'gzip',
    body: gzipStored(utf8(JSON.stringify({ births: BIRTHS }))),
  })),
);

const CSV = [
  'id,datetime,lat,lon',
  ...BIRTHS.map((b) => `${b.id ?? ''},${b.datetime},${b.lat},${b.lon}`),
].join('\n');
const csvDrafts: fc.Arbitrary<JobDraft> = fc.oneof(
  fc
    .constantFrom(
      'text/csv',
      'application/csv',
      'text/plain',
      'application/x-ndjson',
      'application/json',
      'application/vnd.ms-excel',
    )
    .map((ct) => ({ kind: 'job-csv', expect: 'refused' as const, contentType: ct, body: CSV })),
  // the options line right, then CSV rows: each row fails on its own
  fc.tuple(goodHeader, ndjsonType).map(([h, ct]) => ({
    kind: 'job-csv-rows',
    expect: 'may-accept' as const,
    contentType: ct,
    body: `${h}\n${CSV.split('\n').slice(1).join('\n')}`,
  })),
  fc.constant({
    kind: 'job-csv-formula',
    expect: 'may-accept' as const,
    contentType: 'application/x-ndjson',
    body: `{"formats":["csv"]}\n${JSON.stringify({ ...BIRTHS[0], id: '=HYPERLINK("http://x","y")', place: '@SUM(1+1)' })}`,
  }),
);

const GOOD_SERIES = {
  lat: 28.6139,
  lon: 77.209,
  from: '2026-01-01T06:00:00+05:30',
  to: '2026-01-02T06:00:00+05:30',
  step: 'day',
  quantities: ['grahas'],
};
/** One field of the series made wrong (or dropped, or one added): each a 400 naming it. */
const badSeriesField = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('from', 'to'),
      fc.constantFrom<unknown>(
        '2026-01-01',
        '2026-01-01T06:00:00',
        '2026-13-01T00:00:00+05:30',
        '2026-02-30T00:00:00Z',
        '2026-01-01T06:00:00+25:00',
        '3000-01-01T00:00:00Z',
        '-1401-01-01T00:00:00Z',
        '99999-01-01T00:00:00Z',
        '',
        'yesterday',
        20260101,
        null,
        [],
        '2026-01-01T06:00:00+05:30'.repeat(2),
      ),
    )
    .map(([k, v]) => ({ [k]: v })),
  fc.constantFrom<Record<string, unknown>>(
    // to before from; more than 1,000,000 instants
    { to: '2025-12-31T06:00:00+05:30' },
    { from: '1900-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z', step: 'hour' },
    { from: '-1400-01-01T00:00:00Z', to: '2999-12-31T00:00:00Z' },
  ),
  fc.constantFrom<unknown>('minute', 'week', 'DAY', '', 1, null, ['day']).map((step) => ({ step })),
  fc
    .constantFrom<unknown>([], ['grahas', 'grahas'], ['planets'], 'grahas', [1], null, [
      'grahas',
      'vargas',
      'dashas',
      'panchang',
      'transits',
      'grahas',
    ])
    .map((quantities) => ({ quantities })),
  fc.constantFrom<Record<string, unknown>>(
    { lat: 91 },
    { lat: -90.5 },
    { lat: '28.6' },
    { lon: 181 },
    { lon: null },
    { tz: 'Mars/Olympus' },
    { tz: '' },
    { tz: 5.5 },
    { extra: 1 },
  ),
  fc
    .constantFrom('lat', 'lon', 'from', 'to', 'step', 'quantities')
    .map((k) => ({ [k]: undefined })),
);

const seriesDrafts: fc.Arbitrary<JobDraft> = fc.oneof(
  fc
    .constantFrom<Record<string, unknown>>(
      {},
      { step: 'hour', to: '2026-01-01T09:00:00+05:30' },
      { quantities: ['panchang'], tz: 'Asia/Kolkata' },
      { to: GOOD_SERIES.from },
    )
    .map((patch) => ({
      kind: 'job-series-valid',
      expect: 'may-accept' as const,
      contentType: 'application/json',
      body: JSON.stringify({ series: { ...GOOD_SERIES, ...patch }, formats: ['ndjson'] }),
    })),
  fc.constantFrom('"lat":1e309', '"lon":-1e309', '"lat":1e-400').map((raw) => ({
    // number literals JSON.parse turns into Infinity (out of range) or 0 (a valid latitude)
    kind: raw.includes('e-') ? 'job-series-valid' : 'job-series-bad',
    expect: raw.includes('e-') ? ('may-accept' as const) : ('refused' as const),
    contentType: 'application/json',
    body: JSON.stringify({ series: GOOD_SERIES }).replace(
      new RegExp(`${raw.split(':')[0]}:[^,]+`),
      raw,
    ),
  })),
  badSeriesField.map((patch) => ({
    kind: 'job-series-bad',
    expect: 'refused' as const,
    contentType: 'application/json',
    body: JSON.stringify({ series: { ...GOOD_SERIES, ...patch } }),
  })),
  fc
    .constantFrom<unknown>(
      { series: [] },
      { series: 'day' },
      { series: null },
      { series: GOOD_SERIES, births: BIRTHS },
      { series: GOOD_SERIES, rows: 'basic' },
      { series: GOOD_SERIES, formats: ['xlsx'] },
      { series: GOOD_SERIES, house_system: 7 },
    )
    .map((b) => ({
      kind: 'job-series-bad',
      expect: 'refused' as const,
      contentType: 'application/json',
      body: JSON.stringify(b),
    })),
);

/** Inline JSON bodies: the wrong shape is refused; bad births inside the right shape fail their own rows. */
const inlineDrafts: fc.Arbitrary<JobDraft> = fc.oneof(
  fc
    .constantFrom<unknown>(
      {},
      { births: [] },
      { births: 'x' },
      { births: {} },
      { births: null },
      { births: BIRTHS, formats: [] },
      { births: BIRTHS, formats: ['parquet', 'parquet'] },
      { births: BIRTHS, rows: 'basic', house_system: 'whole_sign' },
      { births: BIRTHS, rows: 'everything' },
      { births: BIRTHS, unknown: true },
      [BIRTHS],
    )
    .map((b) => ({
      kind: 'job-json-wrong-type',
      expect: 'refused' as const,
      contentType: 'application/json',
      body: JSON.stringify(b),
    })),
  fc.integer({ min: 4097, max: 30_000 }).map((size) => ({
    kind: 'job-json-oversized-unit',
    expect: 'refused' as const,
    contentType: 'application/json',
    body: JSON.stringify({ births: [BIRTHS[0], { ...BIRTHS[1], place: 'x'.repeat(size) }] }),
  })),
  fc
    .array(fc.constantFrom<unknown>(1, 'x', null, [], {}, ...BIRTHS), {
      minLength: 1,
      maxLength: 3,
    })
    .map((births) => ({
      kind: 'job-json-bad-births',
      expect: 'may-accept' as const,
      contentType: 'application/json',
      body: JSON.stringify({ births, formats: ['ndjson'] }),
    })),
);

/** Job bodies to `POST /t/api/jobs`, each with one of the Pro or Enterprise keys. */
export function jobRequests(
  origin: string,
  keys: readonly JobCredential[],
  route: FuzzRequest['route'],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.oneof(ndjsonDrafts, gzipDrafts, csvDrafts, seriesDrafts, inlineDrafts),
      fc.constantFrom(...keys),
      fc.integer({ min: 0, max: 65535 }),
    )
    .map(([d, key, ipN]) => ({
      route,
      method: 'POST',
      url: `${origin}${JOBS_PATH}`,
      headers: {
        'cf-connecting-ip': `10.249.${ipN >> 8}.${ipN & 255}`,
        ...key.headers,
        'content-type': d.contentType,
        ...(d.contentEncoding !== undefined ? { 'content-encoding': d.contentEncoding } : {}),
      },
      body: d.body,
      kind: d.kind,
      job: { expect: d.expect, tier: key.tier },
    }));
}

/**
 * The generic bad requests with job bodies mixed in (one in `every`), when `routes` lists
 * `POST /t/api/jobs` and `credentials` holds a Pro or Enterprise T key (`every` 1: job bodies
 * only); else `generic` as it is.
 */
export function withJobBodies(
  generic: fc.Arbitrary<FuzzRequest>,
  routes: readonly FuzzRequest['route'][],
  origin: string,
  credentials: FuzzCredentials,
  every = 8,
): fc.Arbitrary<FuzzRequest> {
  const route = routes.find((r) => r.path === JOBS_PATH && r.method === 'POST');
  const keys = jobCredentials(credentials);
  if (!route || keys.length === 0) return generic;
  if (every <= 1) return jobRequests(origin, keys, route);
  return fc.oneof(
    { arbitrary: generic, weight: every - 1 },
    { arbitrary: jobRequests(origin, keys, route), weight: 1 },
  );
}

/**
 * What is wrong with the answer to a job body (undefined when it is right): a 5xx, a 202 to a body
 * that must be refused, a 4xx that names no field, or anything else.
 */
export function judgeJobAnswer(r: FuzzRequest, status: number, text: string): string | undefined {
  if (!r.job) return undefined;
  if (status === 202)
    return r.job.expect === 'refused' ? 'accepted a body that must be refused' : undefined;
  if (status >= 400 && status < 500) {
    let field: unknown;
    try {
      field = (JSON.parse(text) as { error?: { field?: unknown } }).error?.field;
    } catch {
      return `${status} that is not JSON`;
    }
    return typeof field === 'string' && field.length > 0 ? undefined : `${status} naming no field`;
  }
  return `answered ${status}`;
}

/**
 * The request that deletes a job the fuzzer got accepted (any `POST /t/api/jobs` answered 202,
 * a job body or the generic damage of the documented example): DELETE cancels it and erases its
 * input, so the owner's slots (3 jobs at once for Pro) stay free and nothing is left to compute.
 */
export function jobCleanup(
  r: FuzzRequest,
  status: number,
  text: string,
): { url: string; method: 'DELETE'; headers: Record<string, string> } | undefined {
  if (status !== 202 || r.method !== 'POST' || new URL(r.url).pathname !== JOBS_PATH) return;
  let id: unknown;
  try {
    id = (JSON.parse(text) as { id?: unknown }).id;
  } catch {
    return;
  }
  if (typeof id !== 'string' || !r.headers.authorization) return;
  return {
    url: `${new URL(r.url).origin}${JOBS_PATH}/${encodeURIComponent(id)}`,
    method: 'DELETE',
    headers: { authorization: r.headers.authorization },
  };
}
