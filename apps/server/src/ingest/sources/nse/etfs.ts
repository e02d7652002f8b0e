/**
 * NSE eq_etfseclist.csv. Quirks: the file is Windows-1252, not UTF-8 (an en dash in
 * `Nifty PSE Index – TRI`; read it with decodeText), some Underlying cells end with a tab,
 * listing dates have two-digit years (`08-Jan-02`), and there is no fund-house column.
 */
import { fixedFormat, tableParser, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';

export interface Etf {
  symbol: string;
  underlying: string | null;
  securityName: string;
  listingDate: string | null;
  isin: string | null;
  faceValue: number | null;
  marketLot: number | null;
}

const COLUMNS = {
  symbol: ['Symbol'],
  underlying: ['Underlying'],
  securityName: ['SecurityName', 'Security Name'],
  listingDate: ['DateofListing', 'Date of Listing'],
  marketLot: ['MarketLot'],
  isin: ['ISINNumber', 'ISIN'],
  faceValue: ['FaceValue'],
};

const format: TableFormat<Etf, keyof typeof COLUMNS> = {
  columns: COLUMNS,
  required: ['symbol', 'securityName', 'isin'],
  read: (r) => ({
    symbol: r.text('symbol'),
    underlying: r.optText('underlying'),
    securityName: r.text('securityName'),
    listingDate: r.optDate('listingDate'),
    isin: r.optText('isin'),
    faceValue: r.optNum('faceValue'),
    marketLot: r.optNum('marketLot'),
  }),
};

export function createEtfListParser(fileName: string): IncrementalParser<Etf> {
  return tableParser(fileName, fixedFormat(format));
}

export function parseEtfList(input: TextInput, fileName: string): ParseResult<Etf> {
  return runParser(createEtfListParser, input, fileName);
}
