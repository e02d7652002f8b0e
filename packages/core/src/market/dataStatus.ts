/**
 * Honest dates: every data source with the day its figures are of, how old that is, and a plain-words
 * flag when it is older than such a source should be.
 */
import { daysSince, formatAge, formatDate } from '../format/dates';

export type DataSourceId = 'stock_prices' | 'etf_prices' | 'index_levels' | 'fundamentals' | 'shareholding' | 'mutual_fund_navs' | 'etf_list';

/** One row of GET /api/data/status. */
export interface DataSourceStatus {
  id: DataSourceId;
  label: string;
  /** The day the figures are of (YYYY-MM-DD); null when nothing is loaded. */
  asOf: string | null;
  /** Older than this many days, the source is behind. */
  maxAgeDays: number;
  /** What the date means, e.g. "latest daily close". */
  meaning: string;
}

export interface DataStatusResponse {
  dataOrigin: string;
  sources: DataSourceStatus[];
}

/** How fresh each kind of source should be (daily sources allow a long weekend; quarterly ones a filing window). */
export const DATA_SOURCE_DEFINITIONS: readonly Omit<DataSourceStatus, 'asOf'>[] = [
  { id: 'stock_prices', label: 'Stock prices', maxAgeDays: 5, meaning: 'latest daily close' },
  { id: 'etf_prices', label: 'ETF prices', maxAgeDays: 5, meaning: 'latest daily close' },
  { id: 'index_levels', label: 'Index levels (NIFTY 50)', maxAgeDays: 5, meaning: 'latest daily close' },
  { id: 'mutual_fund_navs', label: 'Mutual fund NAVs', maxAgeDays: 5, meaning: 'latest NAV date' },
  { id: 'fundamentals', label: 'Fundamentals', maxAgeDays: 200, meaning: 'latest statement or ratio date' },
  { id: 'shareholding', label: 'Shareholding', maxAgeDays: 150, meaning: 'latest quarter end' },
  { id: 'etf_list', label: 'ETF list', maxAgeDays: 60, meaning: 'when the list was loaded' },
];

export interface Freshness {
  dateText: string;
  ageText: string;
  stale: boolean;
  /** A sentence for a stale or missing source; null when it is fresh. */
  warning: string | null;
}

export function sourceFreshness(source: DataSourceStatus, now: Date = new Date()): Freshness {
  if (!source.asOf) return { dateText: '—', ageText: 'not loaded', stale: true, warning: `${source.label}: nothing is loaded yet.` };
  const days = daysSince(source.asOf, now);
  const stale = days !== null && days > source.maxAgeDays;
  return {
    dateText: formatDate(source.asOf),
    ageText: formatAge(days),
    stale,
    warning: stale
      ? `${source.label}: ${formatAge(days)}, while a source like this should be at most ${source.maxAgeDays} days old, so its figures are out of date.`
      : null,
  };
}

/** When sources that are read together are far apart (more than a month), say which and by how much. */
export function datesApartWarning(sources: readonly DataSourceStatus[]): string | null {
  const prices = sources.find((s) => s.id === 'stock_prices')?.asOf;
  const index = sources.find((s) => s.id === 'index_levels')?.asOf;
  if (!prices || !index) return null;
  const gap = Math.abs((daysSince(index) ?? 0) - (daysSince(prices) ?? 0));
  if (gap <= 31) return null;
  return `Index levels end ${formatDate(index)} while stock prices run to ${formatDate(prices)}: an index level and its companies' prices are not from the same day.`;
}
