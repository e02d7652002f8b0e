/**
 * The screenable metrics of the research language, named as investors type them on Screener.in. Each has one
 * canonical name (shown in answers and the "How to Query" help), aliases (matched case- and space-insensitively),
 * a unit and where its value comes from (the server's snapshot builder reads `source`).
 *
 * Units: crore = Rs crore (money of Indian listings is quoted in crores); percent = a percent number
 * (21.5 means 21.5%); price = per share in the listing currency; ratio / score = plain numbers.
 */
import { DATA_FIELD_METRICS } from './dataFieldMetrics';

import type { MetricDefinition, MetricSource } from './metricTypes';

export type { MetricDefinition, MetricSource, MetricUnit } from './metricTypes';

const km = (item: string): MetricSource => ({ table: 'key_metrics', item });

export const RESEARCH_METRICS: readonly MetricDefinition[] = [
  { key: 'marketCap', name: 'Market Capitalization', aliases: ['Market cap', 'Mcap', 'M cap', 'Market capitalisation', 'Marketcap'], unit: 'crore', description: 'Share price times shares outstanding, in Rs crore.', source: km('marketCap') },
  { key: 'currentPrice', name: 'Current price', aliases: ['Price', 'CMP', 'LTP', 'Close', 'Share price', 'Last price'], unit: 'price', description: 'The latest closing price.', source: { table: 'moving_averages', column: 'close', fallback: 'currentPrice' } },
  { key: 'pe', name: 'Price to earning', aliases: ['P/E', 'PE', 'PE ratio', 'Price to earnings', 'Price earnings', 'Price to earnings ratio'], unit: 'ratio', description: 'Market capitalization over trailing twelve months net profit.', source: km('pe') },
  { key: 'pb', name: 'Price to book value', aliases: ['P/B', 'PB', 'Price to book', 'PBV', 'Price to book ratio'], unit: 'ratio', description: 'Share price over book value per share.', source: km('pb') },
  { key: 'industryPe', name: 'Industry PE', aliases: ['Industry P/E', 'Sector PE'], unit: 'ratio', description: 'The median P/E of the company\'s industry.', source: km('industryPe') },
  { key: 'dividendYield', name: 'Dividend yield', aliases: ['Div yield', 'Dividend yield %', 'Yield'], unit: 'percent', description: 'Dividends of the last year over the share price, in %.', source: km('dividendYield') },
  { key: 'roe', name: 'Return on equity', aliases: ['ROE', 'Return on equity %'], unit: 'percent', description: 'Net profit over average shareholders\' equity, in %.', source: km('roe') },
  { key: 'roce', name: 'Return on capital employed', aliases: ['ROCE', 'ROCE %'], unit: 'percent', description: 'EBIT over capital employed (equity plus debt), in %.', source: km('roce') },
  { key: 'roa', name: 'Return on assets', aliases: ['ROA', 'ROA %'], unit: 'percent', description: 'Net profit over total assets, in %.', source: km('roa') },
  { key: 'debtToEquity', name: 'Debt to equity', aliases: ['D/E', 'DE', 'Debt equity', 'Debt/equity', 'Debt to equity ratio', 'Leverage'], unit: 'ratio', description: 'Borrowings over shareholders\' equity.', source: km('debtToEquity') },
  { key: 'currentRatio', name: 'Current ratio', aliases: [], unit: 'ratio', description: 'Current assets over current liabilities.', source: km('currentRatio') },
  { key: 'interestCoverage', name: 'Interest Coverage Ratio', aliases: ['Interest coverage', 'ICR'], unit: 'ratio', description: 'EBIT over interest expense.', source: km('interestCoverage') },
  { key: 'evToEbitda', name: 'EVEBITDA', aliases: ['EV/EBITDA', 'EV to EBITDA', 'Enterprise value to EBITDA'], unit: 'ratio', description: 'Enterprise value over EBITDA.', source: km('evToEbitda') },
  { key: 'peg', name: 'PEG Ratio', aliases: ['PEG'], unit: 'ratio', description: 'P/E over the profit growth rate.', source: km('peg') },
  { key: 'priceToSales', name: 'Price to Sales', aliases: ['P/S', 'PS', 'Price to sales ratio'], unit: 'ratio', description: 'Market capitalization over trailing sales.', source: km('priceToSales') },
  { key: 'bookValue', name: 'Book value', aliases: ['Book value per share', 'BVPS'], unit: 'price', description: 'Shareholders\' equity per share.', source: km('bookValue') },
  { key: 'opm', name: 'OPM', aliases: ['Operating profit margin', 'Operating margin', 'OPM %'], unit: 'percent', description: 'Operating profit over sales, in %.', source: km('opm') },
  { key: 'salesGrowth3y', name: 'Sales growth 3Years', aliases: ['Sales growth 3 years', 'Revenue growth 3 years', 'Sales growth 3y', 'Sales CAGR 3 years', 'Sales growth', 'Revenue growth'], unit: 'percent', description: 'Compound annual sales growth over 3 years, in %.', source: km('salesGrowth3y') },
  { key: 'salesGrowth5y', name: 'Sales growth 5Years', aliases: ['Sales growth 5 years', 'Revenue growth 5 years', 'Sales growth 5y', 'Sales CAGR 5 years'], unit: 'percent', description: 'Compound annual sales growth over 5 years, in %.', source: km('salesGrowth5y') },
  { key: 'profitGrowth3y', name: 'Profit growth 3Years', aliases: ['Profit growth 3 years', 'Profit growth 3y', 'Profit CAGR 3 years', 'Net profit growth 3 years', 'Profit growth', 'Earnings growth'], unit: 'percent', description: 'Compound annual net profit growth over 3 years, in %.', source: km('profitGrowth3y') },
  { key: 'profitGrowth5y', name: 'Profit growth 5Years', aliases: ['Profit growth 5 years', 'Profit growth 5y', 'Profit CAGR 5 years', 'Net profit growth 5 years'], unit: 'percent', description: 'Compound annual net profit growth over 5 years, in %.', source: km('profitGrowth5y') },
  { key: 'promoterHolding', name: 'Promoter holding', aliases: ['Promoter holding %', 'Promoters holding', 'Promoter stake', 'Promoter shareholding'], unit: 'percent', description: 'Shares held by promoters in the latest quarter, in %.', source: { table: 'shareholding', column: 'promoter', fallback: 'promoterHolding' } },
  { key: 'pledgedPercentage', name: 'Pledged percentage', aliases: ['Pledged', 'Pledge', 'Pledged %', 'Promoter pledge', 'Pledged shares'], unit: 'percent', description: 'Promoter shares pledged, in % of the promoter holding.', source: { table: 'shareholding', column: 'pledged', fallback: 'pledgedPercentage' } },
  { key: 'fiiHolding', name: 'FII holding', aliases: ['FII', 'FPI holding', 'Foreign institutional holding'], unit: 'percent', description: 'Shares held by foreign institutions in the latest quarter, in %.', source: { table: 'shareholding', column: 'fii' } },
  { key: 'diiHolding', name: 'DII holding', aliases: ['DII', 'Domestic institutional holding'], unit: 'percent', description: 'Shares held by domestic institutions in the latest quarter, in %.', source: { table: 'shareholding', column: 'dii' } },
  { key: 'piotroskiScore', name: 'Piotroski score', aliases: ['Piotroski', 'F score', 'Piotroski F score'], unit: 'score', description: 'Piotroski F-score from 0 to 9.', source: km('piotroskiScore') },
  { key: 'return1y', name: 'Return over 1year', aliases: ['Return over 1 year', '1 year return', '1y return', 'Return 1y', 'Return over 1yr', '1 yr return'], unit: 'percent', description: 'Share price return over the last year, in %.', source: km('return1y') },
  { key: 'return3y', name: 'Return over 3years', aliases: ['Return over 3 years', '3 year return', '3y return', 'Return 3y'], unit: 'percent', description: 'Share price return over the last three years, in %.', source: km('return3y') },
  { key: 'dma50', name: 'DMA 50', aliases: ['50 DMA', 'DMA50', '50 day moving average', '50 day average', 'SMA 50', '50 SMA'], unit: 'price', description: 'Simple average of the last 50 closes.', source: { table: 'moving_averages', column: 'price_sma_50', fallback: 'dma50' } },
  { key: 'dma200', name: 'DMA 200', aliases: ['200 DMA', 'DMA200', '200 day moving average', '200 day average', 'SMA 200', '200 SMA'], unit: 'price', description: 'Simple average of the last 200 closes.', source: { table: 'moving_averages', column: 'price_sma_200', fallback: 'dma200' } },
  { key: 'rsi', name: 'RSI', aliases: ['Relative strength index', 'RSI 14', '14 day RSI'], unit: 'score', description: 'Relative strength index over 14 days (0 to 100).', source: km('rsi') },
  { key: 'high52w', name: 'High price', aliases: ['52 week high', '52w high', '52 wk high', 'Year high'], unit: 'price', description: 'Highest close of the last 52 weeks.', source: { table: 'moving_averages', column: 'high_52w', fallback: 'high52w' } },
  { key: 'low52w', name: 'Low price', aliases: ['52 week low', '52w low', '52 wk low', 'Year low'], unit: 'price', description: 'Lowest close of the last 52 weeks.', source: { table: 'moving_averages', column: 'low_52w', fallback: 'low52w' } },
  { key: 'eps', name: 'EPS', aliases: ['Earnings per share', 'EPS 12M'], unit: 'price', description: 'Net profit per share of the latest fiscal year.', source: { table: 'income_statement', item: 'eps' } },
  { key: 'sales', name: 'Sales', aliases: ['Revenue', 'Turnover', 'Total revenue', 'Net sales', 'Topline'], unit: 'crore', description: 'Sales of the latest fiscal year, in Rs crore.', source: { table: 'income_statement', item: 'revenue' } },
  { key: 'netProfit', name: 'Net profit', aliases: ['Profit', 'PAT', 'Profit after tax', 'Net income', 'Earnings', 'Bottomline'], unit: 'crore', description: 'Net profit of the latest fiscal year, in Rs crore.', source: { table: 'income_statement', item: 'netIncome' } },
  { key: 'operatingProfit', name: 'Operating profit', aliases: ['EBIT operating', 'Operating income'], unit: 'crore', description: 'Operating profit of the latest fiscal year, in Rs crore.', source: { table: 'income_statement', item: 'operatingProfit' } },
  { key: 'ebitda', name: 'EBITDA', aliases: [], unit: 'crore', description: 'EBITDA of the latest fiscal year, in Rs crore.', source: { table: 'income_statement', item: 'ebitda' } },
  { key: 'debt', name: 'Debt', aliases: ['Borrowings', 'Total debt'], unit: 'crore', description: 'Borrowings at the latest fiscal year end, in Rs crore.', source: { table: 'balance_sheet_statement', item: 'totalDebt' } },
  { key: 'cashFromOperations', name: 'Cash from operations', aliases: ['CFO', 'Operating cash flow', 'Cash from operations last year'], unit: 'crore', description: 'Cash from operating activity of the latest fiscal year, in Rs crore.', source: { table: 'cash_flow_statement', item: 'cashFromOperations' } },
  { key: 'freeCashFlow', name: 'Free cash flow', aliases: ['FCF', 'Free cash flow last year'], unit: 'crore', description: 'Cash from operations less capital expenditure of the latest fiscal year, in Rs crore.', source: { table: 'cash_flow_statement', item: 'freeCashFlow' } },
  // Fields of the fundamentals data that investors screen on (dataFieldMetrics.ts).
  ...DATA_FIELD_METRICS,
];

/** Lowercase, "years" / "year" / "yrs" to "y", only letters and digits: "Sales growth 3Years" -> "salesgrowth3y". */
export function normalizeMetricName(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d)\s*(years?|yrs?)\b/g, '$1y')
    .replace(/%/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

const byKey = new Map(RESEARCH_METRICS.map((m) => [m.key, m]));
const byName = new Map<string, MetricDefinition>();
for (const metric of RESEARCH_METRICS) {
  for (const name of [metric.name, ...metric.aliases, metric.key]) byName.set(normalizeMetricName(name), metric);
}

export function metricByKey(key: string): MetricDefinition | undefined {
  return byKey.get(key);
}

/** The metric a typed name means (canonical name, alias or key), or undefined. */
export function findMetric(text: string): MetricDefinition | undefined {
  return byName.get(normalizeMetricName(text));
}

/** Every spelling a metric is known by, for autocomplete and the English compiler. */
export function metricSpellings(): { spelling: string; metric: MetricDefinition }[] {
  return RESEARCH_METRICS.flatMap((metric) => [metric.name, ...metric.aliases].map((spelling) => ({ spelling, metric })));
}

/** snake_case of a camelCase key: the column name of a metric in answer rows (marketCap -> market_cap). */
export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([a-z])(\d)/g, '$1_$2').toLowerCase();
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The canonical names of the metrics closest to a misspelt name (edit distance over every spelling). */
export function closestMetricNames(text: string, count = 3): string[] {
  const typed = normalizeMetricName(text);
  const best = new Map<string, number>();
  for (const { spelling, metric } of metricSpellings()) {
    const candidate = normalizeMetricName(spelling);
    let distance = levenshtein(typed, candidate);
    if (typed.length >= 3 && candidate.includes(typed)) distance = Math.min(distance, 1);
    const previous = best.get(metric.name);
    if (previous === undefined || distance < previous) best.set(metric.name, distance);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([name]) => name);
}
