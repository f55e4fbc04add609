/**
 * @module The festival lines of the feeds in every language but English (docs/languages.md
 * "Feeds"): a festival event's description in calendar.ics, the festival line of a feed's
 * description (whose tradition, computed where) and the note on a place the query did not give.
 * English keeps its own sentences (the engine's rule text and decision, byte for byte). A language
 * writes the rule as labelled facts ("तिथि: फाल्गुन शुक्ल पूर्णिमा; निर्णय का समय: प्रदोष काल") and
 * one whole sentence for the case that decided the day, so no name is inflected and no clause
 * follows English word order; the names come from data/names. The case sentences say what the
 * calendar offered (the tithi at the window on one day, on two, on none; a sankranti; ...); the
 * tie-break's prose stays in the JSON answers' `decision`.
 */
import type { Lang } from '../../i18n/langs.js';
import type { WindowName } from '../../utsava/rules.js';
import type { RuleApplied } from '../../utsava/evaluate.js';

export interface FestivalNotePack {
  /** the times of day a tithi must pervade (the rules' windows) */
  windows: Readonly<Record<WindowName, string>>;
  /** one sentence per case of RuleApplied.case */
  cases: Readonly<Record<RuleApplied['case'], string>>;
  /** labels of the facts */
  words: Readonly<{
    tradition: string;
    tithi: string;
    window: string;
    sankranti: string;
    nakshatra: string;
    festivals: string;
    computedAt: string;
    keptAt: string;
    place: string;
    notGiven: string;
    fromEdge: string;
  }>;
  /** the sentence end */
  stop: string;
}

/** A festival event's description: its name, tradition, the facts of its rule and the case sentence. */
export function festivalNote(
  p: FestivalNotePack,
  f: {
    name: string;
    tradition: string;
    tithi?: string;
    window?: string;
    sankranti?: string;
    nakshatra?: string;
    case: RuleApplied['case'];
    keptAt?: string;
  },
): string {
  const w = p.words;
  const facts = [
    f.tithi ? `${w.tithi}: ${f.tithi}` : undefined,
    f.window ? `${w.window}: ${f.window}` : undefined,
    f.sankranti ? `${w.sankranti}: ${f.sankranti}` : undefined,
    f.nakshatra ? `${w.nakshatra}: ${f.nakshatra}` : undefined,
    f.keptAt ? `${w.keptAt}: ${f.keptAt}` : undefined,
  ].filter((x): x is string => x !== undefined);
  return `${f.name} (${f.tradition} ${w.tradition})${p.stop} ${facts.length ? `${facts.join('; ')}${p.stop} ` : ''}${p.cases[f.case]}`;
}

/** A feed's festival line: whose festivals, computed where (or the dates kept where). */
export function festivalScopeLine(
  p: FestivalNotePack,
  f: { tradition: string; computedAt?: string; keptAt?: string },
): string {
  const w = p.words;
  const where = f.keptAt ? `${w.keptAt}: ${f.keptAt}` : `${w.computedAt}: ${f.computedAt ?? ''}`;
  return `${w.festivals}: ${f.tradition} ${w.tradition}; ${where}${p.stop}`;
}

/** The note on a place the query did not give: from the edge's location, or the default city. */
export function placeNoteLine(
  p: FestivalNotePack,
  f: { source: 'edge' | 'default'; city: string },
): string {
  const w = p.words;
  return `${w.place}: ${w.notGiven}; ${f.source === 'edge' ? w.fromEdge : f.city}${p.stop}`;
}

export const FESTIVAL_NOTES: Readonly<Record<Exclude<Lang, 'en'>, FestivalNotePack>> = {
  hi: {
    windows: {
      udaya: 'सूर्योदय',
      arunodaya: 'अरुणोदय',
      pratah: 'प्रातःकाल',
      purvahna: 'पूर्वाह्न',
      madhyahna: 'मध्याह्न',
      aparahna: 'अपराह्न',
      sunset: 'सूर्यास्त',
      pradosha: 'प्रदोष काल',
      nishita: 'निशीथ काल',
      moonrise: 'चंद्रोदय',
      chandrodaya: 'भोर से पहले का चंद्रोदय',
    },
    cases: {
      'one-day': 'तिथि उस समय केवल एक दिन व्याप्त है।',
      'both-days': 'तिथि उस समय दो दिन व्याप्त है; शास्त्रीय निर्णय से एक दिन लिया गया।',
      'no-day': 'तिथि उस समय किसी दिन व्याप्त नहीं है; शास्त्रीय निर्णय से दिन लिया गया।',
      sankranti: 'दिन संक्रांति के क्षण से निश्चित होता है।',
      nakshatra: 'दिन वह है जिसके सूर्योदय पर यह नक्षत्र हो।',
      relative: 'दिन दूसरे उत्सव से गिना जाता है।',
      ekadashi: 'दिन एकादशी-निर्णय के नियमों से निश्चित होता है।',
    },
    words: {
      tradition: 'परंपरा',
      tithi: 'तिथि',
      window: 'निर्णय का समय',
      sankranti: 'संक्रांति',
      nakshatra: 'नक्षत्र',
      festivals: 'उत्सव',
      computedAt: 'गणना का स्थान',
      keptAt: 'परंपरा के मूल स्थान की तिथि',
      place: 'स्थान',
      notGiven: 'अक्षांश और देशांतर नहीं दिए गए',
      fromEdge: 'अनुरोध जहाँ से आया वह स्थान',
    },
    stop: '।',
  },
  mr: {
    windows: {
      udaya: 'सूर्योदय',
      arunodaya: 'अरुणोदय',
      pratah: 'प्रातःकाळ',
      purvahna: 'पूर्वाह्न',
      madhyahna: 'मध्याह्न',
      aparahna: 'अपराह्न',
      sunset: 'सूर्यास्त',
      pradosha: 'प्रदोषकाळ',
      nishita: 'निशीथकाळ',
      moonrise: 'चंद्रोदय',
      chandrodaya: 'पहाटेपूर्वीचा चंद्रोदय',
    },
    cases: {
      'one-day': 'तिथी त्या वेळी फक्त एका दिवशी व्याप्त आहे.',
      'both-days': 'तिथी त्या वेळी दोन दिवस व्याप्त आहे; शास्त्रीय निर्णयाने एक दिवस घेतला.',
      'no-day': 'तिथी त्या वेळी कोणत्याही दिवशी व्याप्त नाही; शास्त्रीय निर्णयाने दिवस घेतला.',
      sankranti: 'दिवस संक्रांतीच्या क्षणावरून ठरतो.',
      nakshatra: 'ज्या दिवशी सूर्योदयाला हे नक्षत्र असते तो दिवस.',
      relative: 'दिवस दुसऱ्या उत्सवापासून मोजला जातो.',
      ekadashi: 'दिवस एकादशी-निर्णयाच्या नियमांनी ठरतो.',
    },
    words: {
      tradition: 'परंपरा',
      tithi: 'तिथी',
      window: 'निर्णयाची वेळ',
      sankranti: 'संक्रांती',
      nakshatra: 'नक्षत्र',
      festivals: 'सण',
      computedAt: 'गणनेचे स्थान',
      keptAt: 'परंपरेच्या मूळ स्थानाची तिथी',
      place: 'स्थान',
      notGiven: 'अक्षांश व रेखांश दिले नाहीत',
      fromEdge: 'विनंती जिथून आली ते स्थान',
    },
    stop: '.',
  },
  bn: {
    windows: {
      udaya: 'সূর্যোদয়',
      arunodaya: 'অরুণোদয়',
      pratah: 'প্রাতঃকাল',
      purvahna: 'পূর্বাহ্ণ',
      madhyahna: 'মধ্যাহ্ন',
      aparahna: 'অপরাহ্ণ',
      sunset: 'সূর্যাস্ত',
      pradosha: 'প্রদোষকাল',
      nishita: 'নিশীথকাল',
      moonrise: 'চন্দ্রোদয়',
      chandrodaya: 'ভোরের আগের চন্দ্রোদয়',
    },
    cases: {
      'one-day': 'তিথি সেই সময়ে কেবল একদিন ব্যাপ্ত।',
      'both-days': 'তিথি সেই সময়ে দুই দিন ব্যাপ্ত; শাস্ত্রীয় নির্ণয়ে একটি দিন নেওয়া হয়েছে।',
      'no-day': 'তিথি সেই সময়ে কোনো দিনই ব্যাপ্ত নয়; শাস্ত্রীয় নির্ণয়ে দিন নেওয়া হয়েছে।',
      sankranti: 'দিন সংক্রান্তির মুহূর্ত থেকে স্থির হয়।',
      nakshatra: 'যে দিনের সূর্যোদয়ে এই নক্ষত্র থাকে সেই দিন।',
      relative: 'দিন অন্য একটি উৎসব থেকে গোনা হয়।',
      ekadashi: 'দিন একাদশী-নির্ণয়ের নিয়মে স্থির হয়।',
    },
    words: {
      tradition: 'ঐতিহ্য',
      tithi: 'তিথি',
      window: 'নির্ণয়ের সময়',
      sankranti: 'সংক্রান্তি',
      nakshatra: 'নক্ষত্র',
      festivals: 'উৎসব',
      computedAt: 'গণনার স্থান',
      keptAt: 'ঐতিহ্যের মূল স্থানের তিথি',
      place: 'স্থান',
      notGiven: 'অক্ষাংশ ও দ্রাঘিমাংশ দেওয়া হয়নি',
      fromEdge: 'অনুরোধ যেখান থেকে এসেছে সেই স্থান',
    },
    stop: '।',
  },
  gu: {
    windows: {
      udaya: 'સૂર્યોદય',
      arunodaya: 'અરુણોદય',
      pratah: 'પ્રાતઃકાળ',
      purvahna: 'પૂર્વાહ્ન',
      madhyahna: 'મધ્યાહ્ન',
      aparahna: 'અપરાહ્ન',
      sunset: 'સૂર્યાસ્ત',
      pradosha: 'પ્રદોષ કાળ',
      nishita: 'નિશીથ કાળ',
      moonrise: 'ચંદ્રોદય',
      chandrodaya: 'પરોઢ પહેલાંનો ચંદ્રોદય',
    },
    cases: {
      'one-day': 'તિથિ તે સમયે ફક્ત એક જ દિવસે વ્યાપ્ત છે.',
      'both-days': 'તિથિ તે સમયે બે દિવસ વ્યાપ્ત છે; શાસ્ત્રીય નિર્ણયથી એક દિવસ લેવાયો.',
      'no-day': 'તિથિ તે સમયે કોઈ દિવસે વ્યાપ્ત નથી; શાસ્ત્રીય નિર્ણયથી દિવસ લેવાયો.',
      sankranti: 'દિવસ સંક્રાંતિની ક્ષણથી નક્કી થાય છે.',
      nakshatra: 'જે દિવસે સૂર્યોદય સમયે આ નક્ષત્ર હોય તે દિવસ.',
      relative: 'દિવસ બીજા ઉત્સવથી ગણાય છે.',
      ekadashi: 'દિવસ એકાદશી-નિર્ણયના નિયમોથી નક્કી થાય છે.',
    },
    words: {
      tradition: 'પરંપરા',
      tithi: 'તિથિ',
      window: 'નિર્ણયનો સમય',
      sankranti: 'સંક્રાંતિ',
      nakshatra: 'નક્ષત્ર',
      festivals: 'તહેવાર',
      computedAt: 'ગણતરીનું સ્થળ',
      keptAt: 'પરંપરાના મૂળ સ્થળની તિથિ',
      place: 'સ્થળ',
      notGiven: 'અક્ષાંશ અને રેખાંશ આપ્યા નથી',
      fromEdge: 'વિનંતી જ્યાંથી આવી તે સ્થળ',
    },
    stop: '.',
  },
  or: {
    windows: {
      udaya: 'ସୂର୍ଯ୍ୟୋଦୟ',
      arunodaya: 'ଅରୁଣୋଦୟ',
      pratah: 'ପ୍ରାତଃକାଳ',
      purvahna: 'ପୂର୍ବାହ୍ନ',
      madhyahna: 'ମଧ୍ୟାହ୍ନ',
      aparahna: 'ଅପରାହ୍ନ',
      sunset: 'ସୂର୍ଯ୍ୟାସ୍ତ',
      pradosha: 'ପ୍ରଦୋଷ କାଳ',
      nishita: 'ନିଶୀଥ କାଳ',
      moonrise: 'ଚନ୍ଦ୍ରୋଦୟ',
      chandrodaya: 'ଭୋର ପୂର୍ବର ଚନ୍ଦ୍ରୋଦୟ',
    },
    cases: {
      'one-day': 'ତିଥି ସେହି ସମୟରେ କେବଳ ଗୋଟିଏ ଦିନ ବ୍ୟାପ୍ତ।',
      'both-days': 'ତିଥି ସେହି ସମୟରେ ଦୁଇ ଦିନ ବ୍ୟାପ୍ତ; ଶାସ୍ତ୍ରୀୟ ନିର୍ଣ୍ଣୟରେ ଗୋଟିଏ ଦିନ ନିଆଗଲା।',
      'no-day': 'ତିଥି ସେହି ସମୟରେ କୌଣସି ଦିନ ବ୍ୟାପ୍ତ ନୁହେଁ; ଶାସ୍ତ୍ରୀୟ ନିର୍ଣ୍ଣୟରେ ଦିନ ନିଆଗଲା।',
      sankranti: 'ଦିନ ସଂକ୍ରାନ୍ତିର ମୁହୂର୍ତ୍ତରୁ ସ୍ଥିର ହୁଏ।',
      nakshatra: 'ଯେଉଁ ଦିନର ସୂର୍ଯ୍ୟୋଦୟରେ ଏହି ନକ୍ଷତ୍ର ଥାଏ ସେହି ଦିନ।',
      relative: 'ଦିନ ଅନ୍ୟ ଏକ ପର୍ବରୁ ଗଣାଯାଏ।',
      ekadashi: 'ଦିନ ଏକାଦଶୀ-ନିର୍ଣ୍ଣୟର ନିୟମରେ ସ୍ଥିର ହୁଏ।',
    },
    words: {
      tradition: 'ପରମ୍ପରା',
      tithi: 'ତିଥି',
      window: 'ନିର୍ଣ୍ଣୟର ସମୟ',
      sankranti: 'ସଂକ୍ରାନ୍ତି',
      nakshatra: 'ନକ୍ଷତ୍ର',
      festivals: 'ପର୍ବ',
      computedAt: 'ଗଣନାର ସ୍ଥାନ',
      keptAt: 'ପରମ୍ପରାର ମୂଳ ସ୍ଥାନର ତିଥି',
      place: 'ସ୍ଥାନ',
      notGiven: 'ଅକ୍ଷାଂଶ ଓ ଦ୍ରାଘିମା ଦିଆଯାଇନାହିଁ',
      fromEdge: 'ଅନୁରୋଧ ଯେଉଁଠାରୁ ଆସିଛି ସେହି ସ୍ଥାନ',
    },
    stop: '।',
  },
  ta: {
    windows: {
      udaya: 'சூரிய உதயம்',
      arunodaya: 'அருணோதயம்',
      pratah: 'பிராதக் காலம்',
      purvahna: 'பூர்வாஹ்ணம்',
      madhyahna: 'மத்தியானம்',
      aparahna: 'அபராஹ்ணம்',
      sunset: 'சூரிய அஸ்தமனம்',
      pradosha: 'பிரதோஷ காலம்',
      nishita: 'நிசீத காலம்',
      moonrise: 'சந்திர உதயம்',
      chandrodaya: 'விடியலுக்கு முந்தைய சந்திர உதயம்',
    },
    cases: {
      'one-day': 'அந்த நேரத்தில் திதி ஒரே ஒரு நாளில் மட்டுமே வியாபித்துள்ளது.',
      'both-days':
        'அந்த நேரத்தில் திதி இரண்டு நாட்களில் வியாபித்துள்ளது; சாஸ்திர நிர்ணயப்படி ஒரு நாள் எடுக்கப்பட்டது.',
      'no-day': 'அந்த நேரத்தில் திதி எந்த நாளிலும் வியாபிக்கவில்லை; சாஸ்திர நிர்ணயப்படி நாள் எடுக்கப்பட்டது.',
      sankranti: 'சங்கராந்தி நிகழும் கணத்தைக் கொண்டு நாள் நிர்ணயிக்கப்படுகிறது.',
      nakshatra: 'சூரிய உதயத்தில் இந்த நட்சத்திரம் உள்ள நாள்.',
      relative: 'மற்றொரு பண்டிகையிலிருந்து நாள் கணக்கிடப்படுகிறது.',
      ekadashi: 'ஏகாதசி நிர்ணய விதிகளின்படி நாள் நிர்ணயிக்கப்படுகிறது.',
    },
    words: {
      tradition: 'மரபு',
      tithi: 'திதி',
      window: 'நிர்ணய நேரம்',
      sankranti: 'சங்கராந்தி',
      nakshatra: 'நட்சத்திரம்',
      festivals: 'பண்டிகைகள்',
      computedAt: 'கணக்கிடப்பட்ட இடம்',
      keptAt: 'மரபின் மூல இடத்தின் திதி',
      place: 'இடம்',
      notGiven: 'அட்சரேகையும் தீர்க்கரேகையும் கொடுக்கப்படவில்லை',
      fromEdge: 'கோரிக்கை வந்த இடம்',
    },
    stop: '.',
  },
  te: {
    windows: {
      udaya: 'సూర్యోదయం',
      arunodaya: 'అరుణోదయం',
      pratah: 'ప్రాతఃకాలం',
      purvahna: 'పూర్వాహ్ణం',
      madhyahna: 'మధ్యాహ్నం',
      aparahna: 'అపరాహ్ణం',
      sunset: 'సూర్యాస్తమయం',
      pradosha: 'ప్రదోష కాలం',
      nishita: 'నిశీథ కాలం',
      moonrise: 'చంద్రోదయం',
      chandrodaya: 'తెల్లవారుజామున చంద్రోదయం',
    },
    cases: {
      'one-day': 'ఆ సమయంలో తిథి ఒక్క రోజు మాత్రమే వ్యాపించి ఉంది.',
      'both-days': 'ఆ సమయంలో తిథి రెండు రోజులు వ్యాపించి ఉంది; శాస్త్ర నిర్ణయం ప్రకారం ఒక రోజు తీసుకోబడింది.',
      'no-day': 'ఆ సమయంలో తిథి ఏ రోజూ వ్యాపించి లేదు; శాస్త్ర నిర్ణయం ప్రకారం రోజు తీసుకోబడింది.',
      sankranti: 'సంక్రాంతి క్షణం నుండి రోజు నిర్ణయమవుతుంది.',
      nakshatra: 'సూర్యోదయ సమయంలో ఈ నక్షత్రం ఉన్న రోజు.',
      relative: 'మరొక పండుగ నుండి రోజు లెక్కించబడుతుంది.',
      ekadashi: 'ఏకాదశి నిర్ణయ నియమాల ప్రకారం రోజు నిర్ణయమవుతుంది.',
    },
    words: {
      tradition: 'సంప్రదాయం',
      tithi: 'తిథి',
      window: 'నిర్ణయ సమయం',
      sankranti: 'సంక్రాంతి',
      nakshatra: 'నక్షత్రం',
      festivals: 'పండుగలు',
      computedAt: 'లెక్కించిన స్థలం',
      keptAt: 'సంప్రదాయ మూల స్థలపు తిథి',
      place: 'స్థలం',
      notGiven: 'అక్షాంశం, రేఖాంశం ఇవ్వలేదు',
      fromEdge: 'అభ్యర్థన వచ్చిన స్థలం',
    },
    stop: '.',
  },
  kn: {
    windows: {
      udaya: 'ಸೂರ್ಯೋದಯ',
      arunodaya: 'ಅರುಣೋದಯ',
      pratah: 'ಪ್ರಾತಃಕಾಲ',
      purvahna: 'ಪೂರ್ವಾಹ್ಣ',
      madhyahna: 'ಮಧ್ಯಾಹ್ನ',
      aparahna: 'ಅಪರಾಹ್ಣ',
      sunset: 'ಸೂರ್ಯಾಸ್ತ',
      pradosha: 'ಪ್ರದೋಷ ಕಾಲ',
      nishita: 'ನಿಶೀಥ ಕಾಲ',
      moonrise: 'ಚಂದ್ರೋದಯ',
      chandrodaya: 'ಬೆಳಗಿನ ಜಾವದ ಚಂದ್ರೋದಯ',
    },
    cases: {
      'one-day': 'ಆ ಸಮಯದಲ್ಲಿ ತಿಥಿ ಒಂದೇ ದಿನ ವ್ಯಾಪಿಸಿದೆ.',
      'both-days': 'ಆ ಸಮಯದಲ್ಲಿ ತಿಥಿ ಎರಡು ದಿನ ವ್ಯಾಪಿಸಿದೆ; ಶಾಸ್ತ್ರ ನಿರ್ಣಯದಂತೆ ಒಂದು ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗಿದೆ.',
      'no-day': 'ಆ ಸಮಯದಲ್ಲಿ ತಿಥಿ ಯಾವ ದಿನವೂ ವ್ಯಾಪಿಸಿಲ್ಲ; ಶಾಸ್ತ್ರ ನಿರ್ಣಯದಂತೆ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗಿದೆ.',
      sankranti: 'ಸಂಕ್ರಾಂತಿಯ ಕ್ಷಣದಿಂದ ದಿನ ನಿರ್ಧಾರವಾಗುತ್ತದೆ.',
      nakshatra: 'ಸೂರ್ಯೋದಯದಲ್ಲಿ ಈ ನಕ್ಷತ್ರ ಇರುವ ದಿನ.',
      relative: 'ಇನ್ನೊಂದು ಹಬ್ಬದಿಂದ ದಿನವನ್ನು ಎಣಿಸಲಾಗುತ್ತದೆ.',
      ekadashi: 'ಏಕಾದಶಿ ನಿರ್ಣಯದ ನಿಯಮಗಳಂತೆ ದಿನ ನಿರ್ಧಾರವಾಗುತ್ತದೆ.',
    },
    words: {
      tradition: 'ಸಂಪ್ರದಾಯ',
      tithi: 'ತಿಥಿ',
      window: 'ನಿರ್ಣಯದ ಸಮಯ',
      sankranti: 'ಸಂಕ್ರಾಂತಿ',
      nakshatra: 'ನಕ್ಷತ್ರ',
      festivals: 'ಹಬ್ಬಗಳು',
      computedAt: 'ಲೆಕ್ಕದ ಸ್ಥಳ',
      keptAt: 'ಸಂಪ್ರದಾಯದ ಮೂಲ ಸ್ಥಳದ ತಿಥಿ',
      place: 'ಸ್ಥಳ',
      notGiven: 'ಅಕ್ಷಾಂಶ ಮತ್ತು ರೇಖಾಂಶ ನೀಡಿಲ್ಲ',
      fromEdge: 'ವಿನಂತಿ ಬಂದ ಸ್ಥಳ',
    },
    stop: '.',
  },
  ml: {
    windows: {
      udaya: 'സൂര്യോദയം',
      arunodaya: 'അരുണോദയം',
      pratah: 'പ്രാതഃകാലം',
      purvahna: 'പൂർവാഹ്നം',
      madhyahna: 'മധ്യാഹ്നം',
      aparahna: 'അപരാഹ്നം',
      sunset: 'സൂര്യാസ്തമയം',
      pradosha: 'പ്രദോഷകാലം',
      nishita: 'നിശീഥകാലം',
      moonrise: 'ചന്ദ്രോദയം',
      chandrodaya: 'പുലർച്ചെയുള്ള ചന്ദ്രോദയം',
    },
    cases: {
      'one-day': 'ആ സമയത്ത് തിഥി ഒരു ദിവസം മാത്രമേ വ്യാപിച്ചിട്ടുള്ളൂ.',
      'both-days': 'ആ സമയത്ത് തിഥി രണ്ടു ദിവസം വ്യാപിച്ചിരിക്കുന്നു; ശാസ്ത്രനിർണയപ്രകാരം ഒരു ദിവസം എടുത്തു.',
      'no-day': 'ആ സമയത്ത് തിഥി ഒരു ദിവസവും വ്യാപിച്ചിട്ടില്ല; ശാസ്ത്രനിർണയപ്രകാരം ദിവസം എടുത്തു.',
      sankranti: 'സംക്രമത്തിന്റെ നിമിഷത്തിൽ നിന്ന് ദിവസം നിശ്ചയിക്കുന്നു.',
      nakshatra: 'സൂര്യോദയത്തിൽ ഈ നക്ഷത്രം ഉള്ള ദിവസം.',
      relative: 'മറ്റൊരു ഉത്സവത്തിൽ നിന്ന് ദിവസം എണ്ണുന്നു.',
      ekadashi: 'ഏകാദശീനിർണയത്തിന്റെ നിയമങ്ങൾ പ്രകാരം ദിവസം നിശ്ചയിക്കുന്നു.',
    },
    words: {
      tradition: 'പാരമ്പര്യം',
      tithi: 'തിഥി',
      window: 'നിർണയ സമയം',
      sankranti: 'സംക്രമം',
      nakshatra: 'നക്ഷത്രം',
      festivals: 'ഉത്സവങ്ങൾ',
      computedAt: 'കണക്കാക്കിയ സ്ഥലം',
      keptAt: 'പാരമ്പര്യത്തിന്റെ മൂലസ്ഥലത്തെ തിഥി',
      place: 'സ്ഥലം',
      notGiven: 'അക്ഷാംശവും രേഖാംശവും നൽകിയിട്ടില്ല',
      fromEdge: 'അഭ്യർഥന വന്ന സ്ഥലം',
    },
    stop: '.',
  },
};
