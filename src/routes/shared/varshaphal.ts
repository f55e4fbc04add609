/**
 * @module The Tajaka annual chart (varshaphal) answer shared by T's `POST /t/api/varshaphal` and V's
 * `POST /v1/varshaphal` (docs/varshaphal.md): the solar return after `years` completed years, the
 * annual chart there (at the birth place, or the place given), muntha, the five office-bearers and the
 * lord of the year, the pancha-vargeeya bala, the Tajaka aspects and deeptamsas, the 16 Tajaka yogas,
 * and the Mudda and Patyayini dashas of the year. The zod schema is the OpenAPI answer of both.
 */
import * as z from 'zod';
import type { ChartBasis } from '../../engine/core/chart-basis.js';
import { GRAHA_NAMES, SAPTA_GRAHAS } from '../../engine/core/constants.js';
import { buildBasis } from '../../engine/chart/basis.js';
import { isoFromJdUt } from '../../engine/time/julian.js';
import {
  DEEPTAMSA,
  muddaDasha,
  patyayiniDasha,
  solarReturnJdUt,
  varshaphal,
} from '../../engine/varshaphal/index.js';
import type { DashaPeriod } from '../../engine/dasha/types.js';
import type { ChartOptions } from './operations.js';
import { pointView } from './structures.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

const rashi = lazySchema(() =>
  z.object({
    index: z.number().int().describe('1 = Mesha'),
    name: z.string(),
    name_en: z.string(),
  }),
);
const point = {
  longitude_deg: z.number().describe('sidereal longitude, degrees'),
  rashi,
  degree_in_rashi: z.number(),
  nakshatra: z.object({
    index: z.number().int().describe('1 = Ashvini'),
    name: z.string(),
    lord: z.string(),
  }),
  pada: z.number().int(),
};
interface Period {
  lord: string;
  start: string;
  end: string;
  periods?: Period[];
}
const period: z.ZodType<Period> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      lord: z.string(),
      start: z.string(),
      end: z.string(),
      periods: z.array(real(period)).optional(),
    }),
  ),
);
const instant = lazySchema(() => z.object({ utc: z.string(), jd_ut: z.number() }));
const bala = lazySchema(() =>
  z.object({
    kshetra: z.number(),
    uchcha: z.number(),
    hadda: z.number(),
    drekkana: z.number(),
    navamsa: z.number(),
    total: z.number().describe('out of 20'),
  }),
);
const graha = lazySchema(() => z.enum(SAPTA_GRAHAS as unknown as [string, ...string[]]));

/** The varshaphal answer (T and V). */
export const varshaphalSchema = lazySchema(() =>
  z.object({
    years: z
      .number()
      .int()
      .describe('completed years: the annual chart of the year of life years + 1'),
    solar_return: real(instant)
      .extend({
        sun_longitude_deg: z
          .number()
          .describe("the Sun's sidereal longitude at birth, which it has again at the return"),
        place: z
          .object({ lat: z.number(), lon: z.number() })
          .describe('where the annual chart is cast'),
      })
      .describe('the varsha pravesh: the instant the Sun is back at its natal sidereal longitude'),
    next_solar_return: real(instant).describe('the end of this year'),
    day_birth: z.boolean().describe('the return falls between sunrise and sunset'),
    annual_chart: z.object({
      lagna: z.object(point),
      grahas: z.array(
        z.object({
          name: z.string(),
          ...point,
          retrograde: z.boolean(),
          house: z.number().int().describe('from the varsha lagna, whole signs'),
        }),
      ),
    }),
    muntha: z
      .object({
        rashi: real(rashi),
        house: z.number().int().describe('in the annual chart'),
        lord: z.string(),
      })
      .describe('the natal lagna advanced one sign per completed year'),
    office_bearers: z
      .object({
        muntha_lord: real(graha),
        janma_lagna_lord: real(graha),
        varsha_lagna_lord: real(graha),
        tri_rashi_pati: real(graha),
        dina_ratri_pati: real(graha).describe(
          "lord of the Sun's sign for a day return, of the Moon's by night",
        ),
      })
      .describe('the five candidates for the lord of the year (pancha-adhikaris)'),
    year_lord: z.object({
      graha: real(graha),
      offices: z.array(z.string()),
      aspects_lagna: z.boolean(),
      rule: z.string(),
    }),
    pancha_vargeeya_bala: z.record(z.string(), real(bala)),
    deeptamsas: z.record(z.string(), z.number()).describe('orbs, degrees'),
    aspects: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        kind: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']),
        friendly: z.boolean(),
        orb_deg: z.number().describe('difference of their degrees within the signs'),
        within_orb: z.boolean().describe('within half the sum of their deeptamsas'),
      }),
    ),
    tajaka_yogas: z
      .array(
        z.object({
          name: z.string(),
          present: z.boolean(),
          grahas: z.array(z.array(z.string())),
          rule: z.string(),
        }),
      )
      .length(16),
    dashas: z.object({
      mudda: z
        .object({ levels: z.array(z.string()), periods: z.array(real(period)) })
        .describe('Varsha Vimsottari: 360 days of the nine lords, scaled to the year'),
      patyayini: z.object({ levels: z.array(z.string()), periods: z.array(real(period)) }),
    }),
    source: z.string(),
  }),
);
export type VarshaphalAnswer = z.output<typeof varshaphalSchema>;

const periods = (ps: DashaPeriod[]): Period[] =>
  ps.map((p) => ({
    lord: p.lord,
    start: p.start,
    end: p.end,
    ...(p.periods ? { periods: periods(p.periods) } : {}),
  }));
const inst = (jd: number) => ({ utc: isoFromJdUt(jd), jd_ut: jd });

/**
 * The annual chart of `years` completed years for a natal basis: the solar return, the chart cast
 * there at `place` (the birth place by default) with the natal options, and its judgements.
 */
export function varshaphalOperation(
  natal: ChartBasis,
  o: ChartOptions,
  years: number,
  depth: number,
  place?: { lat: number; lon: number },
): VarshaphalAnswer {
  const lat = place?.lat ?? natal.latDeg,
    lon = place?.lon ?? natal.lonDeg;
  const ret = solarReturnJdUt(natal.jdUt, years, o.ayanamsa);
  const next = solarReturnJdUt(natal.jdUt, years + 1, o.ayanamsa);
  const settings = { ayanamsa: o.ayanamsa, nodeMode: o.nodeMode };
  const annual = buildBasis(ret, lat, lon, natal.tzHours, settings);
  const v = varshaphal(natal, annual, years, next);
  const lagnaSign = Math.floor(annual.ascendantDeg / 30);
  const yearDays = next - ret;
  const levels = ['maha', 'antar', 'pratyantar'].slice(0, depth);
  const moon = natal.grahas.find((g) => g.name === 'Moon')!.lonDeg;
  return {
    years,
    solar_return: { ...inst(ret), sun_longitude_deg: v.sunLonDeg, place: { lat, lon } },
    next_solar_return: inst(next),
    day_birth: v.dayBirth,
    annual_chart: {
      lagna: pointView(annual.ascendantDeg),
      grahas: GRAHA_NAMES.map((name) => {
        const g = annual.grahas.find((x) => x.name === name)!;
        return {
          name,
          ...pointView(g.lonDeg),
          retrograde: g.retrograde,
          house: ((Math.floor(g.lonDeg / 30) - lagnaSign + 12) % 12) + 1,
        };
      }),
    },
    muntha: {
      rashi: pointView(v.muntha.sign * 30 + 15).rashi,
      house: v.muntha.house,
      lord: v.muntha.lord,
    },
    office_bearers: {
      muntha_lord: v.officeBearers.munthaLord,
      janma_lagna_lord: v.officeBearers.janmaLagnaLord,
      varsha_lagna_lord: v.officeBearers.varshaLagnaLord,
      tri_rashi_pati: v.officeBearers.triRashiPati,
      dina_ratri_pati: v.officeBearers.dinaRatriPati,
    },
    year_lord: {
      graha: v.yearLord.graha,
      offices: v.yearLord.offices.map((k) => k.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())),
      aspects_lagna: v.yearLord.aspectsLagna,
      rule: v.yearLord.rule,
    },
    pancha_vargeeya_bala: v.vargeeyaBala,
    deeptamsas: { ...DEEPTAMSA },
    aspects: v.aspects.map((a) => ({
      from: a.from,
      to: a.to,
      kind: a.kind,
      friendly: a.friendly,
      orb_deg: a.orbDeg,
      within_orb: a.withinOrb,
    })),
    tajaka_yogas: v.yogas.map((y) => ({
      name: y.name,
      present: y.present,
      grahas: y.grahas,
      rule: y.rule,
    })),
    dashas: {
      mudda: { levels, periods: periods(muddaDasha(moon, years, ret, yearDays, depth)) },
      patyayini: { levels, periods: periods(patyayiniDasha(annual, ret, yearDays, depth)) },
    },
    source:
      'Tajika Nilakanthi (Samjna and Varsha Tantras) as P.V.R. Narasimha Rao teaches it (Vedic Astrology: An Integrated Approach); docs/varshaphal.md',
  };
}
