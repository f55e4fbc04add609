import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/engine/counsel/sentences.js';

describe('splitSentences', () => {
  it.each<[string, string, string[]]>([
    [
      'decimals and degrees',
      'Your Moon is at 15.5° Taurus. Saturn is at 3.25 degrees.',
      ['Your Moon is at 15.5° Taurus.', 'Saturn is at 3.25 degrees.'],
    ],
    [
      'e.g. and i.e. before a capital',
      'Ayanamsas differ, e.g. Lahiri and Raman. The texts agree, i.e. Parashara and Jaimini.',
      ['Ayanamsas differ, e.g. Lahiri and Raman.', 'The texts agree, i.e. Parashara and Jaimini.'],
    ],
    [
      'titles and initials',
      'Dr. B.V. Raman wrote on it. K. S. Krishnamurti used sub-lords.',
      ['Dr. B.V. Raman wrote on it.', 'K. S. Krishnamurti used sub-lords.'],
    ],
    [
      'approx. and ch. before numbers',
      'It differs by approx. 1.5 degrees. See ch. 7 of BPHS.',
      ['It differs by approx. 1.5 degrees.', 'See ch. 7 of BPHS.'],
    ],
    [
      'a.m. inside a sentence',
      'At 5 a.m. on Monday the tithi ends. Then Dwitiya begins.',
      ['At 5 a.m. on Monday the tithi ends.', 'Then Dwitiya begins.'],
    ],
    [
      'etc. at the end of a sentence',
      'Mantra, dana, vrata etc. The texts list them.',
      ['Mantra, dana, vrata etc.', 'The texts list them.'],
    ],
    [
      'question and exclamation marks',
      'Will I marry? You will marry in 2027! Really?! Yes.',
      ['Will I marry?', 'You will marry in 2027!', 'Really?!', 'Yes.'],
    ],
    [
      'closing quotes stay with their sentence',
      'He said "you will marry." Then he left.',
      ['He said "you will marry."', 'Then he left.'],
    ],
    [
      'an ellipsis before a capital',
      'Rahu kalam ends at 15:00... Then Gulika begins.',
      ['Rahu kalam ends at 15:00...', 'Then Gulika begins.'],
    ],
    [
      'an ellipsis before a lower-case word',
      'The dasha changes... and the antardasha too.',
      ['The dasha changes... and the antardasha too.'],
    ],
    [
      'Devanagari danda',
      'आपकी शादी 2027 में होगी। आपका लग्न तुला है।',
      ['आपकी शादी 2027 में होगी।', 'आपका लग्न तुला है।'],
    ],
    [
      'line breaks, bullets and list numbers',
      '- First point\n* Second point\n1. Third. Fourth one\n\n2) Fifth\n• Sixth',
      ['First point', 'Second point', 'Third.', 'Fourth one', 'Fifth', 'Sixth'],
    ],
    [
      'a month abbreviation in a date',
      'Saturn enters Pisces on 29 Mar. 2025. Jupiter follows.',
      ['Saturn enters Pisces on 29 Mar. 2025.', 'Jupiter follows.'],
    ],
    ['no full stop at the end', 'Your lagna is Libra', ['Your lagna is Libra']],
    ['windows line endings and blank pieces', 'One.\r\n\r\n . \r\nTwo.', ['One.', 'Two.']],
  ])('%s', (_name, text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });
  it('empty and punctuation-only text has no sentence', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' ... \n - ')).toEqual([]);
  });
});
