/**
 * Source `somnath-archive` (not in the default set: ~2.8 M rows): every symbol file of
 * somnath-mukherjee/nse.eod.data at one commit, as a .tar.gz, streamed through node:zlib and a minimal
 * tar reader. Files are `<SYMBOL>.csv` or `<SYMBOL>-<SERIES>.csv` (e.g. MRO-TEK-BE); only known NSE
 * listings load (renamed symbols followed through symbolchange.csv). Closes only (no volume), unadjusted for
 * bonuses and splits: a listing that already has bars from another source (the back-adjusted Upstox NIFTY 50
 * files) is left alone, so no series joins an adjusted and an unadjusted part (docs/DATA.md).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { tarEntries } from '../../archives';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { parseDailyBars, type ParseProblem } from '../../parsers/index';
import { writeStockBars, type OwnedBars } from '../../priceWriter';
import { inTransaction, queryRows } from '../../sqlBatch';
import { nseSymbolResolver, type SymbolResolver } from '../nse/symbolChanges';
import type { IngestSource, LoaderContext } from '../../types';

const ARCHIVE = 'nse-eod-somnath/nse.eod.data_all_symbols_2019-2024.tar.gz';
const COMMIT = '652e512f640efa5c028b77be2f32b2ee27b95c34';
const FLUSH_BARS = 20_000;

function files(ctx: LoaderContext): FileSpec[] {
  return [
    {
      name: path.basename(ARCHIVE),
      mirror: ARCHIVE,
      url: `${baseUrl(ctx, 'githubArchive')}/somnath-mukherjee/nse.eod.data/archive/${COMMIT}.tar.gz`,
      raw: true,
    },
  ];
}

/** The listing a symbol file belongs to: its name, or its name without a series suffix. */
export function archiveListing(entry: string, resolve: SymbolResolver): string | undefined {
  const base = path.posix.basename(entry).replace(/\.csv$/i, '');
  const cut = base.lastIndexOf('-');
  return resolve(base) ?? (cut > 0 ? resolve(base.slice(0, cut)) : undefined);
}

export const somnathArchiveSource: IngestSource = {
  name: 'somnath-archive',
  async run(ctx) {
    const resolve = await nseSymbolResolver(ctx);
    const priced = new Set(
      (
        await queryRows<{ id: string }>(
          ctx.db,
          sql`select c.id from company_profile c
              where c.country = 'IN' and exists (select 1 from stock_price_daily_historical p where p.company_id = c.id)`,
        )
      ).map((r) => r.id),
    );
    await eachFile(ctx, files(ctx), async (file) => {
      const problems: ParseProblem[] = [];
      let pending: OwnedBars[] = [];
      let pendingBars = 0;
      let rows = 0;
      let entries = 0;
      const flush = async () => {
        rows += await inTransaction(ctx.db, (tx) => writeStockBars(tx, pending, 'keep'));
        pending = [];
        pendingBars = 0;
      };
      const gunzip = Readable.from([Buffer.from(file.bytes)]).pipe(zlib.createGunzip());
      for await (const entry of tarEntries(gunzip)) {
        if (!entry.name.toLowerCase().endsWith('.csv')) continue;
        entries++;
        const id = archiveListing(entry.name, resolve);
        if (id === undefined) continue; // bonds, G-secs, delisted symbols: not listings we keep
        if (priced.has(id)) continue; // another source's series: never spliced with this one
        const parsed = parseDailyBars(entry.data.toString('utf8'), `${file.name}:${path.posix.basename(entry.name)}`);
        problems.push(...parsed.problems);
        pending.push({ id, bars: parsed.rows });
        ctx.touchedCompanies.add(id);
        pendingBars += parsed.rows.length;
        if (pendingBars >= FLUSH_BARS) await flush();
        ctx.options.onProgress?.({ source: ctx.report.source, file: file.name, done: entries });
      }
      await flush();
      return { rows, problems };
    });
  },
};
