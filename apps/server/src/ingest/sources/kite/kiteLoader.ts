/**
 * Source `kite`: a Kite Connect instruments dump -> instrument tokens: company_profile for NSE/BSE
 * cash-equity rows (ETFs included), market_indices for the INDICES segment, etfs.instrument_token.
 * Derivative rows carry no listing token and are passed over. The mirror's dump is NFO/BFO only, so
 * there it matches nothing; the full online dump (~90k rows) has the EQ and INDICES rows.
 */
import { syncEtfTokensFromListings } from '../../../market/etfNames';
import { sql } from 'drizzle-orm';
import { loadDirectory } from '../../companyDirectory';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { createKiteInstrumentsParser, parseInTurns, type KiteInstrument } from '../../parsers/index';
import { inTransaction, queryRows, updateRows, type Executor, type Row } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

function files(ctx: LoaderContext): FileSpec[] {
  const { apiKey, accessToken } = ctx.options.kite ?? {};
  const headers: Record<string, string> = { 'X-Kite-Version': '3' };
  if (apiKey && accessToken) headers.Authorization = `token ${apiKey}:${accessToken}`;
  return [
    {
      name: 'instruments.csv',
      mirror: 'kite-instruments/instruments.csv',
      url: `${baseUrl(ctx, 'kite')}/instruments`,
      headers,
    },
  ];
}

async function indexIds(db: Executor): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; index_name: string }>(db, sql`select id, index_name from market_indices`);
  return new Map(rows.map((r) => [r.index_name.toUpperCase(), r.id]));
}

async function applyTokens(tx: Executor, rows: readonly KiteInstrument[]): Promise<number> {
  const nse = await loadDirectory(tx, ['NSE']);
  const bse = await loadDirectory(tx, ['BSE']);
  const indices = await indexIds(tx);
  const companies: Row[] = [];
  const indexTokens: Row[] = [];
  for (const row of rows) {
    if (row.segment === 'INDICES') {
      const id = indices.get(row.tradingsymbol.toUpperCase());
      if (id) indexTokens.push({ id, kite_instrument_token: row.instrumentToken });
    } else if (row.instrumentType === 'EQ' && (row.segment === 'NSE' || row.segment === 'BSE')) {
      const listing = (row.segment === 'NSE' ? nse : bse).bySymbol.get(row.tradingsymbol);
      if (listing) companies.push({ id: listing.id, kite_instrument_token: row.instrumentToken });
    }
  }
  const columns = { id: 'uuid', kite_instrument_token: 'bigint' } as const;
  const set = { kite_instrument_token: 'x.kite_instrument_token' };
  await updateRows(tx, { table: 'company_profile', columns, key: ['id'], set, touch: true }, companies);
  await updateRows(tx, { table: 'market_indices', columns, key: ['id'], set, touch: true }, indexTokens);
  await syncEtfTokensFromListings(tx);
  return companies.length + indexTokens.length;
}

export const kiteSource: IngestSource = {
  name: 'kite',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const { rows, problems } = await parseInTurns(createKiteInstrumentsParser, file.text(), file.name);
      const matched = await inTransaction(ctx.db, (tx) => applyTokens(tx, rows));
      return { rows: matched, problems };
    });
  },
};
