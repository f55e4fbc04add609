/** Family P email trigger: validation, own-origin links, deferred without a provider, sending, escaping, limits. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { CHART_EMAIL, renderChartEmail } from '../../../src/routes/p/email-templates.js';
import { SUPPORTED_LANGS } from '../../../src/routes/p/lang.js';

afterEach(() => vi.restoreAllMocks());
const withProvider = {
  ...env,
  EMAIL_API_URL: 'https://mail.test/emails',
  EMAIL_API_KEY: 're_test',
  EMAIL_FROM: 'charts@jyotisha.example',
} as unknown as Env;
let n = 0;
function post(
  e: Env,
  body: unknown,
  ip = `10.60.0.${++n % 250}`,
  headers: Record<string, string> = {},
): Promise<Response> {
  return dispatch(
    new Request('http://api.test/p/api/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers },
      body: JSON.stringify(body),
    }),
    e,
    createExecutionContext(),
  );
}
const ok = (email: string) => ({
  email,
  name: 'Asha',
  chart_url: 'http://api.test/api/dashboard/charts/123',
  lang: 'hi',
});

describe('POST /p/api/email', () => {
  it('without a provider answers deferred: true and sends nothing', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await post(env, ok('a1@example.com'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sent: false, deferred: true, lang: 'hi' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('with a provider sends one message with the escaped template and answers 200 sent: true', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"id":"msg_1"}', { status: 200 }));
    const res = await post(withProvider, {
      email: 'a2@example.com',
      name: "Asha D'Souza",
      chart_url: 'http://api.test/api/chart?x="><b><script>',
      lang: 'ta',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      sent: true,
      deferred: false,
      id: 'msg_1',
      lang: 'ta',
    });
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toBe('https://mail.test/emails');
    const sent = JSON.parse(String((init as RequestInit).body));
    expect(sent).toMatchObject({
      from: 'charts@jyotisha.example',
      to: ['a2@example.com'],
      subject: CHART_EMAIL.ta.subject,
    });
    expect(sent.html).not.toContain('<script>');
    expect(sent.html).not.toContain("D'Souza");
    expect(sent.html).not.toContain('"><b>');
  });

  it('a provider failure is 502 and says the email was not sent', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
    const res = await post(withProvider, ok('a3@example.com'));
    expect(res.status).toBe(502);
  });

  it.each([
    [{ ...ok('x@example.com'), email: 'not-an-address' }, 'email'],
    [{ ...ok('x@example.com'), chart_url: 'https://evil.example/phish' }, 'chart_url'],
    [{ ...ok('x@example.com'), chart_url: 'javascript:alert(1)' }, 'chart_url'],
    [{ ...ok('x@example.com'), lang: 'fr' }, 'lang'],
    [{ ...ok('x@example.com'), name: '' }, 'name'],
    [{ ...ok('x@example.com'), cc: 'y@example.com' }, 'cc'],
  ])('bad input is 400 naming the field (%#)', async (body, field) => {
    const res = await post(env, body);
    expect(res.status).toBe(400);
    expect((await res.json<any>()).error.field).toBe(field);
  });

  it('limits one recipient to 3 a day from any IP (429 naming email, Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(env, ok('target@example.com'), `10.61.0.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await post(env, ok('target@example.com'), '10.61.0.9');
    expect((await res.json<any>()).error.field).toBe('email');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the name is a plain name: no links, digits, symbols or sentences (issue 23.6)', async () => {
    const refused = [
      'URGENT: your account is locked, call 1800 123 4567',
      'Namaste URGENT account locked call now',
      'Visit https://evil.example',
      'Asha www.evil.com',
      'Asha 123',
      'pay at evil dot com',
      'x'.repeat(41),
      'Asha <b>',
      'Asha\u202eeviL',
    ];
    for (const name of refused) {
      const res = await post(env, { ...ok(`name-${n}@example.com`), name });
      expect(res.status, name).toBe(400);
      expect((await res.json<any>()).error.field, name).toBe('name');
    }
    for (const name of ['Asha', 'अनन्या शर्मा', "Mary-Jane O'Neil", 'J. R. R. Tolkien', 'கார்த்திக்']) {
      expect((await post(env, { ...ok(`ok-${n}@example.com`), name })).status, name).toBe(200);
    }
  });

  it('counts one mailbox once: +tags, case and Gmail dots are the same recipient', async () => {
    const statuses: number[] = [];
    const forms = [
      'victim.person@gmail.com',
      'VictimPerson+a@gmail.com',
      'v.i.c.t.i.m.person+b@googlemail.com',
      'victimperson@GMAIL.com',
    ];
    for (const [i, email] of forms.entries())
      statuses.push((await post(env, ok(email), `10.63.0.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits one IP to 10 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(env, ok(`r${i}@example.com`), '10.62.0.1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('has the template in all eight languages', () => {
    for (const l of SUPPORTED_LANGS) {
      const m = renderChartEmail(l, 'N', 'https://x.example/c');
      expect(m.subject.length).toBeGreaterThan(5);
      expect(m.html).toContain(`lang="${l}"`);
    }
  });
});
