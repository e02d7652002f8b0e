import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/client';
import { watchList } from '../schema/index';
import { type Stock, type StockSqlRow, STOCK_COLUMNS, STOCK_JOINS, presentStock } from './stocks';
import { rows } from '../../platform/db/sql';
import { exchangeRank } from './sql';

/** instrument_type of watch_list: 0 stock, 1 index, 2 ETF. */
export const INSTRUMENT_TYPES = { stock: 0, index: 1, etf: 2 } as const;

const instrumentType = z
  .number({ error: 'instrumentType must be 0 (stock), 1 (index) or 2 (ETF)' })
  .int('instrumentType must be 0 (stock), 1 (index) or 2 (ETF)')
  .min(0, 'instrumentType must be 0 (stock), 1 (index) or 2 (ETF)')
  .max(2, 'instrumentType must be 0 (stock), 1 (index) or 2 (ETF)');

export const addWatchListItemInput = z.object({
  symbol: z.string().trim().min(1, 'symbol must not be empty').max(100, 'symbol must be at most 100 characters'),
  exchange: z
    .string()
    .trim()
    .max(20, 'exchange must be at most 20 characters')
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  instrumentType: instrumentType.nullish().transform((v) => v ?? INSTRUMENT_TYPES.stock),
});
export type AddWatchListItemInput = z.infer<typeof addWatchListItemInput>;

export const deleteWatchListItemInput = z.object({
  companyId: z.guid('companyId must be an id from the watch list'),
  instrumentType,
});

export interface WatchListItem {
  id: string;
  instrumentType: number;
  createdAt: Date;
  company: Stock | null;
  marketIndex: { id: string; indexName: string } | null;
}

interface WatchListSqlRow extends Omit<StockSqlRow, 'id'> {
  item_id: string;
  instrument_type: number;
  created_ms: number;
  id: string | null;
  index_id: string | null;
  index_name: string | null;
}

/**
 * The session user's watch list (or one item of it), each company with its latest quote, in one query:
 * watch_list by the unique index (user_id, company_id, market_index_id, instrument_type), then a LATERAL
 * read of the primary key (company_id, date) per item.
 */
export async function listWatchList(db: AppDb, userId: string, itemId?: string): Promise<WatchListItem[]> {
  const found = await rows<WatchListSqlRow>(
    db,
    sql`select w.id as item_id, w.instrument_type, (extract(epoch from w.created_at) * 1000)::float8 as created_ms,
          ${STOCK_COLUMNS}, mi.id as index_id, mi.index_name
        from watch_list w
        left join company_profile cp on cp.id = w.company_id
        ${STOCK_JOINS(sql`w.company_id`)}
        left join market_indices mi on mi.id = w.market_index_id
        where w.user_id = ${userId} ${itemId ? sql`and w.id = ${itemId}` : sql``}
        order by w.created_at, w.id`,
  );
  return found.map((r) => ({
    id: r.item_id,
    instrumentType: r.instrument_type,
    createdAt: new Date(r.created_ms),
    company: r.id === null ? null : presentStock({ ...r, id: r.id }),
    marketIndex: r.index_id === null || r.index_name === null ? null : { id: r.index_id, indexName: r.index_name },
  }));
}

/** The listing a watch-list symbol names: case-insensitive; on the given exchange, else NSE, BSE, then others (India first). */
async function resolveCompany(db: AppDb, symbol: string, exchange: string | null): Promise<string | null> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from company_profile
        where lower(symbol) = ${symbol.toLowerCase()} ${exchange ? sql`and exchange = ${exchange}` : sql``}
        order by ${exchangeRank(sql`exchange`)}, (country = 'IN') desc, exchange limit 1`,
  );
  return row?.id ?? null;
}

async function resolveIndex(db: AppDb, name: string): Promise<string | null> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from market_indices where lower(index_name) = ${name.toLowerCase()} order by (index_name = ${name}) desc limit 1`,
  );
  return row?.id ?? null;
}

/**
 * Adds a company (instrument type 0 or 2) or an index (1, symbol = index name) to the user's watch list.
 * Adding an item twice returns the item already there. Null when the symbol names nothing.
 */
export async function addWatchListItem(db: AppDb, userId: string, input: AddWatchListItemInput): Promise<WatchListItem | null> {
  const isIndex = input.instrumentType === INSTRUMENT_TYPES.index;
  const targetId = isIndex ? await resolveIndex(db, input.symbol) : await resolveCompany(db, input.symbol, input.exchange);
  if (!targetId) return null;
  const values = {
    userId,
    instrumentType: input.instrumentType,
    companyId: isIndex ? null : targetId,
    marketIndexId: isIndex ? targetId : null,
  };
  const [inserted] = await db.insert(watchList).values(values).onConflictDoNothing().returning({ id: watchList.id });
  let itemId = inserted?.id;
  if (!itemId) {
    const [existing] = await db
      .select({ id: watchList.id })
      .from(watchList)
      .where(
        and(
          eq(watchList.userId, userId),
          eq(watchList.instrumentType, input.instrumentType),
          isIndex ? eq(watchList.marketIndexId, targetId) : eq(watchList.companyId, targetId),
          isIndex ? sql`${watchList.companyId} is null` : sql`${watchList.marketIndexId} is null`,
        ),
      );
    itemId = existing?.id;
  }
  if (!itemId) throw new Error('watch list insert returned no row and found none');
  const [item] = await listWatchList(db, userId, itemId);
  if (!item) throw new Error('watch list item vanished after insert');
  return item;
}

/**
 * Removes the user's item for a company (or, for instrument type 1, an index) id. Only the session user's
 * rows can match; true when one was deleted.
 */
export async function deleteWatchListItem(db: AppDb, userId: string, targetId: string, type: number): Promise<boolean> {
  const deleted = await db
    .delete(watchList)
    .where(
      and(
        eq(watchList.userId, userId),
        eq(watchList.instrumentType, type),
        type === INSTRUMENT_TYPES.index ? eq(watchList.marketIndexId, targetId) : eq(watchList.companyId, targetId),
      ),
    )
    .returning({ id: watchList.id });
  return deleted.length > 0;
}
