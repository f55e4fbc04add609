/**
 * @module The chart reading in a language written by a text pack (src/engine/texts/pack.ts): the
 * same sections, statement ids and sources as the English reading (it is built first and gives
 * the structure), each statement's text written by the pack from the chart's facts, every name
 * from the language's names (data/names). Pure.
 */
import { GRAHA_NAMES, RASHI_NAMES, type GrahaName } from '../core/constants.js';
import type { ChartData } from '../chart/chart-data.js';
import { GANA_OF_NAKSHATRA } from '../matching/index.js';
import { KAAL_SARP_TYPES } from '../doshas/index.js';
import type { Lang } from '../i18n/langs.js';
import type {
  Placement,
  PitraCondition,
  ReadingPack,
  ShaniPhase,
  DashaLevel,
  KaalSarpForm,
} from '../texts/pack.js';
import { NAKSHATRA_CLASS, degText } from './names.js';
import {
  NAMED_YOGAS_MAX,
  READING_RULES_VERSION,
  chartReading,
  type AIAnalysis,
  type Statement,
} from './index.js';
import type { YogaCategory } from '../yogas/catalogue-types.js';

type Names = Readonly<Record<string, string>>;
const CATEGORY_ORDER: readonly YogaCategory[] = [
  'pancha-mahapurusha',
  'raja',
  'dhana',
  'viparita-raja',
  'neecha-bhanga',
  'chandra',
  'surya',
  'parivartana',
  'sannyasa',
  'shubha',
  'nabhasa',
  'bhava',
  'daridra',
  'arishta',
];

/** The reading of a chart in a pack's language (pure). */
export function packedReading(d: ChartData, lang: Lang, P: ReadingPack, N: Names): AIAnalysis {
  const en = chartReading(d, 'en');
  const g = (x: string) => N[`graha.${x.toLowerCase()}`] ?? x;
  const r = (r0: number) => N[`rashi.${r0 + 1}`]!;
  const nk = (n0: number) => N[`nakshatra.${n0 + 1}`]!;
  const gd = (x: GrahaName) => d.grahas[GRAHA_NAMES.indexOf(x)]!;
  const ruledBy = (x: GrahaName) => d.houses.filter((h) => h.lord === x).map((h) => h.house);
  const ratio = (v: number) => (Math.round(v * 100) / 100).toFixed(2);
  const day = (iso: string) => iso.slice(0, 10);
  const placement = (x: GrahaName): Placement => {
    const p = gd(x);
    if (x === 'Rahu' || x === 'Ketu') {
      const disp = d.houses.find((h) => h.house === p.house)!.lord;
      return {
        node: true,
        graha: g(x),
        house: p.house,
        rashi: r(p.rashi.index - 1),
        dispositor: g(disp),
        dispositorHouse: gd(disp).house,
      };
    }
    return {
      node: false,
      graha: g(x),
      house: p.house,
      rashi: r(p.rashi.index - 1),
      dignity: P.dignity[p.dignity],
      ruled: ruledBy(x),
    };
  };
  const doshaById = new Map(
    [
      d.doshas.manglik,
      d.doshas.kaalSarp,
      d.doshas.pitra,
      d.doshas.kemdrum,
      d.doshas.guruChandal,
      d.doshas.grahan,
      d.doshas.shani,
    ].map((x) => [x.id, x]),
  );

  function why(id: string): string {
    const x = doshaById.get(id as never)!;
    const det = x.details as Record<string, unknown>;
    switch (x.id) {
      case 'manglik': {
        const refs = (
          det.references as Array<{
            from: 'lagna' | 'Moon' | 'Venus';
            marsHouse: number;
            afflicted: boolean;
            signException: boolean;
          }>
        ).filter((q) => q.afflicted && !q.signException);
        return P.manglikWhy({
          refs: refs.map((q) => ({
            from: q.from,
            fromName: q.from === 'lagna' ? P.titles.lagna : g(q.from),
            house: q.marsHouse,
          })),
        });
      }
      case 'kaal-sarp': {
        const h = det.rahuHouse as number;
        const t = KAAL_SARP_TYPES.indexOf(det.type as never);
        return P.kaalSarpWhy({
          form: det.form as KaalSarpForm,
          savya: det.direction === 'savya',
          type: N[`kaalsarp.${t + 1}`] ?? N[`kaalsarp.${h}`]!,
          rahuHouse: h,
          rahu: g('Rahu'),
          ketu: g('Ketu'),
        });
      }
      case 'pitra':
        return P.pitraWhy({ conditions: (det.conditions as string[]).map(pitra) });
      case 'kemdrum':
        return P.kemdrumWhy({ waxing: Boolean(det.waxingMoon) });
      case 'guru-chandal': {
        const j = gd('Jupiter').rashi.index;
        const nodes = (['Rahu', 'Ketu'] as const).filter((n) => gd(n).rashi.index === j);
        return P.guruChandalWhy({
          jupiter: g('Jupiter'),
          nodes: nodes.map(g),
          orb: degText(det.orbDeg as number),
        });
      }
      case 'grahan':
        return P.grahanWhy({
          pairs: (det.pairs as Array<{ lum: string; node: string; orbDeg: number }>).map((p) => ({
            lum: g(p.lum),
            node: g(p.node),
            orb: degText(p.orbDeg),
          })),
        });
      case 'shani':
        return P.shaniWhy({
          date: d.settings.asOf,
          saturn: g('Saturn'),
          rashi: r(RASHI_NAMES.indexOf(det.transitSaturnSign as never)),
          house: det.houseFromMoon as number,
          phase: P.shaniPhase[det.phase as ShaniPhase],
        });
    }
    return '';
  }
  function pitra(c: string): PitraCondition {
    const m = /^(?:(Sun)|9th lord (\w+)) with (Rahu|Ketu|Saturn)$/.exec(c);
    if (m)
      return m[1]
        ? { kind: 'sun-with', other: g(m[3]!) }
        : { kind: 'ninth-lord-with', lord: g(m[2]!), other: g(m[3]!) };
    const n = /^(Rahu|Ketu) in the 9th house$/.exec(c);
    return { kind: 'node-in-ninth', node: g(n ? n[1]! : 'Rahu') };
  }

  const m = gd('Moon');
  const sunLon = gd('Sun').longitude;
  const elong = (((m.longitude - sunLon) % 360) + 360) % 360;
  const named = [...d.yogas]
    .map((y, i) => ({ y, i }))
    .sort(
      (a, b) =>
        CATEGORY_ORDER.indexOf(a.y.category) - CATEGORY_ORDER.indexOf(b.y.category) || a.i - b.i,
    )
    .slice(0, NAMED_YOGAS_MAX)
    .map((x) => x.y);
  const run = d.dasha.running.periods;

  function text(st: Statement): string {
    const id = st.id;
    const lagR0 = d.lagna.rashi.index - 1;
    if (id === 'lagna.sign')
      return P.lagnaSign({
        rashi: r(lagR0),
        deg: degText(d.lagna.degreeInRashi),
        modality: P.modality[lagR0 % 3]!,
        element: P.element[lagR0 % 4]!,
        lord: g(d.lagna.lord),
      });
    if (id === 'lagna.nature') return P.lagnaNature({ rashi: r(lagR0), odd: lagR0 % 2 === 0 });
    if (id === 'lagna.lord') {
      const lg = gd(d.lagna.lord);
      return P.lagnaLord({
        lord: g(d.lagna.lord),
        house: lg.house,
        rashi: r(lg.rashi.index - 1),
        dignity: P.dignity[lg.dignity],
        matters: P.houseMatters[lg.house]!,
      });
    }
    if (id === 'moon.sign')
      return P.moonSign({
        rashi: r(m.rashi.index - 1),
        house: m.house,
        dignity: P.dignity[m.dignity],
        waxing: elong > 0 && elong < 180,
      });
    if (id === 'moon.nakshatra') {
      const n0 = m.nakshatra.index - 1;
      return P.moonNakshatra({
        nakshatra: nk(n0),
        pada: m.pada,
        lord: g(m.nakshatra.lord),
        gana: P.gana[GANA_OF_NAKSHATRA[n0]!]!,
        cls: P.nakshatraClass[NAKSHATRA_CLASS[n0]!],
      });
    }
    if (id === 'moon.texts')
      return P.moonTexts({ nakshatra: nk(m.nakshatra.index - 1), rashi: r(m.rashi.index - 1) });
    if (id === 'strength.ranking')
      return P.strengthRanking({
        grahas: d.shadbala.slice(0, 3).map((s) => ({ graha: g(s.graha), ratio: ratio(s.ratio) })),
      });
    if (id === 'strength.below-required')
      return P.strengthBelow({
        grahas: d.shadbala.filter((s) => s.ratio < 1).map((s) => g(s.graha)),
      });
    if (id.startsWith('strength.')) {
      const x = GRAHA_NAMES.find((n) => n.toLowerCase() === id.slice(9))!;
      return P.strengthGraha({
        graha: g(x),
        karaka: P.karaka[x] ?? '',
        ruled: ruledBy(x),
        house: gd(x).house,
        matters: P.houseMatters[gd(x).house]!,
      });
    }
    if (id === 'yogas.none') return P.yogasNone();
    if (id === 'yogas.count') {
      const counts = new Map<YogaCategory, number>();
      for (const y of d.yogas) counts.set(y.category, (counts.get(y.category) ?? 0) + 1);
      const fams = [...counts.entries()].sort(
        (a, b) => CATEGORY_ORDER.indexOf(a[0]) - CATEGORY_ORDER.indexOf(b[0]),
      );
      return P.yogasCount({
        count: d.yogas.length,
        families: fams.map(([c, n]) => ({ name: P.categoryName[c], count: n })),
      });
    }
    if (id.startsWith('yogas.family.')) return P.categoryNote[id.slice(13) as YogaCategory] ?? '';
    if (id.startsWith('yogas.')) {
      const y = named.find((x) => `yogas.${x.id}` === id)!;
      return P.yogaFormed({
        yoga: N[`chart-yoga.${y.id}`] ?? '',
        family: P.categoryName[y.category],
        grahas: y.grahas.map(g),
        houses: y.houses,
      });
    }
    if (id === 'doshas.none') return P.doshasNone({ date: d.settings.asOf });
    if (id === 'doshas.counsel') return P.doshasCounsel();
    if (id.startsWith('doshas.')) {
      const x = doshaById.get(id.slice(7) as never)!;
      return P.doshaPresent({
        dosha: N[`dosha.${x.id}`]!,
        severity: P.severity[x.severity],
        why: why(x.id),
        checked: x.cancellations.length,
        applied: x.cancellations.filter((c) => c.applied).length,
      });
    }
    if (id === 'dasha.none') return P.dashaNone({ date: d.dasha.running.asOf });
    if (id === 'dasha.running')
      return P.dashaRunning({
        date: d.dasha.running.asOf,
        periods: run.map((p) => ({
          lord: g(p.lord),
          level: P.level[p.level as DashaLevel],
          start: day(p.start),
          end: day(p.end),
        })),
      });
    if (id === 'dasha.maha-lord')
      return P.dashaMahaLord({ placement: P.placement(placement(run[0]!.lord as GrahaName)) });
    if (id === 'dasha.antar-lord')
      return P.dashaAntarLord({ placement: P.placement(placement(run[1]!.lord as GrahaName)) });
    if (id === 'dasha.counsel') return P.dashaCounsel({ lord: g(run[0]!.lord) });
    throw new Error(`reading: no ${lang} text for statement ${id}`);
  }

  const top = d.shadbala[0]?.graha;
  return {
    generatedBy: 'rules',
    method: P.method,
    rulesVersion: READING_RULES_VERSION,
    lang: lang as AIAnalysis['lang'],
    asOf: d.settings.asOf,
    summary: P.summary({
      lagna: r(d.lagna.rashi.index - 1),
      moonRashi: r(m.rashi.index - 1),
      nakshatra: nk(m.nakshatra.index - 1),
      pada: m.pada,
      ...(top ? { top: g(top) } : {}),
      yogas: d.yogas.length,
      doshas: d.doshas.present.length,
      ...(run.length ? { date: d.dasha.running.asOf, lords: run.map((p) => g(p.lord)) } : {}),
    }),
    sections: en.sections.map((s) => ({
      id: s.id,
      title: P.titles[s.id],
      statements: s.statements.map((st) => ({ ...st, text: text(st) })),
    })),
    disclaimer: P.disclaimer,
  };
}
