/**
 * @module The SovereignChart of Family R `POST /api/chart` (and R2's chart): a view over the one
 * chart assembler (assemble.ts), naming its parts in camelCase with their readable forms. Each part goes through one Degradation
 * (degraded.ts): a value that does not exist for the input (Placidus bhavas or KP cusps inside the
 * polar circles) is null, a non-finite number is null, each named in
 * `sovereigntySignature.degradedValues`; the rest still answers.
 */
import { AYANAMSA_NAMES, type AyanamsaName, type NodeMode } from '../ephemeris/index.js';
import { isoFromJdUt } from '../time/julian.js';
import type { ChartBasisWithAngles } from './basis.js';
import { assembleChart, dmsOrNull, rashiRef, type NormalizedBirth } from './assemble.js';
import { Degradation } from './degraded.js';
import { sovereigntySignature } from './provenance.js';
import {
  SHODASHA_VARGAS,
  type VargaChart,
  type VargaChartDetailed,
  type VargaId,
} from '../vargas/index.js';
import { formatDms, localDashaPeriodsOfTree, zoneLabel } from '../readable/index.js';
import type { ZoneSpec } from '../time/zones.js';
import type { KarakaScheme } from '../karakas/index.js';
import { DEFAULT_YEAR_DAYS } from '../dasha/types.js';
import type { DashaPeriod } from '../dasha/types.js';
import { DEFAULT_TAJAKA_CORRECTION, type TajakaCorrection } from '../sahams/index.js';

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
export const DEFAULT_CHART_SETTINGS: ChartSettings = {
  ayanamsa: 'lahiri',
  nodeMode: 'mean',
  houseSystem: 'whole_sign',
  karakaScheme: 7,
  dashaYearDays: DEFAULT_YEAR_DAYS,
};

export { grahaEntries, jdUtOfFlatBirth, lagnaEntry, type FlatBirth } from './assemble.js';

export interface SpecPeriod {
  lord: string;
  start: string;
  end: string;
  periods?: SpecPeriod[];
}
/** The spec's period shape {lord, start, end, periods}: the JD fields stay inside the engine. */
export function specPeriods(periods: DashaPeriod[]): SpecPeriod[] {
  return periods.map((p) => ({
    lord: p.lord,
    start: p.start,
    end: p.end,
    ...(p.periods ? { periods: specPeriods(p.periods) } : {}),
  }));
}

/** The structures of a SovereignChart that a caller may select (the envelope is always built). */
export const CHART_PARTS = [
  'grahas',
  'lagna',
  'bhavas',
  'vargas',
  'kp',
  'karakas',
  'dasha',
  'ashtakavarga',
  'shadbala',
  'bhavaBala',
  'yogas',
  'sahams',
] as const;
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

/**
 * The SovereignChart view of the assembled chart: only the selected parts, in the order (and with
 * the degradation notes in the order) of the full chart.
 */
function buildChart(
  birth: NormalizedBirth,
  settings: ChartSettings,
  sel: ChartOptions & Partial<ChartSelection>,
) {
  const want = (p: ChartPart): boolean => sel.parts === undefined || sel.parts.has(p);
  const { jdUt } = birth;
  const a = assembleChart(birth, settings);
  const { basis } = a;
  const deg = new Degradation();
  const kp = want('kp') ? deg.finite('kp', a.kp) : undefined;
  const ayanamsaDeg = deg.finite('settings.ayanamsaDeg', basis.ayanamsaDeg);
  const part = <K extends ChartPart, T>(key: K, build: () => T): { [P in K]?: T } =>
    want(key) ? ({ [key]: build() } as { [P in K]: T }) : {};
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
    ...part('grahas', () => deg.finite('grahas', a.grahas)),
    ...part('lagna', () => deg.finite('lagna', a.lagna)),
    ...part('bhavas', () =>
      deg.value('bhavas', () =>
        a.bhavas(settings.houseSystem).map((b) => ({
          bhava: b.bhava,
          cuspDeg: b.cuspDeg,
          cuspDms: dmsOrNull(b.cuspDeg),
          ...(b.madhyaDeg !== undefined
            ? { madhyaDeg: b.madhyaDeg, madhyaDms: dmsOrNull(b.madhyaDeg) }
            : {}),
          rashi: rashiRef(b.rashi.index, b.rashi.name),
          lord: b.lord,
          grahas: b.grahas,
        })),
      ),
    ),
    ...part('vargas', () =>
      deg.finite(
        'vargas',
        Object.fromEntries(
          (sel.vargas ?? SHODASHA_VARGAS).map((v) => [v, rashisOf(a.varga(v))]),
        ) as Record<VargaId, VargaChart>,
      ),
    ),
    ...part('kp', () => ({
      grahas: kp!.grahas.map((g) => ({ ...g, lonDms: dmsOrNull(g.lonDeg) })),
      // KP reads Placidus cusps: null (and named) where Placidus is undefined
      cusps: deg.value('kp.cusps', () => {
        if (basis.placidusUndefined) throw basis.placidusUndefined;
        return kp!.cusps?.map((c) => ({ ...c, lonDms: dmsOrNull(c.lonDeg) })) ?? null;
      }),
    })),
    ...part('karakas', () => deg.finite('karakas', a.karakas(settings.karakaScheme))),
    ...part('dasha', () =>
      deg.finite(
        'dasha',
        (() => {
          const d = a.vimsottari(settings.dashaYearDays, sel.dashaDepth ?? 3);
          const head = {
            system: d.system,
            yearDays: d.yearDays,
            balanceAtBirth: a.vimsottariBalance,
          };
          return sel.zone
            ? {
                ...head,
                zone: zoneLabel(sel.zone),
                periods: localDashaPeriodsOfTree(d.periods, sel.zone),
              }
            : { ...head, periods: specPeriods(d.periods) };
        })(),
      ),
    ),
    ...part('ashtakavarga', () =>
      deg.finite(
        'ashtakavarga',
        (() => {
          const av = a.ashtakavarga;
          return {
            sav: av.sav,
            bav: av.bav,
            lagnaBav: av.lagnaBav,
            reduced: av.reduced,
            sodhyaPinda: av.sodhyaPinda,
          };
        })(),
      ),
    ),
    ...part('shadbala', () => deg.finite('shadbala', a.shadbala.grahas)),
    ...part('bhavaBala', () =>
      deg.finite(
        'bhavaBala',
        a.bhavaBala.bhavas.map((b) => ({
          bhava: b.bhava,
          totalVirupas: b.totalVirupas,
          totalRupas: b.totalRupas,
        })),
      ),
    ),
    ...part('yogas', () =>
      deg.finite(
        'yogas',
        a.yogas.map((y) => ({
          id: y.id,
          name: y.name,
          nameSa: y.nameSa,
          source: y.source,
          category: y.category,
          grahas: y.grahas,
          houses: y.houses,
          ...(y.variants ? { variants: y.variants } : {}),
        })),
      ),
    ),
    ...part('sahams', () =>
      deg.finite(
        'sahams',
        a.sahams(settings.tajakaCorrection ?? DEFAULT_TAJAKA_CORRECTION).map((s) => ({
          name: s.name,
          longitude: s.longitude,
          lonDms: dmsOrNull(s.longitude),
          rashi: s.rashi,
          formula: s.formula,
        })),
      ),
    ),
  };
  return {
    basis,
    chart: {
      ...chart,
      sovereigntySignature: sovereigntySignature(
        settings.ayanamsa,
        ayanamsaDeg,
        settings.nodeMode,
        deg.values,
      ),
    },
  };
}

/** A detailed varga chart in the SovereignChart's shape {lagna: 1-12, Sun: 1-12, ...}. */
function rashisOf(c: VargaChartDetailed): VargaChart {
  return Object.fromEntries(Object.entries(c).map(([k, p]) => [k, p.rashi])) as VargaChart;
}

type BuiltChart = ReturnType<typeof buildChart>['chart'];
/** The whole SovereignChart: every part present. */
export type SovereignChart = Omit<BuiltChart, ChartPart> & Required<Pick<BuiltChart, ChartPart>>;

/** The whole SovereignChart of a birth (every part). */
export function sovereignChart(
  birth: NormalizedBirth,
  settings: ChartSettings,
  options: ChartOptions = {},
): { basis: ChartBasisWithAngles; chart: SovereignChart } {
  const { basis, chart } = buildChart(birth, settings, {
    ...(options.zone ? { zone: options.zone } : {}),
  });
  return { basis, chart: chart as SovereignChart };
}

/** Assemble only the selected parts of the SovereignChart (the rest is neither computed nor answered). */
export function sovereignChartParts(
  birth: NormalizedBirth,
  settings: ChartSettings,
  selection: ChartSelection,
): { basis: ChartBasisWithAngles; chart: BuiltChart } {
  return buildChart(birth, settings, selection);
}
