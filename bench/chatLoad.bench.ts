// No request blocks the others (issue 13 item 8): 200 research-assistant answers streamed at once over real
// HTTP, and meanwhile /healthz probed back to back; its latency under that load against /healthz alone,
// measured in the same run (the ratio is the figure; the bar is p99 under 100 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { insertBars, insertCompany } from '../apps/server/src/market/api/testFixtures';
import { companyProfile } from '../apps/server/src/market/schema/index';
import { configureLogger } from '../apps/server/src/platform/logger';
import { freshDatabase, percentile, printFigure } from './support';
import { startChatServer } from './chatClient';

configureLogger('silent');
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 200);
const COMPANIES = Number(process.env.BENCH_CHAT_COMPANIES ?? 20_000);

const bench = await freshDatabase('pglite');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-chatload-bench-'));
const db = bench.database.db;
const sectors = ['Banks', 'IT Services', 'Pharmaceuticals', 'Automobiles', 'Chemicals'];
const symbols = Array.from({ length: COMPANIES }, (_, i) => `LOAD${i}`);
// The first four companies have prices (compare answers); the rest are inserted in batches.
for (let i = 0; i < 4; i++) {
  const company = await insertCompany(db, { symbol: symbols[i]!, companyName: `Load Company ${i}`, sector: sectors[i % 5], industry: sectors[i % 5], marketCap: (i + 1) * 3e9 });
  const bars: [string, number][] = [];
  for (let d = 0; d < 300; d++) bars.push([new Date(Date.parse('2025-01-01') + d * 86_400_000).toISOString().slice(0, 10), 100 + d * 0.3 + i]);
  await insertBars(db, company.id, bars);
}
for (let from = 4; from < COMPANIES; from += 1000) {
  const batch = symbols.slice(from, Math.min(COMPANIES, from + 1000)).map((symbol, k) => {
    const i = from + k;
    return { symbol, companyName: `Load Company ${i}`, sector: sectors[i % 5], industry: sectors[i % 5], marketCap: (i + 1) * 3e9, exchange: 'NSE', country: 'IN', source: 'bench' };
  });
  await db.insert(companyProfile).values(batch);
}

const { app, base, token } = await startChatServer(dataDir, bench.database);

const questions = [
  'Market Capitalization > 500 sort by Market Capitalization desc limit 10',
  `compare ${symbols[0]}, ${symbols[1]}, ${symbols[2]}: Market Capitalization`,
  'Top 10 companies by market capitalization',
  'banks with market cap above 1000 crore',
];

// The client runs in a worker thread, so its clock and its requests do not wait on the server's event loop.
const clientCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
(async () => {
  const { base, token, questions, streams } = workerData;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  async function health() {
    const started = performance.now();
    const response = await fetch(base + '/healthz');
    await response.text();
    if (response.status !== 200) throw new Error('healthz ' + response.status);
    return performance.now() - started;
  }
  async function answer(question) {
    const started = performance.now();
    const response = await fetch(base + '/api/agents/research/reasoning', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer ' + token },
      body: JSON.stringify({ chatSessionId: randomUUID(), country: 'IN', activity: 'capital_market_chat', messages: [{ role: 'user', content: question }] }),
    });
    const text = await response.text();
    if (!text.includes('"done":true') || text.includes('"error":"')) throw new Error('answer failed: ' + text.slice(-300));
    return performance.now() - started;
  }
  for (const q of questions) await answer(q); // warm-up: the engine builds its metrics snapshot first
  for (let i = 0; i < 50; i++) await health();
  // /healthz alone.
  const alone = [];
  for (let i = 0; i < 300; i++) { alone.push(await health()); await sleep(2); }
  // /healthz while STREAMS answers stream at once.
  let running = true;
  const loaded = [];
  const probing = (async () => { while (running) { loaded.push(await health()); await sleep(2); } })();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: streams }, (_, i) => answer(questions[i % questions.length])));
  const wall = performance.now() - started;
  running = false;
  await probing;
  parentPort.postMessage({ alone, loaded, answers, wall });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;
interface Result {
  alone: number[];
  loaded: number[];
  answers: number[];
  wall: number;
}
const result = await new Promise<Result>((resolve, reject) => {
  const worker = new Worker(clientCode, { eval: true, workerData: { base, token, questions, streams: STREAMS } });
  worker.once('message', (message) => ('error' in message ? reject(new Error(message.error)) : resolve(message as Result)));
  worker.once('error', reject);
});
for (const list of [result.alone, result.loaded, result.answers]) list.sort((a, b) => a - b);
const fmt = (list: number[], p: number) => percentile(list, p).toFixed(1);
printFigure('/healthz alone, p50', fmt(result.alone, 50), 'ms', `${result.alone.length} probes`);
printFigure('/healthz alone, p99', fmt(result.alone, 99), 'ms');
printFigure(`/healthz during ${STREAMS} chat streams, p50`, fmt(result.loaded, 50), 'ms', `${result.loaded.length} probes`);
printFigure(`/healthz during ${STREAMS} chat streams, p99`, fmt(result.loaded, 99), 'ms', 'target < 100');
printFigure(`/healthz during ${STREAMS} chat streams, max`, fmt(result.loaded, 100), 'ms');
printFigure('/healthz p99 ratio, loaded / alone', (percentile(result.loaded, 99) / percentile(result.alone, 99)).toFixed(1), 'x');
printFigure(`chat: ${STREAMS} streamed answers, p50`, fmt(result.answers, 50), 'ms');
printFigure(`chat: ${STREAMS} streamed answers, p99`, fmt(result.answers, 99), 'ms');
printFigure(`chat: all ${STREAMS} answers`, result.wall.toFixed(0), 'ms', `${COMPANIES} companies, PGlite; load ${os.loadavg()[0]!.toFixed(1)}`);

await app.close();
await bench.dispose();
fs.rmSync(dataDir, { recursive: true, force: true });
