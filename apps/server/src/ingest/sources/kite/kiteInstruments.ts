/**
 * Zerodha Kite Connect instrument dump (`/instruments`, here instruments.csv and nfo_instruments.csv):
 * instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,
 * instrument_type,segment,exchange. Futures and cash rows carry strike 0.0, returned as null.
 */
import { fixedFormat, tableParser, type TableFormat } from '../../parsers/table';
import { runParser, type IncrementalParser, type ParseResult, type TextInput } from '../../parsers/types';

export interface KiteInstrument {
  instrumentToken: number;
  exchangeToken: number;
  tradingsymbol: string;
  name: string | null;
  expiry: string | null;
  strike: number | null;
  tickSize: number;
  lotSize: number;
  /** EQ, FUT, CE, PE. */
  instrumentType: string;
  /** NSE, NFO-OPT, NFO-FUT, BFO-OPT, INDICES, … */
  segment: string;
  exchange: string;
}

const COLUMNS = {
  instrumentToken: ['instrument_token'],
  exchangeToken: ['exchange_token'],
  tradingsymbol: ['tradingsymbol'],
  name: ['name'],
  expiry: ['expiry'],
  strike: ['strike'],
  tickSize: ['tick_size'],
  lotSize: ['lot_size'],
  instrumentType: ['instrument_type'],
  segment: ['segment'],
  exchange: ['exchange'],
};

const format: TableFormat<KiteInstrument, keyof typeof COLUMNS> = {
  columns: COLUMNS,
  required: ['instrumentToken', 'tradingsymbol', 'instrumentType', 'segment', 'exchange'],
  read(r) {
    const instrumentType = r.text('instrumentType');
    const strike = r.optNum('strike');
    const isOption = instrumentType === 'CE' || instrumentType === 'PE';
    return {
      instrumentToken: r.num('instrumentToken'),
      exchangeToken: r.num('exchangeToken'),
      tradingsymbol: r.text('tradingsymbol'),
      name: r.optText('name'),
      expiry: r.optDate('expiry'),
      strike: isOption ? strike : strike === 0 ? null : strike,
      tickSize: r.num('tickSize'),
      lotSize: r.num('lotSize'),
      instrumentType,
      segment: r.text('segment'),
      exchange: r.text('exchange'),
    };
  },
};

export function createKiteInstrumentsParser(fileName: string): IncrementalParser<KiteInstrument> {
  return tableParser(fileName, fixedFormat(format));
}

export function parseKiteInstruments(input: TextInput, fileName: string): ParseResult<KiteInstrument> {
  return runParser(createKiteInstrumentsParser, input, fileName);
}
