import { type CostModel, DEFAULT_RISK_FREE_RATE_PCT, type ExecutionTiming } from './constants';
import { affordableQuantity, fillPrice, orderCharges, orderValuePaise } from './costs';
import { closesOf, rsiSeries, smaSeries, superTrendSeries, type TradingBar } from './indicators';
import { type CurveMetrics, curveMetrics } from './metrics';
import type { StrategyParams } from './schemas';

/**
 * Long-only backtest of one strategy on daily bars.
 *
 * - A strategy decides at each close whether it wants to hold the stock (see `positionWanted`).
 * - Execution `next_open` (default): a decision taken at day t's close fills at day t+1's open (the close
 *   when a bar has no open); nothing can trade on the last bar's decision. `same_close`: it fills at the
 *   same close (optimistic: the close is only known once it can no longer be traded at).
 * - Entries invest all the cash in whole shares (charges included); exits sell everything.
 * - Costs per order from the cost model (brokerage, STT) and slippage on the fill price; cash is kept in
 *   integer paise. An open position at the end is valued at the last close, not sold, and listed as open.
 * - Indicators are computed over all the bars given; trading starts at `startIndex`, so bars before it
 *   only warm the indicators up.
 * - The benchmark is held from the first close of the test window without costs: the same symbol by
 *   default, or the aligned closes given (an index).
 */

export interface StrategyTrade {
  entryDate: string;
  entryPrice: number;
  exitDate: string | null;
  exitPrice: number | null;
  quantity: number;
  /** Charges of both orders (rupees). */
  costs: number;
  /** Net of all charges (rupees); open trades: against the last close, before the sell charges. */
  pnl: number;
  /** pnl / (buy value + buy charges). */
  returnPct: number;
  /** Bars from the entry to the exit (or the last bar). */
  bars: number;
  open: boolean;
}

export interface EquityPoint {
  date: string;
  equity: number;
  benchmark: number;
}

export interface StrategyMetrics extends CurveMetrics {
  /** Closed trades with a positive net result / closed trades; null before the first closed trade. */
  winRate: number | null;
  trades: number;
  /** Share of bars spent holding the stock. */
  exposure: number;
  /** Brokerage + STT paid (rupees). */
  totalCosts: number;
}

export interface StrategyBacktestInput {
  bars: readonly TradingBar[];
  strategy: StrategyParams;
  startIndex?: number;
  initialCapital: number;
  execution: ExecutionTiming;
  costs: CostModel;
  riskFreeRatePct?: number;
  /** Benchmark closes aligned with `bars` (null where it has no bar: the last one carries over). */
  benchmark?: { name: string; closes: readonly (number | null)[] };
}

export interface StrategyBacktestResult {
  from: string;
  to: string;
  bars: number;
  metrics: StrategyMetrics;
  benchmark: { name: string; metrics: CurveMetrics };
  curve: EquityPoint[];
  trades: StrategyTrade[];
}

/** Whether the strategy wants to hold at each bar's close (computed over all bars, warm-up included). */
export function positionWanted(bars: readonly TradingBar[], strategy: StrategyParams): boolean[] {
  const closes = closesOf(bars);
  switch (strategy.kind) {
    case 'buy_and_hold':
      return bars.map(() => true);
    case 'sma_crossover': {
      // Hold while the fast SMA is above the slow one: in from the cross up, out at the cross down.
      const fast = smaSeries(closes, strategy.fast);
      const slow = smaSeries(closes, strategy.slow);
      return bars.map((_, i) => fast[i] != null && slow[i] != null && fast[i]! > slow[i]!);
    }
    case 'rsi_reversion': {
      // Buy when RSI falls below buyBelow, sell when it rises above sellAbove; in between, keep what we have.
      const rsi = rsiSeries(closes, strategy.period);
      let holding = false;
      return rsi.map((value) => {
        if (value != null && value < strategy.buyBelow) holding = true;
        else if (value != null && value > strategy.sellAbove) holding = false;
        return holding;
      });
    }
    case 'supertrend': {
      const st = superTrendSeries(bars, strategy.period, strategy.multiplier);
      return st.direction.map((d) => d === 1);
    }
  }
}

const rupees = (paise: number) => paise / 100;

export function runStrategyBacktest(input: StrategyBacktestInput): StrategyBacktestResult {
  const { bars, costs, execution } = input;
  const start = input.startIndex ?? 0;
  if (start < 0 || start >= bars.length) throw new Error('startIndex is outside the bars');
  const wanted = positionWanted(bars, input.strategy);

  let cash = Math.round(input.initialCapital * 100);
  let quantity = 0;
  let totalCosts = 0;
  let barsHeld = 0;
  let entry: { date: string; price: number; index: number; paid: number; charges: number } | null = null;
  const trades: StrategyTrade[] = [];
  const curve: EquityPoint[] = [];

  const buy = (index: number, price: number) => {
    const fill = fillPrice('buy', price, costs);
    const q = affordableQuantity(cash, fill, costs);
    if (q === 0) return;
    const value = orderValuePaise(q, fill);
    const charges = orderCharges('buy', value, costs).total;
    cash -= value + charges;
    totalCosts += charges;
    quantity = q;
    entry = { date: bars[index]!.date, price: fill, index, paid: value + charges, charges };
  };
  const sell = (index: number, price: number) => {
    if (!entry || quantity === 0) return;
    const fill = fillPrice('sell', price, costs);
    const value = orderValuePaise(quantity, fill);
    const charges = orderCharges('sell', value, costs).total;
    cash += value - charges;
    totalCosts += charges;
    const net = value - charges - entry.paid;
    trades.push({
      entryDate: entry.date,
      entryPrice: entry.price,
      exitDate: bars[index]!.date,
      exitPrice: fill,
      quantity,
      costs: rupees(entry.charges + charges),
      pnl: rupees(net),
      returnPct: net / entry.paid,
      bars: index - entry.index,
      open: false,
    });
    quantity = 0;
    entry = null;
  };
  const act = (index: number, price: number, want: boolean) => {
    if (want && quantity === 0) buy(index, price);
    else if (!want && quantity > 0) sell(index, price);
  };

  // Benchmark: the same symbol's closes unless an aligned series is given; gaps carry the last value.
  const benchmarkCloses = input.benchmark?.closes ?? closesOf(bars);
  let benchmarkBase: number | null = null;
  let benchmarkLast: number | null = null;
  for (let i = start; i >= 0 && benchmarkLast === null; i--) benchmarkLast = benchmarkCloses[i] ?? null;

  for (let i = start; i < bars.length; i++) {
    const bar = bars[i]!;
    if (execution === 'next_open' && i > start) act(i, bar.open ?? bar.close, wanted[i - 1]!);
    if (execution === 'same_close') act(i, bar.close, wanted[i]!);
    if (quantity > 0) barsHeld++;
    benchmarkLast = benchmarkCloses[i] ?? benchmarkLast;
    if (benchmarkBase === null && benchmarkLast !== null) benchmarkBase = benchmarkLast;
    const benchmarkValue = benchmarkBase && benchmarkLast ? (input.initialCapital * benchmarkLast) / benchmarkBase : input.initialCapital;
    curve.push({ date: bar.date, equity: rupees(cash + orderValuePaise(quantity, bar.close)), benchmark: benchmarkValue });
  }

  const lastIndex = bars.length - 1;
  const held = entry as { date: string; price: number; index: number; paid: number; charges: number } | null;
  if (held && quantity > 0) {
    const lastClose = bars[lastIndex]!.close;
    const net = orderValuePaise(quantity, lastClose) - held.paid;
    trades.push({
      entryDate: held.date,
      entryPrice: held.price,
      exitDate: null,
      exitPrice: null,
      quantity,
      costs: rupees(held.charges),
      pnl: rupees(net),
      returnPct: net / held.paid,
      bars: lastIndex - held.index,
      open: true,
    });
  }

  const dates = curve.map((p) => p.date);
  const riskFree = input.riskFreeRatePct ?? DEFAULT_RISK_FREE_RATE_PCT;
  const closed = trades.filter((t) => !t.open);
  return {
    from: bars[start]!.date,
    to: bars[lastIndex]!.date,
    bars: curve.length,
    metrics: {
      ...curveMetrics(
        dates,
        curve.map((p) => p.equity),
        riskFree,
      ),
      winRate: closed.length > 0 ? closed.filter((t) => t.pnl > 0).length / closed.length : null,
      trades: trades.length,
      exposure: curve.length > 0 ? barsHeld / curve.length : 0,
      totalCosts: rupees(totalCosts),
    },
    benchmark: {
      name: input.benchmark?.name ?? 'Buy and hold',
      metrics: curveMetrics(
        dates,
        curve.map((p) => p.benchmark),
        riskFree,
      ),
    },
    curve,
    trades,
  };
}
