/**
 * FinanceDatabase rows with the two columns the shared parser drops on purpose (summary, website):
 * company_profile shows them. The equity columns are read by the shared parser's own reader.
 */
import { FINANCE_DATABASE_COLUMNS, readListedEquity } from './financeDatabase';
import { fixedFormat, tableParser, type TableFormat } from '../../parsers/table';
import { parseInTurns, type ListedEquity, type ParseResult } from '../../parsers/index';

export interface FinanceDatabaseRow extends ListedEquity {
  summary: string | null;
  website: string | null;
}

const COLUMNS = { ...FINANCE_DATABASE_COLUMNS, summary: ['summary'], website: ['website'] };

const format: TableFormat<FinanceDatabaseRow, keyof typeof COLUMNS> = {
  columns: COLUMNS,
  required: ['symbol', 'name'],
  read: (r) => ({ ...readListedEquity(r), summary: r.optText('summary'), website: r.optText('website') }),
};

export function parseFinanceDatabaseRows(text: string, fileName: string): Promise<ParseResult<FinanceDatabaseRow>> {
  return parseInTurns((file) => tableParser(file, fixedFormat(format)), text, fileName);
}
