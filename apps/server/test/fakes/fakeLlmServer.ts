import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions server (tests and bench only) that streams the real wire
 * format: `data: {"choices":[{"delta":{...}}]}` chunks, tool calls in fragments (id and name first, the
 * arguments split across chunks), `finish_reason`, then `data: [DONE]`. Each request is answered by the
 * next scripted reply; `requests` keeps the bodies received (to check tools and tool results were sent).
 */
export type FakeLlmReply =
  | { kind: 'text'; text: string }
  | { kind: 'tool'; name: string; args: unknown; id?: string; text?: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'garbage' }
  | { kind: 'hang' }
  | { kind: 'cut' };

export interface FakeLlmRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
}

export interface FakeLlmServer {
  baseUrl: string;
  requests: FakeLlmRequest[];
  /** Replies in order; when they run out, the last one repeats. */
  script: FakeLlmReply[];
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** Splits text into small pieces, as a model streams tokens. */
const pieces = (text: string, size = 7) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

export async function startFakeLlmServer(script: FakeLlmReply[] = []): Promise<FakeLlmServer> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeLlmServer = { baseUrl: '', requests: [], script, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeLlmRequest;
      const index = fake.requests.length;
      fake.requests.push(body);
      const reply = fake.script[Math.min(index, fake.script.length - 1)] ?? { kind: 'text', text: 'No script.' };
      void answer(res, reply);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

async function answer(res: http.ServerResponse, reply: FakeLlmReply): Promise<void> {
  if (reply.kind === 'status') {
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body ?? '{"error":{"message":"overloaded"}}');
    return;
  }
  if (reply.kind === 'hang') {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
    return; // never writes: the client's timeout must fire
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const write = (s: string) => res.write(s);
  const tick = () => new Promise((r) => setTimeout(r, 2));
  if (reply.kind === 'garbage') {
    write('data: {"choices":[{"delta":{"content":"Hel');
    write('lo"}}]}\n\ndata: {not json}\n\n');
    res.end();
    return;
  }
  write(chunk({ role: 'assistant', content: '' }));
  if (reply.kind === 'cut') {
    write(chunk({ content: 'Half an answer' }));
    await tick();
    res.destroy();
    return;
  }
  if (reply.kind === 'text') {
    for (const piece of pieces(reply.text)) {
      write(chunk({ content: piece }));
      await tick();
    }
    write(chunk({}, 'stop'));
  } else {
    if (reply.text) write(chunk({ content: reply.text }));
    const args = JSON.stringify(reply.args);
    const id = reply.id ?? 'call_fake_1';
    write(chunk({ tool_calls: [{ index: 0, id, type: 'function', function: { name: reply.name, arguments: '' } }] }));
    for (const piece of pieces(args, 5)) {
      write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
      await tick();
    }
    write(chunk({}, 'tool_calls'));
  }
  write('data: [DONE]\n\n');
  res.end();
}
