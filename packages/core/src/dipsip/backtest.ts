import { z } from 'zod';
import { maxDrawdown } from '../finance/drawdown';
import { type Cashflow, xirr } from '../finance/xirr';

/**
 * DipSIP backtest: "How would this have done?" over an ETF's daily closes, DipSIP against a plain monthly
 * SIP of the same total cash. Pure and O(days): one pass for each strategy plus two XIRRs.
 *
 * Rules (all at the day's close, no costs, no taxes, cash not yet invested earns nothing):
 * - DipSIP buys `amount` rupees of the ETF on each day whose close fell by at least `triggerPct` % from the
 *   previous close. With `monthlyCap` it spends at most that many rupees per calendar month (the buy that
 *   would cross the cap is cut to what is left). With `monthEndFallback`, on the last trading day of a
 *   month without any dip buy it buys `amount` anyway (capped too). The last bar of the data is not
 *   treated as a month end: its month may not be over.
 * - The plain SIP invests the SAME total cash DipSIP invested, split equally over the first trading day of
 *   every calendar month in the period, so both strategies put in exactly the same money and only the
 *   timing differs (XIRR weighs that timing).
 * - Units are fractional (rupees / close): real orders buy whole units, which would leave small cash
 *   remainders on both sides; fractional units keep the comparison about timing alone.
 * - Both portfolios are marked to market at every close. Maximum drawdown is measured on that value curve
 *   (contributions soften it, the same way for both).
 */

export interface BacktestBar {
  /** YYYY-MM-DD */
  date: string;
  close: number;
}

export interface DipSipBacktestInput {
  /** Daily bars, oldest first. */
  bars: readonly BacktestBar[];
  /** Rupees per dip buy. */
  amount: number;
  /** Fall from the previous close, in %, that triggers a buy (2 = 2%). */
  triggerPct: number;
  /** At most this many rupees per calendar month; null or undefined: no cap. */
  monthlyCap?: number | null;
  /** Buy `amount` on the last trading day of a month with no dip buy. */
  monthEndFallback?: boolean;
}

export interface BacktestCurvePoint {
  date: string;
  /** Market value at the close. */
  value: number;
  /** Cash put in so far. */
  invested: number;
}

export interface StrategyResult {
  invested: number;
  units: number;
  finalValue: number;
  /** Annualised, 0.12 = 12%; null when there is nothing to compute it from. */
  xirr: number | null;
  /** Largest fall of the value curve from a peak, 0.25 = 25%. */
  maxDrawdown: number;
  buys: number;
  curve: BacktestCurvePoint[];
}

export type BacktestVerdict = 'dip_won' | 'sip_won' | 'tie';

export interface DipSipBacktestResult {
  dip: StrategyResult;
  sip: StrategyResult;
  verdict: BacktestVerdict;
  /** dip.xirr - sip.xirr (fraction, 0.003 = 0.3 percentage points); null when either XIRR is null. */
  xirrDifference: number | null;
}

/** XIRRs closer than this (0.005 percentage points) count as a tie: they print the same at 2 decimals. */
export const BACKTEST_TIE_XIRR = 0.00005;

/** Published studies: dip rules add about 0 to 0.3% XIRR over a plain SIP (anchors section 4.2). */
export const DIP_EDGE_PUBLISHED = 'Published studies find dip rules add about 0 to 0.3% XIRR at best';

const EPSILON = 1e-9;

export function runDipSipBacktest(input: DipSipBacktestInput): DipSipBacktestResult {
  const { bars, amount, triggerPct } = input;
  const cap = input.monthlyCap != null && input.monthlyCap > 0 ? input.monthlyCap : null;
  const fallback = input.monthEndFallback === true;
  const n = bars.length;

  // Month of each bar as a number (year * 12 + month), compared instead of strings.
  const months = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const date = bars[i]!.date;
    months[i] = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  }

  // DipSIP.
  const dipBuys = new Float64Array(n);
  let spentThisMonth = 0;
  let boughtThisMonth = false;
  let dipTotal = 0;
  const buy = (i: number, rupees: number) => {
    const spend = cap === null ? rupees : Math.min(rupees, cap - spentThisMonth);
    if (spend <= EPSILON) return;
    dipBuys[i] = (dipBuys[i] ?? 0) + spend;
    spentThisMonth += spend;
    dipTotal += spend;
    boughtThisMonth = true;
  };
  for (let i = 0; i < n; i++) {
    if (i > 0 && months[i] !== months[i - 1]) {
      spentThisMonth = 0;
      boughtThisMonth = false;
    }
    const close = bars[i]!.close;
    if (i > 0) {
      const previous = bars[i - 1]!.close;
      const fallPct = ((previous - close) / previous) * 100;
      if (previous > 0 && fallPct >= triggerPct - EPSILON) buy(i, amount);
    }
    const monthEnd = i < n - 1 && months[i + 1] !== months[i];
    if (fallback && monthEnd && !boughtThisMonth) buy(i, amount);
  }

  // Plain SIP: the same total, equal parts on the first trading day of each month.
  let monthCount = 0;
  for (let i = 0; i < n; i++) if (i === 0 || months[i] !== months[i - 1]) monthCount++;
  const sipInstalment = monthCount > 0 ? dipTotal / monthCount : 0;
  const sipBuys = new Float64Array(n);
  if (sipInstalment > 0) {
    for (let i = 0; i < n; i++) if (i === 0 || months[i] !== months[i - 1]) sipBuys[i] = sipInstalment;
  }

  const dip = simulate(bars, dipBuys);
  const sip = simulate(bars, sipBuys);
  let xirrDifference: number | null = null;
  let verdict: BacktestVerdict = 'tie';
  if (dip.xirr !== null && sip.xirr !== null) {
    xirrDifference = dip.xirr - sip.xirr;
    if (xirrDifference > BACKTEST_TIE_XIRR) verdict = 'dip_won';
    else if (xirrDifference < -BACKTEST_TIE_XIRR) verdict = 'sip_won';
  } else if (dip.invested > 0) {
    const diff = dip.finalValue - sip.finalValue;
    if (Math.abs(diff) > 0.005) verdict = diff > 0 ? 'dip_won' : 'sip_won';
  }
  return { dip, sip, verdict, xirrDifference };
}

/** Buys `rupees[i]` at close i, marks to market daily, and computes XIRR and drawdown. */
function simulate(bars: readonly BacktestBar[], rupees: Float64Array): StrategyResult {
  const n = bars.length;
  const curve: BacktestCurvePoint[] = new Array(n);
  const values = new Float64Array(n);
  const flows: Cashflow[] = [];
  let units = 0;
  let invested = 0;
  let buys = 0;
  for (let i = 0; i < n; i++) {
    const bar = bars[i]!;
    const spend = rupees[i]!;
    if (spend > 0 && bar.close > 0) {
      units += spend / bar.close;
      invested += spend;
      buys += 1;
      flows.push({ date: bar.date, amount: -spend });
    }
    const value = units * bar.close;
    values[i] = value;
    curve[i] = { date: bar.date, value, invested };
  }
  const last = bars[n - 1];
  const finalValue = last ? units * last.close : 0;
  if (last && finalValue > 0) flows.push({ date: last.date, amount: finalValue });
  return {
    invested,
    units,
    finalValue,
    xirr: invested > 0 ? xirr(flows) : null,
    maxDrawdown: maxDrawdown(values).maxDrawdown,
    buys,
    curve,
  };
}

// ---- HTTP contract (GET /api/dipsip/backtest) -------------------------------------------------------

export const BACKTEST_YEARS = [5, 10, 15] as const;
/** Fewer daily bars than this and a backtest says nothing useful. */
export const BACKTEST_MIN_BARS = 60;

const emptyToUndefined = (value: unknown) => (value === '' || value === null || value === 'null' ? undefined : value);

/** Query of GET /api/dipsip/backtest. */
export const dipSipBacktestQuery = z.object({
  symbol: z
    .string()
    .trim()
    .min(1, 'symbol is required')
    .max(40, 'symbol must be at most 40 characters')
    .transform((s) => s.toUpperCase()),
  amount: z.coerce.number().positive('amount must be more than 0').max(10_000_000, 'amount must be at most 1,00,00,000'),
  trigger: z.coerce.number().positive('trigger must be more than 0').max(50, 'trigger must be at most 50'),
  monthlyCap: z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive('monthlyCap must be more than 0').max(100_000_000, 'monthlyCap is too large').optional(),
  ),
  monthEndFallback: z
    .enum(['true', 'false'], { message: 'monthEndFallback must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  years: z.coerce.number().int('years must be a whole number').min(1, 'years must be at least 1').max(30, 'years must be at most 30').default(15),
});
export type DipSipBacktestQuery = z.infer<typeof dipSipBacktestQuery>;

/** Answer of GET /api/dipsip/backtest. */
export interface DipSipBacktestResponse extends DipSipBacktestResult {
  symbol: string;
  /** First and last bar used. */
  from: string;
  to: string;
  /** Number of daily bars used. */
  bars: number;
  amount: number;
  trigger: number;
  monthlyCap: number | null;
  monthEndFallback: boolean;
  years: number;
}

/**
 * Every k-th point of a value curve so that at most `maxPoints` remain, always keeping the last one:
 * a 15-year daily curve has ~3,700 points, more than a chart has pixels and a lot of JSON to send.
 */
export function thinCurve<T>(curve: readonly T[], maxPoints: number): T[] {
  if (curve.length <= maxPoints) return [...curve];
  const step = Math.ceil(curve.length / maxPoints);
  const out: T[] = [];
  for (let i = 0; i < curve.length; i += step) out.push(curve[i]!);
  if (out[out.length - 1] !== curve[curve.length - 1]) out.push(curve[curve.length - 1]!);
  return out;
}
