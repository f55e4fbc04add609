/**
 * Writes test/fixtures/route-values-oracle.json: the numbers the Family V and T compute routes must
 * answer, computed without the engine, for the route value checks (test/routes/values/):
 *
 * - Swiss Ephemeris 2.10.03 (the ephem-oracle's sweph binding reading the DE431 files): apparent
 *   sidereal and tropical positions and speeds, ayanamsas, ascendant, MC and house cusps
 *   (swe_houses_ex2), Delta T and UTC -> JD (swe_utc_to_jd), sunrise, sunset, moonrise and moonset
 *   (swe_rise_trans, slow method), and event instants found by bisection to 1e-9 day on SE's own
 *   longitudes and speeds (tithi, nakshatra, yoga and karana boundaries, ingresses, stations, returns,
 *   new and full moons);
 * - rules worked from their texts on those SE numbers, written out here independently of the engine
 *   (Vimsottari periods, KP lords, saham formulas, chara karakas, uchcha and dig bala, Sripati bhava
 *   madhyas, the elements of the signs, sacred369's stated formulas);
 * - the PyJHora oracle (scripts/oracle/lib.ts, cached) for varga signs, ashtakavarga and the
 *   ashtakoota kootas, where the kit's CONVENTIONS.md calls it reliable.
 *
 * Instants are JD UT from the civil time and its UTC offset (UTC taken as UT1, as the engine does);
 * swe_utc_to_jd's UT1 is kept apart for the time-conversion route. Deterministic: re-running gives
 * the same file.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-route-value-fixtures.ts
 * Environment: EPHEM_ORACLE (the ephem-oracle's oracle.mjs; default ../shared/tools/ephem-oracle/
 * oracle.mjs beside the repository, with its npm ci done), EPHE_PATH (default ../../ephe from it),
 * ORACLE_CACHE / PYJHORA_KIT as for scripts/oracle/lib.ts.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { provenance, runOracle, type OracleBirth } from './oracle/lib';
import { bisect } from './lib/bisect';

const ORACLE = resolve(
  process.env['EPHEM_ORACLE'] ?? resolve('..', 'shared', 'tools', 'ephem-oracle', 'oracle.mjs'),
);
const EPHE = resolve(process.env['EPHE_PATH'] ?? resolve('..', 'shared', 'ephe'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sweph native module ships no types
const sweph: any = createRequire(ORACLE)('sweph');
const C = sweph.constants;
sweph.set_ephe_path(EPHE);

// ------------------------------------------------------------------------------------------
// Swiss Ephemeris helpers
type Graha = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';
const GRAHAS: Graha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
];
const IPL: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, number> = {
  Sun: C.SE_SUN,
  Moon: C.SE_MOON,
  Mars: C.SE_MARS,
  Mercury: C.SE_MERCURY,
  Jupiter: C.SE_JUPITER,
  Venus: C.SE_VENUS,
  Saturn: C.SE_SATURN,
};
const SIDM: Record<string, number> = {
  lahiri: C.SE_SIDM_LAHIRI,
  raman: C.SE_SIDM_RAMAN,
  krishnamurti: C.SE_SIDM_KRISHNAMURTI,
  yukteshwar: C.SE_SIDM_YUKTESHWAR,
  'surya-siddhanta': C.SE_SIDM_SURYASIDDHANTA,
  true_chitra: C.SE_SIDM_TRUE_CITRA,
  true_pushya: C.SE_SIDM_TRUE_PUSHYA,
  fagan_bradley: C.SE_SIDM_FAGAN_BRADLEY,
};
const norm = (x: number) => ((x % 360) + 360) % 360;
const signed = (x: number) => {
  const d = norm(x);
  return d >= 180 ? d - 360 : d;
};
const r9 = (x: number) => Math.round(x * 1e9) / 1e9;

function setAyanamsa(name: string) {
  sweph.set_sid_mode(SIDM[name], 0, 0);
}
/** sidereal apparent longitude and speed (SE's traditional sidereal method), mean node */
function sid(graha: Graha, jdUt: number, ayanamsa = 'lahiri'): [number, number, number] {
  setAyanamsa(ayanamsa);
  const ipl = graha === 'Rahu' || graha === 'Ketu' ? C.SE_MEAN_NODE : IPL[graha];
  const r = sweph.calc_ut(jdUt, ipl, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED);
  if (r.flag < 0) throw new Error(r.error);
  return [
    graha === 'Ketu' ? norm(r.data[0] + 180) : r.data[0],
    r.data[3],
    graha === 'Ketu' ? -r.data[1] : r.data[1],
  ];
}
function trop(graha: Graha, jdUt: number): number {
  const ipl = graha === 'Rahu' || graha === 'Ketu' ? C.SE_MEAN_NODE : IPL[graha];
  const r = sweph.calc_ut(jdUt, ipl, C.SEFLG_SWIEPH | C.SEFLG_SPEED);
  return graha === 'Ketu' ? norm(r.data[0] + 180) : r.data[0];
}
function ayanamsaMean(jdUt: number, name: string): number {
  setAyanamsa(name);
  return sweph.get_ayanamsa_ex_ut(jdUt, C.SEFLG_SWIEPH | C.SEFLG_NONUT).data;
}
function houses(
  jdUt: number,
  lat: number,
  lon: number,
  ayanamsa: string,
  hsys: string,
): { cusps: number[]; asc: number; mc: number } {
  setAyanamsa(ayanamsa);
  const r = sweph.houses_ex2(jdUt, C.SEFLG_SIDEREAL, lat, lon, hsys);
  return { cusps: r.data.houses.slice(0, 12), asc: r.data.points[0], mc: r.data.points[1] };
}
const deltaTSec = (jdUt: number) => sweph.deltat_ex(jdUt, C.SEFLG_SWIEPH).data * 86400;

/** every crossing of angle(t) through a multiple of unitDeg in [from, to], scanned in `step` days */
function crossings(
  angle: (t: number) => number,
  unitDeg: number,
  from: number,
  to: number,
  step: number,
): { jdUt: number; index0: number; direct: boolean }[] {
  const out: { jdUt: number; index0: number; direct: boolean }[] = [];
  let t = from;
  let a = angle(t);
  while (t < to) {
    const t2 = Math.min(to, t + step);
    const a2 = angle(t2);
    const k1 = Math.floor(a / unitDeg),
      k2 = Math.floor(a2 / unitDeg);
    if (k1 !== k2) {
      const forward = signed(a2 - a) > 0;
      const boundary = (forward ? k2 : k1) * unitDeg;
      const jd = bisect((x) => signed(angle(x) - boundary), t, t2);
      out.push({
        jdUt: r9(jd),
        index0: ((forward ? k2 : k1 - 1) + Math.round(360 / unitDeg)) % Math.round(360 / unitDeg),
        direct: forward,
      });
    }
    t = t2;
    a = a2;
  }
  return out;
}
/** every instant angle(t) passes `target` (either way) in [from, to], scanned in 1-day steps */
function returns(
  angle: (t: number) => number,
  target: number,
  from: number,
  to: number,
): { jdUt: number; index0: number; direct: boolean }[] {
  const out: { jdUt: number; index0: number; direct: boolean }[] = [];
  const g = (t: number) => signed(angle(t) - target);
  let t = from,
    a = g(t);
  while (t < to) {
    const t2 = Math.min(to, t + 1);
    const a2 = g(t2);
    if (a >= 0 !== a2 >= 0 && Math.abs(a2 - a) < 90)
      out.push({ jdUt: r9(bisect(g, t, t2)), index0: 0, direct: a2 > a });
    t = t2;
    a = a2;
  }
  return out;
}
/** rise or set of the Sun or Moon, first after startJdUt (slow method); null when none in a day */
function riseTrans(
  body: 'Sun' | 'Moon',
  event: 'rise' | 'set',
  startJdUt: number,
  conv: 'hindu' | 'civil',
  lat: number,
  lon: number,
): number | null {
  const rsmi =
    (event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) |
    (conv === 'hindu' ? C.SE_BIT_HINDU_RISING : 0) |
    C.SE_BIT_FORCE_SLOW_METHOD;
  const r = sweph.rise_trans(
    startJdUt,
    body === 'Sun' ? C.SE_SUN : C.SE_MOON,
    null,
    C.SEFLG_SWIEPH,
    rsmi,
    [lon, lat, 0],
    1013.25,
    15,
  );
  if (r.flag === -2) return null;
  if (r.flag < 0) throw new Error(r.error);
  return r.data < startJdUt + 1 ? r9(r.data) : null;
}

// ------------------------------------------------------------------------------------------
// calendar
function jdFromCivil(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  offsetH: number,
): number {
  let Y = y,
    M = mo;
  if (M <= 2) {
    Y -= 1;
    M += 12;
  }
  const A = Math.floor(Y / 100);
  const B = 2 - A + Math.floor(A / 4);
  return (
    Math.floor(365.25 * (Y + 4716)) +
    Math.floor(30.6001 * (M + 1)) +
    d +
    B -
    1524.5 +
    (h + mi / 60 + s / 3600 - offsetH) / 24
  );
}
/** SE's UT1 for the UTC instant jdUt names (swe_utc_to_jd, leap seconds and Delta T honoured) */
function seUt1(jdUt: number) {
  const r = sweph.revjul(jdUt + 1e-9, C.SE_GREG_CAL);
  const totalS = Math.round(r.hour * 3600 * 1000) / 1000;
  const hh = Math.floor(totalS / 3600),
    mm = Math.floor((totalS - 3600 * hh) / 60),
    ss = totalS - 3600 * hh - 60 * mm;
  return sweph.utc_to_jd(r.year, r.month, r.day, hh, mm, ss, C.SE_GREG_CAL);
}
const dayJd = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return jdFromCivil(y, m, d, 0, 0, 0, 0);
};

// ------------------------------------------------------------------------------------------
// rules worked from the texts
const NAK = 360 / 27;
const VIM_ORDER: Graha[] = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
];
const VIM_YEARS: Record<string, number> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};
const YEAR_DAYS = 365.25; // the engine configuration's dasha year (docs: dashaYearDays)
interface Period {
  lord: string;
  startJdUt: number;
  endJdUt: number;
  periods?: Period[];
}
/** Vimsottari (BPHS ch. 46): the birth star's lord runs first, the elapsed part of the star elapsed of it. */
function vimsottari(
  moonDeg: number,
  birthJdUt: number,
  depth: number,
  window?: [number, number],
): Period[] {
  const n = Math.floor(norm(moonDeg) / NAK);
  const first = n % 9;
  const elapsed = (norm(moonDeg) - n * NAK) / NAK;
  let t = birthJdUt - elapsed * VIM_YEARS[VIM_ORDER[first]!]! * YEAR_DAYS;
  const sub = (
    lordIdx: number,
    start: number,
    lengthDays: number,
    level: number,
  ): Period[] | undefined => {
    if (level >= depth) return undefined;
    const out: Period[] = [];
    let s = start;
    for (let i = 0; i < 9; i++) {
      const l = (lordIdx + i) % 9;
      const len = (lengthDays * VIM_YEARS[VIM_ORDER[l]!]!) / 120;
      if (!window || (s + len > window[0] && s < window[1])) {
        const kids = sub(l, s, len, level + 1);
        out.push({
          lord: VIM_ORDER[l]!,
          startJdUt: r9(s),
          endJdUt: r9(s + len),
          ...(kids ? { periods: kids } : {}),
        });
      }
      s += len;
    }
    return out;
  };
  const mahas: Period[] = [];
  for (let i = 0; i < 9; i++) {
    const l = (first + i) % 9;
    const len = VIM_YEARS[VIM_ORDER[l]!]! * YEAR_DAYS;
    if (!window || (t + len > window[0] && t < window[1])) {
      const kids = sub(l, t, len, 1);
      mahas.push({
        lord: VIM_ORDER[l]!,
        startJdUt: r9(t),
        endJdUt: r9(t + len),
        ...(kids ? { periods: kids } : {}),
      });
    }
    t += len;
  }
  return mahas;
}
/** KP (Krishnamurti): star lord, then the star divided in Vimsottari proportion from the star lord, twice. */
function kpLords(lon: number): { star: string; sub: string; subSub: string } {
  const n = Math.floor(norm(lon) / NAK);
  const starIdx = n % 9;
  const within = norm(lon) - n * NAK;
  const divide = (startIdx: number, span: number, x: number): [number, number, number] => {
    let acc = 0;
    for (let i = 0; i < 9; i++) {
      const l = (startIdx + i) % 9;
      const w = (span * VIM_YEARS[VIM_ORDER[l]!]!) / 120;
      if (x < acc + w || i === 8) return [l, x - acc, w];
      acc += w;
    }
    throw new Error('unreachable');
  };
  const [subIdx, x2, w2] = divide(starIdx, NAK, within);
  const [subSubIdx] = divide(subIdx, w2, x2);
  return { star: VIM_ORDER[starIdx]!, sub: VIM_ORDER[subIdx]!, subSub: VIM_ORDER[subSubIdx]! };
}
const RASHI_LORDS = [
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
const sign0 = (x: number) => Math.floor(norm(x) / 30);
/** Tajaka sahams (Table 74) with the engine's default reading of the correction (the signs from B's to A's, both included). */
function sahamsByRule(lon: Record<Graha, number>, lagna: number, day: boolean): number[] {
  const between = (a: number, b: number, c: number) =>
    (sign0(c) - sign0(b) + 12) % 12 <= (sign0(a) - sign0(b) + 12) % 12;
  const pt = (a: number, b: number, c: number) => norm(a - b + c + (between(a, b, c) ? 0 : 30));
  const sw = (a: number, b: number, c: number, same = false) =>
    day || same ? pt(a, b, c) : pt(b, a, c);
  const L = lagna,
    g = lon;
  const house = (k: number) => norm(L + 30 * (k - 1));
  const lordLon = (sign: number) => g[RASHI_LORDS[((sign % 12) + 12) % 12] as Graha];
  const punya = sw(g.Moon, g.Sun, L);
  const sastra = sw(g.Jupiter, g.Saturn, g.Mercury);
  const marsOwns = RASHI_LORDS[sign0(L)] === 'Mars';
  const samartha = marsOwns ? sw(g.Jupiter, g.Mars, L) : sw(g.Mars, lordLon(sign0(L)), L);
  return [
    punya,
    sw(g.Sun, g.Moon, L),
    sw(g.Jupiter, punya, L),
    sw(g.Jupiter, punya, g.Venus),
    sw(punya, g.Mars, L),
    sw(g.Saturn, g.Mars, L),
    samartha,
    sw(g.Jupiter, g.Saturn, L, true),
    sw(g.Jupiter, g.Moon, g.Sun),
    sw(g.Saturn, g.Sun, L),
    sw(g.Saturn, g.Sun, L),
    sw(g.Moon, g.Venus, L),
    sw(g.Jupiter, g.Moon, L),
    sw(g.Saturn, g.Jupiter, L),
    sw(g.Mars, g.Mercury, L),
    sw(L, g.Moon, L, true),
    sw(g.Jupiter, g.Mars, L),
    sastra,
    sw(g.Mercury, g.Moon, L),
    sw(house(8), g.Moon, L, true),
    sw(house(9), lordLon(sign0(L) + 8), L, true),
    sw(house(2), lordLon(sign0(L) + 1), L, true),
    sw(g.Venus, g.Sun, L),
    sw(g.Moon, g.Mercury, L),
    day ? pt(g.Saturn, g.Sun, lordLon(sign0(g.Sun))) : pt(g.Saturn, g.Moon, lordLon(sign0(g.Moon))),
    sw(g.Venus, g.Saturn, L),
    sw(g.Saturn, g.Moon, house(6)),
    sw(g.Venus, g.Mars, L),
    sw(sastra, punya, L),
    sw(g.Mars, g.Saturn, g.Mercury),
    sw(g.Mars, g.Saturn, L, true),
    sw(g.Mars, g.Saturn, L),
    sw(105, g.Saturn, L),
    sw(punya, g.Saturn, L),
    sw(house(8), g.Mars, L),
    sw(house(11), lordLon(sign0(L) + 10), L, true),
  ];
}
/** Deep exaltation points (BPHS 3.49-50); uchcha bala = arc from the point 180 deg away / 3. */
const EXALT: Record<string, number> = {
  Sun: 10,
  Moon: 33,
  Mars: 298,
  Mercury: 165,
  Jupiter: 95,
  Venus: 357,
  Saturn: 200,
};
const arc = (a: number, b: number) => {
  const d = norm(a - b);
  return d > 180 ? 360 - d : d;
};
/** Dig bala: arc from the point of no strength / 3 (IC: Sun, Mars; descendant: Jupiter, Mercury; MC: Moon, Venus; ascendant: Saturn). */
function digBala(g: string, lon: number, asc: number, mc: number): number {
  const zero = {
    Sun: mc + 180,
    Mars: mc + 180,
    Jupiter: asc + 180,
    Mercury: asc + 180,
    Moon: mc,
    Venus: mc,
    Saturn: asc,
  }[g]!;
  return arc(lon, zero) / 3;
}
/** Sripati's bhava madhyas: the four angles, each quadrant trisected. */
function sripatiMadhyas(asc: number, mc: number): number[] {
  const ic = norm(mc + 180),
    desc = norm(asc + 180);
  const q = (a: number, b: number) => {
    const d = norm(b - a);
    return [a, norm(a + d / 3), norm(a + (2 * d) / 3)];
  };
  return [...q(asc, ic), ...q(ic, desc), ...q(desc, mc), ...q(mc, asc)];
}

// ------------------------------------------------------------------------------------------
// the inputs
interface BirthSpec {
  key: string;
  date: string;
  time: string;
  tz: string;
  offsetH: number;
  lat: number;
  lon: number;
  ayanamsa: string;
  pyjhora: OracleBirth['ayanamsa'];
}
const BIRTHS: BirthSpec[] = [
  {
    key: 'delhi',
    date: '1990-05-17',
    time: '12:15:00',
    tz: 'Asia/Kolkata',
    offsetH: 5.5,
    lat: 28.6139,
    lon: 77.209,
    ayanamsa: 'lahiri',
    pyjhora: 'LAHIRI',
  },
  {
    key: 'newyork',
    date: '1975-08-03',
    time: '21:40:00',
    tz: 'America/New_York',
    offsetH: -4,
    lat: 40.7128,
    lon: -74.006,
    ayanamsa: 'raman',
    pyjhora: 'RAMAN',
  },
  {
    key: 'mumbai',
    date: '1992-11-03',
    time: '06:40:00',
    tz: 'Asia/Kolkata',
    offsetH: 5.5,
    lat: 19.076,
    lon: 72.8777,
    ayanamsa: 'lahiri',
    pyjhora: 'LAHIRI',
  },
];
const isoOffset = (h: number) =>
  `${h < 0 ? '-' : '+'}${String(Math.floor(Math.abs(h))).padStart(2, '0')}:${String(Math.round((Math.abs(h) % 1) * 60)).padStart(2, '0')}`;

function chartOf(b: BirthSpec) {
  const [y, mo, d] = b.date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = b.time.split(':').map(Number) as [number, number, number];
  const jdUt = jdFromCivil(y, mo, d, h, mi, s, b.offsetH);
  const utc = seUt1(jdUt);
  const lon = {} as Record<Graha, number>,
    speed = {} as Record<Graha, number>,
    lat = {} as Record<Graha, number>,
    tropical = {} as Record<Graha, number>;
  for (const g of GRAHAS) {
    const [l, sp, la] = sid(g, jdUt, b.ayanamsa);
    lon[g] = l;
    speed[g] = sp;
    lat[g] = la;
    tropical[g] = trop(g, jdUt);
  }
  const P = houses(jdUt, b.lat, b.lon, b.ayanamsa, 'P');
  const S = houses(jdUt, b.lat, b.lon, b.ayanamsa, 'S');
  const E = houses(jdUt, b.lat, b.lon, b.ayanamsa, 'E');
  const asc = P.asc,
    mc = P.mc;
  // the civil day's sunrise and sunset (hindu), for day or night
  const midnight = jdFromCivil(y, mo, d, 0, 0, 0, b.offsetH);
  const sunrise = riseTrans('Sun', 'rise', midnight, 'hindu', b.lat, b.lon)!;
  const sunset = riseTrans('Sun', 'set', midnight, 'hindu', b.lat, b.lon)!;
  const day = jdUt >= sunrise && jdUt < sunset;
  const houseOf = (x: number) => ((sign0(x) - sign0(asc) + 12) % 12) + 1;
  const nakNumber = (x: number) => Math.floor(norm(x) / NAK) + 1;
  // sacred369 (docs/family-v.md): psi, k of the nine longitudes as unit vectors; ring from the nakshatra numbers
  let sx = 0,
    cx = 0;
  for (const g of GRAHAS) {
    sx += Math.sin((lon[g] * Math.PI) / 180);
    cx += Math.cos((lon[g] * Math.PI) / 180);
  }
  const nakshatraSum = nakNumber(asc) + GRAHAS.reduce((a, g) => a + nakNumber(lon[g]), 0);
  const droot = 1 + ((nakshatraSum - 1) % 9);
  // chara karakas, 7 scheme: degrees traversed in the sign, highest first
  const seven = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
  const karakas7 = [...seven]
    .map((g) => ({ graha: g, countedDeg: norm(lon[g]) % 30 }))
    .sort((p, q) => q.countedDeg - p.countedDeg);
  const TATTVA = ['agni', 'prithvi', 'vayu', 'jala'] as const;
  const tattva = { agni: 0, prithvi: 0, vayu: 0, jala: 0 };
  tattva[TATTVA[sign0(asc) % 4]!] += 3;
  for (const g of seven) tattva[TATTVA[sign0(lon[g]) % 4]!] += g === 'Moon' || g === 'Sun' ? 2 : 1;
  return {
    input: {
      v: {
        date: b.date,
        time: b.time,
        lat: b.lat,
        lon: b.lon,
        tz: b.tz,
        ...(b.ayanamsa !== 'lahiri' ? { ayanamsa: b.ayanamsa } : {}),
      },
      t: { datetime: `${b.date}T${b.time}${isoOffset(b.offsetH)}`, lat: b.lat, lon: b.lon },
      ayanamsa: b.ayanamsa,
    },
    jdUt: r9(jdUt),
    jdUtSeUt1: r9(utc.data[1]),
    deltaTSec: deltaTSec(jdUt),
    ayanamsaDeg: ayanamsaMean(jdUt, b.ayanamsa),
    lon,
    speed,
    lat,
    tropical,
    asc,
    mc,
    cusps: { placidus: P.cusps, sripati: S.cusps, equal: E.cusps },
    sunriseJdUt: sunrise,
    sunsetJdUt: sunset,
    day,
    houses: Object.fromEntries(GRAHAS.map((g) => [g, houseOf(lon[g])])),
    sahams: sahamsByRule(lon, asc, day),
    sacred369: {
      psi: norm((Math.atan2(sx, cx) * 180) / Math.PI),
      k: Math.hypot(sx, cx) / 9,
      nakshatraSum,
      digitalRoot: droot,
      ring: 3 * (((droot - 1) % 3) + 1),
    },
    karakas7,
    kp: {
      grahas: Object.fromEntries(GRAHAS.map((g) => [g, kpLords(lon[g])])),
      cusps: P.cusps.map(kpLords),
    },
    shadbala: Object.fromEntries(
      seven.map((g) => [
        g,
        {
          uchcha: arc(lon[g], EXALT[g]! + 180) / 3,
          dig: digBala(g, lon[g], asc, mc),
          naisargika: {
            Sun: 60,
            Moon: 360 / 7,
            Venus: 300 / 7,
            Jupiter: 240 / 7,
            Mercury: 180 / 7,
            Mars: 120 / 7,
            Saturn: 60 / 7,
          }[g],
          kendradi: [60, 30, 15][(houseOf(lon[g]) - 1) % 3],
        },
      ]),
    ),
    bhavaMadhyas: sripatiMadhyas(asc, mc),
    tattva: Object.fromEntries(TATTVA.map((t) => [t, tattva[t] / 12])),
    vimsottari: vimsottari(lon.Moon, jdUt, 2),
  };
}
const charts = Object.fromEntries(BIRTHS.map((b) => [b.key, chartOf(b)]));
const delhi = charts['delhi']!;

// ------------------------------------------------------------------------------------------
// PyJHora: varga signs, ashtakavarga, ashtakoota
interface PyDoc {
  error?: string;
  ashtakavarga: { sav: number[]; bav: Record<string, number[]> };
  extra: { vargas: Record<string, unknown> };
  ascendant: { d9_sign: string; d10_sign: string };
  grahas: { d9_sign: string; d10_sign: string }[];
}
const pyBirth = (b: BirthSpec): OracleBirth => ({
  date: b.date,
  time: b.time,
  lat: b.lat,
  lon: b.lon,
  tz: b.offsetH,
  ayanamsa: b.pyjhora,
  nodes: 'mean',
  dasha_year: 'sidereal',
});
const pyDocs = await runOracle<PyDoc>(BIRTHS.map(pyBirth));
const [pair] = await runOracle<{
  ashtakoota: { kootas: Record<string, { points: number }>; total: number };
}>([{ chart: pyBirth(BIRTHS[0]!), partner: pyBirth(BIRTHS[2]!) }]);
const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];
const pyjhora = Object.fromEntries(
  BIRTHS.map((b, i) => {
    const d = pyDocs[i]!;
    if (d.error) throw new Error(d.error);
    const v = d.extra.vargas as Record<string, unknown> & { order: string[] };
    const vargas: Record<string, number[]> = {};
    for (const [k, val] of Object.entries(v)) if (/^D\d+$/.test(k)) vargas[k] = val as number[];
    vargas['D9'] = [
      SIGNS.indexOf(d.ascendant.d9_sign),
      ...d.grahas.map((g) => SIGNS.indexOf(g.d9_sign)),
    ];
    vargas['D10'] = [
      SIGNS.indexOf(d.ascendant.d10_sign),
      ...d.grahas.map((g) => SIGNS.indexOf(g.d10_sign)),
    ];
    return [
      b.key,
      {
        vargaOrder: v.order,
        vargas,
        ashtakavarga: { sav: d.ashtakavarga.sav, bav: d.ashtakavarga.bav },
      },
    ];
  }),
);

// ------------------------------------------------------------------------------------------
// instants: planets, ayanamsas, time conversion
const planetsAt = (() => {
  const jdUt = jdFromCivil(2026, 11, 24, 12, 0, 0, 5.5);
  return {
    t: { datetime: '2026-11-24T12:00:00+05:30' },
    jdUt: r9(jdUt),
    ayanamsaDeg: ayanamsaMean(jdUt, 'lahiri'),
    lon: Object.fromEntries(GRAHAS.map((g) => [g, sid(g, jdUt)[0]])),
    tropical: Object.fromEntries(GRAHAS.map((g) => [g, trop(g, jdUt)])),
  };
})();
const ayanamsas = (() => {
  const jdUt = dayJd('2026-11-24') + 0.5;
  return {
    date: '2026-11-24',
    jdUt,
    values: Object.fromEntries(Object.keys(SIDM).map((n) => [n, ayanamsaMean(jdUt, n)])),
  };
})();
const timeConvert = (() => {
  const jdUt = jdFromCivil(1947, 8, 15, 0, 0, 0, 5.5);
  const u = seUt1(jdUt);
  return {
    input: { date: '1947-08-15', time: '00:00:00', tz: 'Asia/Kolkata' },
    jdUt: r9(jdUt),
    jdUtSeUt1: r9(u.data[1]),
    deltaTSec: deltaTSec(jdUt),
  };
})();

// ------------------------------------------------------------------------------------------
// days at a place: rise and set, panchang limbs, muhurta
const PLACE = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata', offsetH: 5.5 };
const limbAngle = (kind: 'tithi' | 'nakshatra' | 'yoga' | 'karana', t: number) => {
  const s = sid('Sun', t)[0],
    m = sid('Moon', t)[0];
  return kind === 'nakshatra' ? m : kind === 'yoga' ? norm(s + m) : norm(m - s);
};
const LIMB_UNIT = { tithi: 12, nakshatra: NAK, yoga: NAK, karana: 6 } as const;
/** the limbs of a span: every boundary in [from - 1.2 d, to + 1.2 d] */
function limbBoundaries(from: number, to: number) {
  return Object.fromEntries(
    (['tithi', 'nakshatra', 'yoga', 'karana'] as const).map((k) => [
      k,
      crossings((t) => limbAngle(k, t), LIMB_UNIT[k], from - 1.2, to + 1.2, 0.05),
    ]),
  );
}
function dayAt(date: string) {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const midnight = jdFromCivil(y, mo, d, 0, 0, 0, PLACE.offsetH);
  const ev = (conv: 'hindu' | 'civil') => ({
    sunrise: riseTrans('Sun', 'rise', midnight, conv, PLACE.lat, PLACE.lon),
    sunset: riseTrans('Sun', 'set', midnight, conv, PLACE.lat, PLACE.lon),
    moonrise: riseTrans('Moon', 'rise', midnight, conv, PLACE.lat, PLACE.lon),
    moonset: riseTrans('Moon', 'set', midnight, conv, PLACE.lat, PLACE.lon),
  });
  const hindu = ev('hindu');
  return {
    date,
    midnightJdUt: r9(midnight),
    hindu,
    civil: ev('civil'),
    nextSunrise: riseTrans('Sun', 'rise', midnight + 1, 'hindu', PLACE.lat, PLACE.lon),
    previousSunset: riseTrans('Sun', 'set', midnight - 1, 'hindu', PLACE.lat, PLACE.lon),
  };
}
const days = [
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
].map(dayAt);
const limbs = limbBoundaries(days[0]!.midnightJdUt, days[days.length - 1]!.midnightJdUt + 1);

// the year's tithis (the festival answers name a tithi with its start and end)
const yearTithis = crossings(
  (t) => limbAngle('tithi', t),
  12,
  dayJd('2025-12-20'),
  dayJd('2027-01-10'),
  0.05,
);

// ------------------------------------------------------------------------------------------
// searches: ingresses, stations, returns; election windows
function transit(graha: Graha, from: number, to: number, returnTo?: number) {
  const angle = (t: number) => sid(graha, t)[0];
  const stations: { kind: 'retrograde' | 'direct'; jdUt: number; accelDegPerDay2: number }[] = [];
  let t = from,
    v = sid(graha, t)[1];
  while (t < to) {
    const t2 = Math.min(to, t + 0.5);
    const v2 = sid(graha, t2)[1];
    if (v > 0 !== v2 > 0) {
      const jd = bisect((x) => sid(graha, x)[1], t, t2);
      stations.push({
        kind: v > 0 ? 'retrograde' : 'direct',
        jdUt: r9(jd),
        accelDegPerDay2: sid(graha, jd + 0.5)[1] - sid(graha, jd - 0.5)[1],
      });
    }
    t = t2;
    v = v2;
  }
  const withSpeed = (xs: { jdUt: number; index0: number; direct: boolean }[]) =>
    xs.map((x) => ({ ...x, speedDegPerDay: sid(graha, x.jdUt)[1] }));
  return {
    graha,
    fromJdUt: from,
    toJdUt: to,
    signIngresses: withSpeed(crossings(angle, 30, from, to, 1)),
    nakshatraIngresses: withSpeed(crossings(angle, NAK, from, to, 1)),
    stations,
    returns: returnTo === undefined ? null : withSpeed(returns(angle, returnTo, from, to)),
  };
}
const saturnCentre = dayJd('2026-11-24');
const vTransit = transit(
  'Saturn',
  saturnCentre - 2 * 365.25,
  saturnCentre + 2 * 365.25,
  delhi.lon.Saturn,
);
const tTransit = transit('Jupiter', dayJd('2026-01-01'), dayJd('2028-01-01'), delhi.lon.Jupiter);
const vIngress = transit(
  'Jupiter',
  dayJd('2026-11-24'),
  dayJd('2026-11-24') + 3 * 400,
).signIngresses.slice(0, 3);

/** V muhurta: the range cut at the Moon's nakshatra and sign changes and at new and full moons; each window scored (Muhurta Chintamani ch. 4). */
const election = (() => {
  const from = dayJd('2026-12-01'),
    to = dayJd('2026-12-08');
  const cuts = [
    ...crossings((t) => sid('Moon', t)[0], NAK, from, to, 0.05),
    ...crossings((t) => sid('Moon', t)[0], 30, from, to, 0.05),
    ...crossings((t) => limbAngle('tithi', t), 180, from, to, 0.05),
  ]
    .map((c) => c.jdUt)
    .sort((a, b) => a - b);
  const edges = [from, ...cuts, to];
  const natalNak = Math.floor(delhi.lon.Moon / NAK),
    natalSign = sign0(delhi.lon.Moon);
  const TARA = [0, 1, -1, 1, -1, 1, -1, 1, 1]; // Janma, Sampat, Vipat, Kshema, Pratyari, Sadhaka, Vadha, Mitra, Parama Mitra
  return edges.slice(0, -1).map((s, i) => {
    const e = edges[i + 1]!;
    const mid = (s + e) / 2;
    const m = sid('Moon', mid)[0];
    const tara = TARA[(((Math.floor(m / NAK) - natalNak) % 27) + 27) % 9]!;
    const house = ((sign0(m) - natalSign + 12) % 12) + 1;
    const shukla = limbAngle('tithi', mid) < 180;
    const chandra = [1, 3, 6, 7, 10, 11].includes(house)
      ? 1
      : [4, 8, 12].includes(house)
        ? -1
        : shukla
          ? 0.5
          : 0;
    return { startJdUt: r9(s), endJdUt: r9(e), tara, chandra, score: tara + chandra };
  });
})();

// ------------------------------------------------------------------------------------------
// ephemeris stream, rectification grid
const stream = (() => {
  const rows: { jdUt: number; Sun: number; Moon: number }[] = [];
  for (let jd = dayJd('2026-01-01'); jd <= dayJd('2026-12-31'); jd += 1)
    rows.push({ jdUt: jd, Sun: sid('Sun', jd)[0], Moon: sid('Moon', jd)[0] });
  return { from: '2026-01-01', to: '2026-12-31', rows };
})();
const rectifyGrid = (() => {
  const out: { jdUt: number; lagna: number; moon: number }[] = [];
  for (let m = -60; m <= 60; m++) {
    const jd = delhi.jdUt + m / 1440;
    out.push({
      jdUt: r9(jd),
      lagna: houses(jd, 28.6139, 77.209, 'lahiri', 'P').asc,
      moon: sid('Moon', jd)[0],
    });
  }
  return out;
})();

// ------------------------------------------------------------------------------------------
// dashas: windows the routes are asked for
const dashas = {
  vDasha: {
    depth: 5,
    from: '2026-01-01',
    to: '2026-04-01',
    periods: vimsottari(delhi.lon.Moon, delhi.jdUt, 5, [dayJd('2026-01-01'), dayJd('2026-04-01')]),
  },
  vStream: {
    depth: 3,
    from: '2020-01-01',
    to: '2030-01-01',
    periods: vimsottari(delhi.lon.Moon, delhi.jdUt, 3, [dayJd('2020-01-01'), dayJd('2030-01-01')]),
  },
  tDasha: {
    moon: 126.5,
    epoch: '1990-05-17T12:15:00+05:30',
    epochJdUt: r9(delhi.jdUt),
    depth: 3,
    from: '2026-01-01',
    to: '2027-01-01',
    periods: vimsottari(126.5, delhi.jdUt, 3, [dayJd('2026-01-01'), dayJd('2027-01-01')]),
  },
};

// ------------------------------------------------------------------------------------------
// varshaphal: the annual chart of the delhi birth after 36 completed years (the routes' example)
const varshaphal = (() => {
  const years = 36;
  const target = delhi.lon.Sun;
  const g = (t: number) => signed(sid('Sun', t)[0] - target);
  const guess = delhi.jdUt + years * 365.256363;
  const ret = bisect(g, guess - 3, guess + 3);
  const guess2 = delhi.jdUt + (years + 1) * 365.256363;
  const next = bisect(g, guess2 - 3, guess2 + 3);
  const lon = Object.fromEntries(GRAHAS.map((gr) => [gr, sid(gr, ret)[0]])) as Record<
    Graha,
    number
  >;
  const asc = houses(ret, 28.6139, 77.209, 'lahiri', 'P').asc;
  // rules from their texts: muntha the natal lagna advanced one sign a year; the Mudda lord (completed
  // years + janma nakshatra number - 2) mod 9 counted from the Sun in Sun, Moon, Mars, Rahu, Jupiter,
  // Saturn, Mercury, Ketu, Venus (remainder 0 Venus); Patyayini: the lagna's and seven grahas' degrees
  // within their signs ascending, each running the year x (its degrees - the previous one's) / the largest
  const mudda = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
  const r = (years + Math.floor(norm(delhi.lon.Moon) / NAK) + 1 - 2) % 9;
  const k = [
    { lord: 'Lagna', deg: norm(asc) % 30 },
    ...(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((gr) => ({
      lord: gr as string,
      deg: norm(lon[gr]) % 30,
    })),
  ].sort((a, b) => a.deg - b.deg);
  const total = k[k.length - 1]!.deg;
  let t = ret;
  const patyayini = k.map((x, i) => {
    const days = ((next - ret) * (x.deg - (i > 0 ? k[i - 1]!.deg : 0))) / total;
    const p = { lord: x.lord, startJdUt: r9(t), endJdUt: r9(t + days) };
    t += days;
    return p;
  });
  return {
    years,
    returnJdUt: r9(ret),
    nextReturnJdUt: r9(next),
    asc,
    lon,
    munthaSign: ((sign0(delhi.asc) + years) % 12) + 1,
    muddaFirstLord: mudda[(r + 8) % 9],
    patyayini,
  };
})();

const out = {
  generator: 'scripts/gen-route-value-fixtures.ts',
  oracle: {
    swissEphemeris: `Swiss Ephemeris ${sweph.version()} (sweph npm via the ephem-oracle), DE431 files (sepl_18.se1, semo_18.se1); apparent geocentric positions, sidereal by SE's traditional method, mean node; houses swe_houses_ex2 (sidereal); rise/set swe_rise_trans (slow method; hindu: SE_BIT_HINDU_RISING; civil: flags 0, 1013.25 hPa, 15 C); events by bisection to 1e-9 day on SE's own longitudes and speeds`,
    pyjhora: provenance(
      21,
      'fixed births (the route examples): delhi 1990-05-17 12:15 +05:30 LAHIRI, newyork 1975-08-03 21:40 -04:00 RAMAN, mumbai 1992-11-03 06:40 +05:30 LAHIRI; the pair delhi (boy) and mumbai (girl)',
    ),
    rules:
      "worked in this script from their texts on the SE numbers: Vimsottari (BPHS ch. 46, 365.25-day years), KP sub and sub-sub lords, the 36 sahams (Table 74, correction on the signs from B's to A's), chara karakas, uchcha and dig bala, Sripati bhava madhyas, the sign elements (lagna 3, Sun and Moon 2, others 1), sacred369 (docs/family-v.md), Tara and Chandra bala (Muhurta Chintamani ch. 4)",
  },
  note: 'Generated by a script; never hand-edited. Longitudes in degrees, instants JD UT.',
  charts,
  pyjhora,
  ashtakoota: {
    boy: 'delhi',
    girl: 'mumbai',
    kootas: Object.fromEntries(
      Object.entries(pair!.ashtakoota.kootas).map(([k, v]) => [k, v.points]),
    ),
    total: pair!.ashtakoota.total,
  },
  planetsAt,
  ayanamsas,
  timeConvert,
  place: PLACE,
  days,
  limbs,
  yearTithis,
  vTransit,
  tTransit,
  vIngress,
  election,
  stream,
  rectifyGrid,
  dashas,
  varshaphal,
};
writeFileSync('test/fixtures/route-values-oracle.json', JSON.stringify(out) + '\n');
console.log(
  `wrote test/fixtures/route-values-oracle.json (${(JSON.stringify(out).length / 1024).toFixed(0)} KB); script dir ${dirname(ORACLE)}`,
);
