/**
 * Source `fmp`: FMP fundamentals (needs an API key; skipped with a note without one) -> financial_statements
 * (annual and quarterly; key-metrics as statement key_metrics). FMP fields are kept as FMP names them,
 * plus the canonical keys of packages/core statementItems; FMP's ratios are fractions, so the canonical
 * percent keys (roe, dividendYield, opm, npm) are x100. Symbols: `X` is a US listing, `X.NS` / `X.BO` an
 * Indian one. Default symbols: the 25 largest US listings by market cap (a free key allows 250 calls a day;
 * each symbol takes 8).
 */
import { sql } from 'drizzle-orm';
import {
  createFmpClient,
  FMP_ENDPOINTS,
  type FmpClient,
  type FmpEndpoint,
  type FmpPeriod,
  type FmpRecord,
} from './fmpClient';
import { baseUrl } from '../../fileSource';
import { inTransaction, queryRows, upsertRows, type Executor, type Row, type UpsertSpec } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

const DEFAULT_SYMBOL_COUNT = 25;
const STATEMENT_OF: Record<FmpEndpoint, string> = {
  'income-statement': 'income_statement',
  'balance-sheet-statement': 'balance_sheet_statement',
  'cash-flow-statement': 'cash_flow_statement',
  'key-metrics': 'key_metrics',
};

/** canonical key <- FMP field, with a scale (100 for fractions into percent). */
const CANONICAL: Record<FmpEndpoint, Record<string, [string, number]>> = {
  'income-statement': {
    revenue: ['revenue', 1],
    operatingProfit: ['operatingIncome', 1],
    ebitda: ['ebitda', 1],
    ebit: ['operatingIncome', 1],
    depreciation: ['depreciationAndAmortization', 1],
    interest: ['interestExpense', 1],
    otherIncome: ['totalOtherIncomeExpensesNet', 1],
    profitBeforeTax: ['incomeBeforeTax', 1],
    tax: ['incomeTaxExpense', 1],
    netIncome: ['netIncome', 1],
    eps: ['eps', 1],
    opm: ['operatingIncomeRatio', 100],
    npm: ['netIncomeRatio', 100],
  },
  'balance-sheet-statement': {
    totalDebt: ['totalDebt', 1],
    totalAssets: ['totalAssets', 1],
    totalLiabilities: ['totalLiabilities', 1],
    currentAssets: ['totalCurrentAssets', 1],
    currentLiabilities: ['totalCurrentLiabilities', 1],
    inventory: ['inventory', 1],
    tradeReceivables: ['netReceivables', 1],
    tradePayables: ['accountPayables', 1],
    cashEquivalents: ['cashAndCashEquivalents', 1],
    netBlock: ['propertyPlantEquipmentNet', 1],
    equityCapital: ['commonStock', 1],
    reserves: ['retainedEarnings', 1],
    leaseLiabilities: ['capitalLeaseObligations', 1],
    investments: ['longTermInvestments', 1],
  },
  'cash-flow-statement': {
    cashFromOperations: ['operatingCashFlow', 1],
    cashFromInvesting: ['netCashUsedForInvestingActivites', 1],
    cashFromFinancing: ['netCashUsedProvidedByFinancingActivities', 1],
    netCashFlow: ['netChangeInCash', 1],
    freeCashFlow: ['freeCashFlow', 1],
    cashBeginning: ['cashAtBeginningOfPeriod', 1],
    cashEnd: ['cashAtEndOfPeriod', 1],
  },
  'key-metrics': {
    marketCap: ['marketCap', 1],
    pe: ['peRatio', 1],
    pb: ['pbRatio', 1],
    roe: ['roe', 100],
    dividendYield: ['dividendYield', 100],
    debtToEquity: ['debtToEquity', 1],
    currentRatio: ['currentRatio', 1],
    interestCoverage: ['interestCoverage', 1],
    evToEbitda: ['enterpriseValueOverEBITDA', 1],
    priceToSales: ['priceToSalesRatio', 1],
    bookValue: ['bookValuePerShare', 1],
  },
};

/** Every numeric FMP field, then the canonical keys. */
export function fmpItems(endpoint: FmpEndpoint, record: FmpRecord): Record<string, number | null> {
  const items: Record<string, number | null> = {};
  for (const [field, value] of Object.entries(record))
    if (typeof value === 'number' && Number.isFinite(value)) items[field] = value;
  for (const [key, [field, scale]] of Object.entries(CANONICAL[endpoint])) {
    const value = record[field];
    items[key] = typeof value === 'number' && Number.isFinite(value) ? value * scale : null;
  }
  return items;
}

/** Company id for an FMP symbol, or null. */
async function companyOf(db: Executor, symbol: string): Promise<string | null> {
  const indian = /^(.*)\.(NS|BO)$/i.exec(symbol);
  const rows = indian
    ? await queryRows<{ id: string }>(
        db,
        sql`select id from company_profile where symbol = ${indian[1]} and exchange = ${indian[2]!.toUpperCase() === 'NS' ? 'NSE' : 'BSE'}`,
      )
    : await queryRows<{ id: string }>(
        db,
        sql`select id from company_profile where symbol = ${symbol} and country = 'US' order by market_cap desc nulls last limit 1`,
      );
  return rows[0]?.id ?? null;
}

async function defaultSymbols(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ symbol: string }>(
    db,
    sql`select symbol from company_profile where country = 'US' and market_cap is not null order by market_cap desc limit ${DEFAULT_SYMBOL_COUNT}`,
  );
  return rows.map((r) => r.symbol);
}

const STATEMENTS: UpsertSpec = {
  table: 'financial_statements',
  columns: {
    company_id: 'uuid',
    statement: 'text',
    period: 'text',
    period_end: 'date',
    items: 'jsonb',
    currency: 'text',
    as_of: 'date',
    source: 'text',
  },
  conflict: ['company_id', 'statement', 'period', 'period_end'],
  update: ['items', 'currency', 'as_of', 'source'],
  touch: true,
};

async function statementRows(client: FmpClient, symbol: string, companyId: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const endpoint of FMP_ENDPOINTS) {
    for (const period of ['annual', 'quarter'] as FmpPeriod[]) {
      for (const record of await client.get(endpoint, symbol, period)) {
        rows.push({
          company_id: companyId,
          statement: STATEMENT_OF[endpoint],
          period: period === 'annual' ? 'annual' : 'quarterly',
          period_end: record.date.slice(0, 10),
          items: fmpItems(endpoint, record),
          currency: record.reportedCurrency ?? null,
          as_of: typeof record.fillingDate === 'string' ? record.fillingDate.slice(0, 10) : null,
          source: 'fmp',
        });
      }
    }
  }
  return rows;
}

export const fmpSource: IngestSource = {
  name: 'fmp',
  async run(ctx: LoaderContext) {
    const apiKey = ctx.options.fmp?.apiKey;
    if (!apiKey) {
      ctx.report.note = 'FMP_API_KEY is not set: FMP fundamentals skipped';
      return;
    }
    const client = createFmpClient({
      apiKey,
      baseUrl: baseUrl(ctx, 'fmp'),
      fetch: ctx.options.fetch,
      attempts: ctx.options.retry?.attempts,
      delayMs: ctx.options.retry?.delayMs,
    });
    const symbols = ctx.options.fmp?.symbols ?? (await defaultSymbols(ctx.db));
    let lastError: Error | null = null;
    for (const [index, symbol] of symbols.entries()) {
      ctx.options.onProgress?.({ source: ctx.report.source, file: symbol, done: index + 1, total: symbols.length });
      const companyId = await companyOf(ctx.db, symbol);
      if (!companyId) {
        ctx.problem({ file: `fmp/${symbol}`, line: 0, message: `no listing for ${symbol} in company_profile` });
        continue;
      }
      let rows: Row[];
      try {
        rows = await statementRows(client, symbol, companyId);
      } catch (error) {
        lastError = error as Error;
        ctx.problem({ file: `fmp/${symbol}`, line: 0, message: lastError.message });
        continue;
      }
      await inTransaction(ctx.db, (tx) => upsertRows(tx, STATEMENTS, rows, 1000));
      ctx.report.files++;
      ctx.report.rows += rows.length;
    }
    // One symbol may be outside the plan; all of them failing means the key or the service is the problem.
    if (lastError && ctx.report.files === 0) throw lastError;
  },
};
