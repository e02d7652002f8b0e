import { type ExplorerArrayName, istDate, istInstant } from '@sanchay/core';
import { type SQL, sql } from 'drizzle-orm';
import type { ArrayLoader, ArrayQuery } from './tableArrays';
import { selectRows } from './tableArrays';

/**
 * The intraday arrays, from the live feed's 1-minute candle store (live_candles_1m, kept
 * CANDLE_RETENTION_DAYS). Commodity arrays stay empty: no commodity feed exists. Indian instruments only.
 */
const page = (q: ArrayQuery) => sql`limit ${q.limit} offset ${q.offset}`;
const stamp = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS+05:30')`;
const todayStart = () => sql`${new Date(istInstant(istDate(Date.now()))).toISOString()}::timestamptz`;
/** Hour candles start at 09:15 IST like NSE's (03:45 UTC: 2700 s past a UTC hour). */
const hourBucket = sql`to_timestamp(floor((extract(epoch from c.time) - 2700) / 3600) * 3600 + 2700)`;

function minuteCandles(kind: 'index' | 'stock' | 'future' | 'option', todayOnly: boolean): ArrayLoader {
  return (db, q) =>
    q.country !== 'IN'
      ? Promise.resolve([])
      : selectRows(
          db,
          sql`select c.symbol, ${stamp(sql`c.time`)} as timestamp, c.open, c.high, c.low, c.close, c.volume
              from live_candles_1m c
              where c.kind = ${kind} ${todayOnly ? sql`and c.time >= ${todayStart()}` : sql``}
              order by c.time desc, c.symbol ${page(q)}`,
        );
}

const hourCandles: ArrayLoader = (db, q) =>
  q.country !== 'IN'
    ? Promise.resolve([])
    : selectRows(
        db,
        sql`select symbol, ${stamp(sql`hour`)} as timestamp, open, high, low, close, volume from (
              select c.symbol, ${hourBucket} as hour, (array_agg(c.open order by c.time))[1] as open, max(c.high) as high,
                min(c.low) as low, (array_agg(c.close order by c.time desc))[1] as close, sum(c.volume) as volume
              from live_candles_1m c where c.kind = 'index' group by c.symbol, hour) h
            order by hour desc, symbol ${page(q)}`,
      );

/** Latest quote of each future or option traded today: its last 1-minute close, today's change and volume. */
function derivativeQuotes(kind: 'future' | 'option'): ArrayLoader {
  return (db, q) =>
    q.country !== 'IN'
      ? Promise.resolve([])
      : selectRows(
          db,
          sql`select c.symbol, d.underlying, to_char(d.expiry, 'YYYY-MM-DD') as expiry, d.strike,
                case when d.instrument_type in ('CE', 'PE') then d.instrument_type end as option_type,
                c.last_price, round((c.last_price - c.first_open)::numeric, 2)::float8 as change,
                null::float8 as open_interest, c.volume, ${stamp(sql`c.time`)} as timestamp
              from (select instrument_token, symbol, max(time) as time, (array_agg(close order by time desc))[1] as last_price,
                      (array_agg(open order by time))[1] as first_open, sum(volume) as volume
                    from live_candles_1m where kind = ${kind} and time >= ${todayStart()}
                    group by instrument_token, symbol) c
              left join derivative_contracts d on d.instrument_token = c.instrument_token
              order by c.symbol ${page(q)}`,
        );
}

export const INTRADAY_LOADERS: Partial<Record<ExplorerArrayName, ArrayLoader>> = {
  ohlc_candles_equity_index_spot_1_minute: minuteCandles('index', false),
  ohlc_candles_equity_index_spot_1_hour: hourCandles,
  equity_index_options_live: derivativeQuotes('option'),
  equity_index_futures_live: derivativeQuotes('future'),
  equity_index_options_ohlc_1_minute_today: minuteCandles('option', true),
  equity_index_futures_ohlc_1_minute_today: minuteCandles('future', true),
  equity_index_spot_ohlc_1_minute_today: minuteCandles('index', true),
  equity_stock_spot_ohlc_1_minute_today: minuteCandles('stock', true),
};
