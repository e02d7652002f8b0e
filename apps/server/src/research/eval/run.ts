/**
 * `npm run eval`: asks the engine every question of cases.ts over the mirror data and checks each answer
 * against the rows of the question's hand-written SQL. Prints one line per question and the share correct.
 */
import { sql } from 'drizzle-orm';
import { configureLogger } from '../../platform/logger';
import { createResearchEngine } from '../engine';
import { answerThroughModel } from '../../chat/llm/llmPlanner';
import { llmSettings } from '../../chat/chatAnswerer';
import { parseEnv } from '../../platform/env';
import { rows } from '../../market/api/sql';
import { EVAL_CASES, type EvalCase } from './cases';
import { openMirrorDatabase } from './mirrorDatabase';
import { compareAnswer } from './compareAnswer';

configureLogger('silent');
const print = (line: string) => process.stdout.write(`${line}\n`);
const verbose = process.argv.includes('--verbose');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
/** --llm: questions the compiler cannot account for go to the model at LLM_BASE_URL (LLM_MODEL, LLM_API_KEY). */
const llm = process.argv.includes('--llm') ? llmSettings(parseEnv()) : null;
if (process.argv.includes('--llm') && !llm) throw new Error('--llm needs LLM_BASE_URL (an OpenAI-compatible server)');

const database = await openMirrorDatabase(undefined, print);
const engine = createResearchEngine(database.db);
await engine.answer('Market Capitalization > 0 limit 1'); // builds the snapshot once, outside the timings
await engine.answer('compare TCS and Infosys'); // and the company search index the English compiler resolves names with

const byKind = new Map<string, { total: number; correct: number }>();
let correct = 0;
const times: number[] = [];
const cases = EVAL_CASES.filter((c) => !only || c.question.toLowerCase().includes(only.toLowerCase()));
for (const [i, testCase] of cases.entries()) {
  const started = performance.now();
  const answer = llm ? await answerThroughModel(engine, llm, testCase.question) : await engine.answer(testCase.question);
  times.push(performance.now() - started);
  const expected = testCase.sql ? await rows<Record<string, unknown>>(database.db, sql.raw(testCase.sql)) : [];
  const problem = compareAnswer(testCase as EvalCase, answer, expected);
  const stats = byKind.get(testCase.kind) ?? { total: 0, correct: 0 };
  stats.total++;
  if (!problem) {
    stats.correct++;
    correct++;
  }
  byKind.set(testCase.kind, stats);
  print(`${problem ? 'FAIL' : ' ok '} ${String(i + 1).padStart(2)} [${testCase.kind}] ${testCase.question}${problem ? `\n       ${problem}` : ''}`);
  if (verbose || (problem && only)) print(`       plan: ${JSON.stringify(answer.plan)}\n       rows: ${JSON.stringify(answer.rows.slice(0, 3))}\n       sql: ${JSON.stringify(expected.slice(0, 3))}`);
}
times.sort((a, b) => a - b);
print('');
for (const [kind, stats] of byKind) print(`${kind.padEnd(14)} ${stats.correct}/${stats.total}`);
print(`\nCorrect: ${correct}/${cases.length} = ${((correct / cases.length) * 100).toFixed(1)}%`);
print(`Answer time: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`);
await database.close();
