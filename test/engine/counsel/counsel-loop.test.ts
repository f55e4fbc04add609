import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MAX_TOOL_CALLS, runCounsel, type CounselTool } from '../../../src/platform/counsel.js';
import {
  ProviderError,
  type ChatMessage,
  type LlmClient,
  type ModelTurn,
  type ToolSpec,
} from '../../../src/platform/llm/types.js';

/** A scripted fake model: each call returns the next turn; records what it was sent. */
class FakeModel implements LlmClient {
  readonly name = 'fake:model';
  readonly calls: Array<{ messages: ChatMessage[]; tools: ToolSpec[] }> = [];
  constructor(private readonly script: Array<ModelTurn | (() => Promise<ModelTurn>)>) {}
  async complete(
    messages: ChatMessage[],
    tools: ToolSpec[],
    signal: AbortSignal,
  ): Promise<ModelTurn> {
    this.calls.push({ messages: [...messages], tools });
    const next = this.script.shift();
    if (!next) throw new Error('script exhausted');
    if (typeof next === 'function') {
      return Promise.race([
        next(),
        new Promise<never>((_, rej) =>
          signal.addEventListener('abort', () => rej(new ProviderError('timeout', 'aborted'))),
        ),
      ]);
    }
    return next;
  }
}

const echoTool: CounselTool = {
  spec: { name: 'echo', description: 'echo', parameters: { type: 'object' } },
  schema: z.strictObject({ n: z.number().int().min(0).max(10) }),
  run: (a) => ({ doubled: (a as { n: number }).n * 2 }),
};
const user: ChatMessage[] = [{ role: 'user', content: 'What is my 7th house?' }];
const call = (id: string, args: string, name = 'echo') => ({
  content: null,
  toolCalls: [{ id, name, argumentsJson: args }],
});

describe('counsel tool loop', () => {
  it('runs a tool in-process and answers with the model text', async () => {
    const model = new FakeModel([
      call('a', '{"n":3}'),
      { content: 'Your 7th lord is Venus.', toolCalls: [] },
    ]);
    const r = await runCounsel(model, user, [echoTool]);
    expect(r.reply).toBe('Your 7th lord is Venus.');
    expect(r.toolCalls).toEqual([{ name: 'echo', ok: true }]);
    const toolMsg = model.calls[1]!.messages.find((m) => m.role === 'tool');
    expect(toolMsg).toMatchObject({ role: 'tool', toolCallId: 'a', content: '{"doubled":6}' });
    expect(model.calls[0]!.messages[0]!.role).toBe('system');
  });
  it('answers malformed and invalid arguments with a tool error the model can read', async () => {
    const model = new FakeModel([
      call('a', '{"n":'),
      call('b', '{"n":99}'),
      call('c', '{}', 'nope'),
      { content: 'Done.', toolCalls: [] },
    ]);
    const r = await runCounsel(model, user, [echoTool]);
    expect(r.toolCalls).toEqual([
      { name: 'echo', ok: false, error: 'malformed arguments' },
      { name: 'echo', ok: false, error: 'invalid n' },
      { name: 'nope', ok: false, error: 'unknown tool' },
    ]);
    const last = model.calls[3]!.messages.filter((m) => m.role === 'tool').map(
      (m) => (m as { content: string }).content,
    );
    expect(last[1]).toContain('n:');
  });
  it(`bounds the loop at ${MAX_TOOL_CALLS} tool calls, then offers no tools`, async () => {
    const many = {
      content: null,
      toolCalls: Array.from({ length: 6 }, (_, i) => ({
        id: `t${i}`,
        name: 'echo',
        argumentsJson: '{"n":1}',
      })),
    };
    const model = new FakeModel([many, { content: 'Answer.', toolCalls: [] }]);
    const r = await runCounsel(model, user, [echoTool]);
    expect(r.toolCalls).toHaveLength(MAX_TOOL_CALLS);
    expect(model.calls[1]!.tools).toEqual([]);
    const budgetMsgs = model.calls[1]!.messages.filter(
      (m) => m.role === 'tool' && m.content.includes('budget'),
    );
    expect(budgetMsgs).toHaveLength(2);
  });
  it('fails when the model keeps calling tools after the budget', async () => {
    const model = new FakeModel([
      call('a', '{"n":1}'),
      call('b', '{"n":1}'),
      call('c', '{"n":1}'),
      call('d', '{"n":1}'),
      call('e', '{"n":1}'),
    ]);
    await expect(runCounsel(model, user, [echoTool])).rejects.toMatchObject({ kind: 'malformed' });
  });
  it('times out on its wall-clock budget', async () => {
    const model = new FakeModel([() => new Promise<ModelTurn>(() => {})]);
    await expect(runCounsel(model, user, [echoTool], 50)).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'timeout',
    });
  });
  it('rewrites a reply that slips into prediction', async () => {
    const model = new FakeModel([
      {
        content:
          'Your 7th lord is Venus. It is in the 10th house. The texts read partnership from it. You will marry in 2027.',
        toolCalls: [],
      },
    ]);
    const r = await runCounsel(model, user, [echoTool]);
    expect(r.action).toBe('rewritten');
    expect(r.classification.flagged).toBe(true);
    expect(r.reply).not.toContain('2027');
  });
});
