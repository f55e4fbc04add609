/**
 * @module Workers AI binding adapter (production configuration: `[ai] binding = "AI"` with
 * MODEL_NAME set to a function-calling model). It has no local simulator, so tests fake the
 * binding object.
 */
import {
  ProviderError,
  type ChatMessage,
  type LlmClient,
  type ModelTurn,
  type ToolSpec,
} from './types.js';

export interface AiBinding {
  run(
    model: string,
    input: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<unknown>;
}

export class WorkersAiClient implements LlmClient {
  readonly name: string;
  constructor(
    private readonly ai: AiBinding,
    private readonly model: string,
  ) {
    this.name = `workers-ai:${model}`;
  }

  async complete(
    messages: ChatMessage[],
    tools: ToolSpec[],
    signal: AbortSignal,
  ): Promise<ModelTurn> {
    const wire = messages.map((m) =>
      m.role === 'tool'
        ? { role: 'tool', name: m.name, content: m.content }
        : m.role === 'assistant'
          ? { role: 'assistant', content: m.content ?? '' }
          : { role: m.role, content: m.content },
    );
    let out: unknown;
    try {
      const call = this.ai.run(this.model, { messages: wire, ...(tools.length ? { tools } : {}) });
      out = await Promise.race([
        call,
        new Promise((_, reject) =>
          signal.addEventListener(
            'abort',
            () => reject(new ProviderError('timeout', 'model call timed out')),
            { once: true },
          ),
        ),
      ]);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new ProviderError('http', err instanceof Error ? err.message : 'Workers AI error');
    }
    const o = out as {
      response?: unknown;
      tool_calls?: Array<{ name?: unknown; arguments?: unknown }>;
    };
    const toolCalls = (o.tool_calls ?? []).map((t, i) => ({
      id: `call_${i}`,
      name: typeof t.name === 'string' ? t.name : '',
      argumentsJson:
        typeof t.arguments === 'string' ? t.arguments : JSON.stringify(t.arguments ?? {}),
    }));
    const content = typeof o.response === 'string' ? o.response : null;
    if (content === null && toolCalls.length === 0)
      throw new ProviderError('malformed', 'Workers AI answered neither text nor tool calls');
    return { content, toolCalls };
  }
}
