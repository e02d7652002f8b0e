/**
 * Test factories for the market API tests: each test file makes its own listings with unique symbols
 * (tests share one PostgreSQL database across files). Not imported by application code.
 */
import type { AppDb } from '../../src/platform/db/client';
import { companyProfile, financialStatements, stockPriceDaily } from '../../src/market/schema/index';

let counter = 0;
/** An upper-case tag unique to this process and call, to prefix symbols, names and industries. */
export const uniqueTag = (label = 'T') =>
  `${label}${process.pid.toString(36)}${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

export type CompanyInput = Partial<typeof companyProfile.$inferInsert> & { symbol: string };

export async function insertCompany(db: AppDb, input: CompanyInput) {
  const [row] = await db
    .insert(companyProfile)
    .values({ exchange: 'NSE', country: 'IN', companyName: `${input.symbol} Limited`, source: 'test', ...input })
    .returning();
  if (!row) throw new Error('insert company returned no row');
  return row;
}

/** A bar: [date, close] or [date, close, { open, high, low, volume }]. */
export type BarInput = [string, number] | [string, number, { open?: number; high?: number; low?: number; volume?: number }];

export async function insertBars(db: AppDb, companyId: string, bars: BarInput[]) {
  if (bars.length === 0) return;
  await db.insert(stockPriceDaily).values(
    bars.map(([date, close, extra]) => ({
      companyId,
      date,
      close,
      open: extra?.open ?? null,
      high: extra?.high ?? null,
      low: extra?.low ?? null,
      volume: extra?.volume ?? null,
    })),
  );
}

export async function insertKeyMetrics(db: AppDb, companyId: string, periodEnd: string, items: Record<string, number | null>, extra: { asOf?: string; source?: string } = {}) {
  await db.insert(financialStatements).values({
    companyId,
    statement: 'key_metrics',
    period: 'ttm',
    periodEnd,
    items,
    asOf: extra.asOf ?? null,
    source: extra.source ?? 'test',
  });
}
