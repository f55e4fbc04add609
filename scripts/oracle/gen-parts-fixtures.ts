/**
 * Writes the PyJHora oracle fixtures of the chart's parts (issue 34): special lagnas, upagrahas,
 * the Jaimini structures (test/fixtures/oracle/parts-pyjhora.json) and every varga under every
 * chart_method PyJHora offers (test/fixtures/oracle/vargas-pyjhora.json). Seeded births from
 * scripts/oracle/lib.ts drawBirths in seven groups, the edges included:
 *  - general: 1900-2099, |lat| <= 66, zones near the longitude (drawBirths' defaults);
 *  - early: 1900-1930; late: 2070-2100;
 *  - high: |lat| 50-66 (a draw's latitude moved into the band, its sign kept);
 *  - zones: an offset drawn from the odd ones (5.75, 12.75, -9.5, ...) whatever the longitude;
 *  - lagna: the birth moved to a few minutes before or after the moment the lagna changes sign
 *    (found with the engine's ascendant: a rule for drawing births, not an expected value);
 *  - sunrise: the birth moved to a few minutes before or after the day's sunrise or sunset (the
 *    engine's sunrise: again only where the birth falls).
 * Each birth goes through scripts/oracle/pyjhora_parts.py (PyJHora's own functions); nothing here
 * computes an expected value: every number is copied from the oracle's answer.
 *
 * Usage: node scripts/run-ts.mjs scripts/oracle/gen-parts-fixtures.ts [--seed 3434]
 * (ORACLE_JOBS for parallel oracle processes; see scripts/oracle/lib.ts for the other variables).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { drawBirths, provenance, runOracle, type OracleBirth } from './lib';
import { seededRandom } from '../lib/seeded-random';
import { jdFromGregorian } from '../../src/engine/time/julian';
import { dateOfJd } from '../../src/engine/time/calendar';
import { ascendantMc } from '../../src/engine/ephemeris/sidereal-time';
import { grahaPositions, type AyanamsaName } from '../../src/engine/ephemeris/index';
import { sunRiseSetDay } from '../../src/engine/riseset/index';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SEED = arg('seed', 3434);
const OUT = 'test/fixtures/oracle';
const ODD_ZONES = [
  5.75, 12.75, -9.5, 9.5, 8.75, 3.5, -3.5, 4.5, 6.5, 10.5, 13, 14, -11, -12, 5.5, -2.5,
];
const AYAN: Record<OracleBirth['ayanamsa'], AyanamsaName> = {
  LAHIRI: 'lahiri',
  RAMAN: 'raman',
  KP: 'krishnamurti',
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const jdUtOf = (b: OracleBirth) => {
  const [y, m, d] = b.date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = b.time.split(':').map(Number) as [number, number, number];
  return jdFromGregorian(y, m, d, (hh + mm / 60 + ss / 3600 - b.tz) / 24);
};
/** The birth at another UT instant, written back as local civil date and whole-second clock time. */
function at(b: OracleBirth, jdUt: number): OracleBirth {
  const local = jdUt + b.tz / 24;
  const secs = Math.round((local + 0.5 - Math.floor(local + 0.5)) * 86400);
  const day = Math.floor(local + 0.5) - 0.5 + (secs >= 86400 ? 1 : 0);
  const s = secs % 86400;
  const g = dateOfJd(day + 0.5);
  return {
    ...b,
    date: `${pad(g.year, 4)}-${pad(g.month)}-${pad(g.day)}`,
    time: `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`,
  };
}
const siderealAsc = (b: OracleBirth, jdUt: number) => {
  const a = ascendantMc(jdUt, b.lat, b.lon).ascTropicalDeg;
  const set = grahaPositions(jdUt, { ayanamsa: AYAN[b.ayanamsa], only: ['Sun'] });
  return (((a - set.ayanamsaDeg - set.dpsiDeg) % 360) + 360) % 360;
};

function lagnaEdge(b: OracleBirth, rnd: () => number): OracleBirth {
  const jd0 = jdUtOf(b);
  const s0 = Math.floor(siderealAsc(b, jd0) / 30);
  let lo = jd0,
    hi = jd0;
  for (let k = 1; k <= 24 * 60 && Math.floor(siderealAsc(b, hi) / 30) === s0; k++) {
    lo = hi;
    hi = jd0 + k / 1440;
  }
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (Math.floor(siderealAsc(b, mid) / 30) === s0) lo = mid;
    else hi = mid;
  }
  const minutes = (1 + rnd() * 9) * (rnd() < 0.5 ? -1 : 1);
  return at(b, hi + minutes / 1440);
}

function sunriseEdge(b: OracleBirth, rnd: () => number): OracleBirth {
  const jd = jdUtOf(b);
  const midnight = Math.floor(jd + b.tz / 24 + 0.5) - 0.5 - b.tz / 24;
  const day = sunRiseSetDay(midnight, b.lat, b.lon, 'hindu');
  const event = rnd() < 0.6 ? day.sunriseJdUt : day.sunsetJdUt;
  if (event === null) return b;
  const minutes = (0.5 + rnd() * 9.5) * (rnd() < 0.5 ? -1 : 1);
  return at(b, event + minutes / 1440);
}

const rnd = seededRandom(SEED + 1);
const groups: { name: string; rule: string; births: OracleBirth[] }[] = [
  {
    name: 'general',
    rule: 'drawBirths defaults: 1900-2099, |lat| <= 66, a real zone offset near lon/15',
    births: drawBirths(SEED, 120),
  },
  {
    name: 'early',
    rule: 'years 1900-1930',
    births: drawBirths(SEED + 10, 60, { years: [1900, 1930] }),
  },
  {
    name: 'late',
    rule: 'years 2070-2100',
    births: drawBirths(SEED + 20, 60, { years: [2070, 2100] }),
  },
  {
    name: 'high',
    rule: "|lat| 50-66 (the draw's latitude moved into the band, its hemisphere kept)",
    births: drawBirths(SEED + 30, 60).map((b) => ({
      ...b,
      lat: Math.round(Math.sign(b.lat || 1) * (50 + rnd() * 16) * 1e4) / 1e4,
    })),
  },
  {
    name: 'zones',
    rule: `an offset drawn from ${ODD_ZONES.join(', ')} whatever the longitude`,
    births: drawBirths(SEED + 40, 40).map((b) => ({
      ...b,
      tz: ODD_ZONES[Math.floor(rnd() * ODD_ZONES.length)]!,
    })),
  },
  {
    name: 'lagna',
    rule: "moved to 1-10 minutes before or after the lagna's next change of sign",
    births: drawBirths(SEED + 50, 40).map((b) => lagnaEdge(b, rnd)),
  },
  {
    name: 'sunrise',
    rule: "moved to 0.5-10 minutes before or after the day's sunrise (60%) or sunset (hindu convention)",
    births: drawBirths(SEED + 60, 40).map((b) => sunriseEdge(b, rnd)),
  },
];

interface PartsDoc {
  error?: string;
  chart: Record<string, unknown> & { ascendant: number; grahas: number[]; jd_ut: number };
  special: unknown;
  upagraha: unknown;
  text_upagraha: unknown;
  jaimini: unknown;
  vargas: Record<string, Record<string, string>>;
}

const births = groups.flatMap((g) => g.births.map((b) => ({ group: g.name, b })));
const docs = await runOracle<PartsDoc>(
  births.map((x) => x.b),
  'pyjhora_parts.py',
);
const prov = provenance(
  SEED,
  groups.map((g) => `${g.name} (${g.births.length}): ${g.rule}`).join('; '),
  ['pyjhora_parts.py'],
);
mkdirSync(OUT, { recursive: true });

const rows = births
  .map((x, i) => ({ group: x.group, input: x.b, doc: docs[i]! }))
  .filter((r) => !r.doc.error);
const write = (file: string, meta: Record<string, unknown>, charts: unknown[]) => {
  const head = JSON.stringify(
    { generator: 'scripts/oracle/gen-parts-fixtures.ts', provenance: prov, ...meta },
    null,
    1,
  ).replace(/\n}$/, '');
  writeFileSync(
    `${OUT}/${file}`,
    `${head},\n "charts": [\n${charts.map((c) => '  ' + JSON.stringify(c)).join(',\n')}\n ]\n}\n`,
  );
  console.log(`${OUT}/${file}: ${charts.length} charts`);
};

write(
  'parts-pyjhora.json',
  {
    format: {
      group: 'the draw group (see provenance.draw)',
      input:
        'the birth as sent to the oracle (local civil date and clock time, tz hours east of UTC)',
      chart:
        "PyJHora's chart: ascendant and grahas (Sun..Ketu, geometric sidereal degrees), jd_local/jd_ut, vedic weekday (0 Sun), sunrise/sunset hours (local clock) of the birth date and its neighbours, sun_at_sunrise, ghati (utils.udhayadhi_nazhikai)",
      special:
        'drik.bhava_lagna, hora_lagna, ghati_lagna, vighati_lagna, pranapada_lagna, sree_lagna, bhrigu_bindhu_lagna (degrees), indu_lagna [sign 0-11, degrees in sign], charts.varnada_lagna per varnada_method 1-4 for houses 1-12 (signs 0-11; longitudes for methods 3 and 4)',
      upagraha:
        'drik.solar_upagraha_longitudes (dhuma ... upaketu) and drik.kaala/mrityu/artha_praharaka/yama_ghantaka/gulika/maandi_longitude, degrees',
      text_upagraha:
        "drik.ascendant at the start, middle and end of the 8 parts of the day (sunrise to sunset) or night (sunset to next sunrise) holding the birth, with each part's lord (graha 0-6, -1 none)",
      jaimini:
        "arudhas.bhava_arudhas_from_planet_positions (A1-A12, Sun- and Moon-based), graha_arudhas_from_planet_positions, house.get_argala, order_of_raasis_by_strength, house_owner_from_planet_positions(Scorpio, Aquarius), chara_karakas, the atmakaraka's D9 sign",
    },
  },
  rows.map((r) => ({
    group: r.group,
    input: r.input,
    chart: r.doc.chart,
    special: r.doc.special,
    upagraha: r.doc.upagraha,
    text_upagraha: r.doc.text_upagraha,
    jaimini: r.doc.jaimini,
  })),
);

write(
  'vargas-pyjhora.json',
  {
    format: {
      group: 'the draw group',
      input: 'the birth as sent to the oracle',
      asc: "PyJHora's sidereal ascendant (degrees)",
      lon: "PyJHora's sidereal Sun..Ketu (degrees, geometric)",
      vargas:
        '{ "D<n>": { "<chart_method>": 10 signs as base-12 digits (0-9, a = Aquarius, b = Pisces) for the Lagna and Sun..Ketu } }, from charts.divisional_positions_from_rasi_positions on PyJHora\'s own rasi chart (D150: charts.nadiamsa_chart)',
    },
  },
  rows.map((r) => ({
    group: r.group,
    input: r.input,
    asc: r.doc.chart.ascendant,
    lon: r.doc.chart.grahas,
    vargas: r.doc.vargas,
  })),
);
console.log(
  `${births.length} births drawn, ${births.length - rows.length} without an oracle answer`,
);
