/**
 * Source `nse-index-history`: NSE's own index-history downloads (niftyindices), one file a year, e.g.
 * `nse-index-history/NIFTY 50-23-01-2025-to-23-01-2026.csv` -> market_index_price_daily of the index the
 * file names ("NIFTY 50"). It runs after `index-history` (askIndex, to Aug 2021) and joins that series:
 * where both have a day, NSE's bar replaces the older one, and a close that differs by more than 0.01% is
 * reported (the two agree exactly on their overlap, 22 Jan - 26 Aug 2021).
 * Format quirks (handled by parseDailyBars): UTF-8 BOM, header names with trailing spaces, dates like
 * 22-JAN-2026, newest first, volume in "Shares Traded".
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { eachFile } from '../../fileLedger';
import { baseUrl, mirrorListing, type FileSpec } from '../../fileSource';
import { ensureIndex } from './indexListLoader';
import { createDailyBarsParser, parseInTurns, type DailyBar, type ParseProblem } from '../../parsers/index';
import { writeIndexBars } from '../../priceWriter';
import { inTransaction, queryRows, type Executor } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

export const NSE_INDEX_HISTORY_FOLDER = 'nse-index-history';
const REPO = 'Jatin-Khanijoan/investment-decision-helper/cb59a8741d38a5382c8a49c54ce2924d69f6dfc6/data/nifty';
const ONLINE_FILES = [
  'NIFTY 50-22-01-2021-to-22-01-2022.csv',
  'NIFTY 50-22-01-2022-to-22-01-2023.csv',
  'NIFTY 50-22-01-2023-to-22-01-2024.csv',
  'NIFTY 50-22-01-2024-to-22-01-2025.csv',
  'NIFTY 50-23-01-2025-to-23-01-2026.csv',
];
/** Closes of the two sources further apart than this on the same day are reported. */
const OVERLAP_TOLERANCE = 1e-4;

/** "NIFTY 50-22-01-2021-to-22-01-2022.csv" -> "NIFTY 50"; null when the name has no date range. */
export function indexNameOfHistoryFile(file: string): string | null {
  const match = /^(.+?)-\d{2}-\d{2}-\d{4}-to-\d{2}-\d{2}-\d{4}\.csv$/i.exec(path.basename(file));
  return match ? match[1]!.trim().toUpperCase() : null;
}

function files(ctx: LoaderContext): FileSpec[] {
  if (ctx.mode === 'mirror') {
    return mirrorListing(ctx.options.from!, NSE_INDEX_HISTORY_FOLDER, ['.csv']).map((mirror) => ({ name: mirror, mirror }));
  }
  const repo = `${baseUrl(ctx, 'github')}/${REPO}`;
  return ONLINE_FILES.map((file) => ({ name: `${NSE_INDEX_HISTORY_FOLDER}/${file}`, url: `${repo}/${encodeURIComponent(file)}` }));
}

/** Days where an already stored close (another source) disagrees with this file's close. */
async function overlapProblems(db: Executor, indexId: string, bars: readonly DailyBar[], file: string): Promise<ParseProblem[]> {
  if (bars.length === 0) return [];
  const stored = await queryRows<{ date: string; close: number }>(
    db,
    sql`select to_char(date, 'YYYY-MM-DD') as date, close from market_index_price_daily
        where index_id = ${indexId} and date between ${bars[0]!.date}::date and ${bars.at(-1)!.date}::date`,
  );
  const closes = new Map(stored.map((r) => [r.date, Number(r.close)]));
  const differing = bars.filter((b) => {
    const other = closes.get(b.date);
    return other !== undefined && Math.abs(other / b.close - 1) > OVERLAP_TOLERANCE;
  });
  if (differing.length === 0) return [];
  const first = differing[0]!;
  return [
    {
      file,
      line: 0,
      message: `${differing.length} closes differ from the stored series (first ${first.date}: ${closes.get(first.date)} stored, ${first.close} here); NSE's values replace them`,
    },
  ];
}

export const nseIndexHistorySource: IngestSource = {
  name: 'nse-index-history',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const name = indexNameOfHistoryFile(file.name);
      if (!name) return { rows: 0, problems: [{ file: file.name, line: 0, message: 'the file name does not say the index and dates (NAME-dd-mm-yyyy-to-dd-mm-yyyy.csv): skipped' }] };
      const parsed = await parseInTurns(createDailyBarsParser, file.text(), file.name);
      const { written, overlap } = await inTransaction(ctx.db, async (tx) => {
        const indexId = await ensureIndex(tx, name, 'nse');
        ctx.touchedIndices.add(indexId);
        const overlap = await overlapProblems(tx, indexId, parsed.rows, file.name);
        return { written: await writeIndexBars(tx, [{ id: indexId, bars: parsed.rows }]), overlap };
      });
      return { rows: written, problems: [...parsed.problems, ...overlap] };
    });
  },
};
