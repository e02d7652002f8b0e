// Research assistant figures over real HTTP: time to the first streamed byte of an answer (the SSE headers),
// to the first answer piece (the lead) and to the whole answer, for POST /api/agents/research/reasoning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertBars, insertCompany } from '../apps/server/test/factories/marketFixtures';
import { configureLogger } from '../apps/server/src/platform/logger';
import { startChatServer, timeChatAnswers } from './chatClient';
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

const { app, base, token } = await startChatServer(dataDir, bench.database);

const questions = [
  'Market Capitalization > 500 sort by Market Capitalization desc limit 10',
  `compare ${symbols[0]}, ${symbols[1]}, ${symbols[2]}: Market Capitalization`,
  'Top 10 companies by market capitalization',
];

const results = await timeChatAnswers(base, token, questions, RUNS);
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
