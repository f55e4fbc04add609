/**
 * @module The daily rashifal as stored documents in KV: the `data` of `GET /n/api/rashifal` for one
 * rashi or for all twelve, per date and language, written by the route on a miss and by the hourly
 * cron for the next day in India (src/cron/prerender.ts).
 *
 * Key: `rashifal:<rules version>:v<ENGINE_VERSION>:<YYYY-MM-DD>:<en|hi>:<0-11|all>`. A value is a
 * pure function of its key (the rules version and the engine version retire old texts and numbers),
 * so a second write stores the same bytes. Entries expire after RASHIFAL_TTL_S.
 */
import { RASHIFAL_RULES_VERSION } from '../../engine/rashifal/index.js';
import { dailyRashifal } from '../../engine/rashifal/packed.js';
import type { Lang as TextLang } from '../../engine/i18n/langs.js';
import type { TextPack } from '../../engine/texts/pack.js';
import { READING_LANGS, loadPack } from '../../engine/texts/packs.js';
import { loadNames, type NameTable } from '../names.js';
import { ENGINE_VERSION } from '../engine-build.js';
import { isoDateFields } from '../../engine/time/calendar.js';

export const RASHIFAL_TTL_S = 8 * 86_400;

export function rashifalKey(dateIso: string, lang: TextLang, rashi0?: number): string {
  return `rashifal:${RASHIFAL_RULES_VERSION}:v${ENGINE_VERSION}:${dateIso}:${lang}:${rashi0 ?? 'all'}`;
}

function civil(dateIso: string) {
  const d = isoDateFields(dateIso);
  if (!d) throw new RangeError(`not an ISO date: ${dateIso}`);
  return d;
}

/** The `data` of one rashi (RashiPrediction with the day's sky) or of all twelve (DailyRashifal), computed (pure). */
export function computeRashifal(
  dateIso: string,
  lang: TextLang,
  rashi0?: number,
  texts: { pack?: TextPack; names?: NameTable } = {},
) {
  const r = dailyRashifal(
    civil(dateIso),
    lang,
    rashi0,
    texts.pack && texts.names ? { pack: texts.pack.rashifal, names: texts.names } : undefined,
  );
  if (rashi0 !== undefined) return { ...r.rashis[0]!, sky: r.sky };
  return {
    date: dateIso,
    lang,
    rulesVersion: RASHIFAL_RULES_VERSION,
    sky: r.sky,
    rashis: r.rashis,
  };
}

/** The stored JSON text of a (date, lang, rashi | all), computed and stored on a miss. */
export async function loadRashifal(
  env: Env,
  dateIso: string,
  lang: TextLang,
  rashi0?: number,
  texts: { pack?: TextPack; names?: NameTable } = {},
): Promise<{ text: string; source: 'kv' | 'computed' }> {
  const key = rashifalKey(dateIso, lang, rashi0);
  const stored = await env.CACHE.get(key, 'text');
  if (stored !== null) return { text: stored, source: 'kv' };
  const text = JSON.stringify(computeRashifal(dateIso, lang, rashi0, texts));
  await env.CACHE.put(key, text, { expirationTtl: RASHIFAL_TTL_S });
  return { text, source: 'computed' };
}

/**
 * Store the twelve rashis and the all-rashi document of a date in both languages when missing
 * (the sky is computed once per language). Returns the languages written.
 */
export async function prerenderRashifalDate(env: Env, dateIso: string): Promise<TextLang[]> {
  const written: TextLang[] = [];
  for (const lang of READING_LANGS) {
    if ((await env.CACHE.get(rashifalKey(dateIso, lang), 'text')) !== null) continue;
    const pack = await loadPack(lang);
    const all = computeRashifal(
      dateIso,
      lang,
      undefined,
      pack ? { pack, names: await loadNames(lang) } : {},
    ) as { sky: unknown; rashis: unknown[] };
    for (let r = 0; r < 12; r++) {
      await env.CACHE.put(
        rashifalKey(dateIso, lang, r),
        JSON.stringify({ ...(all.rashis[r] as object), sky: all.sky }),
        { expirationTtl: RASHIFAL_TTL_S },
      );
    }
    // the all-rashi key last: its presence means the date is complete
    await env.CACHE.put(rashifalKey(dateIso, lang), JSON.stringify(all), {
      expirationTtl: RASHIFAL_TTL_S,
    });
    written.push(lang);
  }
  return written;
}
