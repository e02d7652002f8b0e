/**
 * FinanceDatabase rows with the two columns the shared parser drops on purpose (summary, website):
 * company_profile shows them. Same header aliases and checks as parsers/financeDatabase.ts.
 */
import { fixedFormat, tableParser, type TableFormat } from './parsers/table';
import { runParser, type ListedEquity, type ParseResult } from './parsers/index';

export interface FinanceDatabaseRow extends ListedEquity {
  summary: string | null;
  website: string | null;
}

const COLUMNS = {
  symbol: ['symbol'],
  name: ['name'],
  summary: ['summary'],
  currency: ['currency'],
  sector: ['sector'],
  industryGroup: ['industry_group'],
  industry: ['industry'],
  exchange: ['exchange'],
  mic: ['mic'],
  market: ['market'],
  country: ['country'],
  website: ['website'],
  marketCap: ['market_cap'],
  isin: ['isin'],
  delisted: ['delisted'],
};

const format: TableFormat<FinanceDatabaseRow, keyof typeof COLUMNS> = {
  columns: COLUMNS,
  required: ['symbol', 'name'],
  read(r) {
    const delistedText = r.raw('delisted').toLowerCase();
    let delisted: boolean | null = null;
    if (delistedText === 'true') delisted = true;
    else if (delistedText === 'false') delisted = false;
    else if (delistedText !== '') r.fail(`delisted is not True/False: '${r.raw('delisted')}'`);
    return {
      symbol: r.text('symbol'),
      name: r.optText('name'),
      summary: r.optText('summary'),
      currency: r.optText('currency'),
      sector: r.optText('sector'),
      industryGroup: r.optText('industryGroup'),
      industry: r.optText('industry'),
      exchange: r.optText('exchange'),
      mic: r.optText('mic'),
      market: r.optText('market'),
      country: r.optText('country'),
      website: r.optText('website'),
      marketCapBucket: r.optText('marketCap'),
      isin: r.optText('isin'),
      delisted,
    };
  },
};

export function parseFinanceDatabaseRows(text: string, fileName: string): ParseResult<FinanceDatabaseRow> {
  return runParser((file) => tableParser(file, fixedFormat(format)), text, fileName);
}
