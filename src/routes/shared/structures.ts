/**
 * @module Chart structures in the snake_case shape of the keyed families (T and V), built from one
 * engine basis so both answer the same numbers: points (longitude, rashi, nakshatra, pada),
 * grahas with their bhava, lagna, bhavas, varga charts and dasha trees. Longitudes keep full
 * double precision; `engine config` chooses the conventions a frozen configuration fixed.
 */
import { NAKSHATRA_NAMES, RASHI_NAMES, RASHI_NAMES_EN, nakshatraIndex0, nakshatraLord, norm360, pada, rashiIndex0 } from '../../engine/core/constants.js';
import type { ChartBasis } from '../../engine/core/chart-basis.js';
import type { ChartBasisWithAngles } from '../../engine/chart/basis.js';
import { bhavas } from '../../engine/chart/bhavas.js';
import type { EngineConfig } from '../../engine/config/versions.js';
import { houseOf, siderealHouseCusps, type HouseSystem } from '../../engine/houses/index.js';
import { VARGA_DIVISIONS, VARGA_NAMES, defaultVargaMethod, vargaChartDetailed, type VargaId } from '../../engine/vargas/index.js';
import { DASHA_SYSTEMS, type DashaPeriod, type DashaResult } from '../../engine/dasha/index.js';
import { ValueUndefinedError } from '../../engine/core/errors.js';
import { ApiError } from '../../http/errors.js';

/** Rashi 1-12 with its Sanskrit and English names. */
export function rashiView(index0: number) {
  return { index: index0 + 1, name: RASHI_NAMES[index0]!, name_en: RASHI_NAMES_EN[index0]! };
}

/** A sidereal longitude described: rashi, degree in it, nakshatra with its lord, pada. */
export function pointView(lonDeg: number) {
  const r = rashiIndex0(lonDeg);
  const n = nakshatraIndex0(lonDeg);
  return {
    longitude_deg: lonDeg,
    rashi: rashiView(r),
    degree_in_rashi: norm360(lonDeg) - r * 30,
    nakshatra: { index: n + 1, name: NAKSHATRA_NAMES[n]!, lord: nakshatraLord(lonDeg) },
    pada: pada(lonDeg),
  };
}

/**
 * Refuse a house system that is undefined at the chart's latitude (Placidus inside the polar
 * circles): 422 HOUSE_SYSTEM_UNDEFINED naming the request field, the system and the latitude
 * limit. One rule for every family (docs/time-houses-riseset.md, "High latitudes"): a house system
 * is never substituted, silently or not.
 * @param field the request field that chose the system (house_system, houseSystem)
 */
export function assertHouseSystemDefined(basis: ChartBasisWithAngles, system: HouseSystem, field: string): void {
  try {
    siderealHouseCusps(system, basis.angles, basis.ayanamsaTotalDeg);
  } catch (err) {
    if (err instanceof ValueUndefinedError) throw new ApiError(422, 'HOUSE_SYSTEM_UNDEFINED', `${field}: ${err.message}`, { field, hint: 'whole_sign, equal and sripati are defined at every latitude' });
    throw err;
  }
}

/**
 * A graha's reported speed in the frame the configuration fixes: of its sidereal longitude (2026.11
 * on), or of its tropical longitude (2026.10). Every route that reports a speed goes through here,
 * so a pinned X-Engine-Version is honoured everywhere (docs/versioning.md).
 */
export function speedIn(cfg: Pick<EngineConfig, 'speedFrame'>, siderealDegPerDay: number, tropicalDegPerDay: number | undefined): number {
  return cfg.speedFrame === 'tropical' ? (tropicalDegPerDay ?? siderealDegPerDay) : siderealDegPerDay;
}

/** The nine grahas with their bhava in `system` (which must be defined at the chart's latitude: see assertHouseSystemDefined). */
export function grahasView(basis: ChartBasisWithAngles, cfg: Pick<EngineConfig, 'speedFrame'>, system: HouseSystem) {
  const cusps = siderealHouseCusps(system, basis.angles, basis.ayanamsaTotalDeg);
  return basis.grahas.map((g) => ({
    name: g.name,
    ...pointView(g.lonDeg),
    latitude_deg: g.latDeg,
    speed_deg_per_day: speedIn(cfg, g.speedDegPerDay, g.tropicalSpeedDegPerDay),
    retrograde: g.retrograde,
    house: houseOf(g.lonDeg, cusps),
  }));
}

export function lagnaView(basis: ChartBasis) {
  return pointView(basis.ascendantDeg);
}

/** The 12 bhavas (throws ValueUndefinedError for Placidus inside the polar circles). */
export function bhavasView(basis: ChartBasisWithAngles, system: HouseSystem) {
  return bhavas(basis, system).map((b) => ({
    bhava: b.bhava,
    cusp_deg: b.cuspDeg,
    ...(b.madhyaDeg !== undefined ? { madhya_deg: b.madhyaDeg } : {}),
    rashi: rashiView(b.rashi.index - 1),
    lord: b.lord,
    grahas: b.grahas,
  }));
}

/** One varga chart: the lagna and each graha's sign and longitude within the varga. */
export function vargaView(basis: ChartBasis, id: VargaId, method?: string) {
  const used = method ?? defaultVargaMethod(id);
  const chart = vargaChartDetailed(basis, id, used);
  const place = (p: { rashi: number; lonInVargaDeg: number | null }) => ({ rashi: rashiView(p.rashi - 1), lon_in_varga_deg: p.lonInVargaDeg });
  const { lagna, ...grahas } = chart;
  return {
    id,
    name: VARGA_NAMES[id],
    divisions: VARGA_DIVISIONS[id],
    method: used,
    lagna: place(lagna),
    grahas: Object.fromEntries(Object.entries(grahas).map(([k, v]) => [k, place(v)])),
  };
}

type PeriodView = { lord: string; name?: string; sign?: number; start: string; end: string; periods?: PeriodView[] };

function periodsView(periods: DashaPeriod[]): PeriodView[] {
  return periods.map((p) => ({
    lord: p.lord,
    ...(p.name !== undefined ? { name: p.name } : {}),
    ...(p.sign !== undefined ? { sign: p.sign } : {}),
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
    system: r.system, name: info.name, kind: info.kind, source: info.source,
    variant: v ? { id: v.id, name: v.name, source: v.source } : null,
    year_days: r.yearDays, levels: [...r.levels], periods: periodsView(r.periods),
  };
}
