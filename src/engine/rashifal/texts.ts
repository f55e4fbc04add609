/**
 * @module Texts of the daily rashifal in English and Hindi: the factual sentences that state the
 * day's transits from the rashi (each with the rule it applies), and one sentence per domain
 * chosen by the score. Every sentence expresses a tendency of the day or conditional counsel
 * ("a day that favours steady work"; "if a decision can wait, ..."), never an event and never a
 * certainty; no template says "will". The English and Hindi sets are parallel: the same slots,
 * the same facts. Two variants per (domain, score) keep consecutive days from reading alike; the
 * variant is a pure function of (date, rashi, domain).
 */
import { RASHI_NAMES, RASHI_NAMES_EN, type SaptaGraha } from '../core/constants.js';
import {
  RASHI_HI,
  TARA_NAMES,
  grahaName,
  houseName,
  listJoin,
  nakshatraName,
  rashiName,
  type TextLang,
} from '../reading/names.js';
import {
  DOMAINS,
  RASHIFAL_RULES_VERSION,
  type Domain,
  type RashifalFactors,
  type RashifalScore,
  type RashifalSky,
  type TransitFactor,
} from './index.js';

type Pair = readonly [string, string];
/** [domain][score 1-5] -> two variants, per language. */
type DomainTemplates = Readonly<Record<Domain, readonly Pair[]>>;

const EN: DomainTemplates = {
  career: [
    ['', ''],
    [
      'A day that calls for patience at work; if you are weighing a career decision, the traditional counsel is to give it more time.',
      'The transit rules show little support for work matters today; consolidating rather than starting anew suits the day.',
    ],
    [
      'A day to keep work plans simple; if a decision can wait, a careful review may help.',
      'Work matters meet some friction by the transit rules; patience and clear communication suit the day.',
    ],
    [
      'A balanced day for work, suited to routine tasks more than to new ventures.',
      'Neither strong support nor strain for work matters; a day for regular duties.',
    ],
    [
      'A day that favours steady work on existing commitments.',
      'Work matters have mild support; finishing what is already in hand suits the day.',
    ],
    [
      'A day that favours initiative at work: presenting ideas and starting prepared plans find good support.',
      'Work matters have strong support today; steady effort on important tasks suits the day.',
    ],
  ],
  relationships: [
    ['', ''],
    [
      'A day that calls for gentleness in relationships; if tensions surface, giving them time is the traditional counsel.',
      'The transit rules show little support for relationship matters today; quiet understanding suits the day better than debate.',
    ],
    [
      'A day to choose words with care in close relationships; patience helps.',
      'Relationships meet some friction by the transit rules; if a difficult conversation is due, a calm setting may help.',
    ],
    [
      'A balanced day for relationships; ordinary routines with family and friends suit it.',
      'Neither strong support nor strain in relationships; a day for listening.',
    ],
    [
      'A day that favours kind words and time with people close to you.',
      'Relationships have mild support; small gestures of care suit the day.',
    ],
    [
      'A warm day for relationships; conversations and shared time are well supported.',
      'Family and partnership matters have strong support today; a good day to reach out and reconnect.',
    ],
  ],
  health: [
    ['', ''],
    [
      'A day to go gently: rest, regular meals and an unhurried pace suit it.',
      'The transit rules show little support for vitality today; easing the load and resting well suit the day.',
    ],
    [
      'A day to pace yourself; rest between tasks suits it.',
      'Well-being meets some strain by the transit rules; an unhurried day with regular meals helps.',
    ],
    [
      'A balanced day for well-being; ordinary care and regular habits suit it.',
      'Neither strong support nor strain for well-being; a day to keep to routine.',
    ],
    [
      'A day that favours steady routines of food, sleep and movement.',
      'Well-being has mild support; a balanced pace suits the day.',
    ],
    [
      'A day that supports energy and vitality; a good day to keep up healthy routines.',
      'Well-being has strong support by the transit rules; regular exercise and rest suit the day.',
    ],
  ],
  finance: [
    ['', ''],
    [
      'A day that calls for caution with money; if a financial decision is pending, the traditional counsel is to wait and review.',
      'The transit rules show little support for money matters today; preserving resources suits the day better than new commitments.',
    ],
    [
      'A day to keep spending modest and to check the details of any payment.',
      'Money matters meet some friction by the transit rules; if a purchase can wait, a second look may help.',
    ],
    [
      'A balanced day for finances; keeping to the budget suits it.',
      'Neither strong support nor strain for money matters; a day for routine accounts.',
    ],
    [
      'A day that favours careful budgeting and steady saving.',
      'Money matters have mild support; routine transactions suit the day.',
    ],
    [
      'A day that favours financial planning and the review of gains.',
      'Money matters have strong support by the transit rules; a good day for well-prepared transactions.',
    ],
  ],
};

const HI: DomainTemplates = {
  career: [
    ['', ''],
    [
      'कार्यक्षेत्र में धैर्य रखने का दिन; यदि आप करियर से जुड़ा कोई निर्णय तौल रहे हैं, तो परंपरागत सलाह उसे और समय देने की है।',
      'गोचर नियमों के अनुसार आज कार्य से जुड़े विषयों को कम सहारा है; नया शुरू करने के बजाय जो है उसे सँभालना इस दिन के अनुकूल है।',
    ],
    [
      'कार्य की योजनाएँ सरल रखने का दिन; यदि कोई निर्णय रुक सकता है, तो सावधानी से समीक्षा सहायक हो सकती है।',
      'गोचर नियमों के अनुसार कार्य से जुड़े विषयों में कुछ रुकावट दिखती है; धैर्य और स्पष्ट बातचीत इस दिन के अनुकूल है।',
    ],
    [
      'कार्य के लिए संतुलित दिन; नए उद्यम की अपेक्षा नियमित काम इसके अधिक अनुकूल हैं।',
      'कार्य से जुड़े विषयों में न विशेष सहारा है न दबाव; नियमित कर्तव्यों का दिन।',
    ],
    [
      'पहले से चल रहे कामों पर लगातार मेहनत के लिए अनुकूल दिन।',
      'कार्य से जुड़े विषयों को हल्का सहारा है; हाथ में लिए काम पूरे करना इस दिन के अनुकूल है।',
    ],
    [
      'कार्यक्षेत्र में पहल के लिए अनुकूल दिन: विचार रखने और तैयार योजनाएँ शुरू करने को अच्छा सहारा मिलता है।',
      'आज कार्य से जुड़े विषयों को अच्छा सहारा है; महत्वपूर्ण कामों पर लगातार प्रयास इस दिन के अनुकूल है।',
    ],
  ],
  relationships: [
    ['', ''],
    [
      'संबंधों में कोमलता रखने का दिन; यदि तनाव उभरे, तो उसे समय देना परंपरागत सलाह है।',
      'गोचर नियमों के अनुसार आज संबंधों के विषयों को कम सहारा है; बहस के बजाय शांत समझ इस दिन के अधिक अनुकूल है।',
    ],
    [
      'निकट संबंधों में शब्द सोच-समझकर चुनने का दिन; धैर्य सहायक है।',
      'गोचर नियमों के अनुसार संबंधों में कुछ खिंचाव दिखता है; यदि कोई कठिन बातचीत करनी हो, तो शांत वातावरण सहायक हो सकता है।',
    ],
    [
      'संबंधों के लिए संतुलित दिन; परिवार और मित्रों के साथ सामान्य दिनचर्या इसके अनुकूल है।',
      'संबंधों में न विशेष सहारा है न दबाव; सुनने और समझने का दिन।',
    ],
    [
      'मधुर वचन और अपनों के साथ समय बिताने के लिए अनुकूल दिन।',
      'संबंधों को हल्का सहारा है; स्नेह भरे छोटे कदम इस दिन के अनुकूल हैं।',
    ],
    [
      'संबंधों के लिए स्नेहपूर्ण दिन; बातचीत और साथ बिताए समय को अच्छा सहारा है।',
      'आज परिवार और साझेदारी के विषयों को अच्छा सहारा है; संपर्क करने और फिर से जुड़ने के लिए अच्छा दिन।',
    ],
  ],
  health: [
    ['', ''],
    [
      'सहज रहने का दिन: विश्राम, नियमित भोजन और धीमी गति इसके अनुकूल हैं।',
      'गोचर नियमों के अनुसार आज ऊर्जा को कम सहारा है; काम का बोझ हल्का रखना और अच्छा विश्राम इस दिन के अनुकूल है।',
    ],
    [
      'अपनी गति सँभालकर चलने का दिन; कामों के बीच विश्राम इसके अनुकूल है।',
      'गोचर नियमों के अनुसार स्वास्थ्य पर कुछ दबाव दिखता है; नियमित भोजन के साथ बिना जल्दबाज़ी का दिन सहायक है।',
    ],
    [
      'स्वास्थ्य के लिए संतुलित दिन; सामान्य देखभाल और नियमित आदतें इसके अनुकूल हैं।',
      'स्वास्थ्य में न विशेष सहारा है न दबाव; दिनचर्या बनाए रखने का दिन।',
    ],
    [
      'भोजन, नींद और व्यायाम की नियमित दिनचर्या के लिए अनुकूल दिन।',
      'स्वास्थ्य को हल्का सहारा है; संतुलित गति इस दिन के अनुकूल है।',
    ],
    [
      'ऊर्जा और स्फूर्ति को सहारा देने वाला दिन; स्वस्थ दिनचर्या बनाए रखने के लिए अच्छा दिन।',
      'गोचर नियमों के अनुसार स्वास्थ्य को अच्छा सहारा है; नियमित व्यायाम और विश्राम इस दिन के अनुकूल हैं।',
    ],
  ],
  finance: [
    ['', ''],
    [
      'धन के मामले में सावधानी का दिन; यदि कोई आर्थिक निर्णय लंबित है, तो परंपरागत सलाह प्रतीक्षा और समीक्षा की है।',
      'गोचर नियमों के अनुसार आज धन से जुड़े विषयों को कम सहारा है; नई प्रतिबद्धताओं के बजाय साधनों को सुरक्षित रखना इस दिन के अनुकूल है।',
    ],
    [
      'खर्च सीमित रखने और हर भुगतान का विवरण जाँचने का दिन।',
      'गोचर नियमों के अनुसार धन से जुड़े विषयों में कुछ रुकावट दिखती है; यदि कोई खरीद रुक सकती है, तो दोबारा विचार सहायक हो सकता है।',
    ],
    [
      'आर्थिक विषयों के लिए संतुलित दिन; बजट के भीतर रहना इसके अनुकूल है।',
      'धन से जुड़े विषयों में न विशेष सहारा है न दबाव; नियमित हिसाब-किताब का दिन।',
    ],
    [
      'सावधानी से बजट बनाने और नियमित बचत के लिए अनुकूल दिन।',
      'धन से जुड़े विषयों को हल्का सहारा है; नियमित लेन-देन इस दिन के अनुकूल हैं।',
    ],
    [
      'आर्थिक योजना और लाभ की समीक्षा के लिए अनुकूल दिन।',
      'गोचर नियमों के अनुसार धन से जुड़े विषयों को अच्छा सहारा है; अच्छी तरह तैयार लेन-देन के लिए अच्छा दिन।',
    ],
  ],
};

/** The domain templates of a language, exported for the tests that check every sentence. */
export const DOMAIN_TEMPLATES: Readonly<Record<TextLang, DomainTemplates>> = { en: EN, hi: HI };

const DOMAIN_LABEL: Readonly<Record<TextLang, Readonly<Record<Domain, string>>>> = {
  en: { career: 'career', relationships: 'relationships', health: 'health', finance: 'finance' },
  hi: { career: 'कार्य', relationships: 'संबंध', health: 'स्वास्थ्य', finance: 'धन' },
};

const DISCLAIMER: Readonly<Record<TextLang, string>> = {
  en: 'Scores and texts come from fixed classical transit rules applied to the whole Moon sign, not to one birth chart. They describe tendencies of the day, not events, and are not medical, legal or financial advice.',
  hi: 'अंक और पाठ पूरी चंद्र राशि पर लागू निश्चित शास्त्रीय गोचर नियमों से बने हैं, किसी एक जन्म कुंडली से नहीं। ये दिन की प्रवृत्तियाँ बताते हैं, घटनाएँ नहीं, और न ही चिकित्सा, कानूनी या वित्तीय सलाह हैं।',
};

/** Sources of the rules a rashifal applies. */
export const RASHIFAL_SOURCES: readonly string[] = [
  'Phaladeepika ch. 26 (Gochara: transit results of the Moon, Jupiter and Saturn from the Moon sign; vedha)',
  'Muhurta Chintamani ch. 4 (Gochara prakarana: Chandra bala, Tara bala, vedha)',
  'BPHS ch. 11 (judgement of the houses: the houses each domain is read from)',
];

/** Variant 0 or 1 for a (date, rashi, domain): a pure function of the three. */
export function variantOf(dateIso: string, rashi0: number, k: number): number {
  const dayNum = Number(dateIso.replace(/-/g, ''));
  return (dayNum + rashi0 + k) % 2;
}

function vedhaText(f: TransitFactor, rashi0: number, lang: TextLang): string {
  if (!f.vedha) return '';
  const by = listJoin(
    f.vedha.by.map((g) => grahaName(g as SaptaGraha, lang)),
    lang,
  );
  return lang === 'hi'
    ? `, पर ${RASHI_HI[rashi0]} से ${houseName(f.vedha.house, lang)} में ${by} होने से इसका शुभ फल बाधित (वेध) है`
    : `, but ${by} in ${houseName(f.vedha.house, lang)} from ${RASHI_NAMES[rashi0]} obstructs its benefit (vedha)`;
}

function transitSentence(f: TransitFactor, rashi0: number, lang: TextLang): string {
  const g = grahaName(f.graha, lang);
  const gEn = f.graha === 'Moon' ? 'The Moon' : f.graha;
  if (lang === 'hi') {
    const kind = f.favourable ? 'शुभ गोचर स्थानों में गिनता है' : 'कम अनुकूल गोचर स्थानों में गिनता है';
    return `${g} ${rashiName(f.rashi0, lang)} राशि में है, जो ${RASHI_HI[rashi0]} से ${houseName(f.house, lang)} में पड़ती है; फलदीपिका अध्याय 26 इसे ${g} के ${kind}${vedhaText(f, rashi0, lang)}।`;
  }
  const kind = f.favourable
    ? `one of ${f.graha === 'Moon' ? "the Moon's" : `${f.graha}'s`} favourable transit houses`
    : `a less favourable transit house for ${f.graha === 'Moon' ? 'the Moon' : f.graha}`;
  return `${gEn} is in ${rashiName(f.rashi0, lang)}, ${houseName(f.house, lang)} from ${RASHI_NAMES[rashi0]}; Phaladeepika ch. 26 counts it as ${kind}${vedhaText(f, rashi0, lang)}.`;
}

function chandraSentence(
  f: RashifalFactors['chandraBala'],
  rashi0: number,
  lang: TextLang,
): string {
  const state = f.value === 1 ? 0 : f.value === 0.5 ? 1 : f.value === 0 ? 2 : 3;
  if (lang === 'hi') {
    const s = ['पूर्ण है', 'शुक्ल पक्ष में आंशिक है', 'कृष्ण पक्ष में सम (न शुभ न अशुभ) है', 'नहीं है'][state]!;
    return `${RASHI_HI[rashi0]} के लिए चंद्र बल (मुहूर्त चिंतामणि अध्याय 4) ${s}।`;
  }
  const s = [
    'present',
    'partial, the Moon being in Shukla paksha',
    'neutral in Krishna paksha',
    'absent',
  ][state]!;
  return `Chandra bala (Muhurta Chintamani ch. 4) for ${RASHI_NAMES[rashi0]} is ${s}.`;
}

function taraSentence(f: RashifalFactors['tara'], rashi0: number, lang: TextLang): string {
  const list = f.entries.map((e) =>
    lang === 'hi'
      ? `${nakshatraName(e.nakshatra0, lang)} (${e.padas} चरण) के लिए ${TARA_NAMES.hi[e.tara]} तारा`
      : `${TARA_NAMES.en[e.tara]} for ${nakshatraName(e.nakshatra0, lang)} (${e.padas} ${e.padas === 1 ? 'pada' : 'padas'})`,
  );
  const overall = f.value > 0.3 ? 0 : f.value < -0.3 ? 2 : 1;
  if (lang === 'hi') {
    return `आज का नक्षत्र ${nakshatraName(f.dayNakshatra0, lang)} है; ${RASHI_HI[rashi0]} के नक्षत्रों से गिनने पर यह ${listJoin(list, lang)} है, इसलिए कुल मिलाकर तारा बल (मुहूर्त चिंतामणि अध्याय 4) ${['अनुकूल', 'मिश्रित', 'प्रतिकूल'][overall]} है।`;
  }
  return `The day's nakshatra is ${nakshatraName(f.dayNakshatra0, lang)}; counted from the nakshatras of ${RASHI_NAMES[rashi0]} it is ${listJoin(list, lang)}, so Tara bala (Muhurta Chintamani ch. 4) is ${['favourable', 'mixed', 'unfavourable'][overall]} on the whole.`;
}

/** One rashi's prediction for a date, in a language. */
export function rashiPrediction(s: RashifalScore, sky: RashifalSky, lang: TextLang) {
  const r = s.rashi0;
  const f = s.factors;
  const domainText = {} as Record<Domain, string>;
  DOMAINS.forEach((d, k) => {
    domainText[d] = DOMAIN_TEMPLATES[lang][d][s.scores[d]]![variantOf(sky.date, r, k)]!;
  });
  const scoreLine = DOMAINS.map((d) => `${DOMAIN_LABEL[lang][d]} ${s.scores[d]}/5`).join(', ');
  const summary =
    lang === 'hi'
      ? `${sky.date} को ${RASHI_HI[r]} राशि के लिए शास्त्रीय गोचर नियमों से अंक: ${scoreLine}।`
      : `Scores for ${RASHI_NAMES[r]} (${RASHI_NAMES_EN[r]}) on ${sky.date} by the classical transit rules: ${scoreLine}.`;
  return {
    rashi: { index: r, name: RASHI_NAMES[r]!, nameEn: RASHI_NAMES_EN[r]!, nameHi: RASHI_HI[r]! },
    date: sky.date,
    lang,
    rulesVersion: RASHIFAL_RULES_VERSION,
    scores: s.scores,
    text: {
      summary,
      transits: [
        transitSentence(f.moon, r, lang),
        chandraSentence(f.chandraBala, r, lang),
        taraSentence(f.tara, r, lang),
        transitSentence(f.jupiter, r, lang),
        transitSentence(f.saturn, r, lang),
      ],
      ...domainText,
    },
    factors: {
      moon: f.moon,
      chandraBala: f.chandraBala,
      tara: {
        ...f.tara,
        entries: f.tara.entries.map((e) => ({ ...e, taraName: TARA_NAMES.en[e.tara]! })),
      },
      jupiter: f.jupiter,
      saturn: f.saturn,
      raw: s.raw,
    },
    sources: [...RASHIFAL_SOURCES],
    disclaimer: DISCLAIMER[lang],
  };
}
export type RashiPrediction = ReturnType<typeof rashiPrediction>;

/** The sky as the answer shows it. */
export function skyView(sky: RashifalSky) {
  return {
    date: sky.date,
    instant: sky.instant.iso,
    place: sky.place,
    ayanamsa: 'lahiri' as const,
    moon: {
      rashi: RASHI_NAMES[sky.moon.rashi0]!,
      nakshatra: nakshatraName(sky.moon.nakshatra0, 'en'),
      pada: sky.moon.pada,
      lonDeg: sky.moon.lonDeg,
    },
    paksha: sky.paksha,
    jupiter: {
      rashi: RASHI_NAMES[sky.jupiter.rashi0]!,
      lonDeg: sky.jupiter.lonDeg,
      retrograde: sky.jupiter.retrograde,
    },
    saturn: {
      rashi: RASHI_NAMES[sky.saturn.rashi0]!,
      lonDeg: sky.saturn.lonDeg,
      retrograde: sky.saturn.retrograde,
    },
  };
}

/** Every sentence of a prediction, for checks. */
export function predictionTexts(p: RashiPrediction): string[] {
  return [p.text.summary, ...p.text.transits, ...DOMAINS.map((d) => p.text[d]), p.disclaimer];
}
