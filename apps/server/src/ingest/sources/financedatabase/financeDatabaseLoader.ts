/**
 * Source `financedatabase`: JerBouma/FinanceDatabase equities per exchange.
 * - India (NSE, NSI = Yahoo's second NSE code, BSE): enriches the NSE listings matched on ISIN or symbol
 *   (`RELIANCE.NS` -> RELIANCE; series suffixes like `-SM` dropped). NSE rows set sector, summary and
 *   website; NSI and BSE rows only fill blanks; industry only fills blanks because Screener's Indian
 *   industry wins. BSE rows without an NSE listing become BSE listings.
 * - US (NYQ, NMS, NGM, NCM, ASE): fills blanks of the US symbol-list rows (summary, website, market-cap
 *   bucket, ...) and adds the listed symbols the lists lack.
 * Delisted rows are never used.
 * - Singapore (SES) and UAE (ADX, DFM): listings of their own.
 */
import { sliceTurns } from '../../../platform/inTurns';
import { loadDirectory, nameKey, type Directory } from '../../companyDirectory';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { parseFinanceDatabaseRows, type FinanceDatabaseRow } from './financeDatabaseRows';
import { inTransaction, updateRows, upsertRows, type Executor, type Row } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

interface Market {
  country: string;
  exchange: string;
  currency: string;
  suffix: string;
}

const INDIA = ['NSE', 'NSI', 'BSE'];
const US: Record<string, string> = { NYQ: 'NYSE', NMS: 'NASDAQ', NGM: 'NASDAQ', NCM: 'NASDAQ', ASE: 'AMEX' };
const OWN_MARKETS: Record<string, Market> = {
  SES: { country: 'SG', exchange: 'SGX', currency: 'SGD', suffix: '.SI' },
  ADX: { country: 'AE', exchange: 'ADX', currency: 'AED', suffix: '.AE' },
  DFM: { country: 'AE', exchange: 'DFM', currency: 'AED', suffix: '.AE' },
};
/** ADX and DFM were dropped from FinanceDatabase's main branch; this commit still has them. */
const UAE_COMMIT = '55a91aa8fcb0a51049e774e93f2f529187e722e6';

function files(ctx: LoaderContext): FileSpec[] {
  const repo = `${baseUrl(ctx, 'github')}/JerBouma/FinanceDatabase`;
  return [...INDIA, ...Object.keys(US), ...Object.keys(OWN_MARKETS)].map((code) => ({
    name: `${code}.csv`,
    mirror: `FinanceDatabase/equities/${code}.csv`,
    url: `${repo}/${code === 'ADX' || code === 'DFM' ? UAE_COMMIT : 'main'}/database/equities/${code}.csv`,
    optional: true, // FinanceDatabase adds and drops exchange files between versions
  }));
}

const ENRICH_COLUMNS = {
  id: 'uuid',
  sector: 'text',
  industry: 'text',
  summary: 'text',
  website: 'text',
  market_cap_type: 'text',
} as const;

/** `coalesce(x.c, t.c)` lets the new value win; `coalesce(t.c, x.c)` only fills a blank. */
const prefer = (c: string) => `coalesce(x.${c}, t.${c})`;
const fill = (c: string) => `coalesce(t.${c}, x.${c})`;
/** The same inside ON CONFLICT DO UPDATE, where the new row is `excluded`. */
const fillExcluded = (c: string) => `coalesce(t.${c}, excluded.${c})`;

function enrichment(row: FinanceDatabaseRow, id: string): Row {
  return {
    id,
    sector: row.sector,
    industry: row.industry,
    summary: row.summary,
    website: row.website,
    market_cap_type: row.marketCapBucket,
  };
}

function listing(row: FinanceDatabaseRow, symbol: string, market: Market): Row {
  return {
    symbol,
    exchange: market.exchange,
    country: market.country,
    company_name: row.name ?? symbol,
    isin: row.isin,
    currency: row.currency ?? market.currency,
    sector: row.sector,
    industry: row.industry,
    summary: row.summary,
    website: row.website,
    market_cap_type: row.marketCapBucket,
    bse_code: market.exchange === 'BSE' && /^\d{6}$/.test(symbol) ? symbol : null,
    source: 'financedatabase',
  };
}

const LISTING = {
  table: 'company_profile',
  columns: {
    symbol: 'text',
    exchange: 'text',
    country: 'text',
    company_name: 'text',
    isin: 'text',
    currency: 'text',
    sector: 'text',
    industry: 'text',
    summary: 'text',
    website: 'text',
    market_cap_type: 'text',
    bse_code: 'text',
    source: 'text',
  },
  conflict: ['symbol', 'exchange'],
  touch: true,
} as const;

/**
 * The NSE listing of an Indian row: by ISIN, by symbol without the Yahoo suffix (then also without an NSE
 * series suffix such as `AAATECH-SM`), else by the full company name (BSE tickers often differ from NSE's:
 * 3IINFOTECH.BO is NSE's 3IINFOLTD).
 */
function matchIndian(row: FinanceDatabaseRow, nse: Directory): string | null {
  if (row.isin && nse.byIsin.has(row.isin)) return nse.byIsin.get(row.isin)!.id;
  const base = row.symbol.replace(/\.(NS|BO)$/i, '');
  const found =
    nse.bySymbol.get(base) ??
    nse.bySymbol.get(base.replace(/-[A-Z0-9]{2}$/, '')) ??
    (row.name ? nse.byName.get(nameKey(row.name)) : undefined);
  return found?.id ?? null;
}

async function loadIndia(tx: Executor, code: string, rows: FinanceDatabaseRow[]): Promise<number> {
  const nse = await loadDirectory(tx, ['NSE']);
  const enrich: Row[] = [];
  const bseOnly: Row[] = [];
  const bse: Market = { country: 'IN', exchange: 'BSE', currency: 'INR', suffix: '.BO' };
  const turn = sliceTurns(); // matching by name costs: a file holds thousands of rows
  for (const row of rows) {
    await turn();
    if (!/\.(NS|BO)$/i.test(row.symbol)) continue; // NSE.csv also holds Nairobi (Kenya) tickers
    const id = matchIndian(row, nse);
    if (id && row.delisted !== true) enrich.push(enrichment(row, id));
    else if (code === 'BSE' && row.delisted !== true) bseOnly.push(listing(row, row.symbol.replace(/\.BO$/i, ''), bse));
  }
  const main = code === 'NSE';
  const set = {
    sector: main ? prefer('sector') : fill('sector'),
    industry: fill('industry'),
    summary: main ? prefer('summary') : fill('summary'),
    website: main ? prefer('website') : fill('website'),
    market_cap_type: fill('market_cap_type'),
  };
  await updateRows(tx, { table: 'company_profile', columns: ENRICH_COLUMNS, key: ['id'], set, touch: true }, enrich);
  const update = {
    company_name: 'excluded.company_name',
    sector: 'excluded.sector',
    industry: fillExcluded('industry'),
    summary: 'excluded.summary',
    website: 'excluded.website',
    market_cap_type: fillExcluded('market_cap_type'),
  };
  await upsertRows(tx, { ...LISTING, update }, bseOnly);
  return enrich.length + bseOnly.length;
}

async function loadUs(tx: Executor, code: string, rows: FinanceDatabaseRow[]): Promise<number> {
  const us = await loadDirectory(tx, ['NASDAQ', 'NYSE', 'AMEX']);
  const market: Market = { country: 'US', exchange: US[code]!, currency: 'USD', suffix: '' };
  const enrich: Row[] = [];
  const added: Row[] = [];
  for (const row of rows) {
    if (row.delisted === true) continue; // a delisted row describes a listing that is gone
    const known = us.bySymbol.get(row.symbol);
    if (known) enrich.push(enrichment(row, known.id));
    else added.push(listing(row, row.symbol, market));
  }
  // Fill only: a symbol can sit in two exchange files (SAND in NYQ and ASE); the first file read keeps
  // it, so a re-run writes nothing instead of flipping between the two.
  const set = {
    sector: fill('sector'),
    industry: fill('industry'),
    summary: fill('summary'),
    website: fill('website'),
    market_cap_type: fill('market_cap_type'),
  };
  await updateRows(tx, { table: 'company_profile', columns: ENRICH_COLUMNS, key: ['id'], set, touch: true }, enrich);
  const update = ['company_name', 'isin', 'currency', 'sector', 'industry', 'summary', 'website', 'market_cap_type'];
  await upsertRows(tx, { ...LISTING, update }, added);
  return enrich.length + added.length;
}

async function loadOwnMarket(tx: Executor, market: Market, rows: FinanceDatabaseRow[]): Promise<number> {
  const listings = rows
    .filter((row) => row.delisted !== true)
    .map((row) =>
      listing(
        row,
        row.symbol.endsWith(market.suffix) ? row.symbol.slice(0, -market.suffix.length) : row.symbol,
        market,
      ),
    );
  const update = [
    'country',
    'company_name',
    'isin',
    'currency',
    'sector',
    'industry',
    'summary',
    'website',
    'market_cap_type',
    'source',
  ];
  await upsertRows(tx, { ...LISTING, update }, listings);
  return listings.length;
}

export const financeDatabaseSource: IngestSource = {
  name: 'financedatabase',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const code = file.name.replace(/\.csv$/, '');
      const { rows, problems } = await parseFinanceDatabaseRows(file.text(), file.name);
      const loaded = await inTransaction(ctx.db, (tx) => {
        if (INDIA.includes(code)) return loadIndia(tx, code, rows);
        if (US[code]) return loadUs(tx, code, rows);
        return loadOwnMarket(tx, OWN_MARKETS[code]!, rows);
      });
      return { rows: loaded, problems };
    });
  },
};
