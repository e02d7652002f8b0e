/**
 * A streaming client for any OpenAI-compatible chat completions server (Ollama, vLLM, llama.cpp, hosted):
 * POST {base}/chat/completions with stream:true; the answer is SSE lines `data: {json}` ending with
 * `data: [DONE]`, each chunk carrying choices[0].delta.content and/or delta.tool_calls fragments (by index:
 * id and function.name arrive first, function.arguments in pieces), which are assembled here.
 */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Longest wait for the answer to start and between two chunks. */
  timeoutMs: number;
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: LlmToolCall[];
  tool_call_id?: string;
}

export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface LlmToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface LlmTurn {
  content: string;
  toolCalls: LlmToolCall[];
  finishReason: string | null;
}

/** The model server could not give an answer: connection refused, 5xx/4xx, timeout or a malformed stream. */
export class LlmUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'LlmUnavailable';
  }
}

interface ChunkDelta {
  content?: string | null;
  tool_calls?: { index?: number; id?: string; type?: string; function?: { name?: string; arguments?: string } }[];
}
interface Chunk {
  choices?: { delta?: ChunkDelta; finish_reason?: string | null }[];
  error?: { message?: string };
}

/** One streamed completion; onText receives content as it arrives. */
export async function streamCompletion(
  settings: LlmSettings,
  request: { messages: LlmMessage[]; tools?: LlmToolSpec[]; model?: string },
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<LlmTurn> {
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  let timedOut = false;
  let timer: NodeJS.Timeout | null = null;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
  };
  arm();
  try {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: request.model ?? settings.model,
          stream: true,
          temperature: 0.1,
          messages: request.messages,
          ...(request.tools && request.tools.length > 0 ? { tools: request.tools, tool_choice: 'auto' } : {}),
        }),
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new LlmUnavailable(timedOut ? 'the model server did not answer in time' : `the model server could not be reached (${causeOf(error)})`);
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw new LlmUnavailable(`the model server answered HTTP ${response.status}${text ? `: ${text.slice(0, 160)}` : ''}`);
    }
    return await readStream(response.body, onText, arm, () => timedOut, signal);
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
  onActivity: () => void,
  timedOut: () => boolean,
  signal?: AbortSignal,
): Promise<LlmTurn> {
  const decoder = new TextDecoder();
  const calls = new Map<number, LlmToolCall>();
  let content = '';
  let finishReason: string | null = null;
  let done = false;
  let buffer = '';
  const reader = body.getReader();
  const handleLine = (line: string) => {
    if (!line.startsWith('data:')) return; // comments, event names, keep-alives
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      throw new LlmUnavailable('the model server sent a malformed stream');
    }
    if (chunk.error) throw new LlmUnavailable(`the model server reported an error: ${chunk.error.message ?? 'unknown'}`);
    const choice = chunk.choices?.[0];
    if (!choice) return;
    if (choice.finish_reason) finishReason = choice.finish_reason;
    const delta = choice.delta ?? {};
    if (typeof delta.content === 'string' && delta.content.length > 0) {
      content += delta.content;
      onText(delta.content);
    }
    for (const fragment of delta.tool_calls ?? []) {
      const index = fragment.index ?? 0;
      const call = calls.get(index) ?? { id: '', type: 'function' as const, function: { name: '', arguments: '' } };
      if (fragment.id) call.id = fragment.id;
      if (fragment.function?.name) call.function.name += fragment.function.name;
      if (fragment.function?.arguments) call.function.arguments += fragment.function.arguments;
      calls.set(index, call);
    }
  };
  try {
    while (!done) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new LlmUnavailable(timedOut() ? 'the model server stopped answering' : `the model stream broke (${causeOf(error)})`);
      }
      if (chunk.done) break;
      onActivity();
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        handleLine(line);
        if (done) break;
      }
    }
    if (!done && buffer.trim()) handleLine(buffer.trim());
  } finally {
    reader.cancel().catch(() => {});
  }
  if (!done && finishReason === null) throw new LlmUnavailable('the model stream ended before it finished');
  const toolCalls = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
    .filter((call) => call.function.name);
  return { content, toolCalls, finishReason };
}
