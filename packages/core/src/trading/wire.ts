import type { CostModel, ExecutionTiming } from './constants';
import type { StrategyBacktestResult } from './backtest';
import type { IndicatorResult } from './indicatorSpecs';
import type { TradingBar } from './indicators';
import type { LatestSignals } from './signals';
import type { StrategyParams } from './schemas';

/** Answers of the trading API (apps/server/src/trading), shared with the web. */

export interface TradingIndicatorsResponse {
  symbol: string;
  name: string;
  kind: 'stock' | 'index';
  from: string | null;
  to: string | null;
  bars: TradingBar[];
  indicators: IndicatorResult[];
}

export interface TradingSignalRow {
  symbol: string;
  name: string;
  industry: string | null;
  signals: LatestSignals | null;
}

export interface TradingSignalsResponse {
  index: string;
  /** The latest bar date among the constituents. */
  asOf: string | null;
  rows: TradingSignalRow[];
}

export interface TradingBacktestResponse extends StrategyBacktestResult {
  symbol: string;
  name: string;
  strategy: StrategyParams;
  execution: ExecutionTiming;
  costs: CostModel;
  initialCapital: number;
  riskFreeRatePct: number;
}
