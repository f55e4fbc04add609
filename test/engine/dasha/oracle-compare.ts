/**
 * @module Comparison of the engine's dashas with the PyJHora oracle fixtures
 * (test/fixtures/oracle/dashas-*.json, written by scripts/oracle/gen-dasha-fixtures.ts). Shared by
 * the tests (test/engine/dasha/oracle-*.test.ts) and the verification report
 * (scripts/verify/dashas.ts). The engine is fed the oracle's own positions, so a difference is a
 * difference of rules, never of ephemeris.
 */
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import { GRAHA_NAMES, RASHI_NAMES_EN } from '../../../src/engine/core/constants.js';
import { computeDasha, type DashaPeriod } from '../../../src/engine/dasha/index.js';
import { jdFromGregorian } from '../../../src/engine/time/julian.js';

export interface OracleBirthInput {
  date: string;
  time: string;
  lat: number;
  lon: number;
  tz: number;
  ayanamsa: string;
  nodes: string;
}
/** One oracle maha: [lord_index, start (local clock at the input tz), years]. */
export type OracleMaha = [number, string, number];
export interface OracleChart {
  input: OracleBirthInput;
  jd_ut: number;
  asc?: number;
  lon?: number[];
  moon?: number;
  dashas: Record<string, { rows?: number; maha?: OracleMaha[]; error?: string }>;
}
export interface DashaFixture {
  system: string;
  year_days: number;
  variants: Record<string, string>;
  provenance: Record<string, unknown>;
  charts: OracleChart[];
}

/** The oracle's chart as a ChartBasis (only longitudes, ascendant and instant matter to the dashas). */
export function basisOf(c: OracleChart): ChartBasis {
  const lon = c.lon ?? GRAHA_NAMES.map((g) => (g === 'Moon' ? c.moon! : 0));
  return {
    jdUt: c.jd_ut,
    jdTt: c.jd_ut,
    latDeg: c.input.lat,
    lonDeg: c.input.lon,
    tzHours: c.input.tz,
    ayanamsaDeg: 0,
    ascendantDeg: c.asc ?? 0,
    mcDeg: 0,
    obliquityDeg: 23.44,
    grahas: GRAHA_NAMES.map((name, i) => ({
      name,
      lonDeg: lon[i]!,
      latDeg: 0,
      speedDegPerDay: 1,
      retrograde: false,
      distAu: 1,
      tropicalLonDeg: lon[i]!,
    })),
  };
}

/** JD UT of an oracle start: the local clock at the input tz (PyJHora writes local clock times). */
export function oracleStartJdUt(start: string, tzHours: number): number {
  const m = /^(-?\d+)-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/.exec(start);
  if (!m) throw new Error(`bad oracle start ${start}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return jdFromGregorian(y!, mo!, d!, (h! * 3600 + mi! * 60 + s!) / 86400) - tzHours / 24;
}

export interface MahaRow {
  lord: string;
  startJdUt: number;
  years: number;
}

/** The oracle's mahas with lord names as the engine writes them (graha or English rashi name). */
export function oracleRows(
  c: OracleChart,
  key: string,
  kind: 'graha' | 'rasi',
): MahaRow[] | undefined {
  const e = c.dashas[key];
  if (!e?.maha) return undefined;
  return e.maha.map(([i, start, years]) => ({
    lord: kind === 'rasi' ? RASHI_NAMES_EN[i]! : GRAHA_NAMES[i]!,
    startJdUt: oracleStartJdUt(start, c.input.tz),
    years,
  }));
}

export function engineRows(periods: DashaPeriod[], yearDays: number): MahaRow[] {
  return periods.map((p) => ({
    lord: p.lord,
    startJdUt: p.startJdUt,
    years: (p.endJdUt - p.startJdUt) / yearDays,
  }));
}

/** The engine's mahas for a fixture chart: the oracle's positions and year, maha level only. */
export function engineMahas(
  system: string,
  variant: string | undefined,
  c: OracleChart,
  yearDays: number,
): MahaRow[] {
  const r = computeDasha({
    system,
    variant,
    basis: basisOf(c),
    birthJdUt: c.jd_ut,
    yearDays,
    depth: 1,
  });
  return engineRows(r.periods, yearDays);
}

/** The engine's rows with the first clipped at birth: the oracle's convention for Kalachakra (its first maha is the balance). */
export function clipAtBirth(rows: MahaRow[], birthJdUt: number, yearDays: number): MahaRow[] {
  const i = rows.findIndex((r) => r.startJdUt + r.years * yearDays > birthJdUt);
  if (i < 0) return [];
  const first = rows[i]!;
  const end = first.startJdUt + first.years * yearDays;
  return [
    { lord: first.lord, startJdUt: birthJdUt, years: (end - birthJdUt) / yearDays },
    ...rows.slice(i + 1),
  ];
}

export interface Comparison {
  /** lords, order and years of the first n mahas agree */
  agree: boolean;
  /** the starts agree too (within startTolSec) */
  startsAgree: boolean;
  /** first difference, for messages */
  diff?: string;
}

export interface Tolerance {
  /** years of a maha, in years */
  years: number;
  /** starts, in seconds */
  startSec: number;
}
/** Whole years and starts at birth: the oracle prints starts to the second. */
export const EXACT: Tolerance = { years: 1e-6, startSec: 2 };

/** Compare the first n mahas (n = the oracle's count, at most 9) within the tolerance. */
export function compareRows(
  ours: MahaRow[],
  oracle: MahaRow[],
  tol: Tolerance = EXACT,
): Comparison {
  const startTolSec = tol.startSec;
  const n = Math.min(9, oracle.length);
  let diff: string | undefined;
  let startsAgree = true;
  for (let i = 0; i < n; i++) {
    const a = ours[i],
      o = oracle[i]!;
    if (!a) {
      diff ??= `maha ${i + 1}: engine has none, oracle ${o.lord} ${o.years}`;
      break;
    }
    if (a.lord !== o.lord || Math.abs(a.years - o.years) > tol.years) {
      diff ??= `maha ${i + 1}: engine ${a.lord} ${+a.years.toFixed(6)}, oracle ${o.lord} ${o.years}`;
    }
    if (Math.abs(a.startJdUt - o.startJdUt) * 86400 > startTolSec) {
      if (startsAgree && !diff)
        diff = `maha ${i + 1} start: engine ${a.startJdUt.toFixed(6)}, oracle ${o.startJdUt.toFixed(6)} (${((a.startJdUt - o.startJdUt) * 86400).toFixed(0)} s)`;
      startsAgree = false;
    }
  }
  const agree = !diff || diff.includes(' start:');
  return { agree, startsAgree: agree && startsAgree, diff };
}
