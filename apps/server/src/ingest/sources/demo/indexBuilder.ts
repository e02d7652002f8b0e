/**
 * The demo indices: which companies they hold (by rank among the Indian listings, or the largest banks
 * and IT companies), their weights (by market capitalisation), and their daily levels. A level is the
 * previous level times the day's change of the constituents' total market value, counting only
 * constituents that traded on both days (chain-linking, so a listing within the window does not jump the
 * index); the first day of the window is the base, 1000. Constituents always get full price histories.
 */
import type { CompanyPlan } from './companyFactory';
import type { Bars } from './movingAverages';
import { isBank, isIt } from './taxonomy';

export interface IndexDefinition {
  name: string;
  select: (indianByRank: readonly CompanyPlan[]) => CompanyPlan[];
}

export const INDEX_BASE = 1000;

export const INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  { name: 'NIFTY 50', select: (p) => p.slice(0, 50) },
  { name: 'NIFTY NEXT 50', select: (p) => p.slice(50, 100) },
  { name: 'NIFTY 100', select: (p) => p.slice(0, 100) },
  { name: 'NIFTY MIDCAP 150', select: (p) => p.slice(100, 250) },
  { name: 'NIFTY BANK', select: (p) => p.filter((c) => isBank(c.industry)).slice(0, 12) },
  { name: 'NIFTY IT', select: (p) => p.filter((c) => isIt(c.industry)).slice(0, 10) },
];

export interface DemoIndex {
  name: string;
  constituents: CompanyPlan[];
  /** Weight in % by market capitalisation, parallel to constituents. */
  weights: number[];
  /** Sums over constituents per trading day (index into the calendar). */
  close: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  volume: Float64Array;
  /** Today's value and yesterday's value of constituents that traded on both days. */
  linkedToday: Float64Array;
  linkedYesterday: Float64Array;
}

/** Picks constituents (only indices with at least one) and marks them for full price histories. */
export function defineIndices(plans: readonly CompanyPlan[], days: number): DemoIndex[] {
  const indian = plans.filter((p) => p.country === 'IN').sort((a, b) => a.inRank - b.inRank);
  const out: DemoIndex[] = [];
  for (const def of INDEX_DEFINITIONS) {
    const constituents = def.select(indian);
    if (constituents.length === 0) continue;
    constituents.forEach((c) => (c.fullHistory = true));
    const total = constituents.reduce((s, c) => s + c.marketCap, 0);
    out.push({
      name: def.name,
      constituents,
      weights: constituents.map((c) => Math.round((c.marketCap / total) * 1e4) / 100),
      close: new Float64Array(days),
      open: new Float64Array(days),
      high: new Float64Array(days),
      low: new Float64Array(days),
      volume: new Float64Array(days),
      linkedToday: new Float64Array(days),
      linkedYesterday: new Float64Array(days),
    });
  }
  return out;
}

/** Adds a constituent's bars (starting at calendar index `from`) to an index's daily sums. */
export function accumulate(index: DemoIndex, shares: number, bars: Bars, from: number): void {
  const add = (sums: Float64Array, i: number, value: number) => (sums[i] = (sums[i] as number) + value);
  for (let k = 0; k < bars.close.length; k++) {
    const i = from + k;
    add(index.close, i, shares * (bars.close[k] as number));
    add(index.open, i, shares * (bars.open[k] as number));
    add(index.high, i, shares * (bars.high[k] as number));
    add(index.low, i, shares * (bars.low[k] as number));
    add(index.volume, i, bars.volume[k] as number);
    if (k > 0) {
      add(index.linkedToday, i, shares * (bars.close[k] as number));
      add(index.linkedYesterday, i, shares * (bars.close[k - 1] as number));
    }
  }
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The index's daily bars over the calendar (days with no constituent trading repeat the last level). */
export function indexBars(index: DemoIndex, calendarDays: Int32Array): Bars {
  const n = calendarDays.length;
  const bars: Bars = {
    days: calendarDays.slice(),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  let level = INDEX_BASE;
  for (let i = 0; i < n; i++) {
    const yesterday = index.linkedYesterday[i] as number;
    if (i > 0 && yesterday > 0) level *= (index.linkedToday[i] as number) / yesterday;
    const total = index.close[i] as number;
    const shape = (sum: Float64Array) => (total > 0 ? (sum[i] as number) / total : 1);
    bars.close[i] = round2(level);
    bars.open[i] = round2(level * shape(index.open));
    bars.high[i] = round2(level * shape(index.high));
    bars.low[i] = round2(level * shape(index.low));
    bars.volume[i] = index.volume[i] as number;
  }
  return bars;
}
