/**
 * Screener columns that are not statement lines become key_metrics items: the canonical keys of
 * packages/core statementItems (marketCap, pe, roe, dma50, ...) where one exists, else the header in
 * camelCase ('Return over 3months' -> returnOver3months). Crore amounts (market cap, enterprise value,
 * multi-year cash flow sums, ...) are converted to rupees; everything else stays as exported.
 */
import { normalizeHeader } from '../../parsers/index';
import { fromCrores, STATEMENT_HEADERS, type Metrics } from './screenerStatements';

const CANONICAL: Record<string, string> = {
  'Market Capitalization': 'marketCap',
  'Current Price': 'currentPrice',
  'Price to Earning': 'pe',
  'Price to book value': 'pb',
  'Industry PE': 'industryPe',
  'Dividend yield': 'dividendYield',
  'Return on equity': 'roe',
  'Return on capital employed': 'roce',
  'Return on assets': 'roa',
  'Debt to equity': 'debtToEquity',
  'Current ratio': 'currentRatio',
  'Interest Coverage Ratio': 'interestCoverage',
  EVEBITDA: 'evToEbitda',
  'PEG Ratio': 'peg',
  'Price to Sales': 'priceToSales',
  'Book value': 'bookValue',
  OPM: 'opm',
  EPS: 'eps',
  'Sales growth 3Years': 'salesGrowth3y',
  'Sales growth 5Years': 'salesGrowth5y',
  'Profit growth 3Years': 'profitGrowth3y',
  'Profit growth 5Years': 'profitGrowth5y',
  'Promoter holding': 'promoterHolding',
  'Pledged percentage': 'pledgedPercentage',
  'Piotroski score': 'piotroskiScore',
  'Return over 1year': 'return1y',
  'Return over 3years': 'return3y',
  'Return over 5years': 'return5y',
  'DMA 50': 'dma50',
  'DMA 200': 'dma200',
  RSI: 'rsi',
  // Screener's "High price" / "Low price" are the 52-week extremes.
  'High price': 'high52w',
  'Low price': 'low52w',
  t_1_price: 't1Price',
};
const CANONICAL_BY_HEADER = new Map(Object.entries(CANONICAL).map(([header, key]) => [normalizeHeader(header), key]));

/** Normalized headers of amounts in crores. */
const CRORE_AMOUNTS = [
  /^marketcapitalization/,
  /^enterprisevalue$/,
  /^networth$/,
  /^totalcapitalemployed$/,
  /^(free|operating|investing)cashflow\d+years$/,
  /^average(earnings|ebit)\d+year$/,
  /^expectedquarterly(sales|operatingprofit|netprofit)$/,
  /^numberofequityshares/,
];

/** 'Return over 3months' -> returnOver3months, 'YOY Quarterly sales growth' -> yoyQuarterlySalesGrowth. */
export function camelCase(header: string): string {
  const words = header.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

const metricCache = new Map<string, { key: string; crores: boolean }>();

/** The item key of a column and whether it holds crores (the same for every company: computed once). */
function metricOf(normalized: string, headers: ReadonlyMap<string, string>): { key: string; crores: boolean } {
  let metric = metricCache.get(normalized);
  if (!metric) {
    const key = CANONICAL_BY_HEADER.get(normalized) ?? camelCase(headers.get(normalized) ?? normalized);
    metric = { key, crores: CRORE_AMOUNTS.some((p) => p.test(normalized)) };
    metricCache.set(normalized, metric);
  }
  return metric;
}

/** The key_metrics items of one company; `headers` maps each normalized header to its text. */
export function screenerKeyMetrics(
  metrics: Metrics,
  headers: ReadonlyMap<string, string>,
): Record<string, number | null> {
  const items: Record<string, number | null> = {};
  for (const [normalized, value] of metrics) {
    if (STATEMENT_HEADERS.has(normalized)) continue;
    const { key, crores } = metricOf(normalized, headers);
    if (key in items && items[key] !== null) continue; // the first file's value wins
    items[key] = value !== null && crores ? fromCrores(value) : value;
  }
  return items;
}
