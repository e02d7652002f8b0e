import type { MutualFundPage, MutualFundRow } from '@sanchay/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import type { MutualFundQuery } from './params';
import { rows } from '../../platform/db/sql';
import { escapeLike, isoDate } from './sql';
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
  const [countRows, page, categories, fundHouses, plans, overall] = await Promise.all([
    rows<{ total: number }>(db, sql`select count(*)::int as total from mutual_fund_schemes ${where}`),
    rows<MutualFundRow>(
      db,
      sql`select scheme_code as "schemeCode", name, fund_house as "fundHouse", category, plan, option, nav,
            ${isoDate(sql`nav_date`)} as "navDate", expense_ratio as "expenseRatio", returns
          from mutual_fund_schemes ${where}
          order by ${SORT_COLUMNS[query.sort]} ${direction} nulls last, scheme_code ${direction}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    facet(db, query, 'category'),
    facet(db, query, 'fundHouse'),
    facet(db, query, 'plan'),
    // Over every scheme, not the search: the page's date line and its columns stay put as people search.
    rows<{ navAsOf: string | null; expenseRatio: boolean | null; returns: boolean | null }>(
      db,
      sql`select (select ${isoDate(sql`nav_date`)} from mutual_fund_schemes where nav_date is not null
                  group by nav_date order by count(*) desc, nav_date desc limit 1) as "navAsOf",
                 bool_or(expense_ratio is not null) as "expenseRatio",
                 bool_or(returns is not null and returns::text <> '{}') as returns
          from mutual_fund_schemes`,
    ),
  ]);
  const filled = overall[0];
  return {
    total: countRows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    rows: page.map((r) => ({
      schemeCode: r.schemeCode,
      name: r.name,
      fundHouse: r.fundHouse,
      category: r.category,
      plan: r.plan,
      option: r.option,
      nav: r.nav,
      navDate: r.navDate,
      expenseRatio: r.expenseRatio,
      returns: r.returns ?? null,
    })),
    facets: { categories, fundHouses, plans },
    navAsOf: filled?.navAsOf ?? null,
    filled: { expenseRatio: filled?.expenseRatio === true, returns: filled?.returns === true },
  };
}
