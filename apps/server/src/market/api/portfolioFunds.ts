import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/client';
import { portfolioMutualFunds } from '../schema/index';
import { num } from './presenters';
import { rows } from '../../platform/db/sql';
import { isoDate } from './sql';

export const addPortfolioFundInput = z.object({
  mutualFundId: z.number().int('mutualFundId must be a scheme code').positive('mutualFundId must be a scheme code'),
  /** Omitted: keep the units already stored (or none); null: clear them. */
  units: z
    .number()
    .finite('units must be a number')
    .min(0, 'units must not be negative')
    .max(1e12, 'units must be at most 1000000000000')
    .nullish(),
});
export type AddPortfolioFundInput = z.infer<typeof addPortfolioFundInput>;

export interface MutualFund {
  schemeCode: number;
  name: string;
  fundHouse: string | null;
  category: string | null;
  plan: string | null;
  option: string | null;
  nav: number | null;
  navDate: string | null;
  expenseRatio: number | null;
  aumCrore: number | null;
  return3Y: number | null;
  starRating: number | null;
  isDipSipEtf: boolean;
}

export interface PortfolioFund {
  mutualFundId: number;
  units: number | null;
  createdAt: Date;
  fund: MutualFund;
}

interface PortfolioSqlRow {
  mutual_fund_id: number;
  units: number | null;
  created_ms: number;
  name: string;
  fund_house: string | null;
  category: string | null;
  plan: string | null;
  option: string | null;
  nav: number | null;
  nav_date: string | null;
  expense_ratio: number | null;
  aum_crore: number | null;
  returns: Record<string, unknown> | null;
  rating: number | null;
  is_dipsip_etf: boolean;
}

/** The session user's funds (primary key (user_id, mutual_fund_id)), by fund name. */
export async function listPortfolioFunds(db: AppDb, userId: string, mutualFundId?: number): Promise<PortfolioFund[]> {
  const found = await rows<PortfolioSqlRow>(
    db,
    sql`select p.mutual_fund_id, p.units, (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
          s.name, s.fund_house, s.category, s.plan, s.option, s.nav, ${isoDate(sql`s.nav_date`)} as nav_date,
          s.expense_ratio, s.aum_crore, s.returns, s.rating, s.is_dipsip_etf
        from portfolio_mutual_funds p join mutual_fund_schemes s on s.scheme_code = p.mutual_fund_id
        where p.user_id = ${userId} ${mutualFundId === undefined ? sql`` : sql`and p.mutual_fund_id = ${mutualFundId}`}
        order by lower(s.name), p.mutual_fund_id`,
  );
  return found.map((r) => ({
    mutualFundId: r.mutual_fund_id,
    units: r.units,
    createdAt: new Date(r.created_ms),
    fund: {
      schemeCode: r.mutual_fund_id,
      name: r.name,
      fundHouse: r.fund_house,
      category: r.category,
      plan: r.plan,
      option: r.option,
      nav: r.nav,
      navDate: r.nav_date,
      expenseRatio: r.expense_ratio,
      aumCrore: r.aum_crore,
      return3Y: num(r.returns?.['3Y']),
      starRating: r.rating,
      isDipSipEtf: r.is_dipsip_etf,
    },
  }));
}

/**
 * Adds a fund to the user's portfolio, or updates its units when it is there already (idempotent).
 * One statement: the insert selects the scheme, so an unknown scheme code inserts nothing (null).
 */
export async function addPortfolioFund(db: AppDb, userId: string, input: AddPortfolioFundInput): Promise<PortfolioFund | null> {
  const keepUnits = input.units === undefined;
  const units = input.units ?? null;
  const inserted = await rows<{ mutual_fund_id: number }>(
    db,
    sql`insert into portfolio_mutual_funds (user_id, mutual_fund_id, units)
        select ${userId}::uuid, s.scheme_code, ${units}::float8 from mutual_fund_schemes s where s.scheme_code = ${input.mutualFundId}
        on conflict (user_id, mutual_fund_id) do update
          set units = case when ${keepUnits} then portfolio_mutual_funds.units else excluded.units end
        returning mutual_fund_id`,
  );
  if (inserted.length === 0) return null;
  const [fund] = await listPortfolioFunds(db, userId, input.mutualFundId);
  return fund ?? null;
}

/** Removes a fund from the session user's portfolio only; true when it was there. */
export async function deletePortfolioFund(db: AppDb, userId: string, mutualFundId: number): Promise<boolean> {
  const deleted = await db
    .delete(portfolioMutualFunds)
    .where(and(eq(portfolioMutualFunds.userId, userId), eq(portfolioMutualFunds.mutualFundId, mutualFundId)))
    .returning({ id: portfolioMutualFunds.mutualFundId });
  return deleted.length > 0;
}
