/**
 * @module Names in the two languages of Family N's texts (English and Hindi, Devanagari): grahas,
 * rashis, nakshatras, houses, dignities, the classes of signs (BPHS ch. 4) and of nakshatras
 * (Muhurta Chintamani ch. 2), the nine taras, yoga families and the seven doshas. English names
 * keep the project's ASCII transliteration (RASHI_NAMES, NAKSHATRA_NAMES) with the English sign
 * name beside it; Hindi names are the common Devanagari spellings of North Indian almanacs.
 * Pure data.
 */
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  type GrahaName,
} from '../core/constants.js';
import type { YogaCategory } from '../yogas/catalogue-types.js';
import { TARA_NAMES as TARA_NAMES_EN } from '../core/tara-bala.js';

/** The languages of N's generated texts. */
export const TEXT_LANGS = ['en', 'hi'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

export const GRAHA_HI: Readonly<Record<GrahaName, string>> = {
  Sun: 'सूर्य',
  Moon: 'चंद्र',
  Mars: 'मंगल',
  Mercury: 'बुध',
  Jupiter: 'गुरु',
  Venus: 'शुक्र',
  Saturn: 'शनि',
  Rahu: 'राहु',
  Ketu: 'केतु',
};

export const RASHI_HI = [
  'मेष',
  'वृषभ',
  'मिथुन',
  'कर्क',
  'सिंह',
  'कन्या',
  'तुला',
  'वृश्चिक',
  'धनु',
  'मकर',
  'कुंभ',
  'मीन',
] as const;

export const NAKSHATRA_HI = [
  'अश्विनी',
  'भरणी',
  'कृत्तिका',
  'रोहिणी',
  'मृगशिरा',
  'आर्द्रा',
  'पुनर्वसु',
  'पुष्य',
  'आश्लेषा',
  'मघा',
  'पूर्वाफाल्गुनी',
  'उत्तराफाल्गुनी',
  'हस्त',
  'चित्रा',
  'स्वाती',
  'विशाखा',
  'अनुराधा',
  'ज्येष्ठा',
  'मूल',
  'पूर्वाषाढ़ा',
  'उत्तराषाढ़ा',
  'श्रवण',
  'धनिष्ठा',
  'शतभिषा',
  'पूर्वाभाद्रपद',
  'उत्तराभाद्रपद',
  'रेवती',
] as const;

/** A graha's name in a language, as it stands inside a sentence ("the Sun", "Mars", "सूर्य"). */
export function grahaName(g: GrahaName, lang: TextLang): string {
  if (lang === 'hi') return GRAHA_HI[g];
  return g === 'Sun' || g === 'Moon' ? `the ${g}` : g;
}
/** A rashi (0-based) in a language: "Mesha (Aries)" or "मेष". */
export function rashiName(r0: number, lang: TextLang): string {
  return lang === 'hi' ? RASHI_HI[r0]! : `${RASHI_NAMES[r0]!} (${RASHI_NAMES_EN[r0]!})`;
}
/** A nakshatra (0-based) in a language. */
export function nakshatraName(n0: number, lang: TextLang): string {
  return lang === 'hi' ? NAKSHATRA_HI[n0]! : NAKSHATRA_NAMES[n0]!;
}

const ORD_EN = [
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
/** Hindi ordinals in the oblique case, as in "सातवें भाव में". */
const ORD_HI = [
  '',
  'पहले',
  'दूसरे',
  'तीसरे',
  'चौथे',
  'पाँचवें',
  'छठे',
  'सातवें',
  'आठवें',
  'नौवें',
  'दसवें',
  'ग्यारहवें',
  'बारहवें',
];
/** "the 7th house" / "सातवें भाव". */
export function houseName(h: number, lang: TextLang): string {
  return lang === 'hi' ? `${ORD_HI[h]!} भाव` : `the ${ORD_EN[h]!} house`;
}
/** A list of houses: "the 2nd and 7th houses" / "दूसरे और सातवें भाव". */
export function housesName(hs: readonly number[], lang: TextLang): string {
  if (hs.length === 1) return houseName(hs[0]!, lang);
  if (lang === 'hi')
    return `${listJoin(
      hs.map((h) => ORD_HI[h]!),
      lang,
    )} भाव`;
  return `the ${listJoin(
    hs.map((h) => ORD_EN[h]!),
    lang,
  )} houses`;
}
/** "a, b and c" / "a, b और c". */
export function listJoin(items: readonly string[], lang: TextLang): string {
  const and = lang === 'hi' ? 'और' : 'and';
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]!}`;
}

/**
 * What each house signifies, shortened from BPHS ch. 11 (Judgement of bhavas): the matters the
 * text tells the astrologer to examine from each house.
 */
export const HOUSE_MATTERS: Readonly<Record<TextLang, readonly string[]>> = {
  en: [
    '',
    'the body, temperament and general vitality',
    'wealth, family and speech',
    'courage, effort and younger siblings',
    'mother, home, comforts and conveyances',
    'children, intelligence and past merit',
    'adversaries, illness, debts and service',
    'spouse and partnerships',
    'longevity, obstacles and hidden matters',
    'fortune, dharma, father and teachers',
    'work, rank and public standing',
    'gains, income and elder siblings',
    'expenses, losses, distant places and liberation',
  ],
  hi: [
    '',
    'शरीर, स्वभाव और सामान्य ऊर्जा',
    'धन, कुटुंब और वाणी',
    'साहस, प्रयास और छोटे भाई-बहन',
    'माता, घर, सुख और वाहन',
    'संतान, बुद्धि और पूर्व पुण्य',
    'शत्रु, रोग, ऋण और सेवा',
    'जीवनसाथी और साझेदारी',
    'आयु, बाधाएँ और गूढ़ विषय',
    'भाग्य, धर्म, पिता और गुरु',
    'कर्म, पद और सार्वजनिक प्रतिष्ठा',
    'लाभ, आय और बड़े भाई-बहन',
    'व्यय, हानि, दूर देश और मोक्ष',
  ],
};

/**
 * The graha as a part of the Time-person (Kalapurusha), BPHS ch. 3: the Sun the soul, the Moon
 * the mind, Mars strength, Mercury speech, Jupiter knowledge and happiness, Venus vitality
 * (virya), Saturn sorrow. The nodes are not in the verse: they are described by placement only.
 */
export const KARAKA_OF: Readonly<Record<TextLang, Readonly<Partial<Record<GrahaName, string>>>>> = {
  en: {
    Sun: 'the soul (atma)',
    Moon: 'the mind (manas)',
    Mars: 'the strength (sattva)',
    Mercury: 'the speech (vani)',
    Jupiter: 'the knowledge and happiness (jnana, sukha)',
    Venus: 'the vitality (virya)',
    Saturn: 'the sorrow (duhkha)',
  },
  hi: {
    Sun: 'आत्मा',
    Moon: 'मन',
    Mars: 'बल (सत्त्व)',
    Mercury: 'वाणी',
    Jupiter: 'ज्ञान और सुख',
    Venus: 'वीर्य (जीवन-शक्ति)',
    Saturn: 'दुःख',
  },
};

/** Dignity of a graha in its sign (BPHS ch. 3), the keys ChartData uses. */
export type Dignity =
  | 'exalted'
  | 'debilitated'
  | 'moolatrikona'
  | 'own'
  | 'great-friend'
  | 'friend'
  | 'neutral'
  | 'enemy'
  | 'great-enemy'
  | 'node';
export const DIGNITY_NAMES: Readonly<Record<TextLang, Readonly<Record<Dignity, string>>>> = {
  en: {
    exalted: 'exalted',
    debilitated: 'debilitated',
    moolatrikona: 'in its moolatrikona',
    own: 'in its own sign',
    'great-friend': 'in the sign of a great friend',
    friend: 'in a friendly sign',
    neutral: 'in a neutral sign',
    enemy: 'in an enemy sign',
    'great-enemy': 'in the sign of a great enemy',
    node: 'a node (no sign dignity in BPHS)',
  },
  hi: {
    exalted: 'उच्च का',
    debilitated: 'नीच का',
    moolatrikona: 'मूलत्रिकोण में',
    own: 'स्वराशि में',
    'great-friend': 'अधिमित्र की राशि में',
    friend: 'मित्र राशि में',
    neutral: 'सम राशि में',
    enemy: 'शत्रु राशि में',
    'great-enemy': 'अधिशत्रु की राशि में',
    node: 'छाया ग्रह (BPHS में राशि-बल नहीं)',
  },
};

/** Sign classes of BPHS ch. 4: movable, fixed, dual (by rashi index mod 3). */
export const MODALITY: Readonly<Record<TextLang, readonly string[]>> = {
  en: ['movable (chara)', 'fixed (sthira)', 'dual (dvisvabhava)'],
  hi: ['चर', 'स्थिर', 'द्विस्वभाव'],
};
/** Elements (tattva) of BPHS ch. 4: fiery, earthy, airy, watery (by rashi index mod 4). */
export const ELEMENT: Readonly<Record<TextLang, readonly string[]>> = {
  en: ['fiery', 'earthy', 'airy', 'watery'],
  hi: ['अग्नि तत्व की', 'पृथ्वी तत्व की', 'वायु तत्व की', 'जल तत्व की'],
};
/** BPHS ch. 4: odd signs are male and krura, even signs female and saumya. */
export const SIGN_NATURE: Readonly<Record<TextLang, readonly [string, string]>> = {
  en: [
    'an odd sign, male and krura (forceful) in nature',
    'an even sign, female and saumya (gentle) in nature',
  ],
  hi: ['विषम राशि है, स्वभाव से पुरुष और क्रूर', 'सम राशि है, स्वभाव से स्त्री और सौम्य'],
};

/**
 * The seven nakshatra classes of Muhurta Chintamani ch. 2 (Nakshatra prakarana), by nakshatra
 * (0-based): dhruva (fixed), chara (movable), ugra (fierce), mishra (mixed), kshipra (swift),
 * mridu (soft), tikshna (sharp).
 */
export const NAKSHATRA_CLASS: readonly NakshatraClass[] = [
  'kshipra',
  'ugra',
  'mishra',
  'dhruva',
  'mridu',
  'tikshna',
  'chara',
  'kshipra',
  'tikshna',
  'ugra',
  'ugra',
  'dhruva',
  'kshipra',
  'mridu',
  'chara',
  'mishra',
  'mridu',
  'tikshna',
  'tikshna',
  'ugra',
  'dhruva',
  'chara',
  'chara',
  'chara',
  'ugra',
  'dhruva',
  'mridu',
];
export type NakshatraClass =
  'dhruva' | 'chara' | 'ugra' | 'mishra' | 'kshipra' | 'mridu' | 'tikshna';
export const NAKSHATRA_CLASS_NAMES: Readonly<
  Record<TextLang, Readonly<Record<NakshatraClass, string>>>
> = {
  en: {
    dhruva: 'fixed (dhruva)',
    chara: 'movable (chara)',
    ugra: 'fierce (ugra)',
    mishra: 'mixed (mishra)',
    kshipra: 'swift (kshipra)',
    mridu: 'soft (mridu)',
    tikshna: 'sharp (tikshna)',
  },
  hi: {
    dhruva: 'ध्रुव (स्थिर)',
    chara: 'चर',
    ugra: 'उग्र',
    mishra: 'मिश्र',
    kshipra: 'क्षिप्र (लघु)',
    mridu: 'मृदु',
    tikshna: 'तीक्ष्ण',
  },
};

export const GANA_NAMES_BY_LANG: Readonly<Record<TextLang, readonly string[]>> = {
  en: ['Deva', 'Manushya', 'Rakshasa'],
  hi: ['देव', 'मनुष्य', 'राक्षस'],
};

/** The nine taras counted from a janma nakshatra (the navatara of the muhurta texts), index 0 = Janma. */
export const TARA_NAMES: Readonly<Record<TextLang, readonly string[]>> = {
  en: TARA_NAMES_EN,
  hi: ['जन्म', 'संपत्', 'विपत्', 'क्षेम', 'प्रत्यरि', 'साधक', 'वध', 'मित्र', 'परम मित्र'],
};

/** Yoga families of the catalogue. */
export const YOGA_CATEGORY_NAMES: Readonly<
  Record<TextLang, Readonly<Record<YogaCategory, string>>>
> = {
  en: {
    'pancha-mahapurusha': 'Pancha Mahapurusha',
    chandra: 'Chandra (lunar)',
    surya: 'Surya (solar)',
    nabhasa: 'Nabhasa',
    raja: 'Raja',
    dhana: 'Dhana',
    parivartana: 'Parivartana (exchange)',
    'viparita-raja': 'Viparita Raja',
    'neecha-bhanga': 'Neecha Bhanga',
    shubha: 'Shubha',
    bhava: 'Bhava',
    daridra: 'Daridra',
    arishta: 'Arishta',
    sannyasa: 'Sannyasa',
  },
  hi: {
    'pancha-mahapurusha': 'पंच महापुरुष',
    chandra: 'चंद्र',
    surya: 'सूर्य',
    nabhasa: 'नाभस',
    raja: 'राज',
    dhana: 'धन',
    parivartana: 'परिवर्तन',
    'viparita-raja': 'विपरीत राज',
    'neecha-bhanga': 'नीचभंग',
    shubha: 'शुभ',
    bhava: 'भाव',
    daridra: 'दरिद्र',
    arishta: 'अरिष्ट',
    sannyasa: 'संन्यास',
  },
};

/** The nine grahas in a language, GRAHA_NAMES order. */
export const GRAHAS_IN: Readonly<Record<TextLang, readonly string[]>> = {
  en: GRAHA_NAMES,
  hi: GRAHA_NAMES.map((g) => GRAHA_HI[g]),
};

/** A degree value for text: one decimal, "12.3°". */
export function degText(deg: number): string {
  return `${(Math.round(deg * 10) / 10).toFixed(1)}°`;
}
