/**
 * @module The 9-part personality vector of Family T's `POST /api/sahaja` (docs/sahaja-vector.md):
 * a deterministic description of a chart's temperament from classical factors, each part in
 * [0, 1] with its formula and source. It states proportions of the chart's structure, not
 * outcomes, and calls no model.
 *
 * - sattva, rajas, tamas: the shares of the three gunas among the seven grahas, each graha
 *   weighted by its shadbala in rupas. BPHS ch. 3 v. 21: the Sun, Moon and Jupiter are sattvic,
 *   Mercury and Venus rajasic, Mars and Saturn tamasic. Rahu and Ketu have no shadbala and no guna
 *   in that verse, so they do not count.
 * - agni (fire), prithvi (earth), vayu (air), jala (water): the shares of the four tattvas among
 *   the signs of the lagna (weight 3), the Moon (2), the Sun (2) and the other five visible grahas
 *   (1 each). BPHS ch. 4 v. 6-24 gives each sign's element: Aries, Leo, Sagittarius fiery; Taurus,
 *   Virgo, Capricorn earthy; Gemini, Libra, Aquarius airy; Cancer, Scorpio, Pisces watery. The
 *   weights follow the common reading that the lagna, the Moon and the Sun lead the temperament
 *   (Saravali ch. 4; Phaladeepika ch. 2 on the lagna, Moon and Sun as the three lagnas).
 * - lagna_strength: the lagna lord's shadbala ratio (total rupas / the BPHS minimum, BPHS ch. 27)
 *   mapped to [0, 1] by min(1, ratio / 2): 0.5 is exactly the minimum, 1 is twice it or more.
 * - moon_strength: the Moon's shadbala ratio mapped the same way (BPHS ch. 27).
 */
import { RASHI_LORDS, SAPTA_GRAHAS, rashiIndex0, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { shadbala, type ShadbalaResult } from '../shadbala/index.js';

export const GUNA_OF: Readonly<Record<SaptaGraha, 'sattva' | 'rajas' | 'tamas'>> = {
  Sun: 'sattva',
  Moon: 'sattva',
  Jupiter: 'sattva',
  Mercury: 'rajas',
  Venus: 'rajas',
  Mars: 'tamas',
  Saturn: 'tamas',
};
export const TATTVAS = ['agni', 'prithvi', 'vayu', 'jala'] as const;
export type Tattva = (typeof TATTVAS)[number];
/** Element of a sign, index 0 = Aries: fire, earth, air, water repeating (BPHS ch. 4). */
export function tattvaOf(rashi0: number): Tattva {
  return TATTVAS[rashi0 % 4]!;
}
/** Weights of the points in the element balance. */
export const TATTVA_WEIGHTS: Readonly<Record<'lagna' | SaptaGraha, number>> = {
  lagna: 3,
  Moon: 2,
  Sun: 2,
  Mars: 1,
  Mercury: 1,
  Jupiter: 1,
  Venus: 1,
  Saturn: 1,
};

export interface VectorPart {
  name: string;
  value: number;
  formula: string;
  source: string;
}

export const PERSONALITY_PARTS = [
  'sattva',
  'rajas',
  'tamas',
  'agni',
  'prithvi',
  'vayu',
  'jala',
  'lagna_strength',
  'moon_strength',
] as const;

const strengthOf = (ratio: number) => Math.min(1, Math.max(0, ratio / 2));

/** The nine parts of a chart, in PERSONALITY_PARTS order. */
export function personalityVector(
  basis: ChartBasis,
  sb: ShadbalaResult = shadbala(basis),
): VectorPart[] {
  const guna = { sattva: 0, rajas: 0, tamas: 0 };
  let total = 0;
  for (const g of SAPTA_GRAHAS) {
    guna[GUNA_OF[g]] += sb[g].totalRupas;
    total += sb[g].totalRupas;
  }
  const tattva: Record<Tattva, number> = { agni: 0, prithvi: 0, vayu: 0, jala: 0 };
  tattva[tattvaOf(rashiIndex0(basis.ascendantDeg))] += TATTVA_WEIGHTS.lagna;
  for (const g of SAPTA_GRAHAS) {
    const lon = basis.grahas.find((x) => x.name === g)!.lonDeg;
    tattva[tattvaOf(rashiIndex0(lon))] += TATTVA_WEIGHTS[g];
  }
  const tattvaTotal = Object.values(TATTVA_WEIGHTS).reduce((a, b) => a + b, 0);
  const lagnaLord = RASHI_LORDS[rashiIndex0(basis.ascendantDeg)]!;
  const gunaSrc =
    'BPHS ch. 3 v. 21 (gunas of the grahas); weights: shadbala in rupas (BPHS ch. 27)';
  const tattvaSrc =
    'BPHS ch. 4 (elements of the signs); lagna, Moon and Sun weighted as the leading points (Phaladeepika ch. 2)';
  const gunaFormula = (x: string) =>
    `sum of shadbala rupas of the ${x} grahas / sum over the seven grahas`;
  const tattvaFormula = (x: string) =>
    `weighted count of points in ${x} signs (lagna 3, Moon 2, Sun 2, the other five 1) / ${tattvaTotal}`;
  return [
    {
      name: 'sattva',
      value: guna.sattva / total,
      formula: gunaFormula('sattvic (Sun, Moon, Jupiter)'),
      source: gunaSrc,
    },
    {
      name: 'rajas',
      value: guna.rajas / total,
      formula: gunaFormula('rajasic (Mercury, Venus)'),
      source: gunaSrc,
    },
    {
      name: 'tamas',
      value: guna.tamas / total,
      formula: gunaFormula('tamasic (Mars, Saturn)'),
      source: gunaSrc,
    },
    {
      name: 'agni',
      value: tattva.agni / tattvaTotal,
      formula: tattvaFormula('fiery'),
      source: tattvaSrc,
    },
    {
      name: 'prithvi',
      value: tattva.prithvi / tattvaTotal,
      formula: tattvaFormula('earthy'),
      source: tattvaSrc,
    },
    {
      name: 'vayu',
      value: tattva.vayu / tattvaTotal,
      formula: tattvaFormula('airy'),
      source: tattvaSrc,
    },
    {
      name: 'jala',
      value: tattva.jala / tattvaTotal,
      formula: tattvaFormula('watery'),
      source: tattvaSrc,
    },
    {
      name: 'lagna_strength',
      value: strengthOf(sb[lagnaLord].ratio),
      formula: `min(1, shadbala ratio of the lagna lord (${lagnaLord}) / 2)`,
      source: 'BPHS ch. 27 (shadbala and its required minimum)',
    },
    {
      name: 'moon_strength',
      value: strengthOf(sb.Moon.ratio),
      formula: 'min(1, shadbala ratio of the Moon / 2)',
      source: 'BPHS ch. 27 (shadbala and its required minimum)',
    },
  ];
}
