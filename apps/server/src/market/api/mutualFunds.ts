import type { FundReturn, MutualFundDetail, MutualFundPage, MutualFundRow } from '@sanchay/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import type { MutualFundQuery } from './params';
import { rows } from '../../platform/db/sql';
import { escapeLike, isoDate } from './sql';
import { readNavHistoryRecord } from '../navHistorySpan';
import { FUND_RETURN_PERIODS, fundReturns, navHistory } from './fundReturns';
// The wire shapes live in packages/core (market/marketApiTypes.ts), shared with the web.
export type { MutualFundRow, MutualFundPage };



type Filter = 'category' | 'fundHouse' | 'plan';
const FILTER_COLUMNS: Record<Filter, SQL> = {
  category: sql`category`,
  fundHouse: sql`fund_house`,
  plan: sql`plan`,
};
const SORT_COLUMNS: Record<MutualFundQuery['sort'], SQL> = { name: sql`lower(name)`, nav: sql`nav`, navDate: sql`nav_date` };

/**
 * The words of q, each of which must appear in the name or the fund house's (case-insensitive, % and _ taken
 * literally): "ppfas" finds Parag Parikh's schemes (PPFAS Mutual Fund), "sbi small" SBI's small-cap ones.
 */
export const queryWords = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);

/** The where clause of the search, optionally without one filter (for that filter's facet), plus extra conditions. */
function conditions(query: MutualFundQuery, without?: Filter, ...extra: SQL[]): SQL {
  const parts: SQL[] = queryWords(query.q).map(
    (word) => sql`(lower(name) like ${`%${escapeLike(word)}%`} or lower(coalesce(fund_house, '')) like ${`%${escapeLike(word)}%`})`,
  );
  for (const filter of ['category', 'fundHouse', 'plan'] as const) {
    const value = query[filter];
    if (value !== undefined && filter !== without) parts.push(sql`${FILTER_COLUMNS[filter]} = ${value}`);
  }
  parts.push(...extra);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** The distinct values of a column among the schemes matching every other condition (faceted search). */
async function facet(db: AppDb, query: MutualFundQuery, filter: Filter): Promise<string[]> {
  const column = FILTER_COLUMNS[filter];
  const found = await rows<{ value: string }>(
    db,
    sql`select distinct ${column} as value from mutual_fund_schemes ${conditions(query, filter, sql`${column} is not null`)} order by 1`,
  );
  return found.map((r) => r.value);
}

/**
 * GET /api/mutualfunds: a page of schemes matching every word of q and the filters, sorted (ties by scheme
 * code), the total, and facets. Filters use mutual_fund_schemes_category_idx / _fund_house_idx; the name
 * words are substring matches over the table (tens of thousands of rows; a trigram index would serve
 * them on a much larger table).
 */
export async function searchMutualFunds(db: AppDb, query: MutualFundQuery): Promise<MutualFundPage> {
  const where = conditions(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const [countRows, page, categories, fundHouses, plans, overall, record] = await Promise.all([
    rows<{ total: number }>(db, sql`select count(*)::int as total from mutual_fund_schemes ${where}`),
    rows<MutualFundRow>(
      db,
      sql`select ${ROW_COLUMNS}
          from mutual_fund_schemes ${where}
          order by ${SORT_COLUMNS[query.sort]} ${direction} nulls last, scheme_code ${direction}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    facet(db, query, 'category'),
    facet(db, query, 'fundHouse'),
    facet(db, query, 'plan'),
    // Over every scheme, not the search: the page's date line and its columns stay put as people search.
    rows<{ navAsOf: string | null; expenseRatio: boolean | null; scraped: string[] | null }>(
      db,
      sql`select (select ${isoDate(sql`nav_date`)} from mutual_fund_schemes where nav_date is not null
                  group by nav_date order by count(*) desc, nav_date desc limit 1) as "navAsOf",
                 bool_or(expense_ratio is not null) as "expenseRatio",
                 array[${sql.join(
                   FUND_RETURN_PERIODS.map((p) => sql`case when bool_or(jsonb_typeof(returns -> ${p.period}::text) = 'number') then ${p.period}::text end`),
                   sql`, `,
                 )}] as scraped
          from mutual_fund_schemes`,
    ),
    // The span and longest scheme history as the loads recorded them: one read, no write.
    readNavHistoryRecord(db),
  ]);
  const filled = overall[0];
  const computed = await fundReturns(
    db,
    page.map((r) => r.schemeCode),
  );
  const { span, longest } = record;
  const scraped = new Set(filled?.scraped ?? []);
  const returnPeriods = FUND_RETURN_PERIODS.filter((p) => scraped.has(p.period) || navHistoryCanFill(longest, p.years)).map((p) => p.period);
  return {
    total: countRows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    rows: page.map((r) => withComputedReturns(r, computed.get(r.schemeCode))),
    facets: { categories, fundHouses, plans },
    navAsOf: filled?.navAsOf ?? null,
    filled: { expenseRatio: filled?.expenseRatio === true, returns: returnPeriods.length > 0, returnPeriods },
    navHistory: span,
    longestSchemeHistoryDays: longest,
  };
}

/**
 * Whether a return over `years` can be computed for some scheme: one scheme's NAVs are at least that far apart
 * (its start NAV is on or before the same day `years` before its latest; N years hold at least 365 N days).
 * The history's overall span does not say it: a stale scheme's old NAV beside today's NAVs spans years.
 */
const navHistoryCanFill = (longestDays: number | null, years: number) => longestDays !== null && longestDays >= 365 * years;

/**
 * A row as the wire has it: 1Y/3Y/5Y from the NAV history where it has any of them (to its latest NAV date),
 * else the scraper's figures; the basis and as-of say which.
 */
function withComputedReturns(r: MutualFundRow, computed: FundReturn[] | undefined): MutualFundRow {
  const scraped = r.returns && Object.keys(r.returns).length > 0 ? r.returns : null;
  const fromNav = computed?.some((c) => c.pct !== null) ? computed : undefined;
  return {
    schemeCode: r.schemeCode,
    name: r.name,
    fundHouse: r.fundHouse,
    category: r.category,
    plan: r.plan,
    option: r.option,
    nav: r.nav,
    navDate: r.navDate,
    expenseRatio: r.expenseRatio,
    returns: fromNav ? { ...(scraped ?? {}), ...Object.fromEntries(fromNav.map((c) => [c.period, c.pct])) } : scraped,
    returnsBasis: fromNav ? 'nav' : scraped ? 'scraper' : null,
    returnsAsOf: fromNav ? (fromNav[0]?.to?.date ?? null) : null,
  };
}

const ROW_COLUMNS = sql`scheme_code as "schemeCode", name, fund_house as "fundHouse", category, plan, option, nav,
  ${isoDate(sql`nav_date`)} as "navDate", expense_ratio as "expenseRatio", returns`;

/** How many schemes of the same category the detail page lists. */
export const SAME_CATEGORY_LIMIT = 20;

/**
 * GET /api/mutualfunds/:schemeCode: the scheme, its NAV history, its 1/3/5-year returns from that history (each
 * with its start and end NAV and dates), and other schemes of its category (same plan and option first, then by
 * name). Null when no scheme has the code.
 */
export async function mutualFundDetail(db: AppDb, schemeCode: number): Promise<MutualFundDetail | null> {
  const [scheme] = await rows<MutualFundRow & { structure: string | null; isinGrowth: string | null; isinReinvestment: string | null }>(
    db,
    sql`select ${ROW_COLUMNS}, structure, isin_growth as "isinGrowth", isin_reinvestment as "isinReinvestment"
        from mutual_fund_schemes where scheme_code = ${schemeCode}`,
  );
  if (!scheme) return null;
  const sameWhere = sql`where category = ${scheme.category} and scheme_code <> ${schemeCode}`;
  const [history, computed, peers, peerCount, record] = await Promise.all([
    navHistory(db, schemeCode),
    fundReturns(db, [schemeCode]),
    scheme.category === null
      ? Promise.resolve([])
      : rows<MutualFundRow>(
          db,
          sql`select ${ROW_COLUMNS} from mutual_fund_schemes ${sameWhere}
              order by (plan is not distinct from ${scheme.plan} and option is not distinct from ${scheme.option}) desc,
                       lower(name), scheme_code
              limit ${SAME_CATEGORY_LIMIT}`,
        ),
    scheme.category === null
      ? Promise.resolve([{ n: 0 }])
      : rows<{ n: number }>(db, sql`select count(*)::int as n from mutual_fund_schemes ${sameWhere}`),
    readNavHistoryRecord(db),
  ]);
  const peerReturns = await fundReturns(
    db,
    peers.map((p) => p.schemeCode),
  );
  const returns = computed.get(schemeCode) ?? [];
  const sameCategory = peers.map((p) => withComputedReturns(p, peerReturns.get(p.schemeCode)));
  return {
    scheme: {
      ...withComputedReturns(scheme, returns),
      structure: scheme.structure,
      isinGrowth: scheme.isinGrowth,
      isinReinvestment: scheme.isinReinvestment,
    },
    history,
    returns,
    sameCategory,
    sameCategoryTotal: peerCount[0]?.n ?? 0,
    // A period's column shows only when one of the listed schemes has that return (from its NAV history or the
    // scraper); the longest history says why one does not.
    sameCategoryReturnPeriods: FUND_RETURN_PERIODS.filter((p) => sameCategory.some((r) => typeof r.returns?.[p.period] === 'number')).map((p) => p.period),
    longestSchemeHistoryDays: record.longest,
  };
}
