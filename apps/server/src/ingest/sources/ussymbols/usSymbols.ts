/**
 * rreichel3/US-Stock-Symbols `<exchange>_full_tickers.json`: a JSON array of NASDAQ-screener objects
 * {symbol,name,lastsale,netchange,pctchange,volume,marketCap,country,ipoyear,industry,sector,url},
 * every value a string. The exchange comes from the file name. Quirks: some NYSE symbols are padded
 * with spaces (`ECC           `), marketCap is `''` or `'0.00'` when unknown, sector/country may be ''.
 */
import { runParser, type IncrementalParser, type ParseProblem, type ParseResult, type TextInput } from '../../parsers/types';
import { toNumber } from '../../parsers/values';

export interface UsListing {
  symbol: string;
  name: string | null;
  /** NASDAQ, NYSE or AMEX, from the file name. */
  exchange: string;
  /** USD; null when unknown (blank or 0). */
  marketCap: number | null;
  sector: string | null;
  industry: string | null;
  country: string | null;
}

/** `…/nasdaq_full_tickers.json` → 'NASDAQ'. */
export function exchangeFromFileName(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const cut = base.indexOf('_');
  return (cut === -1 ? base.replace(/\.json$/i, '') : base.slice(0, cut)).toUpperCase();
}

function stringOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

const VALUE_END = /[,\]\s]/;

/** 1-based line of each top-level array element, found only when a problem needs it. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) {
      inString = true;
      if (depth === 1) lines.push(line);
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (c === 125 || c === 93) depth--;
    else if (depth === 1 && c > 32 && c !== 44 /* , */) {
      lines.push(line); // a bare number, true, null: record where it starts, skip the rest of it
      while (i + 1 < text.length && !VALUE_END.test(text.charAt(i + 1))) i++;
    }
  }
  return lines;
}

export function createUsSymbolsParser(file: string): IncrementalParser<UsListing> {
  const chunks: string[] = [];
  return {
    push: (chunk) => void chunks.push(chunk),
    finish: () => {
      const text = chunks.join('');
      const rows: UsListing[] = [];
      const problems: ParseProblem[] = [];
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        problems.push({ file, line: 1, message: `not JSON: ${(error as Error).message}` });
        return { rows, problems };
      }
      if (!Array.isArray(data)) {
        problems.push({ file, line: 1, message: 'expected a JSON array of ticker objects' });
        return { rows, problems };
      }
      const exchange = exchangeFromFileName(file);
      let lines: number[] | null = null;
      const problem = (index: number, message: string) => {
        lines ??= elementLines(text);
        problems.push({ file, line: lines[index] ?? 1, message });
      };
      data.forEach((item: unknown, index) => {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
          problem(index, 'element is not an object');
          return;
        }
        const record = item as Record<string, unknown>;
        const symbol = stringOf(record.symbol);
        if (symbol === null) {
          problem(index, 'symbol is blank');
          return;
        }
        const capText = stringOf(record.marketCap);
        let marketCap: number | null = null;
        if (capText !== null) {
          const value = toNumber(capText);
          if (Number.isNaN(value)) {
            problem(index, `marketCap is not a number: '${capText}'`);
            return;
          }
          marketCap = value === 0 ? null : value; // the screener shows 0.00 when it does not know
        }
        rows.push({
          symbol,
          name: stringOf(record.name),
          exchange,
          marketCap,
          sector: stringOf(record.sector),
          industry: stringOf(record.industry),
          country: stringOf(record.country),
        });
      });
      return { rows, problems };
    },
  };
}

export function parseUsSymbols(input: TextInput, fileName: string): ParseResult<UsListing> {
  return runParser(createUsSymbolsParser, input, fileName);
}
