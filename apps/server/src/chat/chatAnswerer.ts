import type { Env } from '../platform/env';
import { logger } from '../platform/logger';
import { answerPieces } from './answerPieces';
import { answerWithLlm } from './llm/llmAgent';
import { type LlmSettings, LlmUnavailable } from './llm/openAiCompatible';
import type { ResearchEngine } from './researchContract';

export interface ChatAnswerInput {
  question: string;
  history: { question: string; answer: string }[];
  userId?: string;
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

export function llmSettings(env: Env): LlmSettings | null {
  if (!env.LLM_BASE_URL) return null;
  return { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS };
}

/**
 * Answers a question, streaming pieces through `emit`: with LLM_BASE_URL the LLM agent plans through the
 * engine's tools; if the model server fails, the built-in engine answers and the answer says so.
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
  if (llm) {
    try {
      const answer = await answerWithLlm(engine, llm, input, send, signal);
      return { pieces, plan: answer.table?.plan ?? null, planQuery: answer.table?.query ?? null, source: 'llm' };
    } catch (error) {
      if (!(error instanceof LlmUnavailable)) throw error;
      logger('chat').warn({ reason: error.reason }, 'language model unavailable; answering with the built-in engine');
      send(`_The language model is unavailable (${error.reason}), so this answer comes from the built-in research engine._\n`);
      const builtin = await engine.answer(input.question, { userId: input.userId });
      for (const piece of answerPieces(builtin)) send(piece);
      return { pieces, plan: builtin.plan ?? null, planQuery: builtin.query, source: 'llm_fallback' };
    }
  }
  const answer = await engine.answer(input.question, { userId: input.userId });
  for (const piece of answerPieces(answer)) send(piece);
  return { pieces, plan: answer.plan ?? null, planQuery: answer.query, source: 'builtin' };
}
