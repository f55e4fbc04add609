/**
 * Writes test/fixtures/utsava-worked-days.json: one worked edge-case day per regional rule of issue
 * 31, worked from Swiss Ephemeris instants (the oracle's sweph binding, DE431 files, sidereal
 * Lahiri; sunrise and sunset with SE_BIT_HINDU_RISING, the engine's 'hindu' convention; moonrise
 * with flags 0, the civil moonrise the festival rules read). For each case the script finds the
 * deciding tithi or nakshatra span and the sunrises around it on those positions, applies the rule
 * as its text states it (the few lines per case below, written apart from the engine's evaluator),
 * and records the instants, the reasoning and the day. test/engine/utsava/traditions.test.ts checks
 * the engine's day against it; the rules' `workedExample` texts quote these instants.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-tradition-worked-days.ts [oracleDir]
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { bisect } from './lib/bisect';
import { ssElongationDeg } from '../src/engine/utsava/surya-siddhanta-limbs';
import { ssSankranti } from '../src/engine/calendar/surya-siddhanta';

const oracleDir = resolve(process.argv[2] ?? '../shared/tools/ephem-oracle');
const sweph = createRequire(resolve(oracleDir, 'oracle.mjs'))('sweph');
const C = sweph.constants;
sweph.set_ephe_path(resolve(oracleDir, '../../ephe'));
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;

const norm = (x: number): number => ((x % 360) + 360) % 360;
const signed = (x: number): number => {
  const d = norm(x);
  return d >= 180 ? d - 360 : d;
};
const lon = (ipl: number, t: number): number => {
  const r = sweph.calc_ut(t, ipl, FLAGS);
  if (r.flag < 0) throw new Error(r.error);
  return r.data[0] as number;
};
const elong = (t: number): number => norm(lon(C.SE_MOON, t) - lon(C.SE_SUN, t));
/**
 * The traditions whose almanacs compute the tithis by the Surya Siddhanta (Nepal's, the Gaudiya
 * panjikas): their tithi instants come from the text's model (src/engine/utsava/surya-siddhanta-limbs.ts,
 * checked against Nepal's almanac in test/engine/utsava/surya-siddhanta.test.ts), which no
 * ephemeris gives; the sunrises and sunsets stay Swiss Ephemeris'.
 */
const SS_TRADITIONS = new Set(['nepali', 'vaishnava']);
let ssMode = false;
const tithiElong = (t: number): number => (ssMode ? ssElongationDeg(t) : elong(t));

interface Place {
  name: string;
  lat: number;
  lon: number;
  offsetH: number;
}
const PLACES: Record<string, Place> = {
  thiruvananthapuram: { name: 'Thiruvananthapuram', lat: 8.5241, lon: 76.9366, offsetH: 5.5 },
  kathmandu: { name: 'Kathmandu', lat: 27.7172, lon: 85.324, offsetH: 5.75 },
  chennai: { name: 'Chennai', lat: 13.0827, lon: 80.2707, offsetH: 5.5 },
  kolkata: { name: 'Kolkata', lat: 22.5726, lon: 88.3639, offsetH: 5.5 },
  bhubaneswar: { name: 'Bhubaneswar', lat: 20.2961, lon: 85.8245, offsetH: 5.5 },
  mayapur: { name: 'Mayapur', lat: 23.4231, lon: 88.388, offsetH: 5.5 },
  mumbai: { name: 'Mumbai', lat: 19.076, lon: 72.8777, offsetH: 5.5 },
  hyderabad: { name: 'Hyderabad', lat: 17.385, lon: 78.4867, offsetH: 5.5 },
  ahmedabad: { name: 'Ahmedabad', lat: 23.0225, lon: 72.5714, offsetH: 5.5 },
  bengaluru: { name: 'Bengaluru', lat: 12.9716, lon: 77.5946, offsetH: 5.5 },
  guwahati: { name: 'Guwahati', lat: 26.1445, lon: 91.7362, offsetH: 5.5 },
};

const jdOfDate = (y: number, m: number, d: number): number =>
  sweph.julday(y, m, d, 0, C.SE_GREG_CAL) as number;
/** local civil date of an instant */
function dateOf(t: number, p: Place): string {
  const ms = (t + p.offsetH / 24 - 2440587.5) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
function local(t: number, p: Place): string {
  const ms = (t + p.offsetH / 24 - 2440587.5) * 86_400_000;
  return new Date(Math.round(ms / 60000) * 60000).toISOString().slice(0, 16).replace('T', ' ');
}
function riseSet(
  body: number,
  event: 'rise' | 'set',
  from: number,
  p: Place,
  hindu: boolean,
): number {
  const rsmi =
    (event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) | (hindu ? C.SE_BIT_HINDU_RISING : 0);
  const r = sweph.rise_trans(
    from,
    body,
    null,
    C.SEFLG_SWIEPH,
    rsmi,
    [p.lon, p.lat, 0],
    1013.25,
    15,
  );
  if (r.flag < 0) throw new Error(`rise_trans: ${r.error ?? r.flag}`);
  return r.data as number;
}
/** local midnight (UT) starting a civil date */
const midnight = (date: string, p: Place): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return jdOfDate(y, m, d) - p.offsetH / 24;
};
const sunrise = (date: string, p: Place): number =>
  riseSet(C.SE_SUN, 'rise', midnight(date, p), p, true);
const sunset = (date: string, p: Place): number =>
  riseSet(C.SE_SUN, 'set', sunrise(date, p), p, true);
const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** the span [start, end) of the limb (tithi: 12 deg of elongation, nakshatra: 13 deg 20' of the Moon) containing t */
function span(
  kind: 'tithi' | 'nakshatra',
  t: number,
): { index0: number; start: number; end: number } {
  const unit = kind === 'tithi' ? 12 : 360 / 27;
  const angle = (x: number): number => (kind === 'tithi' ? tithiElong(x) : lon(C.SE_MOON, x));
  const i = Math.floor(angle(t) / unit);
  const g = (b: number) => (x: number) => signed(angle(x) - b);
  const find = (b: number, dir: 1 | -1): number => {
    let a = t;
    for (let k = 0; k < 40; k++) {
      const c = a + dir * 0.1;
      if (g(b)(a) >= 0 !== g(b)(c) >= 0) return dir > 0 ? bisect(g(b), a, c) : bisect(g(b), c, a);
      a = c;
    }
    throw new Error('no crossing');
  };
  return {
    index0: i,
    start: find(i * unit, -1),
    end: find(((i + 1) % (kind === 'tithi' ? 30 : 27)) * unit, 1),
  };
}
/** the span of tithi index0 whose middle is nearest t (searched within 20 days) */
function tithiNear(index0: number, t: number): { index0: number; start: number; end: number } {
  for (let k = 0; k < 160; k++) {
    for (const x of [t + k * 0.125, t - k * 0.125]) {
      if (Math.floor(tithiElong(x) / 12) === index0) return span('tithi', x);
    }
  }
  throw new Error(`no tithi ${index0} near ${t}`);
}
/** the Sun's ingress into sidereal rashi0 nearest t */
function sankranti(rashi0: number, t: number): number {
  const g = (x: number): number => signed(lon(C.SE_SUN, x) - rashi0 * 30);
  let a = t - 20;
  for (let k = 0; k < 400; k++) {
    const b = a + 0.1;
    if (g(a) < 0 && g(b) >= 0) return bisect(g, a, b);
    a = b;
  }
  throw new Error('no ingress');
}

interface Case {
  tradition: string;
  id: string;
  year: number;
  place: string;
  date: string;
  worked: string;
}
const cases: Case[] = [];
const add = (tradition: string, id: string, place: Place, date: string, worked: string): void => {
  if (
    SS_TRADITIONS.has(tradition) !== ssMode &&
    /tithi|dashami|tritiya|purnima|ashtami|chaturdashi/.test(worked)
  )
    throw new Error(`${tradition}/${id}: worked with the wrong tithis`);
  cases.push({
    tradition,
    id,
    year: Number(date.slice(0, 4)),
    place: place.name,
    date,
    worked: ssMode ? `Surya Siddhanta tithis: ${worked}` : worked,
  });
};
const covers = (s: { start: number; end: number }, t: number): boolean => s.start <= t && t < s.end;
const overlapMin = (s: { start: number; end: number }, a: number, b: number): number =>
  Math.max(0, Math.min(s.end, b) - Math.max(s.start, a)) * 1440;

/** udaya: the first of the candidate dates whose sunrise the span holds */
function udaya(s: { start: number; end: number }, p: Place): { date: string | null; text: string } {
  const d0 = addDays(dateOf(s.start, p), -1);
  const parts: string[] = [];
  for (let k = 0; k < 4; k++) {
    const d = addDays(d0, k);
    const r = sunrise(d, p);
    parts.push(`sunrise ${local(r, p)}${covers(s, r) ? ' (in it)' : ''}`);
    if (covers(s, r)) return { date: d, text: parts.slice(-1).join('; ') };
  }
  return { date: null, text: parts.join('; ') };
}

function main(): void {
  // kerala: Onam 2018, the star day
  {
    const p = PLACES.thiruvananthapuram!;
    const r24 = sunrise('2018-08-24', p),
      r25 = sunrise('2018-08-25', p);
    const at24 = span('nakshatra', r24),
      at25 = span('nakshatra', r25);
    const shravana = span('nakshatra', at24.end + 0.01);
    if (shravana.index0 !== 21 || at25.index0 !== 21) throw new Error('Onam 2018: not Shravana');
    const sixN = 6 * 24;
    const owns24 = (at24.end - r24) * 1440 < sixN; // Uttara Ashadha leaves within 6 nazhikas: 24 August is reached by Shravana
    const lasts25 = (at25.end - r25) * 1440;
    const date = lasts25 >= sixN ? '2018-08-25' : '2018-08-24';
    add(
      'kerala',
      'onam',
      p,
      date,
      `Chingam 2018 at Thiruvananthapuram: sunrise of 24 August ${local(r24, p)} with Uttara Ashadha until ${local(at24.end, p)}${owns24 ? ' (under 6 nazhikas, so Thiruvonam reaches that day)' : ''}; Thiruvonam ${local(shravana.start, p)} to ${local(shravana.end, p)}; sunrise of 25 August ${local(r25, p)}, Thiruvonam for ${Math.floor(lasts25 / 60)} h ${Math.round(lasts25 % 60)} min after it (6 nazhikas = 2 h 24 min): the star stands at that sunrise, so 25 August`,
    );
  }
  // kerala: Vijayadasami 2024, udaya dashami
  {
    const p = PLACES.thiruvananthapuram!;
    const s = tithiNear(9, midnight('2024-10-12', p) + 0.5);
    const u = udaya(s, p);
    add(
      'kerala',
      'dussehra',
      p,
      u.date!,
      `dashami ${local(s.start, p)} to ${local(s.end, p)}; ${u.text}: Vidyarambham on ${u.date}`,
    );
  }
  // kerala: Karkidaka Vavu 2024, aparahna (3/5..4/5 of the day), the first day it pervades for a ghati
  {
    const p = PLACES.thiruvananthapuram!;
    const s = tithiNear(29, midnight('2024-08-03', p) + 0.7);
    const out: string[] = [];
    let date: string | null = null;
    for (const d of ['2024-08-03', '2024-08-04']) {
      const r = sunrise(d, p),
        st = sunset(d, p);
      const a = r + (3 * (st - r)) / 5,
        b = r + (4 * (st - r)) / 5;
      const cov = overlapMin(s, a, b);
      out.push(
        `${d} aparahna ${local(a, p).slice(11)}-${local(b, p).slice(11)}: ${cov.toFixed(0)} min`,
      );
      if (cov >= 24 && date === null) date = d;
    }
    add(
      'kerala',
      'karkidaka-vavu',
      p,
      date!,
      `amavasya ${local(s.start, p)} to ${local(s.end, p)}; ${out.join('; ')}; the first day with a ghati (24 min) of it: ${date}`,
    );
  }
  // nepali: Vijaya Dashami 2013 at Kathmandu
  ssMode = true;
  {
    const p = PLACES.kathmandu!;
    const s = tithiNear(9, midnight('2013-10-13', p) + 0.6);
    const u = udaya(s, p);
    add(
      'nepali',
      'dussehra',
      p,
      u.date!,
      `dashami ${local(s.start, p)} to ${local(s.end, p)} NPT; ${u.text}: ${u.date}`,
    );
  }
  // nepali: Haritalika Teej 2019 at Kathmandu (at no sunrise: the next day)
  {
    const p = PLACES.kathmandu!;
    const s = tithiNear(2, midnight('2019-09-01', p) + 0.6);
    const u = udaya(s, p);
    const date =
      u.date ?? addDays(dateOf(s.end, p), dateOf(s.end, p) === dateOf(s.start, p) ? 1 : 0);
    add(
      'nepali',
      'hartalika-teej',
      p,
      date,
      `tritiya ${local(s.start, p)} to ${local(s.end, p)} NPT; ${u.text}${u.date ? '' : ': at no sunrise, so the day after the one it lies in'}: ${date}`,
    );
  }
  ssMode = false;
  // tamil: Deepavali 2024 at Chennai (chaturdashi at the moonrise before dawn)
  {
    const p = PLACES.chennai!;
    const s = tithiNear(28, midnight('2024-10-30', p) + 0.8);
    let date: string | null = null;
    const out: string[] = [];
    for (const d of ['2024-10-30', '2024-10-31', '2024-11-01']) {
      const r = sunrise(d, p);
      const mr = riseSet(C.SE_MOON, 'rise', r - 10 / 24, p, false);
      const pre = mr < r;
      out.push(
        `${d}: moonrise ${local(mr, p)}${pre ? '' : ' (after sunrise)'}${pre && covers(s, mr) ? ' in chaturdashi' : ''}`,
      );
      if (pre && covers(s, mr) && date === null) date = d;
    }
    add(
      'tamil',
      'naraka-chaturdashi',
      p,
      date!,
      `chaturdashi ${local(s.start, p)} to ${local(s.end, p)}; ${out.join('; ')}: Deepavali ${date}`,
    );
  }
  // bengali: Saraswati Puja 2025 at Kolkata (udaya panchami)
  {
    const p = PLACES.kolkata!;
    const s = tithiNear(4, midnight('2025-02-02', p) + 0.7);
    const u = udaya(s, p);
    add(
      'bengali',
      'vasant-panchami',
      p,
      u.date!,
      `panchami ${local(s.start, p)} to ${local(s.end, p)}; ${u.text}: ${u.date}`,
    );
  }
  // bengali: Kali Puja 2025 at Kolkata, assamese: 2024 at Guwahati (amavasya at nishita, the 8th of 15 night muhurtas)
  for (const [tradition, place, days] of [
    ['bengali', 'kolkata', ['2025-10-20', '2025-10-21']],
    ['assamese', 'guwahati', ['2024-10-31', '2024-11-01']],
  ] as const) {
    const p = PLACES[place]!;
    const s = tithiNear(29, midnight(days[1], p));
    let date: string | null = null;
    const out: string[] = [];
    for (const d of days) {
      const st = sunset(d, p),
        nr = sunrise(addDays(d, 1), p);
      const a = st + (7 * (nr - st)) / 15,
        b = st + (8 * (nr - st)) / 15;
      const cov = overlapMin(s, a, b);
      out.push(
        `nishita of ${d} ${local(a, p).slice(11)}-${local(b, p).slice(11)}: ${cov.toFixed(0)} min`,
      );
      if (cov >= Math.min(24, (b - a) * 1440) - 1e-6 && date === null) date = d;
    }
    add(
      tradition,
      'kali-puja',
      p,
      date!,
      `amavasya ${local(s.start, p)} to ${local(s.end, p)}; ${out.join('; ')}: ${date}`,
    );
  }
  // tamil: Thaipusam 2025 (the Poosam day nearest the full moon of Thai)
  {
    const p = PLACES.chennai!;
    const full = tithiNear(14, midnight('2025-02-12', p));
    const mid = (full.start + full.end) / 2;
    // Poosam days of Thai near that full moon: the star at sunrise lasting 6 nazhikas, else the next
    const out: string[] = [];
    let date: string | null = null;
    for (let k = -3; k <= 2; k++) {
      const d = addDays(dateOf(mid, p), k);
      const r = sunrise(d, p);
      const n = span('nakshatra', r);
      const owner = (n.end - r) * 1440 >= 144 ? n.index0 : (n.index0 + 1) % 27;
      if (owner === 7) {
        out.push(
          `${d}: sunrise ${local(r, p)}, ${n.index0 === 7 ? 'Poosam' : 'the star before'} until ${local(n.end, p)}`,
        );
        if (n.index0 === 7 || date === null) date = d;
      }
    }
    add(
      'tamil',
      'thaipusam',
      p,
      date!,
      `full moon of Thai ${local(full.start, p)} to ${local(full.end, p)}; ${out.join('; ')}: ${date}`,
    );
  }
  // vaishnava: Radhashtami 2026 at Mayapur (arunodaya-vedha)
  ssMode = true;
  {
    const p = PLACES.mayapur!;
    const s = tithiNear(7, midnight('2026-09-19', p));
    const u = udaya(s, p);
    const r = sunrise(u.date!, p);
    const viddha = s.start > r - 96 / 1440;
    const date = viddha ? addDays(u.date!, 1) : u.date!;
    add(
      'vaishnava',
      'radhashtami',
      p,
      date,
      `ashtami ${local(s.start, p)} to ${local(s.end, p)}; ${u.text}; it began ${((r - s.start) * 1440).toFixed(0)} min before that sunrise (${viddha ? 'inside' : 'before'} the 96-min arunodaya): ${date}`,
    );
  }
  ssMode = false;
  // marathi: Vat Purnima 2025 at Mumbai (udaya purnima)
  {
    const p = PLACES.mumbai!;
    const s = tithiNear(14, midnight('2025-06-10', p) + 0.7);
    const u = udaya(s, p);
    add(
      'marathi',
      'vat-purnima',
      p,
      u.date!,
      `purnima ${local(s.start, p)} to ${local(s.end, p)}; ${u.text}: ${u.date}`,
    );
  }
  // marathi: Lakshmi Pujan 2025 at Mumbai: pradosha (sunset + 1/5 of the night) for a ghati on the
  // first day only; on the second the amavasya lasts 3.5 yamas (7/8 of the daytime) after sunrise
  // and the pratipada ends later after the third day's sunrise than the amavasya after the second's
  // (vriddhi): the second day (Dharmasindhu's sardha-triyama clause)
  {
    const p = PLACES.mumbai!;
    const s = tithiNear(29, midnight('2025-10-20', p) + 0.9);
    const pr = tithiNear(0, s.end + 0.01);
    const out: string[] = [];
    const pervaded: string[] = [];
    for (const d of ['2025-10-20', '2025-10-21']) {
      const st = sunset(d, p),
        next = sunrise(addDays(d, 1), p);
      const b = st + (next - st) / 5;
      const cov = overlapMin(s, st, b);
      out.push(
        `pradosha of ${d} ${local(st, p).slice(11)}-${local(b, p).slice(11)}: ${cov.toFixed(0)} min`,
      );
      if (cov >= 24) pervaded.push(d);
    }
    const r2 = sunrise('2025-10-21', p),
      set2 = sunset('2025-10-21', p),
      r3 = sunrise('2025-10-22', p);
    const amaH = (s.end - r2) * 24,
      yamasH = (7 / 8) * (set2 - r2) * 24,
      prH = (pr.end - r3) * 24;
    const sardha = amaH >= yamasH && prH > amaH;
    const date =
      pervaded.length === 1 && pervaded[0] === '2025-10-20' && sardha
        ? '2025-10-21'
        : pervaded.at(-1)!;
    add(
      'marathi',
      'diwali-lakshmi-puja',
      p,
      date,
      `amavasya ${local(s.start, p)} to ${local(s.end, p)}; ${out.join('; ')}: a ghati (24 min) on the first day only; on 2025-10-21 the amavasya lasts ${amaH.toFixed(2)} h after sunrise (3.5 yamas = ${yamasH.toFixed(2)} h) and the pratipada ends ${local(pr.end, p)}, ${prH.toFixed(2)} h after the next sunrise (${prH > amaH ? 'later: vriddhi' : 'earlier'}): ${date}`,
    );
  }
  // telugu: Saddula Bathukamma 2024 at Hyderabad (udaya ashtami)
  {
    const p = PLACES.hyderabad!;
    const s = tithiNear(7, midnight('2024-10-10', p) + 0.5);
    const u = udaya(s, p);
    add(
      'telugu',
      'saddula-bathukamma',
      p,
      u.date!,
      `ashtami ${local(s.start, p)} to ${local(s.end, p)}; ${u.text}: ${u.date}`,
    );
  }
  // the udaya rules: the day whose sunrise the tithi holds (at two, the first)
  const UDAYA: Array<[string, string, keyof typeof PLACES, number, string]> = [
    ['kerala', 'maha-navami', 'thiruvananthapuram', 8, '2024-10-11'],
    ['bengali', 'maha-saptami', 'kolkata', 6, '2020-10-22'],
    ['bengali', 'maha-navami', 'kolkata', 8, '2025-10-01'],
    ['bengali', 'dussehra', 'kolkata', 9, '2020-10-25'],
    ['bengali', 'bhai-dooj', 'kolkata', 1, '2025-10-23'],
    ['bengali', 'dol-jatra', 'kolkata', 14, '2025-03-13'],
    ['odia', 'maha-saptami', 'bhubaneswar', 6, '2025-09-29'],
    ['odia', 'maha-navami', 'bhubaneswar', 8, '2025-10-01'],
    ['odia', 'dussehra', 'bhubaneswar', 9, '2024-10-12'],
    ['odia', 'nuakhai', 'bhubaneswar', 4, '2025-08-28'],
    ['odia', 'kumar-purnima', 'bhubaneswar', 14, '2025-10-06'],
    ['odia', 'boita-bandana', 'bhubaneswar', 14, '2025-11-05'],
    ['nepali', 'fulpati', 'kathmandu', 6, '2013-10-11'],
    ['nepali', 'maha-navami', 'kathmandu', 8, '2013-10-12'],
    ['nepali', 'dhanteras', 'kathmandu', 27, '2013-11-01'],
    ['nepali', 'naraka-chaturdashi', 'kathmandu', 28, '2013-11-02'],
    ['nepali', 'raksha-bandhan', 'kathmandu', 14, '2019-08-15'],
    ['nepali', 'vasant-panchami', 'kathmandu', 4, '2025-02-02'],
    ['nepali', 'govardhan-puja', 'kathmandu', 0, '2019-10-28'],
    ['gujarati', 'labh-pancham', 'ahmedabad', 4, '2025-10-26'],
    ['odia', 'dol-jatra', 'bhubaneswar', 14, '2024-03-25'],
    ['kannada', 'maha-navami', 'bengaluru', 8, '2024-10-11'],
    ['assamese', 'maha-saptami', 'guwahati', 6, '2024-10-10'],
    ['assamese', 'maha-navami', 'guwahati', 8, '2024-10-12'],
    ['assamese', 'dussehra', 'guwahati', 9, '2024-10-13'],
    ['assamese', 'vasant-panchami', 'guwahati', 4, '2024-02-14'],
    ['assamese', 'dol-jatra', 'guwahati', 14, '2024-03-25'],
  ];
  for (const [tradition, id, place, tithi0, near] of UDAYA) {
    ssMode = SS_TRADITIONS.has(tradition);
    const p = PLACES[place]!;
    const s = tithiNear(tithi0, midnight(near, p) + 0.5);
    const u = udaya(s, p);
    const date = u.date ?? dateOf(s.start, p);
    add(
      tradition,
      id,
      p,
      date,
      `tithi ${local(s.start, p)} to ${local(s.end, p)}${p.offsetH === 5.75 ? ' NPT' : ''}; ${u.date ? u.text : 'at no sunrise, the day it falls in'}: ${date}`,
    );
  }
  ssMode = false;
  // Odia Holi: the day after Dola Purnima
  {
    const dol = cases.find((c) => c.tradition === 'odia' && c.id === 'dol-jatra')!;
    add(
      'odia',
      'holi-dhulandi',
      PLACES.bhubaneswar!,
      addDays(dol.date, 1),
      `Dola Purnima is ${dol.date} (odia/dol-jatra above); Holi the day after: ${addDays(dol.date, 1)}`,
    );
  }
  // the sankranti rules: the Sun's sidereal ingress and the day rule
  const SANKRANTI: Array<
    [string, string, keyof typeof PLACES, number, string, 'civil' | 'next' | 'before-sunset']
  > = [
    ['odia', 'raja-sankranti', 'bhubaneswar', 2, '2025-06-15', 'civil'],
    // Assam: the Surya Siddhanta's sankranti (docs/calendars.md); the years where it and the
    // modern one give different days: Magh 1, 1429 (2023) and the last day of Ahin, 1428 (2021)
    ['assamese', 'bohag-bihu', 'guwahati', 0, '2025-04-14', 'next'],
    ['assamese', 'makar-sankranti', 'guwahati', 9, '2023-01-14', 'next'],
    ['assamese', 'kati-bihu', 'guwahati', 6, '2021-10-17', 'civil'],
    ['nepali', 'nepali-new-year', 'kathmandu', 0, '2019-04-14', 'civil'],
    ['nepali', 'makar-sankranti', 'kathmandu', 9, '2021-01-14', 'civil'],
    ['odia', 'pana-sankranti', 'bhubaneswar', 0, '2025-04-14', 'civil'],
    ['bengali', 'pohela-boishakh', 'kolkata', 0, '2020-04-13', 'next'],
  ];
  for (const [tradition, id, place, rashi0, near, rule] of SANKRANTI) {
    const p = PLACES[place]!;
    const ss = tradition === 'assamese';
    const t = ss ? ssSankranti(rashi0, midnight(near, p)) : sankranti(rashi0, midnight(near, p));
    const d = dateOf(t, p);
    const st = sunset(d, p);
    const date =
      rule === 'civil' ? d : rule === 'next' ? addDays(d, 1) : t < st ? d : addDays(d, 1);
    add(
      tradition,
      id,
      p,
      date,
      `${ss ? 'Surya Siddhanta sankranti' : 'sankranti'} ${local(t, p)}${rule === 'before-sunset' ? `, sunset ${local(st, p).slice(11)}` : ''}: ${date}`,
    );
  }
  // the solar months' first days and the star days in them
  const monthStart = (t: number, p: Place, rule: 'before-sunset' | 'kerala'): string => {
    const d = dateOf(t, p);
    const r = sunrise(d, p),
      st = sunset(d, p);
    const limit = rule === 'before-sunset' ? st : r + (3 * (st - r)) / 5;
    return t < limit ? d : addDays(d, 1);
  };
  const STAR: Array<
    [
      string,
      string,
      keyof typeof PLACES,
      number,
      'before-sunset' | 'kerala',
      number,
      string,
      'udaya' | 'purnima' | 'krishna',
    ]
  > = [
    ['tamil', 'karthigai-deepam', 'chennai', 7, 'before-sunset', 2, '2025-11-17', 'purnima'],
    ['tamil', 'panguni-uttiram', 'chennai', 11, 'before-sunset', 11, '2025-03-14', 'purnima'],
    ['kerala', 'ashtami-rohini', 'thiruvananthapuram', 4, 'kerala', 3, '2023-08-17', 'krishna'],
    [
      'kerala',
      'sree-narayana-guru-jayanthi',
      'thiruvananthapuram',
      4,
      'kerala',
      23,
      '2024-08-16',
      'udaya',
    ],
  ];
  for (const [tradition, id, place, rashi0, rule, nak0, near, pick] of STAR) {
    const p = PLACES[place]!;
    const t0 = sankranti(rashi0, midnight(near, p));
    const first = monthStart(t0, p, rule);
    const last = addDays(monthStart(sankranti((rashi0 + 1) % 12, t0 + 30), p, rule), -1);
    const days: Array<{ d: string; atRise: boolean; krishna: boolean; gap: number }> = [];
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const r = sunrise(d, p);
      const n = span('nakshatra', r);
      const owner = (n.end - r) * 1440 >= 144 ? n.index0 : (n.index0 + 1) % 27;
      if (owner !== nak0) continue;
      days.push({ d, atRise: n.index0 === nak0, krishna: Math.floor(elong(r) / 12) >= 15, gap: 0 });
    }
    // a passage owning two days: the day at whose sunrise the star stands
    const runs: typeof days = [];
    for (const x of days) {
      const prev = runs[runs.length - 1];
      if (prev && addDays(prev.d, 1) === x.d) {
        if (!prev.atRise && x.atRise) runs[runs.length - 1] = x;
      } else runs.push(x);
    }
    // the month's full moon: the middle of the purnima tithi whose middle falls in the month
    const fullMid = (() => {
      for (let t = midnight(first, p); t < midnight(addDays(last, 1), p); t += 0.25) {
        if (Math.floor(elong(t) / 12) === 14) {
          const f = span('tithi', t);
          const m = (f.start + f.end) / 2;
          if (dateOf(m, p) >= first && dateOf(m, p) <= last) return m;
        }
      }
      return null;
    })();
    for (const x of runs) x.gap = fullMid === null ? 0 : Math.abs(sunrise(x.d, p) - fullMid);
    const pool = pick === 'krishna' ? runs.filter((x) => x.krishna) : runs;
    const chosen = pick === 'purnima' ? pool.reduce((a, b) => (b.gap < a.gap ? b : a)) : pool[0]!;
    add(
      tradition,
      id,
      p,
      chosen.d,
      `the solar month ${first} to ${last} (sankranti ${local(t0, p)}); the star's days by the six-nazhika rule: ${runs.map((x) => `${x.d}${x.atRise ? ' (at sunrise)' : ''}${x.krishna ? ' (Krishna paksha)' : ''}`).join(', ')}; ${pick === 'purnima' ? 'the one nearest the full moon' : pick === 'krishna' ? 'the one in the Krishna paksha' : 'the first'}: ${chosen.d}`,
    );
  }
  // arunodaya-vedha festivals of the Vaishnavas
  const ARUNODAYA: Array<[string, keyof typeof PLACES, number, string]> = [
    ['gaura-purnima', 'mayapur', 14, '2026-03-03'],
    ['nrisimha-chaturdashi', 'mayapur', 13, '2026-04-30'],
  ];
  for (const [id, place, tithi0, near] of ARUNODAYA) {
    ssMode = true;
    const p = PLACES[place]!;
    const s = tithiNear(tithi0, midnight(near, p));
    const u = udaya(s, p);
    const r = sunrise(u.date!, p);
    const viddha = s.start > r - 96 / 1440;
    const date = viddha ? addDays(u.date!, 1) : u.date!;
    add(
      'vaishnava',
      id,
      p,
      date,
      `tithi ${local(s.start, p)} to ${local(s.end, p)}; ${u.text}; it began ${((r - s.start) * 1440).toFixed(0)} min before that sunrise (${viddha ? 'inside' : 'before'} the 96-min arunodaya): ${date}`,
    );
  }
  ssMode = false;
  // Kojagari Lakshmi Puja: purnima at nishita
  {
    const p = PLACES.kolkata!;
    const s = tithiNear(14, midnight('2020-10-30', p) + 0.8);
    let date: string | null = null;
    const out: string[] = [];
    for (const d of ['2020-10-30', '2020-10-31']) {
      const st = sunset(d, p),
        nr = sunrise(addDays(d, 1), p);
      const a = st + (7 * (nr - st)) / 15,
        b = st + (8 * (nr - st)) / 15;
      const cov = overlapMin(s, a, b);
      out.push(
        `nishita of ${d} ${local(a, p).slice(11)}-${local(b, p).slice(11)}: ${cov.toFixed(0)} min`,
      );
      if (cov >= 24 && date === null) date = d;
    }
    add(
      'bengali',
      'kojagari-lakshmi-puja',
      p,
      date!,
      `purnima ${local(s.start, p)} to ${local(s.end, p)}; ${out.join('; ')}: ${date}`,
    );
  }
  // the Tamil and Telugu Sankranti days and the days counted from them
  {
    const p = PLACES.chennai!;
    const t = sankranti(9, midnight('2025-01-14', p));
    const d = dateOf(t, p);
    const first = t < sunset(d, p) ? d : addDays(d, 1);
    for (const [id, k, what] of [
      ['bhogi-pongal', -1, 'its eve'],
      ['mattu-pongal', 1, 'Thai 2'],
      ['kaanum-pongal', 2, 'Thai 3'],
    ] as const) {
      add(
        'tamil',
        id,
        p,
        addDays(first, k),
        `Makara sankranti ${local(t, p)}, before sunset: Thai 1 = ${first}; ${what}: ${addDays(first, k)}`,
      );
    }
    add(
      'tamil',
      'aadi-perukku',
      p,
      (() => {
        const ta = sankranti(3, midnight('2025-07-16', p));
        const da = dateOf(ta, p);
        const f = ta < sunset(da, p) ? da : addDays(da, 1);
        return addDays(f, 17);
      })(),
      (() => {
        const ta = sankranti(3, midnight('2025-07-16', p));
        const da = dateOf(ta, p);
        const f = ta < sunset(da, p) ? da : addDays(da, 1);
        return `Karka sankranti ${local(ta, p)}, sunset ${local(sunset(da, p), p).slice(11)}: Aadi 1 = ${f}, Aadi 18 = ${addDays(f, 17)}`;
      })(),
    );
    const h = PLACES.hyderabad!;
    const th = sankranti(9, midnight('2025-01-14', h));
    const dh = dateOf(th, h);
    const sk = th < sunset(dh, h) ? dh : addDays(dh, 1);
    add(
      'telugu',
      'bhogi',
      h,
      addDays(sk, -1),
      `Makara sankranti ${local(th, h)}, before sunset: Sankranti ${sk}; Bhogi the day before: ${addDays(sk, -1)}`,
    );
    add(
      'telugu',
      'kanuma',
      h,
      addDays(sk, 1),
      `Makara sankranti ${local(th, h)}, before sunset: Sankranti ${sk}; Kanuma the day after: ${addDays(sk, 1)}`,
    );
    const k = PLACES.thiruvananthapuram!;
    for (const [id, off, name] of [
      ['first-onam', -1, 'First Onam (Uthradom)'],
      ['third-onam', 1, 'Third Onam'],
      ['fourth-onam', 2, 'Fourth Onam'],
    ] as const) {
      add(
        'kerala',
        id,
        k,
        addDays('2018-08-25', off),
        `Thiruvonam is 2018-08-25 (kerala/onam above); ${name}: ${addDays('2018-08-25', off)}`,
      );
    }
  }
  // Kerala's Deepavali: as the Tamil one, at Thiruvananthapuram
  {
    const p = PLACES.thiruvananthapuram!;
    const s = tithiNear(28, midnight('2022-10-24', p));
    let date: string | null = null;
    const out: string[] = [];
    for (const d of ['2022-10-23', '2022-10-24', '2022-10-25']) {
      const r = sunrise(d, p);
      const mr = riseSet(C.SE_MOON, 'rise', r - 10 / 24, p, false);
      const pre = mr < r;
      out.push(
        `${d}: moonrise ${local(mr, p)}${pre ? '' : ' (after sunrise)'}${pre && covers(s, mr) ? ' in chaturdashi' : ''}`,
      );
      if (pre && covers(s, mr) && date === null) date = d;
    }
    add(
      'kerala',
      'naraka-chaturdashi',
      p,
      date!,
      `chaturdashi ${local(s.start, p)} to ${local(s.end, p)}; ${out.join('; ')}: Deepavali ${date}`,
    );
  }
  // Nepal's Fagu Purnima: the Holika rule (purnima at pradosha, the first fifth of the night)
  ssMode = true;
  {
    const p = PLACES.kathmandu!;
    const s = tithiNear(14, midnight('2019-03-20', p) + 0.5);
    const out: string[] = [];
    const days: string[] = [];
    for (const d of ['2019-03-19', '2019-03-20', '2019-03-21']) {
      const st = sunset(d, p),
        nr = sunrise(addDays(d, 1), p);
      const cov = overlapMin(s, st, st + (nr - st) / 5);
      out.push(`pradosha of ${d}: ${cov.toFixed(0)} min`);
      if (cov >= 24) days.push(d);
    }
    const date = days[days.length - 1]!;
    add(
      'nepali',
      'fagu-purnima',
      p,
      date,
      `purnima ${local(s.start, p)} to ${local(s.end, p)} NPT; ${out.join('; ')}; ${days.length > 1 ? 'on both, the second' : 'one day'}: ${date}`,
    );
  }
  writeFileSync(
    'src/engine/utsava/worked-days.ts',
    `/**
 * @module GENERATED by scripts/gen-tradition-worked-days.ts (do not edit): the worked edge-case day
 * of each regional rule of issue 31, worked there from Swiss Ephemeris instants (DE431, sidereal
 * Lahiri, hindu sunrise), keyed "<tradition>/<rule id>". ./traditions.ts attaches each to its rule.
 */
export const WORKED_DAYS: Readonly<Record<string, string>> = {
${cases.map((c) => `  ${JSON.stringify(`${c.tradition}/${c.id}`)}: ${JSON.stringify(`${c.year} at ${c.place}: ${c.worked}.`)},`).join('\n')}
};
`,
  );
  writeFileSync(
    'test/fixtures/utsava-worked-days.json',
    `${JSON.stringify(
      {
        about:
          "One worked edge-case day per regional rule of issue 31, from Swiss Ephemeris instants (scripts/gen-tradition-worked-days.ts); times are local (IST, or NPT at Kathmandu), sunrise and sunset by SE_BIT_HINDU_RISING, moonrise civil; the tithis of the nepali and vaishnava traditions from the Surya Siddhanta (their almanacs' own reckoning). The engine never reads it.",
        oracle: `Swiss Ephemeris ${sweph.version()} (sweph npm), DE431 files, sidereal Lahiri`,
        cases,
      },
      null,
      1,
    )}\n`,
  );
  for (const c of cases) console.log(`${c.tradition} ${c.id} ${c.date}: ${c.worked}`);
}

main();
