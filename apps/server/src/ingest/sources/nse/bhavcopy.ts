/**
 * NSE/BSE daily bhavcopy in any of its layouts, detected from the header:
 * - legacy CM `cmDDMMMYYYYbhav.csv` (SYMBOL,SERIES,OPEN,…,TIMESTAMP,TOTALTRADES,ISIN, with a trailing
 *   comma; files before 2012 lack TOTALTRADES and ISIN),
 * - legacy F&O `foDDMMMYYYYbhav.csv` (INSTRUMENT,SYMBOL,EXPIRY_DT,…,TIMESTAMP,),
 * - UDiFF "common bhavcopy" (34 columns, TradDt … Rsvd4) for both CM and FO, and BSE's copy of it.
 */
import { tableParser, type RowReader, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';
import { normalizeHeader } from '../../parsers/values';

export type BhavcopyLayout = 'legacy-cm' | 'legacy-fo' | 'udiff';

export interface BhavcopyRow {
  layout: BhavcopyLayout;
  /** 'CM' or 'FO'. */
  segment: string;
  /** 'NSE' or 'BSE' (UDiFF Src); the legacy files are NSE's. */
  exchange: string;
  /** Trade date, ISO. */
  date: string;
  symbol: string;
  /** EQ, BE, SM, … for CM; null for derivatives. BSE puts its group (A, B, X) here. */
  series: string | null;
  isin: string | null;
  /** UDiFF STK/IDF/IDO/STF/STO, legacy FUTIDX/FUTSTK/OPTIDX/OPTSTK; null for legacy CM. */
  instrumentType: string | null;
  expiry: string | null;
  strike: number | null;
  /** CE/PE (CA/PA in very old F&O files); null for futures and cash. */
  optionType: string | null;
  open: number;
  high: number;
  low: number;
  close: number;
  last: number | null;
  prevClose: number | null;
  settlePrice: number | null;
  underlyingPrice: number | null;
  /** Shares (units) traded; in legacy F&O files this is CONTRACTS, not shares. */
  volume: number;
  /** Traded value in rupees (legacy F&O VAL_INLAKH is converted from lakhs). */
  value: number | null;
  trades: number | null;
  openInterest: number | null;
  changeInOi: number | null;
  lotSize: number | null;
}

const LEGACY_CM = {
  symbol: ['SYMBOL'],
  series: ['SERIES'],
  open: ['OPEN'],
  high: ['HIGH'],
  low: ['LOW'],
  close: ['CLOSE'],
  last: ['LAST'],
  prevClose: ['PREVCLOSE'],
  volume: ['TOTTRDQTY'],
  value: ['TOTTRDVAL'],
  date: ['TIMESTAMP'],
  trades: ['TOTALTRADES'],
  isin: ['ISIN'],
};

const LEGACY_FO = {
  instrumentType: ['INSTRUMENT'],
  symbol: ['SYMBOL'],
  expiry: ['EXPIRY_DT'],
  strike: ['STRIKE_PR'],
  optionType: ['OPTION_TYP'],
  open: ['OPEN'],
  high: ['HIGH'],
  low: ['LOW'],
  close: ['CLOSE'],
  settlePrice: ['SETTLE_PR'],
  contracts: ['CONTRACTS'],
  valueInLakh: ['VAL_INLAKH'],
  openInterest: ['OPEN_INT'],
  changeInOi: ['CHG_IN_OI'],
  date: ['TIMESTAMP'],
};

const UDIFF = {
  date: ['TradDt'],
  segment: ['Sgmt'],
  source: ['Src'],
  instrumentType: ['FinInstrmTp'],
  isin: ['ISIN'],
  symbol: ['TckrSymb'],
  series: ['SctySrs'],
  expiry: ['XpryDt'],
  strike: ['StrkPric'],
  optionType: ['OptnTp'],
  open: ['OpnPric'],
  high: ['HghPric'],
  low: ['LwPric'],
  close: ['ClsPric'],
  last: ['LastPric'],
  prevClose: ['PrvsClsgPric'],
  underlyingPrice: ['UndrlygPric'],
  settlePrice: ['SttlmPric'],
  openInterest: ['OpnIntrst'],
  changeInOi: ['ChngInOpnIntrst'],
  volume: ['TtlTradgVol'],
  value: ['TtlTrfVal'],
  trades: ['TtlNbOfTxsExctd'],
  lotSize: ['NewBrdLotQty'],
};

/** Blank, XX (legacy futures) and '-' mean "not an option". */
function optionTypeOf(text: string): string | null {
  return text === '' || text === 'XX' || text === '-' ? null : text;
}

const legacyCm: TableFormat<BhavcopyRow, keyof typeof LEGACY_CM> = {
  columns: LEGACY_CM,
  required: ['symbol', 'series', 'open', 'high', 'low', 'close', 'volume', 'date'],
  read: (r) => ({
    layout: 'legacy-cm',
    segment: 'CM',
    exchange: 'NSE',
    date: r.date('date'),
    symbol: r.text('symbol'),
    series: r.optText('series'),
    isin: r.optText('isin'),
    instrumentType: null,
    expiry: null,
    strike: null,
    optionType: null,
    open: r.num('open'),
    high: r.num('high'),
    low: r.num('low'),
    close: r.num('close'),
    last: r.optNum('last'),
    prevClose: r.optNum('prevClose'),
    settlePrice: null,
    underlyingPrice: null,
    volume: r.num('volume'),
    value: r.optNum('value'),
    trades: r.optNum('trades'),
    openInterest: null,
    changeInOi: null,
    lotSize: null,
  }),
};

function readLegacyFo(r: RowReader<keyof typeof LEGACY_FO>): BhavcopyRow {
  const optionType = optionTypeOf(r.raw('optionType'));
  const strike = r.optNum('strike');
  const valueInLakh = r.optNum('valueInLakh');
  return {
    layout: 'legacy-fo',
    segment: 'FO',
    exchange: 'NSE',
    date: r.date('date'),
    symbol: r.text('symbol'),
    series: null,
    isin: null,
    instrumentType: r.text('instrumentType'),
    expiry: r.date('expiry'),
    strike: optionType === null && strike === 0 ? null : strike,
    optionType,
    open: r.num('open'),
    high: r.num('high'),
    low: r.num('low'),
    close: r.num('close'),
    last: null,
    prevClose: null,
    settlePrice: r.optNum('settlePrice'),
    underlyingPrice: null,
    volume: r.num('contracts'),
    value: valueInLakh === null ? null : Math.round(valueInLakh * 1e7) / 100,
    trades: null,
    openInterest: r.optNum('openInterest'),
    changeInOi: r.optNum('changeInOi'),
    lotSize: null,
  };
}

const legacyFo: TableFormat<BhavcopyRow, keyof typeof LEGACY_FO> = {
  columns: LEGACY_FO,
  required: ['instrumentType', 'symbol', 'expiry', 'open', 'high', 'low', 'close', 'contracts', 'date'],
  read: readLegacyFo,
};

function readUdiff(r: RowReader<keyof typeof UDIFF>): BhavcopyRow {
  const segment = r.text('segment');
  const derivative = segment === 'FO';
  return {
    layout: 'udiff',
    segment,
    exchange: r.raw('source') || 'NSE',
    date: r.date('date'),
    symbol: r.text('symbol'),
    series: r.optText('series'),
    isin: r.optText('isin'),
    instrumentType: r.optText('instrumentType'),
    expiry: derivative ? r.date('expiry') : r.optDate('expiry'),
    strike: r.optNum('strike'),
    optionType: optionTypeOf(r.raw('optionType')),
    open: r.num('open'),
    high: r.num('high'),
    low: r.num('low'),
    close: r.num('close'),
    last: r.optNum('last'),
    prevClose: r.optNum('prevClose'),
    settlePrice: r.optNum('settlePrice'),
    underlyingPrice: r.optNum('underlyingPrice'),
    volume: r.num('volume'),
    value: r.optNum('value'),
    trades: r.optNum('trades'),
    openInterest: r.optNum('openInterest'),
    changeInOi: r.optNum('changeInOi'),
    lotSize: r.optNum('lotSize'),
  };
}

const udiff: TableFormat<BhavcopyRow, keyof typeof UDIFF> = {
  columns: UDIFF,
  required: ['date', 'segment', 'symbol', 'open', 'high', 'low', 'close', 'volume'],
  read: readUdiff,
};

/** Which bhavcopy layout a header belongs to, or null. */
export function bhavcopyLayout(header: readonly string[]): BhavcopyLayout | null {
  const names = new Set(header.map(normalizeHeader));
  if (names.has('traddt') && names.has('tckrsymb')) return 'udiff';
  if (names.has('instrument') && names.has('expirydt')) return 'legacy-fo';
  if (names.has('symbol') && names.has('series') && names.has('tottrdqty')) return 'legacy-cm';
  return null;
}

const LAYOUTS = { 'legacy-cm': legacyCm, 'legacy-fo': legacyFo, udiff } as const;

export function createBhavcopyParser(fileName: string): IncrementalParser<BhavcopyRow> {
  return tableParser(fileName, (header) => {
    const layout = bhavcopyLayout(header);
    if (layout === null) return 'not a bhavcopy header (legacy CM, legacy F&O or UDiFF)';
    return LAYOUTS[layout] as unknown as TableFormat<BhavcopyRow, string>;
  });
}

/** Any bhavcopy CSV (already unzipped). */
export function parseBhavcopy(input: TextInput, fileName: string): ParseResult<BhavcopyRow> {
  return runParser(createBhavcopyParser, input, fileName);
}
