/**
 * @module `POST /api/sahaja`: the counsel chat. With a model configured (MODEL_BASE_URL +
 * MODEL_API_KEY + MODEL_NAME, or the Workers AI binding AI + MODEL_NAME) a turn may call the
 * chart, panchang and utsavas tools; without one it runs in demo mode. Every reply is classified
 * for prediction slips and carries the structural-counsel disclaimer. Limits: 10 per hour per IP
 * on the durable limiter; with no limiter binding the model path fails closed (503) and demo mode
 * runs on a 5-per-hour in-memory bucket.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { demoGuidance } from '../../../engine/counsel/demo.js';
import {
  applySlipPolicy,
  roundScore,
  STRUCTURAL_DISCLAIMER,
  type SlipClassification,
  type SlipAction,
} from '../../../engine/counsel/slip-classifier.js';
import { panchangAt } from '../../../engine/panchang/index.js';
import { jdUtFromUnixMs } from '../../../engine/time/julian.js';
import type { AppEnv } from '../../../http/context.js';
import { ApiError } from '../../../http/errors.js';
import { respond } from '../../../http/family-app.js';
import { sahajaResponseSchema } from './responses.js';
import { parseJsonBody, safeParseInput } from '../../../http/input.js';
import {
  admit,
  clientIp,
  deny,
  HOUR_MS,
  hitDurable,
  MemoryBucket,
  type LimitOptions,
} from '../../../http/rate-limit.js';
import { runCounsel, type ToolCallRecord } from '../../../platform/counsel.js';
import { OpenAiCompatibleClient } from '../../../platform/llm/openai.js';
import { ProviderError, type ChatMessage, type LlmClient } from '../../../platform/llm/types.js';
import { WorkersAiClient, type AiBinding } from '../../../platform/llm/workers-ai.js';
import { counselTools } from './sahaja-tools.js';
import { NEW_DELHI } from '../../../platform/feeds/place.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

export const MAX_TURNS = 20;
export const MAX_MESSAGE_CHARS = 4000;

const turnSchema = lazySchema(() =>
  z.strictObject({
    role: z.enum(['user', 'assistant']),
    content: z.string().min(1).max(MAX_MESSAGE_CHARS),
  }),
);
const messagesForm = lazySchema(() =>
  z
    .strictObject({ messages: z.array(real(turnSchema)).min(1).max(MAX_TURNS) })
    .superRefine((v, ctx) => {
      if (v.messages.at(-1)?.role !== 'user')
        ctx.addIssue({
          code: 'custom',
          path: ['messages', v.messages.length - 1, 'role'],
          message: 'the last message must be from the user',
        });
    }),
);
const legacyForm = lazySchema(() =>
  z.strictObject({
    message: z.string().min(1).max(MAX_MESSAGE_CHARS),
    history: z
      .array(real(turnSchema))
      .max(MAX_TURNS - 1)
      .optional(),
  }),
);

/** Either form: {messages: [...]} or the legacy {message, history?}; normalised to turns. */
export const sahajaBodySchema = lazySchema(() =>
  z.unknown().transform((body, ctx): Array<{ role: 'user' | 'assistant'; content: string }> => {
    const isMessagesForm =
      body !== null && typeof body === 'object' && !Array.isArray(body) && 'messages' in body;
    const r = safeParseInput(isMessagesForm ? real(messagesForm) : real(legacyForm), body);
    if (!r.success) {
      for (const issue of r.error.issues)
        ctx.addIssue({ ...issue, path: issue.path } as z.core.$ZodRawIssue);
      return z.NEVER;
    }
    return 'messages' in r.data
      ? r.data.messages
      : [...(r.data.history ?? []), { role: 'user', content: r.data.message }];
  }),
);

/** The accepted body forms, for the OpenAPI document (validation goes through sahajaBodySchema). */
export const sahajaBodyDocSchema = lazySchema(() =>
  z.union([real(messagesForm), real(legacyForm)]),
);

/** The configured model client, or undefined for demo mode. */
export function modelClientFor(env: Env): LlmClient | undefined {
  const e = env as unknown as {
    MODEL_BASE_URL?: string;
    MODEL_API_KEY?: string;
    MODEL_NAME?: string;
    AI?: AiBinding;
  };
  if (e.MODEL_BASE_URL && e.MODEL_API_KEY && e.MODEL_NAME)
    return new OpenAiCompatibleClient({
      baseUrl: e.MODEL_BASE_URL,
      apiKey: e.MODEL_API_KEY,
      model: e.MODEL_NAME,
    });
  if (e.AI && e.MODEL_NAME) return new WorkersAiClient(e.AI, e.MODEL_NAME);
  return undefined;
}

export interface SahajaReply {
  reply: string;
  demo: boolean;
  disclaimer: string;
  classification: {
    flagged: boolean;
    action: SlipAction;
    sentencesChecked: number;
    slips: Array<{ kind: 'prediction'; sentenceIndex: number; score: number }>;
  };
  toolCalls: ToolCallRecord[];
  model: string | null;
  topic?: string;
}

function classificationOut(
  c: SlipClassification,
  action: SlipAction,
): SahajaReply['classification'] {
  // The slipped sentences themselves are not echoed: a withheld prediction must not leak back.
  return {
    flagged: c.flagged,
    action,
    sentencesChecked: c.sentencesChecked,
    slips: c.slips.map((s) => ({
      kind: s.kind,
      sentenceIndex: s.sentenceIndex,
      score: roundScore(s.score),
    })),
  };
}

/** Demo reply from the message's topic and the current panchang at New Delhi. */
export function demoReply(turns: Array<{ content: string }>, nowMs: number): SahajaReply {
  const p = panchangAt(jdUtFromUnixMs(nowMs), NEW_DELHI);
  const day = {
    vara: p.vara.name,
    tithi: p.current.tithi.name,
    paksha: p.current.tithi.paksha,
    nakshatra: p.current.nakshatra.name,
    yoga: p.current.yoga.name,
  };
  const { topic, reply } = demoGuidance(turns.at(-1)!.content, day);
  const policed = applySlipPolicy(reply);
  return {
    reply: policed.reply,
    demo: true,
    disclaimer: STRUCTURAL_DISCLAIMER,
    classification: classificationOut(policed.classification, policed.action),
    toolCalls: [],
    model: null,
    topic,
  };
}

/** Per-family limit settings for the counsel route. */
export interface SahajaLimits extends LimitOptions {
  memoryFallback: MemoryBucket;
}

export const R_SAHAJA_LIMITS: SahajaLimits = {
  bucket: 'sahaja',
  limit: 10,
  windowMs: HOUR_MS,
  limitHeaderOn429: true,
  memoryFallback: new MemoryBucket(5, HOUR_MS),
};

/** Build the handler (R and R2 differ only in limits and error envelope). */
export function sahajaHandler(limits: SahajaLimits): MiddlewareHandler<AppEnv> {
  return async function postSahaja(c: Context<AppEnv>) {
    const turns = await parseJsonBody(c, sahajaBodySchema, {
      hints: {
        messages: 'Send {messages: [{role, content}]} or {message, history?}.',
        message: 'Send a non-empty string of at most 4000 characters.',
      },
    });
    const client = modelClientFor(c.env);
    const durable = await hitDurable(
      c.env,
      limits.bucket,
      clientIp(c),
      limits.limit,
      limits.windowMs,
    );
    let decision = durable;
    if (!decision) {
      // No durable cross-instance limiter: the model path fails closed; demo runs on the in-memory fallback.
      if (client)
        throw new ApiError(
          503,
          'COUNSEL_OFFLINE',
          'sahaja: the model path needs a durable cross-instance rate limiter, and none is configured',
        );
      const memOpts = {
        ...limits,
        limit: limits.memoryFallback.limit,
        windowMs: limits.memoryFallback.windowMs,
      };
      decision = limits.memoryFallback.hit(clientIp(c), Date.now());
      if (!decision.allowed) throw deny(c, decision, memOpts);
      admit(c, decision, memOpts);
    } else if (!decision.allowed) {
      throw deny(c, decision, limits);
    } else {
      admit(c, decision, limits);
    }
    let out: SahajaReply;
    if (!client) {
      out = demoReply(turns, Date.now());
    } else {
      const history: ChatMessage[] = turns.map(
        (t) => ({ role: t.role, content: t.content }) as ChatMessage,
      );
      try {
        const r = await runCounsel(client, history, counselTools());
        out = {
          reply: r.reply,
          demo: false,
          disclaimer: STRUCTURAL_DISCLAIMER,
          classification: classificationOut(r.classification, r.action),
          toolCalls: r.toolCalls,
          model: r.model,
        };
      } catch (err) {
        if (err instanceof ProviderError) {
          if (err.kind === 'timeout')
            throw new ApiError(
              504,
              'MODEL_TIMEOUT',
              'sahaja: the model did not answer in time; no reply was produced',
            );
          throw new ApiError(
            502,
            'MODEL_PROVIDER_ERROR',
            'sahaja: the model provider failed; no reply was produced',
          );
        }
        throw err;
      }
    }
    return respond(c, sahajaResponseSchema, out);
  };
}
