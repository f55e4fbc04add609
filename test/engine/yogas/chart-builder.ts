/**
 * Hand-built charts for the yoga, dosha and matching tests: a ChartBasis made from chosen
 * sidereal longitudes (sign + degree), with Ketu opposite Rahu.
 */
import { GRAHA_NAMES, RASHI_NAMES_EN, type GrahaName } from '../../../src/engine/core/constants.js';
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';

type SignName = (typeof RASHI_NAMES_EN)[number];
/** A position: [sign, degrees within the sign] or a bare sign (15 degrees). */
export type Pos = SignName | [SignName, number];

/** Sidereal longitude of a position. */
export function lonOf(p: Pos): number {
  const [sign, deg] = typeof p === 'string' ? [p, 15] : p;
  return RASHI_NAMES_EN.indexOf(sign) * 30 + deg;
}

export interface ChartSpec {
  lagna: Pos;
  /** positions of Sun..Saturn and Rahu (Ketu is put opposite Rahu) */
  grahas: Partial<Record<Exclude<GrahaName, 'Ketu'>, Pos>>;
  retrograde?: GrahaName[];
  /** birth by day (true) or night (false); sets sunrise/sunset around jdUt */
  day?: boolean;
}

/** Positions used for grahas a test does not place: spread so that they form few combinations. */
const DEFAULTS: Record<Exclude<GrahaName, 'Ketu'>, Pos> = {
  Sun: ['Aries', 10],
  Moon: ['Leo', 10],
  Mars: ['Gemini', 10],
  Mercury: ['Taurus', 5],
  Jupiter: ['Sagittarius', 10],
  Venus: ['Pisces', 10],
  Saturn: ['Scorpio', 10],
  Rahu: ['Capricorn', 10],
};

/** Build a ChartBasis from a spec. */
export function chart(spec: ChartSpec): ChartBasis {
  const pos = { ...DEFAULTS, ...spec.grahas };
  const jdUt = 2451545.0;
  const grahas = GRAHA_NAMES.map((name) => {
    const lonDeg = name === 'Ketu' ? (lonOf(pos.Rahu) + 180) % 360 : lonOf(pos[name]);
    const retro = (spec.retrograde ?? []).includes(name) || name === 'Rahu' || name === 'Ketu';
    return {
      name,
      lonDeg,
      latDeg: 0,
      speedDegPerDay: retro ? -0.05 : 0.5,
      retrograde: retro,
      distAu: 1,
      tropicalLonDeg: lonDeg,
    };
  });
  const day = spec.day ?? true;
  return {
    jdUt,
    jdTt: jdUt,
    latDeg: 20,
    lonDeg: 78,
    tzHours: 5.5,
    ayanamsaDeg: 23.85,
    grahas,
    ascendantDeg: lonOf(spec.lagna),
    mcDeg: (lonOf(spec.lagna) + 270) % 360,
    obliquityDeg: 23.44,
    sunriseJdUt: day ? jdUt - 0.2 : jdUt + 0.2,
    sunsetJdUt: day ? jdUt + 0.2 : jdUt + 0.7,
  };
}
