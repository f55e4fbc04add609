/**
 * @module The rashifal of a rashi in a pack's language (src/engine/texts/pack.ts): the same
 * scores, factors and sources as rashiPrediction, the texts written by the pack with the
 * language's names (data/names). Pure.
 */
import { RASHI_NAMES, RASHI_NAMES_EN } from '../core/constants.js';
import type { Lang } from '../i18n/langs.js';
import type { RashifalPack } from '../texts/pack.js';
import type { CivilDate } from '../calendar/solar-day.js';
import type { TextLang } from '../reading/names.js';
import {
  DOMAINS,
  RASHIFAL_RULES_VERSION,
  rashifalSky,
  scoreRashi,
  type Domain,
  type RashifalScore,
  type RashifalSky,
  type TransitFactor,
} from './index.js';
import { RASHIFAL_SOURCES, rashiPrediction, skyView, variantOf } from './texts.js';

type Names = Readonly<Record<string, string>>;

/** One rashi's prediction for a date in a pack's language. */
export function packedPrediction(
  s: RashifalScore,
  sky: RashifalSky,
  lang: Lang,
  P: RashifalPack,
  N: Names,
) {
  const base = rashiPrediction(s, sky, 'en');
  const r = (r0: number) => N[`rashi.${r0 + 1}`]!;
  const g = (x: string) => N[`graha.${x.toLowerCase()}`]!;
  const nk = (n0: number) => N[`nakshatra.${n0 + 1}`]!;
  const transit = (f: TransitFactor) =>
    P.transit({
      graha: g(f.graha),
      grahaRashi: r(f.rashi0),
      house: f.house,
      rashi: r(s.rashi0),
      favourable: f.favourable,
      ...(f.vedha ? { vedha: { house: f.vedha.house, by: f.vedha.by.map(g) } } : {}),
    });
  const cb = s.factors.chandraBala.value;
  const t = s.factors.tara;
  const domainText = {} as Record<Domain, string>;
  DOMAINS.forEach((d, k) => {
    domainText[d] = P.domains[d][s.scores[d]]![variantOf(sky.date, s.rashi0, k)]!;
  });
  return {
    ...base,
    rashi: {
      index: s.rashi0,
      name: RASHI_NAMES[s.rashi0]!,
      nameEn: RASHI_NAMES_EN[s.rashi0]!,
      nameHi: base.rashi.nameHi,
    },
    lang: lang as typeof base.lang,
    rulesVersion: RASHIFAL_RULES_VERSION,
    text: {
      summary: P.summary({
        rashi: r(s.rashi0),
        date: sky.date,
        scores: DOMAINS.map((d) => ({ domain: P.domainLabel[d], score: s.scores[d] })),
      }),
      transits: [
        transit(s.factors.moon),
        P.chandraBala({
          rashi: r(s.rashi0),
          state: cb === 1 ? 0 : cb === 0.5 ? 1 : cb === 0 ? 2 : 3,
        }),
        P.taraBala({
          dayNakshatra: nk(t.dayNakshatra0),
          rashi: r(s.rashi0),
          entries: t.entries.map((e) => ({
            nakshatra: nk(e.nakshatra0),
            padas: e.padas,
            tara: P.tara[e.tara]!,
          })),
          overall: t.value > 0.3 ? 0 : t.value < -0.3 ? 2 : 1,
        }),
        transit(s.factors.jupiter),
        transit(s.factors.saturn),
      ],
      ...domainText,
    },
    sources: [...RASHIFAL_SOURCES],
    disclaimer: P.disclaimer,
  };
}

/** The rashifal of a date: one rashi, or all twelve (pure). */
export function dailyRashifal(
  date: CivilDate,
  lang: Lang,
  rashi0?: number,
  packed?: { pack: RashifalPack; names: Readonly<Record<string, string>> },
) {
  const sky = rashifalSky(date);
  const rashis = (rashi0 === undefined ? Array.from({ length: 12 }, (_, i) => i) : [rashi0]).map(
    (r) =>
      packed
        ? packedPrediction(scoreRashi(r, sky), sky, lang, packed.pack, packed.names)
        : rashiPrediction(scoreRashi(r, sky), sky, lang as TextLang),
  );
  return { sky: skyView(sky), rashis };
}
