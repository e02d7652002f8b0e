/** Lookups of company_profile rows by symbol and ISIN, shared by the loaders that attach data to listings. */
import { sql } from 'drizzle-orm';
import { eachStep, runInTurns } from '../platform/inTurns';
import { queryRows, type Executor, type PgType } from './sqlBatch';

export interface Listing {
  id: string;
  symbol: string;
  exchange: string;
  isin: string | null;
  company_name: string;
  source: string;
}

export interface Directory {
  bySymbol: Map<string, Listing>;
  byIsin: Map<string, Listing>;
  /**
   * By comparable name (see nameKey); names shared by two listings are left out, and so are ETFs, whose
   * names another source (AMFI) rewrites: matching must not depend on what a previous run wrote.
   */
  byName: Map<string, Listing>;
}

/** 'Ador Welding Ltd.' and 'ADOR WELDING LIMITED' compare equal. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(limited|ltd|the)\b/g, ' ')
    .replace(/\s+/g, '');
}

/** The listings of some exchanges (e.g. ['NSE']), keyed by symbol and by ISIN. */
export async function loadDirectory(db: Executor, exchanges: readonly string[]): Promise<Directory> {
  const rows = await queryRows<Listing>(
    db,
    sql`select id, symbol, exchange, isin, company_name, source from company_profile where exchange in (${sql.join(
      exchanges.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  const bySymbol = new Map<string, Listing>();
  const byIsin = new Map<string, Listing>();
  const byName = new Map<string, Listing>();
  const shared = new Set<string>();
  const add = (row: Listing) => {
    bySymbol.set(row.symbol, row);
    if (row.isin) byIsin.set(row.isin, row);
    if (row.source === 'nse-etf') return;
    const key = nameKey(row.company_name);
    if (byName.has(key)) shared.add(key);
    byName.set(key, row);
  };
  await runInTurns(eachStep(rows, add)); // some 20,000 listings with their name keys
  for (const key of shared) byName.delete(key);
  return { bySymbol, byIsin, byName };
}

/** Company id per NSE symbol: the key every Indian price file is matched on. */
export async function nseCompanyIds(db: Executor): Promise<Map<string, string>> {
  const { bySymbol } = await loadDirectory(db, ['NSE']);
  return new Map([...bySymbol].map(([symbol, listing]) => [symbol, listing.id]));
}

/** The company_profile columns a listing source writes (everything else is left to enrichment). */
export const LISTING_COLUMNS: Readonly<Record<string, PgType>> = {
  symbol: 'text',
  exchange: 'text',
  country: 'text',
  company_name: 'text',
  isin: 'text',
  currency: 'text',
  series: 'text',
  listing_date: 'date',
  face_value: 'double precision',
  source: 'text',
};

export const LISTING_UPDATE = [
  'country',
  'company_name',
  'isin',
  'currency',
  'series',
  'listing_date',
  'face_value',
  'source',
];
