/**
 * @module The language of Family N's texts (the chart reading and the rashifal): the `lang` field
 * of the body or query (en | hi; anything else is a 400 naming `lang`), else the caller's
 * Accept-Language, else English. Accept-Language is read with its q-values (RFC 9110 12.5.4):
 * Hindi is chosen only when the caller prefers it over English, that is when a `hi` range comes
 * before every `en` range and `*` in the order of preference (higher q first; at equal q, the
 * earlier in the header). Every answer that carries text names its language in Content-Language
 * and varies on Accept-Language. The negotiation is the service's one (src/http/accept-language.ts).
 */
import * as z from 'zod';
import { TEXT_LANGS, type TextLang } from '../../engine/reading/names.js';
import { negotiateAcceptLanguage } from '../../http/accept-language.js';

export const nLangSchema = z.enum(TEXT_LANGS).meta({ description: 'language of the texts: en or hi (default: Accept-Language, else en)' });

export interface NLangChoice { lang: TextLang; reason: 'field' | 'accept-language' | 'default' }

/** The language of an answer (pure). */
export function nLang(field: TextLang | undefined, acceptLanguage: string | undefined): NLangChoice {
  if (field) return { lang: field, reason: 'field' };
  const asked = negotiateAcceptLanguage(acceptLanguage, TEXT_LANGS, 'en');
  if (asked) return { lang: asked.lang, reason: 'accept-language' };
  return { lang: 'en', reason: 'default' };
}

/** The headers of an answer in a language. */
export function langHeaders(lang: TextLang): Record<string, string> {
  return { 'Content-Language': lang, Vary: 'Accept-Language' };
}

/** The OpenAPI description of those headers. */
export const LANG_HEADERS_DOC: Record<string, string> = {
  'Content-Language': 'en or hi: the language of the texts',
  Vary: 'Accept-Language',
};
