/**
 * NSE security masters: EQUITY_L.csv and the lists shaped like it (SME_EQUITY_L, REITS_L, INVITS_L,
 * mf_close-end). Quirks: EQUITY_L headers start with a space (` SERIES`), SME_EQUITY_L spells them
 * with underscores, has no MARKET LOT and ends every line with a comma, dates are `06-OCT-2008` or
 * `9-May-18`, and the REIT and InvIT lists end with a blank row and a `Note: …` row.
 */
import { fixedFormat, tableParser, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';

export interface Security {
  symbol: string;
  name: string;
  series: string | null;
  /** ISO date; null when the list leaves it blank. */
  listingDate: string | null;
  isin: string | null;
  paidUpValue: number | null;
  faceValue: number | null;
  /** Absent from SME_EQUITY_L. */
  marketLot: number | null;
}

const COLUMNS = {
  symbol: ['SYMBOL'],
  name: ['NAME OF COMPANY'],
  series: ['SERIES'],
  listingDate: ['DATE OF LISTING'],
  paidUpValue: ['PAID UP VALUE'],
  marketLot: ['MARKET LOT'],
  isin: ['ISIN NUMBER'],
  faceValue: ['FACE VALUE'],
};

const format: TableFormat<Security, keyof typeof COLUMNS> = {
  columns: COLUMNS,
  required: ['symbol', 'name', 'isin'],
  read: (r) => ({
    symbol: r.text('symbol'),
    name: r.text('name'),
    series: r.optText('series'),
    listingDate: r.optDate('listingDate'),
    isin: r.optText('isin'),
    paidUpValue: r.optNum('paidUpValue'),
    faceValue: r.optNum('faceValue'),
    marketLot: r.optNum('marketLot'),
  }),
};

export function createSecurityListParser(fileName: string): IncrementalParser<Security> {
  return tableParser(fileName, fixedFormat(format));
}

/** EQUITY_L.csv, SME_EQUITY_L.csv, REITS_L.csv, INVITS_L.csv, mf_close-end.csv. */
export function parseSecurityList(input: TextInput, fileName: string): ParseResult<Security> {
  return runParser(createSecurityListParser, input, fileName);
}
