/**
 * @module Chart structures in the snake_case shape of the keyed families (T and V): views over the
 * one chart assembler (src/engine/chart/assemble.ts), the one Family R's and N's charts are views
 * over too, so every family answers the same numbers: points (longitude, rashi, nakshatra, pada),
 * grahas with their bhava, lagna, bhavas, varga charts and dasha trees. Longitudes keep full
 * double precision; `engine config` chooses the conventions a frozen configuration fixed.
 */
import { RASHI_NAMES, RASHI_NAMES_EN } from '../../engine/core/constants.js';
import type { ChartBasisWithAngles } from '../../engine/chart/basis.js';
import { describePoint } from '../../engine/chart/format.js';
import type { AssembledChart } from '../../engine/chart/assemble.js';
import type { EngineConfig } from '../../engine/config/versions.js';
import { houseOf, siderealHouseCusps, type HouseSystem } from '../../engine/houses/index.js';
import {
  VARGA_DIVISIONS,
  VARGA_NAMES,
  defaultVargaMethod,
  type VargaId,
} from '../../engine/vargas/index.js';
import { DASHA_SYSTEMS, type DashaPeriod, type DashaResult } from '../../engine/dasha/index.js';
import { ValueUndefinedError } from '../../engine/core/errors.js';
import { ApiError } from '../../http/errors.js';

/** Rashi 1-12 with its Sanskrit and English names. */
export function rashiView(index0: number) {
  return { index: index0 + 1, name: RASHI_NAMES[index0]!, name_en: RASHI_NAMES_EN[index0]! };
}

/**
 * A described point (the engine's one description, src/engine/chart/format.ts, which Family R's and
 * N's charts answer in camelCase) in the keyed families' snake_case: rashi, degree in it,
 * nakshatra with its lord, pada.
 */
function snakePoint(p: ReturnType<typeof describePoint>) {
  return {
    longitude_deg: p.longitude,
    rashi: { index: p.rashi.index, name: p.rashi.name, name_en: p.rashi.nameEn },
    degree_in_rashi: p.degreeInRashi,
    nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, lord: p.nakshatra.lord },
    pada: p.pada,
  };
}

/** A sidereal longitude described: rashi, degree in it, nakshatra with its lord, pada. */
export function pointView(lonDeg: number) {
  return snakePoint(describePoint(lonDeg));
}

/**
 * Refuse a house system that is undefined at the chart's latitude (Placidus inside the polar
 * circles): 422 HOUSE_SYSTEM_UNDEFINED naming the request field, the system and the latitude
 * limit. One rule for every family (docs/time-houses-riseset.md, "High latitudes"): a house system
 * is never substituted, silently or not.
 * @param field the request field that chose the system (house_system, houseSystem)
 */
export function assertHouseSystemDefined(
  basis: ChartBasisWithAngles,
  system: HouseSystem,
  field: string,
): void {
  try {
    siderealHouseCusps(system, basis.angles, basis.ayanamsaTotalDeg);
  } catch (err) {
    if (err instanceof ValueUndefinedError)
      throw new ApiError(422, 'HOUSE_SYSTEM_UNDEFINED', `${field}: ${err.message}`, {
        field,
        hint: 'whole_sign, equal and sripati are defined at every latitude',
      });
    throw err;
  }
}

/**
 * A graha's reported speed in the frame the configuration fixes: of its sidereal longitude (2026.11
 * on), or of its tropical longitude (2026.10). Every route that reports a speed goes through here,
 * so a pinned X-Engine-Version is honoured everywhere (docs/versioning.md).
 */
export function speedIn(
  cfg: Pick<EngineConfig, 'speedFrame'>,
  siderealDegPerDay: number,
  tropicalDegPerDay: number | undefined,
): number {
  return cfg.speedFrame === 'tropical'
    ? (tropicalDegPerDay ?? siderealDegPerDay)
    : siderealDegPerDay;
}

/**
 * The nine grahas with their bhava in `system` (which must be defined at the chart's latitude: see
 * assertHouseSystemDefined): a view of the engine's graha entries, the ones Family R's and N's
 * charts answer (src/engine/chart/assemble.ts grahaEntries), so every family describes a graha alike.
 */
export function grahasView(
  chart: AssembledChart,
  cfg: Pick<EngineConfig, 'speedFrame'>,
  system: HouseSystem,
) {
  const { basis } = chart;
  const cusps = chart.houseCusps(system);
  return chart.grahas.map((g, i) => ({
    name: g.name,
    ...snakePoint(g),
    latitude_deg: g.latitude,
    speed_deg_per_day: speedIn(cfg, g.speed, basis.grahas[i]!.tropicalSpeedDegPerDay),
    retrograde: g.retrograde,
    house: houseOf(g.longitude, cusps),
  }));
}

/** The lagna: a view of the engine's lagna entry (the one Family R's and N's charts answer). */
export function lagnaView(chart: AssembledChart) {
  return snakePoint(chart.lagna);
}

/** The 12 bhavas (throws ValueUndefinedError for Placidus inside the polar circles). */
export function bhavasView(chart: AssembledChart, system: HouseSystem) {
  return chart.bhavas(system).map((b) => ({
    bhava: b.bhava,
    cusp_deg: b.cuspDeg,
    ...(b.madhyaDeg !== undefined ? { madhya_deg: b.madhyaDeg } : {}),
    rashi: rashiView(b.rashi.index - 1),
    lord: b.lord,
    grahas: b.grahas,
  }));
}

/** One varga chart: the lagna and each graha's sign and longitude within the varga. */
export function vargaView(chart: AssembledChart, id: VargaId, method?: string) {
  const used = method ?? defaultVargaMethod(id);
  const place = (p: { rashi: number; lonInVargaDeg: number | null }) => ({
    rashi: rashiView(p.rashi - 1),
    lon_in_varga_deg: p.lonInVargaDeg,
  });
  const { lagna, ...grahas } = chart.varga(id, used);
  return {
    id,
    name: VARGA_NAMES[id],
    divisions: VARGA_DIVISIONS[id],
    method: used,
    lagna: place(lagna),
    grahas: Object.fromEntries(Object.entries(grahas).map(([k, v]) => [k, place(v)])),
  };
}

type PeriodView = {
  lord: string;
  name?: string;
  sign?: number;
  nakshatra?: number;
  signs?: number[];
  start: string;
  end: string;
  periods?: PeriodView[];
};

function periodsView(periods: DashaPeriod[]): PeriodView[] {
  return periods.map((p) => ({
    lord: p.lord,
    ...(p.name !== undefined ? { name: p.name } : {}),
    ...(p.sign !== undefined ? { sign: p.sign } : {}),
    ...(p.nakshatra !== undefined ? { nakshatra: p.nakshatra } : {}),
    ...(p.signs !== undefined ? { signs: p.signs } : {}),
    start: p.start,
    end: p.end,
    ...(p.periods ? { periods: periodsView(p.periods) } : {}),
  }));
}

/** A dasha tree with the system's name and source; the variant used (id, name, its rules' source) where the system has variants, else null. */
export function dashaView(r: DashaResult) {
  const info = DASHA_SYSTEMS.find((s) => s.id === r.system)!;
  const v = r.variant !== undefined ? info.variants?.find((x) => x.id === r.variant) : undefined;
  return {
    system: r.system,
    name: info.name,
    kind: info.kind,
    source: info.source,
    variant: v ? { id: v.id, name: v.name, source: v.source } : null,
    year_days: r.yearDays,
    levels: [...r.levels],
    periods: periodsView(r.periods),
  };
}
