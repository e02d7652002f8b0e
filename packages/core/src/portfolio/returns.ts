import { type Cashflow, xirr } from '../finance/xirr';
import type { Trade } from './types';

/** The money a trade moved from the investor's point of view: a buy is paid out (negative), a sell received. */
export function tradeCashflow(trade: Trade): Cashflow {
  const gross = trade.quantity * trade.price;
  return { date: trade.date, amount: trade.side === 'buy' ? -(gross + trade.charges) : gross - trade.charges };
}

/**
 * XIRR of trades with what is still held counted as received at `value` on `asOf`. Null when it cannot be
 * computed (no money in, or nothing out and nothing held).
 */
export function portfolioXirr(trades: readonly Trade[], value: number, asOf: string): number | null {
  const flows = trades.map(tradeCashflow);
  if (value > 0) flows.push({ date: asOf, amount: value });
  return xirr(flows);
}

/** A benchmark's closes, oldest first. */
export interface IndexClose {
  date: string;
  close: number;
}

export type BenchmarkResult =
  | { ok: true; xirr: number | null; value: number; asOf: string }
  | { ok: false; reason: string };

/** The last close on or before `date` (binary search), or null when the series starts later. */
export function closeOnOrBefore(closes: readonly IndexClose[], date: string): IndexClose | null {
  let low = 0;
  let high = closes.length - 1;
  let found: IndexClose | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (closes[mid]!.date <= date) {
      found = closes[mid]!;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * The same cash flows put into (and taken out of) an index on the same days at its close (the last close on
 * or before a day without one), valued at its close on `asOf`: "had every rupee gone into NIFTY 50".
 */
export function benchmarkReturn(flows: readonly Cashflow[], closes: readonly IndexClose[], asOf: string, name: string): BenchmarkResult {
  if (closes.length === 0) return { ok: false, reason: `No ${name} closes are stored.` };
  let units = 0;
  const benchmarkFlows: Cashflow[] = [];
  for (const flow of flows) {
    const close = closeOnOrBefore(closes, flow.date);
    if (!close) return { ok: false, reason: `${name}'s stored closes start on ${closes[0]!.date}, after your first trade on ${flow.date}.` };
    units -= flow.amount / close.close;
    benchmarkFlows.push(flow);
  }
  const last = closeOnOrBefore(closes, asOf)!;
  const value = Math.max(0, units) * last.close;
  if (value > 0) benchmarkFlows.push({ date: asOf, amount: value });
  return { ok: true, xirr: xirr(benchmarkFlows), value, asOf: last.date };
}
