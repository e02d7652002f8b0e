/**
 * The spot behind each F&O underlying: its live-feed token (the same rule as live/instruments.ts: the Kite
 * token the database knows, else the stable stand-in of packages/core) and its last two daily closes.
 */
import { surrogateInstrumentToken, type UnderlyingSpec } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { rows } from '../platform/db/sql';
import { exchangeRank } from '../market/api/sql';
import type { AppDb } from '../platform/db/client';

export interface SpotInfo {
  token: number;
  /** Last daily close (the spot before the first live tick). */
  close: number;
  /** The close before it (the day's change base). */
  previousClose: number;
  /** Daily closes' volatility, annualised (for the simulated ATM volatility), null with few bars. */
  annualVolatility: number | null;
}

function summarise(closes: number[]): Pick<SpotInfo, 'close' | 'previousClose' | 'annualVolatility'> | null {
  if (closes.length === 0) return null;
  const returns: number[] = [];
  for (let i = 0; i + 1 < closes.length; i++) if (closes[i]! > 0 && closes[i + 1]! > 0) returns.push(Math.log(closes[i]! / closes[i + 1]!));
  const mean = returns.reduce((s, r) => s + r, 0) / Math.max(returns.length, 1);
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / Math.max(returns.length - 1, 1);
  return {
    close: closes[0]!,
    previousClose: closes[1] ?? closes[0]!,
    annualVolatility: returns.length >= 10 ? Math.sqrt(variance * 252) : null,
  };
}

export async function resolveSpot(db: AppDb, spec: UnderlyingSpec): Promise<SpotInfo | null> {
  if (spec.kind === 'index') {
    const found = await rows<{ id: string; name: string; token: number | null }>(
      db,
      sql`select id, index_name as name, kite_instrument_token::float8 as token from market_indices
          where upper(index_name) = ${spec.spotName.toUpperCase()} and country = 'IN' limit 1`,
    );
    const index = found[0];
    if (!index) return null;
    const bars = await rows<{ close: number }>(db, sql`select close from market_index_price_daily where index_id = ${index.id} order by date desc limit 61`);
    const summary = summarise(bars.map((b) => b.close));
    return summary ? { token: index.token ?? surrogateInstrumentToken(index.name), ...summary } : null;
  }
  const found = await rows<{ id: string; symbol: string; token: number | null }>(
    db,
    sql`select cp.id, cp.symbol, coalesce(cp.kite_instrument_token, e.instrument_token)::float8 as token
        from company_profile cp left join etfs e on e.company_id = cp.id
        where cp.symbol = ${spec.spotName} and cp.country = 'IN'
        order by ${exchangeRank(sql`cp.exchange`)}, cp.exchange limit 1`,
  );
  const company = found[0];
  if (!company) return null;
  const bars = await rows<{ close: number }>(db, sql`select close from stock_price_daily_historical where company_id = ${company.id} order by date desc limit 61`);
  const summary = summarise(bars.map((b) => b.close));
  return summary ? { token: company.token ?? surrogateInstrumentToken(company.symbol), ...summary } : null;
}
