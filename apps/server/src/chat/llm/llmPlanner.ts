import type { AnswerOptions, ResearchAnswer, ResearchEngine } from '../../research/engine';
import { answerWithLlm } from './llmAgent';
import { type LlmSettings, LlmUnavailable } from './openAiCompatible';

/**
 * One answer with the model as planner of last resort (the chat streams the same path; the eval's --llm
 * uses this): the built-in engine answers what it fully understands; anything else goes to the model,
 * which must call the engine's tools. The answer is the last tool table with the model's guarded prose;
 * when the model produced no table or is unavailable, the built-in answer stands.
 */
export async function answerThroughModel(engine: ResearchEngine, settings: LlmSettings, question: string, options: AnswerOptions = {}): Promise<ResearchAnswer> {
  const builtin = await engine.answer(question, options);
  if (builtin.kind === 'table') return builtin;
  try {
    const answer = await answerWithLlm(engine, settings, { question, history: [] }, () => {});
    if (!answer.table) return builtin;
    return { ...answer.table, markdown: [answer.table.restated, '', ...answer.pieces].join('\n') };
  } catch (error) {
    if (error instanceof LlmUnavailable) return builtin;
    throw error;
  }
}
