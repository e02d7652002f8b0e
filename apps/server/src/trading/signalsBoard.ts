import { istDate, latestSignals, SIGNAL_BARS, type TradingBar, type TradingSignalRow, type TradingSignalsResponse } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { findIndex } from '../market/api/indices';
import { rows } from '../platform/db/sql';

interface ConstituentRow {
  symbol: string;
  name: string;
  industry: string | null;
  /** JSON text of [date, open, high, low, close] arrays, oldest first; null without bars. */
  bars: string | null;
}

type JsonBar = [string, number | null, number | null, number | null, number];

/**
 * The latest signals of every constituent of an index. One query: the constituents (primary key
 * (index_id, company_id)) each with their last SIGNAL_BARS bars by a LATERAL backward scan of the primary
 * key (company_id, date), aggregated to one JSON text per company (4-5x faster on PGlite than 13,000
 * rows); then the pure signal code per company.
 */
export async function computeSignalsBoard(db: AppDb, index: { id: string; name: string }): Promise<TradingSignalsResponse> {
  const found = await rows<ConstituentRow>(
    db,
    sql`select cp.symbol, cp.company_name as name, coalesce(c.industry, cp.industry) as industry, b.bars
        from market_index_wise_companies c
        join company_profile cp on cp.id = c.company_id
        left join lateral (
          select json_agg(json_build_array(to_char(l.date, 'YYYY-MM-DD'), l.open, l.high, l.low, l.close) order by l.date)::text as bars
          from (select p.date, p.open, p.high, p.low, p.close from stock_price_daily_historical p
                where p.company_id = cp.id and p.close > 0
                order by p.date desc limit ${SIGNAL_BARS}) l
        ) b on true
        where c.index_id = ${index.id}
        order by cp.symbol, cp.exchange`,
  );
  let asOf: string | null = null;
  const seen = new Set<string>();
  const out: TradingSignalRow[] = [];
  for (const row of found) {
    if (seen.has(row.symbol)) continue;
    seen.add(row.symbol);
    const bars: TradingBar[] = row.bars
      ? (JSON.parse(row.bars) as JsonBar[]).map(([date, open, high, low, close]) => ({ date, open, high, low, close }))
      : [];
    const signals = latestSignals(bars);
    if (signals && (!asOf || signals.date > asOf)) asOf = signals.date;
    out.push({ symbol: row.symbol, name: row.name, industry: row.industry, signals });
  }
  return { index: index.name, asOf, rows: out };
}

/** Today's date in India: the signals change once a trading day, when the day's bars arrive. */
export const istDay = (now = Date.now()) => istDate(now);

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
