/**
 * Hand-written SQL for the evaluation: every screenable metric of every company computed straight from the
 * tables (independent of the engine's snapshot code), following the metric definitions of
 * packages/core research/metrics.ts: key metrics from the latest key_metrics row (ttm first), statement
 * lines from the latest annual statement, prices and moving averages from the moving-average table when a
 * company has bars (else the key metrics), holdings from the latest shareholding quarter (else key metrics).
 * Money in crores.
 *
 * Market cap, P/E, P/B, dividend yield and EV/EBITDA are at the latest close (docs/DATA.md, "Valuations at
 * their price"), written here in SQL from the raw tables: the fundamentals' per-share figures (the source's
 * price over its ratios), its share count carried through the applied (exchange-file or confirmed) bonuses,
 * splits and consolidations since its date, at the latest stored close. Where the rule keeps the source's own
 * figures (no close, no share count, no close within 10 days of the fundamentals' date, or that close carried
 * to today's basis more than 8% off the source's price: an action not confirmed) they are the source's own.
 * A company without key metrics keeps its catalogue market cap. Never read from company_valuations (that is
 * the engine's own answer).
 */
import { type SQL, sql } from 'drizzle-orm';

/** Shares one share held on `from` is on `to`: the applied factors with an ex-date in (from, to], inverted when to < from. */
const factorBetween = (company: string, from: string, to: string) => `(select case when ${from} <= ${to}
    then coalesce(exp(sum(ln(a.share_factor))), 1) else 1 / coalesce(exp(sum(ln(a.share_factor))), 1) end
  from corporate_actions a where a.company_id = ${company} and a.status in ('file', 'confirmed') and a.share_factor <> 1
    and a.share_factor > 0 and coalesce(a.ex_date, a.window_to) > least(${from}, ${to})
    and coalesce(a.ex_date, a.window_to) <= greatest(${from}, ${to}))`;

/** Every company's metrics as the truth defines them (the rows of base). */
const TRUTH_BASE_SQL = `
with km as (
  select distinct on (company_id) company_id, items, coalesce(as_of, period_end) as as_of_date from financial_statements
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
closes as (
  select l.company_id, l.date, p.close from (select company_id, max(date) as date from stock_price_daily_historical group by company_id) l
  join stock_price_daily_historical p on p.company_id = l.company_id and p.date = l.date),
check_closes as (
  select c.company_id, chk.date, chk.close from closes c
  cross join lateral (select coalesce(f.as_of, f.period_end) as d from financial_statements f
    where f.company_id = c.company_id and f.statement = 'key_metrics' order by (f.period = 'ttm') desc, f.period_end desc limit 1) f
  cross join lateral (select p.date, p.close from stock_price_daily_historical p
    where p.company_id = c.company_id and p.date between f.d - 10 and f.d + 10 order by abs(p.date - f.d), p.date limit 1) chk),
metrics as (
  select c.id, c.symbol, c.company_name as name, c.country, c.sector, c.industry, c.market_cap_type,
    case when ma.company_id is not null then ma.close else k."currentPrice" end as current_price,
    case when ma.company_id is not null then ma.price_sma_50 else k."dma50" end as dma_50,
    case when ma.company_id is not null then ma.price_sma_200 else k."dma200" end as dma_200,
    k."roe" as roe, k."roce" as roce, k."roa" as roa,
    k."debtToEquity" as debt_to_equity, k."opm" as opm,
    k."salesGrowth3y" as sales_growth_3y, k."salesGrowth5y" as sales_growth_5y,
    k."profitGrowth3y" as profit_growth_3y, k."profitGrowth5y" as profit_growth_5y,
    k."rsi" as rsi, k."return1y" as return_1y, k."bookValue" as book_value,
    k."piotroskiScore" as piotroski_score, k."currentRatio" as current_ratio,
    k."interestCoverage" as interest_coverage, k."peg" as peg,
    k."return3y" as return_3y, k."priceToSales" as price_to_sales, k."industryPe" as industry_pe,
    k."earningsYield" as earnings_yield, k."altmanZScore" as altman_zscore, k."dividendPayout" as dividend_payout,
    k."grahamNumber" as graham_number, k."netWorth" / 1e7 as net_worth,
    case when ma.company_id is not null then ma.high_52w else k."high52w" end as high_52w,
    case when ma.company_id is not null then ma.low_52w else k."low52w" end as low_52w,
    coalesce(sh.promoter, k."promoterHolding") as promoter_holding,
    coalesce(sh.pledged, k."pledgedPercentage") as pledged_percentage,
    sh.fii as fii_holding, sh.dii as dii_holding,
    i."revenue" / 1e7 as sales,
    i."netIncome" / 1e7 as net_profit,
    i."eps" as eps,
    i."operatingProfit" / 1e7 as operating_profit,
    i."ebitda" / 1e7 as ebitda,
    f."cashFromOperations" / 1e7 as cash_from_operations,
    f."freeCashFlow" / 1e7 as free_cash_flow,
    b."totalDebt" / 1e7 as debt,
    -- The fundamentals at their own date (the valuation's inputs, money in rupees).
    km.company_id is not null as has_fundamentals, km.as_of_date as f_date, c.market_cap as profile_market_cap,
    k."currentPrice" as f_price, k."marketCap" as f_market_cap, k."pe" as f_pe, k."pb" as f_pb,
    k."dividendYield" as f_dividend_yield, k."evToEbitda" as f_ev_to_ebitda, k."enterpriseValue" as f_ev,
    coalesce(k."numberOfEquityShares", k."sharesOutstanding") as f_shares_raw,
    coalesce(k."eps", i."eps") as f_eps, k."bookValue" as f_book,
    i."dividend" as f_total_dividend, b."totalDebt" as f_debt,
    b."cashEquivalents" as f_cash
  from company_profile c
  left join km on km.company_id = c.id
  left join inc on inc.company_id = c.id
  left join bal on bal.company_id = c.id
  left join cf on cf.company_id = c.id
  left join lateral jsonb_to_record(km.items) as k("altmanZScore" float8, "bookValue" float8, "currentPrice" float8, "currentRatio" float8, "debtToEquity" float8, "dividendPayout" float8, "dividendYield" float8, "dma200" float8, "dma50" float8, "earningsYield" float8, "enterpriseValue" float8, "eps" float8, "evToEbitda" float8, "grahamNumber" float8, "high52w" float8, "industryPe" float8, "interestCoverage" float8, "low52w" float8, "marketCap" float8, "netWorth" float8, "numberOfEquityShares" float8, "opm" float8, "pb" float8, "pe" float8, "peg" float8, "piotroskiScore" float8, "pledgedPercentage" float8, "priceToSales" float8, "profitGrowth3y" float8, "profitGrowth5y" float8, "promoterHolding" float8, "return1y" float8, "return3y" float8, "roa" float8, "roce" float8, "roe" float8, "rsi" float8, "salesGrowth3y" float8, "salesGrowth5y" float8, "sharesOutstanding" float8) on true
  left join lateral jsonb_to_record(inc.items) as i("dividend" float8, "ebitda" float8, "eps" float8, "netIncome" float8, "operatingProfit" float8, "revenue" float8) on true
  left join lateral jsonb_to_record(bal.items) as b("cashEquivalents" float8, "totalDebt" float8) on true
  left join lateral jsonb_to_record(cf.items) as f("cashFromOperations" float8, "freeCashFlow" float8) on true
  left join sh on sh.company_id = c.id
  left join stock_price_volume_daily_moving_averages ma on ma.company_id = c.id),
per_share as (
  select m.*,
    case when m.f_shares_raw > 0 then m.f_shares_raw when m.f_market_cap > 0 and m.f_price > 0 then m.f_market_cap / m.f_price end as f_shares,
    case when m.f_price > 0 and m.f_pe > 0 then m.f_price / m.f_pe else m.f_eps end as f_eps_ps,
    case when m.f_price > 0 and m.f_pb > 0 then m.f_price / m.f_pb else m.f_book end as f_book_ps,
    case when m.f_price > 0 and m.f_dividend_yield is not null then m.f_price * m.f_dividend_yield / 100
         when m.f_total_dividend is not null and m.f_shares_raw > 0 then m.f_total_dividend / m.f_shares_raw end as f_dividend_ps,
    case when m.f_ev is not null and m.f_market_cap is not null then m.f_ev - m.f_market_cap
         when m.f_debt is not null then m.f_debt - coalesce(m.f_cash, 0) end as f_net_debt,
    case when m.f_ev is not null and m.f_ev_to_ebitda > 0 then m.f_ev / m.f_ev_to_ebitda end as f_ebitda,
    lc.date as close_date, lc.close as close, chk.date as check_date, chk.close as check_close
  from metrics m
  left join closes lc on m.has_fundamentals and lc.company_id = m.id
  left join check_closes chk on chk.company_id = m.id),
priced as (
  select s.*, case when s.close > 0 and s.f_shares > 0 and s.check_close is not null and s.f_price > 0 then
      abs(s.check_close * ${factorBetween('s.id', 's.check_date', 's.close_date')} / s.f_price - 1) <= 0.08 else false end as at_price,
    case when s.close > 0 then ${factorBetween('s.id', 's.f_date', 's.close_date')} else 1 end as k
  from per_share s),
base as (
  select p.*,
    case when not p.has_fundamentals then p.profile_market_cap when p.at_price then p.close * p.f_shares * p.k else p.f_market_cap end / 1e7
      as market_cap,
    case when not p.at_price then p.f_pe when p.f_eps_ps / p.k > 0 then p.close / (p.f_eps_ps / p.k) end as pe,
    case when not p.at_price then p.f_pb when p.f_book_ps / p.k > 0 then p.close / (p.f_book_ps / p.k) end as pb,
    case when not p.at_price then p.f_dividend_yield when p.f_dividend_ps is not null then p.f_dividend_ps / p.k / p.close * 100 end
      as dividend_yield,
    case when not p.at_price then p.f_ev_to_ebitda when p.f_net_debt is not null and p.f_ebitda > 0
      then (p.close * p.f_shares * p.k + p.f_net_debt) / p.f_ebitda end as ev_to_ebitda
  from priced p)
select * from base
`;

/** The table the truth's metrics are computed into once per run (a temporary table: nothing is left in the database). */
const TRUTH_TABLE = 'eval_truth_base';

/**
 * Computes the truth's metrics of every company into a temporary table of the session (once per evaluation run,
 * before any case's SQL runs, and again after the data changes): the valuations at the price cost seconds to
 * compute, and every case reads them.
 */
export async function prepareTruthBase(db: { execute(query: SQL): Promise<unknown> }): Promise<void> {
  await db.execute(sql.raw(`drop table if exists pg_temp.${TRUTH_TABLE}`));
  await db.execute(sql.raw(`create temporary table ${TRUTH_TABLE} as ${TRUTH_BASE_SQL}`));
}

/** The start of a case's SQL: base is every company's metrics (prepareTruthBase must have run on the session). */
export const BASE_CTE = `with base as (select * from pg_temp.${TRUTH_TABLE})`;

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
