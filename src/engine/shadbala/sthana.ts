/**
 * @module Sthana bala (positional strength), BPHS ch. 27 and B.V. Raman, "Graha and Bhava Balas"
 * ch. III: uchcha, saptavargaja, ojayugma, kendradi and drekkana bala, in virupas.
 */
import {
  MOOLATRIKONA,
  RASHI_LORDS,
  norm360,
  rashiIndex0,
  type SaptaGraha,
} from '../core/constants.js';
import { vargaRashi0 } from '../vargas/index.js';
import {
  DEBILITATION_DEG,
  DREKKANA_OF_STRENGTH,
  ODD_SIGN_GRAHAS,
  SAPTAVARGAJA_VIRUPAS,
  SAPTAVARGAS,
  naturalRelation,
  type CompoundRelation,
} from './constants.js';

export interface SthanaBala {
  uchcha: number;
  saptavargaja: number;
  ojayugma: number;
  kendradi: number;
  drekkana: number;
  total: number;
}

/** Shortest arc between two longitudes, degrees [0, 180]. */
export function arcDeg(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
}

/** Uchcha bala: the arc from the deep debilitation point / 3 (0 at debilitation, 60 at exaltation). */
export function uchchaBala(graha: SaptaGraha, lonDeg: number): number {
  return arcDeg(lonDeg, DEBILITATION_DEG[graha]) / 3;
}

/**
 * Compound relationship of `of` towards `to` (BPHS ch. 3): natural relation combined with the
 * temporary one, the latter from the rashi chart (a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th
 * from another is its temporary friend, otherwise its enemy).
 */
export function compoundRelation(
  of: SaptaGraha,
  to: SaptaGraha,
  signOf0: number,
  signTo0: number,
): CompoundRelation {
  const house = ((signTo0 - signOf0 + 12) % 12) + 1;
  const temporaryFriend = [2, 3, 4, 10, 11, 12].includes(house);
  const natural = naturalRelation(of, to);
  if (natural === 'friend') return temporaryFriend ? 'adhimitra' : 'sama';
  if (natural === 'enemy') return temporaryFriend ? 'sama' : 'adhisatru';
  return temporaryFriend ? 'mitra' : 'satru';
}

function inMoolatrikona(graha: SaptaGraha, lonDeg: number): boolean {
  const mt = MOOLATRIKONA[graha];
  const s = rashiIndex0(lonDeg);
  const d = norm360(lonDeg) - 30 * s;
  return s === mt.rashi && d >= mt.fromDeg && d < mt.toDeg;
}

/**
 * Saptavargaja bala: the sum over D1, D2, D3, D7, D9, D12 and D30 (Parashara's rules) of the value
 * of the graha's dignity there: moolatrikona (in the rashi chart only, as Raman specifies), own sign,
 * or the compound relationship with the sign's lord (temporary relations from the rashi chart).
 * @param d1Signs 0-based rashi of each of the seven grahas
 */
export function saptavargajaBala(
  graha: SaptaGraha,
  lonDeg: number,
  d1Signs: Readonly<Record<SaptaGraha, number>>,
  scale: 'raman' | 'bphs',
): number {
  const v = SAPTAVARGAJA_VIRUPAS[scale];
  let total = 0;
  for (const varga of SAPTAVARGAS) {
    if (varga === 'D1' && inMoolatrikona(graha, lonDeg)) {
      total += v.moolatrikona;
      continue;
    }
    const sign = vargaRashi0(lonDeg, varga);
    const lord = RASHI_LORDS[sign]!;
    if (lord === graha) total += v.own;
    else total += v[compoundRelation(graha, lord, d1Signs[graha], d1Signs[lord])];
  }
  return total;
}

/** Ojayugma bala: 15 each for an odd (Moon, Venus: even) rashi and navamsa. */
export function ojayugmaBala(graha: SaptaGraha, lonDeg: number): number {
  const wantsOdd = ODD_SIGN_GRAHAS.has(graha);
  const rasiOdd = rashiIndex0(lonDeg) % 2 === 0;
  const navOdd = vargaRashi0(lonDeg, 'D9') % 2 === 0;
  return (rasiOdd === wantsOdd ? 15 : 0) + (navOdd === wantsOdd ? 15 : 0);
}

/**
 * Kendradi bala: 60 in a kendra, 30 in a panaphara, 15 in an apoklima, counted by sign from the
 * lagna's sign (as Raman's worked example counts them).
 */
export function kendradiBala(lonDeg: number, ascendantDeg: number): number {
  const house = ((rashiIndex0(lonDeg) - rashiIndex0(ascendantDeg) + 12) % 12) + 1;
  if (house % 3 === 1) return 60;
  if (house % 3 === 2) return 30;
  return 15;
}

/** Drekkana bala: 15 in the drekkana of the graha's sex (male 1st, female 2nd, neuter 3rd). */
export function drekkanaBala(graha: SaptaGraha, lonDeg: number): number {
  const d = norm360(lonDeg) - 30 * rashiIndex0(lonDeg);
  return Math.min(2, Math.floor(d / 10)) === DREKKANA_OF_STRENGTH[graha] ? 15 : 0;
}

/** All five parts of sthana bala for one graha. */
export function sthanaBala(
  graha: SaptaGraha,
  lonDeg: number,
  ascendantDeg: number,
  d1Signs: Readonly<Record<SaptaGraha, number>>,
  scale: 'raman' | 'bphs',
): SthanaBala {
  const uchcha = uchchaBala(graha, lonDeg);
  const saptavargaja = saptavargajaBala(graha, lonDeg, d1Signs, scale);
  const ojayugma = ojayugmaBala(graha, lonDeg);
  const kendradi = kendradiBala(lonDeg, ascendantDeg);
  const drekkana = drekkanaBala(graha, lonDeg);
  return {
    uchcha,
    saptavargaja,
    ojayugma,
    kendradi,
    drekkana,
    total: uchcha + saptavargaja + ojayugma + kendradi + drekkana,
  };
}
