/**
 * @module Shadbala, the six-fold strength of the seven grahas (BPHS ch. 27), computed as B.V. Raman
 * works it in "Graha and Bhava Balas", in virupas (shashtiamsas) and rupas (60 virupas), with the
 * required minimums and the strength ratio; and bhava bala (Raman ch. IX).
 *
 * Components (see the sub-modules for each rule): sthana (uchcha, saptavargaja, ojayugma, kendradi,
 * drekkana), dig, kala (nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha),
 * cheshta, naisargika and drik bala. Rahu and Ketu have no shadbala.
 *
 * Raman doubles the Sun's ayana bala and the Moon's paksha bala inside kala bala and gives them no
 * separate cheshta bala; BPHS says the Sun's cheshta bala is his ayana bala and the Moon's her paksha
 * bala. Here each appears once under kala and once under cheshta: the totals are Raman's.
 *
 * Pure computation: no I/O, no clock.
 */
import { SAPTA_GRAHAS, norm360, rashiIndex0, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { grahaOf } from '../core/chart-basis.js';
import { bhavaStrengths, type BhavaStrength } from './bhava.js';
import { cheshtaBala, meanLongitudesTropical, type CheshtaMeans } from './cheshta.js';
import {
  BIMBA_ARCSEC,
  DIG_ZERO,
  NAISARGIKA_VIRUPAS,
  REQUIRED_RUPAS,
  WAR_GRAHAS,
} from './constants.js';
import { beneficMap, drikBala, type MercuryNature } from './drik.js';
import {
  ayanaBala,
  ayanaDeclinationDeg,
  dayFrame,
  nathonnathaBala,
  pakshaBala,
  shubhaPaksha,
  timeLords,
  tribhagaBala,
  type AyanaMode,
  type DayFrameSource,
} from './kala.js';
import { arcDeg, sthanaBala, type SthanaBala } from './sthana.js';

export type { SthanaBala } from './sthana.js';
export type { BhavaStrength } from './bhava.js';
export type { CheshtaMeans } from './cheshta.js';
export type { AyanaMode } from './kala.js';
export type { MercuryNature } from './drik.js';

export interface KalaBala {
  nathonnatha: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  yuddha: number;
  total: number;
}

export interface ShadbalaComponents {
  sthana: SthanaBala;
  dig: number;
  kala: KalaBala;
  cheshta: number;
  naisargika: number;
  drik: number;
}

export interface GrahaShadbala {
  totalVirupas: number;
  totalRupas: number;
  requiredRupas: number;
  /** totalRupas / requiredRupas; 1 or more is strong */
  ratio: number;
  components: ShadbalaComponents;
}

export type ShadbalaResult = Record<SaptaGraha, GrahaShadbala>;

export interface ShadbalaOptions {
  /** saptavargaja values: Raman's halving ladder (default) or BPHS's 45/30/20/15/10/4/2 */
  saptavargajaScale?: 'raman' | 'bphs';
  /** required minimums: BPHS (default, Sun 6.5 rupas) or Raman's table (Sun 5) */
  requiredRupas?: 'bphs' | 'raman';
  /** declination for ayana bala: Raman's 24-degree kranti (default) or the true declination */
  ayana?: AyanaMode;
  /** Mercury's nature for paksha and drik bala: by association (default) or always benefic */
  mercury?: MercuryNature;
  /**
   * Mean longitudes for cheshta bala in the basis's sidereal frame (e.g. those a text states);
   * default: Meeus's mean elements of date in the tropical frame.
   */
  cheshtaMeans?: CheshtaMeans;
}

export interface PlanetaryWar {
  winner: SaptaGraha;
  loser: SaptaGraha;
  separationDeg: number;
  /** virupas added to the winner's and taken from the loser's kala bala */
  virupas: number;
}

export interface ShadbalaContext {
  isDay: boolean;
  /** 0, 1, 2: third of the day or night of birth */
  third: number;
  apparentHoursFromMidnight: number;
  dayFrameSource: DayFrameSource;
  ahargana: number;
  yearLord: SaptaGraha;
  monthLord: SaptaGraha;
  varaLord: SaptaGraha;
  horaLord: SaptaGraha;
  benefic: Record<SaptaGraha, boolean>;
  wars: PlanetaryWar[];
}

export interface ShadbalaDetailed {
  grahas: ShadbalaResult;
  context: ShadbalaContext;
}

function digZeroDeg(graha: SaptaGraha, basis: ChartBasis): number {
  switch (DIG_ZERO[graha]) {
    case 'IC':
      return norm360(basis.mcDeg + 180);
    case 'MC':
      return basis.mcDeg;
    case 'DESC':
      return norm360(basis.ascendantDeg + 180);
    case 'ASC':
      return basis.ascendantDeg;
  }
}

/**
 * Shadbala with its time context (lords of the year, month, day and hora, the day frame, the
 * benefic/malefic natures used and any planetary war).
 */
export function shadbalaDetailed(
  basis: ChartBasis,
  options: ShadbalaOptions = {},
): ShadbalaDetailed {
  const scale = options.saptavargajaScale ?? 'raman';
  const required = REQUIRED_RUPAS[options.requiredRupas ?? 'bphs'];
  const ayanaMode = options.ayana ?? 'raman';
  const lons = {} as Record<SaptaGraha, number>;
  const signs = {} as Record<SaptaGraha, number>;
  for (const g of SAPTA_GRAHAS) {
    lons[g] = grahaOf(basis, g).lonDeg;
    signs[g] = rashiIndex0(lons[g]);
  }
  const benefic = beneficMap(basis, options.mercury ?? 'by-association');
  const frame = dayFrame(basis);
  const lords = timeLords(basis, frame);
  const shubha = shubhaPaksha(lons.Sun, lons.Moon);
  const tropicalMeans = options.cheshtaMeans ? undefined : meanLongitudesTropical(basis.jdTt);

  const partial = {} as Record<
    SaptaGraha,
    {
      sthana: SthanaBala;
      dig: number;
      kala: KalaBala;
      cheshta: number;
      naisargika: number;
      drik: number;
    }
  >;
  for (const g of SAPTA_GRAHAS) {
    const bg = grahaOf(basis, g);
    const sthana = sthanaBala(g, lons[g], basis.ascendantDeg, signs, scale);
    const dig = arcDeg(lons[g], digZeroDeg(g, basis)) / 3;
    const ayana = ayanaBala(
      g,
      ayanaDeclinationDeg(bg.tropicalLonDeg, bg.latDeg, basis.obliquityDeg, ayanaMode),
    );
    const paksha = pakshaBala(g, shubha, benefic[g]);
    const kala: KalaBala = {
      nathonnatha: nathonnathaBala(g, frame.apparentHoursFromMidnight),
      paksha,
      tribhaga: tribhagaBala(g, frame),
      abda: lords.yearLord === g ? 15 : 0,
      masa: lords.monthLord === g ? 30 : 0,
      vara: lords.varaLord === g ? 45 : 0,
      hora: lords.horaLord === g ? 60 : 0,
      ayana,
      yuddha: 0,
      total: 0,
    };
    let cheshta: number;
    if (g === 'Sun') cheshta = ayana;
    else if (g === 'Moon') cheshta = paksha;
    else if (options.cheshtaMeans) cheshta = cheshtaBala(g, lons[g], options.cheshtaMeans);
    else cheshta = cheshtaBala(g, bg.tropicalLonDeg, tropicalMeans!);
    partial[g] = {
      sthana,
      dig,
      kala,
      cheshta,
      naisargika: NAISARGIKA_VIRUPAS[g],
      drik: drikBala(g, lons, benefic),
    };
  }

  // Yuddha (Raman art. 76-77): grahas Mars..Saturn within 1 deg are at war; the one with the lesser
  // longitude wins; the difference of their sthana + dig + kala (nathonnatha to hora) divided by the
  // difference of their disc diameters is added to the winner's kala bala and taken from the loser's.
  const warAggregate = (g: SaptaGraha): number => {
    const p = partial[g];
    const k = p.kala;
    return (
      p.sthana.total +
      p.dig +
      k.nathonnatha +
      k.paksha +
      k.tribhaga +
      k.abda +
      k.masa +
      k.vara +
      k.hora
    );
  };
  const wars: PlanetaryWar[] = [];
  for (let i = 0; i < WAR_GRAHAS.length; i++) {
    for (let j = i + 1; j < WAR_GRAHAS.length; j++) {
      const a = WAR_GRAHAS[i]!,
        b = WAR_GRAHAS[j]!;
      const sep = arcDeg(lons[a], lons[b]);
      if (sep >= 1) continue;
      const aBehind = norm360(lons[b] - lons[a]) < 180;
      const winner = aBehind ? a : b,
        loser = aBehind ? b : a;
      const discs = Math.abs(BIMBA_ARCSEC[winner] - BIMBA_ARCSEC[loser]);
      const gap = Math.abs(warAggregate(winner) - warAggregate(loser));
      const virupas = discs > 0 ? gap / discs : gap;
      wars.push({ winner, loser, separationDeg: sep, virupas });
    }
  }
  for (const w of wars) {
    partial[w.winner].kala.yuddha += w.virupas;
    partial[w.loser].kala.yuddha -= w.virupas;
  }

  const grahas = {} as ShadbalaResult;
  for (const g of SAPTA_GRAHAS) {
    const p = partial[g];
    const k = p.kala;
    k.total =
      k.nathonnatha +
      k.paksha +
      k.tribhaga +
      k.abda +
      k.masa +
      k.vara +
      k.hora +
      k.ayana +
      k.yuddha;
    const totalVirupas = p.sthana.total + p.dig + k.total + p.cheshta + p.naisargika + p.drik;
    const totalRupas = totalVirupas / 60;
    grahas[g] = {
      totalVirupas,
      totalRupas,
      requiredRupas: required[g],
      ratio: totalRupas / required[g],
      components: p,
    };
  }
  return {
    grahas,
    context: {
      isDay: frame.isDay,
      third: frame.third,
      apparentHoursFromMidnight: frame.apparentHoursFromMidnight,
      dayFrameSource: frame.source,
      ahargana: lords.ahargana,
      yearLord: lords.yearLord,
      monthLord: lords.monthLord,
      varaLord: lords.varaLord,
      horaLord: lords.horaLord,
      benefic,
      wars,
    },
  };
}

/**
 * Shadbala of the seven grahas (BPHS ch. 27; B.V. Raman, "Graha and Bhava Balas"), in virupas and
 * rupas, with the required minimum and the ratio to it.
 */
export function shadbala(basis: ChartBasis, options: ShadbalaOptions = {}): ShadbalaResult {
  return shadbalaDetailed(basis, options).grahas;
}

export interface BhavaBalaResult {
  /** bhava bala of bhavas 1..12, virupas */
  virupas: number[];
  /** the same in rupas */
  rupas: number[];
  bhavas: BhavaStrength[];
}

/**
 * Bhava bala of the twelve bhavas (B.V. Raman, "Graha and Bhava Balas" ch. IX): bhavadhipati + bhava
 * dig + bhava drishti bala. Pass a shadbala already computed for the same basis and options to
 * avoid computing it twice.
 */
export function bhavaBala(
  basis: ChartBasis,
  options: ShadbalaOptions & { shadbala?: ShadbalaDetailed } = {},
): BhavaBalaResult {
  const sb = options.shadbala ?? shadbalaDetailed(basis, options);
  const totals = {} as Record<SaptaGraha, number>;
  const lons = {} as Record<SaptaGraha, number>;
  for (const g of SAPTA_GRAHAS) {
    totals[g] = sb.grahas[g].totalVirupas;
    lons[g] = grahaOf(basis, g).lonDeg;
  }
  const bhavas = bhavaStrengths(basis.ascendantDeg, basis.mcDeg, totals, lons, sb.context.benefic);
  return {
    virupas: bhavas.map((b) => b.totalVirupas),
    rupas: bhavas.map((b) => b.totalRupas),
    bhavas,
  };
}
