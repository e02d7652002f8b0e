import { type SQL, sql } from 'drizzle-orm';

/** The one raw-rows reader (platform/db/sql.ts), also reachable here for the research engine's queries. */
export { rows } from '../../platform/db/sql';

/**
 * SQL fragments shared by the market queries (their rows come through platform/db/sql.ts `rows`). Raw SQL results differ between PGlite and node-postgres for
 * dates (Date vs string) and bigints (string), so every query casts: dates with `isoDate`, bigints to float8,
 * counts to int. Only float8, int, text, boolean and jsonb reach JavaScript.
 */

/** A date column as 'YYYY-MM-DD' text (the same on both drivers). */
export const isoDate = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** NSE first, then BSE, then any other exchange by name: the listing a bare symbol means. */
export const exchangeRank = (exchange: SQL) => sql`case ${exchange} when 'NSE' then 0 when 'BSE' then 1 else 2 end`;

/**
 * `left join lateral ... as <alias>` with the latest bar of a company and the close before it
 * (alias.date, open, high, low, close, volume, prev_close). Relies on the primary key
 * stock_price_daily_historical (company_id, date): a backward index scan reading two rows.
 */
export const latestStockBars = (companyId: SQL, alias: string) => sql`left join lateral (
    select l.date, l.open, l.high, l.low, l.close, l.volume::float8 as volume,
           lead(l.close) over (order by l.date desc) as prev_close
    from (select p.date, p.open, p.high, p.low, p.close, p.volume
          from stock_price_daily_historical p
          where p.company_id = ${companyId}
          order by p.date desc limit 2) l
    order by l.date desc limit 1
  ) ${sql.raw(alias)} on true`;

/** The same for an index: primary key market_index_price_daily (index_id, date). */
export const latestIndexBars = (indexId: SQL, alias: string) => sql`left join lateral (
    select l.date, l.open, l.high, l.low, l.close, l.volume::float8 as volume,
           lead(l.close) over (order by l.date desc) as prev_close
    from (select p.date, p.open, p.high, p.low, p.close, p.volume
          from market_index_price_daily p
          where p.index_id = ${indexId}
          order by p.date desc limit 2) l
    order by l.date desc limit 1
  ) ${sql.raw(alias)} on true`;

/**
 * `left join lateral ... as <alias>` with the close of the last bar on or before one year before `lastDate`
 * (alias.close): the base of a 1-year return. Primary key (company_id, date), one row backwards.
 */
export const yearAgoStockClose = (companyId: SQL, lastDate: SQL, alias: string) => sql`left join lateral (
    select p.close from stock_price_daily_historical p
    where p.company_id = ${companyId} and p.date <= (${lastDate} - interval '1 year')::date
    order by p.date desc limit 1
  ) ${sql.raw(alias)} on true`;

export const yearAgoIndexClose = (indexId: SQL, lastDate: SQL, alias: string) => sql`left join lateral (
    select p.close from market_index_price_daily p
    where p.index_id = ${indexId} and p.date <= (${lastDate} - interval '1 year')::date
    order by p.date desc limit 1
  ) ${sql.raw(alias)} on true`;

/** A float8 from a jsonb item, or null when it is missing or not a number. */
export const jsonNumber = (items: SQL, key: string) =>
  sql`case when jsonb_typeof(${items} -> ${key}) = 'number' then (${items} ->> ${key})::float8 end`;

/** `expr in (a, b, c)` for a non-empty list of values. */
export const inList = (values: readonly (string | number)[]) => sql`(${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)})`;

/** Escapes % _ and \ for a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
