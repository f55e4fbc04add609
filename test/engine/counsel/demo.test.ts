import { describe, expect, it } from 'vitest';
import {
  counselHouse,
  counselTopic,
  demoGuidance,
  houseGuidance,
  COUNSEL_TOPICS,
} from '../../../src/engine/counsel/demo.js';
import { classifyReply } from '../../../src/engine/counsel/slip-classifier.js';

const day = {
  vara: 'Ravivara',
  tithi: 'Ekadashi',
  paksha: 'Shukla',
  nakshatra: 'Rohini',
  yoga: 'Siddhi',
};

describe('demo guidance', () => {
  it.each([
    ['When will I marry?', 'relationships'],
    ['Should I change my job?', 'career'],
    ['I worry about my health', 'health'],
    ['Is this a good time to invest money?', 'finance'],
    ['My exams are coming', 'education'],
    ['Which mantra suits me?', 'spirituality'],
    ['Tell me about my mother', 'family'],
    ['Hello', 'general'],
  ])('topic of %s is %s', (msg, topic) => expect(counselTopic(msg)).toBe(topic));

  it.each([
    ['What does my 7th house describe?', 7, 'relationships'],
    ['Tell me about the tenth bhava', 10, 'career'],
    ['what is in house 2 of my chart', 2, 'finance'],
    ['Explain my lagna', 1, 'general'],
    ['Is my 12th house bad for marriage?', 12, 'spirituality'],
    ['When will I marry?', undefined, 'relationships'],
    ['I was born on the 7th of May', undefined, 'general'],
  ])('a question naming a house is about that house: %s', (msg, house, topic) => {
    expect(counselHouse(msg)).toBe(house);
    expect(counselTopic(msg)).toBe(topic);
  });

  it('the README example gets the 7th house from BPHS ch. 11, not the generic reply', () => {
    const r = demoGuidance('What does my 7th house describe?', day);
    expect(r.topic).toBe('relationships');
    expect(r.reply).toContain('from the 7th house, the kalatra or yuvati bhava');
    expect(r.reply).toContain('the spouse, marriage and partnership');
    expect(r.reply).not.toContain('Ask about a house');
  });

  it('every house description is structural: it passes the slip classifier', () => {
    for (let h = 1; h <= 12; h++)
      expect(classifyReply(houseGuidance(h)).flagged, houseGuidance(h)).toBe(false);
  });

  it('is deterministic for a message and a day, and mentions the panchang', () => {
    const a = demoGuidance('When will I marry?', day);
    expect(demoGuidance('When will I marry?', day)).toEqual(a);
    expect(a.reply).toContain('Shukla Ekadashi');
    expect(a.reply).toContain('Rohini');
    expect(a.reply).toContain('demo mode');
  });

  it('never slips into prediction, on any topic and day', () => {
    for (const topic of COUNSEL_TOPICS) {
      for (const tithi of ['Pratipada', 'Ekadashi', 'Purnima', 'Amavasya']) {
        const msg = {
          relationships: 'marriage',
          career: 'job',
          health: 'health',
          finance: 'money',
          education: 'exam',
          spirituality: 'mantra',
          family: 'mother',
          general: 'hi',
        }[topic];
        const r = demoGuidance(`Will my ${msg} be good?`, { ...day, tithi });
        expect(classifyReply(r.reply).flagged, r.reply).toBe(false);
      }
    }
  });
});
