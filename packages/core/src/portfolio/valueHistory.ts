import type { DatedClose } from '../market/corporateActions';
import { actionShareFactor, buildLedger } from './lots';
import type { CorporateAction, Trade } from './types';

/** A day of the portfolio: the cost of the lots held at its end and their value at that day's close. */
export interface ValuePoint {
  date: string;
  invested: number;
  value: number;
}

/**
 * Per ISIN, the factor a stored close is multiplied by to be the price as it traded on a day: the product of the
 * share factors of the actions after that day. Built once (ex-dates ascending, each step's product over the
 * actions in their given order); `on(isin, date)` is then read for ascending dates with a cursor per ISIN.
 */
function factorTimelines(actions: readonly CorporateAction[]) {
  const byIsin = new Map<string, CorporateAction[]>();
  for (const a of actions) {
    let list = byIsin.get(a.isin);
    if (!list) byIsin.set(a.isin, (list = []));
    list.push(a);
  }
  // Per ISIN: the ex-dates ascending, and factors[j] for a day before exDates[j] and on or after exDates[j - 1].
  const timelines = new Map<string, { exDates: string[]; factors: number[] }>();
  for (const [isin, list] of byIsin) {
    const exDates = [...new Set(list.map((a) => a.exDate))].sort();
    const factors = [list.reduce((k, a) => k * actionShareFactor(a), 1)];
    for (const day of exDates) factors.push(list.filter((a) => a.exDate > day).reduce((k, a) => k * actionShareFactor(a), 1));
    timelines.set(isin, { exDates, factors });
  }
  const cursor = new Map<string, number>();
  return {
    on(isin: string, date: string): number {
      const timeline = timelines.get(isin);
      if (!timeline) return 1;
      let j = cursor.get(isin) ?? 0;
      while (j < timeline.exDates.length && timeline.exDates[j]! <= date) j++;
      cursor.set(isin, j);
      return timeline.factors[j]!;
    },
  };
}

/**
 * The portfolio's value against the money in it, on each of `dates` (ascending, trading days): every holding
 * with a close on or before the day counts at that close (its cost in `invested`); a holding with no close yet
 * counts in neither, so the two lines always compare the same shares. Stored closes are on the basis after
 * every applied bonus and split (docs/DATA.md), so a day before an action values its shares at that close times
 * the actions' factors since: the price that day as it traded.
 */
export function valueHistory(
  trades: readonly Trade[],
  actions: readonly CorporateAction[],
  dates: readonly string[],
  closes: ReadonlyMap<string, readonly DatedClose[]>,
): ValuePoint[] {
  const cursor = new Map<string, number>(); // per ISIN: index of the latest close on or before the day
  const closeOn = (isin: string, date: string): number | null => {
    const series = closes.get(isin);
    if (!series) return null;
    let i = cursor.get(isin) ?? -1;
    while (i + 1 < series.length && series[i + 1]!.date <= date) i++;
    cursor.set(isin, i);
    return i >= 0 ? series[i]!.close : null;
  };
  const factors = factorTimelines(actions);
  const points: ValuePoint[] = [];
  buildLedger(trades, actions, {
    dates,
    take(date, lots) {
      let invested = 0;
      let value = 0;
      for (const [isin, list] of lots) {
        if (list.length === 0) continue;
        const stored = closeOn(isin, date);
        if (stored === null) continue;
        const close = stored * factors.on(isin, date);
        for (const lot of list) {
          invested += lot.quantity * lot.costPerUnit;
          value += lot.quantity * close;
        }
      }
      points.push({ date, invested, value });
    },
  });
  return points;
}

/** At most `limit` of `dates` (ascending), evenly spread, always keeping the first and the last. */
export function sampleDates(dates: readonly string[], limit: number): string[] {
  if (dates.length <= limit) return [...dates];
  const step = (dates.length - 1) / (limit - 1);
  return [...new Set(Array.from({ length: limit }, (_, i) => dates[Math.round(i * step)]!))];
}
