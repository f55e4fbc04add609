/**
 * @module Family R operator surface (docs/operator.md): `POST /api/operator/dispatch {mukha, intent,
 * payload}` dispatches in-process to the engine (no external call, no stored user data) and
 * answers the OperatorResponse {ok, mukha, intent, result, request_id}; `GET
 * /api/operator/dispatch` is the read-only handshake {alphaTime, mukha, mukhas, bridges} with no
 * side effects and no limit.
 *
 * A mukha ("face") groups intents by what they answer: ganaka (the reckoner: charts and
 * rectification), kala (time: panchang, muhurta, utsavas) and vakta (the spokesperson: press
 * facts). Each intent's payload is validated by the same zod schema as the matching route, and
 * its result is that route's answer.
 *
 * Limit: OPERATOR_PER_HOUR dispatches per hour per IP in an in-memory bucket per isolate (the
 * spec's "in-memory bucket, no carryover"): one bucket per family surface (R, R2).
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../http/context.js';
import { ApiError } from '../../../http/errors.js';
import { respond } from '../../../http/family-app.js';
import { operatorDispatchResponseSchema, operatorHandshakeResponseSchema } from './responses.js';
import {
  issueToError,
  readJson,
  refuseQuery,
  safeParseInput,
  validate,
} from '../../../http/input.js';
import {
  HOUR_MS,
  MemoryBucket,
  admit,
  clientIp,
  deny,
  withLimitProbe,
  type LimitOptions,
} from '../../../http/rate-limit.js';
import { rChartBodySchema, rChartResponse } from './chart.js';
import { muhurtaBodySchema, muhurtaResponse } from './muhurta.js';
import { livePanchang } from './panchang.js';
import { pressFacts } from './press.js';
import { rectifyBodySchema, rectifyResponse, RECTIFY_PARSE } from './rectify.js';
import { utsavaPlaceOf, utsavasQuerySchema, utsavaYearAt } from './utsavas.js';
import { scopedUtsavaPlace, utsavaScopeOf } from '../../../platform/feeds/utsava-store.js';
import type { ErrorCode } from '../../../http/error-codes.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

export const OPERATOR_PER_HOUR = 30;

/** What an intent handler may read from the request: the clock instant, the bindings, and the request (for its per-IP limits). */
interface IntentContext {
  nowMs: number;
  env: Env;
  c: Context<AppEnv>;
}
interface Intent {
  schema: z.ZodType;
  run(payload: never, ctx: IntentContext): unknown | Promise<unknown>;
  describe: string;
}

const emptyPayload = lazySchema(() => z.strictObject({}));

/** The utsavas route's query schema, fed JSON numbers as the query text they stand for. */
const utsavasPayloadSchema = lazySchema(() =>
  z.preprocess(
    (v) =>
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [
              k,
              typeof x === 'number' && Number.isFinite(x) ? String(x) : x,
            ]),
          )
        : v,
    real(utsavasQuerySchema),
  ),
);

async function utsavasIntent(
  p: z.output<typeof utsavasQuerySchema>,
  ctx: IntentContext,
): Promise<unknown> {
  const given = (['lat', 'lon', 'tz'] as const).filter((k) => p[k] !== undefined);
  if (given.length > 0 && given.length < 3) {
    const missing = (['lat', 'lon', 'tz'] as const).find((k) => p[k] === undefined)!;
    throw new ApiError(
      400,
      'INVALID_FIELD',
      `payload.${missing}: is required when any of lat, lon and tz is given (all three name the place; none means New Delhi)`,
      { field: `payload.${missing}` },
    );
  }
  // the route's own path: a custom place under the per-IP limit and the anonymous write budget
  const scope = utsavaScopeOf(p);
  const { text } = await utsavaYearAt(
    ctx.c,
    p.year,
    scopedUtsavaPlace(utsavaPlaceOf(p), scope),
    scope,
  );
  return JSON.parse(text) as unknown;
}

/** The mukhas and their intents. */
export const OPERATOR_MUKHAS = {
  ganaka: {
    describe: 'the reckoner: natal charts and birth-time rectification',
    intents: {
      'chart.compute': {
        schema: rChartBodySchema,
        describe: 'POST /api/chart: the SovereignChart of flat birth fields',
        run: (p: z.output<typeof rChartBodySchema>) => rChartResponse(p),
      },
      'rectify.fit': {
        schema: rectifyBodySchema,
        describe: 'POST /api/rectify: birth-time candidates fitted to past events',
        run: (p: z.output<typeof rectifyBodySchema>, ctx: IntentContext) =>
          rectifyResponse(p, ctx.nowMs),
      },
    },
  },
  kala: {
    describe: 'time: panchang, muhurta and the festival calendar',
    intents: {
      'panchang.today': {
        schema: emptyPayload,
        describe: 'GET /api/panchang: the live panchang for the current instant',
        run: (_p: object, ctx: IntentContext) => livePanchang(ctx.nowMs),
      },
      'muhurta.day': {
        schema: muhurtaBodySchema,
        describe: 'POST /api/muhurta: muhurtas, choghadiya, horas and kalams of a date at a place',
        run: (p: z.output<typeof muhurtaBodySchema>) => muhurtaResponse(p),
      },
      'utsavas.list': {
        schema: utsavasPayloadSchema,
        describe:
          'GET /api/utsavas?year=: the festivals of a year (New Delhi unless lat, lon and tz are given)',
        run: utsavasIntent,
      },
    },
  },
  vakta: {
    describe: 'the spokesperson: press facts',
    intents: {
      'press.facts': {
        schema: emptyPayload,
        describe: 'GET /api/press: the press facts object',
        run: () => pressFacts(),
      },
    },
  },
} as const satisfies Record<string, { describe: string; intents: Record<string, Intent> }>;

export type MukhaName = keyof typeof OPERATOR_MUKHAS;
export const MUKHA_NAMES = Object.keys(OPERATOR_MUKHAS) as MukhaName[];
/** The face the surface presents by default (reported by the handshake). */
export const DEFAULT_MUKHA: MukhaName = 'ganaka';

/** Per-intent parse options (stable range codes of the route the intent mirrors). */
const INTENT_PARSE: Record<string, { rangeCodes?: Record<string, ErrorCode> }> = {
  'chart.compute': { rangeCodes: { year: 'OUT_OF_EPOCH_RANGE' } },
  'rectify.fit': RECTIFY_PARSE,
};

export const dispatchSchema = lazySchema(() =>
  z.strictObject({
    mukha: z.string().max(64),
    intent: z.string().max(64),
    payload: z.unknown().optional(),
  }),
);

const HINTS: Record<string, string> = {
  mukha: `One of ${MUKHA_NAMES.join(', ')}; GET /api/operator/dispatch lists them with their intents.`,
  intent: 'An intent of the chosen mukha; GET /api/operator/dispatch lists them.',
};

/** Validate and run one dispatch; errors name the field (payload fields as payload.<field>). */
export async function dispatchIntent(
  raw: unknown,
  ctx: IntentContext,
): Promise<{ mukha: MukhaName; intent: string; result: unknown }> {
  const body = validate(dispatchSchema, raw, { hints: HINTS });
  if (!(MUKHA_NAMES as string[]).includes(body.mukha)) {
    throw new ApiError(
      400,
      'UNKNOWN_MUKHA',
      `mukha: unknown mukha ${JSON.stringify(body.mukha.slice(0, 64))}; one of ${MUKHA_NAMES.join(', ')}`,
      { field: 'mukha', hint: HINTS.mukha },
    );
  }
  const mukha = body.mukha as MukhaName;
  const intents = OPERATOR_MUKHAS[mukha].intents as Record<string, Intent>;
  const intent = intents[body.intent];
  if (!intent) {
    const owner = MUKHA_NAMES.find((m) => body.intent in OPERATOR_MUKHAS[m].intents);
    const more = owner ? ` (${body.intent} belongs to mukha ${owner})` : '';
    throw new ApiError(
      400,
      'UNKNOWN_INTENT',
      `intent: mukha ${mukha} has no intent ${JSON.stringify(body.intent.slice(0, 64))}${more}; its intents: ${Object.keys(intents).join(', ')}`,
      { field: 'intent', hint: HINTS.intent },
    );
  }
  const payload = body.payload ?? {};
  const parsed = safeParseInput(intent.schema, payload);
  if (!parsed.success) {
    const e = issueToError(parsed.error, payload, INTENT_PARSE[body.intent] ?? {}, intent.schema);
    const field = e.extra.field === 'body' ? 'payload' : `payload.${e.extra.field ?? ''}`;
    const message = e.message.startsWith('body:')
      ? `payload:${e.message.slice(5)}`
      : `payload.${e.message}`;
    throw new ApiError(400, e.code, message, {
      field,
      hint: `payload of ${body.intent}: ${intent.describe}`,
    });
  }
  const result = await intent.run(parsed.data as never, ctx);
  return { mukha, intent: body.intent, result };
}

/** The handshake facts: read-only, no side effects. */
export function operatorHandshake(env: Env, nowMs: number) {
  const e = env as unknown as Record<string, unknown>;
  const present = (k: string) => e[k] !== undefined && e[k] !== null && e[k] !== '';
  return {
    alphaTime: new Date(nowMs).toISOString(),
    mukha: DEFAULT_MUKHA,
    mukhas: Object.fromEntries(
      MUKHA_NAMES.map((m) => [
        m,
        { describe: OPERATOR_MUKHAS[m].describe, intents: Object.keys(OPERATOR_MUKHAS[m].intents) },
      ]),
    ),
    bridges: {
      engine: true,
      kv: present('CACHE'),
      d1: present('DB'),
      durableLimiter: present('RATE_LIMITER'),
      model: present('MODEL_BASE_URL') && present('MODEL_API_KEY'),
      indexnow: present('INDEXNOW_KEY'),
      externalCalls: false,
    },
    limit: { dispatchPerHourPerIp: OPERATOR_PER_HOUR, store: 'memory' },
  };
}

/** In-memory limit middleware for a dispatch route (one bucket per surface). */
export function operatorLimit(
  bucket: MemoryBucket,
  opts: Omit<LimitOptions, 'limit' | 'windowMs'>,
): MiddlewareHandler<AppEnv> {
  const full: LimitOptions = { ...opts, limit: bucket.limit, windowMs: bucket.windowMs };
  return withLimitProbe(
    async function operatorLimitMiddleware(c, next) {
      const d = bucket.hit(clientIp(c), Date.now());
      if (!d.allowed) {
        throw deny(c, d, full, {
          hint: `Operator dispatch allows ${bucket.limit} calls per hour per IP and needs no key; retry at ${new Date(d.resetAtMs).toISOString()}.`,
        });
      }
      admit(c, d, full);
      await next();
    } as MiddlewareHandler<AppEnv>,
    async (c) => admit(c, bucket.peek(clientIp(c), Date.now()), full),
  );
}

/** Family R's dispatch bucket (R2 has its own). */
export const R_OPERATOR_BUCKET = new MemoryBucket(OPERATOR_PER_HOUR, HOUR_MS);
export const rOperatorLimit = operatorLimit(R_OPERATOR_BUCKET, { bucket: 'operator' });

export async function postOperatorDispatch(c: Context<AppEnv>): Promise<Response> {
  const raw = await readJson(c);
  const out = await dispatchIntent(raw, { nowMs: Date.now(), env: c.env, c });
  return respond(
    c,
    operatorDispatchResponseSchema,
    {
      ok: true,
      mukha: out.mukha,
      intent: out.intent,
      result:
        out.result as never /* the answer of the route the intent names (its schemas are the union) */,
      request_id: c.get('requestId'),
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
}

export async function getOperatorHandshake(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(c, operatorHandshakeResponseSchema, operatorHandshake(c.env, Date.now()), 200, {
    'Cache-Control': 'no-store',
  });
}
