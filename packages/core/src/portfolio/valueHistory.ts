import type { DatedClose } from '../market/corporateActions';
import { buildLedger } from './lots';
import type { CorporateAction, Trade } from './types';

/** A day of the portfolio: the cost of the lots held at its end and their value at that day's close. */
export interface ValuePoint {
  date: string;
  invested: number;
  value: number;
}

/** Shares one share becomes through an action (bonus 1:1 -> 2, split Rs 10 -> Rs 2 -> 5). */
const actionFactor = (a: CorporateAction) => (a.kind === 'bonus' ? (a.ratio[0] + a.ratio[1]) / a.ratio[1] : a.fromFaceValue / a.toFaceValue);

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
        const close = stored * actions.filter((a) => a.isin === isin && a.exDate > date).reduce((k, a) => k * actionFactor(a), 1);
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
