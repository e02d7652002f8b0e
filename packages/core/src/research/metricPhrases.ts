/**
 * Metric and statement-line spellings of the English reader, keyed by normalizeMetricName: every name and
 * alias, growth metrics in every order investors write them, and everyday words (worth, dividend, margin).
 */
import { findMetric, type MetricDefinition, normalizeMetricName, RESEARCH_METRICS } from './metrics';
import { HISTORY_ITEMS, type HistoryItem } from './plan';

export interface PhraseEntry {
  metric?: MetricDefinition;
  history?: HistoryItem;
  /** A growth metric written without its period ("sales growth"). */
  periodless?: 'sales' | 'profit';
}

/** Metric spellings, with growth metrics in every order investors write them ("5 year sales growth", "sales CAGR 5y"). */
export const METRIC_PHRASES: ReadonlyMap<string, PhraseEntry> = (() => {
  const map = new Map<string, PhraseEntry>();
  const set = (spelling: string, entry: PhraseEntry) => {
    const key = normalizeMetricName(spelling);
    map.set(key, { ...map.get(key), ...entry });
  };
  for (const metric of RESEARCH_METRICS) for (const spelling of [metric.name, ...metric.aliases]) set(spelling, { metric });
  for (const item of HISTORY_ITEMS) for (const spelling of [item.name, ...item.aliases]) set(spelling, { history: item });
  const families = { sales: ['sales', 'revenue', 'revenues', 'topline', 'turnover'], profit: ['profit', 'profits', 'net profit', 'earnings', 'pat', 'bottomline'] } as const;
  for (const [family, bases] of Object.entries(families) as ['sales' | 'profit', readonly string[]][]) {
    for (const base of bases) {
      for (const n of [3, 5]) {
        const metric = findMetric(`${family === 'sales' ? 'Sales' : 'Profit'} growth ${n}Years`)!;
        for (const form of [`${n}y ${base} growth`, `${n}y ${base} cagr`, `${base} growth ${n}y`, `${base} cagr ${n}y`, `${base} ${n}y cagr`, `${base} ${n}y growth`]) set(form, { metric, periodless: undefined });
      }
      const metric = findMetric(`${family === 'sales' ? 'Sales' : 'Profit'} growth 3Years`)!;
      for (const form of [`${base} growth`, `${base} cagr`, `${base} growth rate`]) set(form, { metric, periodless: family });
      // "grew profit fastest", "sales grew the most": the verb is the growth metric.
      for (const verb of ['grew', 'grown', 'growing', 'grow']) for (const form of [`${verb} ${base}`, `${base} ${verb}`]) set(form, { metric, periodless: family });
    }
  }
  for (const [n, key] of [[1, 'Return over 1year'], [3, 'Return over 3years']] as const) {
    const metric = findMetric(key)!;
    for (const form of [`${n}y return`, `${n}y returns`, `returns ${n}y`, `return ${n}y`]) set(form, { metric });
  }
  set('dividend', { metric: findMetric('Dividend yield')! });
  set('dividends', { metric: findMetric('Dividend yield')! });
  // "top dividend paying stocks", "best dividend payers": ranked by dividend yield.
  for (const form of ['dividend paying', 'dividend payers', 'dividend payer']) set(form, { metric: findMetric('Dividend yield')! });
  set('margin', { metric: findMetric('OPM')!, history: HISTORY_ITEMS.find((h) => h.key === 'opm') });
  set('margins', { metric: findMetric('OPM')!, history: HISTORY_ITEMS.find((h) => h.key === 'opm') });
  set('worth', { metric: findMetric('Market Capitalization')! });
  set('priced', { metric: findMetric('Current price')! });
  set('trading at', { metric: findMetric('Current price')! });
  set('valuation', { metric: findMetric('Market Capitalization')! });
  set('market value', { metric: findMetric('Market Capitalization')! });
  set('size', { metric: findMetric('Market Capitalization')! });
  set('marketcaps', { metric: findMetric('Market Capitalization')! });
  set('p e', { metric: findMetric('PE')! });
  set('pe ratios', { metric: findMetric('PE')! });
  set('valuations', { metric: findMetric('PE')! });
  return map;
})();
