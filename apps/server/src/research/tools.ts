/**
 * The engine as LLM tools (OpenAI function calling): each tool's arguments become the same typed plan the
 * built-in engine runs, so a model can choose what to ask but every number still comes from the tables.
 */
import {
  findMetric,
  HISTORY_ITEMS,
  parseResearchQuery,
  PERIOD_UNITS,
  RESEARCH_METRICS,
  ResearchQueryError,
  type ResearchPlan,
} from '@sanchay/core';
import { z } from 'zod';
import { cannotAnswer, type ResearchAnswer } from './answer';

export interface ResearchTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

const metricNames = RESEARCH_METRICS.map((m) => m.name);
const historyNames = HISTORY_ITEMS.map((h) => h.name);
const symbols = { type: 'array', items: { type: 'string', description: 'NSE symbol, e.g. TCS, HDFCBANK' }, minItems: 1, maxItems: 10 };

export const RESEARCH_TOOLS: ResearchTool[] = [
  {
    name: 'screen_stocks',
    description:
      'Screen Indian listed companies with a Screener.in style query: conditions "metric op value" joined by AND / OR with parentheses, ' +
      'filters Sector = "IT", Index = "NIFTY 50", Market cap type = "Large Cap", then "sort by <metric> desc limit N". Money in Rs crore. ' +
      `Metrics: ${metricNames.join(', ')}.`,
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'e.g. Return on equity > 20 AND Debt to equity < 0.5 AND Sector = "IT" sort by Market Capitalization desc limit 10' } },
      required: ['query'],
      additionalProperties: false,
    },
  },
  {
    name: 'company_history',
    description: `One company's statement lines over fiscal years or quarters. Lines: ${historyNames.join(', ')}.`,
    parameters: {
      type: 'object',
      properties: {
        symbol: { type: 'string' },
        items: { type: 'array', items: { type: 'string', enum: historyNames }, minItems: 1 },
        period: { type: 'string', enum: ['annual', 'quarterly'] },
        count: { type: 'integer', minimum: 1, maximum: 20 },
      },
      required: ['symbol', 'items'],
      additionalProperties: false,
    },
  },
  {
    name: 'compare_companies',
    description: 'Latest metrics of one or more companies side by side.',
    parameters: {
      type: 'object',
      properties: { symbols, metrics: { type: 'array', items: { type: 'string', enum: metricNames }, minItems: 1 } },
      required: ['symbols', 'metrics'],
      additionalProperties: false,
    },
  },
  {
    name: 'shareholding_trend',
    description: 'Quarterly shareholding pattern (promoters, FIIs, DIIs, government, public, pledged) of a company.',
    parameters: {
      type: 'object',
      properties: { symbol: { type: 'string' }, quarters: { type: 'integer', minimum: 1, maximum: 40 } },
      required: ['symbol'],
      additionalProperties: false,
    },
  },
  {
    name: 'index_constituents',
    description: 'The member companies of a market index such as NIFTY 50 or NIFTY BANK.',
    parameters: {
      type: 'object',
      properties: { index: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 500 } },
      required: ['index'],
      additionalProperties: false,
    },
  },
  {
    name: 'price_returns',
    description: 'Share price return over a period for named companies, or the top gainers / losers of an index.',
    parameters: {
      type: 'object',
      properties: {
        symbols: { ...symbols, minItems: 0 },
        index: { type: 'string' },
        period_count: { type: 'integer', minimum: 1, maximum: 30 },
        period_unit: { type: 'string', enum: [...PERIOD_UNITS] },
        direction: { type: 'string', enum: ['desc', 'asc'], description: 'desc: gainers first; asc: losers first' },
        limit: { type: 'integer', minimum: 1, maximum: 500 },
      },
      required: ['period_count', 'period_unit'],
      additionalProperties: false,
    },
  },
  {
    name: 'ask_research_question',
    description: 'Any research question in plain English; the built-in compiler turns it into one of the plans above.',
    parameters: { type: 'object', properties: { question: { type: 'string' } }, required: ['question'], additionalProperties: false },
  },
];

const ref = (symbol: string) => {
  const [code, country] = symbol.trim().split('@');
  return { symbol: code!.toUpperCase(), country: (country ?? 'IN').toUpperCase() };
};
const historyKey = (name: string) => HISTORY_ITEMS.find((h) => [h.name, h.key, ...h.aliases].some((n) => n.toLowerCase() === name.toLowerCase()))?.key;

const argsSchemas = {
  screen_stocks: z.object({ query: z.string().min(1).max(2000) }),
  company_history: z.object({ symbol: z.string().min(1), items: z.array(z.string()).min(1).max(12), period: z.enum(['annual', 'quarterly']).optional(), count: z.number().int().min(1).max(20).optional() }),
  compare_companies: z.object({ symbols: z.array(z.string().min(1)).min(1).max(10), metrics: z.array(z.string()).min(1).max(15) }),
  shareholding_trend: z.object({ symbol: z.string().min(1), quarters: z.number().int().min(1).max(40).optional() }),
  index_constituents: z.object({ index: z.string().min(1), limit: z.number().int().min(1).max(500).optional() }),
  price_returns: z.object({
    symbols: z.array(z.string().min(1)).max(10).optional(),
    index: z.string().min(1).optional(),
    period_count: z.number().int().min(1).max(30),
    period_unit: z.enum(PERIOD_UNITS),
    direction: z.enum(['desc', 'asc']).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  }),
  ask_research_question: z.object({ question: z.string().min(1).max(2000) }),
} as const;

type ToolName = keyof typeof argsSchemas;

function planFor(name: ToolName, args: unknown): ResearchPlan | string {
  const parsed = argsSchemas[name].safeParse(args);
  if (!parsed.success) return `The arguments of ${name} are not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'args'} ${i.message}`).join('; ')}.`;
  switch (name) {
    case 'screen_stocks': {
      const { query } = argsSchemas.screen_stocks.parse(args);
      try {
        const plan = parseResearchQuery(query);
        return plan.kind === 'screen' ? plan : `screen_stocks takes a screen query, not "${query}".`;
      } catch (error) {
        if (error instanceof ResearchQueryError) return error.message;
        throw error;
      }
    }
    case 'company_history': {
      const a = argsSchemas.company_history.parse(args);
      const items = a.items.map(historyKey);
      if (items.some((key) => !key)) return `Unknown statement line; use ${historyNames.join(', ')}.`;
      return { kind: 'history', company: ref(a.symbol), items: items as string[], period: a.period ?? 'annual', count: a.count ?? 5 };
    }
    case 'compare_companies': {
      const a = argsSchemas.compare_companies.parse(args);
      const metrics = a.metrics.map((m) => findMetric(m)?.key);
      if (metrics.some((key) => !key)) return `Unknown metric; use ${metricNames.join(', ')}.`;
      return { kind: 'compare', companies: a.symbols.map(ref), metrics: metrics as string[] };
    }
    case 'shareholding_trend': {
      const a = argsSchemas.shareholding_trend.parse(args);
      return { kind: 'shareholding', company: ref(a.symbol), quarters: a.quarters ?? 8 };
    }
    case 'index_constituents': {
      const a = argsSchemas.index_constituents.parse(args);
      return { kind: 'constituents', index: a.index, sort: null, limit: a.limit ?? 500 };
    }
    case 'price_returns': {
      const a = argsSchemas.price_returns.parse(args);
      const companies = (a.symbols ?? []).map(ref);
      if (companies.length === 0 && !a.index) return 'price_returns needs symbols or an index.';
      return {
        kind: 'returns',
        companies,
        index: companies.length ? null : (a.index ?? null),
        period: { count: a.period_count, unit: a.period_unit },
        direction: a.direction ?? 'desc',
        limit: a.limit ?? (companies.length || 10),
      };
    }
    case 'ask_research_question':
      return `ask:${argsSchemas.ask_research_question.parse(args).question}`;
  }
}

export async function callResearchTool(
  name: string,
  args: unknown,
  runPlan: (plan: ResearchPlan) => Promise<ResearchAnswer>,
  answer: (question: string) => Promise<ResearchAnswer>,
): Promise<ResearchAnswer> {
  if (!(name in argsSchemas)) return cannotAnswer(`There is no tool called "${name}".`);
  const plan = planFor(name as ToolName, args);
  if (typeof plan === 'string') {
    if (plan.startsWith('ask:')) return answer(plan.slice(4));
    return cannotAnswer(plan);
  }
  return runPlan(plan);
}
