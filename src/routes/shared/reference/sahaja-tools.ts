/**
 * @module The engine tools a counsel turn may call: chart, panchang and utsavas. Each validates
 * its arguments with the same zod schema as the matching route (panchang: the muhurta route's
 * body; utsavas: the utsavas route's query) and answers in-process.
 */
import * as z from 'zod';
import { panchangForDay } from '../../../engine/panchang/index.js';
import type { CounselTool } from '../../../platform/counsel.js';
import { rChartBodySchema, rChartResponse } from './chart.js';
import { jsonSchema } from '../../../http/openapi.js';
import { computeUtsavaYear } from '../../../platform/feeds/utsava-store.js';
import { muhurtaBodySchema } from './muhurta.js';
import { utsavaPlaceOf, utsavasQuerySchema } from './utsavas.js';
import { dateFields } from '../../schemas.js';

export function counselTools(): CounselTool[] {
  return [
    {
      spec: {
        name: 'chart',
        description:
          'Sidereal natal chart (Lahiri by default): the 9 grahas with rashi, nakshatra and pada, and the lagna. Civil time with a numeric UTC offset in hours.',
        parameters: jsonSchema(rChartBodySchema),
      },
      schema: rChartBodySchema,
      run(args) {
        const c = rChartResponse(args as z.output<typeof rChartBodySchema>);
        return {
          settings: c.settings,
          lagna: {
            longitude: c.lagna.longitude,
            rashi: c.lagna.rashi.name,
            nakshatra: c.lagna.nakshatra.name,
            pada: c.lagna.pada,
          },
          grahas: c.grahas.map((g) => ({
            name: g.name,
            longitude: g.longitude,
            rashi: g.rashi.name,
            nakshatra: g.nakshatra.name,
            pada: g.pada,
            retrograde: g.retrograde,
          })),
        };
      },
    },
    {
      spec: {
        name: 'panchang',
        description:
          'Panchang of a date at a place: vara, tithi, nakshatra, yoga, karana with end times, sunrise and sunset.',
        parameters: jsonSchema(muhurtaBodySchema),
      },
      schema: muhurtaBodySchema,
      run(args) {
        const a = args as z.output<typeof muhurtaBodySchema>;
        const p = panchangForDay(dateFields(a.date), {
          latDeg: a.lat,
          lonDeg: a.lon,
          zone: { tzHours: a.tz },
        });
        return {
          date: p.date,
          vara: p.vara.name,
          sunrise: p.sunrise?.iso ?? null,
          sunset: p.sunset?.iso ?? null,
          tithi: p.tithi.map((t) => ({ name: t.name, end: t.end.iso })),
          nakshatra: p.nakshatra.map((n) => ({ name: n.name, end: n.end.iso })),
          yoga: p.yoga.map((y) => ({ name: y.name, end: y.end.iso })),
          karana: p.karana.map((k) => ({ name: k.name, end: k.end.iso })),
        };
      },
    },
    {
      spec: {
        name: 'utsavas',
        description:
          'Festivals and observances of a year (New Delhi unless lat, lon and tz hours are all given). Arguments are query-string text, e.g. {"year": "2026"}.',
        parameters: jsonSchema(utsavasQuerySchema),
      },
      schema: utsavasQuerySchema,
      run(args) {
        const a = args as z.output<typeof utsavasQuerySchema>;
        return computeUtsavaYear(a.year, utsavaPlaceOf(a)).utsavas.map((u) => ({
          date: u.date,
          name: u.name,
        }));
      },
    },
  ];
}
