/**
 * REST of the research engine: POST /api/research/screen (the /stocks screener), POST /api/research/ask
 * (one question, English or query language) and GET /api/research/metrics (the metric catalogue).
 * Market data is public, so these need no sign-in; they are rate-limited per client.
 */
import {
  type ResearchCatalogue,
  type ResearchQueryErrorBody,
  RESEARCH_METRICS,
  researchAskBody,
  researchScreenBody,
} from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { validate } from '../platform/http/validate';
import type { AppDb } from '../platform/db/client';
import { perAddressLimit } from '../platform/http/rateLimit';
import type { ResearchEngine } from './engine';
import { metricsSnapshot } from './snapshot/snapshotStore';
import { knownIndexNames } from './executor/sqlPlans';

const researchRateLimit = perAddressLimit(120);

export function researchRoutes(services: { db: AppDb; research: ResearchEngine }) {
  return async function register(app: FastifyInstance) {
    app.post('/api/research/screen', { config: researchRateLimit }, async (request, reply) => {
      const { query } = validate(researchScreenBody, request.body);
      const compiled = await services.research.compile(query, null, { screener: true });
      if ('clarify' in compiled) {
        const body: ResearchQueryErrorBody = {
          error: 'invalid_query',
          message: `${compiled.clarify.restated}. ${compiled.clarify.message}`,
          position: null,
          suggestions: compiled.clarify.choices.map((choice) => choice.question),
        };
        return reply.status(400).send(body);
      }
      if ('error' in compiled) {
        const body: ResearchQueryErrorBody = {
          error: 'invalid_query',
          message: compiled.error || "I can't read that query. Write conditions such as: Return on equity > 20 AND Debt to equity < 0.5",
          position: compiled.position ?? null,
          suggestions: compiled.suggestions ?? [],
        };
        return reply.status(400).send(body);
      }
      return services.research.runPlan(compiled.plan);
    });

    app.post('/api/research/ask', { config: researchRateLimit }, async (request) => {
      const { question } = validate(researchAskBody, request.body);
      return services.research.answer(question);
    });

    app.get('/api/research/metrics', async (): Promise<ResearchCatalogue> => {
      const snapshot = await metricsSnapshot(services.db);
      const sectors = new Set<string>();
      const capTypes = new Set<string>();
      for (let row = 0; row < snapshot.size; row++) {
        if (snapshot.countries[row] !== 'IN') continue;
        if (snapshot.sectors[row]) sectors.add(snapshot.sectors[row]!);
        if (snapshot.capTypes[row]) capTypes.add(snapshot.capTypes[row]!);
      }
      const capOrder = ['Mega Cap', 'Large Cap', 'Mid Cap', 'Small Cap', 'Micro Cap', 'Nano Cap'];
      return {
        metrics: RESEARCH_METRICS.map(({ key, name, aliases, unit, description }) => ({ key, name, aliases: [...aliases], unit, description })),
        sectors: [...sectors].sort(),
        indices: knownIndexNames(snapshot),
        capTypes: [...capTypes].sort((a, b) => capOrder.indexOf(a) - capOrder.indexOf(b)),
      };
    });
  };
}
