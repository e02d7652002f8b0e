import { describe, expect, it } from 'vitest';
import { parseKiteInstruments } from './kiteInstruments';

const HEADER =
  'instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange';

describe('parseKiteInstruments', () => {
  it('reads futures, options and cash rows field by field', () => {
    const text = `${HEADER}
14866434,58072,NIFTY26AUGFUT,NIFTY,0.0,2026-08-25,0.0,0.1,65,FUT,NFO-FUT,NFO
12512002,48875,NIFTY26AUG24500CE,"NIFTY",0.0,2026-08-25,24500.0,0.05,65,CE,NFO-OPT,NFO
408065,1594,INFY,INFOSYS,0,,,0.05,1,EQ,NSE,NSE
`;
    const { rows, problems } = parseKiteInstruments(text, 'instruments.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      instrumentToken: 14866434,
      exchangeToken: 58072,
      tradingsymbol: 'NIFTY26AUGFUT',
      name: 'NIFTY',
      expiry: '2026-08-25',
      strike: null,
      tickSize: 0.1,
      lotSize: 65,
      instrumentType: 'FUT',
      segment: 'NFO-FUT',
      exchange: 'NFO',
    });
    expect(rows[1]).toMatchObject({ strike: 24500, instrumentType: 'CE', tickSize: 0.05, name: 'NIFTY' });
    expect(rows[2]).toMatchObject({ tradingsymbol: 'INFY', expiry: null, strike: null, segment: 'NSE', lotSize: 1 });
  });

  it('reports bad numbers, bad dates and short rows with their lines', () => {
    const text = `${HEADER}
17512194,68407,NIFTY26SEPFUT,NIFTY,0.0,2026-09-29,0.0,0.1,65,FUT,NFO-FUT,NFO
x,1,BADTOKEN,NIFTY,0.0,2026-09-29,0.0,0.1,65,FUT,NFO-FUT,NFO
1,1,BADEXPIRY,NIFTY,0.0,2026-09-31,0.0,0.1,65,FUT,NFO-FUT,NFO
1,1,SHORT,NIFTY,0.0
`;
    const { rows, problems } = parseKiteInstruments(text, 'nfo_instruments.csv');
    expect(rows.map((r) => r.tradingsymbol)).toEqual(['NIFTY26SEPFUT']);
    expect(problems).toEqual([
      { file: 'nfo_instruments.csv', line: 3, message: "instrumentToken is not a number: 'x'" },
      { file: 'nfo_instruments.csv', line: 4, message: "expiry is not a date: '2026-09-31'" },
      { file: 'nfo_instruments.csv', line: 5, message: 'expected 12 fields, found 5' },
    ]);
  });
});
