/**
 * @module The Hindi texts of the feeds (src/engine/texts/pack.ts FeedPack); Hindi readings are
 * written by the original builders, so Hindi has no whole text pack. A graha is spoken of with the
 * honorific plural ("वक्री होते हैं").
 */
import type { FeedPack } from '../pack.js';

export const hiFeeds: FeedPack = {
  dailyTitle: 'दैनिक पंचांग और उत्सव: नई दिल्ली',
  dailyDescription:
    'नई दिल्ली में प्रत्येक दिन का वार, तिथि, नक्षत्र, योग और करण (सूर्योदय से अगले सूर्योदय तक, लाहिड़ी अयनांश), दिन के प्रमुख उत्सव सहित; आज और उससे पहले के चौदह दिन।',
  itemTitle: (f) =>
    `${f.date} ${f.vara}: ${[f.paksha && f.tithi ? `${f.paksha} ${f.tithi}` : undefined, f.nakshatra ? `${f.nakshatra} नक्षत्र` : undefined].filter(Boolean).join(', ')}${f.utsava ? ` (${f.utsava})` : ''}`,
  until: (f) => `${f.name} ${f.date ? `${f.date} ` : ''}${f.time} तक`,
  then: 'फिर',
  itemLines: (f) => [
    `वार: ${f.vara} (स्वामी ${f.varaLord})।`,
    `तिथि: ${f.tithi}।`,
    `नक्षत्र: ${f.nakshatra}।`,
    `योग: ${f.yoga}।`,
    `करण: ${f.karana}।`,
    `सूर्योदय ${f.sunrise ?? 'नहीं'}, सूर्यास्त ${f.sunset ?? 'नहीं'} (${f.hinduConvention ? 'सूर्य बिंब का केंद्र, अपवर्तन के बिना' : 'ऊपरी किनारा, अपवर्तन सहित'})।`,
    `चांद्र मास: ${f.amanta} (अमांत), ${f.purnimanta} (पूर्णिमांत); विक्रम संवत ${f.vikramSamvat}, ${f.samvatsara} संवत्सर।`,
    f.utsava
      ? `उत्सव: ${f.utsava}${f.alsoUtsavas.length ? `; साथ ही ${f.alsoUtsavas.join(', ')}` : ''}।`
      : 'उत्सव: नहीं।',
    'समय नई दिल्ली का (UTC+05:30); दिन सूर्योदय से अगले सूर्योदय तक।',
  ],
  metaTitle: 'ज्योतिष सेवा के फ़ीड',
  metaDescription: 'इस सेवा के सभी फ़ीड की सूची, हर फ़ीड के लिए एक प्रविष्टि; उसका लिंक उस फ़ीड का पता है।',
  updateEvery: (f) =>
    f.minutes === 1440
      ? 'प्रतिदिन अद्यतन होता है।'
      : f.minutes % 1440 === 0
        ? `अद्यतन का अंतराल (दिन): ${f.minutes / 1440}।`
        : `अद्यतन का अंतराल (मिनट): ${f.minutes}।`,
  categories: { panchang: 'पंचांग', feeds: 'फ़ीड' },
  windows: {
    brahma: { title: 'ब्रह्म मुहूर्त', note: 'सूर्योदय से पहले, रात के पंद्रह मुहूर्तों में चौदहवाँ' },
    abhijit: { title: 'अभिजित मुहूर्त', note: 'दिन के पंद्रह मुहूर्तों में आठवाँ, स्थानीय मध्याह्न के आसपास' },
    'rahu-kalam': { title: 'राहु काल', note: 'वार के अनुसार दिन का वह आठवाँ भाग जो राहु का है' },
    yamaganda: { title: 'यमगंड', note: 'वार के अनुसार दिन का वह आठवाँ भाग जो यम का है' },
    'gulika-kalam': { title: 'गुलिक काल', note: 'वार के अनुसार दिन का वह आठवाँ भाग जो गुलिक का है' },
  },
  windowLine: (f) => `${f.title}: ${f.note}। ${f.day}`,
  calendarDay: (f) => `${f.vara}, ${f.paksha} ${f.tithi}, ${f.nakshatra} नक्षत्र।`,
  calendarName: (p) => `ज्योतिष समय ${p}`,
  calendarDescription: (f) =>
    `${f.place} (${f.tz}) के लिए दैनिक मुहूर्त समय और गोचर की मुख्य घटनाएँ; निरयण, लाहिड़ी`,
  ingress: (f) => `${f.graha} का ${f.rashi} राशि में प्रवेश${f.retrograde ? ' (वक्री)' : ''}`,
  station: (f) => `${f.graha} ${f.retrograde ? 'वक्री होते हैं' : 'मार्गी होते हैं'}`,
  highlightNote: (f) => `${f.text} (निरयण, लाहिड़ी अयनांश, मध्यम राहु-केतु), ${f.at}।`,
};
