/**
 * Per-symbol daily price files, detected from the header:
 * - somnath-mukherjee/nse.eod.data: `date,open,high,low,close` with dd-mm-yyyy dates, no volume,
 * - nifty50-ohlcv (Upstox): `timestamp,open,high,low,close,volume,oi`, timestamp `2020-10-01 00:00:00+05:30`,
 * - askIndex (niftyindices): `date,open,high,low,close,volume,value,symbol`, volume like `25358322.0`,
 * - NSE index history download (niftyindices): `Date ,Open ,High ,Low ,Close ,Shares Traded ,Turnover (₹ Cr)`,
 *   a UTF-8 byte-order mark, trailing spaces in the header names, dates like `22-JAN-2026`, newest first,
 * - Investing.com export: `Date,Close,Open,High,Low,Vol.,Change %` (or `Price` for Close), newest first,
 *   dates like `Jan 31, 2022`, volumes like `982.09K`, numbers possibly with thousands separators.
 * Bars come out oldest first; a repeated date is a problem and only its first row in the file is kept.
 */
import { tableParser, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseProblem, type ParseResult, type TextInput } from '../../parsers/types';
import { toSuffixedNumber } from '../../parsers/values';

export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

const COLUMNS = {
  date: ['date', 'timestamp'],
  open: ['open'],
  high: ['high'],
  low: ['low'],
  close: ['close', 'price'],
  volume: ['volume', 'vol.', 'vol', 'shares traded'],
};

function barFormat(): TableFormat<DailyBar, keyof typeof COLUMNS> {
  const lines: number[] = []; // line of each accepted bar, for duplicate reports
  return {
    columns: COLUMNS,
    required: ['date', 'open', 'high', 'low', 'close'],
    read(r) {
      const bar: DailyBar = {
        date: r.date('date'),
        open: r.num('open', toSuffixedNumber),
        high: r.num('high', toSuffixedNumber),
        low: r.num('low', toSuffixedNumber),
        close: r.num('close', toSuffixedNumber),
        volume: r.optNum('volume', toSuffixedNumber),
      };
      if (r.error === null) lines.push(r.line);
      return bar;
    },
    finish: (bars, problems, file) => sortUnique(bars, lines, problems, file),
  };
}

/** Oldest first, one bar per date (the first one in file order). */
function sortUnique(bars: DailyBar[], lines: number[], problems: ParseProblem[], file: string): DailyBar[] {
  let ascending = true;
  for (let i = 1; i < bars.length && ascending; i++) ascending = bars[i - 1]!.date < bars[i]!.date;
  if (ascending) return bars; // the common case: nothing to do

  const order = bars.map((_, i) => i);
  order.sort((a, b) => (bars[a]!.date < bars[b]!.date ? -1 : bars[a]!.date > bars[b]!.date ? 1 : a - b));
  const out: DailyBar[] = [];
  let previous = '';
  for (const i of order) {
    const bar = bars[i]!;
    if (bar.date === previous) {
      problems.push({ file, line: lines[i] ?? 0, message: `duplicate date ${bar.date}` });
      continue;
    }
    previous = bar.date;
    out.push(bar);
  }
  return out;
}

export function createDailyBarsParser(fileName: string): IncrementalParser<DailyBar> {
  return tableParser(fileName, () => barFormat() as unknown as TableFormat<DailyBar, string>);
}

export function parseDailyBars(input: TextInput, fileName: string): ParseResult<DailyBar> {
  return runParser(createDailyBarsParser, input, fileName);
}
