/**
 * How the evaluation asks a question: straight to the research engine (passing the previous answer of the
 * chat for follow-ups), or through the chat's LLM agent with the configured OpenAI-compatible server.
 */
import { answerWithLlm, type LlmSettings, LlmUnavailable } from '../src/chat/llm';
import type { ResearchEngine } from '../src/research/engine';
import type { ScoredAnswer } from './compareAnswer';

/** An answer as the runner keeps it: what is scored, and what the verbose report shows. */
export interface EvalAnswer extends ScoredAnswer {
  markdown?: string;
  plan?: unknown;
  restated?: string;
}

export type Asker = (question: string, previous: { question: string; answer: EvalAnswer }[]) => Promise<EvalAnswer>;

/** The engine's answer(question, { previous, earlier }): the last two answers of the same chat (undefined for a first question). */
type AnswerWithPrevious = (question: string, options?: { previous?: unknown; earlier?: unknown }) => Promise<EvalAnswer>;

export function engineAsker(engine: ResearchEngine): Asker {
  const answer = engine.answer.bind(engine) as unknown as AnswerWithPrevious;
  return (question, previous) => {
    // As the chat does (previousPlans): a question back or a refusal in between does not lose what the chat was about.
    const planned = previous.filter((turn) => turn.answer.plan);
    return answer(question, { previous: planned.at(-1)?.answer, earlier: planned.at(-2)?.answer });
  };
}

/**
 * The LLM agent of the chat: its last tool table is the answer; with no table, prose ending in a question
 * mark is read as asking back ('clarify'), anything else as saying it cannot ('cannot_answer').
 */
export function llmAsker(engine: ResearchEngine, settings: LlmSettings): Asker {
  return async (question, previous) => {
    const history = previous.map((turn) => ({ question: turn.question, answer: turn.answer.markdown ?? turn.answer.lead ?? '' }));
    try {
      const result = await answerWithLlm(engine, settings, { question, history }, () => {});
      const prose = result.pieces.join('').trim();
      if (result.table && result.table.kind === 'table') return { ...result.table, markdown: prose };
      return { kind: prose.endsWith('?') ? 'clarify' : 'cannot_answer', rows: [], lead: prose.slice(0, 300), markdown: prose };
    } catch (error) {
      if (!(error instanceof LlmUnavailable)) throw error;
      return { kind: 'cannot_answer', rows: [], lead: `LLM unavailable: ${error.reason}` };
    }
  };
}
