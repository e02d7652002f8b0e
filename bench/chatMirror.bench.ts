// The research assistant on the mirror data (the real companies the evaluation runs on), as an investor
// meets it: answer time of the engine over every investor-typed question of the evaluation suite, and over
// real HTTP the time from the POST of a chat question to its first streamed byte (the SSE headers), to the
// first answer piece and to the whole answer. Targets of issue 18: answer p95 < 50 ms, first byte < 100 ms.
// The mirror is loaded into a PGlite folder once (shared with `npm run eval`; not while an eval runs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServices } from '../apps/server/src/app/services';
import { buildApp } from '../apps/server/src/app/http';
import { parseEnv } from '../apps/server/src/platform/env';
import { configureLogger } from '../apps/server/src/platform/logger';
import { createResearchEngine } from '../apps/server/src/research/engine';
import { openMirrorDatabase } from '../apps/server/eval/mirrorDatabase';
import { INVESTOR_CASES } from '../apps/server/eval/suite';
import { signIn, timeChatAnswers } from './chatClient';
import { percentile, printFigure } from './support';

configureLogger('silent');
const RUNS = Number(process.env.BENCH_CHAT_RUNS ?? 100);
const database = await openMirrorDatabase(undefined, (line) => console.log(line));
const questions = INVESTOR_CASES.filter((c) => !c.context?.length).map((c) => c.question);

// 1. The engine alone: every first question of the suite, after one warm-up answer (snapshot and search index).
const engine = createResearchEngine(database.db);
await engine.answer('compare TCS and Infosys');
const answerTimes: number[] = [];
for (const question of questions) {
  const started = performance.now();
  await engine.answer(question);
  answerTimes.push(performance.now() - started);
}
answerTimes.sort((a, b) => a - b);
printFigure('mirror: engine answer, p50', percentile(answerTimes, 50).toFixed(1), 'ms');
printFigure('mirror: engine answer, p95', percentile(answerTimes, 95).toFixed(1), 'ms', `${questions.length} investor-typed questions; target < 50`);

// 2. The chat over real HTTP: a sample of the same questions, spread over the suite.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-chat-mirror-bench-'));
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CHAT_RATE_LIMIT_PER_MINUTE: '100000' });
const services = await createServices(env, database);
const app = await buildApp(services);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const token = await signIn(base);
const step = Math.max(1, Math.floor(questions.length / RUNS));
const sample = questions.filter((_, i) => i % step === 0).slice(0, RUNS);
const results = await timeChatAnswers(base, token, sample, sample.length);
const sorted = (pick: (r: (typeof results)[number]) => number) => results.map(pick).sort((a, b) => a - b);
const headers = sorted((r) => r.headers);
const firstPiece = sorted((r) => r.firstPiece);
const total = sorted((r) => r.total);
printFigure('mirror chat: POST to first streamed byte, p50', percentile(headers, 50).toFixed(1), 'ms', 'target < 100');
printFigure('mirror chat: POST to first streamed byte, p95', percentile(headers, 95).toFixed(1), 'ms', 'target < 100');
printFigure('mirror chat: POST to first answer piece, p50', percentile(firstPiece, 50).toFixed(1), 'ms');
printFigure('mirror chat: POST to first answer piece, p95', percentile(firstPiece, 95).toFixed(1), 'ms');
printFigure('mirror chat: whole answer stored, p50', percentile(total, 50).toFixed(1), 'ms');
printFigure('mirror chat: whole answer stored, p95', percentile(total, 95).toFixed(1), 'ms', `${results.length} answers over HTTP, PGlite; load ${os.loadavg()[0]!.toFixed(1)}`);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
