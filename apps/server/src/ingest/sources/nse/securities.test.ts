import { describe, expect, it } from 'vitest';
import { parseSecurityList } from './securities';

const EQUITY_L = `SYMBOL,NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE
20MICRONS,20 Microns Limited,EQ,06-OCT-2008,5,1,INE144J01027,5
21STCENMGM,21st Century Management Services Limited,EQ,03-MAY-1995,10,1,INE253B01015,10
BADFACE,Bad Face Value Limited,EQ,19-SEP-2019,1,1,INE000X01010,one
SHORT,Short Row Limited,EQ,19-SEP-2019,1,1
BADDATE,Bad Date Limited,EQ,31-FEB-2019,1,1,INE000Y01010,1
360ONE,360 ONE WAM LIMITED,EQ,19-SEP-2019,1,1,INE466L01038,1
`;

describe('parseSecurityList', () => {
  it('reads EQUITY_L.csv with its space-prefixed headers, field by field', () => {
    const { rows } = parseSecurityList(EQUITY_L, 'EQUITY_L.csv');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      symbol: '20MICRONS',
      name: '20 Microns Limited',
      series: 'EQ',
      listingDate: '2008-10-06',
      isin: 'INE144J01027',
      paidUpValue: 5,
      faceValue: 5,
      marketLot: 1,
    });
    expect(rows[1]?.listingDate).toBe('1995-05-03');
    expect(rows[2]?.symbol).toBe('360ONE');
  });

  it('reports a bad number, a short row and a bad date with file and line, and keeps the good rows', () => {
    const { problems } = parseSecurityList(EQUITY_L, 'EQUITY_L.csv');
    expect(problems).toEqual([
      { file: 'EQUITY_L.csv', line: 4, message: "faceValue is not a number: 'one'" },
      { file: 'EQUITY_L.csv', line: 5, message: 'expected 8 fields, found 6' },
      { file: 'EQUITY_L.csv', line: 6, message: "listingDate is not a date: '31-FEB-2019'" },
    ]);
  });

  it('reads SME_EQUITY_L.csv: underscore headers, no market lot, a trailing comma on every line', () => {
    const text = `SYMBOL,NAME_OF_COMPANY,SERIES,DATE_OF_LISTING,PAID_UP_VALUE,ISIN_NUMBER,FACE_VALUE,
SIMCA,Simca Advertising Limited,ST,15-May-26,10,INE1K4J01018,10,
VALUE360,Value 360 Communications Limited,ST,11-May-26,10,INE1E7Y01018,10,
`;
    const { rows, problems } = parseSecurityList(text, 'SME_EQUITY_L.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      symbol: 'SIMCA',
      name: 'Simca Advertising Limited',
      series: 'ST',
      listingDate: '2026-05-15',
      isin: 'INE1K4J01018',
      paidUpValue: 10,
      faceValue: 10,
      marketLot: null,
    });
  });

  it('skips the blank row and the Note row at the end of REITS_L.csv silently', () => {
    const text = `SYMBOL,NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE
BIRET,Brookfield India Real Estate Trust,RR,16-Feb-21,275,200,INE0FDU25010,275
EMBASSY,Embassy Office Parks REIT,RR,1-Apr-19,300,400,INE041025011,300
,,,,,,,
"Note: the Market lot is updated as on the date of listing, For Latest Market lot of the securities you may refer the NSE Circular. ",,,,,,,
`;
    const { rows, problems } = parseSecurityList(text, 'REITS_L.csv');
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.symbol, r.listingDate, r.marketLot])).toEqual([
      ['BIRET', '2021-02-16', 200],
      ['EMBASSY', '2019-04-01', 400],
    ]);
  });

  it('reports a missing required column once and reads nothing', () => {
    const { rows, problems } = parseSecurityList('SYMBOL,SERIES\nA,EQ\n', 'x.csv');
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ file: 'x.csv', line: 1, message: 'missing column(s): name, isin' }]);
  });
});
