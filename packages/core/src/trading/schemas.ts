import { z } from 'zod';
import { DEFAULT_INITIAL_CAPITAL, DEFAULT_RISK_FREE_RATE_PCT, DELIVERY_COSTS, INDICATOR_LIMITS, STRATEGY_DEFAULTS } from './constants';

/** The body of POST /api/trading/backtest: validated by the server, typed by the strategy form. */

const period = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(INDICATOR_LIMITS.period.min, `${name} must be at least ${INDICATOR_LIMITS.period.min}`)
    .max(INDICATOR_LIMITS.period.max, `${name} must be at most ${INDICATOR_LIMITS.period.max}`);

const rsiLevel = (name: string) =>
  z.number({ error: `${name} must be a number` }).gt(0, `${name} must be above 0`).lt(100, `${name} must be below 100`);

const pct = (name: string, max: number) =>
  z.number({ error: `${name} must be a number` }).min(0, `${name} must not be negative`).max(max, `${name} must be at most ${max}%`);

const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2020-01-31`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${name} is not a valid date`);

export const strategySchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('sma_crossover'), fast: period('fast').default(STRATEGY_DEFAULTS.sma_crossover.fast), slow: period('slow').default(STRATEGY_DEFAULTS.sma_crossover.slow) })
      .refine((s) => s.fast < s.slow, { message: 'the fast period must be shorter than the slow period', path: ['fast'] }),
    z
      .object({
        kind: z.literal('rsi_reversion'),
        period: period('period').default(STRATEGY_DEFAULTS.rsi_reversion.period),
        buyBelow: rsiLevel('buyBelow').default(STRATEGY_DEFAULTS.rsi_reversion.buyBelow),
        sellAbove: rsiLevel('sellAbove').default(STRATEGY_DEFAULTS.rsi_reversion.sellAbove),
      })
      .refine((s) => s.buyBelow < s.sellAbove, { message: 'buy below must be lower than sell above', path: ['buyBelow'] }),
    z.object({
      kind: z.literal('supertrend'),
      period: period('period').default(STRATEGY_DEFAULTS.supertrend.period),
      multiplier: z
        .number({ error: 'multiplier must be a number' })
        .min(INDICATOR_LIMITS.multiplier.min, `multiplier must be at least ${INDICATOR_LIMITS.multiplier.min}`)
        .max(INDICATOR_LIMITS.multiplier.max, `multiplier must be at most ${INDICATOR_LIMITS.multiplier.max}`)
        .default(STRATEGY_DEFAULTS.supertrend.multiplier),
    }),
    z.object({ kind: z.literal('buy_and_hold') }),
  ],
  { error: 'strategy.kind must be one of sma_crossover, rsi_reversion, supertrend, buy_and_hold' },
);
export type StrategyParams = z.infer<typeof strategySchema>;

export const costModelSchema = z.object({
  brokeragePct: pct('brokeragePct', 5).default(DELIVERY_COSTS.brokeragePct),
  brokerageFlat: z.number({ error: 'brokerageFlat must be a number' }).min(0, 'brokerageFlat must not be negative').max(1000, 'brokerageFlat must be at most ₹1,000').default(DELIVERY_COSTS.brokerageFlat),
  brokerageCap: z.number({ error: 'brokerageCap must be a number' }).min(0, 'brokerageCap must not be negative').max(100_000, 'brokerageCap is too large').nullable().default(DELIVERY_COSTS.brokerageCap),
  sttBuyPct: pct('sttBuyPct', 5).default(DELIVERY_COSTS.sttBuyPct),
  sttSellPct: pct('sttSellPct', 5).default(DELIVERY_COSTS.sttSellPct),
  slippagePct: pct('slippagePct', 5).default(DELIVERY_COSTS.slippagePct),
});

export const tradingBacktestRequest = z
  .object({
    symbol: z.string({ error: 'symbol is required' }).trim().min(1, 'symbol is required').max(50, 'symbol must be at most 50 characters'),
    strategy: strategySchema,
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
    initialCapital: z
      .number({ error: 'initialCapital must be a number' })
      .min(1000, 'initialCapital must be at least ₹1,000')
      .max(1_000_000_000, 'initialCapital must be at most ₹1,00,00,00,000')
      .default(DEFAULT_INITIAL_CAPITAL),
    execution: z.enum(['next_open', 'same_close'], { error: 'execution must be next_open or same_close' }).default('next_open'),
    costs: costModelSchema.default(DELIVERY_COSTS),
    /** 'symbol' (buy-and-hold of the same symbol) or an index name such as NIFTY 50. */
    benchmark: z.string().trim().min(1, 'benchmark must not be empty').max(100, 'benchmark must be at most 100 characters').default('symbol'),
    riskFreeRatePct: z.number({ error: 'riskFreeRatePct must be a number' }).min(0, 'riskFreeRatePct must not be negative').max(50, 'riskFreeRatePct must be at most 50').default(DEFAULT_RISK_FREE_RATE_PCT),
  })
  .refine((b) => !b.from || !b.to || b.from < b.to, { message: 'from must be before to', path: ['from'] });
export type TradingBacktestRequest = z.infer<typeof tradingBacktestRequest>;
export type TradingBacktestRequestInput = z.input<typeof tradingBacktestRequest>;
