/**
 * @module The LlmClient port: one chat-completion turn with tool calling. Adapters: an
 * OpenAI-compatible HTTP API (openai.ts) and the Workers AI binding (workers-ai.ts). Demo mode
 * does not use a client at all (src/engine/counsel/demo.ts).
 */
export interface ToolCall {
  id: string;
  name: string;
  argumentsJson: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the arguments object */
  parameters: Record<string, unknown>;
}

export interface ModelTurn {
  content: string | null;
  toolCalls: ToolCall[];
}

export interface LlmClient {
  /** provider and model, for the reply's `model` field */
  readonly name: string;
  /** One completion. `tools` empty means the model must answer in text. */
  complete(messages: ChatMessage[], tools: ToolSpec[], signal: AbortSignal): Promise<ModelTurn>;
}

/** A provider failure: HTTP error, network error, malformed answer or timeout. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'http' | 'network' | 'malformed' | 'timeout',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
