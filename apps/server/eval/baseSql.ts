/**
 * Hand-written SQL for the evaluation: every screenable metric of every company computed straight from the
 * tables (independent of the engine's snapshot code), following the metric definitions of
 * packages/core research/metrics.ts: key metrics from the latest key_metrics row (ttm first), statement
 * lines from the latest annual statement, prices and moving averages from the moving-average table when a
 * company has bars (else the key metrics), holdings from the latest shareholding quarter (else key metrics).
 * Money in crores.
 */
const km = (item: string, as: string) => `(km.items->>'${item}')::float8 as ${as}`;

export const BASE_CTE = `
with km as (
  select distinct on (company_id) company_id, items from financial_statements
  where statement = 'key_metrics' order by company_id, (period = 'ttm') desc, period_end desc),
inc as (
  select distinct on (company_id) company_id, items from financial_statements
  where statement = 'income_statement' and period = 'annual' order by company_id, period_end desc),
bal as (
  select distinct on (company_id) company_id, items from financial_statements
  where statement = 'balance_sheet_statement' and period = 'annual' order by company_id, period_end desc),
cf as (
  select distinct on (company_id) company_id, items from financial_statements
  where statement = 'cash_flow_statement' and period = 'annual' order by company_id, period_end desc),
sh as (
  select distinct on (company_id) company_id, promoter, fii, dii, pledged from shareholding_pattern
  order by company_id, quarter_end desc),
base as (
  select c.id, c.symbol, c.company_name as name, c.country, c.sector, c.industry, c.market_cap_type,
    coalesce((km.items->>'marketCap')::float8, c.market_cap) / 1e7 as market_cap,
    case when ma.company_id is not null then ma.close else (km.items->>'currentPrice')::float8 end as current_price,
    case when ma.company_id is not null then ma.price_sma_50 else (km.items->>'dma50')::float8 end as dma_50,
    case when ma.company_id is not null then ma.price_sma_200 else (km.items->>'dma200')::float8 end as dma_200,
    ${km('pe', 'pe')}, ${km('pb', 'pb')}, ${km('roe', 'roe')}, ${km('roce', 'roce')}, ${km('roa', 'roa')},
    ${km('debtToEquity', 'debt_to_equity')}, ${km('dividendYield', 'dividend_yield')}, ${km('opm', 'opm')},
    ${km('salesGrowth3y', 'sales_growth_3y')}, ${km('salesGrowth5y', 'sales_growth_5y')},
    ${km('profitGrowth3y', 'profit_growth_3y')}, ${km('profitGrowth5y', 'profit_growth_5y')},
    ${km('rsi', 'rsi')}, ${km('return1y', 'return_1y')}, ${km('bookValue', 'book_value')},
    ${km('piotroskiScore', 'piotroski_score')}, ${km('currentRatio', 'current_ratio')}, ${km('evToEbitda', 'ev_to_ebitda')},
    ${km('interestCoverage', 'interest_coverage')}, ${km('peg', 'peg')},
    ${km('return3y', 'return_3y')}, ${km('priceToSales', 'price_to_sales')}, ${km('industryPe', 'industry_pe')},
    ${km('earningsYield', 'earnings_yield')}, ${km('altmanZScore', 'altman_zscore')}, ${km('dividendPayout', 'dividend_payout')},
    ${km('grahamNumber', 'graham_number')}, (km.items->>'netWorth')::float8 / 1e7 as net_worth,
    case when ma.company_id is not null then ma.high_52w else (km.items->>'high52w')::float8 end as high_52w,
    case when ma.company_id is not null then ma.low_52w else (km.items->>'low52w')::float8 end as low_52w,
    coalesce(sh.promoter, (km.items->>'promoterHolding')::float8) as promoter_holding,
    coalesce(sh.pledged, (km.items->>'pledgedPercentage')::float8) as pledged_percentage,
    sh.fii as fii_holding, sh.dii as dii_holding,
    (inc.items->>'revenue')::float8 / 1e7 as sales,
    (inc.items->>'netIncome')::float8 / 1e7 as net_profit,
    (inc.items->>'eps')::float8 as eps,
    (inc.items->>'operatingProfit')::float8 / 1e7 as operating_profit,
    (inc.items->>'ebitda')::float8 / 1e7 as ebitda,
    (cf.items->>'cashFromOperations')::float8 / 1e7 as cash_from_operations,
    (cf.items->>'freeCashFlow')::float8 / 1e7 as free_cash_flow,
    (bal.items->>'totalDebt')::float8 / 1e7 as debt
  from company_profile c
  left join km on km.company_id = c.id
  left join inc on inc.company_id = c.id
  left join bal on bal.company_id = c.id
  left join cf on cf.company_id = c.id
  left join sh on sh.company_id = c.id
  left join stock_price_volume_daily_moving_averages ma on ma.company_id = c.id)
`;

/** A screen over base (Indian listings), its rows ordered as the engine orders them (missing values last, ties by symbol). */
export function screenSql(where: string, orderBy: string, limit: number, columns: string): string {
  return `${BASE_CTE} select symbol, ${columns} from base where country = 'IN' and (${where})
    order by ${orderBy} nulls last, symbol limit ${limit}`;
}

/** Members of an index by name. */
export const inIndex = (name: string) =>
  `id in (select m.company_id from market_index_wise_companies m join market_indices i on i.id = m.index_id where i.index_name = '${name}')`;

/** Whole-word, case-insensitive match of any of the names against the sector or the industry. */
export function sectorIs(names: string[], fields: ('sector' | 'industry')[] = ['sector', 'industry']): string {
  const pattern = `(^|[^a-z0-9])(${names.map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})($|[^a-z0-9])`;
  return `(${fields.map((f) => `lower(coalesce(${f}, '')) ~ '${pattern.replace(/'/g, "''")}'`).join(' or ')})`;
}
