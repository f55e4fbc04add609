/**
 * @module The events of a saved chart that outbound webhooks announce (docs/webhooks.md), found in
 * a window of time, pure:
 * - dasha transitions: a Vimsottari period of level 1 (maha) to `maxLevel` beginning inside the
 *   window, with the lords running before and after (BPHS ch. 46);
 * - transit windows: a graha entering a sidereal sign inside the window (its transit through that
 *   sign opens), with the sign's house counted from the natal lagna and from the natal Moon.
 */
import { GRAHA_NAMES, RASHI_NAMES_EN, rashiIndex0, type GrahaName } from '../core/constants.js';
import { computeDasha, DASHA_LEVEL_NAMES, type DashaPeriod } from '../dasha/index.js';
import type { AyanamsaName, NodeMode } from '../ephemeris/index.js';
import { nextIngress } from '../search/index.js';

export interface DashaTransition {
  level: number;
  levelName: string;
  startJdUt: number;
  start: string;
  /** lords from maha down to this level, of the period ending and of the one beginning */
  fromLords: string[];
  toLords: string[];
}

/** Vimsottari periods of levels 1..maxLevel that begin in [fromJdUt, toJdUt). */
export function dashaTransitions(
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
  maxLevel: number,
  fromJdUt: number,
  toJdUt: number,
): DashaTransition[] {
  // the window is widened by a day at the front so the period ending at a transition is in the tree
  const r = computeDasha({
    system: 'vimsottari',
    moonLonDeg,
    birthJdUt,
    yearDays,
    depth: maxLevel,
    fromJdUt: fromJdUt - 1,
    toJdUt,
  });
  const out: DashaTransition[] = [];
  const walk = (periods: DashaPeriod[], level: number, lords: string[]) => {
    periods.forEach((p, i) => {
      const path = [...lords, p.lord];
      if (p.startJdUt >= fromJdUt && p.startJdUt < toJdUt && p.startJdUt > birthJdUt) {
        const prev = i > 0 ? periods[i - 1]! : null;
        out.push({
          level,
          levelName: DASHA_LEVEL_NAMES[level - 1]!,
          startJdUt: p.startJdUt,
          start: p.start,
          fromLords: prev ? [...lords, prev.lord] : [...lords],
          toLords: path,
        });
      }
      if (p.periods && level < maxLevel) walk(p.periods, level + 1, path);
    });
  };
  walk(r.periods, 1, []);
  return out.sort((a, b) => a.startJdUt - b.startJdUt || a.level - b.level);
}

export interface TransitWindow {
  graha: GrahaName;
  jdUt: number;
  /** the sign entered, 0 = Aries */
  rashi0: number;
  rashi: string;
  retrograde: boolean;
  houseFromLagna: number;
  houseFromMoon: number;
}

/** Sign ingresses of the nine grahas in [fromJdUt, toJdUt), houses counted from the natal lagna and Moon. */
export function transitWindows(
  fromJdUt: number,
  toJdUt: number,
  natal: { lagnaDeg: number; moonDeg: number },
  opts: { ayanamsa: AyanamsaName; nodeMode: NodeMode },
): TransitWindow[] {
  const out: TransitWindow[] = [];
  const house = (fromDeg: number, rashi0: number) =>
    ((rashi0 - rashiIndex0(fromDeg) + 12) % 12) + 1;
  for (const graha of GRAHA_NAMES) {
    let t = fromJdUt;
    for (;;) {
      const ing = nextIngress(graha, 'sign', t, { ...opts, maxDays: toJdUt - t });
      if (!ing || ing.jdUt >= toJdUt) break;
      out.push({
        graha,
        jdUt: ing.jdUt,
        rashi0: ing.index0,
        rashi: RASHI_NAMES_EN[ing.index0]!,
        retrograde: ing.retrograde,
        houseFromLagna: house(natal.lagnaDeg, ing.index0),
        houseFromMoon: house(natal.moonDeg, ing.index0),
      });
      t = ing.jdUt + 1e-4;
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}
