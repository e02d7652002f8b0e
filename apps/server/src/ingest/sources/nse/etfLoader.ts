/**
 * Source `nse-etfs`: eq_etfseclist.csv, REITS_L.csv and INVITS_L.csv -> etfs, each with its own
 * company_profile listing (exchange NSE) so that prices attach to it. NSE's SecurityName is an
 * abbreviation (`NIPINDETFNIFTYBEES`); when AMFI's scheme list is loaded, its scheme name (same ISIN)
 * is used instead.
 */
import { schemeNamesOf } from '../../../market/etfNames';
import { sql } from 'drizzle-orm';
import { LISTING_COLUMNS, LISTING_UPDATE, loadDirectory } from '../../companyDirectory';
import { classifyEtf, type EtfClass } from './etfClassifier';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { parseEtfList, parseSecurityList, type ParseProblem } from '../../parsers/index';
import { inTransaction, queryRows, upsertRows, type Executor } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

interface Fund {
  symbol: string;
  name: string;
  underlying: string;
  isin: string | null;
  series: string | null;
  listingDate: string | null;
  faceValue: number | null;
  marketLot: number | null;
  kind: EtfClass;
}

const ETF_COLUMNS = {
  symbol: 'text',
  underlying: 'text',
  name: 'text',
  isin: 'text',
  company_id: 'uuid',
  asset_class: 'text',
  is_dipsip_etf: 'boolean',
  market_lot: 'double precision',
  face_value: 'double precision',
  listing_date: 'date',
  source: 'text',
} as const;

function files(ctx: LoaderContext): FileSpec[] {
  const nse = `${baseUrl(ctx, 'nse')}/content/equities`;
  return ['eq_etfseclist.csv', 'REITS_L.csv', 'INVITS_L.csv'].map((name) => ({
    name,
    mirror: `nse-securities-master/${name}`,
    url: `${nse}/${name}`,
    optional: name !== 'eq_etfseclist.csv',
  }));
}

/** The funds of one list, whatever its layout. */
function parseFunds(text: string, file: string): { funds: Fund[]; problems: ParseProblem[] } {
  if (file.startsWith('eq_etfseclist')) {
    const { rows, problems } = parseEtfList(text, file);
    const funds = rows.map((etf) => ({
      symbol: etf.symbol,
      name: etf.securityName,
      underlying: (etf.underlying ?? etf.securityName).trim(),
      isin: etf.isin,
      series: 'EQ',
      listingDate: etf.listingDate,
      faceValue: etf.faceValue,
      marketLot: etf.marketLot,
      kind: classifyEtf(etf),
    }));
    return { funds, problems };
  }
  const assetClass = file.startsWith('REITS') ? 'reit' : 'invit';
  const { rows, problems } = parseSecurityList(text, file);
  const funds = rows.map((s) => ({
    symbol: s.symbol,
    name: s.name,
    underlying: s.name,
    isin: s.isin,
    series: s.series,
    listingDate: s.listingDate,
    faceValue: s.faceValue,
    marketLot: s.marketLot,
    kind: { assetClass, isDipSipEtf: false } as const,
  }));
  return { funds, problems };
}

/**
 * One name per ISIN (min, so that the choice is the same on every run), without the option AMFI appends
 * to a payout ISIN's scheme (`... Liquid BeES - DAILY IDCW Option`): the ETF is the fund, not an option.
 */
const SCHEME_NAMES = schemeNamesOf(sql`isin_growth is not null`);

/** AMFI's scheme name per ISIN, for the funds whose ISIN AMFI lists. */
async function amfiNames(db: Executor, isins: string[]): Promise<Map<string, string>> {
  if (isins.length === 0) return new Map();
  const rows = await queryRows<{ isin: string; name: string }>(
    db,
    sql`select m.isin_growth as isin, m.name from ${SCHEME_NAMES} m where m.isin_growth in (${sql.join(
      isins.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.isin, r.name]));
}

async function loadFunds(tx: Executor, funds: Fund[]): Promise<void> {
  const names = await amfiNames(
    tx,
    funds.flatMap((f) => (f.isin ? [f.isin] : [])),
  );
  const nameOf = (f: Fund) => (f.isin && names.get(f.isin)) || f.name;
  await upsertRows(
    tx,
    {
      table: 'company_profile',
      columns: LISTING_COLUMNS,
      conflict: ['symbol', 'exchange'],
      update: LISTING_UPDATE,
      touch: true,
    },
    funds.map((f) => ({
      symbol: f.symbol,
      exchange: 'NSE',
      country: 'IN',
      company_name: nameOf(f),
      isin: f.isin,
      currency: 'INR',
      series: f.series,
      listing_date: f.listingDate,
      face_value: f.faceValue,
      source: 'nse-etf',
    })),
  );
  const { bySymbol } = await loadDirectory(tx, ['NSE']);
  await upsertRows(
    tx,
    {
      table: 'etfs',
      columns: ETF_COLUMNS,
      conflict: ['symbol'],
      update: Object.keys(ETF_COLUMNS).filter((c) => c !== 'symbol'),
      touch: true,
    },
    funds.map((f) => ({
      symbol: f.symbol,
      underlying: f.underlying,
      name: nameOf(f),
      isin: f.isin,
      company_id: bySymbol.get(f.symbol)?.id ?? null,
      asset_class: f.kind.assetClass,
      is_dipsip_etf: f.kind.isDipSipEtf,
      market_lot: f.marketLot,
      face_value: f.faceValue,
      listing_date: f.listingDate,
      source: 'nse',
    })),
  );
}

export const nseEtfsSource: IngestSource = {
  name: 'nse-etfs',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const { funds, problems } = parseFunds(file.text(), file.name);
      await inTransaction(ctx.db, (tx) => loadFunds(tx, funds));
      return { rows: funds.length, problems };
    });
  },
};

