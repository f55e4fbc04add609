/**
 * @module The English texts of the feeds (src/engine/texts/pack.ts FeedPack): the daily panchang
 * RSS feed, the meta feed and the iCalendar feed, word for word as they were before the feeds took
 * `lang` (test/routes/p/calendar-bytes.test.ts holds recorded calendars byte for byte). English
 * feeds name things by the engine's IAST names, not by data/names/en.json.
 */
import type { FeedPack } from '../pack.js';

export const enFeeds: FeedPack = {
  dailyTitle: 'Daily panchang & utsavas: New Delhi',
  dailyDescription:
    'Vara, tithi, nakshatra, yoga and karana of each day at New Delhi (sunrise to sunrise, Lahiri ayanamsa), with the principal utsava of the day; today and the 14 days before.',
  itemTitle: (f) =>
    `${f.date} ${f.vara}: ${f.tithi ? `${f.paksha ?? ''} ${f.tithi}` : ''}${f.nakshatra ? `, ${f.nakshatra} nakshatra` : ''}${f.utsava ? ` (${f.utsava})` : ''}`,
  until: (f) => `${f.name} until ${f.time}${f.date ? ` on ${f.date}` : ''}`,
  then: 'then',
  itemLines: (f) => [
    `Vara: ${f.vara} (lord ${f.varaLord}).`,
    `Tithi: ${f.tithi}.`,
    `Nakshatra: ${f.nakshatra}.`,
    `Yoga: ${f.yoga}.`,
    `Karana: ${f.karana}.`,
    `Sunrise ${f.sunrise ?? 'none'}, sunset ${f.sunset ?? 'none'} (${f.hinduConvention ? "hindu convention: centre of the Sun's disc, no refraction" : 'civil convention: upper limb with refraction'}).`,
    `Lunar month: ${f.amanta} (amanta), ${f.purnimanta} (purnimanta); Vikram Samvat ${f.vikramSamvat}, ${f.samvatsara} samvatsara.`,
    f.utsava
      ? `Utsava: ${f.utsava}${f.alsoUtsavas.length ? `; also ${f.alsoUtsavas.join(', ')}` : ''}.`
      : 'Utsava: none.',
    'Times are New Delhi (Asia/Kolkata, UTC+05:30); the day runs from sunrise to the next sunrise.',
  ],
  metaTitle: 'Jyotisha API feeds',
  metaDescription:
    'Every RSS feed of the Jyotisha API, one item per feed; the item link is the feed URL.',
  updateEvery: (f) =>
    `Updated every ${f.minutes >= 1440 ? `${f.minutes / 1440} day(s)` : `${f.minutes} minutes`}.`,
  categories: { panchang: 'panchang', feeds: 'rss' },
  windows: {
    brahma: { title: 'Brahma muhurta', note: 'the 14th of the 15 night muhurtas, before sunrise' },
    abhijit: {
      title: 'Abhijit muhurta',
      note: 'the 8th of the 15 day muhurtas, around local noon',
    },
    'rahu-kalam': { title: 'Rahu kalam', note: "the weekday's eighth of the day ruled by Rahu" },
    yamaganda: { title: 'Yamaganda', note: "the weekday's eighth of the day ruled by Yama" },
    'gulika-kalam': {
      title: 'Gulika kalam',
      note: "the weekday's eighth of the day ruled by Gulika",
    },
  },
  windowLine: (f) => `${f.title}: ${f.note}. ${f.day}`,
  calendarDay: (f) => `${f.vara}, ${f.paksha} ${f.tithi}, nakshatra ${f.nakshatra}.`,
  calendarName: (p) => `Jyotisha windows ${p}`,
  calendarDescription: (f) =>
    `Daily muhurta windows and transit highlights for ${f.place} (${f.tz}); sidereal, Lahiri`,
  ingress: (f) => `${f.graha} enters ${f.rashi}${f.retrograde ? ', retrograde' : ''}`,
  station: (f) => `${f.graha} stations ${f.retrograde ? 'retrograde' : 'direct'}`,
  highlightNote: (f) => `${f.text} (sidereal, Lahiri ayanamsa, mean nodes), at ${f.at}.`,
};
