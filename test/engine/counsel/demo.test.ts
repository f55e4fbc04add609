import { describe, expect, it } from 'vitest';
import { counselTopic, demoGuidance, COUNSEL_TOPICS } from '../../../src/engine/counsel/demo.js';
import { classifyReply } from '../../../src/engine/counsel/slip-classifier.js';

const day = { vara: 'Ravivara', tithi: 'Ekadashi', paksha: 'Shukla', nakshatra: 'Rohini', yoga: 'Siddhi' };

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
        const msg = { relationships: 'marriage', career: 'job', health: 'health', finance: 'money', education: 'exam', spirituality: 'mantra', family: 'mother', general: 'hi' }[topic];
        const r = demoGuidance(`Will my ${msg} be good?`, { ...day, tithi });
        expect(classifyReply(r.reply).flagged, r.reply).toBe(false);
      }
    }
  });
});
