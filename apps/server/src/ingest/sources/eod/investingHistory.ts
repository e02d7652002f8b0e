/**
 * SIPanalysis/NIFTYBEES.csv (an Investing.com export, 2002..2022) extends the ETF's history before the
 * somnath range (from 2019-07-22). somnath wins on every date it has: only the older bars are loaded.
 *
 * NIFTYBEES' units were split around Dec 2019 (SOURCES.md), so the two series could sit on different
 * price bases. Rather than guessing an adjustment, the closes of both files are compared on their common
 * dates: the older bars are loaded only if the median ratio is within 2% of 1 (both on the same basis,
 * which holds for the mirror's files: both are split-adjusted), else the file is reported and skipped.
 */
import { sql } from 'drizzle-orm';
import type { FileOutcome } from '../../fileLedger';
import { fetchFile, type LoadedFile } from '../../fileSource';
import { createDailyBarsParser, parseInTurns, type DailyBar } from '../../parsers/index';
import { somnathSpec, symbolOfPriceFile } from './priceFiles';
import { writeStockBars } from '../../priceWriter';
import { inTransaction, queryRows } from '../../sqlBatch';
import type { SymbolResolver } from '../nse/symbolChanges';
import type { LoaderContext } from '../../types';

const BASIS_TOLERANCE = 0.02;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The series that wins: the somnath file when there is one, else what the database holds. */
async function referenceBars(
  ctx: LoaderContext,
  symbol: string,
  companyId: string,
): Promise<{ name: string; bars: DailyBar[] }> {
  const spec = somnathSpec(ctx, symbol);
  const file = await fetchFile(ctx, spec).catch(() => null);
  if (file) return { name: spec.name, bars: (await parseInTurns(createDailyBarsParser, file.text(), file.name)).rows };
  const rows = await queryRows<{ date: string; close: number }>(
    ctx.db,
    sql`select to_char(date, 'YYYY-MM-DD') as date, close from stock_price_daily_historical where company_id = ${companyId} order by date`,
  );
  return {
    name: 'the database',
    bars: rows.map((r) => ({ date: r.date, open: r.close, high: r.close, low: r.close, close: r.close, volume: null })),
  };
}

export async function loadInvestingHistory(
  ctx: LoaderContext,
  file: LoadedFile,
  resolve: SymbolResolver,
): Promise<FileOutcome> {
  const symbol = symbolOfPriceFile(file.name);
  const { rows: bars, problems } = await parseInTurns(createDailyBarsParser, file.text(), file.name);
  const companyId = resolve(symbol);
  if (!companyId) {
    const message = `unknown NSE symbol ${symbol}: not in the securities or ETF lists, ${bars.length} bars skipped`;
    return { rows: 0, problems: [...problems, { file: file.name, line: 1, message }], incomplete: true };
  }
  const reference = await referenceBars(ctx, symbol, companyId);
  let older = bars;
  if (reference.bars.length > 0) {
    const closes = new Map(reference.bars.map((b) => [b.date, b.close]));
    const ratios = bars.filter((b) => closes.has(b.date)).map((b) => b.close / closes.get(b.date)!);
    const ratio = ratios.length > 0 ? median(ratios) : NaN;
    if (!(Math.abs(ratio - 1) <= BASIS_TOLERANCE)) {
      const why =
        ratios.length === 0
          ? 'no common dates to check the price basis'
          : `median close ratio ${ratio.toFixed(3)} on ${ratios.length} common dates (unit split?)`;
      const message = `${symbol} history not loaded: ${why} against ${reference.name}`;
      return { rows: 0, problems: [...problems, { file: file.name, line: 1, message }] };
    }
    const first = reference.bars[0]!.date;
    older = bars.filter((b) => b.date < first);
  }
  const written = await inTransaction(ctx.db, (tx) => writeStockBars(tx, [{ id: companyId, bars: older }]));
  if (written > 0) ctx.touchedCompanies.add(companyId);
  return { rows: written, problems };
}
