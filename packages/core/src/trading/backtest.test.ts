import { describe, expect, it } from 'vitest';
import { runStrategyBacktest } from './backtest';
import { DELIVERY_COSTS, INTRADAY_COSTS, type CostModel } from './constants';
import { affordableQuantity, fillPrice, orderCharges } from './costs';
import type { TradingBar } from './indicators';
import { strategySchema, tradingBacktestRequest } from './schemas';

const NO_COSTS: CostModel = { brokeragePct: 0, brokerageFlat: 0, brokerageCap: null, sttBuyPct: 0, sttSellPct: 0, slippagePct: 0 };

function day(i: number) {
  return new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
}

function bars(closes: number[], opens: (number | null)[] = []): TradingBar[] {
  return closes.map((close, i) => ({ date: day(i), open: opens[i] ?? close, high: close, low: close, close }));
}

describe('costs', () => {
  it('Zerodha delivery: no brokerage, STT 0.1% on each side, to the paisa', () => {
    expect(orderCharges('buy', 998_200, DELIVERY_COSTS)).toEqual({ brokerage: 0, stt: 998, total: 998 }); // ₹9,982 -> ₹9.98
    expect(orderCharges('sell', 911_400, DELIVERY_COSTS)).toEqual({ brokerage: 0, stt: 911, total: 911 });
  });

  it('Zerodha intraday: 0.03% capped at ₹20 per order, STT 0.025% on the sell only', () => {
    expect(orderCharges('buy', 999_350, INTRADAY_COSTS)).toEqual({ brokerage: 300, stt: 0, total: 300 });
    expect(orderCharges('sell', 912_450, INTRADAY_COSTS)).toEqual({ brokerage: 274, stt: 228, total: 502 });
    // ₹1 crore: 0.03% would be ₹3,000; the cap keeps it at ₹20.
    expect(orderCharges('buy', 1_000_000_000, INTRADAY_COSTS).brokerage).toBe(2000);
  });

  it('flat brokerage per order and slippage against the trader', () => {
    expect(orderCharges('buy', 100_000, { ...NO_COSTS, brokerageFlat: 20 }).total).toBe(2000);
    expect(fillPrice('buy', 100, { ...NO_COSTS, slippagePct: 0.05 })).toBe(100.05);
    expect(fillPrice('sell', 100, { ...NO_COSTS, slippagePct: 0.05 })).toBe(99.95);
  });

  it('buys the most whole shares the cash pays for, charges included', () => {
    expect(affordableQuantity(1_000_000, 100, DELIVERY_COSTS)).toBe(99); // 100 shares would need ₹10,010
    expect(affordableQuantity(1_000_000, 100, NO_COSTS)).toBe(100);
    expect(affordableQuantity(5_000, 100, NO_COSTS)).toBe(0);
  });
});

describe('runStrategyBacktest', () => {
  it('buy and hold on a steadily rising series grows with the price, no drawdown', () => {
    const closes = Array.from({ length: 11 }, (_, i) => 100 + i);
    const result = runStrategyBacktest({ bars: bars(closes), strategy: { kind: 'buy_and_hold' }, initialCapital: 10_000, execution: 'same_close', costs: NO_COSTS, riskFreeRatePct: 0 });
    expect(result.curve.map((p) => p.equity)).toEqual(closes.map((c) => c * 100));
    expect(result.curve.map((p) => p.benchmark)).toEqual(closes.map((c) => c * 100));
    expect(result.metrics.totalReturn).toBeCloseTo(0.1, 12);
    expect(result.metrics).toMatchObject({ finalValue: 11_000, trades: 1, winRate: null, exposure: 1, totalCosts: 0 });
    expect(result.metrics.maxDrawdown).toEqual({ value: 0, peakDate: null, troughDate: null, recoveryDate: null });
    expect(result.trades).toEqual([
      { entryDate: day(0), entryPrice: 100, exitDate: null, exitPrice: null, quantity: 100, costs: 0, pnl: 1000, returnPct: 0.1, bars: 10, open: true },
    ]);
    expect(result.metrics.sharpe).toBeGreaterThan(0);
  });

  // SMA(2) over SMA(3): above from day 3 (10.5 > 10.33) to day 6 (12.5 > 12.33); below again on day 7 (11.5 < 12).
  const CROSS_CLOSES = [10, 10, 10, 11, 12, 13, 12, 11, 10, 10];
  const CROSS_OPENS = [10, 10, 10, 10.5, 11.5, 12.5, 12.5, 11.5, 10.5, 10];

  it('SMA crossover fills at the next open with delivery costs, to the paisa', () => {
    const result = runStrategyBacktest({
      bars: bars(CROSS_CLOSES, CROSS_OPENS),
      strategy: { kind: 'sma_crossover', fast: 2, slow: 3 },
      initialCapital: 10_000,
      execution: 'next_open',
      costs: DELIVERY_COSTS,
    });
    // Buy day 4 open 11.5: 868 shares = ₹9,982.00 + STT ₹9.98 -> cash ₹8.02.
    // Sell day 8 open 10.5: ₹9,114.00 - STT ₹9.11 -> cash ₹9,112.91.
    expect(result.trades).toEqual([
      { entryDate: day(4), entryPrice: 11.5, exitDate: day(8), exitPrice: 10.5, quantity: 868, costs: 19.09, pnl: -887.09, returnPct: -887.09 / 9991.98, bars: 4, open: false },
    ]);
    expect(result.metrics.finalValue).toBe(9112.91);
    expect(result.metrics.totalCosts).toBe(19.09);
    expect(result.metrics.winRate).toBe(0);
    expect(result.metrics.exposure).toBe(0.4); // held at the closes of days 4-7
    expect(result.curve[4]!.equity).toBe(8.02 + 868 * 12);
  });

  it('the same crossover with intraday costs (brokerage 0.03% capped at ₹20, STT 0.025% on sells)', () => {
    const result = runStrategyBacktest({ bars: bars(CROSS_CLOSES, CROSS_OPENS), strategy: { kind: 'sma_crossover', fast: 2, slow: 3 }, initialCapital: 10_000, execution: 'next_open', costs: INTRADAY_COSTS });
    // Buy 869 at 11.5 = ₹9,993.50 + ₹3.00; sell at 10.5 = ₹9,124.50 - ₹2.74 - ₹2.28.
    expect(result.trades[0]).toMatchObject({ quantity: 869, costs: 8.02, pnl: -877.02 });
    expect(result.metrics.finalValue).toBe(9122.98);
  });

  it('same-close execution fills on the signal bar itself', () => {
    const result = runStrategyBacktest({ bars: bars(CROSS_CLOSES), strategy: { kind: 'sma_crossover', fast: 2, slow: 3 }, initialCapital: 1_100, execution: 'same_close', costs: NO_COSTS });
    expect(result.trades).toEqual([
      { entryDate: day(3), entryPrice: 11, exitDate: day(7), exitPrice: 11, quantity: 100, costs: 0, pnl: 0, returnPct: 0, bars: 4, open: false },
    ]);
    expect(result.metrics.winRate).toBe(0); // a flat trade is not a win
  });

  it('RSI mean reversion buys under buyBelow and sells over sellAbove', () => {
    // RSI(2): day 2 after two falls is 0 (buy); then 33.3, 60 (hold), and 84.6 on day 5 (sell at 10)
    const closes = [10, 9, 8, 8.5, 9, 10, 10.5];
    const result = runStrategyBacktest({ bars: bars(closes), strategy: { kind: 'rsi_reversion', period: 2, buyBelow: 30, sellAbove: 70 }, initialCapital: 800, execution: 'same_close', costs: NO_COSTS });
    expect(result.trades.map((t) => [t.entryDate, t.entryPrice, t.exitDate, t.exitPrice, t.quantity])).toEqual([[day(2), 8, day(5), 10, 100]]);
    expect(result.metrics.winRate).toBe(1);
  });

  it('SuperTrend following holds while the trend is up', () => {
    const hand: TradingBar[] = [
      [10, 8, 9],
      [11, 9, 10],
      [13, 10, 12.5],
      [11, 9, 9.5],
      [9, 7, 7.5],
      [8, 6, 6.5],
    ].map(([high, low, close], i) => ({ date: day(i), open: close!, high: high!, low: low!, close: close! }));
    const result = runStrategyBacktest({ bars: hand, strategy: { kind: 'supertrend', period: 2, multiplier: 1 }, initialCapital: 1_250, execution: 'same_close', costs: NO_COSTS });
    expect(result.trades.map((t) => [t.entryDate, t.exitDate, t.quantity, t.pnl])).toEqual([[day(2), day(4), 100, -500]]);
  });

  it('trades only from startIndex (earlier bars warm the indicators) and benchmarks an aligned index', () => {
    const closes = Array.from({ length: 20 }, (_, i) => 100 + i);
    const index = closes.map((_, i) => (i === 12 ? null : 1000 + 10 * i));
    const result = runStrategyBacktest({
      bars: bars(closes),
      strategy: { kind: 'sma_crossover', fast: 2, slow: 5 },
      startIndex: 10,
      initialCapital: 10_000,
      execution: 'same_close',
      costs: NO_COSTS,
      benchmark: { name: 'NIFTY 50', closes: index },
    });
    expect(result.from).toBe(day(10));
    expect(result.bars).toBe(10);
    expect(result.trades[0]!.entryDate).toBe(day(10));
    expect(result.benchmark.name).toBe('NIFTY 50');
    expect(result.curve[0]!.benchmark).toBe(10_000);
    expect(result.curve[2]!.benchmark).toBe(result.curve[1]!.benchmark); // the missing index bar carries over
    expect(result.curve[9]!.benchmark).toBeCloseTo((10_000 * 1190) / 1100, 9);
  });
});

describe('backtest request', () => {
  it('fills defaults and rejects fast >= slow and buyBelow >= sellAbove', () => {
    const parsed = tradingBacktestRequest.parse({ symbol: 'TCS', strategy: { kind: 'sma_crossover' } });
    expect(parsed).toMatchObject({ strategy: { fast: 50, slow: 200 }, initialCapital: 100_000, execution: 'next_open', costs: DELIVERY_COSTS, benchmark: 'symbol', riskFreeRatePct: 6.5 });
    const bad = strategySchema.safeParse({ kind: 'sma_crossover', fast: 50, slow: 20 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('the fast period must be shorter than the slow period');
    expect(strategySchema.safeParse({ kind: 'rsi_reversion', buyBelow: 70, sellAbove: 30 }).error?.issues[0]?.message).toBe('buy below must be lower than sell above');
    expect(strategySchema.safeParse({ kind: 'macd' }).success).toBe(false);
  });
});
