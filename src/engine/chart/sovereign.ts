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
import { assertSupportedInstant } from '../time/supported-range.js';
import { buildBasis, type ChartBasisWithAngles } from './basis.js';
import { bhavas } from './bhavas.js';
import { describePoint } from './format.js';
import { Degradation } from './degraded.js';
import { sovereigntySignature } from './provenance.js';
import { SHODASHA_VARGAS, vargaCharts, type VargaId } from '../vargas/index.js';
import { formatDms, formatLonInSign, localDashaPeriods, NAKSHATRA_NAMES_EN, zoneLabel } from '../readable/index.js';
import { RASHI_NAMES_EN } from '../core/constants.js';
import type { ZoneSpec } from '../time/zones.js';
import { kpLadder } from '../kp/index.js';
import { charaKarakas, type KarakaScheme } from '../karakas/index.js';
import { vimsottariBalance, vimsottariChartDasha } from '../dasha/index.js';
import { DEFAULT_YEAR_DAYS } from '../dasha/types.js';
import type { DashaPeriod } from '../dasha/types.js';
import { ashtakavarga } from '../ashtakavarga/index.js';
import { bhavaBala, shadbalaDetailed } from '../shadbala/index.js';
import { DEFAULT_TAJAKA_CORRECTION, sahams, type TajakaCorrection } from '../sahams/index.js';
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
  /** reading of the sahams' Tajaka correction (src/engine/sahams), default 'sign-inclusive'; no route sets it yet */
  tajakaCorrection?: TajakaCorrection;
}
export const DEFAULT_CHART_SETTINGS: ChartSettings = { ayanamsa: 'lahiri', nodeMode: 'mean', houseSystem: 'whole_sign', karakaScheme: 7, dashaYearDays: DEFAULT_YEAR_DAYS };

/** Flat civil birth input with a numeric UTC offset (Family R and N). */
export interface FlatBirth {
  year: number; month: number; day: number; hour: number; minute: number; second: number;
  latDeg: number; lonDeg: number; tzHours: number;
}

/**
 * JD (UT) of a civil time with a numeric offset in hours. Throws OUT_OF_EPOCH_RANGE (naming
 * `field`) when the UT instant is outside the supported range: a local time on 1 January of the
 * first year east of Greenwich is still the year before in UT.
 */
export function jdUtOfFlatBirth(b: FlatBirth, field = 'year'): number {
  const jdUt = jdFromGregorian(b.year, b.month, b.day, (b.hour + b.minute / 60 + b.second / 3600 - b.tzHours) / 24);
  assertSupportedInstant(jdUt, field);
  return jdUt;
}

/** DMS text of a longitude in its sign; null where the longitude itself is not a finite number (it is then null and named, degraded.ts). */
function dmsOrNull(lonDeg: number): string | null {
  return Number.isFinite(lonDeg) ? formatLonInSign(lonDeg) : null;
}

/** A rashi reference with its English name beside the Sanskrit. */
function rashiRef(index1: number, name: string) {
  return { index: index1, name, nameEn: RASHI_NAMES_EN[index1 - 1]! };
}

/**
 * The grahas and lagna part of a chart, as every chart shape reports them: the numbers at full
 * precision, and beside them their readable forms (src/engine/readable): `lonDms` within the
 * sign, English sign and nakshatra names.
 */
export function grahaEntries(basis: ChartBasis) {
  return basis.grahas.map((g) => {
    const p = describePoint(g.lonDeg);
    return {
      name: g.name,
      longitude: g.lonDeg,
      lonDms: dmsOrNull(g.lonDeg),
      latitude: g.latDeg,
      speed: g.speedDegPerDay,
      retrograde: g.retrograde,
      rashi: rashiRef(p.rashi.index, p.rashi.name),
      degreeInRashi: p.degreeInRashi,
      nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, nameEn: NAKSHATRA_NAMES_EN[p.nakshatra.index - 1]!, lord: p.nakshatra.lord },
      pada: p.pada,
    };
  });
}

export function lagnaEntry(basis: ChartBasis) {
  const p = describePoint(basis.ascendantDeg);
  return {
    longitude: basis.ascendantDeg,
    lonDms: dmsOrNull(basis.ascendantDeg),
    rashi: rashiRef(p.rashi.index, p.rashi.name),
    degreeInRashi: p.degreeInRashi,
    nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, nameEn: NAKSHATRA_NAMES_EN[p.nakshatra.index - 1]!, lord: p.nakshatra.lord },
    pada: p.pada,
  };
}

export interface SpecPeriod { lord: string; start: string; end: string; periods?: SpecPeriod[] }
/** The spec's period shape {lord, start, end, periods}: the JD fields stay inside the engine. */
export function specPeriods(periods: DashaPeriod[]): SpecPeriod[] {
  return periods.map((p) => ({ lord: p.lord, start: p.start, end: p.end, ...(p.periods ? { periods: specPeriods(p.periods) } : {}) }));
}

/** The structures of a SovereignChart that a caller may select (the envelope is always built). */
export const CHART_PARTS = ['grahas', 'lagna', 'bhavas', 'vargas', 'kp', 'karakas', 'dasha', 'ashtakavarga', 'shadbala', 'bhavaBala', 'yogas', 'sahams'] as const;
export type ChartPart = (typeof CHART_PARTS)[number];

/** What a caller wants of the chart besides the settings. */
export interface ChartOptions {
  /**
   * The zone the dasha periods' local wall times are given in (`startLocal`, `endLocal`, and
   * `dasha.zone` naming it once). Without it the periods carry UTC instants only.
   */
  zone?: ZoneSpec;
}

/** A selection of parts: only these are computed and answered. */
export interface ChartSelection extends ChartOptions {
  /** the structures to compute; the envelope (utc, jdUt, settings, sovereigntySignature) is always built */
  parts: ReadonlySet<ChartPart>;
  /** the vargas to compute when `vargas` is a part (default the 16 of BPHS) */
  vargas?: readonly VargaId[];
  /** levels of the Vimsottari dasha when `dasha` is a part: 1 maha, 2 antar, 3 pratyantar (default 3) */
  dashaDepth?: 1 | 2 | 3;
}

/** Build the chart, computing only the selected parts, in the order (and with the degradation notes in the order) of the full chart. */
function buildChart(birth: FlatBirth, settings: ChartSettings, sel: ChartOptions & Partial<ChartSelection>) {
  const want = (p: ChartPart): boolean => sel.parts === undefined || sel.parts.has(p);
  const jdUt = jdUtOfFlatBirth(birth);
  const basis = buildBasis(jdUt, birth.latDeg, birth.lonDeg, birth.tzHours, settings);
  const deg = new Degradation();
  const kp = want('kp') ? deg.finite('kp', kpLadder(basis)) : undefined;
  const ayanamsaDeg = deg.finite('settings.ayanamsaDeg', basis.ayanamsaDeg);
  const balas = want('shadbala') || want('bhavaBala') ? (() => {
    const sb = shadbalaDetailed(basis);
    const bb = bhavaBala(basis, { shadbala: sb });
    return { shadbala: sb.grahas, bhavaBala: bb.bhavas.map((b) => ({ bhava: b.bhava, totalVirupas: b.totalVirupas, totalRupas: b.totalRupas })) };
  })() : undefined;
  const part = <K extends ChartPart, T>(key: K, build: () => T): { [P in K]?: T } => (want(key) ? { [key]: build() } as { [P in K]: T } : {});
  const chart = {
    utc: isoFromJdUt(jdUt),
    jdUt,
    settings: {
      ayanamsa: settings.ayanamsa,
      ayanamsaDeg,
      ayanamsaDms: ayanamsaDeg === null ? null : formatDms(ayanamsaDeg),
      nodeMode: settings.nodeMode,
      houseSystem: settings.houseSystem,
      karakaScheme: settings.karakaScheme,
      zodiac: 'sidereal' as const,
    },
    ...part('grahas', () => deg.finite('grahas', grahaEntries(basis))),
    ...part('lagna', () => deg.finite('lagna', lagnaEntry(basis))),
    ...part('bhavas', () => deg.value('bhavas', () => bhavas(basis, settings.houseSystem).map((b) => ({
      bhava: b.bhava,
      cuspDeg: b.cuspDeg,
      cuspDms: dmsOrNull(b.cuspDeg),
      ...(b.madhyaDeg !== undefined ? { madhyaDeg: b.madhyaDeg, madhyaDms: dmsOrNull(b.madhyaDeg) } : {}),
      rashi: rashiRef(b.rashi.index, b.rashi.name),
      lord: b.lord,
      grahas: b.grahas,
    })))),
    ...part('vargas', () => deg.finite('vargas', vargaCharts(basis, sel.vargas ?? SHODASHA_VARGAS))),
    ...part('kp', () => ({
      grahas: kp!.grahas.map((g) => ({ ...g, lonDms: dmsOrNull(g.lonDeg) })),
      // KP reads Placidus cusps: null (and named) where Placidus is undefined
      cusps: deg.value('kp.cusps', () => {
        if (basis.placidusUndefined) throw basis.placidusUndefined;
        return kp!.cusps?.map((c) => ({ ...c, lonDms: dmsOrNull(c.lonDeg) })) ?? null;
      }),
    })),
    ...part('karakas', () => deg.finite('karakas', charaKarakas(basis, settings.karakaScheme))),
    ...part('dasha', () => deg.finite('dasha', (() => {
      const moon = basis.grahas[1]!.lonDeg;
      const d = vimsottariChartDasha(moon, jdUt, settings.dashaYearDays, sel.dashaDepth ?? 3);
      const periods = specPeriods(d.periods);
      const head = { system: d.system, yearDays: d.yearDays, balanceAtBirth: vimsottariBalance(moon) };
      return sel.zone ? { ...head, zone: zoneLabel(sel.zone), periods: localDashaPeriods(periods, sel.zone) } : { ...head, periods };
    })())),
    ...part('ashtakavarga', () => deg.finite('ashtakavarga', (() => {
      const a = ashtakavarga(basis);
      return { sav: a.sav, bav: a.bav, lagnaBav: a.lagnaBav, reduced: a.reduced, sodhyaPinda: a.sodhyaPinda };
    })())),
    ...part('shadbala', () => deg.finite('shadbala', balas!.shadbala)),
    ...part('bhavaBala', () => deg.finite('bhavaBala', balas!.bhavaBala)),
    ...part('yogas', () => deg.finite('yogas', detectYogas(basis).map((y) => ({
      id: y.id, name: y.name, nameSa: y.nameSa, source: y.source, category: y.category, grahas: y.grahas, houses: y.houses, ...(y.variants ? { variants: y.variants } : {}),
    })))),
    ...part('sahams', () => deg.finite('sahams', sahams(basis, { tajakaCorrection: settings.tajakaCorrection ?? DEFAULT_TAJAKA_CORRECTION }).map((s) => ({ name: s.name, longitude: s.longitude, lonDms: dmsOrNull(s.longitude), rashi: s.rashi, formula: s.formula })))),
  };
  return { basis, chart: { ...chart, sovereigntySignature: sovereigntySignature(settings.ayanamsa, ayanamsaDeg, settings.nodeMode, deg.values) } };
}

type BuiltChart = ReturnType<typeof buildChart>['chart'];
/** The whole SovereignChart: every part present. */
export type SovereignChart = Omit<BuiltChart, ChartPart> & Required<Pick<BuiltChart, ChartPart>>;

/** Assemble the whole SovereignChart for a flat birth (every part). */
export function sovereignChart(birth: FlatBirth, settings: ChartSettings, options: ChartOptions = {}): { basis: ChartBasisWithAngles; chart: SovereignChart } {
  const { basis, chart } = buildChart(birth, settings, { ...(options.zone ? { zone: options.zone } : {}) });
  return { basis, chart: chart as SovereignChart };
}

/** Assemble only the selected parts of the SovereignChart (the rest is neither computed nor answered). */
export function sovereignChartParts(birth: FlatBirth, settings: ChartSettings, selection: ChartSelection): { basis: ChartBasisWithAngles; chart: BuiltChart } {
  return buildChart(birth, settings, selection);
}
