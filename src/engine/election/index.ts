/**
 * @module Election windows for a birth (Family V's `POST /v1/muhurta`; docs/family-v.md): the span
 * of time cut at every change of the Moon's nakshatra and sign, each window scored for the native
 * by the two personal strengths of Muhurta Chintamani ch. 4:
 *
 * - Tara bala: the day's (window's) nakshatra counted from the natal Moon's nakshatra, in nines:
 *   1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari, 6 Sadhaka, 7 Vadha, 8 Mitra, 9 Parama Mitra.
 *   Sampat, Kshema, Sadhaka, Mitra and Parama Mitra are good (+1); Vipat, Pratyari and Vadha are
 *   bad (-1); Janma is mixed (0).
 * - Chandra bala: the transiting Moon's sign counted from the natal Moon's sign: the 1st, 3rd, 6th,
 *   7th, 10th and 11th are good (+1); the 4th, 8th and 12th bad (-1); the 2nd, 5th and 9th good in
 *   the bright half (+0.5 in Shukla paksha) and neutral in the dark half (0).
 *
 * score = tara + chandra, in [-2, 2]. A window is `favourable` when neither is bad and the score is
 * positive, `avoid` when either is bad, `neutral` otherwise. Muhurta Chintamani gives Chandra bala
 * precedence in the bright half and Tara bala in the dark half (ch. 4); the quality follows the
 * plain rule above and both values are reported so a client can weigh them either way.
 */
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES_EN,
  nakshatraIndex0,
  rashiIndex0,
} from '../core/constants.js';
import { chandraBala, taraOf } from '../core/tara-bala.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import { limbAt, limbSpansBetween, nextIngress, sunMoonAt } from '../search/index.js';

export interface ElectionWindow {
  startJdUt: number;
  endJdUt: number;
  moon: { nakshatra: string; nakshatra0: number; rashi: string; rashi0: number };
  paksha: 'shukla' | 'krishna';
  tara: { index: number; name: string; value: number };
  chandraBala: { house: number; value: number };
  score: number;
  quality: 'favourable' | 'neutral' | 'avoid';
}

/** Score of one window for a natal Moon (pure). */
export function scoreWindow(
  natalMoonDeg: number,
  moonNak0: number,
  moonRashi0: number,
  shukla: boolean,
): Pick<ElectionWindow, 'tara' | 'chandraBala' | 'score' | 'quality'> {
  const t = taraOf(nakshatraIndex0(natalMoonDeg), moonNak0);
  const house = ((moonRashi0 - rashiIndex0(natalMoonDeg) + 12) % 12) + 1;
  const chandra = chandraBala(house, shukla);
  const score = t.value + chandra;
  const quality = t.value < 0 || chandra < 0 ? 'avoid' : score > 0 ? 'favourable' : 'neutral';
  return {
    tara: { index: t.index0 + 1, name: t.name, value: t.value },
    chandraBala: { house, value: chandra },
    score,
    quality,
  };
}

/** Windows of [fromJdUt, toJdUt) cut at the Moon's nakshatra, sign and paksha changes, scored for the natal Moon. */
export function electionWindows(
  natalMoonDeg: number,
  fromJdUt: number,
  toJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): ElectionWindow[] {
  const cuts = new Set<number>([fromJdUt, toJdUt]);
  for (const s of limbSpansBetween('nakshatra', fromJdUt, toJdUt, ayanamsa)) {
    if (s.startJdUt > fromJdUt) cuts.add(s.startJdUt);
  }
  for (let t = fromJdUt; ;) {
    const ing = nextIngress('Moon', 'sign', t, { ayanamsa, maxDays: toJdUt - t + 1 });
    if (!ing || ing.jdUt >= toJdUt) break;
    cuts.add(ing.jdUt);
    t = ing.jdUt + 1e-4;
  }
  // paksha: the tithi crossing 15 (full moon) and 0 (new moon)
  for (const s of limbSpansBetween('tithi', fromJdUt, toJdUt, ayanamsa)) {
    if ((s.index0 === 15 || s.index0 === 0) && s.startJdUt > fromJdUt) cuts.add(s.startJdUt);
  }
  const times = [...cuts].sort((a, b) => a - b);
  const out: ElectionWindow[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const a = times[i]!;
    const b = times[i + 1]!;
    if (b - a < 1e-6) continue;
    const mid = (a + b) / 2;
    const nak0 = limbAt('nakshatra', mid, ayanamsa);
    const tithi0 = limbAt('tithi', mid, ayanamsa);
    const rashi0 = rashiIndex0(sunMoonAt(mid, ayanamsa).moonDeg);
    const shukla = tithi0 < 15;
    out.push({
      startJdUt: a,
      endJdUt: b,
      moon: {
        nakshatra: NAKSHATRA_NAMES[nak0]!,
        nakshatra0: nak0,
        rashi: RASHI_NAMES_EN[rashi0]!,
        rashi0,
      },
      paksha: shukla ? 'shukla' : 'krishna',
      ...scoreWindow(natalMoonDeg, nak0, rashi0, shukla),
    });
  }
  return out;
}
