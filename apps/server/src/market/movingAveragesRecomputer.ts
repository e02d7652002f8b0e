/**
 * Recomputes the latest moving averages per company (stock_price_volume_daily_moving_averages) and per
 * index (market_index_price_volume_daily_moving_averages) from the daily bars, in SQL: rows are numbered
 * newest first with a window function, then each SMA averages the newest N rows.
 * - price/volume SMA N: null unless there are N bars (N volumes for the volume SMA);
 * - 52-week high/low: the highest/lowest CLOSE of the 365 days ending at the latest bar. Closes, not
 *   intraday highs, because several sources have filler or far-off opens and highs (SOURCES.md).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/sql';

export const SMA_WINDOWS = [5, 10, 20, 50, 100, 200] as const;

interface Target {
  prices: string;
  averages: string;
  owner: string;
}

const STOCKS: Target = {
  prices: 'stock_price_daily_historical',
  averages: 'stock_price_volume_daily_moving_averages',
  owner: 'company_id',
};
const INDICES: Target = {
  prices: 'market_index_price_daily',
  averages: 'market_index_price_volume_daily_moving_averages',
  owner: 'index_id',
};

/** Where the id list goes (a jsonb array, or null for everything). */
const IDS = '\u0000ids\u0000';

function recomputeSql(target: Target): string {
  const { prices, averages, owner } = target;
  const smas = SMA_WINDOWS.flatMap((n) => [
    `case when count(*) filter (where rn <= ${n}) = ${n} then avg(close) filter (where rn <= ${n}) end as price_sma_${n}`,
    `case when count(volume) filter (where rn <= ${n}) = ${n} then (avg(volume) filter (where rn <= ${n}))::double precision end as volume_sma_${n}`,
  ]);
  const columns = SMA_WINDOWS.flatMap((n) => [`price_sma_${n}`, `volume_sma_${n}`]).concat(['high_52w', 'low_52w']);
  return `
    with recent as (
      select ${owner}, date, close, volume,
             row_number() over (partition by ${owner} order by date desc) as rn,
             max(date) over (partition by ${owner}) as last_date
      from ${prices}
      -- = any(array(...)) is computed once and reaches the (owner, date) index; "in (select ...)" scanned every bar.
      where (${IDS} is null or ${owner} = any(array(select value::uuid from jsonb_array_elements_text(${IDS}))))
    ), latest as (
      select ${owner}, max(date) as date, max(close) filter (where rn = 1) as close,
             ${smas.join(',\n             ')},
             max(close) filter (where date > last_date - 365) as high_52w,
             min(close) filter (where date > last_date - 365) as low_52w
      from recent group by ${owner}
    )
    insert into ${averages} (${owner}, date, close, ${columns.join(', ')})
    select ${owner}, date, close, ${columns.join(', ')} from latest
    on conflict (${owner}) do update set date = excluded.date, close = excluded.close,
      ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`;
}

const STOCK_SQL = recomputeSql(STOCKS);
const INDEX_SQL = recomputeSql(INDICES);

async function recompute(db: Executor, statement: string, ids: ReadonlySet<string> | null): Promise<void> {
  const param = ids === null ? null : JSON.stringify([...ids]);
  const parts = statement.split(IDS).map((text) => sql.raw(text));
  const chunks = parts.flatMap((part, i) => (i === 0 ? [part] : [sql`${param}::jsonb`, part]));
  await db.execute(sql.join(chunks));
}

/** Ids per statement: on PGlite a statement holds the event loop, so a long list goes in slices. */
const IDS_PER_STATEMENT = 2;

async function recomputeInSlices(db: Executor, statement: string, ids: ReadonlySet<string> | null): Promise<void> {
  if (ids === null) return recompute(db, statement, null);
  const list = [...ids];
  for (let i = 0; i < list.length; i += IDS_PER_STATEMENT) {
    await recompute(db, statement, new Set(list.slice(i, i + IDS_PER_STATEMENT)));
    await nextTurn();
  }
}

/** For the given companies and indices (all of them when null). */
export async function recomputeMovingAverages(
  db: Executor,
  companies: ReadonlySet<string> | null,
  indices: ReadonlySet<string> | null,
): Promise<void> {
  if (companies === null || companies.size > 0) await recomputeInSlices(db, STOCK_SQL, companies);
  if (indices === null || indices.size > 0) await recomputeInSlices(db, INDEX_SQL, indices);
}
