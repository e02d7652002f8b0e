/** niftyindices constituent lists: ind_nifty50list.csv … ind_nifty500list.csv, nifty750list.csv. */
import { fixedFormat, tableParser, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';

export interface IndexConstituent {
  companyName: string;
  industry: string | null;
  symbol: string;
  series: string | null;
  isin: string | null;
}

const COLUMNS = {
  companyName: ['Company Name'],
  industry: ['Industry'],
  symbol: ['Symbol'],
  series: ['Series'],
  isin: ['ISIN Code', 'ISIN'],
};

const format: TableFormat<IndexConstituent, keyof typeof COLUMNS> = {
  columns: COLUMNS,
  required: ['companyName', 'symbol'],
  read: (r) => ({
    companyName: r.text('companyName'),
    industry: r.optText('industry'),
    symbol: r.text('symbol'),
    series: r.optText('series'),
    isin: r.optText('isin'),
  }),
};

export function createIndexConstituentsParser(fileName: string): IncrementalParser<IndexConstituent> {
  return tableParser(fileName, fixedFormat(format));
}

export function parseIndexConstituents(input: TextInput, fileName: string): ParseResult<IndexConstituent> {
  return runParser(createIndexConstituentsParser, input, fileName);
}
