/**
 * @module The language of Family N's texts (the chart reading and the rashifal): the `lang` of
 * the body (chart) or of the query, else the caller's Accept-Language, else English, through the
 * service's one negotiation (src/http/lang.ts, src/http/accept-language.ts). A language whose
 * readings are not written yet (src/engine/texts/packs.ts READING_LANGS) answers its texts in
 * English and says so (`Content-Language: en`, `X-Language-Fallback`); its names are still
 * labelled in its own script.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { LANGS, type Lang } from '../../engine/i18n/langs.js';
import { READING_LANGS, loadPack } from '../../engine/texts/packs.js';
import type { TextPack } from '../../engine/texts/pack.js';
import type { AppEnv } from '../../http/context.js';
import { chooseLang, langQuerySchema, type LangChoice } from '../../http/lang.js';
import { loadNames, type NameTable } from '../../platform/names.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const nLangSchema = lazySchema(() => real(langQuerySchema));

/** The texts' language of a request: a body `lang` wins over the query's and the header's. */
export function nLangOf(c: Context<AppEnv>, bodyLang?: Lang): LangChoice {
  const choice =
    bodyLang !== undefined
      ? chooseLang(bodyLang, c.req.header('accept-language'))
      : (c.get('lang') ?? chooseLang(undefined, c.req.header('accept-language')));
  c.set('lang', choice);
  return choice;
}

/** What writes a language's texts: its pack and names, or English when it has none yet (recorded on the context). */
export async function textsFor(
  c: Context<AppEnv>,
  choice: LangChoice,
): Promise<{ lang: Lang; pack?: TextPack; names?: NameTable }> {
  if (!READING_LANGS.includes(choice.lang)) {
    c.set('lang', { ...choice, fallback: true, requested: choice.lang, lang: choice.lang });
    return { lang: 'en' };
  }
  const pack = await loadPack(choice.lang);
  return pack
    ? { lang: choice.lang, pack, names: await loadNames(choice.lang) }
    : { lang: choice.lang };
}

/** The OpenAPI description of the language headers. */
export const LANG_HEADERS_DOC: Record<string, string> = {
  'Content-Language': `the language of the texts: ${LANGS.join(', ')}`,
  Vary: 'Accept-Language',
};

export { z };
