// Load held (issue 16 item 5; run by bench/scale.mjs, or `npx tsx bench/scale/chatStreams.ts`): 1,000
// research-assistant answers streamed at once by 20 signed-in users on PostgreSQL, with /healthz probed back to back meanwhile. Figures: failed answers (the bar is 0) and /healthz
// p99 under that load (the bar is under 100 ms), beside /healthz alone in the same run.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database named after it is created and dropped);
// BENCH_CHAT_DB=pglite runs the same load on embedded PGlite instead (bench/chatLoad.bench.ts does, with 200 streams).
// The chat limit of 30 answers a minute per user (CHAT_RATE_LIMIT_PER_MINUTE) would refuse 50 streams a user:
// the bench sets that documented setting to BENCH_CHAT_LIMIT (default 100); the default itself is unchanged.
// The database pool is DATABASE_POOL_SIZE's default, 10 connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { insertBars, insertCompany } from '../../apps/server/test/factories/marketFixtures';
import { companyProfile } from '../../apps/server/src/market/schema/index';
import { configureLogger } from '../../apps/server/src/platform/logger';
import { signIn, startChatServer } from '../chatClient';
import { freshDatabase, percentile, postgresBaseUrl, printFigure } from '../support';

configureLogger('silent');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const COMPANIES = Number(process.env.BENCH_CHAT_COMPANIES ?? 2000);
const CHAT_LIMIT = process.env.BENCH_CHAT_LIMIT ?? '100';
const DATABASE_KIND = process.env.BENCH_CHAT_DB === 'pglite' ? 'pglite' : 'postgres';
const DATABASE_LABEL = DATABASE_KIND === 'pglite' ? 'PGlite' : 'PostgreSQL';

if (DATABASE_KIND === 'postgres' && !postgresBaseUrl()) {
  console.log('(no BENCH_DATABASE_URL / TEST_DATABASE_URL: the PostgreSQL chat-stream load is skipped)');
  process.exit(0);
}

const bench = await freshDatabase(DATABASE_KIND);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-scale-chat-'));
const seed = bench.database.db;
const sectors = ['Banks', 'IT Services', 'Pharmaceuticals', 'Automobiles', 'Chemicals'];
const symbols = Array.from({ length: COMPANIES }, (_, i) => `LOAD${i}`);
for (let i = 0; i < 4; i++) {
  const company = await insertCompany(seed, {
    symbol: symbols[i]!,
    companyName: `Load Company ${i}`,
    sector: sectors[i % 5],
    industry: sectors[i % 5],
    marketCap: (i + 1) * 3e9,
  });
  const bars: [string, number][] = [];
  for (let d = 0; d < 300; d++)
    bars.push([new Date(Date.parse('2025-01-01') + d * 86_400_000).toISOString().slice(0, 10), 100 + d * 0.3 + i]);
  await insertBars(seed, company.id, bars);
}
for (let from = 4; from < COMPANIES; from += 1000) {
  const batch = symbols.slice(from, Math.min(COMPANIES, from + 1000)).map((symbol, k) => {
    const i = from + k;
    return {
      symbol,
      companyName: `Load Company ${i}`,
      sector: sectors[i % 5],
      industry: sectors[i % 5],
      marketCap: (i + 1) * 3e9,
      exchange: 'NSE',
      country: 'IN',
      source: 'bench',
    };
  });
  await seed.insert(companyProfile).values(batch);
}

const database = bench.database;
const { app, base } = await startChatServer(dataDir, database, { CHAT_RATE_LIMIT_PER_MINUTE: CHAT_LIMIT });
const tokens: string[] = [];
for (let u = 0; u < USERS; u++) tokens.push(await signIn(base, `load${u}@example.com`));

const questions = [
  'Market Capitalization > 500 sort by Market Capitalization desc limit 10',
  `compare ${symbols[0]}, ${symbols[1]}, ${symbols[2]}: Market Capitalization`,
  'Top 10 companies by market capitalization',
  'banks with market cap above 1000 crore',
];

// The client runs in a worker thread, so its clock and its requests do not wait on the server's event loop.
// Failures are counted, not thrown: the figure is how many of the answers failed.
const clientCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
(async () => {
  const { base, tokens, questions, streams } = workerData;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let healthFailures = 0;
  async function health() {
    const started = performance.now();
    try {
      const response = await fetch(base + '/healthz');
      await response.text();
      if (response.status !== 200) healthFailures++;
    } catch {
      healthFailures++;
    }
    return performance.now() - started;
  }
  const failures = {};
  async function answer(question, token) {
    const started = performance.now();
    try {
      const response = await fetch(base + '/api/agents/research/reasoning', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer ' + token },
        body: JSON.stringify({ chatSessionId: randomUUID(), country: 'IN', activity: 'capital_market_chat', messages: [{ role: 'user', content: question }] }),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error('status ' + response.status + ' ' + text.slice(0, 80));
      if (!text.includes('"done":true') || text.includes('"error":"')) throw new Error('answer failed: ' + text.slice(-120));
    } catch (error) {
      // One count per kind of failure: the stream's chat uuid would make every failure its own key.
      const key = String(error.message ?? error).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<uuid>').slice(0, 160);
      failures[key] = (failures[key] ?? 0) + 1;
    }
    return performance.now() - started;
  }
  for (const q of questions) await answer(q, tokens[0]); // warm-up: the engine builds its metrics snapshot first
  for (const key of Object.keys(failures)) delete failures[key];
  for (let i = 0; i < 50; i++) await health();
  const alone = [];
  for (let i = 0; i < 300; i++) { alone.push(await health()); await sleep(2); }
  let running = true;
  const loaded = [];
  const probing = (async () => { while (running) { loaded.push(await health()); await sleep(2); } })();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: streams }, (_, i) => answer(questions[i % questions.length], tokens[i % tokens.length])));
  const wall = performance.now() - started;
  running = false;
  await probing;
  parentPort.postMessage({ alone, loaded, answers, wall, failures, healthFailures });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;
interface Result {
  alone: number[];
  loaded: number[];
  answers: number[];
  wall: number;
  failures: Record<string, number>;
  healthFailures: number;
}
const result = await new Promise<Result>((resolve, reject) => {
  const worker = new Worker(clientCode, { eval: true, workerData: { base, tokens, questions, streams: STREAMS } });
  worker.once('message', (message) =>
    'error' in message ? reject(new Error(message.error)) : resolve(message as Result),
  );
  worker.once('error', reject);
});
for (const list of [result.alone, result.loaded, result.answers]) list.sort((a, b) => a - b);
const fmt = (list: number[], p: number) => percentile(list, p).toFixed(1);
const failed = Object.values(result.failures).reduce((n, k) => n + k, 0);
printFigure(
  `chat: ${STREAMS} streams at once, ${USERS} user${USERS === 1 ? '' : 's'}, ${DATABASE_LABEL}`,
  failed,
  'failed',
  failed ? JSON.stringify(result.failures) : 'target 0',
);
printFigure(
  `chat: all ${STREAMS} answers`,
  result.wall.toFixed(0),
  'ms',
  `p50 ${fmt(result.answers, 50)} ms, p99 ${fmt(result.answers, 99)} ms per answer`,
);
printFigure(
  '/healthz alone, p99',
  fmt(result.alone, 99),
  'ms',
  `p50 ${fmt(result.alone, 50)} ms, ${result.alone.length} probes`,
);
printFigure(
  `/healthz during ${STREAMS} chat streams, p99`,
  fmt(result.loaded, 99),
  'ms',
  `target < 100; p50 ${fmt(result.loaded, 50)}, max ${fmt(result.loaded, 100)}, ${result.loaded.length} probes, ${result.healthFailures} failed`,
);
printFigure(
  'settings',
  `limit ${CHAT_LIMIT}/min`,
  '',
  `CHAT_RATE_LIMIT_PER_MINUTE; ${DATABASE_LABEL}; ${COMPANIES} companies; load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await app.close();
await bench.dispose();
fs.rmSync(dataDir, { recursive: true, force: true });
const met = failed === 0 && percentile(result.loaded, 99) < 100;
console.log(met ? 'load held: met' : 'load held: NOT met');
process.exit(0);
