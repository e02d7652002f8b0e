import {
  altmanZScore,
  type DcfAssumptions,
  dcfGrowth,
  dcfPerShare,
  type ExplorerArrayName,
  growthPercent,
  type StatementLineItems as Items,
  itemGrowth,
  piotroskiScore,
} from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { type ArrayLoader, type ArrayQuery, type Row, selectRows } from './tableArrays';

const page = (q: ArrayQuery) => sql`limit ${q.limit} offset ${q.offset}`;
const bySize = sql`cp.market_cap desc nulls last, cp.symbol`;

/** Statement rows with their line items spread into columns; every row gets every item key (null when absent). */
export function spreadItems(rows: Row[], itemsKey = 'items'): Row[] {
  const keys = new Set<string>();
  for (const row of rows) for (const k of Object.keys((row[itemsKey] as Items | null) ?? {})) keys.add(k);
  return rows.map((row) => {
    const { [itemsKey]: items, ...rest } = row;
    const out: Row = { ...rest };
    for (const k of keys) if (!(k in out)) out[k] = (items as Items | null)?.[k] ?? null;
    return out;
  });
}

function statementArray(statement: string, period: string): ArrayLoader {
  return async (db, q) =>
    spreadItems(
      await selectRows(
        db,
        sql`select cp.symbol, cp.company_name, fs.period, to_char(fs.period_end, 'YYYY-MM-DD') as period_end, fs.currency, fs.items
            from financial_statements fs join company_profile cp on cp.id = fs.company_id
            where fs.statement = ${statement} and fs.period = ${period} and cp.country = ${q.country}
            order by ${bySize}, fs.period_end desc ${page(q)}`,
      ),
    );
}

/** Period-on-period growth of every line item of one statement. */
function growthArray(statement: string, period: string): ArrayLoader {
  return async (db, q) => {
    const rows = await selectRows(
      db,
      sql`select cp.symbol, cp.company_name, s.period, to_char(s.period_end, 'YYYY-MM-DD') as period_end,
            to_char(s.prev_end, 'YYYY-MM-DD') as previous_period_end, s.items, s.prev_items
          from (select fs.company_id, fs.period, fs.period_end, fs.items,
                  lag(fs.items) over w as prev_items, lag(fs.period_end) over w as prev_end
                from financial_statements fs
                where fs.statement = ${statement} and fs.period = ${period}
                window w as (partition by fs.company_id order by fs.period_end)) s
          join company_profile cp on cp.id = s.company_id
          where s.prev_items is not null and cp.country = ${q.country}
          order by ${bySize}, s.period_end desc ${page(q)}`,
    );
    return spreadItems(
      rows.map(({ items, prev_items, ...rest }) => ({
        ...rest,
        growth: itemGrowth(items as Items, prev_items as Items),
      })),
      'growth',
    );
  };
}

interface Statements {
  income_statement?: Items;
  balance_sheet_statement?: Items;
  cash_flow_statement?: Items;
}

interface AnnualRow {
  symbol: string;
  company_name: string;
  market_cap: number | null;
  period_end: string;
  st: Statements;
  prev_st: Statements | null;
  st3: Statements | null;
  /** Close on or before the period end (per-year arrays) or the latest close (latest-only arrays). */
  price: number | null;
  price_date: string | null;
}

/** Annual income, balance sheet and cash flow per company and year, with the year before and three years before. */
async function annualYears(db: AppDb, q: ArrayQuery, which: 'latest' | 'all' | 'withPrevious'): Promise<AnnualRow[]> {
  const latestOnly = which === 'latest';
  const price = latestOnly
    ? sql`(select m.close from stock_price_volume_daily_moving_averages m where m.company_id = cp.id) as price,
          (select to_char(m.date, 'YYYY-MM-DD') from stock_price_volume_daily_moving_averages m where m.company_id = cp.id) as price_date`
    : sql`(select s.close from stock_price_daily_historical s where s.company_id = cp.id and s.date <= w.period_end order by s.date desc limit 1) as price,
          null as price_date`;
  return (await selectRows(
    db,
    sql`with y as (
          select fs.company_id, fs.period_end, jsonb_object_agg(fs.statement, fs.items) as st
          from financial_statements fs join company_profile c on c.id = fs.company_id
          where fs.period = 'annual' and c.country = ${q.country}
            and fs.statement in ('income_statement', 'balance_sheet_statement', 'cash_flow_statement')
          group by fs.company_id, fs.period_end
        ), w as (
          select y.*, lag(y.st) over p as prev_st, lag(y.st, 3) over p as st3,
            row_number() over (partition by y.company_id order by y.period_end desc) as rn
          from y window p as (partition by y.company_id order by y.period_end)
        )
        select cp.symbol, cp.company_name, cp.market_cap, to_char(w.period_end, 'YYYY-MM-DD') as period_end, w.st, w.prev_st, w.st3, ${price}
        from w join company_profile cp on cp.id = w.company_id
        where ${latestOnly ? sql`w.rn = 1` : which === 'withPrevious' ? sql`w.prev_st is not null` : sql`true`}
        order by ${bySize}, w.period_end desc ${page(q)}`,
  )) as unknown as AnnualRow[];
}

const n = (items: Items | undefined, key: string): number | null => {
  const v = items?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

function dcfArray(levered: boolean, conservative: boolean): ArrayLoader {
  const base = conservative
    ? { years: 10, discountRatePercent: 14, terminalGrowthPercent: 3, factor: 0.5 }
    : { years: 5, discountRatePercent: 12, terminalGrowthPercent: 4, factor: 1 };
  return async (db, q) =>
    (await annualYears(db, q, 'latest')).map((r) => {
      const income = r.st.income_statement;
      const balance = r.st.balance_sheet_statement;
      const fcf = n(r.st.cash_flow_statement, 'freeCashFlow');
      const interest = n(income, 'interest') ?? 0;
      const baseCashFlow = fcf === null ? null : levered ? fcf - interest : fcf;
      const shares = n(balance, 'sharesOutstanding');
      const assumptions: DcfAssumptions = {
        years: base.years,
        discountRatePercent: base.discountRatePercent,
        terminalGrowthPercent: base.terminalGrowthPercent,
        growthPercent: dcfGrowth(n(income, 'revenue'), n(r.st3?.income_statement, 'revenue'), base.factor),
      };
      const dcf =
        baseCashFlow !== null && shares
          ? dcfPerShare({
              cashFlow: baseCashFlow,
              shares,
              cash: n(balance, 'cashEquivalents') ?? 0,
              debt: n(balance, 'totalDebt') ?? 0,
              levered,
              assumptions,
            })
          : null;
      return {
        symbol: r.symbol,
        company_name: r.company_name,
        date: r.price_date ?? r.period_end,
        price: r.price,
        dcf,
        upside_percent: dcf !== null && r.price ? growthPercent(dcf, r.price) : null,
        base_cash_flow: baseCashFlow,
        growth_percent: assumptions.growthPercent,
        discount_rate_percent: assumptions.discountRatePercent,
        terminal_growth_percent: assumptions.terminalGrowthPercent,
        years: assumptions.years,
        shares_outstanding: shares,
      };
    });
}

export const STATEMENT_LOADERS: Partial<Record<ExplorerArrayName, ArrayLoader>> = {
  income_statement: statementArray('income_statement', 'annual'),
  cash_flow_statement: statementArray('cash_flow_statement', 'annual'),
  balance_sheet_statement: statementArray('balance_sheet_statement', 'annual'),
  key_metrics: statementArray('key_metrics', 'annual'),
  income_statement_quarterly: statementArray('income_statement', 'quarterly'),
  key_metrics_ttm: statementArray('key_metrics', 'ttm'),
  balance_sheet_statement_growth: growthArray('balance_sheet_statement', 'annual'),
  income_statement_growth: growthArray('income_statement', 'annual'),
  cash_flow_statement_growth: growthArray('cash_flow_statement', 'annual'),
  income_statement_growth_quarterly: growthArray('income_statement', 'quarterly'),
  discounted_cash_flow: dcfArray(false, false),
  levered_discounted_cash_flow: dcfArray(true, false),
  custom_discounted_cash_flow: dcfArray(false, true),
  custom_levered_discounted_cash_flow: dcfArray(true, true),

  enterprise_values: async (db, q) =>
    (await annualYears(db, q, 'all')).map((r) => {
      const balance = r.st.balance_sheet_statement;
      const shares = n(balance, 'sharesOutstanding');
      const marketCap = shares !== null && r.price !== null ? Math.round(shares * r.price) : null;
      const debt = n(balance, 'totalDebt');
      const cash = n(balance, 'cashEquivalents');
      return {
        symbol: r.symbol,
        company_name: r.company_name,
        period_end: r.period_end,
        shares_outstanding: shares,
        price: r.price,
        market_cap: marketCap,
        total_debt: debt,
        cash,
        enterprise_value: marketCap !== null ? marketCap + (debt ?? 0) - (cash ?? 0) : null,
      };
    }),

  owner_earnings: async (db, q) =>
    (await annualYears(db, q, 'withPrevious')).map((r) => {
      const income = r.st.income_statement;
      const net = n(income, 'netIncome');
      const dep = n(income, 'depreciation');
      const capex = n(r.st.cash_flow_statement, 'capitalExpenditure');
      const cfo = n(r.st.cash_flow_statement, 'cashFromOperations');
      // Operating cash flow = net income + depreciation - working-capital build-up.
      const wc = net !== null && dep !== null && cfo !== null ? net + dep - cfo : null;
      const owner = net !== null && dep !== null && capex !== null && wc !== null ? net + dep - capex - wc : null;
      const shares = n(r.st.balance_sheet_statement, 'sharesOutstanding');
      return {
        symbol: r.symbol,
        company_name: r.company_name,
        period_end: r.period_end,
        net_income: net,
        depreciation: dep,
        capital_expenditure: capex,
        working_capital_change: wc,
        owner_earnings: owner,
        owner_earnings_per_share: owner !== null && shares ? Math.round((owner / shares) * 100) / 100 : null,
      };
    }),

  financial_scores: async (db, q) =>
    (await annualYears(db, q, 'latest')).map((r) => {
      const income = r.st.income_statement ?? {};
      const balance = r.st.balance_sheet_statement ?? {};
      const totalAssets = n(balance, 'totalAssets') ?? 0;
      const equity = (n(balance, 'equityCapital') ?? 0) + (n(balance, 'reserves') ?? 0);
      const totalLiabilities = totalAssets - equity;
      const marketCap = r.market_cap ?? 0;
      return {
        symbol: r.symbol,
        company_name: r.company_name,
        period_end: r.period_end,
        piotroski_score: r.prev_st
          ? piotroskiScore(
              { income, balance, cash: r.st.cash_flow_statement ?? {} },
              { income: r.prev_st.income_statement ?? {}, balance: r.prev_st.balance_sheet_statement ?? {} },
            )
          : null,
        altman_z_score: altmanZScore({
          workingCapital: n(balance, 'workingCapital') ?? 0,
          totalAssets,
          retainedEarnings: n(balance, 'reserves') ?? 0,
          ebit: n(income, 'ebit') ?? 0,
          marketCap,
          totalLiabilities,
          revenue: n(income, 'revenue') ?? 0,
        }),
        working_capital: n(balance, 'workingCapital'),
        total_assets: totalAssets || null,
        retained_earnings: n(balance, 'reserves'),
        ebit: n(income, 'ebit'),
        market_cap: r.market_cap,
        total_liabilities: totalLiabilities || null,
        revenue: n(income, 'revenue'),
      };
    }),

  financial_growth: async (db, q) =>
    (await annualYears(db, q, 'withPrevious')).map((r) => {
      const cur = r.st;
      const prev = r.prev_st as Statements;
      const g = (s: keyof Statements, key: string) => growthPercent(n(cur[s], key), n(prev[s], key));
      return {
        symbol: r.symbol,
        company_name: r.company_name,
        period_end: r.period_end,
        revenue_growth: g('income_statement', 'revenue'),
        net_income_growth: g('income_statement', 'netIncome'),
        eps_growth: g('income_statement', 'eps'),
        operating_cash_flow_growth: g('cash_flow_statement', 'cashFromOperations'),
        free_cash_flow_growth: g('cash_flow_statement', 'freeCashFlow'),
        total_assets_growth: g('balance_sheet_statement', 'totalAssets'),
        debt_growth: g('balance_sheet_statement', 'totalDebt'),
      };
    }),
};
