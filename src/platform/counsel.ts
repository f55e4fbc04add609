/**
 * @module The counsel turn with a model: a bounded tool loop (at most MAX_TOOL_CALLS tool calls
 * and a wall-clock budget), tools answered in-process by the engine, then the slip policy. The
 * client and the tools are injected, so tests drive it with a fake model.
 */
import type * as z from 'zod';
import {
  applySlipPolicy,
  type SlipAction,
  type SlipClassification,
} from '../engine/counsel/slip-classifier.js';
import { ProviderError, type ChatMessage, type LlmClient, type ToolSpec } from './llm/types.js';

export const MAX_TOOL_CALLS = 4;
export const COUNSEL_BUDGET_MS = 25_000;

/** A tool the model may call: its zod schema is the same one the matching route validates with. */
export interface CounselTool {
  spec: ToolSpec;
  schema: z.ZodType;
  run(args: unknown): unknown;
}

export const COUNSEL_SYSTEM_PROMPT = [
  'You are Sahaja, a counsel assistant for Vedic (sidereal) astrology.',
  'You give structural counsel only: describe chart structure, panchang facts and what classical texts (BPHS, Phaladeepika, Saravali) say these signify.',
  "Never predict events in the user's life, never give dates for life events, never predict death or illness, never guarantee outcomes, never answer whether something will happen.",
  'Use the tools for every number (positions, tithi, festival dates); never invent them.',
].join(' ');

export interface ToolCallRecord {
  name: string;
  ok: boolean;
  error?: string;
}
export interface CounselResult {
  reply: string;
  action: SlipAction;
  classification: SlipClassification;
  toolCalls: ToolCallRecord[];
  model: string;
}

function runTool(
  tools: Map<string, CounselTool>,
  name: string,
  argumentsJson: string,
): { content: string; record: ToolCallRecord } {
  const tool = tools.get(name);
  if (!tool)
    return {
      content: JSON.stringify({ error: `unknown tool ${name}` }),
      record: { name, ok: false, error: 'unknown tool' },
    };
  let args: unknown;
  try {
    args = JSON.parse(argumentsJson);
  } catch {
    return {
      content: JSON.stringify({ error: 'arguments are not valid JSON' }),
      record: { name, ok: false, error: 'malformed arguments' },
    };
  }
  let parsed: ReturnType<typeof tool.schema.safeParse>;
  try {
    parsed = tool.schema.safeParse(args);
  } catch {
    // a refinement that read a value its field refused: the arguments are bad, not the service
    return {
      content: JSON.stringify({ error: "arguments do not fit the tool's schema" }),
      record: { name, ok: false, error: 'invalid arguments' },
    };
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'arguments';
    return {
      content: JSON.stringify({ error: `${field}: ${issue.message}` }),
      record: { name, ok: false, error: `invalid ${field}` },
    };
  }
  try {
    return { content: JSON.stringify(tool.run(parsed.data)), record: { name, ok: true } };
  } catch (err) {
    const msg =
      err instanceof Error && err.name === 'EngineInputError'
        ? err.message
        : 'the engine could not compute this';
    return { content: JSON.stringify({ error: msg }), record: { name, ok: false, error: msg } };
  }
}

/**
 * One counsel turn. Throws ProviderError on provider failure or timeout; nothing partial is
 * returned in that case.
 */
export async function runCounsel(
  client: LlmClient,
  history: ChatMessage[],
  tools: CounselTool[],
  budgetMs = COUNSEL_BUDGET_MS,
): Promise<CounselResult> {
  const registry = new Map(tools.map((t) => [t.spec.name, t]));
  const specs = tools.map((t) => t.spec);
  const messages: ChatMessage[] = [{ role: 'system', content: COUNSEL_SYSTEM_PROMPT }, ...history];
  const records: ToolCallRecord[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    for (;;) {
      const budgetLeft = records.length < MAX_TOOL_CALLS;
      const turn = await client.complete(messages, budgetLeft ? specs : [], controller.signal);
      if (controller.signal.aborted)
        throw new ProviderError('timeout', 'counsel turn exceeded its time budget');
      if (turn.toolCalls.length === 0) {
        if (!turn.content || turn.content.trim() === '')
          throw new ProviderError('malformed', 'model answered with empty text');
        const policed = applySlipPolicy(turn.content.trim());
        return {
          reply: policed.reply,
          action: policed.action,
          classification: policed.classification,
          toolCalls: records,
          model: client.name,
        };
      }
      if (!budgetLeft)
        throw new ProviderError(
          'malformed',
          'model kept calling tools after the tool budget was spent',
        );
      messages.push({ role: 'assistant', content: turn.content, toolCalls: turn.toolCalls });
      for (const call of turn.toolCalls) {
        if (records.length >= MAX_TOOL_CALLS) {
          messages.push({
            role: 'tool',
            toolCallId: call.id,
            name: call.name,
            content: JSON.stringify({ error: 'tool budget spent; answer now' }),
          });
          continue;
        }
        const { content, record } = runTool(registry, call.name, call.argumentsJson);
        records.push(record);
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content });
      }
    }
  } catch (err) {
    if (controller.signal.aborted && !(err instanceof ProviderError && err.kind !== 'timeout'))
      throw new ProviderError('timeout', 'counsel turn exceeded its time budget');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
