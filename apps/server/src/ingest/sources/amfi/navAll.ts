/**
 * AMFI NAVAll.txt: `;`-separated scheme rows interleaved with blank lines (often a single space),
 * scheme-category headings such as `Open Ended Schemes(Equity Scheme - Small Cap Fund)` and fund-house
 * lines such as `Nippon India Mutual Fund`. Read line by line, carrying the current heading and fund
 * house down onto each row. Columns are found by header name, so the 6-column file, the 8-column file
 * with Plan and Option columns, and the 8-column NAV-history report (with Repurchase and Sale Price)
 * all parse; a repeated header line switches the layout. `-` means no ISIN, `N.A.` no NAV.
 */
import { LineSplitter } from '../../parsers/lines';
import { indexColumns, RowReader } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseProblem, type ParseResult, type TextInput } from '../../parsers/types';
import { normalizeHeader } from '../../parsers/values';

export type FundPlan = 'Direct' | 'Regular';

export interface MutualFundScheme {
  schemeCode: number;
  /** "ISIN Div Payout/ ISIN Growth". */
  isinGrowth: string | null;
  /** "ISIN Div Reinvestment". */
  isinReinvestment: string | null;
  name: string;
  nav: number | null;
  navDate: string;
  fundHouse: string | null;
  /** 'Open Ended Schemes', 'Close Ended Schemes', 'Interval Fund Schemes'. */
  structure: string | null;
  /** 'Equity Scheme - Small Cap Fund'. */
  category: string | null;
  plan: FundPlan | null;
  /** 'Growth', 'IDCW' or 'Bonus' when recognisable, else the Option column as written, else null. */
  option: string | null;
}

const COLUMNS = {
  schemeCode: ['Scheme Code'],
  isinGrowth: ['ISIN Div Payout/ ISIN Growth', 'ISIN Growth'],
  isinReinvestment: ['ISIN Div Reinvestment'],
  name: ['Scheme Name'],
  plan: ['Plan'],
  option: ['Option'],
  nav: ['Net Asset Value', 'NAV'],
  date: ['Date'],
};
type Key = keyof typeof COLUMNS;

/** The layout AMFI documents, used if rows come before any header line. */
const DEFAULT_HEADER = [
  'Scheme Code',
  'ISIN Div Payout/ ISIN Growth',
  'ISIN Div Reinvestment',
  'Scheme Name',
  'Net Asset Value',
  'Date',
];

const HEADING = /^([^()]*?\bschemes?)\s*(?:\(\s*(.*?)\s*\))?$/i;
const DIRECT = /\bdirect\b/i;
const REGULAR = /\bregular\b/i;
const OPTION_WORD = /\b(growth|idcw|dividend|income distribution|bonus)\b/gi;

export function planOf(text: string): FundPlan | null {
  if (DIRECT.test(text)) return 'Direct';
  if (REGULAR.test(text)) return 'Regular';
  return null;
}

/** The option named last wins: in `… Dividend Yield Fund - Growth` the option is Growth. */
export function optionOf(text: string): string | null {
  OPTION_WORD.lastIndex = 0;
  let last: string | null = null;
  for (let m = OPTION_WORD.exec(text); m !== null; m = OPTION_WORD.exec(text)) last = m[1] ?? null;
  if (last === null) return null;
  const word = last.toLowerCase();
  return word === 'growth' ? 'Growth' : word === 'bonus' ? 'Bonus' : 'IDCW';
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 59 /* ; */ && c !== 9 && c !== 0xa0) return false;
  }
  return true;
}

export function createNavAllParser(file: string): IncrementalParser<MutualFundScheme> {
  const rows: MutualFundScheme[] = [];
  const problems: ParseProblem[] = [];
  let reader = new RowReader<Key>(file, indexColumns(DEFAULT_HEADER, COLUMNS));
  let width = DEFAULT_HEADER.length;
  let fundHouse: string | null = null;
  let structure: string | null = null;
  let category: string | null = null;

  const onLine = (line: string, lineNumber: number): void => {
    if (isBlank(line)) return;
    if (line.indexOf(';') === -1) {
      const text = line.trim();
      const heading = HEADING.exec(text);
      if (heading) {
        structure = heading[1] ?? null;
        category = heading[2] || null;
        fundHouse = null;
      } else {
        fundHouse = text;
      }
      return;
    }
    const fields = line.split(';');
    if (normalizeHeader(fields[0] ?? '') === 'schemecode') {
      const index = indexColumns(fields, COLUMNS);
      const missing = (['schemeCode', 'name', 'nav', 'date'] as const).filter((key) => index[key] === -1);
      if (missing.length > 0)
        problems.push({ file, line: lineNumber, message: `missing column(s): ${missing.join(', ')}` });
      else {
        reader = new RowReader<Key>(file, index);
        width = fields.length;
      }
      return;
    }
    if (fields.length !== width) {
      problems.push({ file, line: lineNumber, message: `expected ${width} fields, found ${fields.length}` });
      return;
    }
    reader.start(fields, lineNumber);
    const code = reader.num('schemeCode');
    if (reader.error === null && !Number.isInteger(code)) reader.fail(`schemeCode is not an integer: '${code}'`);
    const name = reader.text('name');
    const planText = reader.raw('plan');
    const optionText = reader.raw('option');
    const scheme: MutualFundScheme = {
      schemeCode: code,
      isinGrowth: reader.optText('isinGrowth'),
      isinReinvestment: reader.optText('isinReinvestment'),
      name,
      nav: reader.optNum('nav'),
      navDate: reader.date('date'),
      fundHouse,
      structure,
      category,
      plan: planOf(planText) ?? planOf(name),
      option: optionText === '' ? optionOf(name) : (optionOf(optionText) ?? optionText),
    };
    if (reader.error !== null) problems.push({ file, line: lineNumber, message: reader.error });
    else rows.push(scheme);
  };

  const lines = new LineSplitter(onLine);
  return {
    push: (chunk) => lines.push(chunk),
    finish: () => {
      lines.end();
      return { rows, problems };
    },
  };
}

export function parseNavAll(input: TextInput, fileName: string): ParseResult<MutualFundScheme> {
  return runParser(createNavAllParser, input, fileName);
}
