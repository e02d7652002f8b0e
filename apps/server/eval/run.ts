/**
 * `npm run eval`: asks the research engine every question of the suite over the mirror data and scores each
 * answer against its case (rows of the case's hand-written SQL, a question back, or a refusal). Prints
 * right / declined / WRONG per category, overall, and answer times. A report, not a test: exits 0.
 *
 *   --verbose            every case with its answer, plan and the SQL's first rows
 *   --only=<text>        questions containing the text
 *   --category=<name>    one category (comma-separated for several)
 *   --heldout            also score the held-out sets (heldoutSets.ts lists them), each reported separately
 *   --sets=<list>        with --heldout, only these held-out sets by number (--sets=1,7: heldout.ts and heldout7.ts);
 *                        a new unseen set is scored by its number before it joins the list
 *   --counts-only        print only the per-category counts and times, never a question or an answer (for a
 *                        held-out set's first unseen score: its questions stay unseen)
 *   --cases=<path>       the held-out questions from another file (exports HELDOUT_CASES or EVAL_CASES)
 *   --skip-suite         score only the held-out sets (with --heldout or --cases)
 *   --llm                ask through the chat's LLM agent with the server in LLM_BASE_URL
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { llmSettings } from '../src/chat/chatAnswerer';
import { rows } from '../src/market/api/sql';
import { parseEnv } from '../src/platform/env';
import { configureLogger } from '../src/platform/logger';
import { createResearchEngine } from '../src/research/engine';
import { type Asker, engineAsker, type EvalAnswer, llmAsker } from './askers';
import { EVAL_CASES } from './suite';
import { scoreAnswer } from './compareAnswer';
import { openMirrorDatabase } from './mirrorDatabase';
import { prepareTruthBase } from './baseSql';
import { formatReport, Scoreboard } from './report';
import type { EvalCase } from './types';
import { HELDOUT_SETS, heldoutFile, loadHeldout } from './heldoutSets';

configureLogger('silent');
const print = (line: string) => process.stdout.write(`${line}\n`);
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);

const verbose = flag('verbose');
const only = option('only')?.toLowerCase();
const categories = option('category')?.split(',').map((c) => c.trim().toLowerCase());
const countsOnly = flag('counts-only');
const setNumbers = option('sets')?.split(',').map((n) => Number(n.trim())) ?? HELDOUT_SETS.map((set) => set.number);
const heldoutPaths = option('cases') ? [path.resolve(option('cases')!)] : flag('heldout') ? setNumbers.map(heldoutFile) : [];

const selected = (cases: EvalCase[]) =>
  cases.filter((c) => (!only || c.question.toLowerCase().includes(only)) && (!categories || categories.includes(c.category)));

const database = await openMirrorDatabase(undefined, print);
await prepareTruthBase(database.db);
const engine = createResearchEngine(database.db);
let ask: Asker = engineAsker(engine);
if (flag('llm')) {
  const settings = llmSettings(parseEnv(process.env));
  if (!settings) {
    print('--llm: no LLM server is configured. Set LLM_BASE_URL (and LLM_MODEL, LLM_API_KEY if needed) to an OpenAI-compatible server.');
    await database.close();
    process.exit(0);
  }
  print(`--llm: asking through the LLM agent at ${settings.baseUrl} (model ${settings.model})`);
  ask = llmAsker(engine, settings);
}
// Builds the metrics snapshot and the company search index once, outside the timings.
await engine.answer('Market Capitalization > 0 limit 1');
await engine.answer('compare TCS and Infosys');

async function runSuite(title: string, cases: EvalCase[]): Promise<string[]> {
  const board = new Scoreboard();
  for (const [i, testCase] of cases.entries()) {
    const previous: { question: string; answer: EvalAnswer }[] = [];
    for (const earlier of testCase.context ?? []) previous.push({ question: earlier, answer: await ask(earlier, previous) });
    const started = performance.now();
    const answer = await ask(testCase.question, previous);
    const ms = performance.now() - started;
    const expected = testCase.sql ? await rows<Record<string, unknown>>(database.db, sql.raw(testCase.sql)) : [];
    const { outcome, reason } = scoreAnswer(testCase, answer, expected);
    board.add(testCase.category, outcome, ms);
    if (countsOnly || (outcome === 'right' && !verbose)) continue;
    const label = { right: ' ok ', declined: 'DECL', wrong: 'WRNG' }[outcome];
    const chat = testCase.context?.length ? `${testCase.context.join(' / ')} / ` : '';
    print(`${label} ${String(i + 1).padStart(3)} [${testCase.category}] ${chat}${testCase.question}${reason ? `\n       ${reason}` : ''}`);
    if (verbose) {
      if (answer.restated) print(`       restated: ${answer.restated}`);
      print(`       plan: ${JSON.stringify(answer.plan ?? null)}\n       rows: ${JSON.stringify(answer.rows.slice(0, 3))}\n       sql:  ${JSON.stringify(expected.slice(0, 3))}`);
    }
  }
  return formatReport(title, board);
}

const report = flag('skip-suite') ? [] : await runSuite(`Suite (${flag('llm') ? 'LLM agent' : 'built-in engine'})`, selected(EVAL_CASES));
const heldoutReports: string[][] = [];
for (const heldoutPath of heldoutPaths) {
  const heldout = await loadHeldout(heldoutPath);
  if (heldout) heldoutReports.push(await runSuite(`Held-out (${path.basename(heldoutPath)})`, selected(heldout)));
  else heldoutReports.push([`Held-out: ${heldoutPath} is not there (the held-out questions are added at the end).`]);
}
print('');
for (const line of report) print(line);
for (const heldoutReport of heldoutReports) {
  print('');
  for (const line of heldoutReport) print(line);
}
await database.close();
