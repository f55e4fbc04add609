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
import { negotiateAcceptLanguage, supportedLanguage } from '../../http/accept-language.js';

/** The languages of Family P's texts (cards, emails, messages). */
export const SUPPORTED_LANGS = [
  'en',
  'hi',
  'bn',
  'ta',
  'te',
  'kn',
  'ml',
  'gu',
  'mr',
  'or',
] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];

/** Country (ISO 3166-1 alpha-2) to the supported language most of its users read. */
export const COUNTRY_LANG: Readonly<Record<string, Lang>> = { IN: 'hi', BD: 'bn' };

export interface LangChoice {
  lang: Lang;
  reason: 'cookie' | 'accept-language' | 'geo-ip' | 'default';
  quality: number;
}

export { parseAcceptLanguage } from '../../http/accept-language.js';

/** The negotiation itself (pure). */
export function negotiateLang(input: {
  cookie?: string;
  acceptLanguage?: string;
  country?: string;
}): LangChoice {
  const fromCookie = input.cookie ? supportedLanguage(input.cookie, SUPPORTED_LANGS) : undefined;
  if (fromCookie && input.cookie!.trim().length <= 35)
    return { lang: fromCookie, reason: 'cookie', quality: 1 };
  const asked = negotiateAcceptLanguage(input.acceptLanguage, SUPPORTED_LANGS, 'en');
  if (asked) return { lang: asked.lang, reason: 'accept-language', quality: asked.q };
  const byCountry = COUNTRY_LANG[(input.country ?? '').toUpperCase()];
  if (byCountry) return { lang: byCountry, reason: 'geo-ip', quality: 0.5 };
  return { lang: 'en', reason: 'default', quality: 0 };
}

/** The choice for a request (used by every P route that renders text). */
export function langOf(c: Context<AppEnv>): LangChoice {
  return negotiateLang({
    cookie: getCookie(c, 'lang'),
    acceptLanguage: c.req.header('accept-language'),
    country: c.req.header('cf-ipcountry'),
  });
}

export async function getLang(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(c, pLangResponse, { ...langOf(c), supported: [...SUPPORTED_LANGS] }, 200, {
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie, Accept-Language, CF-IPCountry',
  });
}
