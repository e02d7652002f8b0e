/**
 * The /stocks filter builder's state written as query-language text (the server parses it; the builder
 * never builds plans itself), and the autocomplete of the query box.
 */
export const OPERATORS = ['>', '>=', '<', '<=', '=', '!='] as const;
export type Operator = (typeof OPERATORS)[number];

export interface FilterRow {
  id: number;
  metric: string;
  op: Operator;
  value: string;
}

export interface BuilderState {
  rows: FilterRow[];
  sectors: string[];
  index: string;
  capTypes: string[];
  sortMetric: string;
  sortDirection: 'asc' | 'desc';
  limit: number;
}

const quote = (text: string) => `"${text.replace(/"/g, '')}"`;

/** A filter row is complete when it names a metric and a number. */
export const rowComplete = (row: FilterRow) => row.metric !== '' && row.value.trim() !== '' && Number.isFinite(Number(row.value.trim()));

export function builderQuery(state: BuilderState): string {
  const parts: string[] = [];
  for (const row of state.rows) if (rowComplete(row)) parts.push(`${row.metric} ${row.op} ${Number(row.value.trim())}`);
  if (state.sectors.length === 1) parts.push(`Sector = ${quote(state.sectors[0]!)}`);
  if (state.sectors.length > 1) parts.push(`Sector in (${state.sectors.map(quote).join(', ')})`);
  if (state.index) parts.push(`Index = ${quote(state.index)}`);
  if (state.capTypes.length === 1) parts.push(`Market cap type = ${quote(state.capTypes[0]!)}`);
  if (state.capTypes.length > 1) parts.push(`Market cap type in (${state.capTypes.map(quote).join(', ')})`);
  const sort = state.sortMetric ? ` sort by ${state.sortMetric} ${state.sortDirection}` : '';
  return `${parts.join(' AND ')}${sort} limit ${state.limit}`.trim();
}

/**
 * The word being typed before the cursor (text after the last space, bracket or operator) and the first
 * keyword containing it, once it has 2 or more characters. Multi-word names complete from their start.
 */
export function completion(text: string, cursor: number, keywords: readonly string[]): { start: number; word: string; suggestion: string } | null {
  const before = text.slice(0, cursor);
  const clause = before.split(/\bAND\b|\bOR\b|[()<>=!]|\bsort by\b/i).pop() ?? '';
  const typed = clause.replace(/^\s+/, '');
  if (typed.trim().length < 2 || /^\s*-?\d/.test(typed)) return null;
  const lower = typed.toLowerCase();
  const suggestion = keywords.find((k) => k.toLowerCase().startsWith(lower)) ?? keywords.find((k) => k.toLowerCase().includes(lower));
  if (!suggestion || suggestion.toLowerCase() === lower) return null;
  return { start: cursor - typed.length, word: typed, suggestion };
}
