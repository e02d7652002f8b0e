import type { ExplorerArrayName } from '@sanchay/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { inTransaction, rows } from '../../platform/db/sql';
import { AppError, hasSqlState } from '../../platform/errors';

export type Row = Record<string, unknown>;

/** One page of one array: the signed-in user, the market, and limit/offset (the caller asks one row extra). */
export interface ArrayQuery {
  userId: string;
  country: string;
  limit: number;
  offset: number;
}

export type ArrayLoader = (db: AppDb, q: ArrayQuery) => Promise<Row[]>;

/**
 * Longest one explorer statement may run on PostgreSQL (statement_timeout, set for its own transaction): the
 * explorer shares the pool with every other request, so no array read holds a connection longer than this.
 */
export const EXPLORER_STATEMENT_TIMEOUT_MS = 3000;

export const EXPLORER_STATEMENT_TIMEOUT_MESSAGE = `Reading this array took more than ${EXPLORER_STATEMENT_TIMEOUT_MS / 1000} s and was stopped. Select fewer arrays or a smaller page.`;

/** One explorer statement, within EXPLORER_STATEMENT_TIMEOUT_MS; a statement that runs longer answers 422. */
export async function selectRows(db: AppDb, query: SQL): Promise<Row[]> {
  try {
    return await inTransaction(db, async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${EXPLORER_STATEMENT_TIMEOUT_MS}`));
      return rows<Row>(tx, query);
    });
  } catch (error) {
    if (hasSqlState(error, '57014')) throw new AppError(422, 'explorer_query_timeout', EXPLORER_STATEMENT_TIMEOUT_MESSAGE);
    throw error;
  }
}

const page = (q: ArrayQuery) => sql`limit ${q.limit} offset ${q.offset}`;
const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;
/** Companies in the explorer's order: largest first, then by symbol. */
const bySize = sql`cp.market_cap desc nulls last, cp.symbol`;

const maColumns = sql`${day(sql`m.date`)} as date, m.close, m.price_sma_5, m.price_sma_10, m.price_sma_20, m.price_sma_50,
  m.price_sma_100, m.price_sma_200, m.volume_sma_5, m.volume_sma_10, m.volume_sma_20, m.volume_sma_50, m.volume_sma_100,
  m.volume_sma_200, m.high_52w, m.low_52w`;

/** Latest bar and the one before: last price, previous close, change. */
function spotSnapshot(bars: 'stock' | 'index') {
  const owner = bars === 'stock' ? sql`company_profile cp` : sql`market_indices cp`;
  const table = bars === 'stock' ? sql`stock_price_daily_historical` : sql`market_index_price_daily`;
  const key = bars === 'stock' ? sql`company_id` : sql`index_id`;
  const symbol =
    bars === 'stock' ? sql`cp.symbol, cp.company_name as name` : sql`cp.index_name as symbol, cp.index_name as name`;
  const order = bars === 'stock' ? bySize : sql`cp.index_name`;
  return (db: AppDb, q: ArrayQuery) =>
    selectRows(
      db,
      sql`select ${symbol}, p.close as last_price, prev.close as previous_close,
            round((p.close - prev.close)::numeric, 2)::float8 as change,
            round(((p.close - prev.close) / nullif(prev.close, 0) * 100)::numeric, 2)::float8 as change_percent,
            p.open, p.high, p.low, p.volume::float8 as volume, ${day(sql`p.date`)} as as_of
          from ${owner}
          join lateral (select * from ${table} s where s.${key} = cp.id order by s.date desc limit 1) p on true
          left join lateral (select s.close from ${table} s where s.${key} = cp.id and s.date < p.date order by s.date desc limit 1) prev on true
          where cp.country = ${q.country}
          order by ${order} ${page(q)}`,
    );
}

export const TABLE_LOADERS: Partial<Record<ExplorerArrayName, ArrayLoader>> = {
  equity_index_spot_live: spotSnapshot('index'),
  equity_stock_spot_live: spotSnapshot('stock'),

  market_index_wise_companies: (db, q) =>
    selectRows(
      db,
      sql`select mi.index_name, cp.symbol, cp.company_name, mic.weight, mic.industry
          from market_index_wise_companies mic
          join market_indices mi on mi.id = mic.index_id
          join company_profile cp on cp.id = mic.company_id
          where mi.country = ${q.country}
          order by mi.index_name, mic.weight desc nulls last, cp.symbol ${page(q)}`,
    ),

  stock_price_daily_historical: (db, q) =>
    selectRows(
      db,
      sql`select cp.symbol, ${day(sql`p.date`)} as date, p.open, p.high, p.low, p.close, p.volume::float8 as volume
          from stock_price_daily_historical p join company_profile cp on cp.id = p.company_id
          where cp.country = ${q.country}
          order by p.date desc, cp.symbol ${page(q)}`,
    ),

  market_index_price_daily: (db, q) =>
    selectRows(
      db,
      sql`select mi.index_name, ${day(sql`p.date`)} as date, p.open, p.high, p.low, p.close, p.volume::float8 as volume
          from market_index_price_daily p join market_indices mi on mi.id = p.index_id
          where mi.country = ${q.country}
          order by p.date desc, mi.index_name ${page(q)}`,
    ),

  stock_price_volume_daily_moving_averages: (db, q) =>
    selectRows(
      db,
      sql`select cp.symbol, cp.company_name, ${maColumns}
          from stock_price_volume_daily_moving_averages m join company_profile cp on cp.id = m.company_id
          where cp.country = ${q.country}
          order by ${bySize} ${page(q)}`,
    ),

  market_index_price_volume_daily_moving_averages: (db, q) =>
    selectRows(
      db,
      sql`select mi.index_name, ${maColumns}
          from market_index_price_volume_daily_moving_averages m join market_indices mi on mi.id = m.index_id
          where mi.country = ${q.country}
          order by mi.index_name ${page(q)}`,
    ),

  company_profile: (db, q) =>
    selectRows(
      db,
      sql`select cp.symbol, cp.exchange, cp.company_name, cp.isin, cp.sector, cp.industry, cp.market_cap, cp.market_cap_type,
            cp.currency, ${day(sql`cp.listing_date`)} as listing_date, cp.kite_instrument_token::float8 as kite_instrument_token
          from company_profile cp
          where cp.country = ${q.country}
          order by ${bySize} ${page(q)}`,
    ),

  shareholding_pattern: (db, q) =>
    selectRows(
      db,
      sql`select cp.symbol, cp.company_name, ${day(sql`s.quarter_end`)} as quarter_end, s.promoter, s.fii, s.dii, s.public, s.government, s.pledged
          from shareholding_pattern s join company_profile cp on cp.id = s.company_id
          where cp.country = ${q.country}
          order by s.quarter_end desc, ${bySize} ${page(q)}`,
    ),

  // Peers of the companies on the signed-in user's watch list (only that user's list is ever read).
  peers: (db, q) =>
    selectRows(
      db,
      sql`select w.symbol as watched_symbol, w.industry, p.symbol, p.company_name, p.market_cap
          from (select distinct cp.id, cp.symbol, cp.industry, cp.country
                from watch_list wl join company_profile cp on cp.id = wl.company_id
                where wl.user_id = ${q.userId} and cp.industry is not null) w
          join lateral (select cp.symbol, cp.company_name, cp.market_cap from company_profile cp
                        where cp.industry = w.industry and cp.country = w.country and cp.id <> w.id
                        order by ${bySize} limit 10) p on true
          where w.country = ${q.country}
          order by w.symbol, p.market_cap desc nulls last, p.symbol ${page(q)}`,
    ),
};
