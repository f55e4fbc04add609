/**
 * `npm run names:draft [-- --write]`: drafts of the names data/names/<lang>.json lacks, for review.
 * For each id (src/engine/i18n/ids.ts) and language without a name, in this order:
 * 1. the hand-written lists of scripts/names/ (core lists, regional months, the Devanagari of
 *    festivals, yogas, samvatsaras and dasha systems), composed where a name is made of parts
 *    (an ekadashi's name and the word for ekadashi; a month and the word for purnima);
 * 2. for an Indic language, the Hindi name of data/names/hi.json carried into the language's
 *    script (scripts/lib/indic-script.ts), the yoga and dasha words replaced by the language's own.
 * English is never drafted from anything but the engine's own English names: an id without one is
 * reported. Names already in a file are never changed. Without --write the drafts are printed;
 * with it they are added to the files (one line per id, in id order) and must be reviewed before
 * they are committed (docs/languages.md "Adding a name").
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { GRAHA_NAMES } from '../src/engine/core/constants.js';
import { SAMVATSARA_NAMES } from '../src/engine/calendar/names.js';
import { DASHA_SYSTEMS } from '../src/engine/dasha/index.js';
import { KAAL_SARP_TYPES } from '../src/engine/doshas/index.js';
import { YOGA_CATALOGUE } from '../src/engine/yogas/index.js';
import { UTSAVA_RULES, EKADASHI_NAMES } from '../src/engine/utsava/rules.js';
import { LANGS, type Lang } from '../src/engine/i18n/langs.js';
import { KARANA_IDS, DOSHA_IDS, nameIds } from '../src/engine/i18n/ids.js';
import { CORE, REGIONAL_MONTHS } from './names/core.js';
import {
  ADHIKA_EKADASHI_HI,
  DASHA_HI,
  EKADASHI_HI,
  FESTIVAL_HI,
  KAAL_SARP_HI,
  SAMVATSARA_HI,
  YOGA_WORDS_HI,
} from './names/devanagari.js';
import { fromDevanagari, type DraftScript } from './lib/indic-script.js';

const WRITE = process.argv.includes('--write');
const MASA_SLUGS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
];
const RASHI_SLUGS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrischika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
];

/** The form a name takes before another word in a compound (Tamil மகரம் -> மகர சங்கராந்தி). */
function stem(name: string, lang: Lang): string {
  if (lang === 'ta') return name.replace(/ம்$/, '');
  if (lang === 'te' || lang === 'ml') return name.replace(/[ంം]$/, '');
  return name;
}

const SANKRANTI_WORD: Record<Lang, string> = {
  en: 'Sankranti',
  hi: 'संक्रांति',
  mr: 'संक्रांत',
  bn: 'সংক্রান্তি',
  gu: 'સંક્રાંતિ',
  or: 'ସଂକ୍ରାନ୍ତି',
  ta: 'சங்கராந்தி',
  te: 'సంక్రాంతి',
  kn: 'ಸಂಕ್ರಾಂತಿ',
  ml: 'സംക്രാന്തി',
};
const VAISHNAVA_WORD: Record<Lang, string> = {
  en: 'Vaishnava',
  hi: 'वैष्णव',
  mr: 'वैष्णव',
  bn: 'বৈষ্ণব',
  gu: 'વૈષ્ણવ',
  or: 'ବୈଷ୍ଣବ',
  ta: 'வைணவம்',
  te: 'వైష్ణవ',
  kn: 'ವೈಷ್ಣವ',
  ml: 'വൈഷ്ണവ',
};

/** Festival names of wide regional use that a letter-by-letter draft would miss. */
const FESTIVAL_NATIVE: Partial<Record<Lang, Record<string, string>>> = {
  ta: {
    'diwali-lakshmi-puja': 'தீபாவளி (லட்சுமி பூஜை)',
    'ganesh-chaturthi': 'விநாயகர் சதுர்த்தி',
    'krishna-janmashtami': 'கிருஷ்ண ஜெயந்தி (ஸ்மார்த்தம்)',
    'krishna-janmashtami-vaishnava': 'கிருஷ்ண ஜெயந்தி (வைணவம்)',
    'thai-pongal': 'தைப் பொங்கல்',
    puthandu: 'புத்தாண்டு (தமிழ்ப் புத்தாண்டு)',
    onam: 'ஓணம் (திருவோணம்)',
    vishu: 'விஷு',
    'vishu-medam-1': 'விஷு (மேடம் 1)',
    'maha-shivaratri': 'மகா சிவராத்திரி',
    dussehra: 'விஜயதசமி',
    'makar-sankranti': 'மகர சங்கராந்தி',
    'ram-navami': 'ஸ்ரீ ராம நவமி',
    'holi-dhulandi': 'ஹோலி',
    'raksha-bandhan': 'ரக்ஷா பந்தன்',
    'ugadi-gudi-padwa': 'யுகாதி / குடி பட்வா (புத்தாண்டு)',
    'sharad-navaratri': 'நவராத்திரி தொடக்கம்',
  },
  te: {
    'ugadi-gudi-padwa': 'ఉగాది / గుడి పడ్వా (కొత్త సంవత్సరం)',
    'ganesh-chaturthi': 'వినాయక చవితి',
    'diwali-lakshmi-puja': 'దీపావళి (లక్ష్మీ పూజ)',
    'makar-sankranti': 'మకర సంక్రాంతి',
    dussehra: 'దసరా (విజయదశమి)',
    'krishna-janmashtami': 'కృష్ణాష్టమి (స్మార్త)',
    'krishna-janmashtami-vaishnava': 'కృష్ణాష్టమి (వైష్ణవ)',
    'holi-dhulandi': 'హోలీ',
    'maha-shivaratri': 'మహా శివరాత్రి',
    'ram-navami': 'శ్రీరామ నవమి',
    'thai-pongal': 'పొంగల్',
    onam: 'ఓణం (తిరువోణం)',
  },
  kn: {
    'ugadi-gudi-padwa': 'ಯುಗಾದಿ / ಗುಡಿ ಪಾಡ್ವಾ (ಹೊಸ ವರ್ಷ)',
    'ganesh-chaturthi': 'ಗಣೇಶ ಚತುರ್ಥಿ',
    'diwali-lakshmi-puja': 'ದೀಪಾವಳಿ (ಲಕ್ಷ್ಮೀ ಪೂಜೆ)',
    'makar-sankranti': 'ಮಕರ ಸಂಕ್ರಾಂತಿ',
    dussehra: 'ದಸರಾ (ವಿಜಯದಶಮಿ)',
    'krishna-janmashtami': 'ಕೃಷ್ಣ ಜನ್ಮಾಷ್ಟಮಿ (ಸ್ಮಾರ್ತ)',
    'krishna-janmashtami-vaishnava': 'ಕೃಷ್ಣ ಜನ್ಮಾಷ್ಟಮಿ (ವೈಷ್ಣವ)',
    'holi-dhulandi': 'ಹೋಳಿ',
    'maha-shivaratri': 'ಮಹಾ ಶಿವರಾತ್ರಿ',
    'ram-navami': 'ಶ್ರೀರಾಮ ನವಮಿ',
    'thai-pongal': 'ಪೊಂಗಲ್',
    onam: 'ಓಣಂ (ತಿರುವೋಣಂ)',
  },
  ml: {
    onam: 'ഓണം (തിരുവോണം)',
    vishu: 'വിഷു',
    'vishu-medam-1': 'വിഷു (മേടം 1)',
    'diwali-lakshmi-puja': 'ദീപാവലി (ലക്ഷ്മീ പൂജ)',
    'ganesh-chaturthi': 'വിനായക ചതുർത്ഥി',
    'krishna-janmashtami': 'ശ്രീകൃഷ്ണ ജയന്തി (സ്മാർത്തം)',
    'krishna-janmashtami-vaishnava': 'ശ്രീകൃഷ്ണ ജയന്തി (വൈഷ്ണവം)',
    dussehra: 'വിജയദശമി',
    'maha-shivaratri': 'മഹാശിവരാത്രി',
    'makar-sankranti': 'മകരസംക്രാന്തി',
    'holi-dhulandi': 'ഹോളി',
    'thai-pongal': 'പൊങ്കൽ',
    puthandu: 'പുത്താണ്ട് (തമിഴ് പുതുവർഷം)',
  },
  bn: {
    'diwali-lakshmi-puja': 'দীপাবলি (লক্ষ্মীপূজা)',
    'durga-ashtami': 'দুর্গাষ্টমী (মহাষ্টমী)',
    dussehra: 'বিজয়া দশমী',
    'sharad-purnima': 'কোজাগরী লক্ষ্মীপূজা (শরৎ পূর্ণিমা)',
    'holi-dhulandi': 'দোলযাত্রা (হোলি)',
    'rath-yatra': 'রথযাত্রা',
    'vasant-panchami': 'বসন্ত পঞ্চমী (সরস্বতী পূজা)',
    'makar-sankranti': 'মকর সংক্রান্তি (পৌষ সংক্রান্তি)',
    'krishna-janmashtami': 'জন্মাষ্টমী (স্মার্ত)',
    'krishna-janmashtami-vaishnava': 'জন্মাষ্টমী (বৈষ্ণব)',
    'maha-shivaratri': 'মহাশিবরাত্রি',
    'raksha-bandhan': 'রাখী বন্ধন',
    'bhai-dooj': 'ভাইফোঁটা (যম দ্বিতীয়া)',
    'sarva-pitru-amavasya': 'মহালয়া (সর্বপিতৃ অমাবস্যা)',
  },
  gu: {
    'diwali-lakshmi-puja': 'દિવાળી (લક્ષ્મી પૂજન)',
    'makar-sankranti': 'ઉત્તરાયણ (મકર સંક્રાંતિ)',
    'ganesh-chaturthi': 'ગણેશ ચતુર્થી',
    dussehra: 'દશેરા (વિજયાદશમી)',
    'holi-dhulandi': 'ધુળેટી (હોળી)',
    'holika-dahan': 'હોલિકા દહન',
    'bhai-dooj': 'ભાઈ બીજ (યમ દ્વિતીયા)',
    dhanteras: 'ધનતેરસ',
    'krishna-janmashtami': 'જન્માષ્ટમી (સ્માર્ત)',
    'krishna-janmashtami-vaishnava': 'જન્માષ્ટમી (વૈષ્ણવ)',
    'raksha-bandhan': 'રક્ષાબંધન',
    'sharad-navaratri': 'નવરાત્રિ પ્રારંભ (ઘટસ્થાપન)',
  },
  mr: {
    'ugadi-gudi-padwa': 'गुढीपाडवा / उगादी (नववर्ष)',
    'ganesh-chaturthi': 'गणेश चतुर्थी',
    'diwali-lakshmi-puja': 'दिवाळी (लक्ष्मीपूजन)',
    'makar-sankranti': 'मकर संक्रांत',
    dussehra: 'दसरा (विजयादशमी)',
    'holi-dhulandi': 'धूलिवंदन (होळी)',
    'holika-dahan': 'होळी (होलिका दहन)',
    'bhai-dooj': 'भाऊबीज (यम द्वितीया)',
    'krishna-janmashtami': 'गोकुळाष्टमी (स्मार्त)',
    'krishna-janmashtami-vaishnava': 'गोकुळाष्टमी (वैष्णव)',
    'raksha-bandhan': 'रक्षाबंधन',
    'sharad-purnima': 'कोजागरी पौर्णिमा',
  },
  or: {
    'rath-yatra': 'ରଥଯାତ୍ରା',
    'diwali-lakshmi-puja': 'ଦୀପାବଳି (ଲକ୍ଷ୍ମୀ ପୂଜା)',
    'makar-sankranti': 'ମକର ସଂକ୍ରାନ୍ତି',
    dussehra: 'ଦଶହରା (ବିଜୟା ଦଶମୀ)',
    'holi-dhulandi': 'ଦୋଳ ପୂର୍ଣ୍ଣିମା (ହୋଲି)',
    'ganesh-chaturthi': 'ଗଣେଶ ଚତୁର୍ଥୀ',
    'krishna-janmashtami': 'ଜନ୍ମାଷ୍ଟମୀ (ସ୍ମାର୍ତ୍ତ)',
    'krishna-janmashtami-vaishnava': 'ଜନ୍ମାଷ୍ଟମୀ (ବୈଷ୍ଣବ)',
    'raksha-bandhan': 'ରକ୍ଷାବନ୍ଧନ',
    'maha-shivaratri': 'ମହାଶିବରାତ୍ରି',
  },
};

/** A Hindi (Devanagari) name in another language's script. */
function carry(hi: string, lang: Lang): string {
  if (lang === 'hi' || lang === 'mr') return hi;
  return fromDevanagari(hi, lang as DraftScript);
}

/** The hand-written (or composed) name of an id in a language, when the tables have one. */
export function tableName(id: string, lang: Lang): string | undefined {
  const c = CORE[lang];
  const [kind, a, b] = id.split('.') as [string, string, string | undefined];
  const n = Number(a);
  switch (kind) {
    case 'graha':
      return c.graha[GRAHA_NAMES.findIndex((g) => g.toLowerCase() === a)];
    case 'rashi':
      return c.rashi[n - 1];
    case 'nakshatra':
      return a === 'abhijit' ? c.nakshatra[27] : c.nakshatra[n - 1];
    case 'tithi':
      return n === 30 ? c.tithi[15] : c.tithi[(n - 1) % 15];
    case 'paksha':
      return c.paksha[a === 'shukla' ? 0 : 1];
    case 'yoga':
      return c.yoga[n - 1];
    case 'karana':
      return c.karana[KARANA_IDS.indexOf(a as never)];
    case 'vara':
      return c.vara[n - 1];
    case 'ritu':
      return c.ritu[n - 1];
    case 'ayana':
      return c.ayana[a === 'uttarayana' ? 0 : 1];
    case 'dosha':
      return c.dosha[a];
    case 'month': {
      if (a === 'adhika' || a === 'nija' || a === 'kshaya')
        return c.monthWords[['adhika', 'nija', 'kshaya'].indexOf(a)];
      const m = Number(b) - 1;
      if (a === 'lunar') return c.lunarMonth[m];
      const cal = REGIONAL_MONTHS[a];
      if (!cal) return undefined;
      if (lang === 'en') return cal.en[m];
      if (cal.native?.lang === lang) return cal.native.names[m];
      return carry(cal.hi[m]!, lang);
    }
    case 'samvatsara':
      return lang === 'en' ? SAMVATSARA_NAMES[n - 1] : carry(SAMVATSARA_HI[n - 1]!, lang);
    case 'kaalsarp':
      return lang === 'en' ? KAAL_SARP_TYPES[n - 1] : carry(KAAL_SARP_HI[n - 1]!, lang);
    case 'dasha': {
      const sys = DASHA_SYSTEMS.find((s) => s.id === a);
      if (!sys) return undefined;
      if (lang === 'en') return `${sys.name} dasha`;
      const hi = DASHA_HI[a];
      return hi ? `${carry(hi, lang)} ${c.dashaWord}` : undefined;
    }
    case 'festival':
      return festivalName(a, lang);
    case 'chart-yoga': {
      const y = YOGA_CATALOGUE.find((x) => x.id === a);
      if (!y) return undefined;
      if (lang === 'en') return y.name.en;
      const words = y.name.sa.replace(/[()]/g, ' ').split(/\s+/).filter(Boolean);
      const parts: string[] = [];
      const paren: string[] = [];
      let inParen = false;
      for (const w of y.name.sa.split(/(\s+|\(|\))/).filter((x) => x.trim())) {
        if (w === '(') {
          inParen = true;
          continue;
        }
        if (w === ')') {
          inParen = false;
          continue;
        }
        if (w === 'Yoga') continue;
        const hi = YOGA_WORDS_HI[w];
        if (!hi) return undefined;
        (inParen ? paren : parts).push(carry(hi, lang));
      }
      void words;
      const base = `${parts.join(' ')}${/Yoga/.test(y.name.sa) ? ` ${c.yogaWord}` : ''}`.trim();
      return paren.length ? `${base} (${paren.join(' ')})` : base;
    }
    default:
      return undefined;
  }
}

function festivalName(fid: string, lang: Lang): string | undefined {
  const c = CORE[lang];
  const rule = UTSAVA_RULES.find((r) => r.id === fid);
  if (!rule) return undefined;
  if (lang === 'en') return rule.name;
  const native = FESTIVAL_NATIVE[lang]?.[fid];
  if (native) return native;
  let m = /^ekadashi-(.+?)(-vaishnava)?$/.exec(fid);
  if (m) {
    const slug = m[1]!;
    let hi: string | undefined;
    EKADASHI_NAMES.forEach(([sh, kr], i) => {
      const s = (x: string) => x.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      if (s(sh) === slug) hi = EKADASHI_HI[i]![0];
      if (s(kr) === slug) hi = EKADASHI_HI[i]![1];
    });
    hi ??= (ADHIKA_EKADASHI_HI as Record<string, string>)[slug];
    if (!hi) return undefined;
    return `${carry(hi, lang)} ${c.tithi[10]}${m[2] ? ` (${VAISHNAVA_WORD[lang]})` : ''}`;
  }
  m = /^purnima-(.+)$/.exec(fid);
  if (m && MASA_SLUGS.includes(m[1]!))
    return `${stem(c.lunarMonth[MASA_SLUGS.indexOf(m[1]!)]!, lang)} ${c.tithi[14]}`;
  m = /^amavasya-(.+)$/.exec(fid);
  if (m && MASA_SLUGS.includes(m[1]!))
    return `${stem(c.lunarMonth[MASA_SLUGS.indexOf(m[1]!)]!, lang)} ${c.tithi[15]}`;
  m = /^sankranti-(.+)$/.exec(fid);
  if (m && RASHI_SLUGS.includes(m[1]!))
    return `${stem(CORE[lang].rashi[RASHI_SLUGS.indexOf(m[1]!)]!, lang)} ${SANKRANTI_WORD[lang]}`;
  if (fid === 'purnima-adhika') return `${c.monthWords[0]} ${c.tithi[14]}`;
  if (fid === 'amavasya-adhika') return `${c.monthWords[0]} ${c.tithi[15]}`;
  const hi = FESTIVAL_HI[fid];
  return hi ? carry(hi, lang) : undefined;
}

/** The names file of a language as an object (empty when there is none yet). */
export function readNames(lang: Lang): Record<string, string> {
  const path = `data/names/${lang}.json`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

/** A names file's text: one id per line, in id order, ids the code does not know kept at the end. */
export function namesText(names: Record<string, string>, ids: readonly string[]): string {
  const known = new Set(ids);
  const keys = [
    ...ids.filter((id) => id in names),
    ...Object.keys(names)
      .filter((k) => !known.has(k))
      .sort(),
  ];
  return `{\n${keys.map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(names[k])}`).join(',\n')}\n}\n`;
}

const ids = nameIds();
if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith('names-draft.ts')
) {
  const hiFile = readNames('hi');
  let drafted = 0;
  const unresolved: string[] = [];
  for (const lang of LANGS) {
    const names = readNames(lang);
    for (const id of ids) {
      if (names[id] !== undefined) continue;
      let draft = tableName(id, lang);
      if (draft === undefined && lang !== 'en' && hiFile[id] !== undefined)
        draft = carry(hiFile[id]!, lang);
      if (draft === undefined) {
        unresolved.push(`${lang} ${id}`);
        continue;
      }
      names[id] = draft;
      drafted++;
      if (!WRITE) console.log(`${lang}\t${id}\t${draft}`);
    }
    if (WRITE) writeFileSync(`data/names/${lang}.json`, namesText(names, ids));
  }
  console.log(
    `${drafted} drafts${WRITE ? ' written to data/names/ (review them before committing)' : ''}; ${unresolved.length} ids with no source (write the English and the Hindi name first):`,
  );
  for (const u of unresolved) console.log(`  ${u}`);
  void DOSHA_IDS;
}
