/**
 * @module Kala bala (temporal strength), BPHS ch. 27 and B.V. Raman, "Graha and Bhava Balas" ch. V:
 * nathonnatha, paksha, tribhaga, abda, masa, vara, hora and ayana bala (yuddha is settled in
 * index.ts once every graha's other balas are known). Also the time frame they read: the Hindu day
 * (sunrise to sunrise), local apparent time, and the lords of the year, month, day and hora.
 */
import { VARA_LORDS, norm360, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { J2000_JD } from '../time/julian.js';
import {
  DAY_THIRD_LORDS,
  DIVA_GRAHAS,
  HORA_ORDER,
  NIGHT_THIRD_LORDS,
  RAMAN_MAX_KRANTI_DEG,
} from './constants.js';

const DEG = Math.PI / 180;

/**
 * Days from the creation (srishti) to the beginning of the Kali yuga by the Surya Siddhanta:
 * 1,955,880,000 years x 1,577,917,828 civil days / 4,320,000 years. Creation began on a Sunday, the
 * Kali yuga on a Friday (this number is 5 mod 7).
 */
export const AHARGANA_CREATION_TO_KALI = 714_402_296_627;
/** Julian day number of the first day of the Kali yuga, 18 February 3102 BCE (Julian), a Friday. */
export const JDN_KALI_EPOCH = 588_466;

/** Where the day's sunrise, sunset and the thirds come from. */
export type DayFrameSource = 'basis' | 'local-mean-time-6h-18h';

export interface DayFrame {
  /** day birth (between sunrise and sunset) */
  isDay: boolean;
  /** sunrise that begins the Hindu day containing the birth, JD UT */
  hinduDaySunriseJdUt: number;
  /** start and end of the day or night containing the birth, JD UT */
  partStartJdUt: number;
  partEndJdUt: number;
  /** 0, 1 or 2: which third of the day or night */
  third: number;
  /** local apparent time of the birth, hours after apparent midnight, [0, 24) */
  apparentHoursFromMidnight: number;
  /** Julian day number (local civil date) of the Hindu day's sunrise */
  hinduDayJdn: number;
  source: DayFrameSource;
}

/** Local mean time, hours after local mean midnight, of a JD UT at an east longitude. */
function lmtHours(jdUt: number, lonDeg: number): number {
  const x = jdUt + 0.5 + lonDeg / 360;
  return (x - Math.floor(x)) * 24;
}

/**
 * Equation of time (apparent minus mean solar time), hours: the Sun's mean longitude (Meeus,
 * Astronomical Algorithms, eq. 25.2 and 28.1) less the right ascension of the true Sun.
 */
export function equationOfTimeHours(
  jdTt: number,
  sunTropicalLonDeg: number,
  obliquityDeg: number,
): number {
  const t = (jdTt - J2000_JD) / 36525;
  const l0 = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
  const lam = sunTropicalLonDeg * DEG;
  const ra = Math.atan2(Math.cos(obliquityDeg * DEG) * Math.sin(lam), Math.cos(lam)) / DEG;
  let e = norm360(l0 - 0.0057183 - ra);
  if (e > 180) e -= 360;
  return e / 15;
}

/**
 * The time frame of a birth. Sunrise and sunset come from the basis (Hindu convention). Where they
 * are absent (polar day or night), sunrise and sunset are taken at 6h and 18h local mean time.
 * Local apparent time is measured from the midpoint of sunrise and sunset (apparent noon) when the
 * basis has them, otherwise from local mean time plus the equation of time.
 */
export function dayFrame(basis: ChartBasis): DayFrame {
  const jd = basis.jdUt;
  const sun = basis.grahas.find((g) => g.name === 'Sun');
  let sr: number, ss: number, nextSr: number, prevSs: number, prevSr: number;
  let source: DayFrameSource;
  let apparent: number;
  if (basis.sunriseJdUt !== undefined && basis.sunsetJdUt !== undefined) {
    source = 'basis';
    sr = basis.sunriseJdUt;
    ss = basis.sunsetJdUt;
    nextSr = basis.nextSunriseJdUt ?? sr + 1;
    prevSs = basis.prevSunsetJdUt ?? ss - 1;
    prevSr = sr - (nextSr - sr);
    const noon = (sr + ss) / 2;
    apparent = norm360((12 + (jd - noon) * 24) * 15) / 15;
  } else {
    source = 'local-mean-time-6h-18h';
    const h = lmtHours(jd, basis.lonDeg);
    sr = jd - (h - 6) / 24;
    ss = sr + 0.5;
    nextSr = sr + 1;
    prevSs = ss - 1;
    prevSr = sr - 1;
    const eot = sun ? equationOfTimeHours(basis.jdTt, sun.tropicalLonDeg, basis.obliquityDeg) : 0;
    apparent = norm360((h + eot) * 15) / 15;
  }
  let isDay: boolean, start: number, end: number, hinduSr: number;
  if (jd >= sr && jd < ss) {
    isDay = true;
    start = sr;
    end = ss;
    hinduSr = sr;
  } else if (jd >= ss) {
    isDay = false;
    start = ss;
    end = nextSr;
    hinduSr = sr;
  } else {
    isDay = false;
    start = prevSs;
    end = sr;
    hinduSr = prevSr;
  }
  const third = Math.max(0, Math.min(2, Math.floor(((jd - start) / (end - start)) * 3)));
  const hinduDayJdn = Math.floor(hinduSr + 0.5 + basis.lonDeg / 360);
  return {
    isDay,
    hinduDaySunriseJdUt: hinduSr,
    partStartJdUt: start,
    partEndJdUt: end,
    third,
    apparentHoursFromMidnight: apparent,
    hinduDayJdn,
    source,
  };
}

export interface TimeLords {
  /** ahargana (civil days) from the creation to the Hindu day of birth, Surya Siddhanta */
  ahargana: number;
  yearLord: SaptaGraha;
  monthLord: SaptaGraha;
  varaLord: SaptaGraha;
  horaLord: SaptaGraha;
}

/**
 * Lords of the year, month, weekday and hora (BPHS ch. 27; Surya Siddhanta ch. 1 as B.V. Raman
 * applies it): with A the ahargana from the creation, the year lord is the lord of the weekday on
 * which the current 360-day year began (weekday of day 360 floor(A/360), i.e. (3q + 1) mod 7 counted
 * from Sunday), the month lord likewise for 30-day months ((2q + 1) mod 7), the vara lord the lord of
 * the Hindu day (sunrise to sunrise). Horas are equal hours from that sunrise, the first ruled by
 * the vara lord and the rest in the Chaldean order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon.
 */
export function timeLords(basis: ChartBasis, frame: DayFrame): TimeLords {
  const ahargana = AHARGANA_CREATION_TO_KALI + (frame.hinduDayJdn - JDN_KALI_EPOCH);
  const yearLord = VARA_LORDS[(3 * Math.floor(ahargana / 360)) % 7]!;
  const monthLord = VARA_LORDS[(2 * Math.floor(ahargana / 30)) % 7]!;
  const varaLord = VARA_LORDS[ahargana % 7]!;
  const horasElapsed = Math.max(0, Math.floor((basis.jdUt - frame.hinduDaySunriseJdUt) * 24));
  const horaLord = HORA_ORDER[(HORA_ORDER.indexOf(varaLord) + horasElapsed) % 7]!;
  return { ahargana, yearLord, monthLord, varaLord, horaLord };
}

/**
 * Nathonnatha bala: with unnata the time from apparent midnight in degrees (15 per hour, folded to
 * 0-180), day grahas (Sun, Jupiter, Venus) get unnata / 3, night grahas (Moon, Mars, Saturn)
 * (180 - unnata) / 3, Mercury always 60.
 */
export function nathonnathaBala(graha: SaptaGraha, apparentHoursFromMidnight: number): number {
  if (graha === 'Mercury') return 60;
  let u = norm360(apparentHoursFromMidnight * 15);
  if (u > 180) u = 360 - u;
  return DIVA_GRAHAS.has(graha) ? u / 3 : (180 - u) / 3;
}

/** Shubha paksha value: the Moon's elongation from the Sun folded to 0-180, / 3 (0 to 60). */
export function shubhaPaksha(sunLonDeg: number, moonLonDeg: number): number {
  let s = norm360(moonLonDeg - sunLonDeg);
  if (s > 180) s = 360 - s;
  return s / 3;
}

/**
 * Paksha bala: benefics get the shubha value, malefics 60 less it. The Moon gets the shubha value
 * (Raman doubles it; the second half is reported as her cheshta bala, which BPHS says is her paksha
 * bala).
 */
export function pakshaBala(graha: SaptaGraha, shubha: number, benefic: boolean): number {
  if (graha === 'Moon') return shubha;
  return benefic ? shubha : 60 - shubha;
}

/** Tribhaga bala: 60 to the ruler of the third of the day or night of birth, and to Jupiter always. */
export function tribhagaBala(graha: SaptaGraha, frame: DayFrame): number {
  if (graha === 'Jupiter') return 60;
  const lords = frame.isDay ? DAY_THIRD_LORDS : NIGHT_THIRD_LORDS;
  return lords[frame.third] === graha ? 60 : 0;
}

export type AyanaMode = 'raman' | 'true-declination';

/**
 * Declination used by ayana bala, degrees, north positive.
 * - 'raman': sin d = sin 24 deg x sin(sayana longitude), latitude ignored: the function Raman's table
 *   of declinations tabulates (362', 703', 1002', 1238', 1388', 1440' at 15-degree steps).
 * - 'true-declination': the graha's true declination from its ecliptic latitude and the true
 *   obliquity of date.
 */
export function ayanaDeclinationDeg(
  tropicalLonDeg: number,
  latDeg: number,
  obliquityDeg: number,
  mode: AyanaMode,
): number {
  const lam = tropicalLonDeg * DEG;
  if (mode === 'raman')
    return Math.asin(Math.sin(RAMAN_MAX_KRANTI_DEG * DEG) * Math.sin(lam)) / DEG;
  const b = latDeg * DEG,
    e = obliquityDeg * DEG;
  return Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(lam)) / DEG;
}

/**
 * Ayana bala (Raman's formula): 60 x (24 + k) / 48, k the declination counted positive north for the
 * Sun, Mars, Jupiter and Venus, positive south for the Moon and Saturn, and always positive for
 * Mercury. Clamped to 0-60. Raman doubles the Sun's; the second half is reported as the Sun's
 * cheshta bala, which BPHS says is his ayana bala.
 */
export function ayanaBala(graha: SaptaGraha, declinationDeg: number): number {
  let k: number;
  if (graha === 'Mercury') k = Math.abs(declinationDeg);
  else if (graha === 'Moon' || graha === 'Saturn') k = -declinationDeg;
  else k = declinationDeg;
  const v = (60 * (RAMAN_MAX_KRANTI_DEG + k)) / (2 * RAMAN_MAX_KRANTI_DEG);
  return Math.max(0, Math.min(60, v));
}
