import { researchPlanSchema } from '@sanchay/core';
import type { Env } from '../platform/env';
import { logger } from '../platform/logger';
import type { EarlierAnswer, ResearchAnswer, ResearchEngine } from '../research/engine';
import { answerPieces } from './answerPieces';
import { answerWithLlm } from './llm/llmAgent';
import { type LlmSettings, LlmUnavailable } from './llm/openAiCompatible';
import type { UserChatRow } from './schema';

export interface ChatAnswerInput {
  question: string;
  history: { question: string; answer: string }[];
  /** The previous answer of the conversation (follow-ups work on its plan and rows), and the one before it. */
  previous?: EarlierAnswer;
  earlier?: EarlierAnswer;
  /** The asker's own portfolio's answer when the question is about it (null when it is not): no LLM sees it. */
  ownPortfolio?: () => Promise<string | null>;
  /** Prompt test screen: a system prompt and a model to try. */
  systemPrompt?: string;
  model?: string;
}

export interface ChatAnswer {
  pieces: string[];
  plan: unknown;
  planQuery: string | null;
  /** builtin | llm | llm_fallback */
  source: 'builtin' | 'llm' | 'llm_fallback';
}

/** Answers about the signed-in person's own holdings (portfolio/assistant.ts); null: not such a question. */
export interface OwnPortfolioAnswers {
  answer(question: string, userId: string | null): Promise<string | null>;
}

export function llmSettings(env: Env): LlmSettings | null {
  if (!env.LLM_BASE_URL) return null;
  return { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS };
}

/**
 * Runs a stored plan on today's data. The engine wrote it, but it is read back from the database as JSON,
 * so its shape is checked before it runs.
 */
export function runStoredPlan(engine: ResearchEngine, plan: unknown): Promise<ResearchAnswer> {
  return engine.runPlan(researchPlanSchema.parse(plan));
}

/**
 * The plans of the last two exchanges of a stored conversation that ran one, latest first, for follow-ups (a
 * question back or a refusal in between does not lose what the chat was about).
 */
export function previousPlans(rows: readonly UserChatRow[]): { previous?: EarlierAnswer; earlier?: EarlierAnswer } {
  const plans: EarlierAnswer[] = [];
  for (let i = rows.length - 1; i >= 0 && plans.length < 2; i--) {
    const plan = researchPlanSchema.safeParse(rows[i]!.plan);
    if (rows[i]!.plan && plan.success) plans.push({ plan: plan.data });
  }
  return { ...(plans[0] ? { previous: plans[0] } : {}), ...(plans[1] ? { earlier: plans[1] } : {}) };
}

/**
 * Answers a question, streaming pieces through `emit`. The built-in engine reads it first; a question it
 * answers with confidence streams at once (restated line first). With LLM_BASE_URL, a question it cannot
 * fully account for goes to the LLM agent, which plans through the engine's tools (every number still comes
 * from a tool result); if the model server fails, the built-in answer is given and the answer says so.
 */
export async function answerQuestion(
  engine: ResearchEngine,
  llm: LlmSettings | null,
  input: ChatAnswerInput,
  emit: (piece: string) => void,
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  const pieces: string[] = [];
  const send = (piece: string) => {
    pieces.push(piece);
    emit(piece);
  };
  // "How is my portfolio doing" is about the asker's own trades, not the market: answered from them, built-in only.
  const own = await input.ownPortfolio?.();
  if (own) {
    for (const piece of answerPieces({ restated: '', markdown: own })) send(piece);
    return { pieces, plan: null, planQuery: null, source: 'builtin' };
  }
  const builtin = await engine.answer(input.question, { previous: input.previous, earlier: input.earlier });
  if (llm && (builtin.kind !== 'table' || input.systemPrompt)) {
    try {
      const answer = await answerWithLlm(engine, llm, input, send, signal);
      return { pieces, plan: answer.table?.plan ?? null, planQuery: answer.table?.query ?? null, source: 'llm' };
    } catch (error) {
      if (!(error instanceof LlmUnavailable)) throw error;
      logger('chat').warn({ reason: error.reason }, 'language model unavailable; answering with the built-in engine');
      send(`_The language model is unavailable (${error.reason}), so this answer comes from the built-in research engine._\n`);
      for (const piece of answerPieces(builtin)) send(piece);
      return { pieces, plan: builtin.plan ?? null, planQuery: builtin.query, source: 'llm_fallback' };
    }
  }
  for (const piece of answerPieces(builtin)) send(piece);
  return { pieces, plan: builtin.plan ?? null, planQuery: builtin.query, source: 'builtin' };
}
