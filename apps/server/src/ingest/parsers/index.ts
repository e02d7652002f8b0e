/** Pure parsers for the market data files Sanchay ingests. Each returns { rows, problems } and never throws on bad rows. */
import { createBhavcopyParser, parseBhavcopy } from '../sources/nse/bhavcopy';
import type { FormatId } from './detect';
import { createDailyBarsParser, parseDailyBars } from '../sources/eod/eod';
import { createEtfListParser, parseEtfList } from '../sources/nse/etfs';
import { createFinanceDatabaseParser, parseFinanceDatabase } from '../sources/financedatabase/financeDatabase';
import { createIndexConstituentsParser, parseIndexConstituents } from '../sources/nse/indexConstituents';
import { createKiteInstrumentsParser, parseKiteInstruments } from '../sources/kite/kiteInstruments';
import { createNavAllParser, parseNavAll } from '../sources/amfi/navAll';
import { createScreenerParser, parseScreenerExport } from '../sources/screener/screener';
import { createSecurityListParser, parseSecurityList } from '../sources/nse/securities';
import type { ParserFactory, ParseResult, TextInput } from './types';
import { createUsSymbolsParser, parseUsSymbols } from '../sources/ussymbols/usSymbols';

export { csvRows, CsvReader, forEachCsvRow, readCsv, type CsvRow, type CsvRowHandler } from './csv';
export { detectFormat, type FormatId } from './detect';
export { decodeText } from './text';
export { parseAsync, parseInTurns, runParser } from './types';
export type { AsyncTextInput, IncrementalParser, ParseProblem, ParseResult, ParserFactory, TextInput } from './types';
export { normalizeHeader, toIsoDate, toNumber } from './values';

export { bhavcopyLayout, createBhavcopyParser, parseBhavcopy } from '../sources/nse/bhavcopy';
export type { BhavcopyLayout, BhavcopyRow } from '../sources/nse/bhavcopy';
export { createDailyBarsParser, parseDailyBars, type DailyBar } from '../sources/eod/eod';
export { createEtfListParser, parseEtfList, type Etf } from '../sources/nse/etfs';
export { createFinanceDatabaseParser, parseFinanceDatabase, type ListedEquity } from '../sources/financedatabase/financeDatabase';
export { createIndexConstituentsParser, parseIndexConstituents, type IndexConstituent } from '../sources/nse/indexConstituents';
export { createKiteInstrumentsParser, parseKiteInstruments, type KiteInstrument } from '../sources/kite/kiteInstruments';
export { createNavAllParser, optionOf, parseNavAll, planOf, type FundPlan, type MutualFundScheme } from '../sources/amfi/navAll';
export { createScreenerParser, parseScreenerExport, type ScreenerCompany } from '../sources/screener/screener';
export { createSecurityListParser, parseSecurityList, type Security } from '../sources/nse/securities';
export { createUsSymbolsParser, exchangeFromFileName, parseUsSymbols, type UsListing } from '../sources/ussymbols/usSymbols';

/** The parser for each detected format: `PARSERS[detectFormat(name, firstLine)](text, name)`. */
export const PARSERS: Record<FormatId, (input: TextInput, fileName: string) => ParseResult<unknown>> = {
  securityList: parseSecurityList,
  etfList: parseEtfList,
  indexConstituents: parseIndexConstituents,
  bhavcopy: parseBhavcopy,
  dailyBars: parseDailyBars,
  navAll: parseNavAll,
  financeDatabase: parseFinanceDatabase,
  usSymbols: parseUsSymbols,
  kiteInstruments: parseKiteInstruments,
  screener: parseScreenerExport,
};

/** The streaming factory for each format, for parseAsync. */
export const PARSER_FACTORIES: Record<FormatId, ParserFactory<unknown>> = {
  securityList: createSecurityListParser,
  etfList: createEtfListParser,
  indexConstituents: createIndexConstituentsParser,
  bhavcopy: createBhavcopyParser,
  dailyBars: createDailyBarsParser,
  navAll: createNavAllParser,
  financeDatabase: createFinanceDatabaseParser,
  usSymbols: createUsSymbolsParser,
  kiteInstruments: createKiteInstrumentsParser,
  screener: createScreenerParser,
};
