import type { AssetClass, DatedClose } from '@sanchay/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { portfolioSecurities } from './schema';

/**
 * What the market data (company listings with their daily closes, AMFI schemes with their NAV) and the
 * person's own notes say about ISINs. Reads only; the market tables belong to the market feature.
 */
export interface SecurityInfo {
  isin: string;
  name: string;
  symbol: string | null;
  assetClass: AssetClass;
  sector: string | null;
  marketCapType: string | null;
  price: number | null;
  priceDate: string | null;
  previousClose: number | null;
  fmv31Jan2018: number | null;
}

interface ListingRow {
  isin: string;
  symbol: string;
  name: string;
  sector: string | null;
  market_cap_type: string | null;
  price_date: string | null;
  close: number | null;
  previous_close: number | null;
  fmv: number | null;
}

interface SchemeRow {
  isin: string;
  name: string;
  category: string | null;
  nav: number | null;
  nav_date: string | null;
}

const isinList = (isins: readonly string[]) => sql`array[${sql.join(isins.map((i) => sql`${i}`), sql`, `)}]::text[]`;

/**
 * AMFI schemes (`mutual_fund_schemes s`) by their growth or reinvestment ISIN: `isin` is the one of `isins` the
 * scheme carries (growth first), `matches` the condition that it carries one.
 */
function schemeByIsin(isins: readonly string[]) {
  const list = isinList(isins);
  return {
    isin: sql`coalesce(case when s.isin_growth = any(${list}) then s.isin_growth end, s.isin_reinvestment)`,
    matches: sql`(s.isin_growth = any(${list}) or s.isin_reinvestment = any(${list}))`,
  };
}

/** Listings by ISIN (NSE first), each with its last two closes and, for grandfathering, its high of 31 Jan 2018. */
async function listings(db: AppDb, isins: readonly string[]): Promise<ListingRow[]> {
  return rows<ListingRow>(
    db,
    sql`select distinct on (c.isin) c.isin, c.symbol, c.company_name as name, c.sector, c.market_cap_type,
               to_char(p.date, 'YYYY-MM-DD') as price_date, p.close, prev.close as previous_close,
               coalesce(g.high, g.close) as fmv
        from company_profile c
        left join lateral (select date, close from stock_price_daily_historical where company_id = c.id order by date desc limit 1) p on true
        left join lateral (select close from stock_price_daily_historical where company_id = c.id and date < p.date order by date desc limit 1) prev on true
        left join stock_price_daily_historical g on g.company_id = c.id and g.date = '2018-01-31'
        where c.isin = any(${isinList(isins)})
        order by c.isin, case c.exchange when 'NSE' then 0 when 'BSE' then 1 else 2 end, p.date desc nulls last`,
  );
}

async function schemes(db: AppDb, isins: readonly string[]): Promise<SchemeRow[]> {
  const scheme = schemeByIsin(isins);
  return rows<SchemeRow>(
    db,
    sql`select ${scheme.isin} as isin,
               s.name, s.category, s.nav, to_char(s.nav_date, 'YYYY-MM-DD') as nav_date
        from mutual_fund_schemes s
        where ${scheme.matches}`,
  );
}

const DEBT_NAME = /\b(liquid|gilt|bond|g-?sec|sdl|debt|money market|overnight|psu|t-?bill|bharat bond)\b/i;
const COMMODITY_NAME = /\b(gold|silver)\b/i;

/** The tax class of a fund from its AMFI category or, for an ETF listing, its name (docs/PORTFOLIO.md). */
export function fundAssetClass(category: string | null, name: string): AssetClass {
  const c = category ?? '';
  if (/^Equity Scheme|ELSS|Aggressive Hybrid|Arbitrage|Equity Savings/i.test(c)) return 'equity_fund';
  if (/^Debt Scheme/i.test(c)) return 'debt_fund';
  if (COMMODITY_NAME.test(name)) return 'other';
  if (DEBT_NAME.test(name)) return 'debt_fund';
  if (category === null || /Index Funds|ETF/i.test(c)) return /nifty|sensex|bse|nse|bees/i.test(name) ? 'equity_fund' : 'other';
  return 'other';
}

/** Everything known about `isins` for one person: market data first, their own notes over it. */
export async function securityInfo(db: AppDb, userId: string, isins: readonly string[]): Promise<Map<string, SecurityInfo>> {
  const out = new Map<string, SecurityInfo>();
  if (isins.length === 0) return out;
  const [listed, funds, notes] = await Promise.all([
    listings(db, isins),
    schemes(db, isins),
    db.select().from(portfolioSecurities).where(and(eq(portfolioSecurities.userId, userId), inArray(portfolioSecurities.isin, [...isins]))),
  ]);
  for (const f of funds) {
    out.set(f.isin, { isin: f.isin, name: f.name, symbol: null, assetClass: fundAssetClass(f.category, f.name), sector: null, marketCapType: null, price: f.nav, priceDate: f.nav_date, previousClose: null, fmv31Jan2018: null });
  }
  for (const l of listed) {
    const fund = l.isin.startsWith('INF');
    out.set(l.isin, {
      isin: l.isin,
      name: l.name,
      symbol: l.symbol,
      assetClass: fund ? fundAssetClass(null, l.name) : 'equity',
      sector: fund ? null : l.sector,
      marketCapType: fund ? null : l.market_cap_type,
      price: l.close,
      priceDate: l.price_date,
      previousClose: l.previous_close,
      fmv31Jan2018: l.fmv,
    });
  }
  for (const n of notes) {
    const known = out.get(n.isin);
    const base: SecurityInfo = known ?? { isin: n.isin, name: n.isin, symbol: null, assetClass: defaultAssetClass(n.isin), sector: null, marketCapType: null, price: null, priceDate: null, previousClose: null, fmv31Jan2018: null };
    out.set(n.isin, { ...base, name: n.name ?? base.name, assetClass: n.assetClass ?? base.assetClass, fmv31Jan2018: n.fmv31Jan2018 ?? base.fmv31Jan2018 });
  }
  return out;
}

/** An ISIN no data knows: company shares (INE) are equity; anything else has no rule until the person says. */
export const defaultAssetClass = (isin: string): AssetClass => (isin.startsWith('INE') ? 'equity' : 'other');

/** The ISIN of each NSE/BSE symbol (NSE first); symbols no listing has are left out. */
export async function isinsOfSymbols(db: AppDb, symbols: readonly string[]): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const found = await rows<{ symbol: string; isin: string }>(
    db,
    sql`select distinct on (c.symbol) c.symbol, c.isin from company_profile c
        where c.symbol = any(${isinList(symbols)}) and c.country = 'IN' and c.isin is not null
        order by c.symbol, case c.exchange when 'NSE' then 0 when 'BSE' then 1 else 2 end`,
  );
  return new Map(found.map((r) => [r.symbol, r.isin]));
}

/** The ISIN (growth, else reinvestment) of each AMFI scheme code; codes the AMFI list lacks are left out. */
export async function isinsOfSchemeCodes(db: AppDb, codes: readonly number[]): Promise<Map<number, string>> {
  if (codes.length === 0) return new Map();
  const found = await rows<{ code: number; isin: string }>(
    db,
    sql`select scheme_code as code, coalesce(isin_growth, isin_reinvestment) as isin from mutual_fund_schemes
        where scheme_code = any(array[${sql.join(codes.map((c) => sql`${c}`), sql`, `)}]::int[]) and coalesce(isin_growth, isin_reinvestment) is not null`,
  );
  return new Map(found.map((r) => [Number(r.code), r.isin]));
}

/** Which of `isins` the market data or the person's notes know. */
export async function knownIsins(db: AppDb, userId: string, isins: readonly string[]): Promise<Set<string>> {
  return new Set((await securityInfo(db, userId, isins)).keys());
}

/** The benchmark index's closes from `from` on, oldest first (and the last close before `from`, for a holiday). */
export async function indexCloses(db: AppDb, indexName: string, from: string): Promise<{ date: string; close: number }[]> {
  return rows<{ date: string; close: number }>(
    db,
    sql`select to_char(p.date, 'YYYY-MM-DD') as date, p.close
        from market_index_price_daily p join market_indices i on i.id = p.index_id
        where i.index_name = ${indexName}
          and p.date >= coalesce((select max(q.date) from market_index_price_daily q where q.index_id = i.id and q.date <= ${from}::date), ${from}::date)
        order by p.date`,
  );
}

/** The latest stored close (NSE first) or NAV date of each of `isins`. */
export async function latestPriceDates(db: AppDb, isins: readonly string[]): Promise<Map<string, string>> {
  if (isins.length === 0) return new Map();
  const scheme = schemeByIsin(isins);
  const found = await rows<{ isin: string; date: string }>(
    db,
    sql`select c.isin, to_char(max(p.date), 'YYYY-MM-DD') as date from company_profile c
          join stock_price_daily_historical p on p.company_id = c.id where c.isin = any(${isinList(isins)}) group by c.isin
        union all
        select ${scheme.isin}, to_char(max(h.nav_date), 'YYYY-MM-DD')
        from mutual_fund_schemes s join mutual_fund_nav_history h on h.scheme_code = s.scheme_code
        where ${scheme.matches} group by 1`,
  );
  const out = new Map<string, string>();
  for (const r of found) if (!out.has(r.isin) || r.date > out.get(r.isin)!) out.set(r.isin, r.date);
  return out;
}

/**
 * Closes (NSE first) or NAVs of `isins` on `dates`, oldest first per ISIN. Only those days are read: a chart of
 * 200 holdings over five years would otherwise read a quarter of a million bars.
 */
export async function closesOn(db: AppDb, isins: readonly string[], dates: readonly string[]): Promise<Map<string, DatedClose[]>> {
  const out = new Map<string, DatedClose[]>();
  if (isins.length === 0 || dates.length === 0) return out;
  const days = sql`array[${sql.join(dates.map((d) => sql`${d}`), sql`, `)}]::date[]`;
  const scheme = schemeByIsin(isins);
  const found = await rows<{ isin: string; date: string; close: number }>(
    db,
    sql`select isin, to_char(date, 'YYYY-MM-DD') as date, close from (
          select distinct on (c.isin, p.date) c.isin, p.date, p.close
          from company_profile c join stock_price_daily_historical p on p.company_id = c.id
          where c.isin = any(${isinList(isins)}) and p.date = any(${days})
          order by c.isin, p.date, case c.exchange when 'NSE' then 0 when 'BSE' then 1 else 2 end) listed
        union all
        select ${scheme.isin}, to_char(h.nav_date, 'YYYY-MM-DD'), h.nav
        from mutual_fund_schemes s join mutual_fund_nav_history h on h.scheme_code = s.scheme_code
        where ${scheme.matches} and h.nav_date = any(${days})
        order by 1, 2`,
  );
  for (const r of found) {
    const series = out.get(r.isin) ?? [];
    if (series.at(-1)?.date !== r.date) series.push({ date: r.date, close: r.close });
    out.set(r.isin, series);
  }
  return out;
}

/** The trading days from `from` on, by the stored closes of `isins` (when the benchmark index has none). */
export async function tradingDaysOf(db: AppDb, isins: readonly string[], from: string): Promise<string[]> {
  if (isins.length === 0) return [];
  const found = await rows<{ date: string }>(
    db,
    sql`select distinct to_char(p.date, 'YYYY-MM-DD') as date from stock_price_daily_historical p
        join company_profile c on c.id = p.company_id where c.isin = any(${isinList(isins)}) and p.date >= ${from}::date order by 1`,
  );
  return found.map((r) => r.date);
}
