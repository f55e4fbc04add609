/**
 * @module Family P `GET /p/api/lang` (docs/family-p.md): which of the supported languages to
 * answer a caller in, and why: the `lang` cookie, then `Accept-Language` with its q-values, then
 * the country of the caller's IP (`CF-IPCountry`), then English. Only supported languages are
 * ever chosen. `quality` is the weight of the caller's own preference: 1 for the cookie, the
 * q-value for Accept-Language, 0.5 for a country guess, 0 for the default.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { pLangResponse } from './responses.js';
import { refuseQuery } from '../../http/input.js';

/** The languages of Family P's texts (cards, emails, messages). */
export const SUPPORTED_LANGS = ['en', 'hi', 'bn', 'ta', 'te', 'kn', 'ml', 'gu'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];

/** Country (ISO 3166-1 alpha-2) to the supported language most of its users read. */
export const COUNTRY_LANG: Readonly<Record<string, Lang>> = { IN: 'hi', BD: 'bn' };

export interface LangChoice { lang: Lang; reason: 'cookie' | 'accept-language' | 'geo-ip' | 'default'; quality: number }

function supported(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return (SUPPORTED_LANGS as readonly string[]).includes(primary) ? (primary as Lang) : undefined;
}

/** Accept-Language ranges with q-values, best first (RFC 9110 12.5.4); q=0 and bad q dropped. */
export function parseAcceptLanguage(header: string): Array<{ tag: string; q: number }> {
  const out: Array<{ tag: string; q: number; at: number }> = [];
  header.split(',').forEach((part, at) => {
    const [tag, ...params] = part.trim().split(';');
    if (!tag || !/^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(tag.trim())) return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
      else if (/^\s*q\s*=/.test(p)) q = -1;
    }
    if (q > 0) out.push({ tag: tag.trim(), q, at });
  });
  return out.sort((a, b) => b.q - a.q || a.at - b.at).map(({ tag, q }) => ({ tag, q }));
}

/** The negotiation itself (pure). */
export function negotiateLang(input: { cookie?: string; acceptLanguage?: string; country?: string }): LangChoice {
  const fromCookie = input.cookie ? supported(input.cookie) : undefined;
  if (fromCookie && input.cookie!.trim().length <= 35) return { lang: fromCookie, reason: 'cookie', quality: 1 };
  for (const { tag, q } of parseAcceptLanguage(input.acceptLanguage ?? '')) {
    const l = tag === '*' ? 'en' : supported(tag);
    if (l) return { lang: l, reason: 'accept-language', quality: q };
  }
  const byCountry = COUNTRY_LANG[(input.country ?? '').toUpperCase()];
  if (byCountry) return { lang: byCountry, reason: 'geo-ip', quality: 0.5 };
  return { lang: 'en', reason: 'default', quality: 0 };
}

/** The choice for a request (used by every P route that renders text). */
export function langOf(c: Context<AppEnv>): LangChoice {
  return negotiateLang({ cookie: getCookie(c, 'lang'), acceptLanguage: c.req.header('accept-language'), country: c.req.header('cf-ipcountry') });
}

export async function getLang(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(c, pLangResponse, { ...langOf(c), supported: [...SUPPORTED_LANGS] }, 200, { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language, CF-IPCountry' });
}
