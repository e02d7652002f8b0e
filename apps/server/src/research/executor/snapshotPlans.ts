/** Screens and comparisons: answered from the in-memory metrics snapshot. */
import { type ComparePlan, describeFilter, type ResearchFilter, type ResearchSort, formatResearchQuery, metricAmount, metricByKey, metricLabel, metricName, type MetricUnit, type ScreenPlan } from '@sanchay/core';
import { type AnswerColumn, cannotAnswer, columnLabel, type ResearchAnswer, roundValue, sourceNames, tableAnswer } from '../answer';
import type { MetricsSnapshot } from '../snapshot/metricsSnapshot';
import { figureDates } from './figureDates';
import { compileFilter, filterMetrics } from './screenFilter';
import { snakeCase } from '@sanchay/core';

const DEFAULT_SCREEN_COLUMNS = ['marketCap', 'currentPrice', 'pe', 'roe'];
const MAX_METRIC_COLUMNS = 9;
/** A one-company answer says up to this many figures in its sentence. */
const MAX_FIGURES_IN_LEAD = 4;

const formatOf = (unit: MetricUnit) => unit;

export function metricColumn(key: string): AnswerColumn {
  const metric = metricByKey(key);
  if (!metric) throw new Error(`unknown metric ${key}`);
  return { key: snakeCase(key), label: columnLabel(metric.name, formatOf(metric.unit)), format: formatOf(metric.unit) };
}

const NAME_COLUMNS: AnswerColumn[] = [
  { key: 'name', label: 'Company', format: 'text' },
  { key: 'symbol', label: 'Symbol', format: 'text' },
];

/** The row of an answer for one snapshot company with the given metrics. */
function companyRow(snapshot: MetricsSnapshot, row: number, metrics: string[]): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = { name: snapshot.names[row]!, symbol: snapshot.symbols[row]! };
  for (const key of metrics) out[snakeCase(key)] = roundValue(snapshot.value(key, row), metricByKey(key)!.unit);
  return out;
}

/** Sources of the rows shown: their fundamentals, and the price files when their prices come from bars. */
export function snapshotSources(snapshot: MetricsSnapshot, rows: number[]): string {
  const sources: string[] = [];
  for (const row of rows) {
    const fundamentals = snapshot.fundamentalSources[row];
    if (snapshot.pricedFromBars[row]) sources.push(fundamentals === 'demo' ? 'demo' : 'bhavcopy');
    if (fundamentals) sources.push(fundamentals);
  }
  return sourceNames(sources.length ? sources : ['nse']);
}

function unique(keys: string[]): string[] {
  return keys.filter((key, i) => keys.indexOf(key) === i && metricByKey(key));
}

/**
 * The first `limit` rows in `order`. A short limit keeps a sorted buffer (one comparison for most rows)
 * instead of sorting every match: thousands of matches, 25 shown.
 */
export function topRows(rows: number[], limit: number, order: (a: number, b: number) => number): number[] {
  if (limit > 100 || rows.length <= limit * 4) return rows.sort(order).slice(0, limit);
  const top: number[] = [];
  for (const row of rows) {
    if (top.length === limit && order(row, top[limit - 1]!) >= 0) continue;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && order(row, top[at - 1]!) < 0) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = row;
  }
  return top;
}

/** Missing values last whichever the direction; ties by symbol so answers are stable. */
function rowOrder(snapshot: MetricsSnapshot, sort: ResearchSort): (a: number, b: number) => number {
  const values = snapshot.column(sort.metric);
  const sign = sort.direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const va = values[a]!;
    const vb = values[b]!;
    const na = Number.isNaN(va);
    const nb = Number.isNaN(vb);
    if (na || nb) return na === nb ? snapshot.symbols[a]!.localeCompare(snapshot.symbols[b]!) : na ? 1 : -1;
    return va === vb ? snapshot.symbols[a]!.localeCompare(snapshot.symbols[b]!) : sign * (va - vb);
  };
}

/** The rows of a country that a filter keeps (among `among` when given: a scope's cut). */
function matchingRows(snapshot: MetricsSnapshot, country: string, filter: ResearchFilter | null, among?: number[]): number[] {
  const predicate = compileFilter(snapshot, filter);
  if (among) return among.filter((row) => predicate(row));
  const matched: number[] = [];
  for (let row = 0; row < snapshot.size; row++) {
    if (snapshot.countries[row] === country && predicate(row)) matched.push(row);
  }
  return matched;
}

export function runScreen(snapshot: MetricsSnapshot, plan: ScreenPlan): ResearchAnswer {
  const scope = plan.scope;
  for (const key of [...filterMetrics(plan.filter), ...filterMetrics(scope?.filter ?? null), ...(plan.sort ? [plan.sort.metric] : []), ...(scope ? [scope.sort.metric] : []), ...plan.columns]) {
    if (!metricByKey(key)) return cannotAnswer(`There is no metric called "${key}".`);
  }
  // A scope's cut first ("the 10 largest banks"); the plan's own filter and order then apply within it.
  const cut = scope ? topRows(matchingRows(snapshot, plan.country, scope.filter), scope.limit, rowOrder(snapshot, scope.sort)) : undefined;
  const matched = matchingRows(snapshot, plan.country, plan.filter, cut);
  const sort = plan.sort ?? scope?.sort ?? { metric: 'marketCap', direction: 'desc' as const };
  const order = rowOrder(snapshot, sort);
  const offset = plan.offset ?? 0;
  const shown = topRows(matched, offset + plan.limit, order).slice(offset);
  const metrics = unique([sort.metric, ...(scope ? [scope.sort.metric] : []), ...filterMetrics(plan.filter), ...filterMetrics(scope?.filter ?? null), ...plan.columns, ...DEFAULT_SCREEN_COLUMNS]).slice(0, MAX_METRIC_COLUMNS);
  const query = formatResearchQuery(plan);
  // In the words of the restated line above it ("ROE > 15%", "3-year profit growth"); the query language's
  // names stay in the query shown at the answer's foot.
  const conditions = [scope ? `among ${scope.limit} by ${metricLabel(metricByKey(scope.sort.metric)!.name)}` : '', plan.filter ? describeFilter(plan.filter) : ''].filter(Boolean).join(', ') || 'all companies';
  const sortName = metricLabel(metricByKey(sort.metric)!.name);
  const count = `${matched.length.toLocaleString('en-IN')} ${matched.length === 1 ? 'company' : 'companies'}`;
  const lead =
    matched.length === 0
      ? `No company matches: ${conditions}.`
      : `${plan.filter || scope ? `${count} ${matched.length === 1 ? 'matches' : 'match'}: ${conditions}` : `${count} in the data`}; ${
          offset ? `showing number ${offset + 1}${shown.length > 1 ? ` to ${offset + shown.length}` : ''}` : shown.length < matched.length ? `showing the top ${shown.length}` : 'showing all'
        } by ${sortName}${sort.direction === 'asc' ? ' (lowest first)' : ''}.`;
  return tableAnswer({
    lead,
    columns: [...NAME_COLUMNS, ...metrics.map(metricColumn)],
    rows: shown.map((row) => companyRow(snapshot, row, metrics)),
    ...figureDates(snapshot, shown, metrics),
    source: snapshotSources(snapshot, shown),
    plan,
    query,
  });
}

export function runCompare(snapshot: MetricsSnapshot, plan: ComparePlan): ResearchAnswer {
  const rows: number[] = [];
  for (const company of plan.companies) {
    const row = snapshot.rowOf(company.symbol, company.country);
    if (row === undefined) return cannotAnswer(`No company has the symbol ${company.symbol}.`);
    if (!rows.includes(row)) rows.push(row);
  }
  const metrics = unique(plan.metrics);
  if (metrics.length === 0) return cannotAnswer('The comparison names no known metric.');
  const names = metrics.map((key) => metricByKey(key)!.name);
  const who = rows.map((row) => snapshot.symbols[row]!);
  const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
  // One company and a few figures: the figures are the answer, so the sentence says them (the table's values,
  // in words: "P/E 30.70 and ROE 51.51%"), and a phone need not scroll the table to find them.
  const valuesOf = (row: number) =>
    list(metrics.map((key) => {
      const unit = metricByKey(key)!.unit;
      const value = roundValue(snapshot.value(key, row), unit);
      if (value === null) return `${metricName(key)} not in the data`;
      // Whole crores, as the answer's table shows a market cap.
      return `${metricName(key)} ${metricAmount(key, unit === 'crore' ? Math.round(value) : value)}`;
    }));
  const lead =
    rows.length > 1
      ? `${list(who)} compared on ${list(names)}.`
      : `${snapshot.names[rows[0]!]} (${who[0]}): ${metrics.length <= MAX_FIGURES_IN_LEAD ? valuesOf(rows[0]!) : list(names)}.`;
  return tableAnswer({
    lead,
    columns: [...NAME_COLUMNS, ...metrics.map(metricColumn)],
    rows: rows.map((row) => companyRow(snapshot, row, metrics)),
    ...figureDates(snapshot, rows, metrics),
    source: snapshotSources(snapshot, rows),
    plan,
    query: formatResearchQuery(plan),
  });
}
