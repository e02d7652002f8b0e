import { type DipSipBoardEtf, surrogateInstrumentToken } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { percentChange } from '../market/api/presenters';
import { isoDate, latestStockBars, rows } from '../market/api/sql';
import type { AppDb } from '../platform/db/client';

/** Sessions over which the average traded value is taken. */
const TRADED_VALUE_SESSIONS = 20;

/**
 * The DipSIP ETFs with what the dashboard ranks and shows them by: the latest close and day change (the
 * dip engine's measure), the average traded value of the last sessions (null when the source has no
 * volumes) and how many users subscribe. Public figures only: a subscriber count, never who.
 */
export async function dipSipEtfBoard(db: AppDb): Promise<DipSipBoardEtf[]> {
  const found = await rows<{
    symbol: string;
    underlying: string;
    name: string;
    fund_house: string | null;
    token: number | null;
    date: string | null;
    close: number | null;
    prev_close: number | null;
    traded_value: number | null;
    subscribers: number;
    listed_on: string | null;
  }>(
    db,
    sql`select e.symbol, e.underlying, coalesce(ms.name, e.name) as name, ms.fund_house, coalesce(e.instrument_token, cp.kite_instrument_token)::float8 as token,
          ${isoDate(sql`q.date`)} as date, q.close, q.prev_close, tv.traded_value, coalesce(s.subscribers, 0)::int as subscribers,
          ${isoDate(sql`e.listing_date`)} as listed_on
        from etfs e
        left join company_profile cp on cp.id = e.company_id
        -- The fund's own name and house as AMFI lists them (NSE's security names are cramped: "NIPINDETFBANKBEES").
        left join (
          select distinct on (isin_growth) isin_growth, name, fund_house from mutual_fund_schemes
          where isin_growth is not null order by isin_growth, scheme_code
        ) ms on ms.isin_growth = e.isin
        left join lateral (
          select coalesce(e.company_id, (select c2.id from company_profile c2 where c2.symbol = e.symbol and c2.exchange = 'NSE')) as id
        ) listing on true
        ${latestStockBars(sql`listing.id`, 'q')}
        left join lateral (
          select avg(b.close * b.volume)::float8 as traded_value
          from (select p.close, p.volume from stock_price_daily_historical p
                where p.company_id = listing.id order by p.date desc limit ${TRADED_VALUE_SESSIONS}) b
          where b.volume is not null
        ) tv on true
        left join lateral (
          select count(*) as subscribers from user_instrument ui where ui.instrument_symbol = e.symbol
        ) s on true
        where e.is_dipsip_etf
        order by e.symbol`,
  );
  return found.map((r) => ({
    symbol: r.symbol,
    underlying: r.underlying,
    name: r.name,
    fundHouse: r.fund_house,
    instrument_token: r.token ?? surrogateInstrumentToken(r.symbol),
    date: r.date,
    close: r.close,
    changePct: percentChange(r.close, r.prev_close),
    tradedValue: r.traded_value === null ? null : Math.round(r.traded_value),
    subscribers: Number(r.subscribers),
    listedOn: r.listed_on,
  }));
}

/** GET /api/dipsip/etfBoard (public market data, like /api/nse/etfList). */
export function etfBoardRoutes(db: AppDb) {
  return async function register(app: FastifyInstance) {
    app.get('/api/dipsip/etfBoard', async () => dipSipEtfBoard(db));
  };
}
