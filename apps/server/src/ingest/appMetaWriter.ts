/** app_meta after a run: data_origin (mirror | online), data_as_of (the latest price date), last_ingest_at. */
import { sql } from 'drizzle-orm';
import { queryRows, upsertRows, type Executor } from './sqlBatch';

export async function writeAppMeta(db: Executor, origin: 'mirror' | 'online'): Promise<void> {
  const [latest] = await queryRows<{ as_of: string | null }>(
    db,
    sql`select to_char(greatest(
      (select max(date) from stock_price_daily_historical),
      (select max(date) from market_index_price_daily)), 'YYYY-MM-DD') as as_of`,
  );
  const entries = [
    { key: 'data_origin', value: origin },
    { key: 'last_ingest_at', value: new Date().toISOString() },
    ...(latest?.as_of ? [{ key: 'data_as_of', value: latest.as_of }] : []),
  ];
  await upsertRows(
    db,
    {
      table: 'app_meta',
      columns: { key: 'text', value: 'text' },
      conflict: ['key'],
      update: { value: 'excluded.value', updated_at: 'now()' },
    },
    entries,
  );
}

/** Whether any listing is loaded (first start decides between ingesting and the demo universe). */
export async function hasMarketData(db: Executor): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from company_profile limit 1`);
  return rows.length > 0;
}
