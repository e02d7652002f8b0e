/** Pure parsers for the market data files Sanchay ingests. Each returns { rows, problems } and never throws on bad rows. */
import { createBhavcopyParser, parseBhavcopy } from './bhavcopy';
import type { FormatId } from './detect';
import { createDailyBarsParser, parseDailyBars } from './eod';
import { createEtfListParser, parseEtfList } from './etfs';
import { createFinanceDatabaseParser, parseFinanceDatabase } from './financeDatabase';
import { createIndexConstituentsParser, parseIndexConstituents } from './indexConstituents';
import { createKiteInstrumentsParser, parseKiteInstruments } from './kiteInstruments';
import { createNavAllParser, parseNavAll } from './navAll';
import { createScreenerParser, parseScreenerExport } from './screener';
import { createSecurityListParser, parseSecurityList } from './securities';
import type { ParserFactory, ParseResult, TextInput } from './types';
import { createUsSymbolsParser, parseUsSymbols } from './usSymbols';

export { csvRows, CsvReader, forEachCsvRow, readCsv, type CsvRow, type CsvRowHandler } from './csv';
export { detectFormat, type FormatId } from './detect';
export { decodeText } from './text';
export { parseAsync, parseInTurns, runParser } from './types';
export type { AsyncTextInput, IncrementalParser, ParseProblem, ParseResult, ParserFactory, TextInput } from './types';
export { normalizeHeader, toIsoDate, toNumber } from './values';

export { bhavcopyLayout, createBhavcopyParser, parseBhavcopy } from './bhavcopy';
export type { BhavcopyLayout, BhavcopyRow } from './bhavcopy';
export { createDailyBarsParser, parseDailyBars, type DailyBar } from './eod';
export { createEtfListParser, parseEtfList, type Etf } from './etfs';
export { createFinanceDatabaseParser, parseFinanceDatabase, type ListedEquity } from './financeDatabase';
export { createIndexConstituentsParser, parseIndexConstituents, type IndexConstituent } from './indexConstituents';
export { createKiteInstrumentsParser, parseKiteInstruments, type KiteInstrument } from './kiteInstruments';
export { createNavAllParser, optionOf, parseNavAll, planOf, type FundPlan, type MutualFundScheme } from './navAll';
export { createScreenerParser, parseScreenerExport, type ScreenerCompany } from './screener';
export { createSecurityListParser, parseSecurityList, type Security } from './securities';
export { createUsSymbolsParser, exchangeFromFileName, parseUsSymbols, type UsListing } from './usSymbols';

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
