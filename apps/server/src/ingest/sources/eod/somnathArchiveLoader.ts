/**
 * Source `somnath-archive` (not in the default set: ~2.8 M rows): every symbol file of
 * somnath-mukherjee/nse.eod.data at one commit, as a .tar.gz, streamed through node:zlib and a minimal
 * tar reader. Files are `<SYMBOL>.csv` or `<SYMBOL>-<SERIES>.csv` (e.g. MRO-TEK-BE); only known NSE
 * listings load (renamed symbols followed through symbolchange.csv). Closes only (no volume); a date another source already has is left alone, since the
 * per-symbol files with volume (Upstox) are richer.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { tarEntries } from '../../archives';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { parseDailyBars, type ParseProblem } from '../../parsers/index';
import { writeStockBars, type OwnedBars } from '../../priceWriter';
import { inTransaction } from '../../sqlBatch';
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
