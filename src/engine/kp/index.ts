/**
 * @module KP (Krishnamurti Paddhati) sub-lord ladder. K.S. Krishnamurti, "KP Reader I: Casting the
 * Horoscope", the table of sub-lords: each nakshatra of 13 deg 20 min is divided into nine subs in
 * the proportions of the Vimsottari dasha years (Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18,
 * Jupiter 16, Saturn 19, Mercury 17, of 120), beginning with the nakshatra's own lord and following
 * the Vimsottari order. The 27 x 9 = 243 subs are split where a sign boundary falls inside a sub,
 * which gives the 249 rows of the published table. The sub-sub lord divides a sub again in the same
 * proportions, beginning with the sub lord.
 *
 * The table is generated here from that rule at module load, never typed in: published tables are
 * known to carry misprinted rows.
 *
 * Exact arithmetic: lengths are kept in units of 1/3 arc-second (1 degree = 10800 units). A nakshatra
 * is 144000 units, a sub of lord L is 1200 * years(L) units and a sub-sub of L2 in a sub of L1 is
 * 10 * years(L1) * years(L2) units: all integers.
 *
 * Pure computation: no I/O, no clock.
 */
import {
  RASHI_LORDS,
  VIMSOTTARI_LORDS,
  VIMSOTTARI_YEARS,
  norm360,
  type GrahaName,
  type SaptaGraha,
} from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';

/** Units of 1/3 arc-second per degree. */
const UNITS_PER_DEG = 10800;
const NAKSHATRA_UNITS = 144000;
const SIGN_UNITS = 30 * UNITS_PER_DEG;
const ZODIAC_UNITS = 360 * UNITS_PER_DEG;
const VIMSOTTARI_TOTAL_YEARS = 120;

/** One row of the 249-division KP table. A row includes its start and excludes its end. */
export interface KpSubRow {
  /** 1..249 from 0 deg Aries */
  index: number;
  /** start, sidereal degrees */
  fromDeg: number;
  /** end, sidereal degrees (360 for the last row) */
  toDeg: number;
  /** 0-based sign, 0 = Aries */
  rashi0: number;
  /** 0-based nakshatra, 0 = Ashwini */
  nakshatra0: number;
  signLord: SaptaGraha;
  starLord: GrahaName;
  subLord: GrahaName;
}

/** The four KP lords of a longitude. */
export interface KpLords {
  signLord: SaptaGraha;
  starLord: GrahaName;
  subLord: GrahaName;
  subSubLord: GrahaName;
}

function lordIndex(lord: GrahaName): number {
  const i = VIMSOTTARI_LORDS.indexOf(lord);
  if (i < 0) throw new Error(`${lord} is not a Vimsottari lord`);
  return i;
}

/** The nine Vimsottari lords in order beginning with `first`. */
function vimsottariSequenceFrom(first: GrahaName): GrahaName[] {
  const start = lordIndex(first);
  return Array.from({ length: 9 }, (_, i) => VIMSOTTARI_LORDS[(start + i) % 9]!);
}

function buildTable(): readonly KpSubRow[] {
  const rows: KpSubRow[] = [];
  for (let nak = 0; nak < 27; nak++) {
    const starLord = VIMSOTTARI_LORDS[nak % 9]!;
    let from = nak * NAKSHATRA_UNITS;
    for (const subLord of vimsottariSequenceFrom(starLord)) {
      const to = from + (NAKSHATRA_UNITS * VIMSOTTARI_YEARS[subLord]) / VIMSOTTARI_TOTAL_YEARS;
      // split at every sign boundary strictly inside (from, to)
      const cuts = [from];
      for (let b = (Math.floor(from / SIGN_UNITS) + 1) * SIGN_UNITS; b < to; b += SIGN_UNITS)
        cuts.push(b);
      cuts.push(to);
      for (let i = 0; i + 1 < cuts.length; i++) {
        const a = cuts[i]!;
        const z = cuts[i + 1]!;
        const rashi0 = Math.floor(a / SIGN_UNITS);
        rows.push({
          index: rows.length + 1,
          fromDeg: a / UNITS_PER_DEG,
          toDeg: z / UNITS_PER_DEG,
          rashi0,
          nakshatra0: nak,
          signLord: RASHI_LORDS[rashi0]!,
          starLord,
          subLord,
        });
      }
      from = to;
    }
  }
  return Object.freeze(rows.map((r) => Object.freeze(r)));
}

/**
 * The 249 KP sub-lord divisions, from 0 deg Aries, generated from the rule (KP Reader I). Rows are
 * contiguous: row i's toDeg is row i+1's fromDeg, the first starts at 0 and the last ends at 360.
 */
export const KP_SUB_TABLE: readonly KpSubRow[] = buildTable();

/** Start of each row in units, for the binary search. */
const ROW_STARTS_UNITS: readonly number[] = KP_SUB_TABLE.map((r) =>
  Math.round(r.fromDeg * UNITS_PER_DEG),
);

/**
 * The KP table row (1..249) containing a sidereal longitude; a row includes its start.
 * @param lonDeg sidereal longitude, degrees
 */
export function kpSubRow(lonDeg: number): KpSubRow {
  const u = toUnits(lonDeg);
  let lo = 0;
  let hi = ROW_STARTS_UNITS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ROW_STARTS_UNITS[mid]! <= u) lo = mid;
    else hi = mid - 1;
  }
  return KP_SUB_TABLE[lo]!;
}

function toUnits(lonDeg: number): number {
  if (!Number.isFinite(lonDeg)) {
    throw new EngineInputError(
      'LONGITUDE_NOT_FINITE',
      `longitude must be a finite number of degrees, got ${lonDeg}`,
      'lonDeg',
    );
  }
  const u = norm360(lonDeg) * UNITS_PER_DEG;
  return Math.min(ZODIAC_UNITS - 1e-9, Math.max(0, u));
}

/**
 * Sign, star, sub and sub-sub lords of a sidereal longitude (KP Reader I). The sub-sub divides the
 * sub (the whole sub, not the part left after a sign split) in Vimsottari proportions beginning with
 * the sub lord. Each division includes its start and excludes its end.
 * @param lonDeg sidereal longitude, degrees (KP ayanamsa is the caller's choice)
 */
export function kpLords(lonDeg: number): KpLords {
  const u = toUnits(lonDeg);
  const rashi0 = Math.min(11, Math.floor(u / SIGN_UNITS));
  const nak = Math.min(26, Math.floor(u / NAKSHATRA_UNITS));
  const starLord = VIMSOTTARI_LORDS[nak % 9]!;
  let offset = u - nak * NAKSHATRA_UNITS;
  const subs = vimsottariSequenceFrom(starLord);
  let subLord = subs[8]!;
  for (const l of subs) {
    const len = (NAKSHATRA_UNITS * VIMSOTTARI_YEARS[l]) / VIMSOTTARI_TOTAL_YEARS;
    if (offset < len) {
      subLord = l;
      break;
    }
    offset -= len;
  }
  const subLen = (NAKSHATRA_UNITS * VIMSOTTARI_YEARS[subLord]) / VIMSOTTARI_TOTAL_YEARS;
  offset = Math.min(offset, subLen);
  const subSubs = vimsottariSequenceFrom(subLord);
  let subSubLord = subSubs[8]!;
  for (const l of subSubs) {
    const len = (subLen * VIMSOTTARI_YEARS[l]) / VIMSOTTARI_TOTAL_YEARS;
    if (offset < len) {
      subSubLord = l;
      break;
    }
    offset -= len;
  }
  return { signLord: RASHI_LORDS[rashi0]!, starLord, subLord, subSubLord };
}

export interface KpGrahaLords extends KpLords {
  name: GrahaName;
  lonDeg: number;
}
export interface KpCuspLords extends KpLords {
  /** 1..12 */
  cusp: number;
  lonDeg: number;
}
export interface KpLadder {
  grahas: KpGrahaLords[];
  /** Placidus cusps 1..12; absent where Placidus is undefined (polar latitudes) */
  cusps?: KpCuspLords[];
}

/**
 * KP ladder of a chart: the four lords of each of the nine grahas and of each Placidus cusp (KP
 * Reader I uses Placidus cusps). Cusps are omitted when basis.placidusCuspsDeg is undefined.
 * @param basis chart basis (sidereal; the caller chooses the ayanamsa, KP normally uses its own)
 */
export function kpLadder(basis: ChartBasis): KpLadder {
  const grahas = basis.grahas.map((g) => ({
    name: g.name,
    lonDeg: g.lonDeg,
    ...kpLords(g.lonDeg),
  }));
  const out: KpLadder = { grahas };
  if (basis.placidusCuspsDeg) {
    out.cusps = basis.placidusCuspsDeg.map((lonDeg, i) => ({
      cusp: i + 1,
      lonDeg,
      ...kpLords(lonDeg),
    }));
  }
  return out;
}
