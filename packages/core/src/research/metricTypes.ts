/** The shape of a screenable metric (metrics.ts lists them; dataFieldMetrics.ts adds the data's fields). */
export type MetricUnit = 'crore' | 'percent' | 'price' | 'ratio' | 'score';

export type MetricSource =
  /** The latest key_metrics row of the company (ttm first). */
  | { table: 'key_metrics'; item: string }
  /** The latest annual statement of this kind. */
  | { table: 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement'; item: string }
  /** The moving-average table (latest close and its averages), falling back to a key_metrics item. */
  | { table: 'moving_averages'; column: 'close' | 'price_sma_50' | 'price_sma_200' | 'high_52w' | 'low_52w' | 'volume_sma_20'; fallback?: string }
  /** The latest shareholding quarter, falling back to a key_metrics item. */
  | { table: 'shareholding'; column: 'promoter' | 'fii' | 'dii' | 'public' | 'pledged'; fallback?: string };

export interface MetricDefinition {
  /** camelCase key, stable in plans. */
  key: string;
  /** The canonical name used in queries and answers. */
  name: string;
  aliases: readonly string[];
  unit: MetricUnit;
  description: string;
  source: MetricSource;
}
