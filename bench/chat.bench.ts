// Research assistant figures over real HTTP: time to the first streamed byte of an answer (the SSE headers),
// to the first answer piece (the lead) and to the whole answer, for POST /api/agents/research/reasoning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { insertBars, insertCompany } from '../apps/server/src/market/api/testFixtures';
import { createServices } from '../apps/server/src/app/services';
import { parseEnv } from '../apps/server/src/platform/env';
import { buildApp } from '../apps/server/src/app/http';
import { configureLogger } from '../apps/server/src/platform/logger';
import { freshDatabase, percentile, printFigure } from './support';

configureLogger('silent');
const RUNS = Number(process.env.BENCH_CHAT_RUNS ?? 60);
const COMPANIES = 300;

const bench = await freshDatabase('pglite');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-chat-bench-'));
const db = bench.database.db;
const sectors = ['Banks', 'IT Services', 'Pharmaceuticals', 'Automobiles', 'Chemicals'];
const symbols: string[] = [];
for (let i = 0; i < COMPANIES; i++) {
  const symbol = `BENCH${i}`;
  const company = await insertCompany(db, { symbol, companyName: `Bench Company ${i}`, sector: sectors[i % 5], industry: sectors[i % 5], marketCap: (i + 1) * 3e9 });
  if (i < 4) {
    const bars: [string, number][] = [];
    for (let d = 0; d < 300; d++) bars.push([new Date(Date.parse('2025-01-01') + d * 86_400_000).toISOString().slice(0, 10), 100 + d * 0.3 + i]);
    await insertBars(db, company.id, bars);
  }
  symbols.push(symbol);
}

const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CHAT_RATE_LIMIT_PER_MINUTE: '100000' });
const services = await createServices(env, bench.database);
const app = await buildApp(services);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const minted = await (await fetch(`${base}/dev/idp/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', name: 'Bench' }) })).json();
const { token } = await (await fetch(`${base}/api/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: minted.credential }) })).json();

const questions = [
  'Market Capitalization > 500 sort by Market Capitalization desc limit 10',
  `compare ${symbols[0]}, ${symbols[1]}, ${symbols[2]}: Market Capitalization`,
  'Top 10 companies by market capitalization',
];

// The client runs in a worker thread: with PGlite in the server's thread, a client on the same event loop
// would only see bytes when the server yields, which is not what a browser sees.
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
const results = await new Promise<{ headers: number; firstPiece: number; total: number }[]>((resolve, reject) => {
  const worker = new Worker(clientCode, { eval: true, workerData: { base, token, questions, runs: RUNS } });
  worker.once('message', (message) => (Array.isArray(message) ? resolve(message) : reject(new Error(message.error))));
  worker.once('error', reject);
});
const figures = { headers: results.map((r) => r.headers), firstPiece: results.map((r) => r.firstPiece), total: results.map((r) => r.total) };
for (const list of Object.values(figures)) list.sort((a, b) => a - b);
const fmt = (list: number[], p: number) => percentile(list, p).toFixed(1);
printFigure('chat: first streamed byte (SSE headers), p50', fmt(figures.headers, 50), 'ms', 'target <= 100');
printFigure('chat: first streamed byte (SSE headers), p95', fmt(figures.headers, 95), 'ms', 'target <= 100');
printFigure('chat: first answer piece (the lead), p50', fmt(figures.firstPiece, 50), 'ms', 'target <= 100');
printFigure('chat: first answer piece (the lead), p95', fmt(figures.firstPiece, 95), 'ms', 'target <= 100');
printFigure('chat: whole answer stored, p50', fmt(figures.total, 50), 'ms');
printFigure('chat: whole answer stored, p95', fmt(figures.total, 95), 'ms', `${RUNS} answers, ${COMPANIES} companies, PGlite; load ${os.loadavg()[0]!.toFixed(1)}`);

await app.close();
await bench.dispose();
fs.rmSync(dataDir, { recursive: true, force: true });
