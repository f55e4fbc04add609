/**
 * @module Chara (variable) karakas of Jaimini. Jaimini Upadesa Sutras, adhyaya 1 pada 1 (from sutra
 * 10: the graha with the most degrees among the seven, or the eight, is the Atmakaraka) and Brihat
 * Parashara Hora Shastra ch. 32 (Karakas): the grahas are ranked by the degrees they have travelled
 * in their signs (the sign itself is ignored); the highest is the Atmakaraka and the rest follow in
 * order.
 *
 * - 7-karaka scheme (default): Sun..Saturn. Atma, Amatya, Bhratri, Matri, Putra, Gnati, Dara.
 * - 8-karaka scheme (BPHS ch. 32): Rahu joins; because Rahu moves backward its degrees are counted
 *   from the end of its sign (30 - degrees). Pitri is inserted after Matri: Atma, Amatya, Bhratri,
 *   Matri, Pitri, Putra, Gnati, Dara.
 *
 * Ties: the degrees are compared at full precision (degrees, minutes, seconds and beyond, as the
 * texts direct when degrees are equal). Two grahas at exactly the same position within their signs
 * (equal to the last bit of the double) are ordered by the fixed order Sun, Moon, Mars, Mercury,
 * Jupiter, Venus, Saturn, Rahu, the earlier one taking the higher karaka; the result reports the
 * tie so that a caller can apply another convention.
 *
 * Pure computation: no I/O, no clock.
 */
import { SAPTA_GRAHAS, norm360, type GrahaName } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';

export type KarakaScheme = 7 | 8;

export const KARAKA_NAMES_7 = [
  'Atmakaraka',
  'Amatyakaraka',
  'Bhratrikaraka',
  'Matrikaraka',
  'Putrakaraka',
  'Gnatikaraka',
  'Darakaraka',
] as const;
export const KARAKA_NAMES_8 = [
  'Atmakaraka',
  'Amatyakaraka',
  'Bhratrikaraka',
  'Matrikaraka',
  'Pitrikaraka',
  'Putrakaraka',
  'Gnatikaraka',
  'Darakaraka',
] as const;
export type KarakaName = (typeof KARAKA_NAMES_8)[number];

/** The SovereignChart shape: {"scheme": 7, "Atmakaraka": "Saturn", ...}. Pitrikaraka only in the 8 scheme. */
export type CharaKarakas = { scheme: KarakaScheme } & Partial<Record<KarakaName, GrahaName>>;

export interface KarakaRank {
  karaka: KarakaName;
  graha: GrahaName;
  /** degrees counted for the ranking: degrees in sign, or 30 - degrees in sign for Rahu */
  countedDeg: number;
  /** true when countedDeg equals that of another graha exactly and the fixed order decided */
  tie: boolean;
}

const ORDER_8: readonly GrahaName[] = [...SAPTA_GRAHAS, 'Rahu'];

function countedDegrees(basis: ChartBasis, name: GrahaName): number {
  const g = basis.grahas.find((x) => x.name === name);
  if (!g) throw new Error(`graha ${name} missing from basis`);
  const lon = norm360(g.lonDeg);
  const inSign = lon - 30 * Math.min(11, Math.floor(lon / 30));
  return name === 'Rahu' ? 30 - inSign : inSign;
}

/**
 * Ranking of the chara karakas with the degrees counted (Jaimini Upadesa Sutras 1.1; BPHS ch. 32).
 * @param basis chart basis (sidereal longitudes)
 * @param scheme 7 (Sun..Saturn, default) or 8 (with Rahu counted backward, and Pitrikaraka)
 */
export function charaKarakaRanking(basis: ChartBasis, scheme: KarakaScheme = 7): KarakaRank[] {
  if (scheme !== 7 && scheme !== 8) {
    throw new EngineInputError(
      'KARAKA_SCHEME_UNKNOWN',
      `karaka scheme must be 7 or 8, got ${String(scheme)}`,
      'scheme',
    );
  }
  const names = scheme === 8 ? ORDER_8 : SAPTA_GRAHAS;
  const karakas: readonly KarakaName[] = scheme === 8 ? KARAKA_NAMES_8 : KARAKA_NAMES_7;
  const entries = names.map((graha, order) => ({
    graha,
    order,
    countedDeg: countedDegrees(basis, graha),
  }));
  entries.sort((a, b) => b.countedDeg - a.countedDeg || a.order - b.order);
  return entries.map((e, i) => ({
    karaka: karakas[i]!,
    graha: e.graha,
    countedDeg: e.countedDeg,
    tie: entries.some((o) => o !== e && o.countedDeg === e.countedDeg),
  }));
}

/**
 * Chara karakas in the SovereignChart shape, e.g. {scheme: 7, Atmakaraka: 'Saturn', Amatyakaraka: ...}
 * (Jaimini Upadesa Sutras 1.1; BPHS ch. 32).
 * @param basis chart basis (sidereal longitudes)
 * @param scheme 7 (default) or 8
 */
export function charaKarakas(basis: ChartBasis, scheme: KarakaScheme = 7): CharaKarakas {
  const out: CharaKarakas = { scheme };
  for (const r of charaKarakaRanking(basis, scheme)) out[r.karaka] = r.graha;
  return out;
}
