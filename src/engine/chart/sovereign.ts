/**
 * @module The SovereignChart of Family R `POST /api/chart`: the chart assembled from the basis
 * and every chart structure of the engine.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { AYANAMSA_NAMES, type AyanamsaName, type NodeMode } from '../ephemeris/index.js';
import { isoFromJdUt, jdFromGregorian } from '../time/julian.js';
import { buildBasis } from './basis.js';
import { describePoint } from './format.js';

export const HOUSE_SYSTEMS = ['whole_sign', 'equal', 'sripati', 'placidus'] as const;
export type HouseSystemName = (typeof HOUSE_SYSTEMS)[number];
export { AYANAMSA_NAMES };

export interface ChartSettings {
  /** default lahiri */
  ayanamsa: AyanamsaName;
  /** default mean */
  nodeMode: NodeMode;
  /** default whole_sign */
  houseSystem: HouseSystemName;
}
export const DEFAULT_CHART_SETTINGS: ChartSettings = { ayanamsa: 'lahiri', nodeMode: 'mean', houseSystem: 'whole_sign' };

/** Flat civil birth input with a numeric UTC offset (Family R and N). */
export interface FlatBirth {
  year: number; month: number; day: number; hour: number; minute: number; second: number;
  latDeg: number; lonDeg: number; tzHours: number;
}

/** JD (UT) of a civil time with a numeric offset in hours. */
export function jdUtOfFlatBirth(b: FlatBirth): number {
  return jdFromGregorian(b.year, b.month, b.day, (b.hour + b.minute / 60 + b.second / 3600 - b.tzHours) / 24);
}

/** The grahas and lagna part of a chart, as every chart shape reports them. */
export function grahaEntries(basis: ChartBasis) {
  return basis.grahas.map((g) => {
    const p = describePoint(g.lonDeg);
    return {
      name: g.name,
      longitude: g.lonDeg,
      latitude: g.latDeg,
      speed: g.speedDegPerDay,
      retrograde: g.retrograde,
      rashi: { index: p.rashi.index, name: p.rashi.name },
      degreeInRashi: p.degreeInRashi,
      nakshatra: p.nakshatra,
      pada: p.pada,
    };
  });
}

export function lagnaEntry(basis: ChartBasis) {
  const p = describePoint(basis.ascendantDeg);
  return { longitude: basis.ascendantDeg, rashi: { index: p.rashi.index, name: p.rashi.name }, degreeInRashi: p.degreeInRashi, nakshatra: p.nakshatra, pada: p.pada };
}

/** Assemble the SovereignChart for a flat birth. */
export function sovereignChart(birth: FlatBirth, settings: ChartSettings) {
  const jdUt = jdUtOfFlatBirth(birth);
  const basis = buildBasis(jdUt, birth.latDeg, birth.lonDeg, birth.tzHours, settings);
  return {
    basis,
    chart: {
      utc: isoFromJdUt(jdUt),
      jdUt,
      settings: {
        ayanamsa: settings.ayanamsa,
        ayanamsaDeg: basis.ayanamsaDeg,
        nodeMode: settings.nodeMode,
        houseSystem: settings.houseSystem,
        zodiac: 'sidereal' as const,
      },
      grahas: grahaEntries(basis),
      lagna: lagnaEntry(basis),
    },
  };
}
