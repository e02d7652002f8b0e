import { sql } from 'drizzle-orm';
import { COMPANY_SEARCH, type MarketCode } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';

export interface CompanySearchHit {
  name: string;
  symbol: string;
  exchange: string;
  country: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Companies of one market matching typed text, ranked: exact symbol, symbol prefix, name prefix,
 * then trigram similarity of the name; ties go to the shorter symbol. Fewer than 3 characters answer nothing (spec 000 section 5).
 */
export async function searchCompanies(db: AppDb, country: MarketCode, text: string, limit = 20): Promise<CompanySearchHit[]> {
  const q = text.trim().toLowerCase();
  if (q.length < COMPANY_SEARCH.minChars) return [];
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;
  const result = (await db.execute(sql`
    select company_name as name, symbol, exchange, country
    from company_profile
    where country = ${country}
      and (lower(symbol) like ${prefix} or lower(company_name) like ${contains} or lower(company_name) % ${q})
    order by
      case when lower(symbol) = ${q} then 0
           when lower(symbol) like ${prefix} then 1
           when lower(company_name) like ${prefix} then 2
           else 3 end,
      -- fuzzy hits by similarity; the others by the shortest (closest) symbol
      case when lower(symbol) like ${prefix} or lower(company_name) like ${prefix} then 0 else similarity(lower(company_name), ${q}) end desc,
      length(symbol),
      symbol
    limit ${limit}`)) as unknown as { rows: CompanySearchHit[] };
  return result.rows.map((r) => ({
    name: r.name,
    symbol: r.symbol,
    exchange: r.exchange,
    country: r.country,
  }));
}
