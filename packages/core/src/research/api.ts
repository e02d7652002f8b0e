/** REST payloads of the research engine (/stocks and the assistant), shared by server and web. */
import { z } from 'zod';
import type { MetricUnit } from './metrics';
import type { ResearchPlan } from './plan';
import { formatIndianNumber } from '../format/inr';

export const RESEARCH_QUERY_MAX_CHARS = 2000;

export const researchScreenBody = z.object({
  query: z.string().trim().min(1, 'Type a query, for example: Return on equity > 20').max(RESEARCH_QUERY_MAX_CHARS, `The query is too long (at most ${formatIndianNumber(RESEARCH_QUERY_MAX_CHARS)} characters)`),
});

export const researchAskBody = z.object({
  question: z.string().trim().min(1, 'Type a question').max(RESEARCH_QUERY_MAX_CHARS, `The question is too long (at most ${formatIndianNumber(RESEARCH_QUERY_MAX_CHARS)} characters)`),
});

/** A reading the engine offers when it is not sure what was meant: `question`, asked as-is, runs it. */
export interface ResearchChoice {
  label: string;
  question: string;
}

/**
 * The answer of the engine as it travels (server engine and web share it). `table` is a confident answer;
 * `clarify` asks which reading was meant (`choices`); `cannot_answer` says the data cannot answer. The
 * markdown starts with `restated`, one line saying how the question was read.
 */
export interface ResearchAnswerWire {
  kind: 'table' | 'clarify' | 'cannot_answer';
  restated: string;
  lead: string;
  markdown: string;
  columns: string[];
  rows: Record<string, string | number | null>[];
  asOf: string | null;
  /** Which figures are from other dates than asOf (docs/DATA.md): shown under the table with the as-of line. */
  note?: string;
  source: string;
  plan: ResearchPlan | null;
  query: string | null;
  examples?: string[];
  labels?: string[];
  errorPosition?: number;
  suggestions?: string[];
  choices?: ResearchChoice[];
}

/** 400 body of POST /api/research/screen for a query the language cannot read. */
export interface ResearchQueryErrorBody {
  error: 'invalid_query';
  message: string;
  position: number | null;
  suggestions: string[];
}

export interface ResearchMetricInfo {
  key: string;
  name: string;
  aliases: string[];
  unit: MetricUnit;
  description: string;
}

/** GET /api/research/metrics */
export interface ResearchCatalogue {
  metrics: ResearchMetricInfo[];
  sectors: string[];
  indices: string[];
  capTypes: string[];
}
