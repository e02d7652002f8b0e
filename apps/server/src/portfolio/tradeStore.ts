import type { PortfolioTradeInput, Trade } from '@sanchay/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { notFound } from '../platform/errors';
import { portfolioTrades, type PortfolioTradeRow } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_TRADE = 'No such trade in your portfolio.';

/** Every trade of one person, oldest first. */
export async function tradesOf(db: AppDb, userId: string): Promise<PortfolioTradeRow[]> {
  return db.select().from(portfolioTrades).where(eq(portfolioTrades.userId, userId)).orderBy(asc(portfolioTrades.tradeDate), asc(portfolioTrades.createdAt));
}

/** The core's view of stored trades. */
export const asCoreTrade = (row: PortfolioTradeRow): Trade => ({ id: row.id, isin: row.isin, date: row.tradeDate, side: row.side, quantity: row.quantity, price: row.price, charges: row.charges });

export async function addTrade(db: AppDb, userId: string, input: PortfolioTradeInput): Promise<PortfolioTradeRow> {
  const [row] = await db
    .insert(portfolioTrades)
    .values({ userId, isin: input.isin, tradeDate: input.date, side: input.side, quantity: input.quantity, price: input.price, charges: input.charges, source: 'manual', dedupeKey: `manual:${crypto.randomUUID()}` })
    .returning();
  return row!;
}

/** Changes one of the person's trades; 404 for an id that is not theirs (or not an id). */
export async function editTrade(db: AppDb, userId: string, id: string, input: PortfolioTradeInput): Promise<PortfolioTradeRow> {
  if (!UUID.test(id)) throw notFound(NO_TRADE);
  const [row] = await db
    .update(portfolioTrades)
    .set({ isin: input.isin, tradeDate: input.date, side: input.side, quantity: input.quantity, price: input.price, charges: input.charges })
    .where(and(eq(portfolioTrades.id, id), eq(portfolioTrades.userId, userId)))
    .returning();
  if (!row) throw notFound(NO_TRADE);
  return row;
}

export async function deleteTrade(db: AppDb, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(NO_TRADE);
  const removed = await db.delete(portfolioTrades).where(and(eq(portfolioTrades.id, id), eq(portfolioTrades.userId, userId))).returning({ id: portfolioTrades.id });
  if (removed.length === 0) throw notFound(NO_TRADE);
}

/** Which of `keys` the person's trades already have (imports skip them). */
export async function existingKeys(db: AppDb, userId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await db
    .select({ key: portfolioTrades.dedupeKey })
    .from(portfolioTrades)
    .where(and(eq(portfolioTrades.userId, userId), sql`${portfolioTrades.dedupeKey} = any(array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[])`));
  return new Set(found.map((r) => r.key));
}
