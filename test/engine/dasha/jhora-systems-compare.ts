/**
 * @module Comparison of the dasha systems added for issue 34 with the PyJHora oracle fixture
 * (test/fixtures/oracle/jhora-dashas.json, written by scripts/oracle/gen-jhora-systems-fixtures.ts).
 * Shared by the test (jhora-systems.test.ts) and the verification report (scripts/verify). The
 * engine is fed the oracle's own positions, sunrise and sunset, and limb bounds, so a difference is
 * one of rules: each chart's verdict names the first difference found.
 */
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  RASHI_NAMES_EN,
} from '../../../src/engine/core/constants.js';
import { computeDasha, type DashaPeriod } from '../../../src/engine/dasha/index.js';
import type {
  KaalaPart,
  LimbAtBirth,
  LimbProvider,
} from '../../../src/engine/dasha/extra-inputs.js';
import { jdFromGregorian } from '../../../src/engine/time/julian.js';
import { buildExtraDasha } from '../../../src/engine/dasha/extra-systems.js';
import { chakraDasha, type JaiminiRules } from '../../../src/engine/dasha/rasi-extra.js';
import { kaalaDasha, moolaJhoraDasha, rashmiDasha } from '../../../src/engine/dasha/graha-extra.js';
import { signChart } from '../../../src/engine/dasha/jaimini.js';
import { DIGNITY_PVR } from '../../../src/engine/dasha/jaimini.js';
import { DASHA_VARIANTS } from '../../../src/engine/dasha/variants.js';
import { expandTree, type MahaSeed, type TreeSystem } from '../../../src/engine/dasha/tree.js';
import {
  pyjhoraCoLord,
  pyjhoraRays,
  pyjhoraStrongerGraha,
  pyjhoraStrongerSign,
  pyjhoraStrongestOf,
} from './pyjhora-readings.js';

export interface JhoraInput {
  date: string;
  time: string;
  lat: number;
  lon: number;
  tz: number;
  ayanamsa: string;
  nodes: string;
}
type Lord = number | string | number[];
export interface JhoraSystem {
  error?: string;
  start?: number;
  m?: Lord[];
  y?: (number | null)[];
  ms?: (number | null)[];
  a?: Lord[][];
  ay?: ((number | null)[] | null)[];
  as?: (number | (number | null)[])[];
  extra?: unknown;
}
export interface JhoraChart {
  group: string;
  input: JhoraInput;
  jd_ut: number;
  asc: number;
  lon: number[];
  retro: number[];
  sun_times: number[];
  tithi: number[];
  yoga: number[];
  karana: number[];
  hora_lagna: number;
  varnada_lagna: number;
  d9m4: number[];
  karakas: number[];
  brahma: number;
  dashas: Record<string, JhoraSystem>;
}
export interface JhoraFixture {
  year_days: number;
  provenance: Record<string, unknown>;
  charts: JhoraChart[];
}

/** JD UT of a local clock hour of the birth's civil date (PyJHora's sunrise/sunset and limb times). */
export function localHourJdUt(c: JhoraChart, hours: number): number {
  const [y, m, d] = c.input.date.split('-').map(Number) as [number, number, number];
  return jdFromGregorian(y, m, d, 0) + (hours - c.input.tz) / 24;
}

/** The oracle's chart as a ChartBasis: its longitudes, ascendant, retrograde flags, sunrise and sunset. */
export function basisOfJhora(c: JhoraChart): ChartBasis {
  const [ps, sr, ss, ns] = c.sun_times as [number, number, number, number];
  return {
    jdUt: c.jd_ut,
    jdTt: c.jd_ut,
    latDeg: c.input.lat,
    lonDeg: c.input.lon,
    tzHours: c.input.tz,
    ayanamsaDeg: 0,
    ascendantDeg: c.asc,
    mcDeg: 0,
    obliquityDeg: 23.44,
    grahas: GRAHA_NAMES.map((name, i) => ({
      name,
      lonDeg: c.lon[i]!,
      latDeg: 0,
      speedDegPerDay: i === 0 ? 0.9856 : 1,
      retrograde: c.retro.includes(i),
      distAu: 1,
      tropicalLonDeg: c.lon[i]!,
    })),
    prevSunsetJdUt: localHourJdUt(c, ps - 24),
    sunriseJdUt: localHourJdUt(c, sr),
    sunsetJdUt: localHourJdUt(c, ss),
    nextSunriseJdUt: localHourJdUt(c, ns + 24),
  };
}

/** PyJHora's limb at birth: [index (1-based), start hours, end hours] on the birth date's clock. A negative start is PyJHora's "previous day" (its hour mirrored). */
export function limbOfJhora(c: JhoraChart, kind: 'tithi' | 'yoga' | 'karana'): LimbAtBirth {
  const [idx, s, e] = c[kind] as [number, number, number];
  // utils.get_fraction reads a negative start as -(hours) on the day before, whole days counted back
  const len = s < 0 ? Math.trunc(Math.abs(s) / 24 + 1) * 24 + e - Math.abs(s) : e - s;
  return { index0: idx - 1, startJdUt: localHourJdUt(c, e - len), endJdUt: localHourJdUt(c, e) };
}
export const limbsOfJhora =
  (c: JhoraChart): LimbProvider =>
  (kind) =>
    limbOfJhora(c, kind);

/** One comparison: a PyJHora entry and the engine's system and variant that read it. */
export interface JhoraCase {
  key: string;
  system: string;
  variant?: string;
  /** how PyJHora's lords are named */
  lords: 'graha' | 'rasi' | 'nakshatra' | 'triple';
  /** compare the antardashas of the first two mahas too (default true) */
  antars?: boolean;
  /** the year of this entry, days (default the fixture's) */
  yearDays?: number;
  /** tolerance on the first start, seconds (default 2) */
  startTolS?: number;
}

export const JHORA_CASES: readonly JhoraCase[] = [
  {
    key: 'tara_sanjay_rath',
    system: 'tara',
    variant: 'sanjay-rath',
    lords: 'graha',
    startTolS: 60,
  },
  { key: 'tara_parasara', system: 'tara', variant: 'parasara', lords: 'graha', startTolS: 60 },
  { key: 'karaka', system: 'karaka', lords: 'graha' },
  { key: 'buddhi_gathi', system: 'buddhi-gathi', lords: 'graha' },
  { key: 'kaala', system: 'kaala', variant: 'sixth-of-half', lords: 'graha' },
  { key: 'rashmi', system: 'rashmi', lords: 'graha' },
  { key: 'moola_graha', system: 'moola', variant: 'jhora', lords: 'graha' },
  { key: 'tithi_ashtottari', system: 'tithi-ashtottari', lords: 'graha', startTolS: 60 },
  { key: 'tithi_yogini', system: 'tithi-yogini', lords: 'graha', startTolS: 60 },
  { key: 'yoga_vimsottari', system: 'yoga-vimsottari', lords: 'graha', startTolS: 60 },
  { key: 'saptharishi_nakshatra', system: 'saptarishi-nakshatra', lords: 'nakshatra' },
  {
    key: 'karana_chathuraaseethi_sama',
    system: 'karana-chaturaseeti-sama',
    lords: 'graha',
    startTolS: 60,
  },
  { key: 'ashtakavarga', system: 'ashtakavarga', lords: 'graha' },
  { key: 'brahma', system: 'brahma', lords: 'rasi' },
  { key: 'chakra', system: 'chakra', variant: 'sixth-of-half', lords: 'rasi' },
  { key: 'chathurvidha_utthara_1', system: 'chaturvidha-uttara', variant: 'lagna', lords: 'rasi' },
  { key: 'chathurvidha_utthara_2', system: 'chaturvidha-uttara', variant: 'kendra', lords: 'rasi' },
  {
    key: 'chathurvidha_utthara_3',
    system: 'chaturvidha-uttara',
    variant: 'trikona',
    lords: 'rasi',
  },
  {
    key: 'chathurvidha_utthara_4',
    system: 'chaturvidha-uttara',
    variant: 'strongest',
    lords: 'rasi',
  },
  { key: 'kendradhi_lagna', system: 'kendradi', variant: 'lagna', lords: 'rasi' },
  { key: 'moola_rasi', system: 'kendradi', variant: 'lagna', lords: 'rasi' },
  { key: 'kendradhi_karaka', system: 'kendradi', variant: 'karaka', lords: 'rasi' },
  { key: 'lagnamsaka', system: 'lagnamsaka', lords: 'rasi' },
  { key: 'mandooka_kn_rao', system: 'mandooka', variant: 'kn-rao', lords: 'rasi' },
  { key: 'mandooka_sanjay_rath', system: 'mandooka', variant: 'sanjay-rath', lords: 'rasi' },
  { key: 'navamsa', system: 'navamsa', lords: 'rasi' },
  { key: 'niryaana', system: 'niryana-shoola', variant: 'narayana', lords: 'rasi' },
  { key: 'nirayana', system: 'niryana-shoola', variant: 'rasi', lords: 'rasi' },
  { key: 'padhanadhamsa_1', system: 'padanadhamsa', variant: 'rangacharya', lords: 'rasi' },
  { key: 'padhanadhamsa_2', system: 'padanadhamsa', variant: 'narayana', lords: 'rasi' },
  { key: 'paryaaya_d1', system: 'paryaya', lords: 'rasi' },
  { key: 'raashiyanka', system: 'rashiyanka', lords: 'rasi' },
  { key: 'sandhya', system: 'sandhya', variant: 'equal', lords: 'rasi' },
  { key: 'sandhya_pachaka', system: 'sandhya', variant: 'pachaka', lords: 'rasi' },
  { key: 'tara_lagna', system: 'tara-lagna', lords: 'rasi' },
  { key: 'varnada', system: 'varnada', lords: 'rasi' },
  { key: 'yogardha', system: 'yogardha', lords: 'rasi' },
  { key: 'sudarshana', system: 'sudarshana', lords: 'triple', yearDays: 365.24219 },
];

function lordName(l: Lord, kind: JhoraCase['lords']): string {
  if (l === 'L') return 'Lagna';
  if (kind === 'triple') return (l as number[]).map((s) => RASHI_NAMES_EN[s]).join('/');
  if (kind === 'nakshatra') return NAKSHATRA_NAMES[l as number]!;
  return kind === 'rasi' ? RASHI_NAMES_EN[l as number]! : GRAHA_NAMES[l as number]!;
}
const engineLord = (p: DashaPeriod, kind: JhoraCase['lords']): string =>
  kind === 'triple' ? p.signs!.map((s) => RASHI_NAMES_EN[s - 1]).join('/') : p.lord;

export interface Verdict {
  ok: boolean;
  mahaOk: boolean;
  antarOk: boolean;
  diff?: string;
  skipped?: string;
}

const YEAR_TOL = 2e-6;
/** The engine's answer for one chart and case, against PyJHora's: lords, years and first start of the mahas; lords and years of the first two mahas' antardashas. */
export function compareJhora(
  c: JhoraChart,
  cs: JhoraCase,
  yearDaysDefault: number,
  engine: (c: JhoraChart, cs: JhoraCase, yearDays: number) => DashaPeriod[] = runEngine,
): Verdict {
  const o = c.dashas[cs.key];
  if (!o) return { ok: false, mahaOk: false, antarOk: false, skipped: 'no entry' };
  if (o.error)
    return { ok: false, mahaOk: false, antarOk: false, skipped: `PyJHora error: ${o.error}` };
  if (!o.m || o.m.length === 0)
    return { ok: false, mahaOk: false, antarOk: false, skipped: 'PyJHora returned no dasha' };
  const yd = cs.yearDays ?? yearDaysDefault;
  const periods = engine(c, cs, yd);
  // PyJHora keeps mahas of no length; the engine leaves them out
  const rows = o.m
    .map((l, i) => ({ lord: lordName(l, cs.lords), years: o.y![i] ?? null }))
    .filter((r) => r.years === null || Math.abs(r.years) > 1e-9);
  const n = Math.min(rows.length, periods.length);
  let mahaOk = n > 0;
  let diff: string | undefined;
  for (let i = 0; i < n && mahaOk; i++) {
    const r = rows[i]!,
      p = periods[i]!;
    const py = (p.endJdUt - p.startJdUt) / yd;
    if (engineLord(p, cs.lords) !== r.lord) {
      mahaOk = false;
      diff = `maha ${i + 1}: lord ${engineLord(p, cs.lords)} vs ${r.lord}`;
    } else if (
      r.years !== null &&
      r.years !== undefined &&
      Math.abs(py - r.years) > YEAR_TOL * Math.max(1, Math.abs(r.years))
    ) {
      mahaOk = false;
      diff = `maha ${i + 1} (${r.lord}): ${py.toFixed(6)} vs ${r.years} years`;
    }
  }
  if (mahaOk) {
    const dt = Math.abs(periods[0]!.startJdUt - (c.jd_ut + o.start!)) * 86400;
    if (dt > (cs.startTolS ?? 2)) {
      mahaOk = false;
      diff = `first start differs by ${dt.toFixed(0)} s`;
    }
  }
  let antarOk = true;
  if (mahaOk && cs.antars !== false && o.a) {
    // o.a holds the antardashas of PyJHora's first two mahas, mahas of no length included
    let engineIndex = 0;
    for (let k = 0; k < o.a.length && antarOk; k++) {
      const my = o.y![k];
      if (my !== null && my !== undefined && Math.abs(my) <= 1e-9) continue;
      const parent = periods[engineIndex++];
      const ol = o.a[k]!.map((l) => lordName(l, cs.lords));
      const oy: (number | null)[] =
        o.ay?.[k] ??
        ol.map(() => (parent ? (parent.endJdUt - parent.startJdUt) / yd / ol.length : null));
      const kids = parent?.periods ?? [];
      const kl = kids.map((p) => engineLord(p, cs.lords));
      // PyJHora lists antardashas of no length too
      const keep = ol.map((_, j) => {
        const v = oy[j];
        return v === null || v === undefined || Math.abs(v) > 1e-9;
      });
      const ol2 = ol.filter((_, j) => keep[j]);
      if (JSON.stringify(kl) !== JSON.stringify(ol2)) {
        antarOk = false;
        diff = `antars of maha ${k + 1}: ${kl.join(',')} vs ${ol2.join(',')}`;
        break;
      }
      const oy2 = oy.filter((_, j) => keep[j]);
      for (let j = 0; j < kids.length; j++) {
        const ky = (kids[j]!.endJdUt - kids[j]!.startJdUt) / yd;
        const want = oy2[j];
        if (want !== null && want !== undefined && Math.abs(ky - want) > 2e-6) {
          antarOk = false;
          diff = `antar ${j + 1} of maha ${k + 1}: ${ky.toFixed(6)} vs ${want} years`;
          break;
        }
      }
    }
  }
  return { ok: mahaOk && antarOk, mahaOk, antarOk, ...(diff ? { diff } : {}) };
}

/** The engine's mahas (with two levels) for a case, from the oracle's chart. */
export function runEngine(c: JhoraChart, cs: JhoraCase, yearDays: number): DashaPeriod[] {
  const basis = basisOfJhora(c);
  // the public entry point for the mahas; the antardashas of the first two only (all that is compared)
  const mahas = computeDasha({
    system: cs.system,
    ...(cs.variant ? { variant: cs.variant } : {}),
    basis,
    birthJdUt: c.jd_ut,
    yearDays,
    depth: 1,
    limbs: limbsOfJhora(c),
  }).periods;
  const two = computeDasha({
    system: cs.system,
    ...(cs.variant ? { variant: cs.variant } : {}),
    basis,
    birthJdUt: c.jd_ut,
    yearDays,
    depth: 2,
    toJdUt: mahas[Math.min(1, mahas.length - 1)]!.endJdUt - 1e-9,
    limbs: limbsOfJhora(c),
  }).periods;
  return mahas.map((m, i) => (i < two.length ? two[i]! : m));
}
/** Mahas, with the antardashas of the first two. */
const firstTwoExpanded = (b: { system: TreeSystem; mahas: MahaSeed[] }): DashaPeriod[] => [
  ...expandTree(b.system, b.mahas.slice(0, 2), 2),
  ...expandTree(b.system, b.mahas.slice(2), 1),
];

/** PyJHora's readings of the Jaimini judgements (pyjhora-readings.ts) as the rule set the builders take. */
export const PYJHORA_RULES: JaiminiRules = {
  strongerSign: pyjhoraStrongerSign,
  strongerGraha: pyjhoraStrongerGraha,
  coLord: pyjhoraCoLord,
  years: { coLord: pyjhoraCoLord, dignityYear: DIGNITY_PVR },
};

/**
 * PyJHora's part of the day for the Kaala and Chakra dashas (kaala._dhasa_progression_and_periods,
 * chakra._dhasa_seed), on the birth date's clock: it takes the previous night's sixth as
 * |sunrise - previous sunset| / 6 with both as clock hours (so a sixth of 24 h less the night, about
 * a sixth of the day), uses it on both sides of sunrise and before sunset, a sixth of the coming
 * night after sunset, and starts the night before at -(previous sunset + that sixth) hours.
 */
export function pyjhoraKaalaPart(c: JhoraChart): { part: KaalaPart; fraction: number } {
  const [ps, sr, ss, ns0] = c.sun_times as [number, number, number, number];
  const ns = 24 + ns0;
  const bt = (c.jd_ut - localHourJdUt(c, 0)) * 24;
  const nf1 = Math.abs(sr - ps) / 6,
    nf2 = Math.abs(ns - ss) / 6;
  const win: [KaalaPart, number, number][] = [
    ['dawn', sr - nf1, sr + nf1],
    ['dusk', ss - nf1, ss + nf2],
    ['day', sr + nf1, ss - nf1],
    ['night', -(ps + nf1), sr - nf1],
    ['night', ss + nf2, ns - nf2],
  ];
  for (const [part, a, b] of win)
    if (bt > a && bt < b) return { part, fraction: (bt - a) / (b - a) };
  return { part: 'day', fraction: 0 };
}

/** The engine with PyJHora's readings of the Jaimini judgements swapped in (the documented differences strength-pyjhora, sign-strength-pyjhora, co-lord-pyjhora), and its part of the day for Kaala and Chakra. */
export function runEngineWithPyjhoraRules(
  c: JhoraChart,
  cs: JhoraCase,
  yearDays: number,
): DashaPeriod[] {
  const basis = basisOfJhora(c);
  if (cs.system === 'kaala') {
    const b = kaalaDasha(pyjhoraKaalaPart(c).fraction, c.jd_ut, yearDays);
    return firstTwoExpanded(b);
  }
  if (cs.system === 'rashmi') {
    const b = rashmiDasha(basis, c.jd_ut, yearDays, pyjhoraRays(c.lon, c.retro));
    return firstTwoExpanded(b);
  }
  if (cs.system === 'moola') {
    const c0 = signChart(basis);
    const b = moolaJhoraDasha(c0, c.jd_ut, yearDays, pyjhoraStrongerGraha, (cc, list) =>
      pyjhoraStrongestOf(list, (x, y) => pyjhoraStrongerGraha(cc, x, y)),
    );
    return firstTwoExpanded(b);
  }
  if (cs.system === 'chakra') {
    const b = chakraDasha(
      pyjhoraKaalaPart(c).part,
      signChart(basis),
      c.jd_ut,
      yearDays,
      PYJHORA_RULES,
    );
    return firstTwoExpanded(b);
  }
  const built = buildExtraDasha(cs.system, {
    basis,
    birthJdUt: c.jd_ut,
    yearDays,
    variant: cs.variant ?? defaultVariant(cs.system),
    limbs: limbsOfJhora(c),
    rules: PYJHORA_RULES,
  });
  return firstTwoExpanded(built);
}
const defaultVariant = (system: string): string | undefined => DASHA_VARIANTS[system]?.default;
