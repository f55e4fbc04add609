/**
 * @module Names of the regional calendars as data: every month of every system with a stable id,
 * its common English spelling and its transliteration (IAST; ISO 15919 for Tamil and Malayalam),
 * and the eras. Ids are `<table>:<slug>`, lower case ASCII; they never change once published (a
 * spelling may be corrected, the id stays), so translation tables can key on them.
 *
 * Tables (month 1 first, in the order of the system's year):
 * - masa: the lunisolar months (amanta and purnimanta), Chaitra first;
 * - tamil, malayalam, bengali, odia, assamese, punjabi, nepali: the solar months; Malayalam's
 *   year (Kollam) begins with Chingam (Simha), every other with the Mesha month;
 * - saka: India's national calendar (1957), Chaitra first. `bengali-bd` uses the bengali table.
 * Spellings: Tamil and Malayalam as the state almanacs transliterate them; Bengali as the West
 * Bengal and Bangladesh almanacs' common romanization; Assamese, Punjabi and Nepali likewise;
 * the Saka months as the Government of India's gazette spells them.
 */

/** One month of a calendar: id, English spelling and transliteration. */
export interface MonthName {
  /** stable id, `<table>:<slug>` */
  id: string;
  /** common English spelling */
  name: string;
  /** IAST (ISO 15919 for Tamil and Malayalam) transliteration */
  iast: string;
}

function table(
  prefix: string,
  rows: ReadonlyArray<readonly [string, string, string]>,
): readonly MonthName[] {
  return Object.freeze(
    rows.map(([slug, name, iast]) => Object.freeze({ id: `${prefix}:${slug}`, name, iast })),
  );
}

/** Lunisolar months, 1 = Chaitra (the month holding the Mesha sankranti). */
export const MASA_MONTHS = table('masa', [
  ['chaitra', 'Chaitra', 'Caitra'],
  ['vaishakha', 'Vaishakha', 'Vaiśākha'],
  ['jyeshtha', 'Jyeshtha', 'Jyeṣṭha'],
  ['ashadha', 'Ashadha', 'Āṣāḍha'],
  ['shravana', 'Shravana', 'Śrāvaṇa'],
  ['bhadrapada', 'Bhadrapada', 'Bhādrapada'],
  ['ashvin', 'Ashvin', 'Āśvina'],
  ['kartika', 'Kartika', 'Kārttika'],
  ['margashirsha', 'Margashirsha', 'Mārgaśīrṣa'],
  ['pausha', 'Pausha', 'Pauṣa'],
  ['magha', 'Magha', 'Māgha'],
  ['phalguna', 'Phalguna', 'Phālguna'],
]);

/** Tamil solar months, 1 = Chithirai (Mesha). */
export const TAMIL_MONTHS = table('tamil', [
  ['chithirai', 'Chithirai', 'Cittirai'],
  ['vaikasi', 'Vaikasi', 'Vaikāci'],
  ['aani', 'Aani', 'Āṉi'],
  ['aadi', 'Aadi', 'Āṭi'],
  ['avani', 'Avani', 'Āvaṇi'],
  ['purattasi', 'Purattasi', 'Puraṭṭāci'],
  ['aippasi', 'Aippasi', 'Aippaci'],
  ['karthigai', 'Karthigai', 'Kārttikai'],
  ['margazhi', 'Margazhi', 'Mārkaḻi'],
  ['thai', 'Thai', 'Tai'],
  ['masi', 'Masi', 'Māci'],
  ['panguni', 'Panguni', 'Paṅkuṉi'],
]);

/** Malayalam solar months, 1 = Chingam (Simha): the Kollam year begins with it. */
export const MALAYALAM_MONTHS = table('malayalam', [
  ['chingam', 'Chingam', 'Ciṅṅaṁ'],
  ['kanni', 'Kanni', 'Kanni'],
  ['thulam', 'Thulam', 'Tulāṁ'],
  ['vrischikam', 'Vrischikam', 'Vr̥ścikaṁ'],
  ['dhanu', 'Dhanu', 'Dhanu'],
  ['makaram', 'Makaram', 'Makaraṁ'],
  ['kumbham', 'Kumbham', 'Kumbhaṁ'],
  ['meenam', 'Meenam', 'Mīnaṁ'],
  ['medam', 'Medam', 'Mēṭaṁ'],
  ['edavam', 'Edavam', 'Iṭavaṁ'],
  ['mithunam', 'Mithunam', 'Mithunaṁ'],
  ['karkidakam', 'Karkidakam', 'Karkkaṭakaṁ'],
]);

/** Bengali solar months (West Bengal and Bangladesh), 1 = Boishakh (Mesha). */
export const BENGALI_MONTHS = table('bengali', [
  ['boishakh', 'Boishakh', 'Baiśākh'],
  ['joishtho', 'Joishtho', 'Jyaiṣṭha'],
  ['asharh', 'Asharh', 'Āṣāṛh'],
  ['srabon', 'Srabon', 'Śrābaṇ'],
  ['bhadro', 'Bhadro', 'Bhādra'],
  ['ashwin', 'Ashwin', 'Āśvin'],
  ['kartik', 'Kartik', 'Kārtik'],
  ['ogrohayon', 'Ogrohayon', 'Agrahāyaṇ'],
  ['poush', 'Poush', 'Pauṣ'],
  ['magh', 'Magh', 'Māgh'],
  ['falgun', 'Falgun', 'Phālgun'],
  ['choitro', 'Choitro', 'Caitra'],
]);

/** Odia solar months, 1 = Baisakha (Mesha). */
export const ODIA_MONTHS = table('odia', [
  ['baisakha', 'Baisakha', 'Baiśākha'],
  ['jyeshtha', 'Jyeshtha', 'Jyeṣṭha'],
  ['ashadha', 'Ashadha', 'Āṣāḍha'],
  ['shrabana', 'Shrabana', 'Śrābaṇa'],
  ['bhadraba', 'Bhadraba', 'Bhādraba'],
  ['ashwina', 'Ashwina', 'Āśvina'],
  ['kartika', 'Kartika', 'Kārttika'],
  ['margashira', 'Margashira', 'Mārgaśira'],
  ['pausha', 'Pausha', 'Pauṣa'],
  ['magha', 'Magha', 'Māgha'],
  ['phalguna', 'Phalguna', 'Phālguna'],
  ['chaitra', 'Chaitra', 'Caitra'],
]);

/** Assamese solar months, 1 = Bohag (Mesha). */
export const ASSAMESE_MONTHS = table('assamese', [
  ['bohag', 'Bohag', 'Bohāg'],
  ['jeth', 'Jeth', 'Jeṭh'],
  ['ahar', 'Ahar', 'Āhāra'],
  ['xaon', 'Xaon', 'Śāoṇ'],
  ['bhado', 'Bhado', 'Bhāda'],
  ['ahin', 'Ahin', 'Āhin'],
  ['kati', 'Kati', 'Kāti'],
  ['aghon', 'Aghon', 'Āghoṇ'],
  ['puh', 'Puh', 'Puh'],
  ['magh', 'Magh', 'Māgh'],
  ['phagun', 'Phagun', 'Phāgun'],
  ['sot', 'Sot', 'Cot'],
]);

/** Punjabi (Bikrami solar) months, 1 = Vaisakh (Mesha). */
export const PUNJABI_MONTHS = table('punjabi', [
  ['vaisakh', 'Vaisakh', 'Vaisākh'],
  ['jeth', 'Jeth', 'Jeṭh'],
  ['harh', 'Harh', 'Hāṛh'],
  ['sawan', 'Sawan', 'Sāvaṇ'],
  ['bhadon', 'Bhadon', 'Bhādoṃ'],
  ['assu', 'Assu', 'Assū'],
  ['katak', 'Katak', 'Kattak'],
  ['maghar', 'Maghar', 'Maghar'],
  ['poh', 'Poh', 'Poh'],
  ['magh', 'Magh', 'Māgh'],
  ['phaggan', 'Phaggan', 'Phaggaṇ'],
  ['chet', 'Chet', 'Cet'],
]);

/** Nepali (Bikram Sambat) months, 1 = Baishakh (Mesha). */
export const NEPALI_MONTHS = table('nepali', [
  ['baishakh', 'Baishakh', 'Baiśākh'],
  ['jestha', 'Jestha', 'Jeṣṭha'],
  ['asar', 'Asar', 'Asār'],
  ['shrawan', 'Shrawan', 'Śrāvaṇ'],
  ['bhadra', 'Bhadra', 'Bhādra'],
  ['ashwin', 'Ashwin', 'Āśvin'],
  ['kartik', 'Kartik', 'Kārtik'],
  ['mangsir', 'Mangsir', 'Maṅsir'],
  ['poush', 'Poush', 'Pauṣ'],
  ['magh', 'Magh', 'Māgh'],
  ['falgun', 'Falgun', 'Phālgun'],
  ['chaitra', 'Chaitra', 'Cait'],
]);

/** India's national (Saka) calendar, 1 = Chaitra (from 22 March, 21 in a Gregorian leap year). */
export const SAKA_MONTHS = table('saka', [
  ['chaitra', 'Chaitra', 'Caitra'],
  ['vaisakha', 'Vaisakha', 'Vaiśākha'],
  ['jyaistha', 'Jyaistha', 'Jyaiṣṭha'],
  ['asadha', 'Asadha', 'Āṣāḍha'],
  ['sravana', 'Sravana', 'Śrāvaṇa'],
  ['bhadra', 'Bhadra', 'Bhādra'],
  ['asvina', 'Asvina', 'Āśvina'],
  ['kartika', 'Kartika', 'Kārtika'],
  ['agrahayana', 'Agrahayana', 'Agrahāyaṇa'],
  ['pausa', 'Pausa', 'Pauṣa'],
  ['magha', 'Magha', 'Māgha'],
  ['phalguna', 'Phalguna', 'Phālguna'],
]);

/** The eras years are counted in. */
export const ERA_IDS = [
  'vikram',
  'shaka',
  'kali',
  'kollam',
  'bangabda',
  'bikram-sambat',
  'bhaskarabda',
] as const;
/** An era id. */
export type EraId = (typeof ERA_IDS)[number];

/** Name and transliteration of each era. */
export const ERA_NAMES: Readonly<Record<EraId, { name: string; iast: string }>> = Object.freeze({
  vikram: { name: 'Vikram Samvat', iast: 'Vikrama Saṃvat' },
  shaka: { name: 'Shaka', iast: 'Śaka' },
  kali: { name: 'Kali Yuga', iast: 'Kaliyuga' },
  kollam: { name: 'Kollam (Malayalam Era)', iast: 'Kollavarṣaṁ' },
  bangabda: { name: 'Bangabda', iast: 'Baṅgābda' },
  'bikram-sambat': { name: 'Bikram Sambat', iast: 'Vikrama Saṃvat' },
  bhaskarabda: { name: 'Bhaskarabda', iast: 'Bhāskarābda' },
});
