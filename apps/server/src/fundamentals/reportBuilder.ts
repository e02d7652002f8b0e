import { FUNDAMENTALS_REPORTS, STATEMENT_ITEMS, type FundamentalsReport, type MarketCode } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { findListing } from '../market/api/companyDetails';
import { rows } from '../platform/db/sql';
import { statementTable, type StatementPeriodRow } from '../market/api/statementTables';
import { createFmpClient, FmpError, fmpItems } from '../ingest/index';
import type { AppDb } from '../platform/db/client';
import { AppError } from '../platform/errors';

/** Quarters shown, newest last (Screener shows 13 quarters of results and 12 of shareholding). */
const QUARTERS = 13;

export interface FmpSettings {
  apiKey: string | undefined;
  baseUrl: string;
}

type Company = FundamentalsReport['company'] & { id: string; country: string };

async function company(db: AppDb, country: MarketCode, symbol: string): Promise<Company> {
  const row = (await findListing(db, country, symbol)) as unknown as {
    id: string;
    symbol: string;
    exchange: string;
    country: string;
    company_name: string;
    currency: string | null;
  };
  return { id: row.id, symbol: row.symbol, name: row.company_name, exchange: row.exchange, country: row.country, currency: row.currency };
}

/** FMP's symbol for a listing: X.NS on NSE, X.BO on BSE, X elsewhere. */
export function fmpSymbol(listing: { symbol: string; exchange: string }): string {
  if (listing.exchange === 'NSE') return `${listing.symbol}.NS`;
  if (listing.exchange === 'BSE') return `${listing.symbol}.BO`;
  return listing.symbol;
}

const present = ({ id: _id, country: _country, ...rest }: Company) => rest;
const INCOME_KEYS = new Set(STATEMENT_ITEMS.income_statement.map((i) => i.key));

/**
 * Quarterly Results: fetched from FMP (income-statement, period=quarter) when FMP_API_KEY is set,
 * else the quarterly income statements the database holds, saying so.
 */
export async function quarterlyResults(db: AppDb, fmp: FmpSettings, country: MarketCode, symbol: string): Promise<FundamentalsReport> {
  const listing = await company(db, country, symbol);
  const base = { report: 'quarterly_results' as const, title: FUNDAMENTALS_REPORTS.quarterly_results, company: present(listing) };
  if (fmp.apiKey) {
    const client = createFmpClient({ apiKey: fmp.apiKey, baseUrl: fmp.baseUrl, attempts: 2, delayMs: 500 });
    let records;
    try {
      records = await client.get('income-statement', fmpSymbol(listing), 'quarter');
    } catch (error) {
      if (error instanceof FmpError) throw new AppError(502, 'source_failed', `Financial Modeling Prep did not answer: ${error.message}`);
      throw error;
    }
    const periods: StatementPeriodRow[] = records
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, QUARTERS)
      .map((r) => ({ periodEnd: r.date, items: fmpItems('income-statement', r), asOf: typeof r.fillingDate === 'string' ? r.fillingDate : null, source: 'fmp' }));
    const table = statementTable('income_statement', 'quarterly', periods);
    return {
      ...base,
      company: { ...base.company, currency: (records[0]?.reportedCurrency as string | undefined) ?? base.company.currency },
      source: 'fmp',
      origin: 'fmp',
      note: table ? null : `Financial Modeling Prep has no quarterly results for ${fmpSymbol(listing)}.`,
      periods: table?.periods ?? [],
      rows: (table?.rows ?? []).filter((r) => INCOME_KEYS.has(r.key)),
      asOf: table?.asOf ?? null,
    };
  }
  const stored = await rows<{ period_end: string; items: Record<string, unknown>; as_of: string | null; source: string }>(
    db,
    sql`select to_char(period_end, 'YYYY-MM-DD') as period_end, items, to_char(as_of, 'YYYY-MM-DD') as as_of, source
        from financial_statements
        where company_id = ${listing.id} and statement = 'income_statement' and period = 'quarterly'
        order by period_end desc limit ${QUARTERS}`,
  );
  const table = statementTable(
    'income_statement',
    'quarterly',
    stored.map((r) => ({ periodEnd: r.period_end, items: r.items, asOf: r.as_of, source: r.source })),
  );
  return {
    ...base,
    source: 'database',
    origin: table?.source ?? null,
    note: `FMP_API_KEY is not set: showing the quarterly results the database holds${table ? '' : ' (none for this company)'}.`,
    periods: table?.periods ?? [],
    rows: table?.rows ?? [],
    asOf: table?.asOf ?? null,
  };
}

const SHAREHOLDING_ROWS = [
  ['promoter', 'Promoters'],
  ['fii', 'FIIs'],
  ['dii', 'DIIs'],
  ['government', 'Government'],
  ['public', 'Public'],
  ['pledged', 'Pledged (% of promoter holding)'],
] as const;

/**
 * Shareholding Detailed: holdings by investor category per quarter from shareholding_pattern.
 * FMP publishes no Indian shareholding pattern, so this always reads the database, and says so.
 */
export async function shareholdingDetailed(db: AppDb, fmp: FmpSettings, country: MarketCode, symbol: string): Promise<FundamentalsReport> {
  const listing = await company(db, country, symbol);
  const stored = await rows<Record<string, number | null> & { quarter_end: string; source: string }>(
    db,
    sql`select to_char(quarter_end, 'YYYY-MM-DD') as quarter_end, promoter, fii, dii, government, public, pledged, source
        from shareholding_pattern where company_id = ${listing.id}
        order by quarter_end desc limit ${QUARTERS - 1}`,
  );
  const quarters = [...stored].reverse();
  const present_ = SHAREHOLDING_ROWS.filter(([key]) => quarters.some((q) => q[key] !== null));
  const none = quarters.length ? '' : ' (none for this company)';
  return {
    report: 'shareholding_detailed',
    title: FUNDAMENTALS_REPORTS.shareholding_detailed,
    company: present(listing),
    source: 'database',
    origin: quarters.at(-1)?.source ?? null,
    note: fmp.apiKey
      ? `Financial Modeling Prep has no shareholding pattern for Indian companies: showing what the database holds${none}.`
      : `FMP_API_KEY is not set: showing the shareholding the database holds${none}.`,
    periods: quarters.map((q) => q.quarter_end),
    rows: present_.map(([key, label]) => ({ key, label, unit: 'percent' as const, values: quarters.map((q) => (q[key] === null ? null : Number(q[key]))) })),
    asOf: quarters.at(-1)?.quarter_end ?? null,
  };
}
