/**
 * @module zod schemas of Family P's success bodies. Each route registers its schema as
 * `response` (the OpenAPI document's response schema is generated from it) and its handler
 * answers through `respond()`, so the body's TypeScript type is checked against the same schema.
 */
import * as z from 'zod';
import { regionalCalendarsSchema, snakeSchema } from '../shared/answers.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** The regional calendars in P's snake_case. */
export const pCalendarsSchema = lazySchema(() => snakeSchema(real(regionalCalendarsSchema)));

const hhmmRange = lazySchema(() =>
  z.string().regex(/^\d\d:\d\d-\d\d:\d\d UTC[+-]\d\d:\d\d(:\d\d)?$/),
);
const limbEnd = { ends_at: z.string(), ends_at_iso: z.string() };

export const pPanchangaResponse = lazySchema(() =>
  z.object({
    date: z.string(),
    location: z.object({ lat: z.number(), lng: z.number(), tz: z.string(), tz_source: z.string() }),
    sunrise: z.object({ time: z.string(), iso: z.string() }).nullable(),
    sunset: z.object({ time: z.string(), iso: z.string() }).nullable(),
    panchanga: z.object({
      tithi: z.object({
        name: z.string(),
        paksha: z.enum(['Shukla', 'Krishna']),
        index: z.number().int().min(1).max(30),
        ...limbEnd,
      }),
      nakshatra: z.object({
        name: z.string(),
        index: z.number().int().min(1).max(27),
        of: z.literal(27),
        pada: z.number().int().min(1).max(4),
        ...limbEnd,
      }),
      yoga: z.object({ name: z.string(), index: z.number().int().min(1).max(27), ...limbEnd }),
      karana: z.object({ name: z.string(), index: z.number().int().min(1).max(60), ...limbEnd }),
      vara: z.object({ name: z.string(), day: z.string() }),
    }),
    muhurta: z.union([
      z.object({ brahma: real(hhmmRange), abhijit: real(hhmmRange), rahu_kala: real(hhmmRange) }),
      z.object({ brahma: z.null(), abhijit: z.null(), rahu_kala: z.null(), note: z.string() }),
    ]),
    calendars: real(pCalendarsSchema).describe(
      'the day in every regional calendar (docs/calendars.md)',
    ),
    convention: z.string(),
  }),
);

const planet = lazySchema(() =>
  z.object({
    sign: z.string(),
    sign_sanskrit: z.string(),
    degrees: z.string().regex(/^\d{1,2}\.\d{4}$/),
    longitude: z.string(),
    nakshatra: z.string(),
    pada: z.number().int().min(1).max(4),
    retrograde: z.boolean(),
  }),
);
export const pTransitResponse = lazySchema(() =>
  z.object({
    date: z.string(),
    ayanamsha_lahiri: z.string(),
    node: z.literal('mean'),
    engine: z.string(),
    planets: z.object({
      sun: real(planet),
      moon: real(planet),
      mars: real(planet),
      mercury: real(planet),
      jupiter: real(planet),
      venus: real(planet),
      saturn: real(planet),
      rahu: real(planet),
      ketu: real(planet),
    }),
  }),
);

export const pLangResponse = lazySchema(() =>
  z.object({
    lang: z.enum(['en', 'hi', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'mr', 'or']),
    reason: z.enum(['cookie', 'accept-language', 'geo-ip', 'default']),
    quality: z.number().min(0).max(1),
    supported: z.array(z.string()),
  }),
);

const probe = lazySchema(() =>
  z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() }),
);
export const pStatusResponse = lazySchema(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    time: z.string(),
    engine: z.string(),
    checks: z.object({ kv: real(probe), d1: real(probe), durableObject: real(probe) }).optional(),
    configured: z.record(z.string(), z.boolean()).optional(),
  }),
);

export const pStatusHistoryResponse = lazySchema(() =>
  z.object({
    month: z.string().describe('the calendar month (UTC), YYYY-MM'),
    from: z.string().describe("the month's first instant (ISO, UTC)"),
    to: z.string().describe('the first instant of the next month (exclusive)'),
    complete: z.boolean().describe('false while the month is still running'),
    measured_from: z
      .string()
      .nullable()
      .describe(
        'the first minute counted: the start of the month, or the first probe ever recorded if later',
      ),
    measured_to: z
      .string()
      .nullable()
      .describe(
        'the end of the minutes counted (exclusive): the end of the month, or the minute before last',
      ),
    minutes_measured: z.number().int().describe('minutes counted, one probe expected in each'),
    probes_recorded: z
      .number()
      .int()
      .describe('probes recorded in those minutes, one per minute at most'),
    probes_failed: z.number().int().describe('recorded probes with a failed check'),
    minutes_unrecorded: z
      .number()
      .int()
      .describe(
        'minutes with no recorded probe (a probe that cannot reach D1 cannot record itself)',
      ),
    minutes_down: z.number().int().describe('probes_failed + minutes_unrecorded'),
    availability_pct: z
      .number()
      .nullable()
      .describe(
        '(minutes_measured - minutes_down) / minutes_measured x 100, rounded down to 3 decimals; null when nothing was measured',
      ),
    failures: z
      .object({ kv: z.number().int(), d1: z.number().int(), durable_object: z.number().int() })
      .describe('failed probes by check (one probe may fail more than one)'),
    sla: z.object({
      target_pct: z.number().describe("the Enterprise tier's monthly availability"),
      allowed_minutes_down: z
        .number()
        .int()
        .describe("the whole month's budget of minutes down at the target"),
      met: z
        .boolean()
        .nullable()
        .describe(
          'minutes_down within the target share of minutes_measured; null when nothing was measured',
        ),
    }),
  }),
);

const categoryInfo = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    rule: z.string(),
    source: z.string(),
  }),
);
export const pMuhurtaResponse = lazySchema(() =>
  z.object({
    type: z.string(),
    category: real(categoryInfo),
    from: z.string(),
    days: z.number().int(),
    location: z.object({
      lat: z.number(),
      lng: z.number(),
      tz: z.string(),
      source: z
        .enum(['query', 'edge', 'default'])
        .describe(
          "where the place came from: the query's lat and lng, the caller's location at the edge (request.cf), or New Delhi",
        ),
      name: z.string().optional(),
      note: z.string().optional(),
    }),
    count: z.number().int(),
    windows: z.array(
      z.object({
        date: z.string(),
        range: real(hhmmRange),
        start: z.string(),
        end: z.string(),
        minutes: z.number(),
        vara: z.string(),
        tithi: z.string(),
        paksha: z.string(),
        nakshatra: z.string(),
        yoga: z.string(),
        karana: z.string(),
      }),
    ),
    skipped: z.array(z.object({ date: z.string(), reason: z.string() })),
  }),
);
export const pMuhurtaCategoriesResponse = lazySchema(() =>
  z.object({
    count: z.number().int(),
    categories: z.array(real(categoryInfo)),
  }),
);

export const pEmailResponse = lazySchema(() =>
  z.union([
    z.object({
      sent: z.literal(false),
      deferred: z.literal(true),
      lang: z.string(),
      reason: z.string(),
    }),
    z.object({
      sent: z.literal(true),
      deferred: z.literal(false),
      lang: z.string(),
      id: z.string().nullable(),
    }),
  ]),
);

export const pPaymentWebhookResponse = lazySchema(() =>
  z.object({
    received: z.literal(true),
    duplicate: z.boolean(),
    event_id: z.string(),
    outcome: z.enum(['applied', 'out-of-order', 'refused', 'ignored']).optional(),
    subscription: z.object({ id: z.string(), status: z.string() }).optional(),
    detail: z.string().optional(),
    /** the tier change on the subscription's key owner, when the event made one */
    tier: z
      .object({
        ownerId: z.string(),
        tier: z.enum(['starter', 'pro', 'enterprise']),
        until: z.string().nullable(),
        action: z.enum(['granted', 'dropped', 'dropped-at-period-end']),
      })
      .optional(),
  }),
);

export const pMessagingWebhookResponse = lazySchema(() =>
  z.object({
    received: z.literal(true),
    messages: z.array(
      z.object({
        id: z.string(),
        command: z.string(),
        outcome: z.string(),
        status: z.string().nullable(),
        reply: z.string(),
      }),
    ),
  }),
);

/** Non-JSON answers are documented as strings of their media type. */
export const textBody = lazySchema(() => z.string());
