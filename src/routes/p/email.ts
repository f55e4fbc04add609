/**
 * @module Family P `POST /p/api/email` (docs/family-p.md "Email trigger"): the chart-ready email
 * after a free-chart submission, `{email, name, chart_url, lang?}`.
 * - `email` a valid address; `chart_url` an http(s) URL on this service's own origin (the
 *   request's, or PUBLIC_BASE_URL's) or a path on it: anything else is 400, so the route cannot mail links to
 *   other sites; `lang` one of the eight languages (default: negotiated, see /p/api/lang).
 * - `name` (the greeting, the mail's only free text) is a plain name: at most 40 characters and 4
 *   words of letters with spaces, . ' - between them: no links, no digits, no other symbols, so
 *   the mail cannot carry a caller's message (docs/security.md).
 * - Limited per IP (10 an hour) and per recipient mailbox (3 a day; "+tags" and Gmail dots do not
 *   make a new recipient), so it cannot be used as a relay.
 * - Sent through a Resend-compatible HTTP API (`POST {EMAIL_API_URL}` with the bearer
 *   `EMAIL_API_KEY`, `{from: EMAIL_FROM, to, subject, text, html}`) when all three are set;
 *   otherwise `{sent: false, deferred: true}` and nothing is stored. The address is never stored.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { pEmailResponse } from './responses.js';
import { parseJsonBody } from '../../http/input.js';
import {
  HOUR_MS,
  MemoryBucket,
  admit,
  clientIp,
  deny,
  hitWithFallback,
  type LimitOptions,
} from '../../http/rate-limit.js';
import { sha256Hex } from '../../platform/crypto.js';
import { renderChartEmail } from './email-templates.js';
import { langOf, SUPPORTED_LANGS } from './lang.js';
import { ownOrigins } from '../shared/session.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const EMAIL_IP_LIMIT: LimitOptions = {
  bucket: 'p-email-ip',
  limit: 10,
  windowMs: HOUR_MS,
  retryAfter: true,
};
export const EMAIL_RECIPIENT_LIMIT: LimitOptions = {
  bucket: 'p-email-recipient',
  limit: 3,
  windowMs: 24 * HOUR_MS,
  retryAfter: true,
};
const ipFallback = new MemoryBucket(EMAIL_IP_LIMIT.limit, EMAIL_IP_LIMIT.windowMs);
const recipientFallback = new MemoryBucket(
  EMAIL_RECIPIENT_LIMIT.limit,
  EMAIL_RECIPIENT_LIMIT.windowMs,
);

/** The greeting's name (the only free text of the mail): short, letters only, so the mail cannot carry a message. */
export const NAME_MAX = 40;
export const NAME_WORDS = 4;
/** Letters and marks of any script, with spaces, full stops, apostrophes and hyphens between them. */
export function isPlainName(name: string): boolean {
  const n = name.normalize('NFC');
  // a full stop only ends a word ("J. R."), never joins two (no "www.example"), so no domain fits
  return (
    /^[\p{L}\p{M}]+(?:(?:\. | |['’-])[\p{L}\p{M}]+)*\.?$/u.test(n) &&
    n.split(/\s+/).length <= NAME_WORDS
  );
}

/**
 * The mailbox an address reaches, as the per-recipient limit counts it: lower case, a "+tag"
 * dropped from the local part, and Gmail's dots ignored (they reach the same inbox).
 */
export function recipientKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  let l = local.replace(/\+.*$/, '');
  const d = domain === 'googlemail.com' ? 'gmail.com' : domain;
  if (d === 'gmail.com') l = l.replace(/\./g, '');
  return `${l}@${d}`;
}

export const emailBodySchema = lazySchema(() =>
  z.strictObject({
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'must be an email address' })),
    name: z
      .string()
      .trim()
      .min(1)
      .max(NAME_MAX, `must have at most ${NAME_MAX} characters`)
      .refine(isPlainName, {
        message: `must be a plain name: letters, spaces and . ' - only, at most ${NAME_WORDS} words (no links, numbers or other symbols)`,
      }),
    // an absolute http(s) URL, or a path on this service ('/api/...'), resolved against the request's origin
    chart_url: z
      .string()
      .max(2048)
      .refine((u) => /^\/(?!\/)/.test(u) || z.url({ protocol: /^https?$/ }).safeParse(u).success, {
        message: 'must be an http(s) URL or a path on this service',
      }),
    lang: z.enum(SUPPORTED_LANGS).optional(),
  }),
);

interface EmailEnv {
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
}

export async function postEmail(c: Context<AppEnv>): Promise<Response> {
  const ip = await hitWithFallback(c.env, EMAIL_IP_LIMIT, clientIp(c), ipFallback);
  if (!ip.d.allowed) throw deny(c, ip.d, EMAIL_IP_LIMIT);
  admit(c, ip.d, EMAIL_IP_LIMIT);
  const body = await parseJsonBody(c, emailBodySchema);
  const chartUrl = new URL(body.chart_url, new URL(c.req.url).origin);
  if (!ownOrigins(c).includes(chartUrl.origin)) {
    throw new ApiError(
      400,
      'FOREIGN_URL',
      `chart_url: must be a link on this service (${ownOrigins(c).join(' or ')}), got the origin ${chartUrl.origin}`,
      { field: 'chart_url' },
    );
  }
  const rcpt = await hitWithFallback(
    c.env,
    EMAIL_RECIPIENT_LIMIT,
    await sha256Hex(recipientKey(body.email)),
    recipientFallback,
  );
  if (!rcpt.d.allowed)
    throw deny(c, rcpt.d, EMAIL_RECIPIENT_LIMIT, {
      field: 'email',
      message: `email: this address has had ${EMAIL_RECIPIENT_LIMIT.limit} emails in the last 24 hours; retry at ${new Date(rcpt.d.resetAtMs).toISOString()}`,
    });
  admit(c, rcpt.d, EMAIL_RECIPIENT_LIMIT);
  const lang = body.lang ?? langOf(c).lang;
  const mail = renderChartEmail(lang, body.name, chartUrl.toString());
  const e = c.env as unknown as EmailEnv;
  if (!(e.EMAIL_API_URL && e.EMAIL_API_KEY && e.EMAIL_FROM)) {
    return respond(
      c,
      pEmailResponse,
      {
        sent: false,
        deferred: true,
        lang,
        reason:
          'no email provider is configured (EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM); nothing was stored',
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  }
  let res: Response;
  try {
    res = await fetch(e.EMAIL_API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${e.EMAIL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: e.EMAIL_FROM,
        to: [body.email],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    throw new ApiError(
      502,
      'EMAIL_PROVIDER_ERROR',
      'email provider: no answer; the email was not sent',
    );
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ApiError(
      502,
      'EMAIL_PROVIDER_ERROR',
      `email provider: answered HTTP ${res.status}; the email was not sent`,
    );
  }
  const provider = (await res.json().catch(() => ({}))) as { id?: unknown };
  return respond(
    c,
    pEmailResponse,
    { sent: true, deferred: false, lang, id: typeof provider.id === 'string' ? provider.id : null },
    200,
    { 'Cache-Control': 'no-store' },
  );
}
