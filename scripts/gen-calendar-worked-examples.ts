/**
 * Writes test/fixtures/calendar-worked-examples.json: one worked example of each month-start rule
 * (src/engine/calendar/month-start.ts, docs/calendars.md), chosen as the month start of 2000-2030
 * whose sankranti falls nearest the rule's cut-off (but at least 2 minutes from it), worked from
 * the instants of Swiss Ephemeris (the oracle's sweph binding, DE431 files, sidereal Lahiri, SE's
 * traditional sidereal method), independently of the engine:
 * - the sankranti by bisection to 1e-9 day on SE's sidereal longitude of the Sun;
 * - sunrise and sunset of the sankranti's civil date at the place by swe_rise_trans with
 *   SE_BIT_HINDU_RISING (the disc centre on the horizon, no refraction: the engine's 'hindu');
 * - the rule applied to them here, in this file, as its text says.
 * Nepal's rule reads the Surya Siddhanta's sankranti, which no ephemeris gives: its example takes
 * that instant from the text's model (src/engine/calendar/surya-siddhanta.ts, checked against
 * Nepal's published calendar in test/engine/calendar/nepali.test.ts) and SE's sunrise and sunset.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-calendar-worked-examples.ts [oracleDir]
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { bisect } from './lib/bisect';
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
const sunLon = (jdUt: number): number => sweph.calc_ut(jdUt, C.SE_SUN, FLAGS).data[0] as number;

/** SE's sankranti of rashi0 near jd. */
function seSankranti(rashi0: number, jd: number): number {
  const g = (t: number): number => signed(sunLon(t) - rashi0 * 30);
  let a = jd - 3,
    b = jd + 3;
  while (g(a) > 0) a -= 3;
  while (g(b) < 0) b += 3;
  return bisect(g, a, b);
}

interface Place {
  name: string;
  lat: number;
  lon: number;
  tzHours: number;
}
const CHENNAI: Place = { name: 'Chennai', lat: 13.0827, lon: 80.2707, tzHours: 5.5 };
const KOCHI: Place = { name: 'Kochi', lat: 9.9312, lon: 76.2673, tzHours: 5.5 };
const KOLKATA: Place = { name: 'Kolkata', lat: 22.5726, lon: 88.3639, tzHours: 5.5 };
const BHUBANESWAR: Place = { name: 'Bhubaneswar', lat: 20.2961, lon: 85.8245, tzHours: 5.5 };
const KATHMANDU: Place = { name: 'Kathmandu', lat: 27.7172, lon: 85.324, tzHours: 5.75 };

/** SE rise or set after `start` at a place, disc centre without refraction. */
function riseTrans(start: number, p: Place, which: 'rise' | 'set'): number {
  const r = sweph.rise_trans(
    start,
    C.SE_SUN,
    null,
    C.SEFLG_SWIEPH,
    (which === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) | C.SE_BIT_HINDU_RISING,
    [p.lon, p.lat, 0],
    1013.25,
    15,
  );
  if (r.flag < 0) throw new Error(r.error);
  return r.data as number;
}
const pad = (n: number): string => String(n).padStart(2, '0');
/** civil date (YYYY-MM-DD) and local time of an instant at a fixed offset */
function local(jd: number, tzHours: number): { date: string; time: string; midnight: number } {
  const x = jd + tzHours / 24 + 0.5;
  const day = Math.floor(x);
  const {
    year,
    month,
    day: d,
  } = sweph.revjul(day, C.SE_GREG_CAL) as { year: number; month: number; day: number };
  const s = Math.round((x - day) * 86400);
  return {
    date: `${year}-${pad(month)}-${pad(d)}`,
    time: `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`,
    midnight: day - 0.5 - tzHours / 24,
  };
}
function addDay(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d! + n));
  return t.toISOString().slice(0, 10);
}
const hm = (jd: number, p: Place): string => local(jd, p.tzHours).time;

interface Example {
  rule: string;
  system: string;
  place: Place;
  rashi0: number;
  sankrantiJdUt: number;
  sankrantiLocal: string;
  civilDate: string;
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  cutoffJdUt: number;
  cutoffLocal: string;
  marginMinutes: number;
  firstDay: string;
  worked: string;
}

/** all SE sankrantis 2000-2030 (rashi0, instant) */
const sankrantis: Array<{ rashi0: number; jd: number }> = [];
{
  let jd = 2451544.5; // 2000-01-01
  while (jd < 2462867.5) {
    // 2031-01-01
    const r = (Math.floor(sunLon(jd) / 30) + 1) % 12;
    const s = seSankranti(r, jd + signed(r * 30 - sunLon(jd)) / 0.9856);
    sankrantis.push({ rashi0: r, jd: s });
    jd = s + 20;
  }
}

function pick(
  rule: string,
  system: string,
  p: Place,
  cutoff: (
    s: number,
    midnight: number,
  ) => {
    cut: number;
    first: (before: boolean, civil: string) => string;
    text: (before: boolean) => string;
  },
): Example {
  let best: Example | null = null;
  for (const { rashi0, jd } of sankrantis) {
    const l = local(jd, p.tzHours);
    const c = cutoff(jd, l.midnight);
    const margin = Math.abs(jd - c.cut) * 1440;
    if (margin < 2 || (best && margin >= best.marginMinutes)) continue;
    const before = jd < c.cut;
    const rise = riseTrans(l.midnight, p, 'rise');
    const set = riseTrans(l.midnight, p, 'set');
    best = {
      rule,
      system,
      place: p,
      rashi0,
      sankrantiJdUt: jd,
      sankrantiLocal: `${l.date}T${l.time}`,
      civilDate: l.date,
      sunriseJdUt: rise,
      sunsetJdUt: set,
      cutoffJdUt: c.cut,
      cutoffLocal: `${local(c.cut, p.tzHours).date}T${hm(c.cut, p)}`,
      marginMinutes: Math.round(margin * 10) / 10,
      firstDay: c.first(before, l.date),
      worked: c.text(before),
    };
  }
  return best!;
}

const examples: Example[] = [
  pick('before-sunset', 'tamil', CHENNAI, (_s, mid) => {
    const set = riseTrans(mid, CHENNAI, 'set');
    return {
      cut: set,
      first: (b, civil) => (b ? civil : addDay(civil, 1)),
      text: (b) =>
        `sankranti ${b ? 'before' : 'after'} that date's sunset (${hm(set, CHENNAI)}): ${b ? 'that day' : 'the next day'} is the first of the month`,
    };
  }),
  pick('before-aparahna', 'malayalam', KOCHI, (_s, mid) => {
    const rise = riseTrans(mid, KOCHI, 'rise'),
      set = riseTrans(mid, KOCHI, 'set');
    const cut = rise + (3 * (set - rise)) / 5;
    return {
      cut,
      first: (b, civil) => (b ? civil : addDay(civil, 1)),
      text: (b) =>
        `daytime ${hm(rise, KOCHI)} to ${hm(set, KOCHI)}, three fifths of it end at ${hm(cut, KOCHI)}; sankranti ${b ? 'within' : 'after'} them: ${b ? 'that day' : 'the next day'}`,
    };
  }),
  pick('after-sankranti-day', 'bengali', KOLKATA, (_s, mid) => {
    const midnight = mid + 1;
    return {
      cut: midnight,
      first: (_b, civil) => addDay(civil, 1),
      text: (b) =>
        `sankranti ${b ? 'before' : 'after'} midnight: ${b ? 'between sunrise and midnight, the next day' : 'after midnight, the third day counted from the Hindu day that holds it, which is the day after its civil date'} is the first of the month`,
    };
  }),
  pick('sankranti-day', 'odia', BHUBANESWAR, (_s, mid) => {
    const midnight = mid + 1;
    return {
      cut: midnight,
      first: (_b, civil) => civil,
      text: (b) =>
        `sankranti ${b ? 'before' : 'after'} midnight: its civil date is the first of the month`,
    };
  }),
];

// Nepal: Magh 1, 2066 (15 January 2010), a Makara sankranti just after sunset at Kathmandu
{
  const p = KATHMANDU;
  const s = ssSankranti(9, 2455211.0);
  const l = local(s, p.tzHours);
  const rise = riseTrans(l.midnight, p, 'rise'),
    set = riseTrans(l.midnight, p, 'set');
  examples.push({
    rule: 'punya-kala',
    system: 'nepali',
    place: p,
    rashi0: 9,
    sankrantiJdUt: s,
    sankrantiLocal: `${l.date}T${l.time}`,
    civilDate: l.date,
    sunriseJdUt: rise,
    sunsetJdUt: set,
    cutoffJdUt: set,
    cutoffLocal: `${l.date}T${hm(set, p)}`,
    marginMinutes: Math.round(Math.abs(s - set) * 14400) / 10,
    firstDay: s > set ? addDay(l.date, 1) : l.date,
    worked: `the Surya Siddhanta's Makara sankranti ${s > set ? 'after' : 'before'} sunset (${hm(set, p)}): ${s > set ? 'a Makara sankranti at night gives its punya kala, and the month, to the next day' : 'a day sankranti: that day'}`,
  });
}

writeFileSync(
  'test/fixtures/calendar-worked-examples.json',
  `${JSON.stringify(
    {
      description:
        'One worked example per month-start rule, 2000-2030, nearest the cut-off: Swiss Ephemeris sankranti (Lahiri) and sunrise/sunset (disc centre, no refraction), the rule applied by hand in scripts/gen-calendar-worked-examples.ts. Nepal: the Surya Siddhanta sankranti.',
      oracle: `Swiss Ephemeris ${sweph.version()} (sweph npm), DE431 files, SE_SIDM_LAHIRI; rise_trans with SE_BIT_HINDU_RISING`,
      generatedBy: 'scripts/gen-calendar-worked-examples.ts',
      examples,
    },
    null,
    1,
  )}\n`,
);
for (const e of examples)
  console.log(
    e.rule,
    e.system,
    e.place.name,
    e.sankrantiLocal,
    'cut',
    e.cutoffLocal,
    `${e.marginMinutes} min`,
    '->',
    e.firstDay,
    '|',
    e.worked,
  );
