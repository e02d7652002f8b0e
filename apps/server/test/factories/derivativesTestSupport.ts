/** Test helpers: make sure an index with a few daily bars exists (shared databases: never overwrite others' rows). */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../src/platform/db/client';

/** Ensures `name` exists with at least 30 daily bars ending yesterday; returns its latest close. */
export async function ensureIndexWithBars(db: AppDb, name: string, level: number): Promise<number> {
  await db.execute(sql`insert into market_indices (index_name, country, source) values (${name}, 'IN', 'test') on conflict (index_name) do nothing`);
  const found = (await db.execute(sql`select id from market_indices where index_name = ${name}`)) as unknown as { rows: { id: string }[] };
  const id = found.rows[0]!.id;
  const count = (await db.execute(sql`select count(*)::int as n from market_index_price_daily where index_id = ${id}`)) as unknown as { rows: { n: number }[] };
  if (count.rows[0]!.n < 2) {
    for (let i = 30; i >= 1; i--) {
      const close = level * (1 + 0.004 * Math.sin(i));
      await db.execute(sql`insert into market_index_price_daily (index_id, date, open, high, low, close)
        values (${id}, current_date - ${i}::int, ${close}, ${close}, ${close}, ${close}) on conflict do nothing`);
    }
  }
  const latest = (await db.execute(sql`select close from market_index_price_daily where index_id = ${id} order by date desc limit 1`)) as unknown as { rows: { close: number }[] };
  return latest.rows[0]!.close;
}
