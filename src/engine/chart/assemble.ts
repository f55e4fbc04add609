/**
 * @module The one chart assembler (issue 28): every family's chart is a view over it. From one
 * normalized birth (an instant and a place) and the settings it builds the basis once, and each
 * part of a chart (the described grahas and lagna, the bhavas of a house system, the vargas, KP,
 * chara karakas, the Vimsottari tree, ashtakavarga, shadbala and bhava bala, yogas, sahams,
 * doshas, the special lagnas, upagrahas and Jaimini structures) is computed on first use and kept, so a view reads what it needs and pays for nothing
 * else. The views (Family R's SovereignChart in sovereign.ts, N's ChartData in chart-data.ts, T's
 * and V's snake_case structures in src/routes/shared/structures.ts) only map the parts: field
 * names, case, units, which parts.
 *
 * A part is built fresh for each assembled chart and handed to its view, which may scrub it in
 * place (degraded.ts); assemble once per answer. Pure: same birth and settings, same parts.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { RASHI_NAMES_EN } from '../core/constants.js';
import type { AyanamsaName, NodeMode } from '../ephemeris/index.js';
import { siderealHouseCusps, type HouseSystem } from '../houses/index.js';
import { formatLonInSign, NAKSHATRA_NAMES_EN } from '../readable/index.js';
import { kpLadder, type KpLadder } from '../kp/index.js';
import { charaKarakaRanking, charaKarakas, type KarakaScheme } from '../karakas/index.js';
import {
  computeDasha,
  vimsottariBalance,
  vimsottariChartDasha,
  type DashaQuery,
  type DashaResult,
} from '../dasha/index.js';
import { ashtakavarga } from '../ashtakavarga/index.js';
import { bhavaBala, shadbalaDetailed, type ShadbalaDetailed } from '../shadbala/index.js';
import { sahams, type TajakaCorrection } from '../sahams/index.js';
import { detectYogas } from '../yogas/index.js';
import { chartFacts, type ChartFacts } from '../yogas/facts.js';
import { doshaReport } from '../doshas/index.js';
import { jdFromGregorian } from '../time/julian.js';
import { assertSupportedInstant } from '../time/supported-range.js';
import { vargaChartDetailed, type VargaChartDetailed, type VargaId } from '../vargas/index.js';
import { specialLagnas, type SpecialLagnas } from '../special-lagnas/index.js';
import { upagrahas, type Upagrahas } from '../upagrahas/index.js';
import { jaimini, type Jaimini } from '../jaimini/index.js';
import { buildBasis, buildPositions, type ChartBasisWithAngles } from './basis.js';
import { savanaDay, type SavanaDay } from './savana-day.js';
import { bhavas, type Bhava } from './bhavas.js';
import { describePoint } from './format.js';

/**
 * A birth in the one form every family's input dialect is adapted to: the instant, the place, and
 * the UTC offset in force at the birth (it fixes the civil day whose sunrise the day-based rules
 * read). The zone that produced the offset, when there was one, stays with the route's echo.
 */
export interface NormalizedBirth {
  /** the instant, Julian day in UT */
  jdUt: number;
  /** geographic latitude, degrees north positive */
  latDeg: number;
  /** geographic longitude, degrees east positive */
  lonDeg: number;
  /** UTC offset of the birth's civil time, hours east positive */
  tzHours: number;
}

/** Flat civil birth fields with a numeric UTC offset (the dialect of Family R and N, and T's after parsing). */
export interface FlatBirth {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  latDeg: number;
  lonDeg: number;
  tzHours: number;
}

/**
 * JD (UT) of a civil time with a numeric offset in hours. Throws OUT_OF_EPOCH_RANGE (naming
 * `field`) when the UT instant is outside the supported range: a local time on 1 January of the
 * first year east of Greenwich is still the year before in UT.
 */
export function jdUtOfFlatBirth(b: FlatBirth, field = 'year'): number {
  const jdUt = jdFromGregorian(
    b.year,
    b.month,
    b.day,
    (b.hour + b.minute / 60 + b.second / 3600 - b.tzHours) / 24,
  );
  assertSupportedInstant(jdUt, field);
  return jdUt;
}

/** The normalized birth of flat civil fields with a numeric offset (throws OUT_OF_EPOCH_RANGE naming `field`, as jdUtOfFlatBirth). */
export function normalizeFlatBirth(b: FlatBirth, field = 'year'): NormalizedBirth {
  return {
    jdUt: jdUtOfFlatBirth(b, field),
    latDeg: b.latDeg,
    lonDeg: b.lonDeg,
    tzHours: b.tzHours,
  };
}

/** The settings that change the basis itself. */
export interface AssembleSettings {
  ayanamsa: AyanamsaName;
  nodeMode: NodeMode;
}

export interface AssembleOptions {
  /**
   * Positions only (the grahas, the angles, the lagna): no Placidus cusps and no sunrise searches.
   * What a chart of positions (a bulk row, the versioned chart) needs; the parts that read sunrise
   * (shadbala, sahams, doshas, yogas) must not be asked of it.
   */
  positionsOnly?: boolean;
}

/** DMS text of a longitude in its sign; null where the longitude itself is not a finite number (it is then null and named, degraded.ts). */
export function dmsOrNull(lonDeg: number): string | null {
  return Number.isFinite(lonDeg) ? formatLonInSign(lonDeg) : null;
}

/** A rashi reference with its English name beside the Sanskrit. */
export function rashiRef(index1: number, name: string) {
  return { index: index1, name, nameEn: RASHI_NAMES_EN[index1 - 1]! };
}

/**
 * The grahas of a basis as every chart describes them: the numbers at full precision, and beside
 * them their readable forms (src/engine/readable): `lonDms` within the sign, English sign and
 * nakshatra names.
 */
export function grahaEntries(basis: ChartBasis) {
  return basis.grahas.map((g) => {
    const p = describePoint(g.lonDeg);
    return {
      name: g.name,
      longitude: g.lonDeg,
      lonDms: dmsOrNull(g.lonDeg),
      latitude: g.latDeg,
      speed: g.speedDegPerDay,
      retrograde: g.retrograde,
      rashi: rashiRef(p.rashi.index, p.rashi.name),
      degreeInRashi: p.degreeInRashi,
      nakshatra: {
        index: p.nakshatra.index,
        name: p.nakshatra.name,
        nameEn: NAKSHATRA_NAMES_EN[p.nakshatra.index - 1]!,
        lord: p.nakshatra.lord,
      },
      pada: p.pada,
    };
  });
}
export type GrahaEntry = ReturnType<typeof grahaEntries>[number];

/** The lagna of a basis as every chart describes it. */
export function lagnaEntry(basis: ChartBasis) {
  const p = describePoint(basis.ascendantDeg);
  return {
    longitude: basis.ascendantDeg,
    lonDms: dmsOrNull(basis.ascendantDeg),
    rashi: rashiRef(p.rashi.index, p.rashi.name),
    degreeInRashi: p.degreeInRashi,
    nakshatra: {
      index: p.nakshatra.index,
      name: p.nakshatra.name,
      nameEn: NAKSHATRA_NAMES_EN[p.nakshatra.index - 1]!,
      lord: p.nakshatra.lord,
    },
    pada: p.pada,
  };
}
export type LagnaEntry = ReturnType<typeof lagnaEntry>;

/** The chart of one birth: the basis, and each part computed on first use. */
export class AssembledChart {
  private readonly memo = new Map<string, unknown>();

  constructor(
    readonly birth: NormalizedBirth,
    readonly settings: AssembleSettings,
    readonly basis: ChartBasisWithAngles,
  ) {}

  /** A part by key: computed once (a part that throws is not kept, and throws again when asked again). */
  private once<T>(key: string, build: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const v = build();
    this.memo.set(key, v);
    return v;
  }

  get jdUt(): number {
    return this.basis.jdUt;
  }
  /** sidereal longitude of the Moon (the Vimsottari and every Moon-based rule read it) */
  get moonLonDeg(): number {
    return this.basis.grahas[1]!.lonDeg;
  }

  /** the nine grahas, described (grahaEntries) */
  get grahas(): GrahaEntry[] {
    return this.once('grahas', () => grahaEntries(this.basis));
  }
  /** the lagna, described (lagnaEntry) */
  get lagna(): LagnaEntry {
    return this.once('lagna', () => lagnaEntry(this.basis));
  }
  /** the facts the yoga and dosha rules read (houses, dignities, aspects) */
  get facts(): ChartFacts {
    return this.once('facts', () => chartFacts(this.basis));
  }

  /** the 12 cusps of a house system (throws ValueUndefinedError where it is undefined, e.g. Placidus inside the polar circles) */
  houseCusps(system: HouseSystem): number[] {
    return this.once(`cusps:${system}`, () =>
      siderealHouseCusps(system, this.basis.angles, this.basis.ayanamsaTotalDeg),
    );
  }
  /** the 12 bhavas of a house system, with their lords and occupants (throws where the system is undefined) */
  bhavas(system: HouseSystem): Bhava[] {
    return this.once(`bhavas:${system}`, () => bhavas(this.basis, system));
  }
  /** one varga chart: the rashi and longitude within the varga of the lagna and each graha */
  varga(id: VargaId, method?: string): VargaChartDetailed {
    return this.once(`varga:${id}:${method ?? ''}`, () =>
      vargaChartDetailed(this.basis, id, method),
    );
  }
  /** KP's star, sub and sub-sub lords (the cusps absent where Placidus is undefined) */
  get kp(): KpLadder {
    return this.once('kp', () => kpLadder(this.basis));
  }
  karakas(scheme: KarakaScheme) {
    return this.once(`karakas:${scheme}`, () => charaKarakas(this.basis, scheme));
  }
  /** the chara karakas in rank order, with the degrees counted */
  karakaRanking(scheme: KarakaScheme) {
    return this.once(`karakaRanking:${scheme}`, () => charaKarakaRanking(this.basis, scheme));
  }
  /** the Vimsottari tree from birth over the 120-year cycle, to `depth` levels */
  vimsottari(yearDays: number, depth: number) {
    return this.once(`vimsottari:${yearDays}:${depth}`, () =>
      vimsottariChartDasha(this.moonLonDeg, this.jdUt, yearDays, depth),
    );
  }
  /**
   * A dasha tree of any system from the birth (the chart's Moon, or the chart itself for the
   * systems that read it), to a depth and optionally within a window of instants
   */
  dasha(q: Omit<DashaQuery, 'basis' | 'moonLonDeg' | 'birthJdUt'>): DashaResult {
    return this.once(
      `dasha:${q.system}:${q.variant ?? ''}:${q.depth}:${q.yearDays ?? ''}:${q.fromJdUt ?? ''}:${q.toJdUt ?? ''}`,
      () => computeDasha({ ayanamsa: this.settings.ayanamsa, ...q, basis: this.basis }),
    );
  }
  /** the Vimsottari period running at birth and the balance of it left */
  get vimsottariBalance() {
    return this.once('vimsottariBalance', () => vimsottariBalance(this.moonLonDeg));
  }
  get ashtakavarga() {
    return this.once('ashtakavarga', () => ashtakavarga(this.basis));
  }
  get shadbala(): ShadbalaDetailed {
    return this.once('shadbala', () => shadbalaDetailed(this.basis));
  }
  get bhavaBala() {
    return this.once('bhavaBala', () => bhavaBala(this.basis, { shadbala: this.shadbala }));
  }
  get yogas() {
    return this.once('yogas', () => detectYogas(this.facts));
  }
  sahams(tajakaCorrection: TajakaCorrection) {
    return this.once(`sahams:${tajakaCorrection}`, () => sahams(this.basis, { tajakaCorrection }));
  }
  /** the savana day of the birth: its sunrises, and the day or night part it falls in */
  get savanaDay(): SavanaDay {
    return this.once('savanaDay', () => savanaDay(this.basis));
  }
  /** the special lagnas under the variants asked (the others at their defaults) */
  specialLagnas(variants: Partial<Record<string, string>> = {}): SpecialLagnas {
    return this.once(`specialLagnas:${JSON.stringify(variants)}`, () =>
      specialLagnas(this.basis, this.settings.ayanamsa, variants, this.savanaDay),
    );
  }
  /** the upagrahas under the variants asked */
  upagrahas(variants: Partial<Record<string, string>> = {}): Upagrahas {
    return this.once(`upagrahas:${JSON.stringify(variants)}`, () =>
      upagrahas(this.basis, this.settings.ayanamsa, variants, this.savanaDay),
    );
  }
  /** the Jaimini structures, the atmakaraka by the karaka scheme */
  jaimini(karakaScheme: KarakaScheme = 8): Jaimini {
    return this.once(`jaimini:${karakaScheme}`, () => jaimini(this.basis, { karakaScheme }));
  }
  /** the seven doshas, Shani judged at `onJdUt` */
  doshas(onJdUt: number, ayanamsa: AyanamsaName) {
    return this.once(`doshas:${onJdUt}:${ayanamsa}`, () =>
      doshaReport(this.facts, { onJdUt, ayanamsa }),
    );
  }
}

/** Assemble the chart of a normalized birth: the basis now, every other part when a view asks for it. */
export function assembleChart(
  birth: NormalizedBirth,
  settings: AssembleSettings,
  options: AssembleOptions = {},
): AssembledChart {
  const build = options.positionsOnly ? buildPositions : buildBasis;
  const basis = build(birth.jdUt, birth.latDeg, birth.lonDeg, birth.tzHours, {
    ayanamsa: settings.ayanamsa,
    nodeMode: settings.nodeMode,
  });
  return new AssembledChart(birth, settings, basis);
}
