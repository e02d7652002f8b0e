/**
 * Screener.in export CSVs (the screener-fundamentals-2024 family and nifty750_fundamentals.csv).
 * Most start `Name,BSE Code,NSE Code,Industry,Current Price` and end with `join_key`
 * (`<BSE code>_<NSE code>`); nifty750_fundamentals has `Symbol,Industry,…,Last_Updated` instead and
 * t1_prices.csv only `join_key,t_1_price`, so codes fall back to Symbol and join_key. Every other
 * column is kept as a metric under its header text. BSE codes are written as floats (`533022.0`).
 * A row with a bad number is reported and skipped whole, like in every other parser.
 */
import { tableParser, type RowReader, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';
import { isMissing, normalizeHeader, toNumber } from '../../parsers/values';

export interface ScreenerCompany {
  name: string | null;
  bseCode: string | null;
  nseCode: string | null;
  industry: string | null;
  currentPrice: number | null;
  /** Every other numeric column, keyed by its header text (e.g. 'Price to Earning'); blank is null. */
  metrics: Record<string, number | null>;
  /** Columns that hold text rather than numbers (Last_Updated, Credit rating), when not blank. */
  texts: Record<string, string>;
}

const COLUMNS = {
  name: ['Name'],
  bseCode: ['BSE Code'],
  nseCode: ['NSE Code', 'Symbol'],
  industry: ['Industry'],
  currentPrice: ['Current Price'],
  joinKey: ['join_key'],
};
type Key = keyof typeof COLUMNS;

const TEXT_COLUMNS = new Set(['lastupdated', 'creditrating']);

/** `533022.0` → `533022`. */
function bseCodeOf(text: string): string | null {
  if (isMissing(text)) return null;
  const n = toNumber(text);
  return Number.isInteger(n) ? String(n) : text;
}

interface Extra {
  header: string;
  index: number;
  text: boolean;
}

function screenerFormat(): TableFormat<ScreenerCompany, Key> {
  let extras: Extra[] = [];
  return {
    columns: COLUMNS,
    required: [],
    onHeader(header) {
      const named = new Set(Object.values(COLUMNS).flat().map(normalizeHeader));
      extras = [];
      header.forEach((raw, index) => {
        const normalized = normalizeHeader(raw);
        if (normalized === '' || named.has(normalized)) return;
        extras.push({ header: raw.trim(), index, text: TEXT_COLUMNS.has(normalized) });
      });
    },
    read(r: RowReader<Key>) {
      let bseCode = bseCodeOf(r.raw('bseCode'));
      let nseCode = r.optText('nseCode');
      const joinKey = r.raw('joinKey');
      const cut = joinKey.indexOf('_');
      if (cut !== -1) {
        bseCode ??= bseCodeOf(joinKey.slice(0, cut));
        nseCode ??= joinKey.slice(cut + 1) || null;
      }
      const name = r.optText('name');
      if (name === null && bseCode === null && nseCode === null) r.fail('no name, BSE code or NSE code');

      // Plain assignment; object spread of a ~50-key template measured 10x slower.
      const metrics: Record<string, number | null> = {};
      const texts: Record<string, string> = {};
      for (const extra of extras) {
        const value = r.fields[extra.index]?.trim() ?? '';
        if (extra.text) {
          if (value !== '') texts[extra.header] = value;
          continue;
        }
        if (isMissing(value)) {
          metrics[extra.header] = null;
          continue;
        }
        const n = toNumber(value);
        if (Number.isNaN(n)) r.fail(`${extra.header} is not a number: '${value}'`);
        metrics[extra.header] = Number.isNaN(n) ? null : n;
      }
      return {
        name,
        bseCode,
        nseCode,
        industry: r.optText('industry'),
        currentPrice: r.optNum('currentPrice'),
        metrics,
        texts,
      };
    },
  };
}

export function createScreenerParser(fileName: string): IncrementalParser<ScreenerCompany> {
  return tableParser(fileName, (header) => {
    const names = new Set(header.map(normalizeHeader));
    if (!names.has('nsecode') && !names.has('symbol') && !names.has('joinkey') && !names.has('name'))
      return 'not a Screener export: no Name, NSE Code, Symbol or join_key column';
    return screenerFormat() as unknown as TableFormat<ScreenerCompany, string>;
  });
}

export function parseScreenerExport(input: TextInput, fileName: string): ParseResult<ScreenerCompany> {
  return runParser(createScreenerParser, input, fileName);
}
