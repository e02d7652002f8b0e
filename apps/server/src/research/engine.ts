/**
 * The research engine: questions (query language or English) compile to a typed plan; plans run on the
 * in-memory metrics snapshot (screens, comparisons, index members) or as small SQL reads (history,
 * shareholding, returns). Every number in an answer comes from the tables. The chat calls it as
 * `services.research`; LLM mode calls the same plans through `tools()` / `callTool()`.
 */
import {
  compileEnglish,
  type OtherListings,
  HISTORY_ITEMS,
  parseResearchQuery,
  RESEARCH_METRICS,
  ResearchQueryError,
  type ResearchFilter,
  type ResearchPlan,
  researchPlanSchema,
  SECTOR_WORDS,
} from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { cpuTurns, type Turn } from '../platform/cpuTurns';
import { logger } from '../platform/logger';
import { cannotAnswer, clarifyAnswer, type ResearchAnswer, withOtherListings } from './answer';
import { companyLexicon } from './companyLexicon';
import { runCompare, runScreen } from './executor/snapshotPlans';
import { runConstituents, runHistory, runReturns, runShareholding } from './executor/sqlPlans';
import type { MetricsSnapshot } from './snapshot/metricsSnapshot';
import { metricsSnapshot, refreshMetricsSnapshot } from './snapshot/snapshotStore';
import { callResearchTool, RESEARCH_TOOLS, type ResearchTool } from './tools';

export type { ResearchAnswer } from './answer';
export type { ResearchPlan } from '@sanchay/core';

/** An earlier answer of a chat, as much of it as a follow-up reads: its plan, and the rows it showed when known. */
export interface EarlierAnswer {
  plan?: unknown;
  rows?: readonly Record<string, unknown>[];
}

export interface AnswerOptions {
  /** The previous answer of the same chat: a follow-up ("and its P/E?", "sort these by debt") works on its plan and rows. */
  previous?: EarlierAnswer;
  /** The answer before that one: "which of the two" may reach back two turns. */
  earlier?: EarlierAnswer;
}

/** What compile() knows of the chat besides the previous plan. */
export interface ChatContext {
  previousRows?: readonly string[];
  earlier?: ResearchPlan | null;
}

/** What a question compiles to: a plan, a question back (clarify), or why not. */
export type CompiledQuestion =
  | { plan: ResearchPlan; restated?: string; otherListings?: OtherListings }
  | { clarify: { restated: string; message: string; choices: { label: string; question: string }[] } }
  | { error: string; restated?: string; position?: number; suggestions?: string[] };

export interface ResearchEngine {
  answer(question: string, options?: AnswerOptions): Promise<ResearchAnswer>;
  /** Re-executes a stored plan on today's data. */
  runPlan(plan: ResearchPlan): Promise<ResearchAnswer>;
  /** Tools for LLM mode (OpenAI function-calling JSON schema), each runs the same plans. */
  tools(): ResearchTool[];
  callTool(name: string, args: unknown): Promise<ResearchAnswer>;
  /** Metric names, sectors, index names, company symbols for autocomplete. */
  keywords(): string[];
  /** Compiles a question without running it: the plan, a question back, or why not (for /stocks and tests). */
  compile(question: string, previous?: ResearchPlan | null, options?: { screener?: boolean; chat?: ChatContext }): Promise<CompiledQuestion>;
}

/** Inputs that are meant as query language: an operator, or a leading command word. */
const looksLikeQuery = (text: string) => /[<>=]|^\s*(history|compare|shareholding|constituents|returns)\s+\S+\s*[:@,]|\bsort\s+by\b|\blimit\s+\d/i.test(text);

/** The plan of a query-language text, or the error saying why it is not one. */
function tryParse(text: string): ResearchPlan | ResearchQueryError {
  try {
    return parseResearchQuery(text);
  } catch (error) {
    if (error instanceof ResearchQueryError) return error;
    throw error;
  }
}

/** How many comparisons and membership tests a filter holds. */
function conditionCount(filter: ResearchFilter | null): number {
  if (!filter) return 0;
  if (filter.type === 'and' || filter.type === 'or') return filter.args.reduce((sum, arg) => sum + conditionCount(arg), 0);
  if (filter.type === 'not') return conditionCount(filter.arg);
  return 1;
}

function planOf(answer: EarlierAnswer | undefined): ResearchPlan | null {
  const parsed = answer?.plan ? researchPlanSchema.safeParse(answer.plan) : null;
  return parsed?.success ? parsed.data : null;
}

/** Symbols offered for autocomplete: the largest companies (all 80,000 would swamp the list). */
const KEYWORD_SYMBOLS = 3000;

/** Answers in flight at once (each can wait on a SQL read); the rest wait in order. */
const ANSWERS_AT_ONCE = 2;

export function createResearchEngine(db: AppDb, options: { turn?: Turn } = {}): ResearchEngine {
  const log = logger('research');
  let lastSnapshot: MetricsSnapshot | null = null;
  let keywordCache: { snapshot: MetricsSnapshot; words: string[] } | null = null;
  const snapshot = async () => (lastSnapshot = await metricsSnapshot(db));

  async function compile(question: string, previous: ResearchPlan | null = null, options: { screener?: boolean; chat?: ChatContext } = {}): Promise<CompiledQuestion> {
    const text = question.trim();
    if (!text) return { error: 'Type a question or a query.' };
    const parsed = tryParse(text);
    const data = await snapshot();
    if (!(parsed instanceof ResearchQueryError)) {
      // "sort by ROE" or "limit 5" alone is a query with no condition: in a chat it refines the previous
      // answer, and as a first question it asks what to sort; a query with conditions runs as typed.
      if (parsed.kind !== 'screen' || parsed.filter || options.screener) return { plan: parsed };
      const english = compileEnglish(text, companyLexicon(data), previous, options.chat);
      if (english.ok) return english;
      if (english.kind === 'clarify') return { clarify: english };
      return { plan: parsed };
    }
    const queryError = parsed;
    const compiled = compileEnglish(text, companyLexicon(data), previous, options.chat);
    // "20 smallcaps with highest revenue -> best 3 by roe": an arrow is punctuation, not a comparison.
    const comparisons = text.replace(/\s*(?:->|=>|→|>>)\s*/g, ', ');
    if (looksLikeQuery(comparisons)) {
      // "companies with ROE > 20" reads as English with operators; but an English reading must use every
      // comparison written, or a mistyped metric would silently drop its condition.
      const operators = comparisons.match(/[<>]=?|!=|=/g)?.length ?? 0;
      // A query is read as typed: a misspelt metric points at the error instead of being corrected.
      if (compiled.ok && !compiled.corrections && compiled.plan.kind === 'screen' && conditionCount(compiled.plan.filter) >= operators) return { plan: compiled.plan, restated: compiled.restated };
      // "compare itc, hul and nestle on pe": a command word and a comma, but no operator, and English that
      // used every word: the English reading.
      if (compiled.ok && !compiled.corrections && operators === 0 && compiled.plan.kind !== 'screen') return { plan: compiled.plan, restated: compiled.restated };
      return { error: queryError.message, position: queryError.position, suggestions: queryError.suggestions };
    }
    if (compiled.ok) return compiled;
    if (compiled.kind === 'clarify') return { clarify: compiled };
    return { error: compiled.reason ?? '', restated: compiled.restated };
  }

  async function runPlan(plan: ResearchPlan): Promise<ResearchAnswer> {
    const parsed = researchPlanSchema.safeParse(plan);
    if (!parsed.success) return cannotAnswer('The saved plan is not one I can run.');
    const valid = parsed.data;
    const data = await snapshot();
    switch (valid.kind) {
      case 'screen':
        return runScreen(data, valid);
      case 'compare':
        return runCompare(data, valid);
      case 'constituents':
        return runConstituents(data, valid);
      case 'history':
        return runHistory(db, data, valid);
      case 'shareholding':
        return runShareholding(db, data, valid);
      case 'returns':
        return runReturns(db, data, valid);
    }
  }

  /**
   * The symbols the previous answer showed, for a follow-up within them. A chat read back from the database
   * has only the plan: a ranking whose rows no cut restates (an index's gainers, a cut within a cut) runs again.
   */
  async function previousRows(plan: ResearchPlan | null, rows: readonly Record<string, unknown>[] | undefined): Promise<string[] | undefined> {
    const symbols = (list: readonly Record<string, unknown>[]) => list.map((row) => row.symbol).filter((s): s is string => typeof s === 'string');
    if (rows?.length) return symbols(rows);
    if (!plan || !((plan.kind === 'returns' && plan.index) || (plan.kind === 'screen' && plan.scope))) return undefined;
    return symbols((await runPlan(plan)).rows);
  }

  // Answers are computed on the event loop: they take turns (platform/cpuTurns.ts) so that 200 answers
  // asked at once never hold up other requests for more than a slice of the loop.
  const turn = options.turn ?? cpuTurns(ANSWERS_AT_ONCE);
  async function answer(question: string, options: AnswerOptions = {}): Promise<ResearchAnswer> {
    const started = performance.now();
    const previous = planOf(options.previous);
    const chat: ChatContext = { earlier: planOf(options.earlier), previousRows: await previousRows(previous, options.previous?.rows) };
    const compiled = await compile(question, previous, { chat });
    if ('clarify' in compiled) return clarifyAnswer(compiled.clarify.restated, compiled.clarify.message, compiled.clarify.choices);
    if ('error' in compiled) {
      return cannotAnswer(compiled.error || null, {
        ...(compiled.restated ? { restated: compiled.restated } : {}),
        ...(compiled.position !== undefined ? { errorPosition: compiled.position } : {}),
        ...(compiled.suggestions?.length ? { suggestions: compiled.suggestions } : {}),
      });
    }
    const result = withOtherListings(await runPlan(compiled.plan), compiled.otherListings);
    log.debug({ kind: compiled.plan.kind, ms: Math.round(performance.now() - started) }, 'research answer');
    return result;
  }

  const engine: ResearchEngine = {
    compile: (question, previous, options) => turn(() => compile(question, previous, options)),
    runPlan: (plan) => turn(() => runPlan(plan)),
    answer: (question, options) => turn(() => answer(question, options)),
    tools: () => RESEARCH_TOOLS,
    callTool: (name, args) => turn(() => callResearchTool(name, args, runPlan, (question) => answer(question))),
    keywords() {
      if (lastSnapshot && keywordCache?.snapshot === lastSnapshot) return keywordCache.words;
      const words = new Set<string>();
      for (const metric of RESEARCH_METRICS) words.add(metric.name);
      for (const item of HISTORY_ITEMS) words.add(item.name);
      for (const sector of SECTOR_WORDS) words.add(sector === 'it' ? 'IT' : sector);
      const data = lastSnapshot;
      if (data) {
        for (const index of data.indices.values()) words.add(index.name);
        for (let row = 0; row < data.size; row++) {
          if (data.sectors[row]) words.add(data.sectors[row]!);
        }
        const capColumn = data.column('marketCap');
        const rows = [...Array(data.size).keys()].filter((row) => data.countries[row] === 'IN' && !Number.isNaN(capColumn[row]!));
        rows.sort((a, b) => capColumn[b]! - capColumn[a]!);
        for (const row of rows.slice(0, KEYWORD_SYMBOLS)) words.add(data.symbols[row]!);
      } else {
        // First call before any answer: build the snapshot for next time.
        snapshot().catch((error: unknown) => log.warn({ err: error }, 'metrics snapshot warm-up failed'));
      }
      const list = [...words];
      if (data) keywordCache = { snapshot: data, words: list };
      return list;
    },
  };
  return engine;
}

/** Builds the snapshot ahead of the first question (called once market data is ready; a snapshot built while it was loading is replaced). */
export async function warmResearchEngine(db: AppDb): Promise<void> {
  await refreshMetricsSnapshot(db);
}
