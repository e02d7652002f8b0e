/**
 * The answer every plan produces (the wire contract of the engine) and its markdown rendering: a one-line
 * lead, a table, the as-of date and source, and the reusable query in a code span.
 */
import { clarifyChoiceMarkdown, formatIndianNumber, type OtherListings, restatePlan, type ResearchAnswerWire, type ResearchChoice, type ResearchPlan, sourceName } from '@sanchay/core';

/** The engine's answer: the wire type shared with the web app (packages/core research/api.ts). */
export type ResearchAnswer = ResearchAnswerWire;

export type ColumnFormat = 'text' | 'crore' | 'percent' | 'price' | 'ratio' | 'score' | 'date' | 'count';

export interface AnswerColumn {
  key: string;
  label: string;
  format: ColumnFormat;
}

const UNIT_SUFFIX: Partial<Record<ColumnFormat, string>> = { crore: ' (Rs Cr)', percent: ' (%)' };

export function columnLabel(name: string, format: ColumnFormat): string {
  return `${name}${UNIT_SUFFIX[format] ?? ''}`;
}

/** Numbers as stored, rounded to 2 decimals (scores and counts whole). */
export function roundValue(value: number | null, format: ColumnFormat): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (format === 'count') return Math.round(value);
  return Math.round(value * 100) / 100;
}

function cell(value: string | number | null, format: ColumnFormat): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value.replace(/\|/g, '\\|');
  if (format === 'count') return formatIndianNumber(value);
  return formatIndianNumber(value, { decimals: format === 'score' && Number.isInteger(value) ? 0 : 2 });
}

/** Human names of table sources, de-duplicated, in order. */
export function sourceNames(sources: Iterable<string | null | undefined>): string {
  const names: string[] = [];
  for (const source of sources) {
    if (!source) continue;
    const name = sourceName(source);
    if (!names.includes(name)) names.push(name);
  }
  return names.join(', ');
}

export interface TableAnswerInput {
  lead: string;
  columns: AnswerColumn[];
  rows: Record<string, string | number | null>[];
  asOf: string | null;
  source: string;
  plan: ResearchPlan;
  query: string;
  /** A sentence after the table (e.g. how a figure was derived). */
  note?: string;
  /** How the question was read; by default the plan restated. */
  restated?: string;
}

export function tableAnswer(input: TableAnswerInput): ResearchAnswer {
  const labels = input.columns.map((c) => c.label);
  const restated = input.restated ?? restatePlan(input.plan);
  const lines = [restated, '', input.lead, ''];
  if (input.rows.length > 0) {
    lines.push(`| ${labels.join(' | ')} |`);
    lines.push(`|${input.columns.map((c) => (c.format === 'text' || c.format === 'date' ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const row of input.rows) lines.push(`| ${input.columns.map((c) => cell(row[c.key] ?? null, c.format)).join(' | ')} |`);
    lines.push('');
  }
  if (input.note) lines.push(input.note, '');
  lines.push(`As of ${input.asOf ?? 'unknown date'} · Source: ${input.source || 'no data'}`, '');
  lines.push(`Query: \`${input.query}\``);
  return {
    kind: 'table',
    restated,
    lead: input.lead,
    markdown: lines.join('\n'),
    columns: input.columns.map((c) => c.key),
    labels,
    rows: input.rows,
    asOf: input.asOf,
    ...(input.note ? { note: input.note } : {}),
    source: input.source,
    plan: input.plan,
    query: input.query,
  };
}

export const CANNOT_ANSWER_LEAD = "I can't answer that from the data.";

export const EXAMPLE_QUESTIONS: readonly string[] = [
  'IT companies with ROE above 20 and debt to equity below 0.5, top 10 by market cap',
  'TCS revenue and net profit for the last 5 years',
  'Compare HDFCBANK and ICICIBANK on ROE, P/E and market cap',
  'Promoter holding trend of Adani Ports',
  'Nifty 50 stocks below their 200 DMA with RSI under 35',
  'Constituents of Nifty 50',
  'Return of RELIANCE over the last 1 year',
  'Top gainers in Nifty 50 over 6 months',
  'Market Capitalization > 50000 AND Price to earning < 20 sort by Return on equity desc limit 10',
];

export function cannotAnswer(reason: string | null, extra: Partial<ResearchAnswer> = {}): ResearchAnswer {
  const lead = reason ? `${CANNOT_ANSWER_LEAD} ${reason}` : CANNOT_ANSWER_LEAD;
  const restated = extra.restated ?? (extra.plan ? restatePlan(extra.plan) : 'Not answered from the data');
  const examples = [...EXAMPLE_QUESTIONS];
  const markdown = [restated, '', lead, '', 'You can ask, for example:', '', ...examples.map((e) => `- ${e}`)].join('\n');
  return { kind: 'cannot_answer', lead, markdown, columns: [], rows: [], asOf: null, source: '', plan: null, query: null, examples, ...extra, restated };
}

/** An answer that asks which reading was meant: no table is presented as the answer. */
export function clarifyAnswer(restated: string, message: string, choices: ResearchChoice[]): ResearchAnswer {
  const markdown = [restated, '', message, '', ...choices.map(clarifyChoiceMarkdown)].join('\n');
  return { kind: 'clarify', restated, lead: message, markdown, columns: [], rows: [], asOf: null, source: '', plan: null, query: null, choices };
}

/**
 * A table answered for the largest listing of a name that begins others too ("tvs pe": TVS Motor): the same
 * question about each of the others is one tap away, below the answer.
 */
export function withOtherListings(answer: ResearchAnswer, others: OtherListings | undefined): ResearchAnswer {
  if (!others || answer.kind !== 'table') return answer;
  const markdown = [answer.markdown, '', `Other companies called "${others.name}":`, '', ...others.choices.map(clarifyChoiceMarkdown)].join('\n');
  return { ...answer, markdown, choices: others.choices };
}

/** The latest of some YYYY-MM-DD dates. */
export function latestDate(dates: Iterable<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const date of dates) if (date && (!latest || date > latest)) latest = date;
  return latest;
}
