import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { STRUCTURAL_DISCLAIMER } from '../../../src/engine/counsel/slip-classifier.js';
import { postJson } from '../../helpers.js';

const MODEL_ENV = {
  MODEL_BASE_URL: 'https://model.test/v1',
  MODEL_API_KEY: 'test-key',
  MODEL_NAME: 'test-model',
};
const withModel = { ...env, ...MODEL_ENV } as unknown as Env;
const { RATE_LIMITER: _limiter, ...envWithoutLimiter } = env as unknown as Record<string, unknown>;
const noLimiter = envWithoutLimiter as unknown as Env;

function send(e: Env, body: unknown, ip: string, path = '/api/sahaja'): Promise<Response> {
  return dispatch(
    new Request(`http://api.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify(body),
    }),
    e,
    createExecutionContext(),
  );
}
function completion(message: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ choices: [{ message }] }), {
    headers: { 'content-type': 'application/json' },
  });
}
const chartArgs = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};

afterEach(() => vi.restoreAllMocks());

describe('POST /api/sahaja input', () => {
  it.each([
    ['missing message', {}, 'message'],
    ['empty message', { message: '' }, 'message'],
    ['message too long', { message: 'x'.repeat(4001) }, 'message'],
    ['message not a string', { message: 42 }, 'message'],
    [
      'history bad role',
      { message: 'hi', history: [{ role: 'system', content: 'x' }] },
      'history.0.role',
    ],
    [
      'history too long',
      {
        message: 'hi',
        history: Array.from({ length: 20 }, () => ({ role: 'user', content: 'x' })),
      },
      'history',
    ],
    ['messages empty', { messages: [] }, 'messages'],
    [
      'messages 21 turns',
      { messages: Array.from({ length: 21 }, () => ({ role: 'user', content: 'x' })) },
      'messages',
    ],
    [
      'messages content too long',
      { messages: [{ role: 'user', content: 'y'.repeat(4001) }] },
      'messages.0.content',
    ],
    [
      'messages last from assistant',
      {
        messages: [
          { role: 'user', content: 'a' },
          { role: 'assistant', content: 'b' },
        ],
      },
      'messages.1.role',
    ],
    [
      'messages extra key',
      { messages: [{ role: 'user', content: 'a', name: 'x' }] },
      'messages.0.name',
    ],
    ['unknown top-level field', { message: 'hi', mood: 'happy' }, 'mood'],
  ])('%s is 400 E2 naming %s', async (_l, body, field) => {
    const res = await send(env, body, '10.0.0.1');
    expect(res.status).toBe(400);
    const json = await res.json<{ error: string; message: string; field: string }>();
    expect(json.error).toBe('invalid-field');
    expect(json.field).toBe(field);
  });
});

describe('demo mode (no model configured)', () => {
  it('answers canned guidance marked demo, with disclaimer and classification, in both forms', async () => {
    for (const body of [
      { message: 'Tell me about my marriage' },
      { messages: [{ role: 'user', content: 'Tell me about my marriage' }] },
    ]) {
      const res = await send(env, body, '10.0.1.1');
      expect(res.status).toBe(200);
      const r = await res.json<Record<string, unknown>>();
      expect(r).toMatchObject({
        demo: true,
        disclaimer: STRUCTURAL_DISCLAIMER,
        model: null,
        topic: 'relationships',
        classification: { flagged: false, action: 'pass' },
      });
      expect(String(r.reply)).toMatch(/7th (house|bhava)/);
    }
  });
  it('is deterministic for the same message on the same day', async () => {
    const a = await (await send(env, { message: 'career?' }, '10.0.1.2')).json<{ reply: string }>();
    const b = await (await send(env, { message: 'career?' }, '10.0.1.2')).json<{ reply: string }>();
    expect(a.reply).toBe(b.reply);
  });
});

describe('model path (fake OpenAI-compatible provider)', () => {
  it('calls the chart tool in-process and answers', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        completion({
          content: null,
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'chart', arguments: JSON.stringify(chartArgs) },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(
        completion({
          content:
            'Your lagna and Moon are shown in the chart; the texts read the mind from the Moon.',
        }),
      );
    const res = await send(withModel, { message: 'Describe my chart' }, '10.0.2.1');
    expect(res.status).toBe(200);
    const r = await res.json<Record<string, unknown>>();
    expect(r).toMatchObject({
      demo: false,
      model: 'openai-compatible:test-model',
      toolCalls: [{ name: 'chart', ok: true }],
      classification: { flagged: false },
    });
    expect(spy).toHaveBeenCalledTimes(2);
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toBe('https://model.test/v1/chat/completions');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer test-key');
    const sent = JSON.parse(String(init!.body));
    expect(sent.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'chart',
      'panchang',
      'utsavas',
    ]);
    const second = JSON.parse(String(spy.mock.calls[1]![1]!.body));
    const toolMsg = second.messages.find((m: { role: string }) => m.role === 'tool');
    expect(JSON.parse(toolMsg.content).grahas).toHaveLength(9);
  });
  it('answers malformed tool arguments with a tool error and goes on', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        completion({
          content: null,
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'chart', arguments: '{"year": "soon"}' },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(
        completion({ content: 'I could not compute that chart; please give the birth data.' }),
      );
    const r = await (
      await send(withModel, { message: 'chart?' }, '10.0.2.2')
    ).json<{ toolCalls: unknown[] }>();
    expect(r.toolCalls).toEqual([{ name: 'chart', ok: false, error: 'invalid year' }]);
  });
  it("tool arguments go through the routes' own schemas (utsavas: lat without lon and tz is refused as the route refuses it)", async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        completion({
          content: null,
          tool_calls: [
            {
              id: 'u1',
              type: 'function',
              function: {
                name: 'utsavas',
                arguments: JSON.stringify({ year: '2026', lat: '19.07' }),
              },
            },
            {
              id: 'u2',
              type: 'function',
              function: { name: 'utsavas', arguments: JSON.stringify({ year: '2026' }) },
            },
            {
              id: 'p1',
              type: 'function',
              function: {
                name: 'panchang',
                arguments: JSON.stringify({
                  date: '2026-11-22',
                  lat: 28.6139,
                  lon: 77.209,
                  tz: 5.5,
                }),
              },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(completion({ content: 'Diwali falls on a new moon in Kartika.' }));
    const r = await (
      await send(withModel, { message: 'festivals?' }, '10.0.2.9')
    ).json<{ toolCalls: unknown[] }>();
    expect(r.toolCalls).toEqual([
      { name: 'utsavas', ok: false, error: 'invalid lon' },
      { name: 'utsavas', ok: true },
      { name: 'panchang', ok: true },
    ]);
    const toolMsgs = JSON.parse(String(spy.mock.calls[1]![1]!.body)).messages.filter(
      (m: { role: string }) => m.role === 'tool',
    );
    expect(
      JSON.parse(toolMsgs[1].content).some((u: { name: string }) => /Diwali/.test(u.name)),
    ).toBe(true);
  });
  it('a provider error is 502 E2 and leaks nothing partial', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        completion({
          content: null,
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'chart', arguments: JSON.stringify(chartArgs) },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(new Response('upstream exploded: secret trace', { status: 500 }));
    const res = await send(withModel, { message: 'chart?' }, '10.0.2.3');
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'model-provider-error' });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('grahas');
  });
  it('a network failure is 502 too', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('connection refused'));
    expect((await send(withModel, { message: 'hi' }, '10.0.2.4')).status).toBe(502);
  });
  it('catches a slip and withholds a predictive reply', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      completion({ content: 'You will marry in 2027. Your career will take off next year.' }),
    );
    const r = await (
      await send(withModel, { message: 'when will I marry?' }, '10.0.2.5')
    ).json<{
      reply: string;
      classification: { flagged: boolean; action: string; slips: unknown[] };
    }>();
    expect(r.classification).toMatchObject({ flagged: true, action: 'withheld' });
    expect(r.classification.slips).toEqual([
      { kind: 'prediction', sentenceIndex: 0, score: expect.any(Number) },
      { kind: 'prediction', sentenceIndex: 1, score: expect.any(Number) },
    ]);
    expect(r.reply).not.toContain('2027');
  });
});

describe('limits', () => {
  it('10 per hour per IP on the durable window; the 429 adds X-RateLimit-Limit and no Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await send(env, { message: 'hi' }, '10.0.3.1');
      statuses.push(res.status);
      if (res.status === 200) {
        expect(res.headers.get('x-ratelimit-remaining')).toBe(String(9 - i));
        expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      } else {
        expect(res.headers.get('x-ratelimit-limit')).toBe('10');
        expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(res.headers.get('retry-after')).toBeNull();
        const body = await res.json<{ error: string; details: { resetAt: string } }>();
        expect(body.error).toBe('rate-limit-exceeded');
        expect(Date.parse(body.details.resetAt)).toBeGreaterThan(Date.now());
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
  it('counts concurrent requests exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, () => send(env, { message: 'hi' }, '10.0.3.2')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });
  it('without a durable limiter the model path fails closed with 503', async () => {
    const e = { ...noLimiter, ...MODEL_ENV } as unknown as Env;
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await send(e, { message: 'hi' }, '10.0.4.1');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'counsel-offline' });
    expect(spy).not.toHaveBeenCalled();
  });
  it('without a durable limiter demo mode runs on a 5-per-hour in-memory bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await send(noLimiter, { message: 'hi' }, '10.0.4.2')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
  it('pure-compute routes are unaffected when the limiter binding is missing', async () => {
    const res = await dispatch(
      new Request('http://api.test/api/chart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(chartArgs),
      }),
      noLimiter,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const health = await dispatch(
      new Request('http://api.test/api/health'),
      noLimiter,
      createExecutionContext(),
    );
    expect(await health.json()).toMatchObject({ checks: { RATE_LIMITER: false } });
  });
});

describe('through the Worker entry', () => {
  it('is served at /api/sahaja', async () => {
    const res = await postJson(
      '/api/sahaja',
      { message: 'hello' },
      { 'cf-connecting-ip': '10.0.5.1' },
    );
    expect(res.status).toBe(200);
  });
});

describe('R2 /r2/api/sahaja', () => {
  it('allows 3 unauthenticated calls per hour, then asks for x-service-key (E3, Retry-After)', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await send(env, { message: 'hi' }, '10.0.6.1', '/r2/api/sahaja');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 401]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({
      error: 'service-key-required',
      hint: expect.any(String),
    });
  });
  it('validation errors are E3 with the field', async () => {
    const res = await send(env, { messages: [] }, '10.0.6.2', '/r2/api/sahaja');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid-field', field: 'messages' });
  });
});

describe('Workers AI adapter (production config; fake binding)', () => {
  it('runs the tool loop through env.AI.run when MODEL_NAME and AI are set', async () => {
    const calls: Array<{ model: string; input: Record<string, unknown> }> = [];
    const script = [
      { tool_calls: [{ name: 'chart', arguments: chartArgs }] },
      { response: "The 7th house of this chart is ruled by Venus in the texts' reading." },
    ];
    const AI = {
      async run(model: string, input: Record<string, unknown>) {
        calls.push({ model, input });
        return script.shift();
      },
    };
    const e = { ...env, AI, MODEL_NAME: '@cf/test/model' } as unknown as Env;
    const res = await send(e, { message: 'my 7th house?' }, '10.0.7.1');
    expect(res.status).toBe(200);
    const r = await res.json<Record<string, unknown>>();
    expect(r).toMatchObject({
      demo: false,
      model: 'workers-ai:@cf/test/model',
      toolCalls: [{ name: 'chart', ok: true }],
    });
    expect(calls).toHaveLength(2);
    expect((calls[0]!.input.tools as unknown[]).length).toBe(3);
    expect(JSON.stringify(calls[1]!.input.messages)).toContain('"role":"tool"');
  });
  it('a binding error is a 502 with nothing partial', async () => {
    const AI = {
      async run() {
        throw new Error('3010: internal inference failure');
      },
    };
    const res = await send(
      { ...env, AI, MODEL_NAME: 'm' } as unknown as Env,
      { message: 'hi' },
      '10.0.7.2',
    );
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain('3010');
  });
});
