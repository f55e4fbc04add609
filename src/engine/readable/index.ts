/**
 * @module Readable forms of chart values, for every family: a longitude as degrees, minutes and
 * seconds within its sign (`15°42'07" Taurus`), English names of the signs and nakshatras beside
 * the Sanskrit ones, graha abbreviations for drawings, and instants as local wall times in a
 * zone named once. Pure: formatting only, the numbers they are made from are left as they are.
 *
 * Rounding follows Swiss Ephemeris' `swe_split_deg` with `SE_SPLIT_DEG_ROUND_SEC |
 * SE_SPLIT_DEG_KEEP_SIGN`: the angle is rounded to the last shown digit of the seconds, a carry
 * goes from seconds to minutes to degrees (59.6" is 1' more, never 60"), but a longitude never
 * rounds into the next sign: 29°59'59.7" Taurus stays `29°59'59" Taurus`, so the sign of the text
 * is always the sign the chart reports (`rashi`).
 */
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  nakshatraIndex0,
  norm360,
  rashiIndex0,
  type GrahaName,
} from '../core/constants.js';
import { formatOffset, offsetMinutesAt, type ZoneSpec } from '../time/zones.js';
import { civilFromDays, MS_PER_DAY, UNIX_EPOCH_JD } from '../time/julian.js';

export { RASHI_NAMES, RASHI_NAMES_EN, NAKSHATRA_NAMES };

/**
 * English glosses of the 27 nakshatra names (index 0 = Ashwini): what the Sanskrit name means, as
 * A. L. Basham lists them (The Wonder That Was India, 1954, appendix II "Astronomy"). The
 * nakshatras have no other English names; the glosses tell a reader who does not know Sanskrit
 * what the name says.
 */
export const NAKSHATRA_NAMES_EN = [
  'The Horsewoman',
  'The Bearer',
  'The Cutters',
  'The Red One',
  "The Deer's Head",
  'The Moist One',
  'Restorers of Goods',
  'The Nourisher',
  'The Embrace',
  'The Bountiful',
  'The First Reddish One',
  'The Second Reddish One',
  'The Hand',
  'The Bright One',
  'Very Good',
  'The Forked One',
  'Following Radha',
  'The Eldest',
  'The Root',
  'The First Invincible',
  'The Second Invincible',
  'The Ear',
  'The Wealthiest',
  'Hundred Physicians',
  'The First Lucky Feet',
  'The Second Lucky Feet',
  'The Wealthy',
] as const;

/** Two-letter English abbreviations of the grahas, as chart drawings print them. */
export const GRAHA_ABBR_EN: Readonly<Record<GrahaName, string>> = {
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
};

/**
 * Devanagari abbreviations of the grahas as Hindi and Sanskrit kundalis print them: the first
 * syllable of Surya, Chandra, Mangala, Budha, Guru, Shukra, Shani, Rahu, Ketu.
 */
export const GRAHA_ABBR_SA: Readonly<Record<GrahaName, string>> = {
  Sun: 'सू',
  Moon: 'चं',
  Mars: 'मं',
  Mercury: 'बु',
  Jupiter: 'गु',
  Venus: 'शु',
  Saturn: 'श',
  Rahu: 'रा',
  Ketu: 'के',
};

/** English name of rashi index 1-12 (1 = Aries). */
export function rashiNameEn(index1: number): string {
  const n = RASHI_NAMES_EN[index1 - 1];
  if (n === undefined) throw new RangeError(`rashi index must be 1-12, got ${index1}`);
  return n;
}

/** English gloss of nakshatra index 1-27 (1 = Ashwini). */
export function nakshatraNameEn(index1: number): string {
  const n = NAKSHATRA_NAMES_EN[index1 - 1];
  if (n === undefined) throw new RangeError(`nakshatra index must be 1-27, got ${index1}`);
  return n;
}

/** Degrees, minutes and seconds of a non-negative angle, rounded at the last shown digit. */
export interface DmsParts {
  /** -1 for a negative angle, else 1 */
  sign: 1 | -1;
  deg: number;
  min: number;
  /** whole seconds, or seconds with `secondDecimals` decimals */
  sec: number;
}

/** Digits of the seconds: 0 (whole arcseconds, the default) to 3. */
export type SecondDecimals = 0 | 1 | 2 | 3;

function checkDecimals(d: number): void {
  if (!(d === 0 || d === 1 || d === 2 || d === 3))
    throw new RangeError(`secondDecimals must be 0-3, got ${d}`);
}

/** Split a count of seconds-units (1/10^d of an arcsecond) into parts. */
function partsOfUnits(units: number, d: SecondDecimals, sign: 1 | -1): DmsParts {
  const perSec = 10 ** d;
  const perMin = 60 * perSec;
  const perDeg = 60 * perMin;
  const deg = Math.floor(units / perDeg);
  const min = Math.floor((units - deg * perDeg) / perMin);
  const secUnits = units - deg * perDeg - min * perMin;
  return { sign, deg, min, sec: secUnits / perSec };
}

/**
 * Degrees, minutes and seconds of any angle in degrees, rounded to `secondDecimals` decimals of
 * the second with the carry taken through minutes and degrees (0°59'59.6" -> 1°00'00").
 */
export function splitDms(deg: number, secondDecimals: SecondDecimals = 0): DmsParts {
  if (!Number.isFinite(deg)) throw new RangeError(`angle must be a finite number, got ${deg}`);
  checkDecimals(secondDecimals);
  const units = Math.round(Math.abs(deg) * 3600 * 10 ** secondDecimals);
  return partsOfUnits(units, secondDecimals, deg < 0 && units > 0 ? -1 : 1);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function secText(sec: number, d: SecondDecimals): string {
  const s = sec.toFixed(d);
  return sec < 10 ? `0${s}` : s;
}

/** `23°51'07"` (negative angles with a leading minus sign). */
export function formatDmsParts(p: DmsParts, secondDecimals: SecondDecimals = 0): string {
  return `${p.sign < 0 ? '-' : ''}${p.deg}°${pad2(p.min)}'${secText(p.sec, secondDecimals)}"`;
}

/** Any angle as `23°51'07"`, e.g. the ayanamsa. Degrees are not reduced to a sign or a circle. */
export function formatDms(deg: number, secondDecimals: SecondDecimals = 0): string {
  return formatDmsParts(splitDms(deg, secondDecimals), secondDecimals);
}

/** A sidereal longitude split within its sign: the sign (1-12) and the 0-30° part, never rounded into the next sign. */
export interface LonInSign extends DmsParts {
  /** 1-12, 1 = Aries; the sign `rashiOf` gives for the same longitude */
  rashi: number;
}

/**
 * The sign of a longitude and its degrees, minutes and seconds within the sign, rounded at the
 * last shown digit, carried, and held below 30° (`swe_split_deg` with KEEP_SIGN): a longitude
 * that would round up to the next sign is shown as the last value of its own sign.
 */
export function splitLonInSign(lonDeg: number, secondDecimals: SecondDecimals = 0): LonInSign {
  if (!Number.isFinite(lonDeg))
    throw new RangeError(`longitude must be a finite number, got ${lonDeg}`);
  checkDecimals(secondDecimals);
  const lon = norm360(lonDeg);
  const i = rashiIndex0(lon);
  const perSign = 30 * 3600 * 10 ** secondDecimals;
  const units = Math.min(
    perSign - 1,
    Math.max(0, Math.round((lon - i * 30) * 3600 * 10 ** secondDecimals)),
  );
  return { rashi: i + 1, ...partsOfUnits(units, secondDecimals, 1) };
}

/** A longitude as `15°42'07" Taurus`: within its sign (0-30°), English sign name. */
export function formatLonInSign(lonDeg: number, secondDecimals: SecondDecimals = 0): string {
  const p = splitLonInSign(lonDeg, secondDecimals);
  return `${formatDmsParts(p, secondDecimals)} ${RASHI_NAMES_EN[p.rashi - 1]}`;
}

/** A longitude as `15°42'` within its sign, minutes rounded and kept in the sign (drawings). */
export function formatDegMinInSign(lonDeg: number): string {
  if (!Number.isFinite(lonDeg))
    throw new RangeError(`longitude must be a finite number, got ${lonDeg}`);
  const lon = norm360(lonDeg);
  const i = rashiIndex0(lon);
  const mins = Math.min(30 * 60 - 1, Math.max(0, Math.round((lon - i * 30) * 60)));
  return `${Math.floor(mins / 60)}°${pad2(mins % 60)}'`;
}

/** The readable fields of a point on the zodiac: its DMS text in its sign and the English names. */
export function readablePoint(lonDeg: number): {
  lonDms: string;
  rashiEn: string;
  nakshatraEn: string;
} {
  return {
    lonDms: formatLonInSign(lonDeg),
    rashiEn: RASHI_NAMES_EN[rashiIndex0(lonDeg)]!,
    nakshatraEn: NAKSHATRA_NAMES_EN[nakshatraIndex0(lonDeg)]!,
  };
}

/** The name a readable answer gives a zone once: the IANA id, or the fixed offset as `+05:30`. */
export function zoneLabel(zone: ZoneSpec): string {
  return 'ianaZone' in zone ? zone.ianaZone : formatOffset(zone.tzHours * 60);
}

/**
 * Local wall time `YYYY-MM-DDTHH:MM:SS` of an instant in a zone, rounded to the whole second,
 * without the offset (the zone is named once beside such values, see {@link zoneLabel}).
 */
export function localWallTime(jdUt: number, zone: ZoneSpec): string {
  const ms = Math.round(((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY) / 1000) * 1000;
  const offsetMinutes = offsetMinutesAt(UNIX_EPOCH_JD + ms / MS_PER_DAY, zone);
  return wallTextOfLocalMs(ms + Math.round(offsetMinutes * 60) * 1000);
}

/** `YYYY-MM-DDTHH:MM:SS` of a local wall clock's count of whole seconds (in ms) since 1970-01-01T00:00. */
function wallTextOfLocalMs(localMs: number): string {
  const dayNo = Math.floor(localMs / MS_PER_DAY);
  const secOfDay = (localMs - dayNo * MS_PER_DAY) / 1000;
  const { year, month, day } = civilFromDays(dayNo);
  const y =
    year >= 0 && year <= 9999
      ? String(year).padStart(4, '0')
      : (year < 0 ? '-' : '+') + String(Math.abs(year)).padStart(6, '0');
  return `${y}-${pad2(month)}-${pad2(day)}T${pad2(Math.floor(secOfDay / 3600))}:${pad2(Math.floor((secOfDay % 3600) / 60))}:${pad2(secOfDay % 60)}`;
}

/** JD (UT) of an ISO 8601 UTC instant such as the dasha periods carry (`...Z`). */
export function jdUtOfIso(iso: string): number {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new RangeError(`not an ISO 8601 instant: ${iso}`);
  return UNIX_EPOCH_JD + ms / MS_PER_DAY;
}

/** A dasha period in the spec's shape, as every chart reports it. */
export interface SpecDashaPeriod {
  lord: string;
  start: string;
  end: string;
  periods?: SpecDashaPeriod[];
}
/** The same period with its start and end as local wall times. */
export type LocalDashaPeriod = {
  lord: string;
  start: string;
  end: string;
  startLocal: string;
  endLocal: string;
  periods?: LocalDashaPeriod[];
};

/**
 * Dasha periods with `startLocal` and `endLocal` beside the UTC `start` and `end`, as wall times
 * in `zone`; the caller names the zone once (`zoneLabel`). `maxDepth` (1 = maha only) cuts the
 * tree; the default keeps every level given.
 */
export function localDashaPeriods(
  periods: readonly SpecDashaPeriod[],
  zone: ZoneSpec,
  maxDepth = Infinity,
): LocalDashaPeriod[] {
  return localDashaTree(periods, zone, (iso) => Date.parse(iso), maxDepth);
}

/**
 * The same periods as {@link localDashaPeriods} gives (byte for byte), from a dasha tree whose
 * periods carry their Julian days (src/engine/dasha/tree.ts writes `start` from `startJdUt`
 * rounded to the millisecond): no ISO text is parsed back, a zone's offset is read once per
 * boundary, and a boundary shared by neighbours (a period's end is the next one's start, a first
 * child starts with its parent, a last child ends with it) is written once.
 */
export function localDashaPeriodsOfTree(
  periods: readonly DashaTreePeriod[],
  zone: ZoneSpec,
  maxDepth = Infinity,
): LocalDashaPeriod[] {
  return localDashaTree(
    periods,
    zone,
    (_iso, jdUt) => Math.round((jdUt! - UNIX_EPOCH_JD) * MS_PER_DAY),
    maxDepth,
  );
}

/** A dasha period with the Julian days its ISO instants were written from. */
export interface DashaTreePeriod extends SpecDashaPeriod {
  startJdUt: number;
  endJdUt: number;
  periods?: DashaTreePeriod[];
}

function localDashaTree<P extends SpecDashaPeriod>(
  periods: readonly P[],
  zone: ZoneSpec,
  unixMsOf: (iso: string, jdUt?: number) => number,
  maxDepth: number,
): LocalDashaPeriod[] {
  const fixedOffsetS = 'ianaZone' in zone ? undefined : Math.round(offsetMinutesAt(0, zone) * 60);
  // as localWallTime(jdUtOfIso(iso)): the ISO instant's JD, rounded to the whole second
  const local = (iso: string, jdUt: number | undefined): string => {
    const ms =
      Math.round(
        ((UNIX_EPOCH_JD + unixMsOf(iso, jdUt) / MS_PER_DAY - UNIX_EPOCH_JD) * MS_PER_DAY) / 1000,
      ) * 1000;
    const offsetS =
      fixedOffsetS ?? Math.round(offsetMinutesAt(UNIX_EPOCH_JD + ms / MS_PER_DAY, zone) * 60);
    return wallTextOfLocalMs(ms + offsetS * 1000);
  };
  const walk = (
    ps: readonly SpecDashaPeriod[],
    depth: number,
    up?: { start: string; end: string; startLocal: string; endLocal: string },
  ): LocalDashaPeriod[] => {
    const out: LocalDashaPeriod[] = [];
    let prev: LocalDashaPeriod | undefined;
    for (const p of ps) {
      const t = p as SpecDashaPeriod & { startJdUt?: number; endJdUt?: number };
      const startLocal =
        prev !== undefined && prev.end === p.start
          ? prev.endLocal
          : up !== undefined && up.start === p.start
            ? up.startLocal
            : local(p.start, t.startJdUt);
      const endLocal = up !== undefined && up.end === p.end ? up.endLocal : local(p.end, t.endJdUt);
      const q: LocalDashaPeriod = {
        lord: p.lord,
        start: p.start,
        end: p.end,
        startLocal,
        endLocal,
      };
      if (p.periods && depth < maxDepth) q.periods = walk(p.periods, depth + 1, q);
      out.push(q);
      prev = q;
    }
    return out;
  };
  return walk(periods, 1);
}
