/**
 * @module The computations the keyed families (T and V) offer, family-neutral: each takes
 * validated input (a basis, an instant, a place) and returns a snake_case result. A family module
 * only maps its body to these arguments and wraps the result in its envelope, so T and V answer
 * the same numbers for the same input.
 */
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  type GrahaName,
} from '../../engine/core/constants.js';
import {
  assembleChart,
  type AssembleOptions,
  type AssembledChart,
  type NormalizedBirth,
} from '../../engine/chart/assemble.js';
import type { EngineConfig } from '../../engine/config/versions.js';
import { computeDasha, type DashaQuery } from '../../engine/dasha/index.js';
import {
  ayanamsaDeg,
  grahaPositions,
  type AyanamsaName,
  type NodeMode,
} from '../../engine/ephemeris/index.js';
import { HOUSE_SYSTEMS, type HouseSystem } from '../../engine/houses/index.js';
import { muhurtaForDay } from '../../engine/muhurta/index.js';
import { panchangForDay } from '../../engine/panchang/index.js';
import { personalityVector } from '../../engine/personality/index.js';
import { moonRiseSetDay, sunRiseSetDay } from '../../engine/riseset/index.js';
import type { TajakaCorrection } from '../../engine/sahams/index.js';
import {
  ingressesBetween,
  longitudeCrossings,
  sharedGrahaSearches,
  stationsBetween,
  windowStepDays,
} from '../../engine/search/index.js';
import { jdTtFromUt, isoFromJdUt } from '../../engine/time/julian.js';
import { zonedMidnightJdUt, type ZoneSpec } from '../../engine/time/zones.js';
import type { VargaId } from '../../engine/vargas/index.js';
import {
  assertHouseSystemDefined,
  speedIn,
  bhavasView,
  dashaView,
  grahasView,
  lagnaView,
  pointView,
  vargaView,
} from './structures.js';
import { ValueUndefinedError } from '../../engine/core/errors.js';

/** camelCase keys to snake_case, deeply; keys that start upper case (D9, Sun) are names and stay. */
export function snakeKeys<T>(v: T): unknown {
  if (Array.isArray(v)) return v.map(snakeKeys);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        /^[a-z]/.test(k) ? k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() : k,
        snakeKeys(x),
      ]),
    );
  }
  return v;
}

/** Chart settings a keyed request may set; the configuration fills the rest. */
export interface ChartOptions {
  ayanamsa: AyanamsaName;
  nodeMode: NodeMode;
  houseSystem: HouseSystem;
}

export function chartOptions(cfg: EngineConfig, given: Partial<ChartOptions>): ChartOptions {
  return {
    ayanamsa: given.ayanamsa ?? cfg.ayanamsa,
    nodeMode: given.nodeMode ?? cfg.nodeMode,
    houseSystem: given.houseSystem ?? cfg.houseSystem,
  };
}

/** The assembled chart of a birth (src/engine/chart/assemble.ts) under the options. */
export function chartOf(
  birth: NormalizedBirth,
  o: ChartOptions,
  options: AssembleOptions = {},
): AssembledChart {
  return assembleChart(birth, { ayanamsa: o.ayanamsa, nodeMode: o.nodeMode }, options);
}

export function settingsView(chart: AssembledChart, o: ChartOptions) {
  return {
    ayanamsha: o.ayanamsa,
    ayanamsha_deg: chart.basis.ayanamsaDeg,
    node: o.nodeMode,
    house_system: o.houseSystem,
    zodiac: 'sidereal' as const,
  };
}

/** Grahas, lagna and bhavas in the house system of the options (refused with 422 where it is undefined, e.g. Placidus at polar latitudes). */
export function positionsView(
  chart: AssembledChart,
  o: ChartOptions,
  cfg: EngineConfig,
  field = 'house_system',
) {
  assertHouseSystemDefined(chart.basis, o.houseSystem, field);
  return {
    lagna: lagnaView(chart),
    grahas: grahasView(chart, cfg, o.houseSystem),
    bhavas: bhavasView(chart, o.houseSystem),
  };
}

/** Varga charts by id. */
export function vargasView(
  chart: AssembledChart,
  ids: readonly VargaId[],
  methods: Partial<Record<VargaId, string>> = {},
) {
  return Object.fromEntries(ids.map((id) => [id, vargaView(chart, id, methods[id])]));
}

/** Dasha trees by system, from the assembled chart; `variants` names the variant per system (the default where absent). */
export function dashasView(
  chart: AssembledChart,
  systems: readonly string[],
  depth: number,
  yearDays: number,
  window: { fromJdUt?: number; toJdUt?: number } = {},
  variants: Readonly<Record<string, string | undefined>> = {},
) {
  return Object.fromEntries(
    systems.map((system) => [
      system,
      dashaView(
        chart.dasha({
          system,
          ...(variants[system] ? { variant: variants[system] } : {}),
          depth,
          yearDays,
          ...window,
        }),
      ),
    ]),
  );
}

/** One dasha tree: of an assembled chart (`chart`), or from a Moon longitude and an epoch alone (the query's). */
export function dashaOperation(q: Omit<DashaQuery, 'basis'>, chart?: AssembledChart) {
  return dashaView(chart ? chart.dasha(q) : computeDasha(q));
}

/** The sahams of the assembled chart under a reading of the Tajaka correction. */
export function sahamsOperation(chart: AssembledChart, correction: TajakaCorrection) {
  return chart.sahams(correction).map((s) => ({
    name: s.name,
    meaning: s.meaning,
    formula: s.formula,
    correction_deg: s.correctionDeg,
    ...pointView(s.longitude),
  }));
}

/** The yogas of the assembled chart. */
export function yogasOperation(chart: AssembledChart) {
  return chart.yogas.map((y) => snakeKeys(y));
}

export function ashtakavargaOperation(chart: AssembledChart, cfg: EngineConfig) {
  const a = chart.ashtakavarga;
  const signs = RASHI_NAMES_EN.map((name, i) => ({
    index: i + 1,
    name: RASHI_NAMES[i]!,
    name_en: name,
  }));
  return {
    signs,
    sav: a.sav,
    bav: a.bav,
    ...(cfg.lagnaBav ? { lagna_bav: a.lagnaBav } : {}),
    reduced: snakeKeys(a.reduced),
    sodhya_pinda: snakeKeys(a.sodhyaPinda),
    source: 'BPHS ch. 66-72 (ashtakavarga, trikona and ekadhipatya sodhana, sodhya pinda)',
  };
}

export function shadbalaOperation(chart: AssembledChart) {
  const sb = chart.shadbala;
  return {
    grahas: snakeKeys(sb.grahas),
    context: snakeKeys(sb.context),
    source: 'BPHS ch. 27; B.V. Raman, Graha and Bhava Balas',
  };
}

export function bhavaBalaOperation(chart: AssembledChart) {
  return {
    bhavas: snakeKeys(chart.bhavaBala.bhavas),
    source: 'B.V. Raman, Graha and Bhava Balas ch. IX',
  };
}

export function kpOperation(chart: AssembledChart) {
  const { basis } = chart;
  const k = chart.kp;
  return {
    grahas: snakeKeys(k.grahas),
    cusps: basis.placidusUndefined ? null : snakeKeys(k.cusps ?? null),
    cusp_note: basis.placidusUndefined ? basis.placidusUndefined.message : null,
    source: 'K.S. Krishnamurti, KP Reader I-VI (Placidus cusps, 249 sub-lord divisions)',
  };
}

export function karakasOperation(chart: AssembledChart, scheme: 7 | 8) {
  return {
    scheme,
    karakas: chart.karakas(scheme),
    ranking: snakeKeys(chart.karakaRanking(scheme)),
    source: 'Jaimini Upadesa Sutras 1.1.11-18; BPHS ch. 32',
  };
}

export function doshasOperation(chart: AssembledChart, onJdUt: number, ayanamsa: AyanamsaName) {
  return snakeKeys(chart.doshas(onJdUt, ayanamsa));
}

/** Cusps of every house system at a moment and place: null where a system is undefined there, with the reason in `undefined`. */
export function housesOperation(chart: AssembledChart) {
  const { basis } = chart;
  const systems: Record<string, number[] | null> = {};
  const undefinedHere: Record<string, string> = {};
  for (const s of HOUSE_SYSTEMS) {
    try {
      systems[s] = chart.houseCusps(s);
    } catch (err) {
      if (!(err instanceof ValueUndefinedError)) throw err;
      systems[s] = null;
      undefinedHere[s] = err.message;
    }
  }
  return {
    ascendant_deg: basis.ascendantDeg,
    mc_deg: basis.mcDeg,
    cusps_deg: systems,
    undefined: undefinedHere,
  };
}

export function personalityOperation(chart: AssembledChart) {
  return personalityVector(chart.basis, chart.shadbala.grahas);
}

/** The nine grahas at an instant (no place needed); speeds in the frame of the configuration (speedFrame). */
export function planetsOperation(
  jdUt: number,
  ayanamsa: AyanamsaName,
  nodeMode: NodeMode,
  cfg: Pick<EngineConfig, 'speedFrame'>,
) {
  const set = grahaPositions(jdUt, { ayanamsa, nodeMode });
  return {
    utc: isoFromJdUt(jdUt),
    jd_ut: jdUt,
    ayanamsha: { name: ayanamsa, value_deg: set.ayanamsaDeg },
    grahas: set.grahas.map((g) => ({
      name: g.name,
      ...pointView(g.siderealLonDeg),
      latitude_deg: g.latDeg,
      speed_deg_per_day: speedIn(cfg, g.siderealSpeedDegPerDay, g.speedDegPerDay),
      retrograde: g.retrograde,
      tropical_longitude_deg: g.tropicalLonDeg,
    })),
  };
}

export function ayanamsaOperation(jdUt: number, names: readonly AyanamsaName[]) {
  const jdTt = jdTtFromUt(jdUt);
  return {
    utc: isoFromJdUt(jdUt),
    jd_ut: jdUt,
    values: names.map((n) => ({ name: n, value_deg: ayanamsaDeg(n, jdTt) })),
  };
}

/** The full panchang of a civil date at a place. */
export function panchangOperation(
  date: { year: number; month: number; day: number },
  latDeg: number,
  lonDeg: number,
  zone: ZoneSpec,
  ayanamsa: AyanamsaName = 'lahiri',
) {
  const p = panchangForDay(date, { latDeg, lonDeg, zone }, { ayanamsa, calendars: true });
  return snakeKeys(p) as Record<string, unknown>;
}

export function muhurtaOperation(
  date: { year: number; month: number; day: number },
  latDeg: number,
  lonDeg: number,
  zone: ZoneSpec,
) {
  const { panchang: _panchang, ...m } = muhurtaForDay(date, { latDeg, lonDeg, zone });
  return snakeKeys(m) as Record<string, unknown>;
}

/** Sunrise, sunset, moonrise and moonset of a civil date (hindu and civil conventions). */
export function riseSetOperation(
  date: { year: number; month: number; day: number },
  latDeg: number,
  lonDeg: number,
  zone: ZoneSpec,
) {
  const midnight = zonedMidnightJdUt(date.year, date.month, date.day, zone);
  const iso = (jd: number | null) => (jd === null ? null : isoFromJdUt(jd));
  const conv = (c: 'hindu' | 'civil') => {
    const s = sunRiseSetDay(midnight, latDeg, lonDeg, c);
    const m = moonRiseSetDay(midnight, latDeg, lonDeg, c);
    return {
      sunrise: iso(s.sunriseJdUt),
      sunset: iso(s.sunsetJdUt),
      sun_polar: s.polar,
      moonrise: iso(m.moonriseJdUt),
      moonset: iso(m.moonsetJdUt),
      moon_polar: m.polar,
    };
  };
  return {
    hindu: {
      ...conv('hindu'),
      definition: "centre of the disc on the horizon, no refraction (the drik almanacs' sunrise)",
    },
    civil: {
      ...conv('civil'),
      definition: "upper limb on the horizon with standard refraction (34') (civil almanacs)",
    },
  };
}

/** Sign and nakshatra ingresses, stations and returns to a longitude of one graha in a window. */
export function transitOperation(
  graha: GrahaName,
  fromJdUt: number,
  toJdUt: number,
  opts: { ayanamsa: AyanamsaName; nodeMode: NodeMode; returnToDeg?: number },
) {
  // the four searches walk the same window: each position computed once (issue 28)
  return sharedGrahaSearches(() => transitOf(graha, fromJdUt, toJdUt, opts));
}

function transitOf(
  graha: GrahaName,
  fromJdUt: number,
  toJdUt: number,
  opts: { ayanamsa: AyanamsaName; nodeMode: NodeMode; returnToDeg?: number },
) {
  // one walk of the window's grid (a step under half the graha's shortest run) for its ingresses,
  // stations and returns, each event refined to its tolerance
  const walk = {
    ayanamsa: opts.ayanamsa,
    nodeMode: opts.nodeMode,
    stepDays: windowStepDays(graha, opts.nodeMode),
  };
  const found = ingressesBetween(graha, fromJdUt, toJdUt, walk);
  const ingresses = (unit: 'sign' | 'nakshatra') =>
    found[unit].map((ing) => ({
      at: isoFromJdUt(ing.jdUt),
      jd_ut: ing.jdUt,
      entered: {
        index: ing.index0 + 1,
        name: unit === 'sign' ? RASHI_NAMES_EN[ing.index0]! : NAKSHATRA_NAMES[ing.index0]!,
      },
      retrograde: ing.retrograde,
    }));
  const stations = stationsBetween(graha, fromJdUt, toJdUt, walk).map((s) => ({
    kind: s.kind,
    at: isoFromJdUt(s.jdUt),
    jd_ut: s.jdUt,
  }));
  const returns =
    opts.returnToDeg === undefined
      ? null
      : longitudeCrossings(graha, opts.returnToDeg, fromJdUt, toJdUt, walk).map((x) => ({
          at: isoFromJdUt(x.jdUt),
          jd_ut: x.jdUt,
          retrograde: x.retrograde,
        }));
  return {
    graha,
    from: isoFromJdUt(fromJdUt),
    to: isoFromJdUt(toJdUt),
    sign_ingresses: ingresses('sign'),
    nakshatra_ingresses: ingresses('nakshatra'),
    stations,
    returns,
    return_to_deg: opts.returnToDeg ?? null,
  };
}

export const GRAHAS: readonly GrahaName[] = GRAHA_NAMES;
