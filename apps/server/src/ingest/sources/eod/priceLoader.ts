/**
 * Source `eod`: per-symbol end-of-day files for known NSE listings (nothing is created here):
 * - nse-eod-somnath/etf/<SYMBOL>.csv: ETF closes 2019-07 .. 2024-06 (no volume),
 * - nifty50-ohlcv-2020-2025/<SYMBOL>_<from>_to_<to>.csv: the NIFTY 50 stocks (Upstox, with volume),
 * - SIPanalysis/<SYMBOL>.csv: an Investing.com export reaching back to 2002 (see investingHistory.ts).
 * Online, the same files come from the repositories' pinned commits, for the ETFs and NIFTY 50 members
 * already in the database.
 */
import { sql } from 'drizzle-orm';
import { eachFile, type FileOutcome } from '../../fileLedger';
import { baseUrl, mirrorListing, type FileSpec, type LoadedFile } from '../../fileSource';
import { NIFTY50_PRICE_FOLDER } from '../nse/indexListLoader';
import { loadInvestingHistory } from './investingHistory';
import { createDailyBarsParser, parseInTurns } from '../../parsers/index';
import { SOMNATH_ETF_FOLDER, somnathSpec, symbolOfPriceFile } from './priceFiles';
import { writeStockBars } from '../../priceWriter';
import { inTransaction, queryRows } from '../../sqlBatch';
import { nseSymbolResolver, type SymbolResolver } from '../nse/symbolChanges';
import type { IngestSource, LoaderContext } from '../../types';

const INVESTING_FOLDER = 'SIPanalysis';
const UPSTOX_REPO = 'Kaldhen-Lepcha/Historical-Data/613ff4cc5744a401480af04e7dfd102de78aaf8b/Assignment-2';
const UPSTOX_RANGE = '2020-10-01_to_2025-09-30';
const INVESTING_REPO = 'guptaharsh940/SIPanalysis/4727b39430438bb4613560d306538f7bd6ea4ae0';

async function onlineSymbols(ctx: LoaderContext): Promise<{ etfs: string[]; nifty50: string[] }> {
  const etfs = await queryRows<{ symbol: string }>(
    ctx.db,
    sql`select symbol from etfs where asset_class not in ('reit', 'invit') order by symbol`,
  );
  const nifty50 = await queryRows<{ symbol: string }>(
    ctx.db,
    sql`select c.symbol from market_index_wise_companies m join market_indices i on i.id = m.index_id
        join company_profile c on c.id = m.company_id where i.index_name = 'NIFTY 50' order by c.symbol`,
  );
  return { etfs: etfs.map((r) => r.symbol), nifty50: nifty50.map((r) => r.symbol) };
}

async function files(ctx: LoaderContext): Promise<FileSpec[]> {
  const investing: FileSpec = {
    name: `${INVESTING_FOLDER}/NIFTYBEES.csv`,
    mirror: `${INVESTING_FOLDER}/NIFTYBEES.csv`,
    url: `${baseUrl(ctx, 'github')}/${INVESTING_REPO}/NIFTYBEES.csv`,
  };
  if (ctx.mode === 'mirror') {
    const root = ctx.options.from!;
    const mirrored = (relative: string): FileSpec => ({ name: relative, mirror: relative });
    return [
      ...mirrorListing(root, SOMNATH_ETF_FOLDER, ['.csv']).map(mirrored),
      ...mirrorListing(root, NIFTY50_PRICE_FOLDER, ['.csv']).map(mirrored),
      ...mirrorListing(root, INVESTING_FOLDER, ['.csv']).map(mirrored),
    ];
  }
  const { etfs, nifty50 } = await onlineSymbols(ctx);
  const github = baseUrl(ctx, 'github');
  return [
    ...etfs.map((symbol) => somnathSpec(ctx, symbol)),
    ...nifty50.map((symbol) => {
      const file = `${symbol}_${UPSTOX_RANGE}.csv`;
      return {
        name: `${NIFTY50_PRICE_FOLDER}/${file}`,
        url: `${github}/${UPSTOX_REPO}/${encodeURIComponent(file)}`,
        optional: true,
      };
    }),
    investing,
  ];
}

async function loadBars(ctx: LoaderContext, file: LoadedFile, resolve: SymbolResolver): Promise<FileOutcome> {
  const symbol = symbolOfPriceFile(file.name);
  const companyId = resolve(symbol);
  const { rows, problems } = await parseInTurns(createDailyBarsParser, file.text(), file.name);
  if (!companyId) {
    const message = `unknown NSE symbol ${symbol}: not in the securities or ETF lists, ${rows.length} bars skipped`;
    return { rows: 0, problems: [...problems, { file: file.name, line: 1, message }], incomplete: true };
  }
  const written = await inTransaction(ctx.db, (tx) => writeStockBars(tx, [{ id: companyId, bars: rows }]));
  if (written > 0) ctx.touchedCompanies.add(companyId);
  return { rows: written, problems };
}

export const eodSource: IngestSource = {
  name: 'eod',
  async run(ctx) {
    const resolve = await nseSymbolResolver(ctx);
    await eachFile(ctx, await files(ctx), (file) =>
      file.name.startsWith(`${INVESTING_FOLDER}/`)
        ? loadInvestingHistory(ctx, file, resolve)
        : loadBars(ctx, file, resolve),
    );
  },
};
