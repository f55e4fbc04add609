/** Helpers for tests of accounts, sessions, dashboards and service keys. */
import { BASE, call, postJson } from '../../helpers.js';

export const ORIGIN = BASE;
let counter = 0;

/** A unique email per call (tests share one D1 per file). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The __Host-sid token of a response's Set-Cookie, if any. */
export function sidOf(res: Response): string | undefined {
  const all = res.headers.getSetCookie();
  for (const h of all) {
    const m = /^__Host-sid=([^;]*)/.exec(h);
    if (m) return m[1];
  }
  return undefined;
}

export function cookieHeaders(
  token: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { cookie: `__Host-sid=${token}`, origin: ORIGIN, ...extra };
}

/** Sign up a fresh account; returns its email, password and session token. */
export async function signUp(
  tag = 'user',
): Promise<{ email: string; password: string; token: string; userId: string }> {
  const email = uniqueEmail(tag);
  const password = 'correct horse battery staple';
  const res = await postJson('/api/auth/signup', { email, password }, { origin: ORIGIN });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const body = await res.json<{ user: { id: string } }>();
  const token = sidOf(res);
  if (!token) throw new Error('no session cookie');
  return { email, password, token, userId: body.user.id };
}

export const CHART_BODY = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};

export function getWithSession(path: string, token: string): Promise<Response> {
  return call(path, { headers: { cookie: `__Host-sid=${token}` } });
}
