/**
 * Issue 32 point 4: sign-up refuses passwords that are easy to guess although not on the breached
 * list (`aaaaaaaaaa`, ten spaces, `0123456789`), with advice, by a zxcvbn-style strength estimate
 * (src/platform/password-strength.ts). Its verdicts are checked against @zxcvbn-ts/core itself
 * (the reference implementation, a dev dependency) with the same common-password dictionary and
 * keyboard graphs: on patterned passwords and on seeded random ones, both refuse the same ones.
 */
import { describe, expect, it } from 'vitest';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { postJson } from '../../helpers.js';
import {
  estimate,
  MIN_SCORE,
  weakPasswordAdvice,
} from '../../../src/platform/password-strength.js';
import { ORIGIN, uniqueEmail } from './account-helpers.js';

let ipN = 0;
const ip = () => {
  ipN += 1;
  return `10.78.${(ipN >> 8) & 255}.${ipN & 255}`;
};

describe('sign-up refuses easily guessed passwords, with advice', () => {
  it('aaaaaaaaaa, ten spaces and 0123456789 are 400 naming the password, saying why and what to do', async () => {
    for (const [password, why] of [
      ['aaaaaaaaaa', /repeated/],
      ['          ', /repeated/],
      ['0123456789', /sequence/],
      ['qwertyuiop[]', /keys/],
      ['iloveyou2026', /common password/],
    ] as const) {
      const res = await postJson(
        '/api/auth/signup',
        { email: uniqueEmail('strength'), password },
        { origin: ORIGIN, 'cf-connecting-ip': ip() },
      );
      const body = await res.json<{ error: string; field: string; message: string }>();
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(body).toMatchObject({ error: 'invalid-field', field: 'password' });
      expect(body.message).toMatch(why);
      expect(body.message).toMatch(/passphrase of three or four unrelated words/);
      // the password itself is never echoed
      expect(body.message).not.toContain(password.trim() || 'aaaaaaaaaa');
    }
  });

  it('passphrases and random strings pass', async () => {
    for (const password of [
      'a long passphrase',
      'correct horse battery staple',
      'x7$kQ!2pLm9z',
      'long enough password',
    ]) {
      expect(weakPasswordAdvice(password), password).toBeNull();
    }
    const res = await postJson(
      '/api/auth/signup',
      { email: uniqueEmail('strong'), password: 'tamarind monsoon lantern' },
      { origin: ORIGIN, 'cf-connecting-ip': ip() },
    );
    expect(res.status).toBe(201);
  });
});

describe('the estimate against @zxcvbn-ts/core', () => {
  const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary } });
  const refused = (score: number) => score < MIN_SCORE;

  it('patterned passwords: the same verdict as zxcvbn', () => {
    const cases = [
      'aaaaaaaaaa',
      '          ',
      '0123456789',
      '9876543210',
      'abcabcabcabc',
      'abcdefghij',
      'zyxwvutsrq',
      'qwertyuiop',
      'asdfghjkl;',
      'zxcvbnm,./',
      '1qaz2wsx3edc',
      'qazwsxedcrfv',
      'password2026',
      'Password2026!',
      'iloveyou2026',
      'monkey123456',
      'p@ssw0rd123',
      'dragon1234',
      '1990-05-17xy',
      '17/05/1990!',
      'a long passphrase',
      'correct horse battery staple',
      'long enough password',
      'x7$kQ!2pLm9z',
      'Tr0ub4dor&3',
      'tamarind monsoon lantern',
      'hx8Wq2vLz0',
    ];
    const disagree = cases
      .filter((p) => refused(estimate(p).score) !== refused(zxcvbn.check(p).score))
      .map((p) => `${p}: ours ${estimate(p).score}, zxcvbn ${zxcvbn.check(p).score}`);
    expect(disagree).toEqual([]);
  });

  it('seeded random passwords of 10 to 14 characters over small and large alphabets: the same verdict in at least 95 of 100', () => {
    let s = 20260101;
    const rnd = () => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return s / 4294967296;
    };
    const alphabets = [
      '0123456789',
      'abc',
      'abcdefghijklmnopqrstuvwxyz',
      'qwertyuiopasdfghjklzxcvbnm1234567890!@#$%',
    ];
    let same = 0;
    for (let k = 0; k < 100; k++) {
      const alpha = alphabets[k % alphabets.length]!;
      const len = 10 + Math.floor(rnd() * 5);
      const pw = Array.from({ length: len }, () => alpha[Math.floor(rnd() * alpha.length)]).join(
        '',
      );
      if (refused(estimate(pw).score) === refused(zxcvbn.check(pw).score)) same++;
    }
    expect(same).toBeGreaterThanOrEqual(95);
  });
});
