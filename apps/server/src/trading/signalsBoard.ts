import { latestSignals, SIGNAL_BARS, type TradingBar, type TradingSignalRow, type TradingSignalsResponse } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { findIndex } from '../market/api/indices';
import { rows } from '../market/api/sql';

interface BarRow {
  symbol: string;
  name: string;
  industry: string | null;
  date: string | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
}

/**
 * The latest signals of every constituent of an index. One query: the constituents (primary key
 * (index_id, company_id)) each with their last SIGNAL_BARS bars by a LATERAL backward scan of the primary
 * key (company_id, date); then the pure signal code per company.
 */
export async function computeSignalsBoard(db: AppDb, index: { id: string; name: string }): Promise<TradingSignalsResponse> {
  const found = await rows<BarRow>(
    db,
    sql`select cp.symbol, cp.company_name as name, coalesce(c.industry, cp.industry) as industry,
          to_char(b.date, 'YYYY-MM-DD') as date, b.open, b.high, b.low, b.close
        from market_index_wise_companies c
        join company_profile cp on cp.id = c.company_id
        left join lateral (
          select p.date, p.open, p.high, p.low, p.close from stock_price_daily_historical p
          where p.company_id = cp.id and p.close > 0
          order by p.date desc limit ${SIGNAL_BARS}
        ) b on true
        where c.index_id = ${index.id}
        order by cp.symbol, b.date`,
  );
  const bySymbol = new Map<string, { row: BarRow; bars: TradingBar[] }>();
  for (const row of found) {
    let entry = bySymbol.get(row.symbol);
    if (!entry) bySymbol.set(row.symbol, (entry = { row, bars: [] }));
    if (row.date && row.close !== null) entry.bars.push({ date: row.date, open: row.open, high: row.high, low: row.low, close: row.close });
  }
  let asOf: string | null = null;
  const out: TradingSignalRow[] = [];
  for (const { row, bars } of bySymbol.values()) {
    const signals = latestSignals(bars);
    if (signals && (!asOf || signals.date > asOf)) asOf = signals.date;
    out.push({ symbol: row.symbol, name: row.name, industry: row.industry, signals });
  }
  return { index: index.name, asOf, rows: out };
}

/** Today's date in India: the signals change once a trading day, when the day's bars arrive. */
export const istDay = (now = Date.now()) => new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Signals per index, cached for the IST day and the index's latest bar date (a cheap primary-key read):
 * a new day or the day's ingest recomputes them, every other request is served from memory.
 */
export function signalsCache(db: () => AppDb, now: () => number = Date.now) {
  const cache = new Map<string, { key: string; value: Promise<TradingSignalsResponse> }>();
  return async function signalsFor(indexName: string): Promise<TradingSignalsResponse> {
    const index = await findIndex(db(), indexName);
    const [latest] = await rows<{ date: string | null }>(
      db(),
      sql`select to_char(max(date), 'YYYY-MM-DD') as date from market_index_price_daily where index_id = ${index.id}`,
    );
    const key = `${istDay(now())}|${latest?.date ?? ''}`;
    const hit = cache.get(index.id);
    if (hit && hit.key === key) return hit.value;
    const value = computeSignalsBoard(db(), index);
    cache.set(index.id, { key, value });
    value.catch(() => {
      if (cache.get(index.id)?.value === value) cache.delete(index.id);
    });
    return value;
  };
}
