import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { rows } from './sql';

/** One row of GET /api/indices/indexFunds (spec 001 section 7.1): what the scraper screen lists. */
export interface IndexFund {
  name: string;
  /** The scraper site's fund code once scraped, else the AMFI scheme code. */
  schemeCode: string;
  /** The fund's page on the scraper site, once scraped; null before. */
  url: string | null;
  category: string | null;
  /** Star rating (1-5) when known. */
  rating: string | null;
  /** Assets under management, e.g. "1,234.56 Cr", when known. */
  aum: string | null;
  /** Direct | Regular. */
  plan: string | null;
}

/** One row of GET /api/indices/etf_funds_data: an NSE-listed ETF with its AMFI scheme when matched by ISIN. */
export interface EtfFund {
  symbol: string;
  name: string;
  underlying: string;
  isin: string | null;
  assetClass: string;
  schemeCode: number | null;
  category: string | null;
  nav: number | null;
  navDate: string | null;
  expenseRatio: number | null;
  aumCrore: number | null;
}

/** AMFI files index funds and ETFs under "Other Scheme - Index Funds", "- Gold ETF" and "- Other  ETFs". */
const INDEX_FUND_CATEGORY = sql`(s.category ilike '%Index Fund%' or s.category ilike '%ETF%')`;
const crore = (value: unknown) => (value === null || value === undefined ? null : `${Number(value).toLocaleString('en-IN', { maximumFractionDigits: 2 })} Cr`);

/** Index funds and ETFs from the mutual fund tables (AMFI schemes, with the scraper's fields when it ran), by name. */
export async function indexFunds(db: AppDb): Promise<IndexFund[]> {
  const found = await rows<{
    name: string; scheme_code: number; scraped_code: string | null; url: string | null; category: string | null;
    scraped_rating: string | null; rating: number | null; scraped_aum: string | null; aum_crore: number | null; plan: string | null;
  }>(
    db,
    sql`select s.name, s.scheme_code, f.scheme_code as scraped_code, f.url, s.category, f.rating as scraped_rating, s.rating,
          f.aum as scraped_aum, s.aum_crore, coalesce(s.plan, f.plan) as plan
        from mutual_fund_schemes s
        left join lateral (select * from scraped_mutual_funds f where f.amfi_scheme_code = s.scheme_code order by f.scraped_at desc limit 1) f on true
        where ${INDEX_FUND_CATEGORY}
        order by s.name, s.scheme_code`,
  );
  return found.map((r) => ({
    name: r.name,
    schemeCode: r.scraped_code ?? String(r.scheme_code),
    url: r.url,
    category: r.category,
    rating: r.scraped_rating ?? (r.rating === null ? null : String(r.rating)),
    aum: r.scraped_aum ?? crore(r.aum_crore),
    plan: r.plan,
  }));
}

/** The NSE ETF list joined to AMFI's schemes by ISIN (growth or reinvestment), by symbol. */
export async function etfFunds(db: AppDb): Promise<EtfFund[]> {
  const found = await rows<{
    symbol: string; name: string; underlying: string; isin: string | null; asset_class: string; scheme_code: number | null;
    category: string | null; nav: number | null; nav_date: string | null; expense_ratio: number | null; aum_crore: number | null;
  }>(
    db,
    sql`select e.symbol, e.name, e.underlying, e.isin, e.asset_class, s.scheme_code, s.category, s.nav,
          to_char(s.nav_date, 'YYYY-MM-DD') as nav_date, s.expense_ratio, s.aum_crore
        from etfs e
        left join lateral (select * from mutual_fund_schemes s where e.isin is not null and (s.isin_growth = e.isin or s.isin_reinvestment = e.isin)
                           order by s.scheme_code limit 1) s on true
        order by e.symbol`,
  );
  return found.map((r) => ({
    symbol: r.symbol,
    name: r.name,
    underlying: r.underlying,
    isin: r.isin,
    assetClass: r.asset_class,
    schemeCode: r.scheme_code,
    category: r.category,
    nav: r.nav === null ? null : Number(r.nav),
    navDate: r.nav_date,
    expenseRatio: r.expense_ratio === null ? null : Number(r.expense_ratio),
    aumCrore: r.aum_crore === null ? null : Number(r.aum_crore),
  }));
}
