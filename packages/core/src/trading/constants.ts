/**
 * Defaults of the trading agent (indicators, signals, backtests). Periods follow what Kite and TradingView
 * open with; costs follow Zerodha's published equity charges (brokerage and STT only; exchange charges,
 * SEBI fees, GST and stamp duty are small and left out).
 */

export const INDICATOR_DEFAULTS = {
  sma: { period: 20 },
  ema: { period: 20 },
  rsi: { period: 14 },
  macd: { fast: 12, slow: 26, signal: 9 },
  bollinger: { period: 20, stdDev: 2 },
  atr: { period: 14 },
  superTrend: { period: 10, multiplier: 3 },
} as const;

/** Limits on indicator parameters (the API rejects anything outside them). */
export const INDICATOR_LIMITS = {
  period: { min: 2, max: 500 },
  stdDev: { min: 0.1, max: 10 },
  multiplier: { min: 0.1, max: 20 },
} as const;

export const SIGNAL_DEFAULTS = {
  rsiPeriod: 14,
  rsiOversold: 30,
  rsiOverbought: 70,
  /** A cross counts as news when it happened on one of the last this many bars. */
  crossWithinBars: 5,
  smaFast: 50,
  smaSlow: 200,
} as const;

/** Bars the signals need: SMA 200 plus the cross look-back plus a margin for the EMAs to settle. */
export const SIGNAL_BARS = 260;

/** Trading days per year used to annualise daily figures (Sharpe ratio, volatility). */
export const TRADING_DAYS_PER_YEAR = 252;

/** Annual risk-free rate for the Sharpe ratio, in % (about the 91-day T-bill / repo level). */
export const DEFAULT_RISK_FREE_RATE_PCT = 6.5;

export const DEFAULT_INITIAL_CAPITAL = 100_000;

/**
 * Charges per order, in %. Brokerage is `pct` % of the order value plus `flat` rupees, capped at `cap`
 * rupees per order when `cap` is set. STT is charged on the buy and/or the sell value.
 */
export interface CostModel {
  brokeragePct: number;
  brokerageFlat: number;
  brokerageCap: number | null;
  sttBuyPct: number;
  sttSellPct: number;
  /** Price moved against us on every fill, in % (0.05 = 5 basis points). */
  slippagePct: number;
}

/** Zerodha equity delivery (CNC): no brokerage; STT 0.1% on buy and on sell. */
export const DELIVERY_COSTS: CostModel = {
  brokeragePct: 0,
  brokerageFlat: 0,
  brokerageCap: null,
  sttBuyPct: 0.1,
  sttSellPct: 0.1,
  slippagePct: 0,
};

/** Zerodha equity intraday (MIS): 0.03% or ₹20 per order, whichever is lower; STT 0.025% on the sell side. */
export const INTRADAY_COSTS: CostModel = {
  brokeragePct: 0.03,
  brokerageFlat: 0,
  brokerageCap: 20,
  sttBuyPct: 0,
  sttSellPct: 0.025,
  slippagePct: 0,
};

export const COST_PRESETS = { delivery: DELIVERY_COSTS, intraday: INTRADAY_COSTS } as const;
export type CostPreset = keyof typeof COST_PRESETS;

/** Strategy defaults (the form opens with these). */
export const STRATEGY_DEFAULTS = {
  sma_crossover: { fast: 50, slow: 200 },
  rsi_reversion: { period: 14, buyBelow: 30, sellAbove: 70 },
  supertrend: { period: 10, multiplier: 3 },
  buy_and_hold: {},
} as const;

export const STRATEGY_LABELS = {
  sma_crossover: 'SMA crossover',
  rsi_reversion: 'RSI mean reversion',
  supertrend: 'SuperTrend following',
  buy_and_hold: 'Buy and hold',
} as const;

export type StrategyKind = keyof typeof STRATEGY_LABELS;
export const STRATEGY_KINDS = Object.keys(STRATEGY_LABELS) as StrategyKind[];

export const EXECUTION_LABELS = {
  next_open: "Next day's open",
  same_close: "Same day's close",
} as const;
export type ExecutionTiming = keyof typeof EXECUTION_LABELS;

/** Fewer bars than this in the test window and a backtest says nothing useful. */
export const STRATEGY_MIN_BARS = 30;
