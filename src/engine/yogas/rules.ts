/**
 * @module The yoga rule language and its one evaluator. A rule is plain data: primitives (graha in
 * houses, lords, conjunction, exchange, drishti, dignity, combustion, strength, occupancy, sign
 * counts) composed with all / any / not / atLeast. The evaluator reads precomputed ChartFacts and
 * returns whether the rule holds together with the grahas that satisfied it. `describeRule`
 * turns the same data into an English sentence for the public catalogue.
 */
import { RASHI_NAMES_EN, type GrahaName } from '../core/constants.js';
import { sharedDosha, type SharedDoshaId } from '../doshas/index.js';
import {
  DEBILITATION_RASHI,
  EXALTATION_RASHI,
  GRAHA_INDEX,
  NATURAL_REL,
  NINE_MASK,
  RASHI_LORD_INDEX,
  SAPTA_MASK,
  houseFrom,
  rashiAspects,
  signOfHouse,
  type ChartFacts,
} from './facts.js';

/** A selection of grahas, resolved against a chart. */
export type GrahaSel =
  | GrahaName
  /** benefics by the chart: Jupiter, Venus, the waxing Moon, Mercury unless joined by a malefic */
  | 'benefics'
  /** the rest: Sun, Mars, Saturn, Rahu, Ketu, the waning Moon, afflicted Mercury */
  | 'malefics'
  /** the seven visible grahas */
  | 'sapta'
  /** all nine grahas */
  | 'nine'
  /** the five tara grahas Mars, Mercury, Jupiter, Venus, Saturn */
  | 'tara'
  /** the lord of the navamsa lagna (the sign rising in the navamsa) */
  | 'navLagnaLord'
  /** lord of a house counted from the lagna (default) or from the Moon */
  | { lordOf: number; from?: 'lagna' | 'Moon' }
  /** lord of the sign occupied by the selected graha */
  | { dispositorOf: GrahaSel }
  /** lord of the navamsa sign occupied by the selected graha */
  | { navDispositorOf: GrahaSel }
  /** lord of the exaltation sign of the selected graha */
  | { exaltLordOf: GrahaSel }
  /** lord of the debilitation sign of the selected graha */
  | { debLordOf: GrahaSel }
  /** union of selections */
  | { anyOf: GrahaSel[] }
  /** a selection without some grahas */
  | { of: GrahaSel; except: GrahaSel }
  /** grahas in both selections */
  | { both: [GrahaSel, GrahaSel] };

/** The point houses are counted from: the lagna, the navamsa lagna, or the sign of a graha. */
export type Ref = 'lagna' | GrahaSel;

/** Dignity keys; the friendship keys use compound (panchadha) friendship with the sign lord. */
export type DignityKey =
  | 'exalted'
  | 'deep-exalted'
  | 'debilitated'
  | 'moolatrikona'
  | 'own'
  | 'great-friend'
  | 'friend'
  | 'neutral'
  | 'enemy'
  | 'great-enemy';

/** Quantifier over a selection: some graha of it, or every graha of it. */
export type Quant = 'some' | 'all';

/** A yoga rule. */
export type Rule =
  | { all: Rule[] }
  | { any: Rule[] }
  | { not: Rule }
  | { atLeast: number; of: Rule[] }
  /** grahas of `g` in houses counted from `from` (the reference graha itself is left out) */
  | { t: 'in'; g: GrahaSel; houses: number[]; from?: Ref; q?: Quant }
  /** grahas (or the lagna) in signs (0-based), in the rashi chart or the navamsa */
  | { t: 'inSign'; g: GrahaSel | 'lagna'; signs: number[]; q?: Quant; varga?: 'D1' | 'D9' }
  /** occupancy of houses by grahas of `by` (default the seven): each / some / none of them occupied (by at least `min` grahas, default 1); with `only`, every such occupant belongs to `only` */
  | {
      t: 'occupied';
      houses: number[];
      from?: Ref;
      by?: GrahaSel;
      need: 'each' | 'some' | 'none';
      only?: GrahaSel;
      min?: number;
    }
  /** every graha of `g` (default the seven) confined to the houses; with eachOccupied, every house holds one */
  | { t: 'confined'; houses: number[]; g?: GrahaSel; from?: Ref; eachOccupied?: boolean }
  /** the grahas of `g` (default the seven) occupy exactly `count` distinct signs */
  | { t: 'distinctSigns'; count: number; g?: GrahaSel }
  /** at least `min` grahas of `g` (default the seven) share one sign */
  | { t: 'cluster'; min: number; g?: GrahaSel }
  /** the listed grahas (each selection taken as one graha) all in one sign; they must be distinct grahas */
  | { t: 'together'; g: GrahaSel[] }
  /** the two grahas are the same graha */
  | { t: 'same'; a: GrahaSel; b: GrahaSel }
  /** the two grahas exchange signs (parivartana) */
  | { t: 'exchange'; a: GrahaSel; b: GrahaSel }
  /**
   * two of the seven grahas exchange signs, one of them in a house of `a` and the other in a house of
   * `b` (houses from the lagna): the exchange named by the two houses it joins (Phaladeepika 6)
   */
  | { t: 'parivartana'; a: number[]; b: number[] }
  /** grahas of `by` aspect the target graha(s) or house, by graha drishti (default) or rashi drishti */
  | {
      t: 'aspect';
      by: GrahaSel;
      target: GrahaSel | { house: number; from?: Ref };
      q?: Quant;
      kind?: 'graha' | 'rashi';
    }
  /** the two grahas aspect each other */
  | { t: 'mutualAspect'; a: GrahaSel; b: GrahaSel; kind?: 'graha' | 'rashi' }
  /** target joined (same sign) and/or aspected by grahas of `by` */
  | { t: 'assoc'; target: GrahaSel; by: GrahaSel; how?: 'conj' | 'aspect' | 'either'; q?: Quant }
  /** graha `b` in the given houses counted from graha `a` */
  | { t: 'rel'; a: GrahaSel; b: GrahaSel; houses: number[] }
  /** dignity of grahas (rashi chart by default; in the navamsa the friendship keys use natural friendship) */
  | { t: 'dignity'; g: GrahaSel; is: DignityKey[]; q?: Quant; varga?: 'D1' | 'D9' }
  | { t: 'combust'; g: GrahaSel; q?: Quant }
  | { t: 'retro'; g: GrahaSel; q?: Quant }
  /** strength: in kendra/trikona or own/exalted/moolatrikona sign, and neither combust nor debilitated */
  | { t: 'strong'; g: GrahaSel; q?: Quant }
  /** graha `g` owns one of the houses (from the lagna) */
  | { t: 'owns'; g: GrahaSel; houses: number[] }
  /** the same sign in rashi and navamsa */
  | { t: 'vargottama'; g: GrahaSel; q?: Quant }
  /** the 12th and 2nd signs from graha `g` both hold grahas of `by` (kartari) */
  | { t: 'hemmed'; g: GrahaSel; by: GrahaSel }
  /** day or night birth, paksha, or the lagna in the same sign in the rashi chart and the navamsa */
  | { t: 'flag'; is: 'day' | 'night' | 'waxing-moon' | 'waning-moon' | 'lagna-vargottama' }
  /**
   * a natal dosha of the dosha report (POST /n/api/dosha) is present, optionally in one named
   * form: the yogas of the same name read the dosha's one definition (see sharedDosha)
   */
  | { t: 'dosha'; id: SharedDoshaId; form?: string }
  /** the graha's sidereal longitude within [fromDeg, toDeg) (degrees from 0 Aries) */
  | { t: 'longitude'; g: GrahaSel; fromDeg: number; toDeg: number }
  /** the graha occupies, in the navamsa, the sign rising in the navamsa (the navamsa lagna) */
  | { t: 'inNavLagna'; g: GrahaSel }
  /** graha `g` joined in the navamsa (the same navamsa sign) by a graha of `by` other than itself */
  | { t: 'navTogether'; g: GrahaSel; by: GrahaSel };

/** Grahas (bit mask over GRAHA_NAMES) and houses (bit mask, bit h-1 = house h) that satisfied a rule. */
export interface Witness {
  g: number;
  h: number;
}

const TARA_MASK = 0b001111100;

function bit(i: number): number {
  return 1 << i;
}
function firstBit(m: number): number {
  for (let i = 0; i < 9; i++) if (m & (1 << i)) return i;
  return -1;
}

/** Resolve a selection to a bit mask of grahas. */
export function resolveSel(sel: GrahaSel, f: ChartFacts): number {
  if (typeof sel === 'string') {
    switch (sel) {
      case 'benefics':
        return f.beneficMask;
      case 'malefics':
        return f.maleficMask;
      case 'sapta':
        return SAPTA_MASK;
      case 'nine':
        return NINE_MASK;
      case 'tara':
        return TARA_MASK;
      case 'navLagnaLord':
        return bit(RASHI_LORD_INDEX[f.navLagnaRashi0]!);
      default:
        return bit(GRAHA_INDEX[sel]);
    }
  }
  if ('lordOf' in sel) {
    if (sel.from === 'Moon') return bit(RASHI_LORD_INDEX[signOfHouse(f.rashi0[1]!, sel.lordOf)]!);
    return bit(f.lordOfHouse[sel.lordOf]!);
  }
  if ('dispositorOf' in sel)
    return mapEach(resolveSel(sel.dispositorOf, f), (i) => RASHI_LORD_INDEX[f.rashi0[i]!]!);
  if ('navDispositorOf' in sel)
    return mapEach(resolveSel(sel.navDispositorOf, f), (i) => RASHI_LORD_INDEX[f.navRashi0[i]!]!);
  if ('exaltLordOf' in sel)
    return mapEach(resolveSel(sel.exaltLordOf, f), (i) => RASHI_LORD_INDEX[EXALTATION_RASHI[i]!]!);
  if ('debLordOf' in sel)
    return mapEach(resolveSel(sel.debLordOf, f), (i) => RASHI_LORD_INDEX[DEBILITATION_RASHI[i]!]!);
  if ('anyOf' in sel) {
    let m = 0;
    for (const s of sel.anyOf) m |= resolveSel(s, f);
    return m;
  }
  if ('both' in sel) return resolveSel(sel.both[0], f) & resolveSel(sel.both[1], f);
  return resolveSel(sel.of, f) & ~resolveSel(sel.except, f);
}

function mapEach(mask: number, fn: (i: number) => number): number {
  let out = 0;
  for (let i = 0; i < 9; i++) if (mask & (1 << i)) out |= 1 << fn(i);
  return out;
}

/** Sign (0-based) a reference points at, and the graha mask of the reference (left out of counts). */
function refOf(ref: Ref | undefined, f: ChartFacts): { rashi: number; self: number } {
  if (ref === undefined || ref === 'lagna') return { rashi: f.lagnaRashi0, self: 0 };
  const m = resolveSel(ref, f);
  const i = firstBit(m);
  return { rashi: i < 0 ? f.lagnaRashi0 : f.rashi0[i]!, self: i < 0 ? 0 : bit(i) };
}

function popcount(m: number): number {
  let n = 0;
  while (m) {
    m &= m - 1;
    n++;
  }
  return n;
}

function housesMask(houses: number[]): number {
  let m = 0;
  for (const h of houses) m |= 1 << (h - 1);
  return m;
}

function signHasDignity(f: ChartFacts, i: number, key: DignityKey, varga: 'D1' | 'D9'): boolean {
  if (varga === 'D9') {
    const r = f.navRashi0[i]!;
    const lord = RASHI_LORD_INDEX[r]!;
    switch (key) {
      case 'exalted':
      case 'deep-exalted':
        return r === EXALTATION_RASHI[i];
      case 'debilitated':
        return r === DEBILITATION_RASHI[i];
      case 'own':
      case 'moolatrikona':
        return lord === i;
      default: {
        if (i > 6 || lord === i) return false;
        const rel = NATURAL_REL[i]![lord]!;
        if (key === 'friend' || key === 'great-friend') return rel === 1;
        if (key === 'enemy' || key === 'great-enemy') return rel === -1;
        return rel === 0;
      }
    }
  }
  switch (key) {
    case 'exalted':
      return f.exaltedSign[i]!;
    case 'deep-exalted':
      return f.exaltedSign[i]! && f.deepExalted[i]!;
    case 'debilitated':
      return f.debilitatedSign[i]!;
    case 'moolatrikona':
      return f.moolatrikona[i]!;
    case 'own':
      return f.ownSign[i]!;
    default: {
      if (i > 6 || f.ownSign[i]) return false;
      const rel = f.relToDispositor[i]!;
      return key === 'great-friend'
        ? rel === 2
        : key === 'friend'
          ? rel === 1
          : key === 'neutral'
            ? rel === 0
            : key === 'enemy'
              ? rel === -1
              : rel === -2;
    }
  }
}

function aspectsSign(f: ChartFacts, by: number, toRashi: number, kind: 'graha' | 'rashi'): boolean {
  if (kind === 'rashi') return rashiAspects(f.rashi0[by]!, toRashi);
  return (f.aspectSigns[by]! & (1 << toRashi)) !== 0;
}

/** Quantified test over a mask: returns the mask of grahas that passed, or -1 when the quantifier fails. */
function quant(mask: number, q: Quant | undefined, test: (i: number) => boolean): number {
  let passed = 0;
  for (let i = 0; i < 9; i++) if (mask & (1 << i) && test(i)) passed |= 1 << i;
  if (q === 'all') return mask !== 0 && passed === mask ? passed : -1;
  return passed !== 0 ? passed : -1;
}

/**
 * Evaluate a rule on a chart.
 * @param rule rule data
 * @param f chart facts
 * @param w witness accumulator: on success the satisfying grahas and houses are added to it
 * @returns whether the rule holds
 */
export function evalRule(rule: Rule, f: ChartFacts, w: Witness): boolean {
  if ('all' in rule) {
    const tmp: Witness = { g: 0, h: 0 };
    for (const r of rule.all) if (!evalRule(r, f, tmp)) return false;
    w.g |= tmp.g;
    w.h |= tmp.h;
    return true;
  }
  if ('any' in rule) {
    let ok = false;
    for (const r of rule.any) if (evalRule(r, f, w)) ok = true;
    return ok;
  }
  if ('not' in rule) {
    if (evalRule(rule.not, f, { g: 0, h: 0 })) return false;
    w.g |= subjectMask(rule.not, f);
    return true;
  }
  if ('atLeast' in rule) {
    const tmp: Witness = { g: 0, h: 0 };
    let n = 0;
    for (const r of rule.of) if (evalRule(r, f, tmp)) n++;
    if (n < rule.atLeast) return false;
    w.g |= tmp.g;
    w.h |= tmp.h;
    return true;
  }
  const ok = evalPrimitive(rule, f, w);
  return ok;
}

function addG(w: Witness, m: number): true {
  w.g |= m;
  return true;
}

/** The grahas a rule is about (reported as the witnesses of a negated rule, e.g. "Jupiter is not strong"). */
function subjectMask(rule: Rule, f: ChartFacts): number {
  if ('all' in rule) return rule.all.reduce((m, r) => m | subjectMask(r, f), 0);
  if ('any' in rule) return rule.any.reduce((m, r) => m | subjectMask(r, f), 0);
  if ('not' in rule) return subjectMask(rule.not, f);
  if ('atLeast' in rule) return rule.of.reduce((m, r) => m | subjectMask(r, f), 0);
  switch (rule.t) {
    case 'in':
    case 'dignity':
    case 'combust':
    case 'retro':
    case 'strong':
    case 'owns':
    case 'vargottama':
    case 'hemmed':
    case 'longitude':
    case 'inNavLagna':
    case 'navTogether':
      return resolveSel(rule.g, f);
    case 'inSign':
      return rule.g === 'lagna' ? 0 : resolveSel(rule.g, f);
    case 'assoc':
      return resolveSel(rule.target, f);
    case 'aspect':
      return typeof rule.target === 'object' && 'house' in rule.target
        ? 0
        : resolveSel(rule.target, f);
    case 'together':
      return rule.g.reduce((m, s) => m | resolveSel(s, f), 0);
    case 'same':
    case 'exchange':
    case 'mutualAspect':
    case 'rel':
      return resolveSel(rule.a, f) | resolveSel(rule.b, f);
    default:
      return 0;
  }
}

function evalPrimitive(
  rule: Exclude<Rule, { all: Rule[] } | { any: Rule[] } | { not: Rule } | { atLeast: number }>,
  f: ChartFacts,
  w: Witness,
): boolean {
  switch (rule.t) {
    case 'in': {
      const ref = refOf(rule.from, f);
      const hm = housesMask(rule.houses);
      const set = resolveSel(rule.g, f) & ~ref.self;
      const p = quant(
        set,
        rule.q,
        (i) => (hm & (1 << (houseFrom(ref.rashi, f.rashi0[i]!) - 1))) !== 0,
      );
      return p >= 0 && addG(w, p | ref.self);
    }
    case 'inSign': {
      if (rule.g === 'lagna') {
        const r = rule.varga === 'D9' ? f.navLagnaRashi0 : f.lagnaRashi0;
        if (!rule.signs.includes(r)) return false;
        w.h |= 1;
        return true;
      }
      const signs = rule.signs;
      const p = quant(resolveSel(rule.g, f), rule.q, (i) =>
        signs.includes(rule.varga === 'D9' ? f.navRashi0[i]! : f.rashi0[i]!),
      );
      return p >= 0 && addG(w, p);
    }
    case 'occupied': {
      const ref = refOf(rule.from, f);
      const by = resolveSel(rule.by ?? 'sapta', f) & ~ref.self;
      const only = rule.only === undefined ? -1 : resolveSel(rule.only, f);
      const min = rule.min ?? 1;
      let nOcc = 0,
        occAll = 0;
      for (const h of rule.houses) {
        const occ = f.signMask[signOfHouse(ref.rashi, h)]! & by;
        if (popcount(occ) >= min) {
          nOcc++;
          occAll |= occ;
        }
        if (only !== -1 && (occ & ~only) !== 0) return false;
      }
      if (rule.need === 'each' && nOcc !== rule.houses.length) return false;
      if (rule.need === 'some' && nOcc === 0) return false;
      if (rule.need === 'none' && nOcc !== 0) return false;
      w.g |= occAll | ref.self;
      return true;
    }
    case 'confined': {
      const ref = refOf(rule.from, f);
      const set = resolveSel(rule.g ?? 'sapta', f);
      const hm = housesMask(rule.houses);
      let seen = 0;
      for (let i = 0; i < 9; i++) {
        if (!(set & (1 << i))) continue;
        const hb = 1 << (houseFrom(ref.rashi, f.rashi0[i]!) - 1);
        if (!(hm & hb)) return false;
        seen |= hb;
      }
      if (rule.eachOccupied && seen !== hm) return false;
      return addG(w, set);
    }
    case 'distinctSigns': {
      const set = resolveSel(rule.g ?? 'sapta', f);
      let signs = 0;
      for (let i = 0; i < 9; i++) if (set & (1 << i)) signs |= 1 << f.rashi0[i]!;
      let n = 0;
      for (let s = 0; s < 12; s++) if (signs & (1 << s)) n++;
      return n === rule.count && addG(w, set);
    }
    case 'cluster': {
      const set = resolveSel(rule.g ?? 'sapta', f);
      for (let s = 0; s < 12; s++) {
        const m = f.signMask[s]! & set;
        let n = 0;
        for (let i = 0; i < 9; i++) if (m & (1 << i)) n++;
        if (n >= rule.min) return addG(w, m);
      }
      return false;
    }
    case 'together': {
      let m = 0,
        sign = -1;
      for (const s of rule.g) {
        const i = firstBit(resolveSel(s, f));
        if (i < 0 || m & (1 << i)) return false;
        if (sign === -1) sign = f.rashi0[i]!;
        else if (f.rashi0[i] !== sign) return false;
        m |= 1 << i;
      }
      return addG(w, m);
    }
    case 'same': {
      const a = firstBit(resolveSel(rule.a, f)),
        b = firstBit(resolveSel(rule.b, f));
      return a >= 0 && a === b && addG(w, 1 << a);
    }
    case 'parivartana': {
      let hit = 0;
      for (let i = 0; i < 7; i++) {
        for (let j = i + 1; j < 7; j++) {
          if (RASHI_LORD_INDEX[f.rashi0[i]!] !== j || RASHI_LORD_INDEX[f.rashi0[j]!] !== i)
            continue;
          const hi = f.house[i]!,
            hj = f.house[j]!;
          if (
            (rule.a.includes(hi) && rule.b.includes(hj)) ||
            (rule.b.includes(hi) && rule.a.includes(hj))
          )
            hit |= (1 << i) | (1 << j);
        }
      }
      return hit !== 0 && addG(w, hit);
    }
    case 'exchange': {
      const a = firstBit(resolveSel(rule.a, f)),
        b = firstBit(resolveSel(rule.b, f));
      if (a < 0 || b < 0 || a === b) return false;
      return (
        RASHI_LORD_INDEX[f.rashi0[a]!] === b &&
        RASHI_LORD_INDEX[f.rashi0[b]!] === a &&
        addG(w, (1 << a) | (1 << b))
      );
    }
    case 'aspect': {
      const kind = rule.kind ?? 'graha';
      const by = resolveSel(rule.by, f);
      const tg = rule.target;
      if (typeof tg === 'object' && 'house' in tg) {
        const ref = refOf(tg.from, f);
        const sign = signOfHouse(ref.rashi, tg.house);
        const p = quant(by, rule.q, (i) => aspectsSign(f, i, sign, kind));
        return p >= 0 && addG(w, p);
      }
      const targets = resolveSel(tg, f);
      let hit = 0;
      const p = quant(by, rule.q, (i) => {
        let ok = false;
        for (let t = 0; t < 9; t++)
          if (targets & (1 << t) && t !== i && aspectsSign(f, i, f.rashi0[t]!, kind)) {
            ok = true;
            hit |= 1 << t;
          }
        return ok;
      });
      return p >= 0 && addG(w, p | hit);
    }
    case 'mutualAspect': {
      const kind = rule.kind ?? 'graha';
      const a = firstBit(resolveSel(rule.a, f)),
        b = firstBit(resolveSel(rule.b, f));
      if (a < 0 || b < 0 || a === b) return false;
      return (
        aspectsSign(f, a, f.rashi0[b]!, kind) &&
        aspectsSign(f, b, f.rashi0[a]!, kind) &&
        addG(w, (1 << a) | (1 << b))
      );
    }
    case 'assoc': {
      const how = rule.how ?? 'either';
      const targets = resolveSel(rule.target, f);
      const by = resolveSel(rule.by, f) & ~targets;
      let hit = 0;
      const p = quant(by, rule.q, (i) => {
        let ok = false;
        for (let t = 0; t < 9; t++) {
          if (!(targets & (1 << t))) continue;
          const conj = f.rashi0[i] === f.rashi0[t];
          const asp = aspectsSign(f, i, f.rashi0[t]!, 'graha');
          if ((how !== 'aspect' && conj) || (how !== 'conj' && asp)) {
            ok = true;
            hit |= 1 << t;
          }
        }
        return ok;
      });
      return p >= 0 && addG(w, p | hit);
    }
    case 'rel': {
      const a = resolveSel(rule.a, f),
        b = resolveSel(rule.b, f);
      const hm = housesMask(rule.houses);
      let hit = 0;
      for (let i = 0; i < 9; i++) {
        if (!(a & (1 << i))) continue;
        for (let j = 0; j < 9; j++) {
          if (!(b & (1 << j)) || i === j) continue;
          if (hm & (1 << (houseFrom(f.rashi0[i]!, f.rashi0[j]!) - 1))) hit |= (1 << i) | (1 << j);
        }
      }
      return hit !== 0 && addG(w, hit);
    }
    case 'dignity': {
      const varga = rule.varga ?? 'D1';
      const keys = rule.is;
      const p = quant(resolveSel(rule.g, f), rule.q, (i) =>
        keys.some((k) => signHasDignity(f, i, k, varga)),
      );
      return p >= 0 && addG(w, p);
    }
    case 'combust': {
      const p = quant(resolveSel(rule.g, f), rule.q, (i) => f.combust[i]!);
      return p >= 0 && addG(w, p);
    }
    case 'retro': {
      const p = quant(resolveSel(rule.g, f), rule.q, (i) => f.retro[i]!);
      return p >= 0 && addG(w, p);
    }
    case 'strong': {
      const p = quant(resolveSel(rule.g, f), rule.q ?? 'all', (i) => f.strong[i]!);
      return p >= 0 && addG(w, p);
    }
    case 'owns': {
      const set = resolveSel(rule.g, f);
      for (const h of rule.houses)
        if (set & (1 << f.lordOfHouse[h]!)) return addG(w, 1 << f.lordOfHouse[h]!);
      return false;
    }
    case 'vargottama': {
      const p = quant(resolveSel(rule.g, f), rule.q, (i) => f.rashi0[i] === f.navRashi0[i]);
      return p >= 0 && addG(w, p);
    }
    case 'hemmed': {
      const g = firstBit(resolveSel(rule.g, f));
      if (g < 0) return false;
      const by = resolveSel(rule.by, f) & ~(1 << g);
      const a = f.signMask[(f.rashi0[g]! + 11) % 12]! & by,
        b = f.signMask[(f.rashi0[g]! + 1) % 12]! & by;
      return a !== 0 && b !== 0 && addG(w, (1 << g) | a | b);
    }
    case 'flag':
      switch (rule.is) {
        case 'day':
          return f.dayBirth;
        case 'night':
          return !f.dayBirth;
        case 'waxing-moon':
          return f.waxingMoon;
        case 'waning-moon':
          return !f.waxingMoon;
        case 'lagna-vargottama':
          if (f.lagnaRashi0 !== f.navLagnaRashi0) return false;
          w.h |= 1;
          return true;
      }
      return false;
    case 'longitude': {
      const p = quant(
        resolveSel(rule.g, f),
        'some',
        (i) => f.lonDeg[i]! >= rule.fromDeg && f.lonDeg[i]! < rule.toDeg,
      );
      return p >= 0 && addG(w, p);
    }
    case 'inNavLagna': {
      const p = quant(resolveSel(rule.g, f), 'some', (i) => f.navRashi0[i] === f.navLagnaRashi0);
      return p >= 0 && addG(w, p);
    }
    case 'navTogether': {
      const g = firstBit(resolveSel(rule.g, f));
      if (g < 0) return false;
      let hit = 0;
      const by = resolveSel(rule.by, f) & ~(1 << g);
      for (let i = 0; i < 9; i++)
        if (by & (1 << i) && f.navRashi0[i] === f.navRashi0[g]) hit |= 1 << i;
      return hit !== 0 && addG(w, hit | (1 << g));
    }
    case 'dosha': {
      const d = sharedDosha(rule.id, f);
      if (!d.present || (rule.form !== undefined && !d.forms.includes(rule.form))) return false;
      return addG(w, d.grahaMask);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// English summaries

const ORD = [
  '',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];

function list(xs: string[], conj = 'or'): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} ${conj} ${xs[xs.length - 1]}`;
}

/** English name of a graha selection. */
export function describeSel(sel: GrahaSel): string {
  if (typeof sel === 'string') {
    switch (sel) {
      case 'benefics':
        return 'benefics';
      case 'malefics':
        return 'malefics';
      case 'sapta':
        return 'the seven grahas (Sun to Saturn)';
      case 'nine':
        return 'any graha';
      case 'tara':
        return 'Mars, Mercury, Jupiter, Venus or Saturn';
      case 'navLagnaLord':
        return 'the lord of the navamsa lagna';
      default:
        return sel;
    }
  }
  if ('lordOf' in sel)
    return `the ${ORD[sel.lordOf]} lord${sel.from === 'Moon' ? ' from the Moon' : ''}`;
  if ('dispositorOf' in sel) return `the dispositor of ${describeSel(sel.dispositorOf)}`;
  if ('navDispositorOf' in sel)
    return `the lord of the navamsa sign of ${describeSel(sel.navDispositorOf)}`;
  if ('exaltLordOf' in sel)
    return `the lord of the exaltation sign of ${describeSel(sel.exaltLordOf)}`;
  if ('debLordOf' in sel)
    return `the lord of the debilitation sign of ${describeSel(sel.debLordOf)}`;
  if ('anyOf' in sel) return list(sel.anyOf.map(describeSel));
  if ('both' in sel) return `${describeSel(sel.both[0])} that is also ${describeSel(sel.both[1])}`;
  return `${describeSel(sel.of)} other than ${describeSel(sel.except)}`;
}

function describeRef(ref: Ref | undefined): string {
  if (ref === undefined || ref === 'lagna') return 'the lagna';
  return ref === 'Moon' || ref === 'Sun' ? `the ${ref}` : describeSel(ref);
}
function housesText(hs: number[], conj = 'or'): string {
  return `the ${list(
    hs.map((h) => ORD[h]!),
    conj,
  )}`;
}
function signsText(ss: number[]): string {
  return list(ss.map((s) => RASHI_NAMES_EN[s]!));
}
function q(qq: Quant | undefined, sel: GrahaSel): string {
  if (qq !== 'all') return describeSel(sel);
  if (typeof sel === 'object' && 'anyOf' in sel)
    return `${sel.anyOf.length === 2 ? 'both' : 'all'} of ${list(sel.anyOf.map(describeSel), 'and')}`;
  return `all of ${describeSel(sel)}`;
}

/** English sentence generated from rule data (used by GET /api/yogas/catalogue). */
export function describeRule(rule: Rule): string {
  if ('all' in rule)
    return rule.all
      .map(describeRule)
      .map((s) => `(${s})`)
      .join(' and ');
  if ('any' in rule)
    return rule.any
      .map(describeRule)
      .map((s) => `(${s})`)
      .join(' or ');
  if ('not' in rule) return `not (${describeRule(rule.not)})`;
  if ('atLeast' in rule)
    return `at least ${rule.atLeast} of: ${rule.of
      .map(describeRule)
      .map((s) => `(${s})`)
      .join('; ')}`;
  switch (rule.t) {
    case 'in':
      return `${q(rule.q, rule.g)} in ${housesText(rule.houses)} from ${describeRef(rule.from)}`;
    case 'inSign':
      return `${rule.g === 'lagna' ? 'the lagna' : q(rule.q, rule.g)} in ${signsText(rule.signs)}${rule.varga === 'D9' ? ' in the navamsa' : ''}`;
    case 'occupied': {
      const who = describeSel(rule.by ?? 'sapta');
      const n = rule.min && rule.min > 1 ? `at least ${rule.min} of ` : '';
      const base =
        rule.need === 'none'
          ? `none of ${who} in ${housesText(rule.houses)}`
          : rule.need === 'each'
            ? `${rule.houses.length > 1 ? 'each of ' : ''}${housesText(rule.houses, 'and')} occupied by ${n}${who}`
            : `${n}${who} in ${housesText(rule.houses)}`;
      return `${base} from ${describeRef(rule.from)}${rule.only ? `, occupied only by ${describeSel(rule.only)}` : ''}`;
    }
    case 'confined':
      return `${describeSel(rule.g ?? 'sapta')} only in ${housesText(rule.houses, 'and')} from ${describeRef(rule.from)}${rule.eachOccupied ? ', each of them occupied' : ''}`;
    case 'distinctSigns':
      return `${describeSel(rule.g ?? 'sapta')} occupy exactly ${rule.count} sign${rule.count === 1 ? '' : 's'}`;
    case 'cluster':
      return `at least ${rule.min} of ${describeSel(rule.g ?? 'sapta')} in one sign`;
    case 'together':
      return `${list(rule.g.map(describeSel), 'and')} in the same sign`;
    case 'same':
      return `${describeSel(rule.a)} is the same graha as ${describeSel(rule.b)}`;
    case 'exchange':
      return `${describeSel(rule.a)} and ${describeSel(rule.b)} exchange signs`;
    case 'parivartana':
      return `two grahas exchange signs, one in ${housesText(rule.a)} and the other in ${housesText(rule.b)} house`;
    case 'aspect': {
      const tg = rule.target;
      const tt =
        typeof tg === 'object' && 'house' in tg
          ? `the ${ORD[tg.house]} house from ${describeRef(tg.from)}`
          : describeSel(tg);
      return `${q(rule.q, rule.by)} aspect${rule.kind === 'rashi' ? ' (rashi drishti)' : ''} ${tt}`;
    }
    case 'mutualAspect':
      return `${describeSel(rule.a)} and ${describeSel(rule.b)} aspect each other`;
    case 'assoc': {
      const how =
        rule.how === 'conj'
          ? 'joined by'
          : rule.how === 'aspect'
            ? 'aspected by'
            : 'joined or aspected by';
      return `${describeSel(rule.target)} ${how} ${q(rule.q, rule.by)}`;
    }
    case 'rel':
      return `${describeSel(rule.b)} in ${housesText(rule.houses)} from ${describeSel(rule.a)}`;
    case 'dignity':
      return `${q(rule.q, rule.g)} ${list(rule.is.map((k) => (k === 'own' ? 'in own sign' : k === 'moolatrikona' ? 'in moolatrikona' : k === 'exalted' || k === 'debilitated' || k === 'deep-exalted' ? k : `in a ${k} sign`)))}${rule.varga === 'D9' ? ' in the navamsa' : ''}`;
    case 'combust':
      return `${q(rule.q, rule.g)} combust`;
    case 'retro':
      return `${q(rule.q, rule.g)} retrograde`;
    case 'strong':
      return `${q(rule.q ?? 'all', rule.g)} strong (kendra/trikona or own/exalted sign, not combust, not debilitated)`;
    case 'owns':
      return `${describeSel(rule.g)} owns ${housesText(rule.houses)} house`;
    case 'vargottama':
      return `${q(rule.q, rule.g)} vargottama`;
    case 'hemmed':
      return `${describeSel(rule.g)} hemmed between ${describeSel(rule.by)} (12th and 2nd from it)`;
    case 'flag':
      return {
        day: 'birth by day',
        night: 'birth by night',
        'waxing-moon': 'waxing Moon',
        'waning-moon': 'waning Moon',
        'lagna-vargottama':
          'the lagna vargottama (the same sign in the rashi chart and the navamsa)',
      }[rule.is];
    case 'dosha':
      return `${DOSHA_TEXT[rule.id]}${rule.form ? `, in the form ${rule.form}` : ''}`;
    case 'longitude':
      return `${describeSel(rule.g)} between ${rule.fromDeg} and ${rule.toDeg} deg of sidereal longitude`;
    case 'inNavLagna':
      return `${describeSel(rule.g)} in the navamsa lagna (the sign rising in the navamsa)`;
    case 'navTogether':
      return `${describeSel(rule.g)} joined in the navamsa by ${describeSel(rule.by)}`;
  }
}

const DOSHA_TEXT: Record<SharedDoshaId, string> = {
  'kaal-sarp':
    "the Kaal Sarp dosha of the dosha report is present (the seven grahas on one side of the Rahu-Ketu axis by longitude, or partly: the grahas outside the half in a node's sign, or only one graha outside)",
  kemdrum:
    'the Kemdrum dosha of the dosha report is present (no graha from Mars to Saturn in the 2nd or 12th from the Moon, and none of its cancellations applies: a graha in a kendra from the lagna or the Moon, a graha with the Moon, Jupiter aspecting the Moon, the Moon in a kendra aspected by a benefic)',
  'guru-chandal':
    'the Guru Chandal dosha of the dosha report is present (Jupiter in the sign of Rahu or Ketu; a conjunction wider than 12 deg with Jupiter in its own sign or exalted is mitigated away)',
  grahan:
    'the Grahan dosha of the dosha report is present (the Sun or the Moon in the sign of Rahu or Ketu; a conjunction wider than 12 deg with Jupiter joining or aspecting the luminary is mitigated away)',
};
