// Research engine: a screen over the demo universe (80,000 companies by default) on the in-memory metrics
// snapshot, against the same screen written as one naive SQL query over the tables; and the time to compile
// and answer English questions. The demo database is generated once into a temp folder and reused
// (BENCH_RESEARCH_FRESH=1 regenerates it). Figures depend on the machine's load: run it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows } from '../apps/server/src/market/api/sql';
import { DEFAULT_SEED, generateDemoUniverse } from '../apps/server/src/ingest/sources/demo/generateDemoUniverse';
import { openPglite } from '../apps/server/src/platform/db/client';
import { configureLogger } from '../apps/server/src/platform/logger';
import { createResearchEngine } from '../apps/server/src/research/engine';
import { screenSql } from '../apps/server/eval/baseSql';
import { buildMetricsSnapshot } from '../apps/server/src/research/snapshot/metricsSnapshot';
import { percentile, printFigure } from './support';

configureLogger('silent');
const scale = Number(process.env.BENCH_DEMO_SCALE ?? 80_000);
const dir = path.join(os.tmpdir(), `sanchay-research-bench-${scale}`);
if (process.env.BENCH_RESEARCH_FRESH === '1' || (fs.existsSync(dir) && !fs.existsSync(path.join(dir, '.loaded')))) fs.rmSync(dir, { recursive: true, force: true });
const fresh = !fs.existsSync(dir);
const database = await openPglite({ dataDir: path.join(dir, 'db') });
await database.migrate();
if (fresh) {
  const started = performance.now();
  const result = await generateDemoUniverse(database.db, { scale, seed: DEFAULT_SEED });
  fs.writeFileSync(path.join(dir, '.loaded'), new Date().toISOString());
  printFigure(`demo universe generated (${result.companies.toLocaleString('en-IN')} companies)`, ((performance.now() - started) / 1000).toFixed(1), 's');
}
const db = database.db;

const snapshotStarted = performance.now();
const snapshot = await buildMetricsSnapshot(db);
printFigure(`metrics snapshot build (${snapshot.size.toLocaleString('en-IN')} companies)`, Math.round(performance.now() - snapshotStarted), 'ms');

const engine = createResearchEngine(db);
const SCREEN = 'Return on equity > 15 AND Debt to equity < 0.5 AND Sales growth 3Years > 10 sort by Market Capitalization desc limit 25';
const NAIVE_SQL = screenSql('roe > 15 and debt_to_equity < 0.5 and sales_growth_3y > 10', 'market_cap desc', 25, 'market_cap, roe, debt_to_equity, sales_growth_3y');
const SCREENS = [
  SCREEN,
  'Price to earning < 20 AND Return on capital employed > 20 sort by Return on capital employed desc limit 50',
  '(Sales growth 3Years > 20 OR Profit growth 3Years > 25) AND Promoter holding > 50 AND Pledged percentage < 5 limit 25',
  'Current price < DMA 200 AND RSI < 35 sort by RSI asc limit 25',
  'Sector = "IT" AND Return on equity > 20 AND Market cap type in ("Large Cap", "Mid Cap") limit 25',
];

await engine.answer(SCREEN); // warm: snapshot and compiled code paths
const plan = (await engine.compile(SCREEN)) as { plan: Parameters<typeof engine.runPlan>[0] };

// 1. The same screen, repeated: engine (parse + run on the snapshot + markdown) vs one naive SQL query.
const engineTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  await engine.answer(SCREENS[i % SCREENS.length]!);
  engineTimes.push(performance.now() - started);
}
engineTimes.sort((a, b) => a - b);
const oneScreen: number[] = [];
for (let i = 0; i < 50; i++) {
  const started = performance.now();
  await engine.runPlan(plan.plan);
  oneScreen.push(performance.now() - started);
}
oneScreen.sort((a, b) => a - b);
const sqlTimes: number[] = [];
let sqlRows = 0;
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  sqlRows = (await rows(db, sql.raw(NAIVE_SQL))).length;
  sqlTimes.push(performance.now() - started);
}
sqlTimes.sort((a, b) => a - b);
const engineAnswer = await engine.runPlan(plan.plan);

printFigure('screen on the snapshot (5 screens, 200 runs): p50', percentile(engineTimes, 50).toFixed(2), 'ms');
printFigure('screen on the snapshot (5 screens, 200 runs): p95', percentile(engineTimes, 95).toFixed(2), 'ms');
printFigure('the benchmark screen on the snapshot: p50', percentile(oneScreen, 50).toFixed(2), 'ms', `${engineAnswer.rows.length} rows`);
printFigure('the same screen as one naive SQL query (PGlite): p50', percentile(sqlTimes, 50).toFixed(1), 'ms', `${sqlRows} rows`);
printFigure('speed-up of the snapshot over naive SQL', (percentile(sqlTimes, 50) / percentile(oneScreen, 50)).toFixed(0), 'x');

// 2. English questions: compile (entity resolution included) and answer.
const QUESTIONS = [
  'IT companies with ROE above 20 and debt to equity below 0.5, top 10 by market cap',
  'Large cap stocks with PE below 15, sorted by ROE',
  'Nifty 50 stocks below their 200 DMA with RSI under 35',
  'Banks with return on equity more than 15 and P/B less than 2',
  'constituents of Nifty Bank',
  // As investors type them: nicknames, rankings with periods, shorthand amounts, a misspelling.
  'sbi vs hdfc bank vs icici pe',
  'best performing stocks over the last year',
  'top 10 by 5yr sales cagr among companies above 50,000 cr',
  'cheapest nifty 50 stocks',
  'infosis roe',
];
const compileTimes: number[] = [];
const answerTimes: number[] = [];
for (let i = 0; i < 100; i++) {
  const question = QUESTIONS[i % QUESTIONS.length]!;
  let started = performance.now();
  await engine.compile(question);
  compileTimes.push(performance.now() - started);
  started = performance.now();
  await engine.answer(question);
  answerTimes.push(performance.now() - started);
}
compileTimes.sort((a, b) => a - b);
answerTimes.sort((a, b) => a - b);
printFigure('English question: compile p50', percentile(compileTimes, 50).toFixed(2), 'ms');
printFigure('English question: compile + answer p50', percentile(answerTimes, 50).toFixed(2), 'ms');
printFigure('English question: compile + answer p95', percentile(answerTimes, 95).toFixed(2), 'ms');
await database.close();
