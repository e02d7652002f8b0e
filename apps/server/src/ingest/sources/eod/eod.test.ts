import { describe, expect, it } from 'vitest';
import { parseDailyBars } from './eod';

describe('parseDailyBars', () => {
  it('reads a somnath file: dd-mm-yyyy dates, no volume', () => {
    const text = `date,open,high,low,close
22-07-2019,122.2,122.2,119.5,119.9
23-07-2019,120.5,120.7,119.45,119.7
24-07-2019,121.9,121.9,118.75,119.15
`;
    const { rows, problems } = parseDailyBars(text, 'NIFTYBEES.csv');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { date: '2019-07-22', open: 122.2, high: 122.2, low: 119.5, close: 119.9, volume: null },
      { date: '2019-07-23', open: 120.5, high: 120.7, low: 119.45, close: 119.7, volume: null },
      { date: '2019-07-24', open: 121.9, high: 121.9, low: 118.75, close: 119.15, volume: null },
    ]);
  });

  it('reads a nifty50-ohlcv file: IST timestamps become the trade date', () => {
    const text = `timestamp,open,high,low,close,volume,oi
2020-10-01 00:00:00+05:30,299.8,311.95,296.0,308.15,6914505,0
2020-10-05 00:00:00+05:30,311.5,334.5,307.35,326.6,20009598,0
`;
    const { rows } = parseDailyBars(text, 'ADANIENT_2020-10-01_to_2025-09-30.csv');
    expect(rows[0]).toEqual({
      date: '2020-10-01',
      open: 299.8,
      high: 311.95,
      low: 296,
      close: 308.15,
      volume: 6914505,
    });
    expect(rows[1]?.date).toBe('2020-10-05');
  });

  it('reads an askIndex file with CRLF and float volumes', () => {
    const text =
      'date,open,high,low,close,volume,value,symbol\r\n' +
      '2000-01-03,1482.15,1592.9,1482.15,1592.2,25358322.0,884.15,NIFTY 50\r\n' +
      '2000-01-04,1594.4,1641.95,1594.4,1638.7,38787872.0,1973.69,NIFTY 50\r\n';
    const { rows } = parseDailyBars(text, 'NIFTY 50.csv');
    expect(rows).toEqual([
      { date: '2000-01-03', open: 1482.15, high: 1592.9, low: 1482.15, close: 1592.2, volume: 25358322 },
      { date: '2000-01-04', open: 1594.4, high: 1641.95, low: 1594.4, close: 1638.7, volume: 38787872 },
    ]);
  });

  it('reads an Investing.com export: BOM, newest first, K/M volumes, quoted dates', () => {
    const text = `\uFEFFDate,Close,Open,High,Low,Vol.,Change %
"Jan 31, 2022",187.55,187.37,187.68,186.88,982.09K,1.32%
"Jan 28, 2022",185.1,187.75,188.06,184.8,2.77M,-0.12%
"Jan 27, 2022","1,185.33",194,194,182.7,-,-0.93%
`;
    const { rows, problems } = parseDailyBars(text, 'NIFTYBEES.csv');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { date: '2022-01-27', open: 194, high: 194, low: 182.7, close: 1185.33, volume: null },
      { date: '2022-01-28', open: 187.75, high: 188.06, low: 184.8, close: 185.1, volume: 2770000 },
      { date: '2022-01-31', open: 187.37, high: 187.68, low: 186.88, close: 187.55, volume: 982090 },
    ]);
  });

  it('reports duplicate dates (keeping the first in the file), bad numbers, bad dates and short rows', () => {
    const text = `date,open,high,low,close
24-07-2019,121.9,121.9,118.75,119.15
22-07-2019,122.2,122.2,119.5,119.9
23-07-2019,120.5,120.7,119.45,abc
31-06-2019,1,1,1,1
22-07-2019,1,1,1,1
25-07-2019,1,1
26-07-2019,118.5,119.2,118.1,118.9
`;
    const { rows, problems } = parseDailyBars(text, 'NIFTYBEES.csv');
    expect(rows.map((r) => [r.date, r.close])).toEqual([
      ['2019-07-22', 119.9],
      ['2019-07-24', 119.15],
      ['2019-07-26', 118.9],
    ]);
    expect(problems).toEqual([
      { file: 'NIFTYBEES.csv', line: 4, message: "close is not a number: 'abc'" },
      { file: 'NIFTYBEES.csv', line: 5, message: "date is not a date: '31-06-2019'" },
      { file: 'NIFTYBEES.csv', line: 7, message: 'expected 5 fields, found 3' },
      { file: 'NIFTYBEES.csv', line: 6, message: 'duplicate date 2019-07-22' },
    ]);
  });
});
