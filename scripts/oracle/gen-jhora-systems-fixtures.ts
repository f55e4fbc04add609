/**
 * Writes the PyJHora oracle fixtures of the dasha systems added for issue 34 and of the Tajaka annual
 * chart: test/fixtures/oracle/jhora-dashas.json and test/fixtures/oracle/jhora-varshaphal.json.
 *
 * Births: seeded (default seed 3434), three groups of equal size, each birth with a random number of
 * completed years (1-90) for its annual chart:
 *   edge    years 1900-1930 or 2070-2099, |latitude| 50-66 degrees (both hemispheres), a fractional zone
 *           offset (-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75);
 *   spread  the kit's rules (1900-2099, |latitude| <= 66, the zone nearest the longitude);
 *   cusp    as spread, then moved to a few minutes (1-10, either side) from a sign change of the lagna
 *           (half of them) or of the Moon (the other half), found with the engine's positions; the
 *           oracle's own positions then decide the sign.
 * Each birth goes through scripts/oracle/pyjhora_dashas2.py (PyJHora's own functions). Nothing here
 * computes an expected value: lords, years and starts are copied from the oracle's answer; the fixture
 * stores a maha's start only where it does not follow from the previous start and years (checked here).
 *
 * Usage: node scripts/run-ts.mjs scripts/oracle/gen-jhora-systems-fixtures.ts [--seed 3434] [--count 300]
 * (ORACLE_JOBS=2 for two oracle processes; see scripts/oracle/lib.ts for the other variables).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildPositions } from '../../src/engine/chart/basis';
import { seededRandom } from '../lib/seeded-random';
import { drawBirths, provenance, runOracle, type OracleBirth } from './lib';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SEED = arg('seed', 3434);
const COUNT = arg('count', 300);
const OUT = 'test/fixtures/oracle';
const DRIVER = 'pyjhora_dashas2.py' as const;

type Birth = OracleBirth & { varsha_years: number; group: 'edge' | 'spread' | 'cusp' };
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const ODD_ZONES = [-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75];

/** JD UT of a local civil date and clock time at a fixed offset. */
function jdOf(b: OracleBirth): number {
  const [y, m, d] = b.date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = b.time.split(':').map(Number) as [number, number, number];
  const a = Math.floor((14 - m) / 12),
    yy = y + 4800 - a,
    mo = m + 12 * a - 3;
  const jdn =
    d +
    Math.floor((153 * mo + 2) / 5) +
    365 * yy +
    Math.floor(yy / 4) -
    Math.floor(yy / 100) +
    Math.floor(yy / 400) -
    32045;
  return jdn - 0.5 + (hh + mm / 60 + ss / 3600 - b.tz) / 24;
}
/** Local civil date and clock (to the second) of a JD UT at a fixed offset. */
function civilOf(jdUt: number, tz: number): { date: string; time: string } {
  const t = Math.round((jdUt + tz / 24 + 0.5) * 86400);
  const days = Math.floor(t / 86400);
  let secs = t - days * 86400;
  let a = days + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  a -= Math.floor((146097 * b) / 4);
  const c = Math.floor((4 * a + 3) / 1461);
  const dd = a - Math.floor((1461 * c) / 4);
  const m = Math.floor((5 * dd + 2) / 153);
  const day = dd - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  const year = 100 * b + c - 4800 + Math.floor(m / 10);
  const hh = Math.floor(secs / 3600);
  secs -= hh * 3600;
  const mi = Math.floor(secs / 60);
  secs -= mi * 60;
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    time: `${pad(hh)}:${pad(mi)}:${pad(secs)}`,
  };
}

function draw(seed: number, count: number): Birth[] {
  const rnd = seededRandom(seed);
  const third = Math.ceil(count / 3);
  const out: Birth[] = [];
  const years = () => 1 + Math.floor(rnd() * 90);
  // edge: old and far-future years, high latitudes, fractional zones
  const edge = drawBirths(seed + 1, third);
  for (const b of edge) {
    const y = rnd() < 0.5 ? 1900 + Math.floor(rnd() * 31) : 2070 + Math.floor(rnd() * 30);
    const lat = Math.round((50 + rnd() * 16) * (rnd() < 0.5 ? -1 : 1) * 1e4) / 1e4;
    const tz = ODD_ZONES[Math.floor(rnd() * ODD_ZONES.length)]!;
    const lon = Math.round((tz * 15 + (rnd() - 0.5) * 20) * 1e4) / 1e4;
    const date = `${pad(y, 4)}${b.date.slice(4)}`.replace(/-02-29$/, '-02-28');
    out.push({ ...b, date, lat, lon, tz, varsha_years: years(), group: 'edge' });
  }
  for (const b of drawBirths(seed + 2, third))
    out.push({ ...b, varsha_years: years(), group: 'spread' });
  // cusp: a few minutes from a sign change of the lagna or the Moon
  for (const [i, b] of drawBirths(seed + 3, count - 2 * third).entries()) {
    const jd0 = jdOf(b);
    const body = i % 2 === 0 ? 'lagna' : 'moon';
    const lonAt = (jd: number) => {
      const p = buildPositions(jd, b.lat, b.lon, b.tz, {
        ayanamsa:
          b.ayanamsa === 'KP' ? 'krishnamurti' : b.ayanamsa === 'RAMAN' ? 'raman' : 'lahiri',
        nodeMode: b.nodes,
      });
      return body === 'lagna' ? p.ascendantDeg : p.grahas[1]!.lonDeg;
    };
    // the next sign change after jd0 (lagna within a day, the Moon within 3 days), by stepping and bisection
    const step = body === 'lagna' ? 1 / 96 : 1 / 8;
    let a = jd0;
    const sa = Math.floor(lonAt(a) / 30);
    let bb = a + step;
    while (Math.floor(lonAt(bb) / 30) === sa) {
      a = bb;
      bb += step;
    }
    for (let k = 0; k < 40; k++) {
      const mid = (a + bb) / 2;
      if (Math.floor(lonAt(mid) / 30) === sa) a = mid;
      else bb = mid;
    }
    const offsetMin = (1 + rnd() * 9) * (rnd() < 0.5 ? -1 : 1);
    const c = civilOf(bb + offsetMin / 1440, b.tz);
    out.push({ ...b, ...c, varsha_years: years(), group: 'cusp' });
  }
  return out;
}

type Lord = number | string | number[];
interface Sys {
  maha?: [Lord, number, number | null][];
  antar?: [Lord, Lord, number, number | null][];
  extra?: unknown;
  error?: string;
}
interface Doc {
  error?: string;
  jd_ut: number;
  tz: number;
  year_days: number;
  asc: number;
  lon: number[];
  retro: number[];
  sun_times: number[];
  tithi: number[];
  yoga: number[];
  karana: number[];
  hora_lagna: unknown;
  varnada_lagna: unknown;
  d9m4: unknown;
  karakas: unknown;
  brahma: unknown;
  dashas: Record<string, Sys>;
  varsha: Record<string, unknown> & { mudda: Sys; patyayini: Sys };
}

const r9 = (x: number) => Math.round(x * 1e9) / 1e9;
const r7 = (x: number) => Math.round(x * 1e7) / 1e7;
/**
 * A system's answer, compact: the first maha's start (days after birth), the maha lords and years (to
 * 1e-7 year, 3 s); `ms` holds a maha start (days after birth) where it does not follow from the previous
 * start + years x year_days (within 2 s), else null. Antardashas of the first two mahas: their lords per
 * maha, their years per maha (null where the maha is split equally), and `as` likewise. PyJHora rows
 * without years get them from the starts.
 */
function compact(
  s: Sys,
  birthJd: number,
  yearDays: number,
  unitDays = yearDays,
): Record<string, unknown> {
  if (s.error || !s.maha) return { error: s.error ?? 'no rows' };
  if (s.maha.length === 0) return { m: [] };
  const rows = s.maha.map(
    ([l, st, y], i, all) =>
      [l, st, y ?? (i + 1 < all.length ? (all[i + 1]![1] - st) / unitDays : null)] as const,
  );
  const follows = (prevSt: number, prevY: number | null, st: number) =>
    prevY !== null && Math.abs(prevSt + prevY * unitDays - st) * 86400 < 2;
  const ms = rows.map(([, st], i) =>
    i > 0 && follows(rows[i - 1]![1], rows[i - 1]![2], st) ? null : r9(st - birthJd),
  );
  const groups: { lords: Lord[]; years: (number | null)[]; starts: number[] }[] = [];
  const antar = s.antar ?? [];
  antar.forEach(([ml, al, st, y], i) => {
    const next = antar[i + 1];
    const yy =
      y ??
      (next && JSON.stringify(next[0]) === JSON.stringify(ml) ? (next[2] - st) / unitDays : null);
    if (i === 0 || JSON.stringify(antar[i - 1]![0]) !== JSON.stringify(ml))
      groups.push({ lords: [], years: [], starts: [] });
    const g = groups[groups.length - 1]!;
    g.lords.push(al);
    g.years.push(yy);
    g.starts.push(st);
  });
  const a = groups.map((g) => g.lords);
  const ay = groups.map((g) => {
    const ys = g.years.filter((x): x is number => x !== null);
    const eq = ys.length === g.years.length && ys.every((x) => Math.abs(x - ys[0]!) < 1e-9);
    return eq ? null : g.years.map((x) => (x === null ? null : r7(x)));
  });
  const as = groups.map((g) =>
    g.starts.map((st, i) =>
      i > 0 && follows(g.starts[i - 1]!, g.years[i - 1]!, st) ? null : r9(st - birthJd),
    ),
  );
  const msOut = ms.slice(1).every((x) => x === null) ? undefined : ms;
  return {
    start: r9(rows[0]![1] - birthJd),
    m: rows.map((r) => r[0]),
    y: rows.map((r) => (r[2] === null ? null : r7(r[2]))),
    ...(msOut ? { ms: msOut } : {}),
    a,
    ay,
    as: as.map((x) => (x.slice(1).every((v) => v === null) ? x[0] : x)),
    ...(s.extra !== undefined ? { extra: s.extra } : {}),
  };
}

const births = draw(SEED, COUNT);
const docs = await runOracle<Doc>(births, DRIVER);
const ok = births.map((b, i) => ({ b, d: docs[i]! })).filter((x) => !x.d.error);
const prov = provenance(
  SEED,
  `draw(${SEED}, ${COUNT}) in scripts/oracle/gen-jhora-systems-fixtures.ts: edge/spread/cusp groups (see its header), LAHIRI/RAMAN/KP, mean/true nodes, sidereal dasha year`,
  [DRIVER],
);
mkdirSync(OUT, { recursive: true });

/** Entries PyJHora computes with the same code as another (checked on every chart here, then left out). */
const SAME_AS: Record<string, string> = { padhanadhamsa_3: 'padhanadhamsa_2' };
/** Entries left out: PyJHora's default Chara Paryaya reads the D6 chart; the rasi chart's (paryaaya_d1) is compared. */
const LEFT_OUT = ['paryaaya'];
/** Mahas kept per entry (the rest repeat the cycle). */
const KEEP: Record<string, number> = { sudarshana: 12, rashmi: 14, kaala: 18 };
for (const { d } of ok) {
  for (const [k, ref] of Object.entries(SAME_AS)) {
    const a = d.dashas[k]!,
      b = d.dashas[ref]!;
    const n = Math.min(a.maha?.length ?? 0, b.maha?.length ?? 0);
    const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
    const close = (x: number | null, y: number | null) =>
      x === y || (x !== null && y !== null && Math.abs(x - y) < 1e-6);
    const ok1 =
      n >= 12 &&
      a
        .maha!.slice(0, n)
        .every((r, i) => same(r[0], b.maha![i]![0]) && close(r[2], b.maha![i]![2]));
    const ok2 =
      same(
        a.antar?.map((r) => [r[0], r[1]]),
        b.antar?.map((r) => [r[0], r[1]]),
      ) && (a.antar ?? []).every((r, i) => close(r[3], b.antar![i]![3]));
    if (!ok1 || !ok2) throw new Error(`${k} differs from ${ref}: keep it in the fixture`);
  }
}
const charts = ok.map(({ b, d }) => {
  const { group, varsha_years: _v, ...input } = b;
  const dashas = Object.fromEntries(
    Object.entries(d.dashas)
      .filter(([k]) => !(k in SAME_AS) && !LEFT_OUT.includes(k))
      .map(([k, s]) => {
        const trimmed = s.maha && KEEP[k] ? { ...s, maha: s.maha.slice(0, KEEP[k]) } : s;
        return [
          k,
          compact(trimmed, d.jd_ut, d.year_days, k === 'sudarshana' ? 365.24219 : d.year_days),
        ];
      }),
  );
  return {
    group,
    input,
    jd_ut: d.jd_ut,
    asc: d.asc,
    lon: d.lon,
    retro: d.retro,
    sun_times: d.sun_times,
    tithi: d.tithi,
    yoga: d.yoga,
    karana: d.karana,
    hora_lagna: d.hora_lagna,
    varnada_lagna: d.varnada_lagna,
    d9m4: d.d9m4,
    karakas: d.karakas,
    brahma: d.brahma,
    dashas,
  };
});
const varsha = ok.map(({ b, d }) => {
  const { group, varsha_years: _v, ...input } = b;
  const { mudda, patyayini, ...rest } = d.varsha;
  return {
    group,
    input,
    natal: { jd_ut: d.jd_ut, asc: d.asc, lon: d.lon },
    varsha: {
      ...rest,
      mudda: compact(mudda, d.varsha.jd_ut as number, 1, 1),
      patyayini: compact(patyayini, d.varsha.jd_ut as number, d.year_days, d.year_days),
    },
  };
});

function write(file: string, head: Record<string, unknown>, rows: unknown[]): void {
  const h = JSON.stringify(
    { generator: 'scripts/oracle/gen-jhora-systems-fixtures.ts', provenance: prov, ...head },
    null,
    1,
  ).replace(/\n}$/, '');
  writeFileSync(
    `${OUT}/${file}`,
    `${h},\n "charts": [\n${rows.map((c) => '  ' + JSON.stringify(c)).join(',\n')}\n ]\n}\n`,
  );
  console.log(`${OUT}/${file}: ${rows.length} charts`);
}
write(
  'jhora-dashas.json',
  {
    year_days: ok[0]!.d.year_days,
    same_as: Object.fromEntries(
      Object.entries(SAME_AS).map(([k, v]) => [
        k,
        `equal to ${v} on every chart (the lords and years of at least 12 mahas and of the first two mahas' antardashas); left out`,
      ]),
    ),
    left_out: {
      paryaaya:
        "PyJHora's default Chara Paryaya reads the D6 chart (divisional_chart_factor=6); paryaaya_d1 is the rasi chart's",
    },
    format: {
      input:
        'the birth as sent to the oracle (local civil date and clock time, tz hours east of UTC)',
      group: 'edge | spread | cusp (the draw rules in the generator header)',
      'jd_ut, asc, lon':
        "the oracle's birth instant and its sidereal ascendant and Sun..Ketu longitudes (geometric, degrees)",
      retro: 'Sun..Saturn retrograde at birth (graha ids)',
      sun_times:
        'drik.sunset(jd-1), sunrise(jd), sunset(jd), sunrise(jd+1): local clock hours of the birth date',
      'tithi, yoga, karana':
        "PyJHora's [index, start hours, end hours] at birth (local clock of the birth date)",
      hora_lagna: "drik.hora_lagna's sign",
      varnada_lagna: "charts.varnada_lagna's sign",
      d9m4: 'navamsa signs (chart_method 4) of Ascendant, Sun..Ketu',
      karakas: 'house.chara_karakas: Sun..Rahu ids from Atmakaraka to Darakaraka',
      brahma: 'house.brahma',
      dashas:
        '{ <PyJHora module, variant>: { start: first maha start, days after birth; m: maha lords; y: their years; ms: maha starts (days after birth), null where start = previous start + years x year_days (absent when all follow); a: antardasha lords of the first two mahas; ay: their years (null: an equal split); as: their starts likewise (a number: only the first) } | { error } }; lords: graha 0-8 (Sun..Ketu), sign 0-11, "L" = lagna, [l, m, s] for Sudarshana',
    },
  },
  charts,
);
write(
  'jhora-varshaphal.json',
  {
    year_days: ok[0]!.d.year_days,
    format: {
      input: 'the birth as sent to the oracle',
      natal:
        "the oracle's birth instant (JD UT) and natal sidereal ascendant and Sun..Ketu longitudes (geometric)",
      'varsha.years_completed': 'the annual chart asked for (PyJHora years = n + 1)',
      'varsha.jd_ut, asc, lon, retro, speeds':
        'drik.next_solar_date (the solar return, JD UT) and the annual chart there (positions, retrograde ids, longitude speeds deg/day)',
      muntha_pyjhora:
        'tajaka.muntha_house(annual ascendant sign, n) as _get_lord_candidates reads it',
      lord_of_year:
        'tajaka.lord_of_the_year(jd, place, n) (reads the chart at birth + n sidereal years, lord_chart_jd_ut)',
      lord_candidates:
        "tajaka._get_lord_candidates for that chart (strings are PyJHora's own: house owners returned as str)",
      yogas: 'tajaka_yoga functions on the annual chart (PyJHora ids; errors kept)',
      mudda:
        'mudda.varsha_vimsottari_dhasa_bhukthi(jd, place, n): start in days after the solar return, m/a years in days',
      patyayini:
        'patyayini.get_dhasa_bhukthi(solar return): start days after the return, durations in years of year_days',
    },
  },
  varsha,
);
console.log(`${births.length} births drawn, ${births.length - ok.length} without an oracle answer`);
