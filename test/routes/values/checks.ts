/**
 * @module The value checks of the Family V and T routes: for every operation of their OpenAPI
 * documents, either a check that calls the route through the Worker and compares the numbers it
 * answers with an independent fixture (test/fixtures/route-values-oracle.json, written by
 * scripts/gen-route-value-fixtures.ts from Swiss Ephemeris, the PyJHora oracle and rules worked from
 * their texts), or the reason the operation computes nothing to check. test/routes/values/values.test.ts
 * walks the two documents against this registry.
 *
 * Tolerances are the engine's own, in physical units (docs/accuracy.md): 1" for a position, an
 * ascendant, an MC or a cusp; 0.01" for an ayanamsa; 1 s for an instant the engine finds directly
 * (rise and set, a time conversion), and for an instant found on positions the time 1" of the moving
 * angle takes (24 s / speed in deg/day, never under 1 s: about 2 s for the Moon, minutes for Saturn);
 * for a station the time 5e-6 deg/day of speed takes. A number built from several positions gets
 * their sum (a saham: 3"); a dasha date gets the time 1" of the Moon moves the birth balance.
 */
import fx from '../../fixtures/route-values-oracle.json';
import { GOLDEN_VECTORS } from '../../../src/engine/golden-vectors.js';

type Json = Record<string, any>;
type Chart = (typeof fx.charts)['delhi'];
const CHARTS = fx.charts as unknown as Record<'delhi' | 'newyork' | 'mumbai', Chart>;
const GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
const SAHAM_COUNT = 36;

/** One comparison of an answered number (or value) with the fixture's. */
export interface Comparison {
  what: string;
  got: unknown;
  want: unknown;
  tol: number;
  unit: '"' | 's' | '';
}
export interface ValueCheck {
  kind: 'value';
  against: string;
  run: (ctx: Ctx) => Promise<Comparison[]>;
}
export interface NonCompute {
  kind: 'non-compute';
  reason: string;
}
export type RegistryEntry = ValueCheck | NonCompute;

// ------------------------------------------------------------------------------------------
// comparisons
const norm = (x: number) => ((x % 360) + 360) % 360;
const ang = (what: string, got: unknown, want: number, tolArcsec = 1): Comparison => ({
  what,
  got,
  want,
  tol: tolArcsec,
  unit: '"',
});
const sec = (what: string, got: unknown, wantJd: number, tolS = 1): Comparison => ({
  what,
  got,
  want: wantJd,
  tol: tolS,
  unit: 's',
});
const num = (what: string, got: unknown, want: number, tol: number): Comparison => ({
  what,
  got,
  want,
  tol,
  unit: '',
});
const eq = (what: string, got: unknown, want: unknown): Comparison => ({
  what,
  got,
  want,
  tol: 0,
  unit: '',
});
/** The difference of a comparison in its unit (angles in arcseconds, instants in seconds), or null if not numeric. */
export function differenceOf(c: Comparison): number | null {
  if (c.unit === '"')
    return typeof c.got === 'number'
      ? Math.abs(((c.got - (c.want as number) + 540) % 360) - 180) * 3600
      : Infinity;
  if (c.unit === 's') {
    const jd =
      typeof c.got === 'number'
        ? c.got
        : typeof c.got === 'string'
          ? Date.parse(c.got) / 86400000 + 2440587.5
          : NaN;
    return Number.isFinite(jd) ? Math.abs(jd - (c.want as number)) * 86400 : Infinity;
  }
  if (typeof c.want === 'number')
    return typeof c.got === 'number' ? Math.abs(c.got - c.want) : Infinity;
  return null;
}
/** Seconds 1" of an angle moving at `speed` deg/day takes, never under 1 s. */
const tolFor = (speedDegPerDay: number) => Math.max(1, 24 / Math.abs(speedDegPerDay));
/** Seconds 1" of the Moon moves a Vimsottari date (the balance of the birth star's lord). */
const dashaTol = (moonDeg: number) => {
  const lordYears = [7, 20, 6, 10, 7, 18, 16, 19, 17][Math.floor(norm(moonDeg) / (40 / 3)) % 9]!;
  return 1 + (1 / 3600 / (40 / 3)) * lordYears * 365.25 * 86400;
};

// ------------------------------------------------------------------------------------------
// varshaphal: the delhi birth after 36 completed years
/**
 * The annual chart against SE: the return instants within 2 s (the Sun's longitude agrees with SE to
 * 0.065" at worst, docs/accuracy.md: 1.6 s of its motion); the annual positions within 1" plus what
 * each moves in those 2 s (the ascendant 30"); muntha and the Mudda lord exactly (worked from their
 * texts); the Patyayini lords in order and the first starting at the return.
 */
function varshaphalCheck(tag: string, v: Json): Comparison[] {
  const w = fx.varshaphal;
  const out: Comparison[] = [
    sec(`${tag} solar return`, v.solar_return.jd_ut, w.returnJdUt, 2),
    sec(`${tag} next solar return`, v.next_solar_return.jd_ut, w.nextReturnJdUt, 2),
    ang(`${tag} annual lagna`, v.annual_chart.lagna.longitude_deg, w.asc, 31),
    eq(`${tag} muntha sign`, v.muntha.rashi.index, w.munthaSign),
    eq(`${tag} first Mudda lord`, v.dashas.mudda.periods[0].lord, w.muddaFirstLord),
    eq(
      `${tag} Patyayini order`,
      (v.dashas.patyayini.periods as Json[]).map((p) => p.lord).join(','),
      w.patyayini.map((p) => p.lord).join(','),
    ),
    sec(
      `${tag} Patyayini start`,
      v.dashas.patyayini.periods[0].start,
      w.patyayini[0]!.startJdUt,
      2,
    ),
  ];
  for (const g of GRAHAS) {
    const got = (v.annual_chart.grahas as Json[]).find((x) => x.name === g)!;
    out.push(
      ang(
        `${tag} annual ${g}`,
        got.longitude_deg,
        (w.lon as Record<string, number>)[g]!,
        g === 'Moon' ? 2 : 1.1,
      ),
    );
  }
  return out;
}

// ------------------------------------------------------------------------------------------
// calling the routes
/** How the checks reach the Worker: its fetch (the test's SELF, or Miniflare for the report) and two keys. */
export interface Ctx {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  v: string;
  t: string;
}
let ipCounter = 0;
/** Issue a Pro key of each family through the routes themselves (the operator route sets the tier). */
export async function makeContext(fetch: Ctx['fetch'], adminToken: string): Promise<Ctx> {
  const issue = async (path: string) => {
    ipCounter += 1;
    const res = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': `10.200.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
      },
      body: JSON.stringify({ email: `values-${crypto.randomUUID().slice(0, 8)}@example.com` }),
    });
    if (res.status !== 201) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    const k = (await res.json()) as { key: string; id: string };
    const tier = await fetch(`/t/api/admin/keys/${k.id}/tier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ tier: 'pro' }),
    });
    if (tier.status !== 200) throw new Error(`tier: HTTP ${tier.status} ${await tier.text()}`);
    return k.key;
  };
  return { fetch, v: await issue('/v1/keys'), t: await issue('/t/api/keys') };
}
async function json(res: Response, what: string): Promise<Json> {
  if (res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Json;
}
const post = (ctx: Ctx, path: string, body: unknown, key: string) =>
  ctx.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
const vPost = (ctx: Ctx, path: string, body: unknown) =>
  post(ctx, path, body, ctx.v).then((r) => json(r, path));
const vGet = (ctx: Ctx, path: string) =>
  ctx.fetch(path, { headers: { authorization: `Bearer ${ctx.v}` } }).then((r) => json(r, path));
const tPost = (ctx: Ctx, path: string, body: unknown) =>
  post(ctx, `/t${path}`, body, ctx.t).then((r) => json(r, path));
const tGet = (ctx: Ctx, path: string) =>
  ctx
    .fetch(`/t${path}`, { headers: { authorization: `Bearer ${ctx.t}` } })
    .then((r) => json(r, path));
async function ndjsonRows(res: Response, what: string): Promise<Json[]> {
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status}`);
  const text = new TextDecoder().decode(await res.arrayBuffer());
  return text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Json);
}

// ------------------------------------------------------------------------------------------
// shared comparisons
const byName = (list: Json[]) => Object.fromEntries(list.map((g) => [g.name, g]));

/** lagna and the nine grahas, given as {longitude_deg} objects */
function positions(
  prefix: string,
  c: Chart,
  lagna: Json | undefined,
  grahas: Json[] | Record<string, Json>,
  key = 'longitude_deg',
): Comparison[] {
  const g = Array.isArray(grahas) ? byName(grahas) : grahas;
  return [
    ...(lagna ? [ang(`${prefix} lagna`, lagna[key], c.asc)] : []),
    ...GRAHAS.map((n) => ang(`${prefix} ${n}`, g[n]?.[key], c.lon[n])),
  ];
}
function sahams(prefix: string, c: Chart, list: Json[]): Comparison[] {
  return [
    eq(`${prefix} count`, list.length, SAHAM_COUNT),
    ...list.map((s, i) => ang(`${prefix} ${s.name}`, s.longitude_deg, c.sahams[i]!, 3)),
  ];
}
interface FxPeriod {
  lord: string;
  startJdUt: number;
  endJdUt: number;
  periods?: FxPeriod[];
}
/** a dasha tree against the rule's, lord by lord and date by date */
function periods(
  prefix: string,
  got: Json[] | undefined,
  want: FxPeriod[],
  tolS: number,
): Comparison[] {
  const out: Comparison[] = [eq(`${prefix} count`, got?.length, want.length)];
  want.forEach((w, i) => {
    const p = got?.[i];
    out.push(
      eq(`${prefix}[${i}] lord`, p?.lord, w.lord),
      sec(`${prefix}[${i}] ${w.lord} start`, p?.start, w.startJdUt, tolS),
      sec(`${prefix}[${i}] ${w.lord} end`, p?.end, w.endJdUt, tolS),
    );
    if (w.periods) out.push(...periods(`${prefix}[${i}]>`, p?.periods, w.periods, tolS));
  });
  return out;
}
/** flatten a tree depth-first into {level, path, start, end} rows (the dasha stream's order) */
function flatten(
  ps: FxPeriod[],
  path: string[] = [],
): { path: string[]; startJdUt: number; endJdUt: number }[] {
  return ps.flatMap((p) => [
    { path: [...path, p.lord], startJdUt: p.startJdUt, endJdUt: p.endJdUt },
    ...(p.periods ? flatten(p.periods, [...path, p.lord]) : []),
  ]);
}
type Limb = { jdUt: number; index0: number };
/** each answered limb (index0 with start and end) against SE's boundaries */
function limbsCheck(
  prefix: string,
  kind: 'tithi' | 'nakshatra' | 'yoga' | 'karana',
  list: Json[],
  bounds: Limb[],
  jdKey = 'jd_ut',
): Comparison[] {
  const relSpeed = { tithi: 12.2, nakshatra: 13.2, yoga: 14.2, karana: 12.2 }[kind];
  const out: Comparison[] = [];
  for (const l of list) {
    const startJd = l.start?.[jdKey] as number;
    // the boundary entering this limb, nearest to the answered start
    const entering = bounds
      .filter((b) => b.index0 === l.index0)
      .sort((a, b) => Math.abs(a.jdUt - startJd) - Math.abs(b.jdUt - startJd))[0];
    const next = entering ? bounds.find((b) => b.jdUt > entering.jdUt + 1e-6) : undefined;
    out.push(
      eq(`${prefix} ${kind} ${l.index0} found`, entering !== undefined && next !== undefined, true),
    );
    if (entering && next)
      out.push(
        sec(`${prefix} ${kind} ${l.index0} start`, startJd, entering.jdUt, tolFor(relSpeed)),
        sec(`${prefix} ${kind} ${l.index0} end`, l.end?.[jdKey], next.jdUt, tolFor(relSpeed)),
      );
  }
  return out;
}
function panchangDay(prefix: string, p: Json, day: (typeof fx.days)[number]): Comparison[] {
  const L = fx.limbs as unknown as Record<string, Limb[]>;
  return [
    sec(`${prefix} sunrise`, p.sunrise?.jd_ut, day.hindu.sunrise!),
    sec(`${prefix} sunset`, p.sunset?.jd_ut, day.hindu.sunset!),
    ...(p.next_sunrise
      ? [sec(`${prefix} next sunrise`, p.next_sunrise.jd_ut, day.nextSunrise!)]
      : []),
    ...(p.moonrise ? [sec(`${prefix} moonrise`, p.moonrise.jd_ut, day.hindu.moonrise!)] : []),
    ...(p.moonset ? [sec(`${prefix} moonset`, p.moonset.jd_ut, day.hindu.moonset!)] : []),
    ...(['tithi', 'nakshatra', 'yoga', 'karana'] as const).flatMap((k) =>
      limbsCheck(`${prefix}`, k, p[k] as Json[], L[k]!),
    ),
  ];
}
function riseSet(prefix: string, r: Json, day: (typeof fx.days)[number]): Comparison[] {
  return (['hindu', 'civil'] as const).flatMap((conv) =>
    (['sunrise', 'sunset', 'moonrise', 'moonset'] as const).map((e) =>
      sec(`${prefix} ${conv} ${e}`, r[conv]?.[e], day[conv][e]!),
    ),
  );
}
function transitCheck(prefix: string, t: Json, want: typeof fx.vTransit): Comparison[] {
  const out: Comparison[] = [];
  const events = (
    label: string,
    got: Json[],
    exp: { jdUt: number; index0: number; speedDegPerDay: number }[],
    indexOf?: (g: Json) => number,
  ) => {
    out.push(eq(`${prefix} ${label} count`, got.length, exp.length));
    exp.forEach((e, i) => {
      out.push(sec(`${prefix} ${label}[${i}]`, got[i]?.jd_ut, e.jdUt, tolFor(e.speedDegPerDay)));
      if (indexOf)
        out.push(
          eq(`${prefix} ${label}[${i}] entered`, got[i] ? indexOf(got[i]!) : null, e.index0),
        );
    });
  };
  events('sign ingress', t.sign_ingresses, want.signIngresses, (g) => g.entered.index - 1);
  events(
    'nakshatra ingress',
    t.nakshatra_ingresses,
    want.nakshatraIngresses,
    (g) => g.entered.index - 1,
  );
  out.push(eq(`${prefix} stations count`, t.stations.length, want.stations.length));
  want.stations.forEach((s, i) => {
    out.push(
      eq(`${prefix} station[${i}] kind`, t.stations[i]?.kind, s.kind),
      sec(
        `${prefix} station[${i}]`,
        t.stations[i]?.jd_ut,
        s.jdUt,
        Math.max(1, (5e-6 / Math.abs(s.accelDegPerDay2)) * 86400),
      ),
    );
  });
  if (want.returns) events('return', t.returns ?? [], want.returns);
  return out;
}
function kpCheck(prefix: string, kp: Json, c: Chart): Comparison[] {
  const out: Comparison[] = [];
  const g = byName(kp.grahas);
  for (const n of GRAHAS) {
    const w = c.kp.grahas[n];
    out.push(
      ang(`${prefix} ${n}`, g[n]?.lon_deg, c.lon[n]),
      eq(`${prefix} ${n} star`, g[n]?.star_lord, w.star),
      eq(`${prefix} ${n} sub`, g[n]?.sub_lord, w.sub),
      eq(`${prefix} ${n} sub-sub`, g[n]?.sub_sub_lord, w.subSub),
    );
  }
  (kp.cusps as Json[]).forEach((cu, i) => {
    const w = c.kp.cusps[i]!;
    out.push(
      ang(`${prefix} cusp ${i + 1}`, cu.lon_deg, c.cusps.placidus[i]!),
      eq(`${prefix} cusp ${i + 1} star`, cu.star_lord, w.star),
      eq(`${prefix} cusp ${i + 1} sub`, cu.sub_lord, w.sub),
      eq(`${prefix} cusp ${i + 1} sub-sub`, cu.sub_sub_lord, w.subSub),
    );
  });
  return out;
}
function karakasCheck(prefix: string, k: Json, c: Chart): Comparison[] {
  return c.karakas7.flatMap((w, i) => [
    eq(`${prefix} rank ${i + 1}`, k.ranking[i]?.graha, w.graha),
    ang(`${prefix} ${w.graha} degrees in sign`, k.ranking[i]?.counted_deg, w.countedDeg),
  ]);
}
function shadbalaCheck(prefix: string, sb: Json, c: Chart): Comparison[] {
  const vir = 1 / 3600 / 3; // 1" of arc in virupas (arc / 3)
  return SEVEN.flatMap((g) => {
    const comp = sb.grahas[g].components;
    const w = c.shadbala[g];
    return [
      num(`${prefix} ${g} uchcha`, comp.sthana.uchcha, w.uchcha, vir),
      num(`${prefix} ${g} dig`, comp.dig, w.dig, 2 * vir),
      num(`${prefix} ${g} naisargika`, comp.naisargika, w.naisargika, 1e-9),
      num(`${prefix} ${g} kendradi`, comp.sthana.kendradi, w.kendradi, 0),
    ];
  });
}
function bhavaBalaCheck(prefix: string, bb: Json, c: Chart): Comparison[] {
  return (bb.bhavas as Json[]).map((b, i) =>
    ang(`${prefix} bhava ${i + 1} madhya`, b.madhya_deg, c.bhavaMadhyas[i]!),
  );
}
/**
 * every house of the SE chart that holds a graha a yoga names is among the houses the yoga answers
 * (a yoga also names the houses its rule speaks of, e.g. the lagna aspected: docs/yogas-doshas-matching.md)
 */
function yogasCheck(prefix: string, list: Json[], c: Chart): Comparison[] {
  const out: Comparison[] = [num(`${prefix} yogas answered`, list.length > 0 ? 1 : 0, 1, 0)];
  for (const y of list) {
    if (!Array.isArray(y.grahas) || !Array.isArray(y.houses)) continue;
    if (!(y.grahas as string[]).every((g) => g in c.houses)) continue;
    const want = [
      ...new Set((y.grahas as string[]).map((g) => c.houses[g as keyof typeof c.houses])),
    ].sort((a, b) => a - b);
    const got = new Set(y.houses as number[]);
    out.push(
      eq(
        `${prefix} ${y.id} houses of its grahas`,
        want.filter((h) => got.has(h)).join(','),
        want.join(','),
      ),
    );
  }
  return out;
}
function vargaCheck(
  prefix: string,
  v: Json,
  c: Chart,
  key: 'delhi' | 'newyork' | 'mumbai',
): Comparison[] {
  const py = (
    fx.pyjhora as unknown as Record<
      string,
      { vargaOrder: string[]; vargas: Record<string, number[]> }
    >
  )[key]!;
  const n = v.divisions as number;
  const out: Comparison[] = [];
  const bodies: [string, Json, number][] = [
    ['Ascendant', v.lagna, c.asc],
    ...GRAHAS.map((g) => [g, v.grahas[g], c.lon[g]] as [string, Json, number]),
  ];
  for (const [name, p, lon] of bodies) {
    if (p?.lon_in_varga_deg !== null && p?.lon_in_varga_deg !== undefined)
      out.push(
        ang(`${prefix} ${v.id} ${name} in varga`, p.lon_in_varga_deg, norm(lon * n) % 30, n),
      );
    const signs = py.vargas[v.id];
    if (!signs) continue;
    // PyJHora's positions are geometric (up to ~1' from apparent): its sign is taken only clear of an edge
    const edgeArcsec = (Math.min((lon * n) % 30, 30 - ((lon * n) % 30)) / n) * 3600;
    if (edgeArcsec > 90)
      out.push(
        eq(
          `${prefix} ${v.id} ${name} sign`,
          p?.rashi?.index - 1,
          signs[py.vargaOrder.indexOf(name)],
        ),
      );
  }
  return out;
}
function ashtakavargaCheck(
  prefix: string,
  a: Json,
  key: 'delhi' | 'newyork' | 'mumbai',
): Comparison[] {
  const py = (
    fx.pyjhora as unknown as Record<
      string,
      { ashtakavarga: { sav: number[]; bav: Record<string, number[]> } }
    >
  )[key]!.ashtakavarga;
  return [
    eq(`${prefix} sav`, (a.sav as number[]).join(','), py.sav.join(',')),
    ...SEVEN.map((g) =>
      eq(`${prefix} bav ${g}`, (a.bav[g] as number[]).join(','), py.bav[g]!.join(',')),
    ),
    eq(`${prefix} lagna bav`, (a.lagna_bav as number[]).join(','), py.bav['Lagna']!.join(',')),
  ];
}
function doshasCheck(prefix: string, d: Json, c: Chart): Comparison[] {
  const refs = d.manglik.details.references as Json[];
  const from = {
    lagna: Math.floor(c.asc / 30),
    Moon: Math.floor(c.lon.Moon / 30),
    Venus: Math.floor(c.lon.Venus / 30),
  } as Record<string, number>;
  const mars = Math.floor(c.lon.Mars / 30);
  return [
    eq(`${prefix} manglik references`, refs.length, 3),
    ...refs.map((r) =>
      eq(
        `${prefix} Mars house from ${r.from}`,
        r.mars_house,
        ((mars - from[r.from]! + 12) % 12) + 1,
      ),
    ),
  ];
}
function housesCheck(prefix: string, h: Json, c: Chart): Comparison[] {
  const W = Math.floor(c.asc / 30) * 30;
  return [
    ang(`${prefix} ascendant`, h.ascendant_deg, c.asc),
    ang(`${prefix} MC`, h.mc_deg, c.mc),
    ...(['placidus', 'sripati', 'equal'] as const).flatMap((s) =>
      (h.cusps_deg[s] as number[]).map((x, i) =>
        ang(`${prefix} ${s} cusp ${i + 1}`, x, c.cusps[s][i]!),
      ),
    ),
    ...(h.cusps_deg.whole_sign as number[]).map((x, i) =>
      ang(`${prefix} whole-sign cusp ${i + 1}`, x, norm(W + 30 * i)),
    ),
  ];
}
function sacredCheck(prefix: string, s: Json, c: Chart): Comparison[] {
  return [
    ang(`${prefix} psi`, s.psi, c.sacred369.psi),
    num(`${prefix} k`, s.k, c.sacred369.k, 1e-5),
    eq(`${prefix} nakshatra sum`, s.nakshatra_sum, c.sacred369.nakshatraSum),
    eq(`${prefix} digital root`, s.digital_root, c.sacred369.digitalRoot),
    eq(`${prefix} ring`, s.ring, c.sacred369.ring),
  ];
}
function vimsottariOfChart(prefix: string, d: Json, c: Chart): Comparison[] {
  const tol = dashaTol(c.lon.Moon);
  return periods(`${prefix} vimsottari`, d.periods, c.vimsottari as FxPeriod[], tol);
}
/** the answer's instant for a birth (jd_ut) against the civil time's */
const instant = (prefix: string, jd: unknown, c: Chart) => sec(`${prefix} jd_ut`, jd, c.jdUt);
/** Polls a research job until it leaves queued/running (the local queue's consumer runs the shards); bounded by tries, not by time. */
async function jobDone(ctx: Ctx, id: string): Promise<Json> {
  for (let i = 0; ; i++) {
    const j = await tGet(ctx, `/api/jobs/${id}`);
    if (!['queued', 'running'].includes(j.state as string) || i >= 600) return j;
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ------------------------------------------------------------------------------------------
// the births as each family sends them
const V = (k: 'delhi' | 'newyork' | 'mumbai') => CHARTS[k].input.v;
const T = (k: 'delhi' | 'newyork' | 'mumbai') => ({
  birth: CHARTS[k].input.t,
  ...(CHARTS[k].input.ayanamsa !== 'lahiri' ? { ayanamsha: CHARTS[k].input.ayanamsa } : {}),
});
const D = CHARTS.delhi,
  NY = CHARTS.newyork,
  MU = CHARTS.mumbai;
const DAY0 = fx.days[0]!;
const placeQuery = `date=${DAY0.date}&lat=${fx.place.lat}&lon=${fx.place.lon}`;

const SE = 'Swiss Ephemeris (DE431)';
const RULE = 'rules worked on Swiss Ephemeris positions';

/** The special lagnas worked from the SE positions and sunrise (BPHS ch. 3 and 5; Uttara Kalamrita; PVR): each within its rate x 1 s of sunrise, or 1" x its factor of the Moon. */
function specialLagnasCheck(prefix: string, sl: Json, c: Chart): Comparison[] {
  const mins = (c.jdUt - c.sunriseJdUt) * 1440;
  const sunAtRise = c.lon.Sun - c.speed.Sun * (c.jdUt - c.sunriseJdUt);
  const at = (id: string) => (sl.lagnas as Json[]).find((l) => l.id === id)!;
  const out: Comparison[] = [];
  for (const [id, rate] of [
    ['bhava', 0.25],
    ['hora', 0.5],
    ['ghati', 1.25],
  ] as const)
    out.push(
      ang(
        `${prefix} ${id} lagna`,
        at(id).longitude_deg,
        norm(sunAtRise + rate * mins),
        1 + rate * 60,
      ),
    );
  out.push(
    ang(
      `${prefix} pranapada`,
      at('pranapada').longitude_deg,
      norm(c.lon.Sun + 5 * mins + [0, 240, 120][Math.floor(c.lon.Sun / 30) % 3]!),
      1 + 5 * 60,
    ),
  );
  out.push(
    ang(
      `${prefix} sree lagna`,
      at('sree').longitude_deg,
      norm(c.asc + ((c.lon.Moon % (40 / 3)) / (40 / 3)) * 360),
      28,
    ),
  );
  out.push(
    ang(
      `${prefix} Bhrigu Bindu`,
      at('bhrigu_bindu').longitude_deg,
      norm(c.lon.Rahu + norm(c.lon.Moon - c.lon.Rahu) / 2),
      1,
    ),
  );
  const ninth = (s: number) =>
    [
      'Mars',
      'Venus',
      'Mercury',
      'Moon',
      'Sun',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Saturn',
      'Jupiter',
    ][(s + 8) % 12]!;
  const kala: Record<string, number> = {
    Sun: 30,
    Moon: 16,
    Mars: 6,
    Mercury: 8,
    Jupiter: 10,
    Venus: 12,
    Saturn: 1,
  };
  const moonSign = Math.floor(c.lon.Moon / 30);
  const k = (kala[ninth(Math.floor(c.asc / 30))]! + kala[ninth(moonSign)]!) % 12 || 12;
  out.push(eq(`${prefix} indu lagna sign`, at('indu').rashi.index, ((moonSign + k - 1) % 12) + 1));
  return out;
}
/** The Sun-based upagrahas from the SE Sun (BPHS ch. 3). */
function upagrahasCheck(prefix: string, u: Json, c: Chart): Comparison[] {
  const dhuma = norm(c.lon.Sun + 133 + 1 / 3),
    vyatipata = norm(360 - dhuma),
    parivesha = norm(vyatipata + 180),
    indrachapa = norm(360 - parivesha);
  const at = (id: string) => (u.upagrahas as Json[]).find((x) => x.id === id)!.longitude_deg;
  return [
    ang(`${prefix} Dhuma`, at('dhuma'), dhuma),
    ang(`${prefix} Vyatipata`, at('vyatipata'), vyatipata),
    ang(`${prefix} Parivesha`, at('parivesha'), parivesha),
    ang(`${prefix} Indrachapa`, at('indrachapa'), indrachapa),
    ang(`${prefix} Upaketu`, at('upaketu'), norm(c.lon.Sun - 30)),
  ];
}
/** The padas of the signs with one lord, and the karakamsa, from the SE positions (Jaimini Upadesa Sutras 1.3; BPHS ch. 32). */
function jaiminiCheck(prefix: string, j: Json, c: Chart): Comparison[] {
  const LORD = [
    'Mars',
    'Venus',
    'Mercury',
    'Moon',
    'Sun',
    'Mercury',
    'Venus',
    'Mars',
    'Jupiter',
    'Saturn',
    'Saturn',
    'Jupiter',
  ];
  const out: Comparison[] = [];
  for (let s = 0; s < 12; s++) {
    if (s === 7 || s === 10) continue; // two lords: the co-lord rule decides (test/engine/jaimini)
    const l = Math.floor(c.lon[LORD[s] as keyof typeof c.lon] / 30);
    let p = (((2 * l - s) % 12) + 12) % 12;
    if ((p - s + 12) % 12 === 0 || (p - s + 12) % 12 === 6) p = (p + 9) % 12;
    out.push(eq(`${prefix} pada of sign ${s + 1}`, j.sign_padas[s].pada.index, p + 1));
  }
  const counted = [...SEVEN, 'Rahu']
    .map(
      (g) =>
        [g, g === 'Rahu' ? 30 - (c.lon.Rahu % 30) : c.lon[g as keyof typeof c.lon] % 30] as const,
    )
    .sort((a, b) => b[1] - a[1]);
  const ak = counted[0]![0];
  const lon = c.lon[ak as keyof typeof c.lon];
  out.push(
    eq(`${prefix} atmakaraka`, j.karakamsa.atmakaraka, ak),
    eq(`${prefix} karakamsa`, j.karakamsa.rashi.index, (Math.floor(lon / (30 / 9)) % 12) + 1),
  );
  return out;
}

// ------------------------------------------------------------------------------------------
// the registry: one entry per operation, keyed "<family> <METHOD> <OpenAPI path>"
export const REGISTRY: Record<string, RegistryEntry> = {
  // ---------------- Family V
  'V POST /v1/chart': {
    kind: 'value',
    against: `${SE}: lagna, 9 grahas, ayanamsa, instant; ${RULE}: sahams, sacred369, Vimsottari`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) => {
            const b = await vPost(ctx, '/v1/chart', V(k));
            const c = CHARTS[k];
            return [
              instant(k, b.input.jd_ut, c),
              ang(`${k} ayanamsa`, b.chart.ayanamsa.value_deg, c.ayanamsaDeg, 0.01),
              ...positions(k, c, b.chart.lagna, b.chart.planets),
              ...sahams(`${k} saham`, c, b.sahams),
              ...sacredCheck(`${k} sacred369`, b.sacred369, c),
              ...vimsottariOfChart(k, b.dasha, c),
              ...(b.chart.bhavas as Json[]).map((bh, i) =>
                ang(
                  `${k} whole-sign bhava ${i + 1}`,
                  bh.cusp_deg,
                  norm(Math.floor(c.asc / 30) * 30 + 30 * i),
                ),
              ),
            ];
          }),
        )
      ).flat(),
  },
  'V POST /v1/dasha': {
    kind: 'value',
    against: `${RULE}: Vimsottari (BPHS ch. 46) from the SE Moon, five levels in the window`,
    run: async (ctx) => {
      const w = fx.dashas.vDasha;
      const b = await vPost(ctx, '/v1/dasha', {
        ...V('delhi'),
        depth: w.depth,
        from: w.from,
        to: w.to,
      });
      return periods('vimsottari', b.dasha.periods, w.periods as FxPeriod[], dashaTol(D.lon.Moon));
    },
  },
  'V POST /v1/yogas': {
    kind: 'value',
    against: `${SE}: the houses each yoga names for its grahas`,
    run: async (ctx) => yogasCheck('yogas', (await vPost(ctx, '/v1/yogas', V('delhi'))).yogas, D),
  },
  'V POST /v1/varshaphal': {
    kind: 'value',
    against: `${SE}: the solar return and the annual chart; ${RULE}: muntha, the Mudda lord, the Patyayini order`,
    run: async (ctx) =>
      varshaphalCheck(
        'V varshaphal',
        (await vPost(ctx, '/v1/varshaphal', { ...V('delhi'), years: fx.varshaphal.years }))
          .varshaphal,
      ),
  },
  'V POST /v1/sahams': {
    kind: 'value',
    against: `${RULE}: Table 74's 36 formulas, correction on the signs from B's to A's`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            sahams(`${k} saham`, CHARTS[k], (await vPost(ctx, '/v1/sahams', V(k))).sahams),
          ),
        )
      ).flat(),
  },
  'V POST /v1/sacred369': {
    kind: 'value',
    against: `${RULE}: the stated formulas of psi, k and ring`,
    run: async (ctx) =>
      sacredCheck('sacred369', (await vPost(ctx, '/v1/sacred369', V('delhi'))).sacred369, D),
  },
  'V POST /v1/transit': {
    kind: 'value',
    against: `${SE}: Saturn's ingresses, stations and returns by bisection`,
    run: async (ctx) =>
      transitCheck(
        'Saturn',
        (
          await vPost(ctx, '/v1/transit', {
            ...V('delhi'),
            graha: 'Saturn',
            years: 2,
            around: '2026-11-24',
          })
        ).transit,
        fx.vTransit,
      ),
  },
  'V POST /v1/divisional': {
    kind: 'value',
    against: `${SE}: longitude in each varga; PyJHora 4.8.5: varga signs (Parashari)`,
    run: async (ctx) => {
      const ids = [
        'D2',
        'D3',
        'D4',
        'D7',
        'D9',
        'D10',
        'D12',
        'D16',
        'D20',
        'D24',
        'D27',
        'D30',
        'D40',
        'D45',
        'D60',
      ];
      const out: Comparison[] = [];
      for (const k of ['delhi', 'newyork'] as const) {
        const b = await vPost(ctx, '/v1/divisional', { ...V(k), vargas: ids });
        for (const id of ids) out.push(...vargaCheck(k, b.vargas[id], CHARTS[k], k));
      }
      return out;
    },
  },
  'V POST /v1/ashtakavarga': {
    kind: 'value',
    against: "PyJHora 4.8.5: the seven BAVs, the SAV and the lagna's BAV",
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            ashtakavargaCheck(k, (await vPost(ctx, '/v1/ashtakavarga', V(k))).ashtakavarga, k),
          ),
        )
      ).flat(),
  },
  'V POST /v1/muhurta': {
    kind: 'value',
    against: `${SE}: window edges at the Moon's nakshatra and sign changes and the new and full moons; ${RULE}: Tara and Chandra bala`,
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/muhurta', {
        ...V('delhi'),
        from: '2026-12-01',
        to: '2026-12-08',
      });
      const w = b.windows as Json[];
      return [
        eq('windows', w.length, fx.election.length),
        ...fx.election.flatMap((e, i) => [
          sec(`window ${i} start`, w[i]?.start, e.startJdUt, 2),
          sec(`window ${i} end`, w[i]?.end, e.endJdUt, 2),
          eq(`window ${i} tara`, w[i]?.tara.value, e.tara),
          eq(`window ${i} chandra bala`, w[i]?.chandra_bala.value, e.chandra),
          eq(`window ${i} score`, w[i]?.score, e.score),
        ]),
      ];
    },
  },
  'V GET /v1/panchanga': {
    kind: 'value',
    against: `${SE}: sunrise, sunset, moonrise, moonset; the limbs' boundaries by bisection`,
    run: async (ctx) =>
      panchangDay(
        'panchanga',
        (await vGet(ctx, `/v1/panchanga?${placeQuery}&tz=${encodeURIComponent(fx.place.tz)}`))
          .panchanga,
        DAY0,
      ),
  },
  'V POST /v1/compatibility': {
    kind: 'value',
    against: `${SE}: both Moons; PyJHora 4.8.5: the eight kootas (its tara, inverted per CONVENTIONS.md, taken as 3 - value)`,
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/compatibility', {
        person1: V('delhi'),
        person2: V('mumbai'),
      });
      const k = Object.fromEntries(
        (b.ashtakoota.kootas as Json[]).map((x) => [
          x.name.toLowerCase().replace(' ', '_'),
          x.points,
        ]),
      );
      const want = { ...fx.ashtakoota.kootas, tara: 3 - fx.ashtakoota.kootas.tara };
      return [
        ang('boy Moon', b.ashtakoota.boy.moon_lon_deg, D.lon.Moon),
        ang('girl Moon', b.ashtakoota.girl.moon_lon_deg, MU.lon.Moon),
        ...Object.entries(want).map(([name, pts]) => eq(`koota ${name}`, k[name], pts)),
        eq(
          'total',
          b.score,
          Object.values(want).reduce((a, x) => a + x, 0),
        ),
      ];
    },
  },
  'V POST /v1/compatibility/batch': {
    kind: 'value',
    against: "PyJHora 4.8.5: the candidate's eight kootas and total (tara taken as 3 - value)",
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/compatibility/batch', {
        person: V('delhi'),
        candidates: [{ id: 'm', ...V('mumbai') }],
      });
      const r = b.results[0] as Json;
      const want = { ...fx.ashtakoota.kootas, tara: 3 - fx.ashtakoota.kootas.tara };
      const k = Object.fromEntries(
        (r.kootas as Json[]).map((x) => [x.name.toLowerCase().replace(' ', '_'), x.points]),
      );
      return [
        ...Object.entries(want).map(([name, pts]) => eq(`koota ${name}`, k[name], pts)),
        eq(
          'score',
          r.score,
          Object.values(want).reduce((a, x) => a + x, 0),
        ),
      ];
    },
  },
  'V POST /v1/charts/batch': {
    kind: 'value',
    against: `${SE}: lagna and 9 grahas of each birth`,
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/charts/batch', {
        births: [V('delhi'), { id: 'n', ...V('newyork') }, V('mumbai')],
      });
      return (['delhi', 'newyork', 'mumbai'] as const).flatMap((k, i) =>
        positions(k, CHARTS[k], b.charts[i].lagna, b.charts[i].planets),
      );
    },
  },
  'V GET /v1/panchanga/range': {
    kind: 'value',
    against: `${SE}: each day's sunrise and sunset and limb boundaries`,
    run: async (ctx) => {
      const b = await vGet(
        ctx,
        `/v1/panchanga/range?from=${fx.days[0]!.date}&to=${fx.days[fx.days.length - 1]!.date}&lat=${fx.place.lat}&lon=${fx.place.lon}&tz=${encodeURIComponent(fx.place.tz)}`,
      );
      return [
        eq('days', b.days.length, fx.days.length),
        ...fx.days.flatMap((d, i) =>
          panchangDay(d.date, b.days[i], { ...d, nextSunrise: null as unknown as number }),
        ),
      ];
    },
  },
  'V GET /v1/festivals': {
    kind: 'value',
    against: `${SE}: the start and end of each festival's tithi`,
    run: async (ctx) => festivalsCheck((await vGet(ctx, '/v1/festivals?year=2026')).utsavas),
  },
  'V GET /v1/rise-set': {
    kind: 'value',
    against: `${SE}: sunrise, sunset, moonrise, moonset, hindu and civil`,
    run: async (ctx) =>
      riseSet(
        'rise-set',
        await vGet(ctx, `/v1/rise-set?${placeQuery}&tz=${encodeURIComponent(fx.place.tz)}`),
        DAY0,
      ),
  },
  'V POST /v1/kp': {
    kind: 'value',
    against: `${SE}: grahas and Placidus cusps; ${RULE}: star, sub and sub-sub lords`,
    run: async (ctx) => kpCheck('kp', (await vPost(ctx, '/v1/kp', V('delhi'))).kp, D),
  },
  'V POST /v1/special-lagnas': {
    kind: 'value',
    against: `${RULE}: bhava, hora, ghati lagnas and pranapada from the sunrise, sree lagna, Bhrigu Bindu, indu lagna`,
    run: async (ctx) =>
      specialLagnasCheck(
        'special lagnas',
        (await vPost(ctx, '/v1/special-lagnas', V('delhi'))).special_lagnas,
        D,
      ),
  },
  'V POST /v1/upagrahas': {
    kind: 'value',
    against: `${RULE}: the Sun-based upagrahas`,
    run: async (ctx) =>
      upagrahasCheck('upagrahas', (await vPost(ctx, '/v1/upagrahas', V('delhi'))).upagrahas, D),
  },
  'V POST /v1/jaimini': {
    kind: 'value',
    against: `${RULE}: the padas of the signs with one lord; the atmakaraka (8 karakas) and its navamsa`,
    run: async (ctx) =>
      jaiminiCheck('jaimini', (await vPost(ctx, '/v1/jaimini', V('delhi'))).jaimini, D),
  },
  'V POST /v1/karakas': {
    kind: 'value',
    against: `${RULE}: degrees in the sign and the ranking (7 karakas)`,
    run: async (ctx) =>
      karakasCheck('karakas', (await vPost(ctx, '/v1/karakas', V('delhi'))).karakas, D),
  },
  'V POST /v1/shadbala': {
    kind: 'value',
    against: `${RULE}: uchcha and dig bala (arcs / 3), naisargika, kendradi`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            shadbalaCheck(k, (await vPost(ctx, '/v1/shadbala', V(k))).shadbala, CHARTS[k]),
          ),
        )
      ).flat(),
  },
  'V POST /v1/bhava': {
    kind: 'value',
    against: `${RULE}: Sripati's bhava madhyas from the SE ascendant and MC; whole-sign cusps`,
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/bhava', V('delhi'));
      return [
        ...bhavaBalaCheck('bhava', b.bhava.bhava_bala, D),
        ...(b.bhava.bhavas as Json[]).map((bh, i) =>
          ang(`whole-sign bhava ${i + 1}`, bh.cusp_deg, norm(Math.floor(D.asc / 30) * 30 + 30 * i)),
        ),
      ];
    },
  },
  'V POST /v1/doshas': {
    kind: 'value',
    against: `${SE}: Mars's house from the lagna, Moon and Venus (Manglik)`,
    run: async (ctx) =>
      doshasCheck(
        'doshas',
        (await vPost(ctx, '/v1/doshas', { ...V('delhi'), on: '2026-11-24' })).doshas,
        D,
      ),
  },
  'V GET /v1/ayanamsa': {
    kind: 'value',
    against: `${SE}: every ayanamsa at noon UT (mean, swe_get_ayanamsa_ex_ut with SEFLG_NONUT)`,
    run: async (ctx) =>
      ayanamsaCheck((await vGet(ctx, `/v1/ayanamsa?date=${fx.ayanamsas.date}`)).values),
  },
  'V POST /v1/time/convert': {
    kind: 'value',
    against: `${SE}: swe_utc_to_jd and swe_deltat`,
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/time/convert', fx.timeConvert.input);
      return [
        sec('jd_ut', b.jd_ut, fx.timeConvert.jdUtSeUt1),
        num('delta T (s)', b.delta_t_seconds, fx.timeConvert.deltaTSec, 0.1),
        sec('jd_tt', b.jd_tt, fx.timeConvert.jdUtSeUt1 + fx.timeConvert.deltaTSec / 86400),
      ];
    },
  },
  'V POST /v1/houses': {
    kind: 'value',
    against: `${SE}: ascendant, MC, Placidus, Sripati and equal cusps (swe_houses_ex2)`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            housesCheck(k, (await vPost(ctx, '/v1/houses', V(k))).houses, CHARTS[k]),
          ),
        )
      ).flat(),
  },
  'V POST /v1/ingress': {
    kind: 'value',
    against: `${SE}: Jupiter's sign ingresses by bisection`,
    run: async (ctx) => {
      const b = await vPost(ctx, '/v1/ingress', {
        graha: 'Jupiter',
        unit: 'sign',
        after: '2026-11-24',
        count: 3,
      });
      return fx.vIngress.flatMap((e, i) => [
        sec(`ingress ${i}`, b.ingresses[i]?.jd_ut, e.jdUt, tolFor(e.speedDegPerDay)),
        eq(`ingress ${i} entered`, b.ingresses[i]?.entered.index - 1, e.index0),
      ]);
    },
  },
  'V GET /v1/dasha/systems': {
    kind: 'non-compute',
    reason:
      'the catalogue of the 22 systems (names, sources, cycle lengths as the texts state them): no computed number',
  },
  'V GET /v1/verify/{id}': {
    kind: 'non-compute',
    reason:
      "answers whether a replay of a signed request matches (digests); the replayed route's numbers are checked by its own value check",
  },
  'V GET /v1/provenance': {
    kind: 'non-compute',
    reason: 'build, configuration and citations: no computed number',
  },
  'V GET /v1/substrate-cert': {
    kind: 'value',
    against:
      'Swiss Ephemeris golden vectors (src/engine/golden-vectors.ts): each within its stated tolerance',
    run: async (ctx) => {
      const b = (await vGet(ctx, '/v1/substrate-cert')).certification;
      return [
        eq('pass', b.pass, true),
        eq('vectors passed', b.passed, b.vectors),
        eq('vectors', b.vectors, GOLDEN_VECTORS.length),
        num(
          'worst error within its tolerance',
          b.worst.errorArcsec <= b.worst.toleranceArcsec ? 1 : 0,
          1,
          0,
        ),
      ];
    },
  },
  'V POST /v1/stream/ephemeris': {
    kind: 'value',
    against: `${SE}: the Sun and Moon at 0h UT of every day of 2026`,
    run: async (ctx) => {
      const rows = await ndjsonRows(
        await post(
          ctx,
          '/v1/stream/ephemeris',
          { from: fx.stream.from, to: fx.stream.to, step_days: 1, grahas: ['Sun', 'Moon'] },
          ctx.v,
        ),
        'stream',
      );
      const data = rows.slice(1);
      return [
        eq('rows', data.length, fx.stream.rows.length),
        ...fx.stream.rows.flatMap((r, i) => [
          sec(`row ${i} instant`, data[i]?.jd_ut, r.jdUt),
          ang(`row ${i} Sun`, data[i]?.grahas.Sun.longitude_deg, r.Sun),
          ang(`row ${i} Moon`, data[i]?.grahas.Moon.longitude_deg, r.Moon),
        ]),
      ];
    },
  },
  'V POST /v1/stream/dasha': {
    kind: 'value',
    against: `${RULE}: Vimsottari from the SE Moon, three levels in the window`,
    run: async (ctx) => {
      const w = fx.dashas.vStream;
      const rows = (
        await ndjsonRows(
          await post(
            ctx,
            '/v1/stream/dasha',
            { ...V('delhi'), depth: w.depth, from: w.from, to: w.to },
            ctx.v,
          ),
          'stream',
        )
      ).slice(1);
      const want = flatten(w.periods as FxPeriod[]);
      const tol = dashaTol(D.lon.Moon);
      return [
        eq('rows', rows.length, want.length),
        ...want.flatMap((p, i) => [
          eq(`row ${i} path`, rows[i]?.path.join('/'), p.path.join('/')),
          sec(`row ${i} start`, rows[i]?.start, p.startJdUt, tol),
          sec(`row ${i} end`, rows[i]?.end, p.endJdUt, tol),
        ]),
      ];
    },
  },
  'V POST /v1/keys/sandbox': { kind: 'non-compute', reason: 'issues a sandbox key' },
  'V POST /v1/keys': { kind: 'non-compute', reason: 'issues a live key' },

  // ---------------- Family T
  'T POST /api/chart': {
    kind: 'value',
    against: `${SE}: lagna, 9 grahas, ayanamsa, instant; PyJHora: varga signs; ${RULE}: Vimsottari`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) => {
            const b = await tPost(ctx, '/api/chart', {
              ...T(k),
              vargas: ['D9', 'D10', 'D60'],
              dashas: ['vimsottari'],
              dasha_depth: 2,
            });
            const c = CHARTS[k];
            return [
              instant(k, b.birth.jd_ut, c),
              ang(`${k} ayanamsa`, b.settings.ayanamsha_deg, c.ayanamsaDeg, 0.01),
              ...positions(k, c, b.lagna, b.grahas),
              ...['D9', 'D10', 'D60'].flatMap((id) => vargaCheck(k, b.vargas[id], c, k)),
              ...vimsottariOfChart(k, b.dashas.vimsottari, c),
            ];
          }),
        )
      ).flat(),
  },
  'T GET /api/panchang': {
    kind: 'value',
    against: `${SE}: sunrise, sunset, moonrise, moonset; the limbs' boundaries by bisection`,
    run: async (ctx) =>
      panchangDay('panchang', (await tGet(ctx, `/api/panchang?${placeQuery}`)).panchang, DAY0),
  },
  'T POST /api/dasha': {
    kind: 'value',
    against: 'Vimsottari (BPHS ch. 46) worked from the given Moon longitude: exact',
    run: async (ctx) => {
      const w = fx.dashas.tDasha;
      const b = await tPost(ctx, '/api/dasha', {
        moon_longitude_sidereal: w.moon,
        epoch: w.epoch,
        system: 'vimsottari',
        depth: w.depth,
        from: w.from,
        to: w.to,
      });
      return periods('vimsottari', b.dasha.periods, w.periods as FxPeriod[], 1);
    },
  },
  'T POST /api/varga': {
    kind: 'value',
    against: `${SE}: longitude in the varga; PyJHora 4.8.5: its signs`,
    run: async (ctx) =>
      (
        await Promise.all(
          ['D2', 'D3', 'D7', 'D9', 'D12', 'D30', 'D60'].map(async (id) =>
            vargaCheck(
              'delhi',
              (await tPost(ctx, '/api/varga', { ...T('delhi'), varga: id })).varga,
              D,
              'delhi',
            ),
          ),
        )
      ).flat(),
  },
  'T POST /api/varshaphal': {
    kind: 'value',
    against: `${SE}: the solar return and the annual chart; ${RULE}: muntha, the Mudda lord, the Patyayini order`,
    run: async (ctx) =>
      varshaphalCheck(
        'T varshaphal',
        (await tPost(ctx, '/api/varshaphal', { ...T('delhi'), years: fx.varshaphal.years }))
          .varshaphal,
      ),
  },
  'T POST /api/saham': {
    kind: 'value',
    against: `${RULE}: Table 74's 36 formulas, correction on the signs from B's to A's`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            sahams(`${k} saham`, CHARTS[k], (await tPost(ctx, '/api/saham', T(k))).sahams),
          ),
        )
      ).flat(),
  },
  'T GET /api/utsavas': {
    kind: 'value',
    against: `${SE}: the start and end of each festival's tithi`,
    run: async (ctx) => festivalsCheck((await tGet(ctx, '/api/utsavas?year=2026')).utsavas),
  },
  'T POST /api/rectify': {
    kind: 'value',
    against: `${SE}: each candidate's lagna and Moon at its grid instant`,
    run: async (ctx) => {
      const b = await tPost(ctx, '/api/rectify', {
        ...T('delhi'),
        window_minutes: 60,
        events: [
          { date: '2015-02-14', kind: 'marriage' },
          { date: '2018-09-01', kind: 'childbirth' },
        ],
      });
      const cands = b.result.candidates as Json[];
      return [
        num('candidates', cands.length > 0 ? 1 : 0, 1, 0),
        ...cands.flatMap((cand, i) => {
          const g = fx.rectifyGrid.reduce((best, x) =>
            Math.abs(x.jdUt - cand.jd_ut) < Math.abs(best.jdUt - cand.jd_ut) ? x : best,
          );
          return [
            sec(`candidate ${i} on the grid`, cand.jd_ut, g.jdUt),
            ang(`candidate ${i} lagna`, cand.lagna.longitude, g.lagna),
            ang(`candidate ${i} Moon`, cand.moon.longitude, g.moon),
          ];
        }),
      ];
    },
  },
  'T POST /api/sahaja': {
    kind: 'value',
    against: `${RULE}: the element proportions (lagna 3, Sun and Moon 2, the other five 1, by sign)`,
    run: async (ctx) => {
      const v = Object.fromEntries(
        ((await tPost(ctx, '/api/sahaja', T('delhi'))).vector as Json[]).map((p) => [
          p.name,
          p.value,
        ]),
      );
      return (['agni', 'prithvi', 'vayu', 'jala'] as const).map((t) =>
        num(t, v[t], D.tattva[t], 1e-12),
      );
    },
  },
  'T POST /api/yogas': {
    kind: 'value',
    against: `${SE}: the houses each yoga names for its grahas`,
    run: async (ctx) => yogasCheck('yogas', (await tPost(ctx, '/api/yogas', T('delhi'))).yogas, D),
  },
  'T POST /api/ashtakavarga': {
    kind: 'value',
    against: "PyJHora 4.8.5: the seven BAVs, the SAV and the lagna's BAV",
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            ashtakavargaCheck(k, (await tPost(ctx, '/api/ashtakavarga', T(k))).ashtakavarga, k),
          ),
        )
      ).flat(),
  },
  'T POST /api/shadbala': {
    kind: 'value',
    against: `${RULE}: uchcha and dig bala (arcs / 3), naisargika, kendradi`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            shadbalaCheck(k, (await tPost(ctx, '/api/shadbala', T(k))).shadbala, CHARTS[k]),
          ),
        )
      ).flat(),
  },
  'T POST /api/bhava-bala': {
    kind: 'value',
    against: `${RULE}: Sripati's bhava madhyas from the SE ascendant and MC`,
    run: async (ctx) =>
      bhavaBalaCheck('bhava bala', (await tPost(ctx, '/api/bhava-bala', T('delhi'))).bhava_bala, D),
  },
  'T POST /api/kp': {
    kind: 'value',
    against: `${SE}: grahas and Placidus cusps; ${RULE}: star, sub and sub-sub lords`,
    run: async (ctx) => kpCheck('kp', (await tPost(ctx, '/api/kp', T('delhi'))).kp, D),
  },
  'T POST /api/special-lagnas': {
    kind: 'value',
    against: `${RULE}: bhava, hora, ghati lagnas and pranapada from the sunrise, sree lagna, Bhrigu Bindu, indu lagna`,
    run: async (ctx) =>
      specialLagnasCheck(
        'special lagnas',
        (await tPost(ctx, '/api/special-lagnas', T('delhi'))).special_lagnas,
        D,
      ),
  },
  'T POST /api/upagrahas': {
    kind: 'value',
    against: `${RULE}: the Sun-based upagrahas`,
    run: async (ctx) =>
      upagrahasCheck('upagrahas', (await tPost(ctx, '/api/upagrahas', T('delhi'))).upagrahas, D),
  },
  'T POST /api/jaimini': {
    kind: 'value',
    against: `${RULE}: the padas of the signs with one lord; the atmakaraka (8 karakas) and its navamsa`,
    run: async (ctx) =>
      jaiminiCheck('jaimini', (await tPost(ctx, '/api/jaimini', T('delhi'))).jaimini, D),
  },
  'T POST /api/karakas': {
    kind: 'value',
    against: `${RULE}: degrees in the sign and the ranking (7 karakas)`,
    run: async (ctx) =>
      karakasCheck(
        'karakas',
        (await tPost(ctx, '/api/karakas', { ...T('delhi'), scheme: 7 })).karakas,
        D,
      ),
  },
  'T POST /api/doshas': {
    kind: 'value',
    against: `${SE}: Mars's house from the lagna, Moon and Venus (Manglik)`,
    run: async (ctx) =>
      doshasCheck(
        'doshas',
        (await tPost(ctx, '/api/doshas', { ...T('delhi'), on: '2026-11-24' })).doshas,
        D,
      ),
  },
  'T POST /api/houses': {
    kind: 'value',
    against: `${SE}: ascendant, MC, Placidus, Sripati and equal cusps (swe_houses_ex2)`,
    run: async (ctx) =>
      (
        await Promise.all(
          (['delhi', 'newyork'] as const).map(async (k) =>
            housesCheck(k, (await tPost(ctx, '/api/houses', T(k))).houses, CHARTS[k]),
          ),
        )
      ).flat(),
  },
  'T POST /api/planets': {
    kind: 'value',
    against: `${SE}: the nine grahas, sidereal and tropical, and the ayanamsa`,
    run: async (ctx) => {
      const b = await tPost(ctx, '/api/planets', fx.planetsAt.t);
      const g = byName(b.grahas);
      return [
        sec('jd_ut', b.jd_ut, fx.planetsAt.jdUt),
        ang('ayanamsa', b.ayanamsha.value_deg, fx.planetsAt.ayanamsaDeg, 0.01),
        ...GRAHAS.map((n) =>
          ang(`${n}`, g[n]?.longitude_deg, (fx.planetsAt.lon as Record<string, number>)[n]!),
        ),
        ...SEVEN.map((n) =>
          ang(
            `${n} tropical`,
            g[n]?.tropical_longitude_deg,
            (fx.planetsAt.tropical as Record<string, number>)[n]!,
          ),
        ),
      ];
    },
  },
  'T POST /api/transit': {
    kind: 'value',
    against: `${SE}: Jupiter's ingresses, stations and returns by bisection`,
    run: async (ctx) =>
      transitCheck(
        'Jupiter',
        (
          await tPost(ctx, '/api/transit', {
            graha: 'Jupiter',
            from: '2026-01-01',
            to: '2028-01-01',
            natal: CHARTS.delhi.input.t,
          })
        ).transit,
        fx.tTransit,
      ),
  },
  'T GET /api/muhurta': {
    kind: 'value',
    against: `${SE}: sunrise, sunset, next sunrise, previous sunset; the divisions worked from them (15 muhurtas, 8 parts, Rahu kalam by weekday)`,
    run: async (ctx) => muhurtaCheck((await tGet(ctx, `/api/muhurta?${placeQuery}`)).muhurta),
  },
  'T GET /api/rise-set': {
    kind: 'value',
    against: `${SE}: sunrise, sunset, moonrise, moonset, hindu and civil`,
    run: async (ctx) => riseSet('rise-set', await tGet(ctx, `/api/rise-set?${placeQuery}`), DAY0),
  },
  'T GET /api/ayanamsha': {
    kind: 'value',
    against: `${SE}: every ayanamsa at noon UT (mean)`,
    run: async (ctx) =>
      ayanamsaCheck((await tGet(ctx, `/api/ayanamsha?date=${fx.ayanamsas.date}`)).values),
  },
  'T POST /api/charts/bulk': {
    kind: 'value',
    against: `${SE}: lagna and 9 grahas of each birth`,
    run: async (ctx) => {
      const b = await tPost(ctx, '/api/charts/bulk', {
        births: [D.input.t, { ...MU.input.t, id: 'm' }],
      });
      return [
        ...positions('delhi', D, b.charts[0].lagna, b.charts[0].grahas),
        ...positions('mumbai', MU, b.charts[1].lagna, b.charts[1].grahas),
      ];
    },
  },
  'T POST /api/jobs': {
    kind: 'value',
    against: `${SE}: lagna and 9 grahas of each birth, read back from the job's NDJSON part`,
    run: async (ctx) => {
      const job = await tPost(ctx, '/api/jobs', {
        births: [
          { ...D.input.t, id: 'delhi' },
          { ...MU.input.t, id: 'mumbai' },
        ],
        formats: ['ndjson'],
      });
      const done = await jobDone(ctx, job.id as string);
      const rows: Json[] = [];
      for (const part of (done.parts as Json[]).filter((x) => x.format === 'ndjson')) {
        const res = await ctx.fetch((part.url as string).replace(/^https?:\/\/[^/]+/, ''));
        rows.push(
          ...(await res.text())
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as Json),
        );
      }
      const row = (id: string) => rows.find((r) => r.id === id) ?? {};
      return [
        eq('job state', done.state, 'done'),
        ...positions('delhi', D, row('delhi').lagna, row('delhi').grahas),
        ...positions('mumbai', MU, row('mumbai').lagna, row('mumbai').grahas),
      ];
    },
  },
  'T GET /api/jobs': { kind: 'non-compute', reason: "lists the owner's jobs and their states" },
  'T GET /api/jobs/{id}': {
    kind: 'non-compute',
    reason: "a job's state and part links; its rows are value-checked through T POST /api/jobs",
  },
  'T DELETE /api/jobs/{id}': {
    kind: 'non-compute',
    reason: 'cancels a job and erases its inputs and parts',
  },
  'T GET /api/jobs/{id}/parts/{name}': {
    kind: 'non-compute',
    reason:
      'serves a part by its signed link; the rows it holds are value-checked through T POST /api/jobs',
  },
  'T POST /api/jobs/{id}/cancel': {
    kind: 'non-compute',
    reason:
      'cancels a job, keeping the parts written so far and giving back the units not computed',
  },
  'T GET /api/jobs/{id}/download/{format}': {
    kind: 'non-compute',
    reason:
      "serves a format's parts merged, by a signed link; the rows it holds are value-checked through T POST /api/jobs",
  },
  'T POST /api/charts': {
    kind: 'value',
    against: `${SE}: the saved chart's lagna and 9 grahas`,
    run: async (ctx) => {
      const b = await tPost(ctx, '/api/charts', {
        birth: NY.input.t,
        ayanamsha: 'raman',
        name: 'values',
        vargas: ['D1'],
      });
      return [
        instant('newyork', b.chart.birth.jd_ut, NY),
        ...positions('newyork', NY, b.chart.lagna, b.chart.grahas),
      ];
    },
  },
  'T GET /api/charts': {
    kind: 'non-compute',
    reason: "lists the owner's saved charts (names and births as stored): no computed number",
  },
  'T GET /api/charts/{id}': {
    kind: 'value',
    against: `${SE}: the recomputed chart's lagna and 9 grahas`,
    run: async (ctx) => {
      const saved = await tPost(ctx, '/api/charts', { birth: D.input.t, name: 'values-get' });
      const b = await tGet(ctx, `/api/charts/${saved.id}`);
      return [
        instant('delhi', b.chart.birth.jd_ut, D),
        ...positions('delhi', D, b.chart.lagna, b.chart.grahas),
      ];
    },
  },
  'T DELETE /api/charts/{id}': { kind: 'non-compute', reason: 'erases a saved chart' },
  'T POST /api/webhooks': { kind: 'non-compute', reason: 'registers a webhook' },
  'T GET /api/webhooks': { kind: 'non-compute', reason: 'lists webhooks' },
  'T GET /api/webhooks/{id}': { kind: 'non-compute', reason: 'reads a webhook' },
  'T DELETE /api/webhooks/{id}': { kind: 'non-compute', reason: 'deletes a webhook' },
  'T GET /api/webhooks/{id}/deliveries': { kind: 'non-compute', reason: 'a delivery log' },
  'T POST /api/keys': { kind: 'non-compute', reason: 'issues a key' },
  'T GET /api/keys': { kind: 'non-compute', reason: 'lists keys' },
  'T DELETE /api/keys/{id}': { kind: 'non-compute', reason: 'revokes a key' },
  'T POST /api/keys/{id}/rotate': { kind: 'non-compute', reason: 'replaces a key' },
  'T GET /api/usage': { kind: 'non-compute', reason: "the key's call counts" },
  'T GET /api/attribution': { kind: 'non-compute', reason: 'fixed attribution text' },
  'T POST /api/admin/keys/{id}/tier': { kind: 'non-compute', reason: 'operator: sets a tier' },
};

// ------------------------------------------------------------------------------------------
// checks used by both families
function ayanamsaCheck(values: Json[]): Comparison[] {
  const want = fx.ayanamsas.values as Record<string, number>;
  const got = Object.fromEntries(values.map((v) => [v.name, v.value_deg]));
  return Object.entries(want).map(([n, w]) => ang(`ayanamsa ${n}`, got[n], w, 0.01));
}
function festivalsCheck(utsavas: Json[]): Comparison[] {
  const tithis = fx.yearTithis as Limb[];
  const withTithi = utsavas.filter((u) => u.tithi && u.tithi.start);
  const out: Comparison[] = [num('festivals with a tithi', withTithi.length > 20 ? 1 : 0, 1, 0)];
  for (const u of withTithi) {
    const startJd = u.tithi.start.jdUt as number;
    const entering = tithis
      .filter((b) => b.index0 === u.tithi.index0)
      .sort((a, b) => Math.abs(a.jdUt - startJd) - Math.abs(b.jdUt - startJd))[0];
    const next = entering ? tithis.find((b) => b.jdUt > entering.jdUt + 1e-6) : undefined;
    out.push(eq(`${u.uid} tithi found`, entering !== undefined && next !== undefined, true));
    if (entering && next)
      out.push(
        sec(`${u.uid} tithi start`, startJd, entering.jdUt, tolFor(12.2)),
        sec(`${u.uid} tithi end`, u.tithi.end.jdUt, next.jdUt, tolFor(12.2)),
      );
  }
  return out;
}
/** Rahu kalam's eighth of the day by weekday, Sunday first (the almanacs' table). */
const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];
function muhurtaCheck(m: Json): Comparison[] {
  const d = DAY0;
  const rise = d.hindu.sunrise!,
    set = d.hindu.sunset!,
    next = d.nextSunrise!;
  const weekday = new Date(`${d.date}T00:00:00Z`).getUTCDay(); // civil weekday of the date, Sunday 0
  const part = RAHU_KALAM_PART[weekday]!;
  return [
    sec('sunrise', m.sunrise.jd_ut, rise),
    sec('sunset', m.sunset.jd_ut, set),
    sec('next sunrise', m.next_sunrise.jd_ut, next),
    sec('previous sunset', m.previous_sunset.jd_ut, d.previousSunset!),
    ...(m.muhurtas.day as Json[]).flatMap((x, i) => [
      sec(`day muhurta ${i + 1} start`, x.start.jd_ut, rise + (i * (set - rise)) / 15),
    ]),
    ...(m.muhurtas.night as Json[]).flatMap((x, i) => [
      sec(`night muhurta ${i + 1} start`, x.start.jd_ut, set + (i * (next - set)) / 15),
    ]),
    sec('rahu kalam start', m.rahu_kalam.start.jd_ut, rise + ((part - 1) * (set - rise)) / 8),
    sec('rahu kalam end', m.rahu_kalam.end.jd_ut, rise + (part * (set - rise)) / 8),
  ];
}

/** The outcome of one value check: its comparisons and those outside tolerance. */
export interface CheckOutcome {
  op: string;
  against: string;
  compared: number;
  failures: string[];
  worstShare: number;
}
export async function runCheck(op: string, check: ValueCheck, ctx: Ctx): Promise<CheckOutcome> {
  const comparisons = await check.run(ctx);
  const failures: string[] = [];
  let worstShare = 0;
  for (const c of comparisons) {
    const d = differenceOf(c);
    if (d !== null && c.tol > 0) worstShare = Math.max(worstShare, d / c.tol);
    if (d === null ? JSON.stringify(c.got) !== JSON.stringify(c.want) : !(d <= c.tol)) {
      failures.push(
        `${c.what}: got ${JSON.stringify(c.got)}, want ${JSON.stringify(c.want)}${d !== null ? ` (off ${d.toPrecision(3)}${c.unit}, tolerance ${c.tol}${c.unit})` : ''}`,
      );
    }
  }
  return { op, against: check.against, compared: comparisons.length, failures, worstShare };
}
