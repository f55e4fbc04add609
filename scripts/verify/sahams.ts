/**
 * @module Verification rows of the 36 Tajaka sahams: Nemichandra Shastri's and P.V.R. Narasimha Rao's
 * worked sahams, and PyJHora 4.8.5 on 500 oracle charts (test/fixtures/oracle/sahams-pyjhora.json),
 * saham by saham under the engine's reading, every difference traced to its cause
 * (test/support/pyjhora-sahams.ts; docs/ashtakavarga-shadbala-sahams.md).
 */
import { readFileSync } from 'node:fs';
import { GRAHA_NAMES } from '../../src/engine/core/constants';
import type { ChartBasis } from '../../src/engine/core/chart-basis';
import {
  DEFAULT_TAJAKA_CORRECTION,
  SAHAM_DEFINITIONS,
  TAJAKA_CORRECTIONS,
  sahamPoint,
  sahams,
  type TajakaCorrection,
} from '../../src/engine/sahams/index';
import {
  QUIRK_LABELS,
  causeTotals,
  tallySahams,
  type PyJHoraSahamChart,
  type QuirkStep,
} from '../../test/support/pyjhora-sahams';
import type { VerifyRow, VerifySection } from './types';

type Chart = PyJHoraSahamChart & { jd_ut: number };

function basisOf(c: Chart): ChartBasis {
  return {
    jdUt: c.jd_ut,
    jdTt: c.jd_ut,
    latDeg: 0,
    lonDeg: 0,
    tzHours: 0,
    ayanamsaDeg: 0,
    grahas: GRAHA_NAMES.map((name, k) => ({
      name,
      lonDeg: c.lon[k]!,
      latDeg: 0,
      speedDegPerDay: 1,
      retrograde: false,
      distAu: 1,
      tropicalLonDeg: c.lon[k]!,
    })),
    ascendantDeg: c.lagna,
    mcDeg: 0,
    obliquityDeg: 23.44,
  };
}

const SHORT: Record<QuirkStep | 'untraced', string> = {
  reading: 'between reading',
  unreducedHouses: 'PyJHora house past 360',
  labhaNightSwap: 'PyJHora labha night swap',
  strengthLords: 'PyJHora Ketu/Rahu lord',
  rogaUncorrected: 'PyJHora roga uncorrected',
  untraced: 'UNTRACED',
};
const describeCauses = (c: Partial<Record<QuirkStep | 'untraced', number>>) =>
  Object.keys(c).length
    ? Object.entries(c)
        .map(([k, v]) => `${v} ${SHORT[k as QuirkStep]}`)
        .join('; ')
    : 'none';

/** The book examples: Nemichandra Shastri's worked punya and PVR's Example 121 (three sahams). */
function bookRows(): VerifyRow[] {
  const dms = (r: number, d: number, m: number, s: number) => 30 * r + d + m / 60 + s / 3600;
  const sun = dms(7, 5, 41, 41),
    moon = sun - dms(0, 18, 28, 50),
    lagna = dms(6, 23, 51, 38);
  const nemi = sahamPoint(sun, moon, lagna).correctionDeg === 0 ? 1 : 0;
  const ex121: [number, number, number, number][] = [
    [dms(10, 10, 50, 0), dms(0, 19, 10, 0), dms(9, 10, 50, 0), dms(7, 2, 30, 0)], // artha
    [dms(0, 19, 10, 0), dms(11, 24, 58, 0), dms(9, 10, 50, 0), dms(11, 5, 2, 0)], // samartha (night)
    [dms(10, 11, 28, 0), dms(11, 15, 14, 0), dms(9, 10, 50, 0), dms(8, 7, 4, 0)], // vanik (night)
  ];
  const pvr = ex121.filter(
    ([a, b, c, want]) => Math.abs(sahamPoint(a, b, c).lonDeg - want) < 1 / 60,
  ).length;
  return [
    {
      feature: `Sahams: the Tajaka correction (${DEFAULT_TAJAKA_CORRECTION})`,
      reference:
        "Nemichandra Shastri, Bharatiya Jyotish, saham sadhana: worked punya (lagna in the Moon's sign, no sign added)",
      cases: 1,
      agree: nemi,
      known: "none; PyJHora's sign reading would add a sign the book does not",
    },
    {
      feature: 'Sahams: artha, samartha, vanik',
      reference: 'P.V.R. Narasimha Rao, Vedic Astrology, Example 121',
      cases: 3,
      agree: pvr,
      known: 'none (the three readings agree on it)',
    },
  ];
}

export const sahamsSection: VerifySection = () => {
  const fx = JSON.parse(readFileSync('test/fixtures/oracle/sahams-pyjhora.json', 'utf8')) as {
    charts: Chart[];
  };
  const charts = fx.charts;
  const engineBy = (r: TajakaCorrection) =>
    charts.map((c) =>
      sahams(basisOf(c), { isDay: !c.night, tajakaCorrection: r }).map((s) => s.longitude),
    );
  const ref = `PyJHora 4.8.5 (${charts.length} seeded oracle charts, its own inputs)`;
  const rows: VerifyRow[] = bookRows();
  for (const r of TAJAKA_CORRECTIONS) {
    const t = tallySahams(charts, engineBy(r), r);
    rows.push({
      feature: `Sahams, all 36 (${r}${r === DEFAULT_TAJAKA_CORRECTION ? ', default' : ''})`,
      reference: ref,
      cases: 36 * charts.length,
      agree: t.total,
      known: describeCauses(causeTotals(t)),
    });
    if (r !== DEFAULT_TAJAKA_CORRECTION) continue;
    SAHAM_DEFINITIONS.forEach((d, k) => {
      rows.push({
        feature: `Saham ${d.name} (${r})`,
        reference: ref,
        cases: charts.length,
        agree: t.agree[k]!,
        known: describeCauses(t.causes[k]!),
      });
    });
  }
  return rows;
};

/** What each traced cause means (for the docs). */
export const SAHAM_CAUSES = QUIRK_LABELS;
