/**
 * @module The SovereignChart of Family R `POST /api/chart`: the chart assembled from the basis
 * and every chart structure of the engine. Each structure goes through one Degradation
 * (degraded.ts): a value that does not exist for the input (Placidus bhavas or KP cusps inside the
 * polar circles) is null, a non-finite number is null, each named in
 * `sovereigntySignature.degradedValues`; the rest still answers.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { AYANAMSA_NAMES, type AyanamsaName, type NodeMode } from '../ephemeris/index.js';
import { isoFromJdUt, jdFromGregorian } from '../time/julian.js';
import { buildBasis } from './basis.js';
import { bhavas } from './bhavas.js';
import { describePoint } from './format.js';
import { Degradation } from './degraded.js';
import { sovereigntySignature } from './provenance.js';
import { SHODASHA_VARGAS, vargaCharts } from '../vargas/index.js';
import { kpLadder } from '../kp/index.js';
import { charaKarakas, type KarakaScheme } from '../karakas/index.js';
import { vimsottariBalance, vimsottariChartDasha } from '../dasha/index.js';
import { DEFAULT_YEAR_DAYS } from '../dasha/types.js';
import type { DashaPeriod } from '../dasha/types.js';
import { ashtakavarga } from '../ashtakavarga/index.js';
import { bhavaBala, shadbalaDetailed } from '../shadbala/index.js';
import { sahams, type TajakaCorrection } from '../sahams/index.js';
import { detectYogas } from '../yogas/index.js';

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
  /** chara karaka scheme, default 7 (8 adds Rahu) */
  karakaScheme: KarakaScheme;
  /** days in a dasha year, default 365.25 */
  dashaYearDays: number;
  /** reading of the sahams' Tajaka correction (src/engine/sahams), default 'longitude'; no route sets it yet */
  tajakaCorrection?: TajakaCorrection;
}
export const DEFAULT_CHART_SETTINGS: ChartSettings = { ayanamsa: 'lahiri', nodeMode: 'mean', houseSystem: 'whole_sign', karakaScheme: 7, dashaYearDays: DEFAULT_YEAR_DAYS };

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

export interface SpecPeriod { lord: string; start: string; end: string; periods?: SpecPeriod[] }
/** The spec's period shape {lord, start, end, periods}: the JD fields stay inside the engine. */
export function specPeriods(periods: DashaPeriod[]): SpecPeriod[] {
  return periods.map((p) => ({ lord: p.lord, start: p.start, end: p.end, ...(p.periods ? { periods: specPeriods(p.periods) } : {}) }));
}

/** Assemble the SovereignChart for a flat birth. */
export function sovereignChart(birth: FlatBirth, settings: ChartSettings) {
  const jdUt = jdUtOfFlatBirth(birth);
  const basis = buildBasis(jdUt, birth.latDeg, birth.lonDeg, birth.tzHours, settings);
  const deg = new Degradation();
  const kp = deg.finite('kp', kpLadder(basis));
  const ayanamsaDeg = deg.finite('settings.ayanamsaDeg', basis.ayanamsaDeg);
  const balas = (() => {
    const sb = shadbalaDetailed(basis);
    const bb = bhavaBala(basis, { shadbala: sb });
    return { shadbala: sb.grahas, bhavaBala: bb.bhavas.map((b) => ({ bhava: b.bhava, totalVirupas: b.totalVirupas, totalRupas: b.totalRupas })) };
  })();
  const chart = {
    utc: isoFromJdUt(jdUt),
    jdUt,
    settings: {
      ayanamsa: settings.ayanamsa,
      ayanamsaDeg,
      nodeMode: settings.nodeMode,
      houseSystem: settings.houseSystem,
      karakaScheme: settings.karakaScheme,
      zodiac: 'sidereal' as const,
    },
    grahas: deg.finite('grahas', grahaEntries(basis)),
    lagna: deg.finite('lagna', lagnaEntry(basis)),
    bhavas: deg.value('bhavas', () => bhavas(basis, settings.houseSystem)),
    vargas: deg.finite('vargas', vargaCharts(basis, SHODASHA_VARGAS)),
    kp: {
      grahas: kp.grahas,
      // KP reads Placidus cusps: null (and named) where Placidus is undefined
      cusps: deg.value('kp.cusps', () => {
        if (basis.placidusUndefined) throw basis.placidusUndefined;
        return kp.cusps ?? null;
      }),
    },
    karakas: deg.finite('karakas', charaKarakas(basis, settings.karakaScheme)),
    dasha: deg.finite('dasha', (() => {
      const moon = basis.grahas[1]!.lonDeg;
      const d = vimsottariChartDasha(moon, jdUt, settings.dashaYearDays, 3);
      return { system: d.system, yearDays: d.yearDays, balanceAtBirth: vimsottariBalance(moon), periods: specPeriods(d.periods) };
    })()),
    ashtakavarga: deg.finite('ashtakavarga', (() => {
      const a = ashtakavarga(basis);
      return { sav: a.sav, bav: a.bav, lagnaBav: a.lagnaBav, reduced: a.reduced, sodhyaPinda: a.sodhyaPinda };
    })()),
    shadbala: deg.finite('shadbala', balas.shadbala),
    bhavaBala: deg.finite('bhavaBala', balas.bhavaBala),
    yogas: deg.finite('yogas', detectYogas(basis).map((y) => ({ id: y.id, name: y.name, nameSa: y.nameSa, source: y.source, category: y.category, grahas: y.grahas, houses: y.houses }))),
    sahams: deg.finite('sahams', sahams(basis, { tajakaCorrection: settings.tajakaCorrection ?? 'longitude' }).map((s) => ({ name: s.name, longitude: s.longitude, rashi: s.rashi, formula: s.formula }))),
    sovereigntySignature: sovereigntySignature(settings.ayanamsa, ayanamsaDeg, settings.nodeMode, deg.values),
  };
  return { basis, chart };
}
