/**
 * Devanagari (Hindi) spellings the drafts of the other scripts are made from
 * (scripts/names-draft.ts): the samvatsaras, the festivals, the dasha systems, the kaal sarp
 * types and the words of the yoga catalogue's Sanskrit names. Hand-written; the Sanskrit
 * spellings follow the printed texts (BPHS, Phaladeepika, Raman's Three Hundred Important
 * Combinations in their Hindi editions) and North Indian almanacs.
 */

export const SAMVATSARA_HI = [
  'प्रभव', 'विभव', 'शुक्ल', 'प्रमोद', 'प्रजापति', 'अंगिरस', 'श्रीमुख', 'भव', 'युवा', 'धाता',
  'ईश्वर', 'बहुधान्य', 'प्रमाथी', 'विक्रम', 'वृष', 'चित्रभानु', 'स्वभानु', 'तारण', 'पार्थिव', 'व्यय',
  'सर्वजित', 'सर्वधारी', 'विरोधी', 'विकृति', 'खर', 'नंदन', 'विजय', 'जय', 'मन्मथ', 'दुर्मुखी',
  'हेमलंबी', 'विलंबी', 'विकारी', 'शार्वरी', 'प्लव', 'शुभकृत', 'शोभकृत', 'क्रोधी', 'विश्वावसु', 'पराभव',
  'प्लवंग', 'कीलक', 'सौम्य', 'साधारण', 'विरोधकृत', 'परिधावी', 'प्रमादी', 'आनंद', 'राक्षस', 'नल',
  'पिंगल', 'कालयुक्त', 'सिद्धार्थी', 'रौद्र', 'दुर्मति', 'दुंदुभि', 'रुधिरोद्गारी', 'रक्ताक्षी', 'क्रोधन', 'अक्षय',
] as const;

/** Kaal sarp types by Rahu's house (1-12), engine order. */
export const KAAL_SARP_HI = ['अनंत', 'कुलिक', 'वासुकि', 'शंखपाल', 'पद्म', 'महापद्म', 'तक्षक', 'कर्कोटक', 'शंखचूड़', 'घातक', 'विषधर', 'शेषनाग'] as const;

/** Dasha systems by engine id (the word "dasha" is added per language). */
export const DASHA_HI: Readonly<Record<string, string>> = {
  vimsottari: 'विंशोत्तरी', ashtottari: 'अष्टोत्तरी', yogini: 'योगिनी', shodashottari: 'षोडशोत्तरी', dwadashottari: 'द्वादशोत्तरी',
  panchottari: 'पंचोत्तरी', shatabdika: 'शताब्दिका', 'chaturaseeti-sama': 'चतुरशीति सम', 'dwisaptati-sama': 'द्विसप्तति सम',
  shashtihayani: 'षष्टिहायनी', 'shattrimsha-sama': 'षट्त्रिंश सम', kalachakra: 'कालचक्र', naisargika: 'नैसर्गिक', chara: 'चर',
  narayana: 'नारायण', sthira: 'स्थिर', shoola: 'शूल', trikona: 'त्रिकोण', drig: 'दृग', moola: 'मूल', kendradi: 'केंद्रादि', sudasa: 'सुदशा',
  tara: 'तारा', karaka: 'कारक', 'buddhi-gathi': 'बुद्धि गति', kaala: 'काल', rashmi: 'रश्मि', 'tithi-ashtottari': 'तिथि अष्टोत्तरी',
  'tithi-yogini': 'तिथि योगिनी', 'yoga-vimsottari': 'योग विंशोत्तरी', 'saptarishi-nakshatra': 'सप्तर्षि नक्षत्र',
  'karana-chaturaseeti-sama': 'करण चतुरशीति सम', ashtakavarga: 'अष्टकवर्ग', brahma: 'ब्रह्म', chakra: 'चक्र',
  'chaturvidha-uttara': 'चतुर्विध उत्तर', lagnamsaka: 'लग्नांशक', mandooka: 'मंडूक', navamsa: 'नवांश', 'niryana-shoola': 'निर्याण शूल',
  padanadhamsa: 'पदनाथांश', paryaya: 'चर पर्याय', rashiyanka: 'राश्यंक', sandhya: 'संध्या', 'tara-lagna': 'तारा लग्न',
  varnada: 'वर्णद', yogardha: 'योगार्ध', sudarshana: 'सुदर्शन चक्र',
};

/** The ekadashis' names by amanta month (Shukla, Krishna), engine order; then the adhika month's two. */
export const EKADASHI_HI: ReadonlyArray<readonly [string, string]> = [
  ['कामदा', 'वरूथिनी'], ['मोहिनी', 'अपरा'], ['निर्जला', 'योगिनी'], ['देवशयनी', 'कामिका'], ['श्रावण पुत्रदा', 'अजा'], ['पार्श्व', 'इंदिरा'],
  ['पापांकुशा', 'रमा'], ['देवउठनी', 'उत्पन्ना'], ['मोक्षदा', 'सफला'], ['पौष पुत्रदा', 'षटतिला'], ['जया', 'विजया'], ['आमलकी', 'पापमोचनी'],
];
export const ADHIKA_EKADASHI_HI = { padmini: 'पद्मिनी', parama: 'परमा' } as const;

/** Named festivals by engine id (Hindi, as North Indian almanacs print them). */
export const FESTIVAL_HI: Readonly<Record<string, string>> = {
  'ugadi-gudi-padwa': 'उगादि / गुड़ी पड़वा (नव वर्ष)',
  'chaitra-navaratri': 'चैत्र नवरात्रि आरंभ (घटस्थापना)',
  'mahavir-jayanti': 'महावीर जयंती',
  'ram-navami': 'राम नवमी',
  'hanuman-jayanti': 'हनुमान जयंती',
  'akshaya-tritiya': 'अक्षय तृतीया',
  'buddha-purnima': 'बुद्ध पूर्णिमा',
  'ganga-dussehra': 'गंगा दशहरा',
  'rath-yatra': 'जगन्नाथ रथ यात्रा',
  'guru-purnima': 'गुरु पूर्णिमा (व्यास पूजा)',
  'hariyali-teej': 'हरियाली तीज',
  'nag-panchami': 'नाग पंचमी',
  'raksha-bandhan': 'रक्षा बंधन',
  'krishna-janmashtami': 'कृष्ण जन्माष्टमी (स्मार्त)',
  'krishna-janmashtami-vaishnava': 'कृष्ण जन्माष्टमी (वैष्णव)',
  'hartalika-teej': 'हरतालिका तीज',
  'ganesh-chaturthi': 'गणेश चतुर्थी',
  'anant-chaturdashi': 'अनंत चतुर्दशी (गणेश विसर्जन)',
  'sarva-pitru-amavasya': 'सर्व पितृ अमावस्या (महालय)',
  'sharad-navaratri': 'शारदीय नवरात्रि आरंभ (घटस्थापना)',
  'durga-ashtami': 'दुर्गा अष्टमी (महा अष्टमी)',
  dussehra: 'दशहरा (विजयादशमी)',
  'sharad-purnima': 'शरद पूर्णिमा (कोजागरी)',
  'karwa-chauth': 'करवा चौथ',
  'ahoi-ashtami': 'अहोई अष्टमी',
  dhanteras: 'धनतेरस (धनत्रयोदशी)',
  'naraka-chaturdashi': 'नरक चतुर्दशी',
  'diwali-lakshmi-puja': 'दीपावली (लक्ष्मी पूजा)',
  'govardhan-puja': 'गोवर्धन पूजा (अन्नकूट)',
  'bhai-dooj': 'भाई दूज (यम द्वितीया)',
  'chhath-puja': 'छठ पूजा (संध्या अर्घ्य)',
  'kartika-purnima-dev-deepawali': 'देव दीपावली',
  'vasant-panchami': 'वसंत पंचमी (सरस्वती पूजा)',
  'maha-shivaratri': 'महाशिवरात्रि',
  'holika-dahan': 'होलिका दहन',
  'holi-dhulandi': 'होली (धुलंडी)',
  'makar-sankranti': 'मकर संक्रांति',
  lohri: 'लोहड़ी',
  'thai-pongal': 'पोंगल',
  vishu: 'विषु',
  'vishu-medam-1': 'विषु (मेडम 1)',
  puthandu: 'पुत्तांडु (तमिल नव वर्ष)',
  onam: 'ओणम (तिरुवोणम)',
  'purnima-adhika': 'अधिक पूर्णिमा',
  'amavasya-adhika': 'अधिक अमावस्या',
};

/**
 * The words of the yoga catalogue's Sanskrit names (YogaEntry.name.sa, split at spaces and
 * parentheses), in Devanagari; "Yoga" itself is each language's yoga word.
 */
export const YOGA_WORDS_HI: Readonly<Record<string, string>> = {
  Adhama: 'अधम', Alpayu: 'अल्पायु', Amala: 'अमल', Amaranantha: 'अमरानंत', Amitayu: 'अमितायु', Amshavatara: 'अंशावतार', Anapatya: 'अनपत्य',
  Anapha: 'अनफा', Andha: 'अंध', Angahina: 'अंगहीन', Angaraka: 'अंगारक', Apakirti: 'अपकीर्ति', Ardhachandra: 'अर्धचंद्र', Asatyavadi: 'असत्यवादी',
  Ashubha: 'अशुभ', Astra: 'अस्त्र', Asura: 'असुर', Ava: 'अव', Ayatna: 'अयत्न', Ayatnadhanalabha: 'अयत्नधनलाभ', Bahudravyarjana: 'बहुद्रव्यार्जन',
  Bahuputra: 'बहुपुत्र', Bahustri: 'बहुस्त्री', Balarishta: 'बालारिष्ट', Balya: 'बाल्य', Bandhana: 'बंधन', Bandhu: 'बंधु', Bhadra: 'भद्र',
  Bhagachumbana: 'भगचुंबन', Bhagya: 'भाग्य', Bharati: 'भारती', Bharyasahavyabhichara: 'भार्यासहव्यभिचार', Bhaskara: 'भास्कर', Bheri: 'भेरी', Bhiti: 'भीति',
  Bhojana: 'भोजन', Bhratrivriddhi: 'भ्रातृवृद्धि', Bhratrumooladdhanaprapti: 'भ्रातृमूलधनप्राप्ति', Bhratrushapa: 'भ्रातृशाप', Brahma: 'ब्रह्म',
  Buddhimaturya: 'बुद्धिमातुर्य', Budha: 'बुध', Budhaditya: 'बुधादित्य', Chakra: 'चक्र', Chamara: 'चामर', Chandika: 'चंडिका', Chandra: 'चंद्र',
  'Chandra-Mangala': 'चंद्र-मंगल', Chandradhi: 'चंद्राधि', Chapa: 'चाप', Chatussagara: 'चतुःसागर', Chhatra: 'छत्र', Chora: 'चोर', Dainya: 'दैन्य',
  Dama: 'दाम', Danda: 'दंड', Daridra: 'दरिद्र', Datritva: 'दातृत्व', Dattaputra: 'दत्तपुत्र', Dehapushti: 'देहपुष्टि', Dehasthaulya: 'देहस्थौल्य',
  Devendra: 'देवेंद्र', Dhana: 'धन', 'Dharma-Karmadhipati': 'धर्म-कर्माधिपति', Dhenu: 'धेनु', Digbala: 'दिग्बल', Dirghayur: 'दीर्घायु', Divyayu: 'दिव्यायु',
  Durmukha: 'दुर्मुख', Durudhura: 'दुरुधरा', Duryoga: 'दुर्योग', Dushkriti: 'दुष्कृति', Dvadasha: 'द्वादश', Ekabhagini: 'एकभगिनी', Ekaputra: 'एकपुत्र',
  Gada: 'गदा', Gajakesari: 'गजकेसरी', Gandharva: 'गंधर्व', Garuda: 'गरुड़', Gauri: 'गौरी', Go: 'गो', Gola: 'गोल', Grahana: 'ग्रहण', Griha: 'गृह',
  Grihanasha: 'गृहनाश', Guhyaroga: 'गुह्यरोग', Guru: 'गुरु', 'Guru-Chandala': 'गुरु-चांडाल', 'Guru-Mangala': 'गुरु-मंगल', Hala: 'हल', Hamsa: 'हंस',
  Hara: 'हर', Hari: 'हरि', Harsha: 'हर्ष', Indra: 'इंद्र', Ishu: 'इषु', Jada: 'जड़', Jaladhi: 'जलधि', Jananatpurvam: 'जननात्पूर्वं', Jara: 'जार',
  Jarajaputra: 'जारजपुत्र', Jaya: 'जय', Kahala: 'काहल', Kala: 'काल', Kalanidhi: 'कलानिधि', Kalanirdeshat: 'कालनिर्देशात्', Kalatramooladdhana: 'कलत्रमूलधन',
  Kalpadruma: 'कल्पद्रुम', Kama: 'काम', Kamala: 'कमल', Kapata: 'कपट', Karachheda: 'करच्छेद', Kedara: 'केदार', Kemadruma: 'केमद्रुम',
  'Kendra-Trikona': 'केंद्र-त्रिकोण', Khadga: 'खड्ग', Khala: 'खल', Khalvata: 'खल्वाट', Khyati: 'ख्याति', Kuhu: 'कुहू', Kulavardhana: 'कुलवर्धन',
  Kurma: 'कूर्म', Kushtaroga: 'कुष्ठरोग', Kusuma: 'कुसुम', Kuta: 'कूट', Lagnadhi: 'लग्नाधि', Lakshmi: 'लक्ष्मी', Madhyavayasi: 'मध्यवयसि',
  Maha: 'महा', Mahabhagya: 'महाभाग्य', Makuta: 'मकुट', Mala: 'माला', Malavya: 'मालव्य', Marud: 'मरुत्', Matibhramana: 'मतिभ्रमण', Matri: 'मातृ',
  Matrishatrutva: 'मातृशत्रुत्व', Matrisneha: 'मातृस्नेह', Matrumooladdhana: 'मातृमूलधन', Matrunasha: 'मातृनाश', Matrushapa: 'मातृशाप', Matsya: 'मत्स्य',
  Mridanga: 'मृदंग', Mriti: 'मृति', Muka: 'मूक', Musala: 'मुसल', Nala: 'नल', Nauka: 'नौका', Neechabhanga: 'नीचभंग', Nihsva: 'निःस्व',
  Nirbhagya: 'निर्भाग्य', Nishkapata: 'निष्कपट', Nishthurabhashi: 'निष्ठुरभाषी', Obhayachari: 'उभयचरी', Pamara: 'पामर', Parakrama: 'पराक्रम',
  Parannabhojana: 'परान्नभोजन', Parihasaka: 'परिहासक', Parijata: 'पारिजात', Parvata: 'पर्वत', Pasha: 'पाश', Pishachagrasta: 'पिशाचग्रस्त',
  Pitrimarana: 'पितृमरण', Pitrushapa: 'पितृशाप', Pittaroga: 'पित्तरोग', Prakara: 'प्राकार', Prapti: 'प्राप्ति', Pravrajya: 'प्रव्रज्या',
  Pretashapa: 'प्रेतशाप', Pujya: 'पूज्य', Purnayu: 'पूर्णायु', Pushkala: 'पुष्कल', Putra: 'पुत्र', Putrakalatrahina: 'पुत्रकलत्रहीन',
  Putramooladdhana: 'पुत्रमूलधन', Putranasha: 'पुत्रनाश', Raja: 'राज', Rajabhanga: 'राजभंग', Rajalakshana: 'राजलक्षण', Rajju: 'रज्जु', Ravi: 'रवि',
  Rogagrasta: 'रोगग्रस्त', Ruchaka: 'रुचक', Sada: 'सदा', Sahodara: 'सहोदर', Sama: 'सम', Sambandha: 'संबंध', Samudra: 'समुद्र', Sanchara: 'संचार',
  Saptasankhya: 'सप्तसंख्या', Sarala: 'सरल', Saraswati: 'सरस्वती', Sarpa: 'सर्प', Sarpaganda: 'सर्पगंड', Sarpashapa: 'सर्पशाप', Satkalatra: 'सत्कलत्र',
  Satkathadishravana: 'सत्कथादिश्रवण', Saudha: 'सौध', Saukhya: 'सौख्य', Shakata: 'शकट', Shakti: 'शक्ति', Shankha: 'शंख', Sharada: 'शारदा',
  Sharira: 'शरीर', Shasha: 'शश', Shatrumooladdhana: 'शत्रुमूलधन', Shaurya: 'शौर्य', Shishnavyadhi: 'शिश्नव्याधि', Shiva: 'शिव',
  Shraddhannabhukta: 'श्राद्धान्नभुक्त', Shrapita: 'शापित', Shrikantha: 'श्रीकंठ', Shrinatha: 'श्रीनाथ', Shringataka: 'शृंगाटक', Shubha: 'शुभ', Shula: 'शूल',
  Shvetakushta: 'श्वेतकुष्ठ', Sodaranasha: 'सोदरनाश', Sumukha: 'सुमुख', Sunapha: 'सुनफा', Suparijata: 'सुपारिजात', Suputra: 'सुपुत्र', Sutakshaya: 'सुतक्षय',
  Swaveeryaddhana: 'स्ववीर्यधन', Tivrabuddhi: 'तीव्रबुद्धि', Trilochana: 'त्रिलोचन', 'Uchcha-graha': 'उच्च-ग्रह', Uttama: 'उत्तम', Vagmi: 'वाग्मी',
  Vahana: 'वाहन', Vajra: 'वज्र', Vakchalana: 'वाक्चलन', Vallaki: 'वल्लकी', Vamshachheda: 'वंशच्छेद', Vanchana: 'वंचना', Vapi: 'वापी',
  Vargottama: 'वर्गोत्तम', Varishtha: 'वरिष्ठ', Vashi: 'वाशि', Vasumati: 'वसुमती', Vataroga: 'वातरोग', Veshi: 'वेशि', Vichitra: 'विचित्र',
  Vidyut: 'विद्युत्', Vihaga: 'विहग', Vimala: 'विमल', Viparita: 'विपरीत', Virinchi: 'विरिंचि', Visha: 'विष', Vishaprayoga: 'विषप्रयोग', Vishnu: 'विष्णु',
  Vrana: 'व्रण', Yava: 'यव', Yuddhatpurvadridhachitta: 'युद्धात्पूर्वदृढचित्त', Yuga: 'युग', Yuktisamanvita: 'युक्तिसमन्वित', Yupa: 'यूप',
  jala: 'जल', lagna: 'लग्न',
};
