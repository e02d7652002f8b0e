/**
 * ETF rows of the catalogue that follow other catalogue rows: their readable names from AMFI's schemes and
 * their Kite tokens from their listings. Written here, by the tables' owner; the ingest calls these.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/sql';

/**
 * SCHEME_NAMES for the ISINs `which` picks. Naming the ETFs this way names only their few hundred ISINs: the
 * name pattern over every AMFI scheme held PGlite (and so the event loop) for over 100 ms on a first start.
 */
export function schemeNamesOf(which: SQL) {
  return sql`(select isin_growth, regexp_replace(min(name), '\\s*-\\s*[^-]*\\m(IDCW|Dividend|Growth)\\M[^-]*$', '', 'i') as name
  from mutual_fund_schemes where ${which} group by isin_growth)`;
}

/** After AMFI loads: give ETF listings AMFI's readable scheme name (matched on ISIN). */
export async function nameEtfsFromAmfi(db: Executor): Promise<void> {
  await db.execute(sql`
    update company_profile c set company_name = m.name, updated_at = now()
    from ${schemeNamesOf(sql`isin_growth in (select isin from company_profile where source = 'nse-etf')`)} m
    where c.source = 'nse-etf' and c.isin = m.isin_growth and c.company_name is distinct from m.name`);
  await db.execute(sql`
    update etfs e set name = m.name, updated_at = now()
    from ${schemeNamesOf(sql`isin_growth in (select isin from etfs)`)} m
    where e.isin = m.isin_growth and e.asset_class not in ('reit', 'invit') and e.name is distinct from m.name`);
}

/** ETFs trade as NSE EQ instruments: their token is their listing's. */
export async function syncEtfTokensFromListings(db: Executor): Promise<void> {
  await db.execute(sql`
    update etfs e set instrument_token = c.kite_instrument_token, updated_at = now()
    from company_profile c
    where e.company_id = c.id and c.kite_instrument_token is not null
      and e.instrument_token is distinct from c.kite_instrument_token`);
}
