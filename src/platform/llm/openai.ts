/**
 * @module OpenAI-compatible chat completions adapter (POST {base}/chat/completions with `tools`).
 * The fetch function is injected so tests can fake the provider.
 */
import {
  ProviderError,
  type ChatMessage,
  type LlmClient,
  type ModelTurn,
  type ToolSpec,
} from './types.js';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
}

function toWire(m: ChatMessage): Record<string, unknown> {
  switch (m.role) {
    case 'tool':
      return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: m.content,
        ...(m.toolCalls?.length
          ? {
              tool_calls: m.toolCalls.map((t) => ({
                id: t.id,
                type: 'function',
                function: { name: t.name, arguments: t.argumentsJson },
              })),
            }
          : {}),
      };
    default:
      return { role: m.role, content: m.content };
  }
}

export class OpenAiCompatibleClient implements LlmClient {
  readonly name: string;
  constructor(private readonly cfg: OpenAiConfig) {
    this.name = `openai-compatible:${cfg.model}`;
  }

  async complete(
    messages: ChatMessage[],
    tools: ToolSpec[],
    signal: AbortSignal,
  ): Promise<ModelTurn> {
    const doFetch = this.cfg.fetch ?? fetch;
    const body = {
      model: this.cfg.model,
      messages: messages.map(toWire),
      ...(tools.length
        ? { tools: tools.map((t) => ({ type: 'function', function: t })), tool_choice: 'auto' }
        : {}),
      temperature: 0.3,
    };
    let res: Response;
    try {
      res = await doFetch(`${this.cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cfg.apiKey}` },
        body: JSON.stringify(body),
        signal,
      });
    } catch (err) {
      if (signal.aborted) throw new ProviderError('timeout', 'model call timed out');
      throw new ProviderError('network', err instanceof Error ? err.message : 'network error');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ProviderError('http', `model provider answered ${res.status}`, res.status);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      if (signal.aborted) throw new ProviderError('timeout', 'model call timed out');
      throw new ProviderError('malformed', 'model provider answered non-JSON');
    }
    const msg = (
      json as { choices?: Array<{ message?: { content?: unknown; tool_calls?: unknown } }> }
    ).choices?.[0]?.message;
    if (!msg)
      throw new ProviderError('malformed', 'model provider answered without choices[0].message');
    const content = typeof msg.content === 'string' ? msg.content : null;
    const rawCalls = Array.isArray(msg.tool_calls) ? msg.tool_calls : [];
    const toolCalls = rawCalls.map(
      (t: { id?: unknown; function?: { name?: unknown; arguments?: unknown } }, i: number) => ({
        id: typeof t.id === 'string' ? t.id : `call_${i}`,
        name: typeof t.function?.name === 'string' ? t.function.name : '',
        argumentsJson:
          typeof t.function?.arguments === 'string'
            ? t.function.arguments
            : JSON.stringify(t.function?.arguments ?? {}),
      }),
    );
    if (content === null && toolCalls.length === 0)
      throw new ProviderError('malformed', 'model provider answered neither text nor tool calls');
    return { content, toolCalls };
  }
}
