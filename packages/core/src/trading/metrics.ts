import { maxDrawdown } from '../finance/drawdown';
import { DEFAULT_RISK_FREE_RATE_PCT, TRADING_DAYS_PER_YEAR } from './constants';

/** Performance figures of a daily value curve. Fractions throughout (0.12 = 12%). */
export interface CurveMetrics {
  startValue: number;
  finalValue: number;
  totalReturn: number;
  /** Compound annual growth over the calendar time between the first and the last date; null under a day. */
  cagr: number | null;
  maxDrawdown: {
    value: number;
    /** The peak before the deepest fall, its trough, and the first date back at the peak (null: not yet). */
    peakDate: string | null;
    troughDate: string | null;
    recoveryDate: string | null;
  };
  /** Annualised volatility of daily returns (sample standard deviation × √252). */
  volatility: number | null;
  /** (mean daily return - daily risk-free) / sample std of daily returns × √252; null when flat or too short. */
  sharpe: number | null;
}

const DAY_MS = 86_400_000;

export function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS / 365.25;
}

export function compoundAnnualGrowth(startValue: number, endValue: number, years: number): number | null {
  if (!(years > 0) || startValue <= 0 || endValue < 0) return null;
  return (endValue / startValue) ** (1 / years) - 1;
}

/** Daily simple returns of a value series. */
export function dailyReturns(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < values.length; i++) {
    const before = values[i - 1]!;
    if (before > 0) out.push(values[i]! / before - 1);
  }
  return out;
}

/** Sharpe ratio of daily returns, annualised with √252; the annual risk-free rate is converted to a daily one. */
export function sharpeRatio(returns: readonly number[], riskFreeRatePct: number = DEFAULT_RISK_FREE_RATE_PCT): number | null {
  if (returns.length < 2) return null;
  const dailyRiskFree = (1 + riskFreeRatePct / 100) ** (1 / TRADING_DAYS_PER_YEAR) - 1;
  const excess = returns.map((r) => r - dailyRiskFree);
  const mean = excess.reduce((a, b) => a + b, 0) / excess.length;
  const sd = sampleStdDev(excess);
  if (sd === null || sd < 1e-12) return null;
  return (mean / sd) * Math.sqrt(TRADING_DAYS_PER_YEAR);
}

function sampleStdDev(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance);
}

export function curveMetrics(dates: readonly string[], values: readonly number[], riskFreeRatePct: number = DEFAULT_RISK_FREE_RATE_PCT): CurveMetrics {
  const startValue = values[0] ?? 0;
  const finalValue = values[values.length - 1] ?? 0;
  const dd = maxDrawdown(values);
  let recoveryDate: string | null = null;
  if (dd.maxDrawdown > 0) {
    const peak = values[dd.peakIndex]!;
    for (let i = dd.troughIndex + 1; i < values.length; i++) {
      if (values[i]! >= peak) {
        recoveryDate = dates[i]!;
        break;
      }
    }
  }
  const returns = dailyReturns(values);
  const sd = sampleStdDev(returns);
  const first = dates[0];
  const lastDate = dates[dates.length - 1];
  return {
    startValue,
    finalValue,
    totalReturn: startValue > 0 ? finalValue / startValue - 1 : 0,
    cagr: first && lastDate ? compoundAnnualGrowth(startValue, finalValue, yearsBetween(first, lastDate)) : null,
    maxDrawdown: {
      value: dd.maxDrawdown,
      peakDate: dd.maxDrawdown > 0 ? dates[dd.peakIndex]! : null,
      troughDate: dd.maxDrawdown > 0 ? dates[dd.troughIndex]! : null,
      recoveryDate,
    },
    volatility: sd === null ? null : sd * Math.sqrt(TRADING_DAYS_PER_YEAR),
    sharpe: sharpeRatio(returns, riskFreeRatePct),
  };
}
