import { researchPlanSchema } from '@sanchay/core';
import type { ResearchAnswer, ResearchEngine } from '../research/engine';

/** What the chat uses of the research engine (services.research, research/engine.ts). */
export type { ResearchAnswer, ResearchEngine };

export function researchEngine(services: { research: ResearchEngine }): ResearchEngine {
  return services.research;
}

/**
 * Runs a stored plan on today's data. The engine wrote it, but it is read back from the database as JSON,
 * so its shape is checked before it runs.
 */
export function runStoredPlan(engine: ResearchEngine, plan: unknown, userId: string): Promise<ResearchAnswer> {
  return engine.runPlan(researchPlanSchema.parse(plan), { userId });
}
