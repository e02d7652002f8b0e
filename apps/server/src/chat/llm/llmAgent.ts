import type { ResearchAnswer, ResearchEngine } from '../../research/engine';
import { collectNumbers, guardNumbers } from './numberGuard';
import { type LlmMessage, type LlmSettings, type LlmToolSpec, LlmUnavailable, streamCompletion } from './openAiCompatible';

export const RESEARCH_SYSTEM_PROMPT = [
  'You are the Capital Markets Research Agent of Sanchay, for Indian retail investors.',
  'You answer ONLY from the research tools, which query the product database of companies, prices, statements, ratios and shareholding.',
  'Plan: pick the tool and arguments that answer the question; call it; then write a short explanation (2-4 sentences) of what the result shows.',
  'Rules: never write a number that is not in a tool result. Do not repeat the table: it is appended to your answer verbatim. ',
  'If the tools cannot answer, say so briefly and suggest how to rephrase. No investment advice.',
].join('\n');

/** Tool rounds before the agent must answer. */
const MAX_ROUNDS = 4;

export interface LlmAnswer {
  pieces: string[];
  /** The last table a tool produced: its plan is what Run re-executes. */
  table: ResearchAnswer | null;
  removedNumbers: number;
}

export interface LlmAgentInput {
  question: string;
  /** Earlier questions and answers of the conversation, oldest first. */
  history: { question: string; answer: string }[];
  systemPrompt?: string;
  model?: string;
}

/**
 * The LLM plans through the engine's tools and writes prose around their results. Prose streams line by
 * line through the number guard (numbers not in the question or a tool result are replaced); the tools'
 * markdown tables are appended verbatim. Throws LlmUnavailable when the model server fails.
 */
export async function answerWithLlm(
  engine: ResearchEngine,
  settings: LlmSettings,
  input: LlmAgentInput,
  emit: (piece: string) => void,
  signal?: AbortSignal,
): Promise<LlmAnswer> {
  const tools: LlmToolSpec[] = engine.tools().map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
  const toolNames = new Set(tools.map((t) => t.function.name));
  const messages: LlmMessage[] = [{ role: 'system', content: input.systemPrompt?.trim() || RESEARCH_SYSTEM_PROMPT }];
  for (const turn of input.history.slice(-4)) {
    messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: turn.answer.slice(0, 4000) });
  }
  messages.push({ role: 'user', content: input.question });

  const known = collectNumbers(input.question);
  const results: ResearchAnswer[] = [];
  const pieces: string[] = [];
  let removedNumbers = 0;
  let pending = '';
  const flushLines = (all: boolean) => {
    const cut = all ? pending.length : pending.lastIndexOf('\n') + 1;
    if (cut <= 0) return;
    const ready = pending.slice(0, cut).replace(/\n$/, '');
    pending = pending.slice(cut);
    if (!ready.trim()) return;
    const guarded = guardNumbers(ready, known);
    removedNumbers += guarded.removed;
    pieces.push(guarded.text);
    emit(guarded.text);
  };

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const lastRound = round === MAX_ROUNDS - 1;
    const turn = await streamCompletion(
      settings,
      { messages, tools: lastRound ? [] : tools, model: input.model },
      (text) => {
        pending += text;
        flushLines(false);
      },
      signal,
    );
    flushLines(true);
    if (turn.toolCalls.length === 0) break;
    messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls });
    for (const call of turn.toolCalls) {
      collectNumbers(call.function.arguments, known); // e.g. "NIFTY 50", "limit 10" the model asked for
      const content = await runTool(engine, toolNames, call.function.name, call.function.arguments, results, known);
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }

  const tables = results.filter((r) => r.kind === 'table');
  for (const table of tables.length > 0 ? tables : results.slice(-1)) {
    const block = table.markdown.trim();
    if (block) {
      pieces.push(`\n${block}`);
      emit(`\n${block}`);
    }
  }
  if (removedNumbers > 0) {
    const note = `\n_Note: ${removedNumbers === 1 ? 'one figure' : `${removedNumbers} figures`} the model wrote did not come from the data and ${removedNumbers === 1 ? 'was' : 'were'} removed._`;
    pieces.push(note);
    emit(note);
  }
  if (pieces.length === 0) throw new LlmUnavailable('the model returned an empty answer');
  return { pieces, table: tables.at(-1) ?? null, removedNumbers };
}

async function runTool(
  engine: ResearchEngine,
  toolNames: ReadonlySet<string>,
  name: string,
  rawArgs: string,
  results: ResearchAnswer[],
  known: Set<string>,
): Promise<string> {
  if (!toolNames.has(name)) return `Error: there is no tool named ${name}. Available: ${[...toolNames].join(', ')}.`;
  let args: unknown;
  try {
    args = rawArgs.trim() ? JSON.parse(rawArgs) : {};
  } catch {
    return 'Error: the tool arguments were not valid JSON. Call the tool again with a JSON object.';
  }
  try {
    const result = await engine.callTool(name, args);
    results.push(result);
    collectNumbers(result.markdown, known);
    collectNumbers(result.lead, known);
    for (const row of result.rows) for (const value of Object.values(row)) if (value !== null) collectNumbers(String(value), known);
    if (result.asOf) collectNumbers(result.asOf, known);
    return `${result.lead}\n\n${result.markdown}`.slice(0, 12_000);
  } catch (error) {
    return `Error: ${(error as Error).message}`;
  }
}
