/**
 * Source `index-history`: askIndex daily index files (`askIndex/NIFTY 50.csv`, `NIFTY BANK.csv`) ->
 * market_indices + market_index_price_daily. The index is named after the file.
 * Two data checks, both reported:
 * - a close more than 50% away from its neighbours' closes is a data error, not a market move: dropped;
 * - a close outside its own low..high means the open/high/low are filler (NIFTY BANK repeats
 *   3659.8/3664.45/3609.75 on every row from 2000-01 to 2005-06): the close is kept, open/high/low cleared.
 * (NIFTY BANK's first row, close 1000.0 on 2000-01-01, is the index's base value and only 5.2% from the
 * next close, so the spike rule keeps it.)
 */
import path from 'node:path';
import { eachFile } from '../../fileLedger';
import { baseUrl, mirrorListing, type FileSpec } from '../../fileSource';
import { ensureIndex } from '../nse/indexListLoader';
import { createDailyBarsParser, csvRows, parseInTurns, toIsoDate, type DailyBar, type ParseProblem } from '../../parsers/index';
import { writeIndexBars, type Bar } from '../../priceWriter';
import { inTransaction } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

const FOLDER = 'askIndex';
const ASKINDEX_REPO = 'arun7pulse/askIndex/3ef8c0ca0d5cdf534e57029f45303566698b4203';
const ONLINE_INDICES = ['NIFTY 50', 'NIFTY BANK'];
const SPIKE = 0.5;

function files(ctx: LoaderContext): FileSpec[] {
  if (ctx.mode === 'mirror') {
    return mirrorListing(ctx.options.from!, FOLDER, ['.csv']).map((mirror) => ({ name: mirror, mirror }));
  }
  const repo = `${baseUrl(ctx, 'github')}/${ASKINDEX_REPO}`;
  return ONLINE_INDICES.map((index) => ({
    name: `${FOLDER}/${index}.csv`,
    url: `${repo}/${encodeURIComponent(index)}.csv`,
  }));
}

const away = (a: number, b: number) => Math.abs(a / b - 1) > SPIKE;

/** The line on which a date's row sits (only looked up for the rare bad row). */
function lineOfDate(text: string, date: string): number {
  return csvRows(text).find((row) => toIsoDate(row.fields[0]?.trim() ?? '') === date)?.line ?? 0;
}

/** Drops isolated spikes: a close > 50% off the next close and (unless first) off the previous one. */
export function dropSpikes(
  bars: DailyBar[],
  text: string,
  file: string,
): { bars: DailyBar[]; problems: ParseProblem[] } {
  const kept: DailyBar[] = [];
  const problems: ParseProblem[] = [];
  bars.forEach((bar, i) => {
    const next = bars[i + 1];
    const previous = kept.at(-1);
    if (next && away(bar.close, next.close) && (!previous || away(bar.close, previous.close))) {
      const message = `close ${bar.close} on ${bar.date} is more than 50% away from the next close ${next.close}: dropped as a data error`;
      problems.push({ file, line: lineOfDate(text, bar.date), message });
    } else {
      kept.push(bar);
    }
  });
  return { bars: kept, problems };
}

/** Bars whose close lies outside their own low..high keep only the close (one problem per file). */
export function clearFillerRanges(
  bars: DailyBar[],
  text: string,
  file: string,
): { bars: Bar[]; problems: ParseProblem[] } {
  const bad = bars.filter((b) => b.close > b.high * 1.001 || b.close < b.low * 0.999);
  if (bad.length === 0) return { bars, problems: [] };
  const cleared = new Set(bad);
  const message = `${bad.length} bars (${bad[0]!.date} .. ${bad.at(-1)!.date}) have a close outside their low..high: open/high/low cleared, close kept`;
  return {
    bars: bars.map((b) => (cleared.has(b) ? { ...b, open: null, high: null, low: null } : b)),
    problems: [{ file, line: lineOfDate(text, bad[0]!.date), message }],
  };
}

export const indexHistorySource: IngestSource = {
  name: 'index-history',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const text = file.text();
      const parsed = await parseInTurns(createDailyBarsParser, text, file.name);
      const spikes = dropSpikes(parsed.rows, text, file.name);
      const { bars, problems } = clearFillerRanges(spikes.bars, text, file.name);
      const name = path
        .basename(file.name)
        .replace(/\.csv$/i, '')
        .toUpperCase();
      const written = await inTransaction(ctx.db, async (tx) => {
        const indexId = await ensureIndex(tx, name, 'askindex');
        ctx.touchedIndices.add(indexId);
        return writeIndexBars(tx, [{ id: indexId, bars }]);
      });
      return { rows: written, problems: [...parsed.problems, ...spikes.problems, ...problems] };
    });
  },
};
