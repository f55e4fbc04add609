/**
 * @module Family T's outbound webhook registrations (Pro; docs/webhooks.md): `POST /api/webhooks`
 * {url, events, chart_id (or chartId), dasha_level?} answers the hook with its signing secret
 * (shown once); `GET /api/webhooks`, `GET|DELETE /api/webhooks/:id`, and the delivery log
 * `GET /api/webhooks/:id/deliveries`. A hook belongs to the key's owner and watches one of the
 * owner's saved charts (dasha.transition, transit.window) and/or the owner's research jobs
 * (job.completed, job.failed; docs/jobs.md); another owner's hook or chart id answers 404.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { pageLimitParam, parseJsonBody, parseQuery } from '../../http/input.js';
import {
  CHART_EVENTS,
  MAX_HOOKS_PER_OWNER,
  WEBHOOK_EVENTS,
  activeHookCount,
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  type WebhookRecord,
} from '../../platform/webhooks.js';
import { checkReceiverUrl } from '../../platform/webhook-url.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const webhookBodySchema = lazySchema(() =>
  z
    .strictObject({
      url: z.string().min(1).max(2048),
      events: z
        .array(
          z.enum(WEBHOOK_EVENTS, { error: () => `must be one of ${WEBHOOK_EVENTS.join(', ')}` }),
        )
        .min(1)
        .max(WEBHOOK_EVENTS.length),
      chart_id: z.uuid().optional(),
      /** the spelling of the published examples; same as chart_id */
      chartId: z.uuid().optional(),
      /** deepest Vimsottari level whose transitions are sent: 1 maha, 2 antar (default), 3 pratyantar */
      dasha_level: z.number().int().min(1).max(3).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.chart_id !== undefined && b.chartId !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['chart_id'],
          message: 'give the saved chart to watch as chart_id (or chartId), once',
        });
      // job events watch the owner's jobs; chart events need the saved chart they watch
      else if (
        b.chart_id === undefined &&
        b.chartId === undefined &&
        b.events.some((e) => CHART_EVENTS.includes(e))
      )
        ctx.addIssue({
          code: 'custom',
          path: ['chart_id'],
          message: `${CHART_EVENTS.join(' and ')} watch a saved chart: give it as chart_id (or chartId)`,
        });
    }),
);

const webhookView = (h: WebhookRecord) => ({
  id: h.id,
  chart_id: h.chartId,
  url: h.url,
  events: h.events,
  dasha_level: h.dashaLevel,
  environment: h.environment,
  status: h.status,
  created_at: h.createdAt,
});
const hookSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    chart_id: z.string().nullable(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    dasha_level: z.number().int(),
    environment: z.enum(['production', 'sandbox']),
    status: z.enum(['active', 'deleted']),
    created_at: z.string(),
  }),
);
export const tWebhookCreatedResponse = lazySchema(() =>
  real(hookSchema).extend({
    secret: z.string(),
    signing: z.string(),
  }),
);
export const tWebhooksResponse = lazySchema(() =>
  z.object({ webhooks: z.array(real(hookSchema)) }),
);
export const tWebhookResponse = lazySchema(() => real(hookSchema));
export const tWebhookDeletedResponse = lazySchema(() =>
  z.object({ deleted: z.literal(true), id: z.string() }),
);
export const tDeliveriesResponse = lazySchema(() =>
  z.object({
    webhook_id: z.string(),
    deliveries: z.array(
      z.object({
        id: z.string(),
        event_type: z.string(),
        event_key: z.string(),
        status: z.enum(['pending', 'sending', 'delivered', 'retrying', 'failed']),
        attempts: z.number().int(),
        last_status_code: z.number().int().nullable(),
        last_error: z.string().nullable(),
        created_at: z.string(),
        last_attempt_at: z.string().nullable(),
        delivered_at: z.string().nullable(),
      }),
    ),
  }),
);

const NO_STORE = { 'Cache-Control': 'no-store' };
const owner = (c: Context<AppEnv>) => c.get('apiKey')!.record.ownerId;

export async function postWebhook(c: Context<AppEnv>): Promise<Response> {
  const b = await parseJsonBody(c, webhookBodySchema);
  const key = c.get('apiKey')!.record;
  const chartId = b.chart_id ?? b.chartId ?? null;
  const field = b.chart_id !== undefined ? 'chart_id' : 'chartId';
  // a chart of the key's own environment: a sandbox key cannot watch a production chart
  const chart =
    chartId === null
      ? true
      : await c.env.DB.prepare(
          'SELECT id FROM t_charts WHERE id = ? AND owner_id = ? AND environment = ?',
        )
          .bind(chartId, key.ownerId, key.environment)
          .first();
  if (!chart)
    throw new ApiError(
      404,
      'CHART_NOT_FOUND',
      `${field}: no saved chart ${chartId} of this owner (save it with POST /api/charts first)`,
      { field },
    );
  const verdict = await checkReceiverUrl(b.url, key.environment, c.env as never);
  if (!verdict.ok)
    throw new ApiError(400, 'WEBHOOK_URL_REFUSED', `url: ${verdict.reason}`, { field: 'url' });
  if ((await activeHookCount(c.env.DB, key.ownerId)) >= MAX_HOOKS_PER_OWNER)
    throw new ApiError(
      409,
      'WEBHOOK_LIMIT_REACHED',
      `url: at most ${MAX_HOOKS_PER_OWNER} active webhooks per owner; delete one first`,
      { field: 'url' },
    );
  const { record, secret } = await createWebhook(c.env.DB, {
    ownerId: key.ownerId,
    chartId,
    url: b.url,
    events: [...new Set(b.events)],
    dashaLevel: b.dasha_level ?? 2,
    environment: key.environment,
    nowMs: Date.now(),
  });
  return respond(
    c,
    tWebhookCreatedResponse,
    {
      ...webhookView(record),
      secret,
      signing:
        'Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">); verify with the standardwebhooks library and this secret. The secret is shown only now.',
    },
    201,
    { ...NO_STORE, Location: `${c.get('baseUrl')}/api/webhooks/${record.id}` },
  );
}

export async function getWebhooks(c: Context<AppEnv>): Promise<Response> {
  return respond(
    c,
    tWebhooksResponse,
    { webhooks: (await listWebhooks(c.env.DB, owner(c))).map(webhookView) },
    200,
    NO_STORE,
  );
}

async function findHook(c: Context<AppEnv>): Promise<WebhookRecord> {
  const id = c.req.param('id') ?? '';
  const hook = /^wh_[0-9a-f]{24}$/.test(id) ? await getWebhook(c.env.DB, owner(c), id) : null;
  if (!hook)
    throw new ApiError(
      404,
      'WEBHOOK_NOT_FOUND',
      `id: no webhook ${id.slice(0, 40)} of this owner`,
      { field: 'id' },
    );
  return hook;
}

export async function getWebhookById(c: Context<AppEnv>): Promise<Response> {
  return respond(c, tWebhookResponse, webhookView(await findHook(c)), 200, NO_STORE);
}

export async function deleteWebhookById(c: Context<AppEnv>): Promise<Response> {
  const hook = await findHook(c);
  await deleteWebhook(c.env.DB, owner(c), hook.id, Date.now());
  return respond(c, tWebhookDeletedResponse, { deleted: true, id: hook.id }, 200, NO_STORE);
}

export const deliveriesQuerySchema = lazySchema(() =>
  z.strictObject({
    limit: pageLimitParam('deliveries'),
  }),
);

export async function getDeliveries(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, deliveriesQuerySchema);
  const hook = await findHook(c);
  const deliveries = await listDeliveries(c.env.DB, hook.id, q.limit ?? 50);
  return respond(
    c,
    tDeliveriesResponse,
    {
      webhook_id: hook.id,
      deliveries: deliveries as z.input<typeof tDeliveriesResponse>['deliveries'],
    },
    200,
    NO_STORE,
  );
}
