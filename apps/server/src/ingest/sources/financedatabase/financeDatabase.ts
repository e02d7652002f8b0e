/**
 * JerBouma/FinanceDatabase `equities/<EXCHANGE>.csv`: symbol,name,summary,currency,sector,…,delisted.
 * Summaries are long quoted fields that can hold commas, quotes and newlines; NYQ adds an
 * instrument_type column. The summary is not kept. Names may be blank.
 */
import { fixedFormat, type RowReader, tableParser, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';

export interface ListedEquity {
  /** Yahoo-style symbol: `20MICRONS.NS`, `20MICRONS.BO`, `AA`. */
  symbol: string;
  name: string | null;
  currency: string | null;
  sector: string | null;
  industryGroup: string | null;
  industry: string | null;
  /** FinanceDatabase's exchange code: NSE, BSE, NYQ, NCM, … */
  exchange: string | null;
  mic: string | null;
  market: string | null;
  country: string | null;
  /** 'Nano Cap' … 'Mega Cap'. */
  marketCapBucket: string | null;
  isin: string | null;
  delisted: boolean | null;
}

/** Header aliases of the equity columns (also used by financeDatabaseRows.ts, which adds summary and website). */
export const FINANCE_DATABASE_COLUMNS = {
  symbol: ['symbol'],
  name: ['name'],
  currency: ['currency'],
  sector: ['sector'],
  industryGroup: ['industry_group'],
  industry: ['industry'],
  exchange: ['exchange'],
  mic: ['mic'],
  market: ['market'],
  country: ['country'],
  marketCap: ['market_cap'],
  isin: ['isin'],
  delisted: ['delisted'],
};

/** Reads the equity columns of one row (a bad `delisted` value is reported on the row). */
export function readListedEquity(r: RowReader<keyof typeof FINANCE_DATABASE_COLUMNS>): ListedEquity {
  const delistedText = r.raw('delisted').toLowerCase();
  let delisted: boolean | null = null;
  if (delistedText === 'true') delisted = true;
  else if (delistedText === 'false') delisted = false;
  else if (delistedText !== '') r.fail(`delisted is not True/False: '${r.raw('delisted')}'`);
  return {
    symbol: r.text('symbol'),
    name: r.optText('name'),
    currency: r.optText('currency'),
    sector: r.optText('sector'),
    industryGroup: r.optText('industryGroup'),
    industry: r.optText('industry'),
    exchange: r.optText('exchange'),
    mic: r.optText('mic'),
    market: r.optText('market'),
    country: r.optText('country'),
    marketCapBucket: r.optText('marketCap'),
    isin: r.optText('isin'),
    delisted,
  };
}

const format: TableFormat<ListedEquity, keyof typeof FINANCE_DATABASE_COLUMNS> = {
  columns: FINANCE_DATABASE_COLUMNS,
  required: ['symbol', 'name'],
  read: readListedEquity,
};

export function createFinanceDatabaseParser(fileName: string): IncrementalParser<ListedEquity> {
  return tableParser(fileName, fixedFormat(format));
}

export function parseFinanceDatabase(input: TextInput, fileName: string): ParseResult<ListedEquity> {
  return runParser(createFinanceDatabaseParser, input, fileName);
}
