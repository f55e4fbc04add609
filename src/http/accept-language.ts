/**
 * @module The one Accept-Language negotiation (RFC 9110 12.5.4), for every family that answers in
 * more than one language: Family P's texts (`GET /p/api/lang`, cards, emails, messages) and
 * Family N's readings. Ranges are read with their q-values, best first (at equal q, the earlier in
 * the header); q=0 and malformed ranges are dropped; the first range whose primary subtag is a
 * supported language wins, `*` standing for the family's default.
 *
 * hono's `accepts` helper (hono/accepts) was weighed: it answers a match, but Family P reports
 * the caller's q-value and why a language was chosen, so the ranked ranges are needed here.
 */

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

/** The primary subtag of a range, when it is one of `supported`. */
export function supportedLanguage<L extends string>(
  tag: string,
  supported: readonly L[],
): L | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return (supported as readonly string[]).includes(primary) ? (primary as L) : undefined;
}

/** The caller's most preferred supported language and its q-value, `*` meaning `wildcard`; undefined when no range matches. */
export function negotiateAcceptLanguage<L extends string>(
  header: string | undefined,
  supported: readonly L[],
  wildcard: L,
): { lang: L; q: number } | undefined {
  for (const { tag, q } of parseAcceptLanguage(header ?? '')) {
    const lang = tag === '*' ? wildcard : supportedLanguage(tag, supported);
    if (lang) return { lang, q };
  }
  return undefined;
}

/**
 * The language of an answer (docs/languages.md "Choosing the language"): the `lang` parameter
 * when given (validated by the route: one of `supported`), else the caller's most preferred
 * supported language in Accept-Language (`*` meaning the default), else the default. A header
 * that names only unsupported languages falls back to the default and says so (`fallback`, with
 * the ranges asked for): the answer carries `Content-Language` of the default and
 * `X-Language-Fallback` with those ranges. `asked` is whether the caller named a language at all.
 */
export interface LangResolution<L extends string> {
  lang: L;
  source: 'param' | 'accept-language' | 'default';
  asked: boolean;
  fallback: boolean;
  /** the ranges of Accept-Language that were not served, on a fallback */
  requested?: string;
}
export function resolveLang<L extends string>(
  param: L | undefined,
  acceptLanguage: string | undefined,
  supported: readonly L[],
  fallback: L,
): LangResolution<L> {
  if (param !== undefined) return { lang: param, source: 'param', asked: true, fallback: false };
  const ranges = parseAcceptLanguage(acceptLanguage ?? '');
  if (ranges.length === 0)
    return { lang: fallback, source: 'default', asked: false, fallback: false };
  const chosen = negotiateAcceptLanguage(acceptLanguage, supported, fallback);
  if (chosen) return { lang: chosen.lang, source: 'accept-language', asked: true, fallback: false };
  return {
    lang: fallback,
    source: 'accept-language',
    asked: true,
    fallback: true,
    requested: ranges
      .map((r) => r.tag)
      .join(', ')
      .slice(0, 200),
  };
}
