import type { Services } from '../platform/services';

/**
 * What the chat needs from the research engine (apps/server/src/research/engine.ts). Kept structural so
 * the chat depends on the engine's behaviour, not its internals.
 */
export interface ResearchAnswer {
  kind: 'table' | 'cannot_answer';
  lead: string;
  markdown: string;
  columns: string[];
  rows: Record<string, string | number | null>[];
  asOf: string | null;
  source: string;
  plan: unknown;
  query: string | null;
  examples?: string[];
}

export interface ResearchTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ResearchEngineLike {
  answer(question: string, context?: { userId?: string }): Promise<ResearchAnswer>;
  runPlan(plan: never, context?: { userId?: string }): Promise<ResearchAnswer>;
  tools(): ResearchTool[];
  callTool(name: string, args: unknown, context?: { userId?: string }): Promise<ResearchAnswer>;
  keywords(): string[];
}

/** services.research, typed for the chat. */
export function researchEngine(services: Services): ResearchEngineLike {
  const engine = (services as unknown as { research?: ResearchEngineLike }).research;
  if (!engine) throw new Error('The research engine is not wired into services');
  return engine;
}

/** Runs a stored plan (its shape belongs to the engine; the chat only stores and hands it back). */
export function runStoredPlan(engine: ResearchEngineLike, plan: unknown, userId: string): Promise<ResearchAnswer> {
  return engine.runPlan(plan as never, { userId });
}
