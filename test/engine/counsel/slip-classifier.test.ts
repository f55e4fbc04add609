import { describe, expect, it } from 'vitest';
import { applySlipPolicy, classifyReply, classifySentence, WITHHELD_REPLY } from '../../../src/engine/counsel/slip-classifier.js';

/** Sentences that predict: each must be flagged, with the kind given. */
const SLIPS: Array<[string, string]> = [
  ['You will marry in 2027.', 'future-life-event'],
  ['You will get married before you turn 30.', 'future-life-event'],
  ["You'll meet your soul mate next spring.", 'future-life-event'],
  ['You are going to get a promotion this year.', 'future-life-event'],
  ['You will become very rich after Jupiter enters your 2nd house.', 'future-life-event'],
  ['You will have two children.', 'future-life-event'],
  ['You will travel abroad for work.', 'future-life-event'],
  ['You will lose money in the share market.', 'future-life-event'],
  ['Your marriage will be delayed.', 'future-life-event'],
  ['Your career will take off after 35.', 'future-life-event'],
  ['Your business will fail during Rahu dasha.', 'future-life-event'],
  ['Your health will decline in old age.', 'future-life-event'],
  ['There will be a wedding in your family soon.', 'future-life-event'],
  ['Expect a job change by next March.', 'dated-life-event'],
  ['Marriage is indicated for you in 2026.', 'dated-life-event'],
  ['In 2028 your son will be born.', 'future-life-event'],
  ['A windfall comes to you within two years.', 'dated-life-event'],
  ['You will die young.', 'death-or-illness'],
  ['Your father may pass away during Saturn antardasha.', 'death-or-illness'],
  ['You might fall ill when Mars transits your 8th house.', 'death-or-illness'],
  ['The chart shows a short life.', 'death-or-illness'],
  ['You could have an accident next month.', 'death-or-illness'],
  ['I guarantee this remedy works.', 'guarantee'],
  ['This result is 100% certain.', 'guarantee'],
  ['You are destined to be a leader.', 'guarantee'],
  ['Success is written in your stars.', 'guarantee'],
  ['Yes, it will happen.', 'will-it-happen'],
  ['No, he will not come back.', 'will-it-happen'],
  ['The marriage will work out.', 'will-it-happen'],
  ["It won't happen this year.", 'will-it-happen'],
  ['Things will go smoothly for you from May.', 'will-it-happen'],
];

/** Near misses: facts about the sky, descriptions of texts, structure, instructions. None may be flagged. */
const NEAR_MISSES: string[] = [
  'Saturn transits Aquarius until 2025.',
  'Jupiter will enter Taurus in May 2024.',
  'The next full moon will be on 15 August.',
  'Mars will be retrograde from December to February.',
  'Rahu moves backwards through the zodiac and takes about 18 months per sign.',
  'BPHS says the 7th lord signifies the spouse.',
  'Classical texts associate the 10th house with career.',
  'The 5th house is read for children in Parashari astrology.',
  'In your chart the 7th lord Venus sits in the 10th house.',
  'Your Moon is in Rohini nakshatra, pada 2.',
  'Your current Vimsottari period is Saturn-Mercury, running until March 2027.',
  'The dasha of Venus lasts 20 years in the Vimsottari system.',
  'You will find the tithi in the panchang section.',
  'You will see that Jupiter aspects the 7th house from the lagna.',
  'If you want, I can explain what the texts say about Kemadruma yoga.',
  'Marriage timing in tradition is studied through the 7th house, Venus and the dasha lords.',
  'Many astrologers read health from the 6th house and its lord.',
  'Today is Shukla Ekadashi, a traditional day of fasting.',
  'Sade sati is the period when Saturn transits the 12th, 1st and 2nd signs from the natal Moon.',
  'Your sade sati phase, as a transit fact, began when Saturn entered Aquarius in 2023.',
  'The yoga is called Gajakesari and is described in Phaladeepika.',
  'Your question about marriage is best approached by looking at the structure of the 7th house.',
  'Tradition holds that remedies are a matter of faith, not certainty.',
  'Your wish to understand your chart is a good starting point.',
  'I cannot say whether it will happen; I can describe the structure.',
  'The Sun will enter sidereal Capricorn on 14 January.',
  'Astrology cannot guarantee outcomes.',
  'Your 10th lord is exalted, which the texts describe as a strong placement.',
  'Ask about any house and you will get a description of its significations.',
  'Venus will be combust for about two months next year.',
  'Your Saturn return, as a transit, happens around age 29.',
];

describe('slip classifier: labelled sentences', () => {
  it('has at least 60 labelled sentences, about half near misses', () => {
    expect(SLIPS.length + NEAR_MISSES.length).toBeGreaterThanOrEqual(60);
    expect(NEAR_MISSES.length).toBeGreaterThanOrEqual(30);
  });
  it.each(SLIPS)('flags: %s', (sentence, kind) => {
    const slip = classifySentence(sentence);
    expect(slip, sentence).toBeDefined();
    expect(slip!.kind).toBe(kind);
  });
  it.each(NEAR_MISSES.map((s) => [s]))('does not flag: %s', (sentence) => {
    expect(classifySentence(sentence)).toBeUndefined();
  });
});

describe('slip policy', () => {
  it('passes a clean reply unchanged', () => {
    const text = 'Your 7th lord is Venus. The texts read the spouse from it.';
    expect(applySlipPolicy(text)).toMatchObject({ reply: text, action: 'pass', classification: { flagged: false, sentencesChecked: 2 } });
  });
  it('rewrites a reply with a minority of slips by dropping them', () => {
    const text = 'Your 7th lord is Venus. It sits in the 10th house. The texts read the spouse from it. You will marry in 2027.';
    const r = applySlipPolicy(text);
    expect(r.action).toBe('rewritten');
    expect(r.reply).not.toContain('2027');
    expect(r.reply).toContain('Your 7th lord is Venus.');
    expect(r.classification.slips).toHaveLength(1);
  });
  it('withholds a reply that is mostly prediction', () => {
    const r = applySlipPolicy('You will marry in 2027. Your career will take off. Yes, it will happen.');
    expect(r.action).toBe('withheld');
    expect(r.reply).toBe(WITHHELD_REPLY);
    expect(classifyReply(r.reply).flagged).toBe(false);
  });
});
