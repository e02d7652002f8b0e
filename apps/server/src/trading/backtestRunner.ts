import {
  runStrategyBacktest,
  settledWarmUp,
  STRATEGY_LABELS,
  STRATEGY_MIN_BARS,
  type StrategyParams,
  thinCurve,
  type TradingBacktestRequest,
  type TradingBacktestResponse,
} from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { findIndex } from '../market/api/indices';
import { rows } from '../platform/db/sql';
import { loadBars, resolveInstrument } from './instruments';

/** Points of the equity curve in the answer (a chart has fewer pixels; the metrics use every day). */
const CURVE_POINTS = 1000;

/** Bars a strategy needs before it can give its first signal. */
function barsToFirstSignal(strategy: StrategyParams): number {
  switch (strategy.kind) {
    case 'sma_crossover':
      return strategy.slow;
    case 'rsi_reversion':
      return strategy.period + 1;
    case 'supertrend':
      return strategy.period;
    case 'buy_and_hold':
      return 1;
  }
}

/** Bars loaded before `from` so the indicators have their full-history values when trading starts. */
function warmUpFor(strategy: StrategyParams): number {
  switch (strategy.kind) {
    case 'sma_crossover':
      return settledWarmUp('window', strategy.slow);
    case 'rsi_reversion':
      return settledWarmUp('wilder', strategy.period) + 1;
    case 'supertrend':
      return settledWarmUp('supertrend', strategy.period);
    case 'buy_and_hold':
      return 0;
  }
}

const insufficient = (message: string) => new AppError(400, 'insufficient_history', message);

/**
 * POST /api/trading/backtest: validate (done by the route) -> load the symbol's bars with warm-up before
 * `from` -> check there is enough history -> load the benchmark index when one is named -> run the pure
 * backtest -> present (the curve thinned to CURVE_POINTS).
 */
export async function runBacktest(db: AppDb, request: TradingBacktestRequest): Promise<TradingBacktestResponse> {
  const instrument = await resolveInstrument(db, request.symbol);
  const { bars, startIndex } = await loadBars(db, instrument, { from: request.from ?? null, to: request.to ?? null, warmUp: warmUpFor(request.strategy) });
  const window = bars.length - startIndex;
  const range = [request.from && `from ${request.from}`, request.to && `to ${request.to}`].filter(Boolean).join(' ');
  if (window < STRATEGY_MIN_BARS) {
    throw insufficient(
      `${instrument.symbol} has ${window} daily bar${window === 1 ? '' : 's'}${range ? ` ${range}` : ''}; a backtest needs at least ${STRATEGY_MIN_BARS}.`,
    );
  }
  const needed = barsToFirstSignal(request.strategy);
  if (bars.length <= needed) {
    throw insufficient(
      `${instrument.symbol} has ${bars.length} daily bars up to ${bars[bars.length - 1]!.date}; ${STRATEGY_LABELS[request.strategy.kind]} needs more than ${needed} to give a signal.`,
    );
  }

  let benchmark: { name: string; closes: (number | null)[] } | undefined;
  if (request.benchmark.toLowerCase() !== 'symbol' && request.benchmark.toLowerCase() !== instrument.symbol.toLowerCase()) {
    const index = await findIndex(db, request.benchmark);
    const closes = await indexClosesOn(db, index.id, bars[0]!.date, bars[bars.length - 1]!.date);
    const aligned = bars.map((bar) => closes.get(bar.date) ?? null);
    if (!aligned.some((c) => c !== null)) {
      throw new AppError(400, 'benchmark_no_data', `${index.name} has no prices between ${bars[startIndex]!.date} and ${bars[bars.length - 1]!.date}.`);
    }
    benchmark = { name: index.name, closes: aligned };
  }

  const result = runStrategyBacktest({
    bars,
    startIndex,
    strategy: request.strategy,
    initialCapital: request.initialCapital,
    execution: request.execution,
    costs: request.costs,
    riskFreeRatePct: request.riskFreeRatePct,
    benchmark,
  });
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    strategy: request.strategy,
    execution: request.execution,
    costs: request.costs,
    initialCapital: request.initialCapital,
    riskFreeRatePct: request.riskFreeRatePct,
    ...result,
    benchmark: { ...result.benchmark, name: benchmark ? result.benchmark.name : `${instrument.symbol} buy and hold` },
    curve: thinCurve(result.curve, CURVE_POINTS),
  };
}

/** An index's closes by date within [from, to] (primary key (index_id, date)). */
async function indexClosesOn(db: AppDb, indexId: string, from: string, to: string): Promise<Map<string, number>> {
  const found = await rows<{ date: string; close: number }>(
    db,
    sql`select to_char(date, 'YYYY-MM-DD') as date, close from market_index_price_daily
        where index_id = ${indexId} and close > 0 and date between ${from}::date and ${to}::date`,
  );
  return new Map(found.map((r) => [r.date, r.close]));
}
