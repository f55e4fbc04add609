/**
 * @module PyJHora 4.8.5's Jaimini strength code (src/jhora/horoscope/chart/house.py) written out as
 * a model, so that every difference between the engine's and the oracle's lords of Scorpio and
 * Aquarius and order of the signs by strength is traced to a named cause
 * (test/engine/jaimini/pyjhora.test.ts; docs/jyotish-parts.md). Each departure can be switched off;
 * with all of them off the model is the engine's rule (src/engine/dasha/jaimini.ts, P.V.R.
 * Narasimha Rao's sources of strength), with all of them on it is PyJHora's.
 *
 * The stronger of two co-lords (stronger_planet_from_planet_positions, _stronger_planet_new):
 * - `lagnaCompanion`: rule 1 counts the lagna as a graha conjoining a co-lord (the planet-to-house
 *   map it counts holds the lagna);
 * - `dispositorNumber`: rule 2 counts Mercury, Jupiter and the dispositor one by one (a dispositor
 *   that is Mercury or Jupiter twice) and tests the dispositor's conjunction by comparing its planet
 *   number with the sign number, so a dispositor in the sign is counted only by accident;
 * - `rahuKetuExaltation`: rule 3 compares the second co-lord's strength with itself, so Rahu or
 *   Ketu never wins by exaltation.
 * The stronger of two signs (stronger_rasi, stronger_rasi_from_planet_positions):
 * - `lordNumber`: rule 2 counts Mercury and Jupiter and the sign's lord separately (Jupiter as lord
 *   of Sagittarius or Pisces counts twice) and tests the lord's conjunction by its planet number;
 * - `classicalLords`: rules 2 and 4 read Mars for Scorpio and Saturn for Aquarius, where rule 6 (the
 *   lord's degrees) reads the stronger co-lord.
 */
import { GRAHA_NAMES, RASHI_LORDS, type GrahaName } from '../../src/engine/core/constants.js';
import {
  DIGNITY_PVR,
  isOddSign,
  modality,
  rasiAspects,
  type SignChart,
} from '../../src/engine/dasha/jaimini.js';

export interface CoLordQuirks {
  lagnaCompanion: boolean;
  dispositorNumber: boolean;
  rahuKetuExaltation: boolean;
}
export interface SignQuirks {
  lordNumber: boolean;
  classicalLords: boolean;
}
export const PYJHORA_CO_LORD: CoLordQuirks = {
  lagnaCompanion: true,
  dispositorNumber: true,
  rahuKetuExaltation: true,
};
export const PYJHORA_SIGN: SignQuirks = { lordNumber: true, classicalLords: true };
export const NO_CO_LORD_QUIRKS: CoLordQuirks = {
  lagnaCompanion: false,
  dispositorNumber: false,
  rahuKetuExaltation: false,
};

const num = (g: GrahaName) => GRAHA_NAMES.indexOf(g);

/** PyJHora's lord of Scorpio (7: Mars or Ketu) or Aquarius (10: Saturn or Rahu) under the given quirks. */
export function pyjhoraCoLord(c: SignChart, home: 7 | 10, q: CoLordQuirks): GrahaName {
  const [p1, p2]: [GrahaName, GrahaName] = home === 7 ? ['Mars', 'Ketu'] : ['Saturn', 'Rahu'];
  const h1 = c.sign[p1],
    h2 = c.sign[p2];
  if (h1 === home && h2 !== home) return p2;
  if (h2 === home && h1 !== home) return p1;
  const companions = (g: GrahaName) =>
    c.occupants[c.sign[g]]! - 1 + (q.lagnaCompanion && c.lagnaSign === c.sign[g] ? 1 : 0);
  if (companions(p1) !== companions(p2)) return companions(p1) > companions(p2) ? p1 : p2;
  const influence = (g: GrahaName) => {
    const h = c.sign[g];
    const disp = RASHI_LORDS[h]!;
    if (q.dispositorNumber) {
      return (
        (c.sign.Mercury === h ? 1 : 0) +
        (c.sign.Jupiter === h ? 1 : 0) +
        (num(disp) === h ? 1 : 0) +
        (rasiAspects(c.sign.Mercury, h) ? 1 : 0) +
        (rasiAspects(c.sign.Jupiter, h) ? 1 : 0) +
        (rasiAspects(c.sign[disp], h) ? 1 : 0)
      );
    }
    let n = 0;
    for (const x of new Set<GrahaName>(['Jupiter', 'Mercury', disp]))
      if (x !== g && (c.sign[x] === h || rasiAspects(c.sign[x], h))) n++;
    return n;
  };
  if (influence(p1) !== influence(p2)) return influence(p1) > influence(p2) ? p1 : p2;
  const e1 = DIGNITY_PVR.exalted(p1, h1),
    e2 = DIGNITY_PVR.exalted(p2, h2);
  if (e1 && !e2) return p1;
  if (!q.rahuKetuExaltation && e2 && !e1) return p2;
  if (modality(h1) !== modality(h2)) return modality(h1) > modality(h2) ? p1 : p2;
  return c.degInSign[p1] > c.degInSign[p2] ? p1 : p2;
}

/** PyJHora's stronger of two signs under the given quirks, with the co-lords it reads (rule 6; also rules 2 and 4 when classicalLords is off). */
export function pyjhoraStrongerSign(
  c: SignChart,
  a: number,
  b: number,
  lords: { scorpio: GrahaName; aquarius: GrahaName },
  q: SignQuirks,
): number {
  const coLord = (s: number) =>
    s === 7 ? lords.scorpio : s === 10 ? lords.aquarius : RASHI_LORDS[s]!;
  const lord24 = (s: number) => (q.classicalLords ? RASHI_LORDS[s]! : coLord(s));
  if (c.occupants[a] !== c.occupants[b]) return c.occupants[a]! > c.occupants[b]! ? a : b;
  const influence = (s: number) => {
    const lord = lord24(s);
    if (q.lordNumber) {
      return (
        (c.sign.Mercury === s ? 1 : 0) +
        (c.sign.Jupiter === s ? 1 : 0) +
        (num(lord) === s ? 1 : 0) +
        (rasiAspects(c.sign.Mercury, s) ? 1 : 0) +
        (rasiAspects(c.sign.Jupiter, s) ? 1 : 0) +
        (rasiAspects(c.sign[lord], s) ? 1 : 0)
      );
    }
    let n = 0;
    for (const g of new Set<GrahaName>(['Jupiter', 'Mercury', lord]))
      if (c.sign[g] === s || rasiAspects(c.sign[g], s)) n++;
    return n;
  };
  if (influence(a) !== influence(b)) return influence(a) > influence(b) ? a : b;
  const exalted = (s: number) =>
    GRAHA_NAMES.some((g) => c.sign[g] === s && DIGNITY_PVR.exalted(g, s));
  if (exalted(a) !== exalted(b)) return exalted(a) ? a : b;
  const odd = (s: number) => isOddSign(s) !== isOddSign(c.sign[lord24(s)]);
  if (odd(a) !== odd(b)) return odd(a) ? a : b;
  if (modality(a) !== modality(b)) return modality(a) > modality(b) ? a : b;
  return c.degInSign[coLord(a)] > c.degInSign[coLord(b)] ? a : b;
}
