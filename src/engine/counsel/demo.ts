/**
 * @module Demo-mode counsel: when no model is configured, canned structural guidance chosen
 * deterministically from the message's topic (or the house it names) and today's panchang. Always marked demo: true by
 * the route. The texts describe structure and tradition only, and pass the slip classifier.
 */

export const COUNSEL_TOPICS = [
  'relationships',
  'career',
  'health',
  'finance',
  'education',
  'spirituality',
  'family',
  'general',
] as const;
export type CounselTopic = (typeof COUNSEL_TOPICS)[number];

const TOPIC_WORDS: Array<[CounselTopic, RegExp]> = [
  [
    'relationships',
    /\b(marr\w*|wedding|spouse|husband|wife|partner|love|relationship|divorce|match(?:ing)?|compatib\w*|girlfriend|boyfriend)\b/i,
  ],
  ['career', /\b(career|job|work|promotion|business|profession|boss|office|employ\w*|startup)\b/i],
  ['health', /\b(health|ill\w*|disease|sick\w*|surgery|body|medical|doctor|hospital)\b/i],
  ['finance', /\b(money|wealth|finance\w*|income|invest\w*|debt|loan|property|rich)\b/i],
  ['education', /\b(study|studies|exam\w*|education|college|university|school|degree|learn\w*)\b/i],
  [
    'spirituality',
    /\b(spiritual\w*|meditat\w*|mantra|puja|temple|moksha|dharma|god|prayer|remed\w*)\b/i,
  ],
  [
    'family',
    /\b(mother|father|parent\w*|child\w*|son|daughter|sibling\w*|brother|sister|family)\b/i,
  ],
];

/**
 * What Brihat Parashara Hora Shastra ch. 11 (vv. 2-13) reads from each house, paraphrased, with
 * the topic the house belongs to. A question that names a house ("What does my 7th house
 * describe?") is answered from this table: the house is the more specific subject.
 */
const HOUSES: Array<{ name: string; reads: string; topic: CounselTopic }> = [
  {
    name: 'lagna (tanu bhava)',
    reads: 'the body, appearance, complexion, vigour, temperament, happiness and sorrow',
    topic: 'general',
  },
  { name: 'dhana bhava', reads: 'wealth, food and grain, family and speech', topic: 'finance' },
  {
    name: 'sahaja bhava',
    reads: 'courage, younger brothers and sisters, attendants, instruction and short journeys',
    topic: 'family',
  },
  {
    name: 'bandhu or sukha bhava',
    reads: 'the mother, relatives, happiness, conveyances, lands and buildings',
    topic: 'family',
  },
  {
    name: 'putra bhava',
    reads: 'children, learning, knowledge, mantras and authority',
    topic: 'education',
  },
  { name: 'ari bhava', reads: 'enemies, illness, maternal uncles and obstacles', topic: 'health' },
  {
    name: 'kalatra or yuvati bhava',
    reads: 'the spouse, marriage and partnership, trade and travel',
    topic: 'relationships',
  },
  {
    name: 'randhra or ayur bhava',
    reads: 'longevity, obstacles, inheritance and hidden matters',
    topic: 'general',
  },
  {
    name: 'dharma or bhagya bhava',
    reads: 'fortune, dharma, teachers and pilgrimage',
    topic: 'spirituality',
  },
  {
    name: 'karma bhava',
    reads: 'profession, authority, honour and standing, and (in the text) the father',
    topic: 'career',
  },
  {
    name: 'labha bhava',
    reads: 'income, gains, elder siblings and the fulfilment of wishes',
    topic: 'finance',
  },
  {
    name: 'vyaya bhava',
    reads: 'expenditure, losses, distant lands and liberation (moksha)',
    topic: 'spirituality',
  },
];
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const HOUSE_RE = new RegExp(
  `\\b(?:(1[0-2]|[1-9])(?:st|nd|rd|th)|(${ORDINALS.join('|')}))\\s+(?:house|bhava|bhav)\\b|\\b(?:house|bhava|bhav)\\s+(1[0-2]|[1-9])\\b|\\b(lagna|ascendant)\\b`,
  'i',
);

/** The house (1-12) a message asks about by number, ordinal or as the lagna; undefined when none. */
export function counselHouse(message: string): number | undefined {
  const m = HOUSE_RE.exec(message);
  if (!m) return undefined;
  if (m[1] ?? m[3]) return Number(m[1] ?? m[3]);
  if (m[2]) return ORDINALS.indexOf(m[2].toLowerCase()) + 1;
  return 1;
}

/** Topic of a message: the topic of the house it names, else the first topic whose words appear, else general. */
export function counselTopic(message: string): CounselTopic {
  const house = counselHouse(message);
  if (house !== undefined) return HOUSES[house - 1]!.topic;
  for (const [topic, re] of TOPIC_WORDS) if (re.test(message)) return topic;
  return 'general';
}

const ORD = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The structural description of one house: what the text reads from it and how it is examined. */
export function houseGuidance(house: number): string {
  const h = HOUSES[house - 1]!;
  return (
    `Brihat Parashara Hora Shastra (ch. 11) reads ${h.reads} from the ${ORD(house)} house, the ${h.name}; ` +
    `the texts examine it through its sign, its lord and that lord's placement, the grahas in it and aspecting it, and its natural significator.`
  );
}

const GUIDANCE: Record<CounselTopic, string[]> = {
  relationships: [
    'In Parashari astrology relationships are read from the 7th house, its lord and Venus, with the navamsa (D9) as the supporting chart.',
    'The texts examine partnership through the 7th bhava, the Darakaraka among the chara karakas, and the condition of Venus; Ashtakoota matching compares the two Moons.',
  ],
  career: [
    'Work is studied through the 10th house (karma bhava), its lord, and the dasamsa (D10); the Sun and Saturn are its natural significators.',
    'The texts read profession from the 10th house and its lord, the planets aspecting it, and the D10 chart; the 6th and 2nd houses describe service and earnings.',
  ],
  health: [
    'Classical texts describe the body through the lagna and its lord, and ailments through the 6th house; this is a traditional description, not medical advice, and a doctor is the right person for health questions.',
    'The lagna, the Moon and the 6th house are where the texts look for the constitution; for any health concern please consult a qualified doctor.',
  ],
  finance: [
    'Wealth is studied through the 2nd house (accumulated wealth) and the 11th (gains), their lords, and Jupiter as the natural significator; Dhana yogas combine these lords.',
    'The texts read resources from the 2nd and 11th houses and the yogas formed by their lords; this is a structural description, not financial advice.',
  ],
  education: [
    'Learning is read from the 4th house (formal education) and the 5th (intelligence), with Mercury and Jupiter as significators, and the D24 chart for learning.',
    'The texts associate study with the 4th and 5th houses and the strength of Mercury and Jupiter; the siddhamsa (D24) adds detail.',
  ],
  spirituality: [
    'Spiritual life is read from the 9th house (dharma) and the 12th (moksha), with Jupiter and Ketu, and the vimsamsa (D20) for devotion.',
    "The texts look at the 5th, 9th and 12th houses and at Ketu for inner life; the day's tithi and nakshatra guide traditional observances.",
  ],
  family: [
    'Parents are read from the 4th (mother) and 9th or 10th (father) houses, siblings from the 3rd and 11th, children from the 5th house and Jupiter.',
    'The texts assign family members to houses: the 4th for the mother, the 9th for the father, the 3rd for younger siblings, the 5th for children.',
  ],
  general: [
    "A chart is read first from the lagna and its lord, then the Moon, then the houses each question belongs to; the Vimsottari dasha describes which graha's significations are emphasised in a period.",
    'Ask about a house, a graha, a yoga or the current dasha period, and the description will follow the classical texts.',
  ],
};

/** The day's panchang facts the demo reply mentions. */
export interface DemoDay {
  vara: string;
  tithi: string;
  paksha: string;
  nakshatra: string;
  yoga: string;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic canned guidance for a message on a day. */
export function demoGuidance(
  message: string,
  day: DemoDay,
): { topic: CounselTopic; reply: string } {
  const topic = counselTopic(message);
  const house = counselHouse(message);
  const options = GUIDANCE[topic];
  const pick =
    house !== undefined
      ? houseGuidance(house)
      : options[hash(`${topic}|${day.tithi}|${day.nakshatra}|${day.vara}`) % options.length]!;
  const today = `Today's panchang (New Delhi): ${day.vara}, ${day.paksha} ${day.tithi}, Moon in ${day.nakshatra}, yoga ${day.yoga}.`;
  return {
    topic,
    reply: `${pick} ${today} This is demo mode: no model is configured, so the guidance is a fixed description chosen by topic.`,
  };
}
