import {
  fundamentalsFromItems,
  ownDateValuation,
  VALUATION_ITEMS,
  type ValuationFigures,
  type CompanyDetails,
  type MarketCode,
  type MovingAverages,
  type Peer,
  type ShareholdingQuarter,
  type StatementKind,
} from '@sanchay/core';
import { dividendHistory, valuationJoin, valuationsOf } from '../corporateActions/index';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { percentChange } from './presenters';
import { loadQuotes } from './quotes';
import { type StatementPeriodRow, orderedKeyMetrics, statementTable } from './statementTables';
import { rows } from '../../platform/db/sql';
import { exchangeRank, isoDate, jsonNumber, latestStockBars } from './sql';
// The wire shapes live in packages/core (market/marketApiTypes.ts), shared with the web.
export type { MovingAverages, ShareholdingQuarter as Shareholding, Peer, CompanyDetails };

/** Annual statements keep the last 12 years, quarterly the last 13 quarters (as Screener shows them). */
export const STATEMENT_PERIODS = { annual: 12, quarterly: 13 } as const;
export const MAX_PEERS = 10;

interface CompanyRow {
  id: string;
  symbol: string;
  exchange: string;
  country: string;
  company_name: string;
  isin: string | null;
  sector: string | null;
  industry: string | null;
  market_cap: number | null;
  market_cap_type: string | null;
  currency: string | null;
  listing_date: string | null;
  website: string | null;
  summary: string | null;
  source: string;
}





const COMPANY_COLUMNS = sql`cp.id, cp.symbol, cp.exchange, cp.country, cp.company_name, cp.isin, cp.sector, cp.industry,
  cp.market_cap, cp.market_cap_type, cp.currency, ${isoDate(sql`cp.listing_date`)} as listing_date, cp.website, cp.summary, cp.source`;

/**
 * The listing a symbol names in a market: case-insensitive (index company_profile_symbol_lower_idx),
 * NSE before BSE when a company trades on both. Unknown: 404.
 */
export async function findListing(db: AppDb, country: MarketCode, symbol: string): Promise<CompanyRow> {
  const [row] = await rows<CompanyRow>(
    db,
    sql`select ${COMPANY_COLUMNS} from company_profile cp
        where lower(cp.symbol) = ${symbol.toLowerCase()} and cp.country = ${country}
        order by ${exchangeRank(sql`cp.exchange`)}, cp.exchange limit 1`,
  );
  if (!row) throw notFound(`No company with symbol ${symbol} in market ${country}.`);
  return row;
}

async function movingAverages(db: AppDb, companyId: string): Promise<MovingAverages | null> {
  const [row] = await rows<MovingAverages>(
    db,
    sql`select ${isoDate(sql`date`)} as date,
          price_sma_5 as "priceSma5", price_sma_10 as "priceSma10", price_sma_20 as "priceSma20",
          price_sma_50 as "priceSma50", price_sma_100 as "priceSma100", price_sma_200 as "priceSma200",
          volume_sma_5 as "volumeSma5", volume_sma_10 as "volumeSma10", volume_sma_20 as "volumeSma20",
          volume_sma_50 as "volumeSma50", volume_sma_100 as "volumeSma100", volume_sma_200 as "volumeSma200",
          high_52w as "high52w", low_52w as "low52w"
        from stock_price_volume_daily_moving_averages where company_id = ${companyId}`,
  );
  return row ?? null;
}

/** Until the ingest has valued a listing at its close, its fundamentals' own figures at their own date and price. */
export const NOT_YET_VALUED = 'not yet valued at the latest close (the next ingest does it)';

/**
 * The latest key_metrics ttm row (primary key (company_id, statement, period, period_end), one row backwards),
 * without the price-dependent items, and the valuation those items make at their own date.
 */
async function keyMetrics(db: AppDb, companyId: string): Promise<{ metrics: CompanyDetails['keyMetrics']; ownDate: ValuationFigures | null }> {
  const [row] = await rows<{ items: Record<string, unknown>; as_of: string | null; period_end: string; source: string }>(
    db,
    sql`select items, ${isoDate(sql`as_of`)} as as_of, ${isoDate(sql`period_end`)} as period_end, source
        from financial_statements
        where company_id = ${companyId} and statement = 'key_metrics' and period = 'ttm'
        order by period_end desc limit 1`,
  );
  if (!row) return { metrics: null, ownDate: null };
  const asOf = row.as_of ?? row.period_end;
  // The price-dependent items come from the valuation at the close (company_valuations), never from here.
  const items = { ...(row.items ?? {}) };
  for (const key of VALUATION_ITEMS) delete items[key];
  return {
    metrics: { asOf, source: row.source, items: orderedKeyMetrics(items) },
    ownDate: ownDateValuation(fundamentalsFromItems(asOf, row.items ?? {}), NOT_YET_VALUED),
  };
}

type TableKind = 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement';

/** Annual statements and quarterly income, the latest periods of each, in one read of the primary key. */
async function statements(db: AppDb, companyId: string): Promise<Pick<CompanyDetails, 'statements' | 'quarterly'>> {
  const found = await rows<{ statement: TableKind; period: 'annual' | 'quarterly'; period_end: string; items: Record<string, unknown>; as_of: string | null; source: string }>(
    db,
    sql`select statement, period, period_end, items, as_of, source from (
          select statement, period, ${isoDate(sql`period_end`)} as period_end, items, ${isoDate(sql`as_of`)} as as_of, source,
                 row_number() over (partition by statement, period order by period_end desc) as n
          from financial_statements
          where company_id = ${companyId}
            and ((period = 'annual' and statement in ('income_statement', 'balance_sheet_statement', 'cash_flow_statement'))
              or (period = 'quarterly' and statement = 'income_statement'))
        ) s
        where (period = 'annual' and n <= ${STATEMENT_PERIODS.annual}) or (period = 'quarterly' and n <= ${STATEMENT_PERIODS.quarterly})`,
  );
  const group = (statement: StatementKind, period: 'annual' | 'quarterly'): StatementPeriodRow[] =>
    found
      .filter((r) => r.statement === statement && r.period === period)
      .map((r) => ({ periodEnd: r.period_end, items: r.items ?? {}, asOf: r.as_of, source: r.source }));
  return {
    statements: {
      income_statement: statementTable('income_statement', 'annual', group('income_statement', 'annual')),
      balance_sheet_statement: statementTable('balance_sheet_statement', 'annual', group('balance_sheet_statement', 'annual')),
      cash_flow_statement: statementTable('cash_flow_statement', 'annual', group('cash_flow_statement', 'annual')),
    },
    quarterly: statementTable('income_statement', 'quarterly', group('income_statement', 'quarterly')),
  };
}

/** ShareholdingQuarter by quarter, oldest first (primary key (company_id, quarter_end)). */
function shareholding(db: AppDb, companyId: string): Promise<ShareholdingQuarter[]> {
  return rows<ShareholdingQuarter>(
    db,
    sql`select ${isoDate(sql`quarter_end`)} as "quarterEnd", promoter, fii, dii, public, government, pledged
        from shareholding_pattern where company_id = ${companyId} order by quarter_end`,
  );
}

/**
 * Up to 10 other companies of the same industry and market, largest market cap first; one listing per
 * company (by ISIN, NSE preferred), without the company's own listings. Latest close and change from the
 * last two bars, P/E and ROE from the latest key_metrics ttm, each a LATERAL read of a primary key.
 * Relies on company_profile_industry_idx (industry).
 */
async function peers(db: AppDb, company: CompanyRow): Promise<Peer[]> {
  if (!company.industry) return [];
  const found = await rows<{ symbol: string; exchange: string; name: string; market_cap: number | null; pe: number | null; roe: number | null; close: number | null; prev_close: number | null; valuation_as_of: string | null; valuation_basis: 'at-price' | 'own-date' | null }>(
    db,
    sql`with listings as (
          select distinct on (coalesce(cp.isin, cp.id::text)) cp.id, cp.symbol, cp.exchange, cp.company_name,
            coalesce(v.market_cap, cp.market_cap) as market_cap, v.pe, ${isoDate(sql`v.as_of`)} as valuation_as_of, v.basis as valuation_basis,
            v.company_id is not null as valued
          from company_profile cp ${valuationJoin(sql`cp.id`, 'v')}
          where cp.industry = ${company.industry} and cp.country = ${company.country} and cp.id <> ${company.id}
            and (${company.isin}::text is null or cp.isin is distinct from ${company.isin}::text)
          order by coalesce(cp.isin, cp.id::text), ${exchangeRank(sql`cp.exchange`)}, cp.exchange
        ), top as (
          select * from listings order by market_cap desc nulls last, symbol limit ${MAX_PEERS}
        )
        select top.symbol, top.exchange, top.company_name as name, top.market_cap,
          case when top.valued then top.pe else km.pe end as pe, km.roe, q.close, q.prev_close,
          case when top.valued then top.valuation_as_of else km.as_of end as valuation_as_of,
          case when top.valued then top.valuation_basis when km.as_of is not null then 'own-date' end as valuation_basis
        from top
        ${latestStockBars(sql`top.id`, 'q')}
        left join lateral (
          select ${jsonNumber(sql`f.items`, 'pe')} as pe, ${jsonNumber(sql`f.items`, 'roe')} as roe,
            ${isoDate(sql`coalesce(f.as_of, f.period_end)`)} as as_of
          from financial_statements f
          where f.company_id = top.id and f.statement = 'key_metrics' and f.period = 'ttm'
          order by f.period_end desc limit 1
        ) km on true
        order by top.market_cap desc nulls last, top.symbol`,
  );
  return found.map((r) => ({
    symbol: r.symbol,
    exchange: r.exchange,
    name: r.name,
    marketCap: r.market_cap,
    pe: r.pe,
    roe: r.roe,
    close: r.close,
    changePct: percentChange(r.close, r.prev_close),
    valuationAsOf: r.valuation_as_of,
    valuationBasis: r.valuation_basis,
  }));
}

/** The indices the company belongs to (index market_index_wise_companies_company_idx). */
async function indices(db: AppDb, companyId: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select mi.index_name as name from market_index_wise_companies c join market_indices mi on mi.id = c.index_id
        where c.company_id = ${companyId} order by mi.index_name`,
  );
  return found.map((r) => r.name);
}

/** GET /api/company/:symbol: everything the company screen shows, each part one indexed query. */
export async function companyDetails(db: AppDb, country: MarketCode, symbol: string): Promise<CompanyDetails> {
  const company = await findListing(db, country, symbol);
  const [quotes, ma, metrics, tables, holding, peerList, indexNames, valuations, dividends] = await Promise.all([
    loadQuotes(db, [company.id]),
    movingAverages(db, company.id),
    keyMetrics(db, company.id),
    statements(db, company.id),
    shareholding(db, company.id),
    peers(db, company),
    indices(db, company.id),
    valuationsOf(db, [company.id]),
    dividendHistory(db, company.id),
  ]);
  const valuation = valuations.get(company.id) ?? metrics.ownDate;
  return {
    company: {
      id: company.id,
      symbol: company.symbol,
      exchange: company.exchange,
      country: company.country,
      name: company.company_name,
      isin: company.isin,
      sector: company.sector,
      industry: company.industry,
      // The listing's own figure only where no valuation exists (it carries no date of its own then).
      marketCap: valuation ? valuation.marketCap : company.market_cap,
      marketCapType: company.market_cap_type,
      currency: company.currency,
      listingDate: company.listing_date,
      website: company.website,
      summary: company.summary,
      source: company.source,
    },
    quote: quotes.get(company.id) ?? null,
    movingAverages: ma,
    keyMetrics: metrics.metrics,
    valuation,
    dividends,
    ...tables,
    shareholding: holding,
    peers: peerList,
    indices: indexNames,
  };
}

/**
 * The company name a symbol stands for, for the HTML shell of /company/:symbol (drawn before the app knows
 * which market the visitor picked): only when every market's listing of the symbol has the same name.
 */
export async function companyNameOfSymbol(db: AppDb, symbol: string): Promise<string | null> {
  const names = await rows<{ company_name: string }>(
    db,
    sql`select distinct cp.company_name from company_profile cp where lower(cp.symbol) = ${symbol.toLowerCase()} limit 2`,
  );
  return names.length === 1 ? (names[0]?.company_name ?? null) : null;
}
