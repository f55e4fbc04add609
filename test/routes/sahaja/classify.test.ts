import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { SLIP_THRESHOLD } from '../../../src/engine/counsel/slip-classifier.js';

const { RATE_LIMITER: _limiter, ...envWithoutLimiter } = env as unknown as Record<string, unknown>;
const noLimiter = envWithoutLimiter as unknown as Env;

function send(
  e: Env,
  body: unknown,
  ip: string,
  init: { raw?: boolean; contentType?: string } = {},
): Promise<Response> {
  return dispatch(
    new Request('http://api.test/api/sahaja/classify', {
      method: 'POST',
      headers: { 'content-type': init.contentType ?? 'application/json', 'cf-connecting-ip': ip },
      body: init.raw ? (body as string) : JSON.stringify(body),
    }),
    e,
    createExecutionContext(),
  );
}

type Answer = {
  slip: boolean;
  score: number;
  sentences: Array<{ text: string; slip: boolean; score: number }>;
};

describe('POST /api/sahaja/classify', () => {
  it('scores every sentence; the text slips when one does and carries the highest score', async () => {
    const text =
      'Your 7th lord Venus sits in the 10th house. Jupiter will bless you with a son in 2027. Saturn will enter Pisces on 29 March 2025.';
    const res = await send(env, { text }, '10.9.0.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('119');
    const r = await res.json<Answer>();
    expect(r.sentences.map((s) => s.text)).toEqual([
      'Your 7th lord Venus sits in the 10th house.',
      'Jupiter will bless you with a son in 2027.',
      'Saturn will enter Pisces on 29 March 2025.',
    ]);
    expect(r.sentences.map((s) => s.slip)).toEqual([false, true, false]);
    for (const s of r.sentences) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(1);
      expect(s.slip).toBe(s.score >= SLIP_THRESHOLD);
    }
    expect(r.slip).toBe(true);
    expect(r.score).toBe(Math.max(...r.sentences.map((s) => s.score)));
  });

  it('a clean text is not a slip', async () => {
    const r = await (
      await send(
        env,
        {
          text: 'BPHS associates Jupiter in the 5th with children. You will find the tithi in the panchang.',
        },
        '10.9.0.2',
      )
    ).json<Answer>();
    expect(r.slip).toBe(false);
    expect(r.score).toBeLessThan(SLIP_THRESHOLD);
    expect(r.sentences).toHaveLength(2);
  });

  it.each<[string, unknown, string]>([
    ['missing text', {}, 'text'],
    ['text not a string', { text: 42 }, 'text'],
    ['text null', { text: null }, 'text'],
    ['empty text', { text: '' }, 'text'],
    ['whitespace and punctuation only', { text: '  ... \n ' }, 'text'],
    ['oversized text', { text: 'a'.repeat(10_001) }, 'text'],
    ['an unknown field', { text: 'Your lagna is Libra.', lang: 'en' }, 'lang'],
    ['not an object', ['Your lagna is Libra.'], 'body'],
  ])('%s is a 400 E2 naming %s', async (_name, body, field) => {
    const res = await send(env, body, '10.9.1.1');
    expect(res.status).toBe(400);
    const json = await res.json<Record<string, unknown>>();
    expect(json.field).toBe(field);
    expect(typeof json.error).toBe('string');
    expect(json.error).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(typeof json.message).toBe('string');
    expect(json).not.toHaveProperty('ok');
    // invalid bodies are not counted against the limit
    expect(res.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('malformed JSON and a wrong content type are refused in E2', async () => {
    const bad = await send(env, '{"text": ', '10.9.1.2', { raw: true });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'malformed-json', field: 'body' });
    const form = await send(env, 'text=hi', '10.9.1.2', {
      raw: true,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: 'unsupported-media-type' });
  });

  it('a text of exactly 10,000 characters is accepted', async () => {
    const text = 'Your lagna is Libra. '.repeat(500).slice(0, 10_000);
    const res = await send(env, { text }, '10.9.1.3');
    expect(res.status).toBe(200);
    expect((await res.json<Answer>()).sentences.length).toBeGreaterThan(400);
  });

  it('120 per hour per IP on the durable limiter; the 429 is E2 with X-RateLimit-Limit and no Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await send(env, { text: 'Your Moon is in Rohini.' }, '10.9.2.1');
      statuses.push(res.status);
      if (res.status === 200) {
        expect(res.headers.get('x-ratelimit-remaining')).toBe(String(119 - i));
      } else {
        expect(res.headers.get('x-ratelimit-limit')).toBe('120');
        expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
        expect(res.headers.get('retry-after')).toBeNull();
        const body = await res.json<{
          error: string;
          details: { resetAt: string; limit: number };
        }>();
        expect(body.error).toBe('rate-limit-exceeded');
        expect(body.details.limit).toBe(120);
        expect(Date.parse(body.details.resetAt)).toBeGreaterThan(Date.now());
      }
    }
    expect(statuses).toEqual([...Array(120).fill(200), 429]);
    // another IP is not affected
    expect((await send(env, { text: 'Your Moon is in Rohini.' }, '10.9.2.2')).status).toBe(200);
  });

  it('without the durable limiter it keeps classifying on a per-isolate bucket of the same size', async () => {
    const res = await send(noLimiter, { text: 'You will marry in 2027.' }, '10.9.3.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('119');
    expect((await res.json<Answer>()).slip).toBe(true);
  });

  it('answers only POST', async () => {
    const res = await dispatch(
      new Request('http://api.test/api/sahaja/classify'),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(405);
  });
});
