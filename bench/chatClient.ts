// The chat client of the chat benchmarks: signs in through the dev identity provider, then POSTs questions
// to /api/agents/research/reasoning over real HTTP from a worker thread and times, per answer, the first
// streamed byte (the SSE headers), the first answer piece (the first `data:` line) and the whole answer.
// The client runs in a worker: with PGlite in the server's thread, a client on the same event loop would
// only see bytes when the server yields, which is not what a browser sees.
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app/http';
import { createServices } from '../apps/server/src/app/services';
import type { Database } from '../apps/server/src/platform/db/client';
import { parseEnv } from '../apps/server/src/platform/env';

export interface ChatTiming {
  headers: number;
  firstPiece: number;
  total: number;
}

export async function signIn(base: string, email = 'bench@example.com'): Promise<string> {
  const minted = await (await fetch(`${base}/dev/idp/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, name: 'Bench' }) })).json();
  const { token } = await (await fetch(`${base}/api/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: minted.credential }) })).json();
  return token as string;
}

/**
 * The real app on `database`, listening on a free port, with a signed-in user's session token. The chat rate
 * limit is lifted unless `settings` set CHAT_RATE_LIMIT_PER_MINUTE (or any other setting) themselves.
 */
export async function startChatServer(dataDir: string, database: Database, settings: Record<string, string> = {}): Promise<{ app: FastifyInstance; base: string; token: string }> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CHAT_RATE_LIMIT_PER_MINUTE: '100000', ...settings });
  const app = await buildApp(await createServices(env, database));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, base, token: await signIn(base) };
}

const clientCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
(async () => {
  const { base, token, questions, runs } = workerData;
  async function once(question) {
    const started = performance.now();
    const response = await fetch(base + '/api/agents/research/reasoning', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer ' + token },
      body: JSON.stringify({ chatSessionId: randomUUID(), country: 'IN', activity: 'capital_market_chat', messages: [{ role: 'user', content: question }] }),
    });
    const headers = performance.now() - started;
    const reader = response.body.getReader();
    let firstPiece = NaN;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString('utf8');
      if (Number.isNaN(firstPiece) && text.includes('data: ')) firstPiece = performance.now() - started;
    }
    if (!text.includes('"done":true')) throw new Error('answer did not finish: ' + text.slice(0, 200));
    return { headers, firstPiece, total: performance.now() - started };
  }
  for (const q of questions) await once(q); // warm-up: the engine builds its metrics snapshot first
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(questions[i % questions.length]));
  parentPort.postMessage(results);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Asks `runs` questions in turn (after one warm-up round of all of them) and returns each answer's timings. */
export function timeChatAnswers(base: string, token: string, questions: string[], runs: number): Promise<ChatTiming[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(clientCode, { eval: true, workerData: { base, token, questions, runs } });
    worker.once('message', (message) => (Array.isArray(message) ? resolve(message) : reject(new Error(message.error))));
    worker.once('error', reject);
  });
}
