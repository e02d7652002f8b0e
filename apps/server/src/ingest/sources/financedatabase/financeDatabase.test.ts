import { describe, expect, it } from 'vitest';
import { parseFinanceDatabase } from './financeDatabase';

const HEADER =
  'symbol,name,summary,currency,sector,industry_group,industry,exchange,mic,market,country,state,city,zipcode,website,market_cap,isin,cusip,figi,composite_figi,shareclass_figi,delisted';

describe('parseFinanceDatabase', () => {
  it('reads rows whose quoted summaries hold commas, quotes and newlines', () => {
    const text = `${HEADER}
20MICRONS.NS,20 Microns Limited,"20 Microns Limited engages in the industrial micronised minerals, and ""specialty"" chemicals.
It was founded in 1987.",INR,Materials,Materials,Metals & Mining,NSE,XNSE,National Stock Exchange of India,India,,Vadodara,391760,http://www.20microns.com,Nano Cap,,,,,,False
AA,Alcoa Corporation,"Alcoa Corporation produces bauxite, alumina, and aluminum.",USD,Materials,Materials,Metals & Mining,NYQ,XNYS,New York Stock Exchange,United States,PA,Pittsburgh,15212-5858,http://www.alcoa.com,Large Cap,US0138721065,013872106,BBG00B3T3HK5,BBG00B3T3HD3,BBG00B3T3HF1,True
NONAME.BO,,"",INR,,,,BSE,XBOM,BSE India,India,,,,,,,,,,,False
`;
    const { rows, problems } = parseFinanceDatabase(text, 'NSE.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      symbol: '20MICRONS.NS',
      name: '20 Microns Limited',
      currency: 'INR',
      sector: 'Materials',
      industryGroup: 'Materials',
      industry: 'Metals & Mining',
      exchange: 'NSE',
      mic: 'XNSE',
      market: 'National Stock Exchange of India',
      country: 'India',
      marketCapBucket: 'Nano Cap',
      isin: null,
      delisted: false,
    });
    expect(rows[1]).toMatchObject({ symbol: 'AA', isin: 'US0138721065', delisted: true, marketCapBucket: 'Large Cap' });
    expect(rows[2]).toMatchObject({ symbol: 'NONAME.BO', name: null, sector: null, marketCapBucket: null });
  });

  it('finds columns by name when NYQ adds instrument_type, and reports bad rows on the line they start', () => {
    const text = `symbol,name,instrument_type,summary,currency,sector,industry_group,industry,exchange,mic,market,country,state,city,zipcode,website,market_cap,isin,cusip,figi,composite_figi,shareclass_figi,delisted
A,"Agilent Technologies, Inc.",,"Agilent provides
life sciences solutions.",USD,Health Care,Pharmaceuticals,Life Sciences,NYQ,XNYS,New York Stock Exchange,United States,CA,Santa Clara,95051,http://www.agilent.com,Large Cap,US00846U1016,00846U101,BBG000C2V3D6,BBG000C2V3D6,BBG001SCTQY4,False
BAD,Bad Inc.,,"x",USD,,,,NYQ,XNYS,,,,,,,,,,,,,maybe
,Blank Symbol Inc.,,"x",USD,,,,NYQ,XNYS,,,,,,,,,,,,,False
SHORT,Short Inc.,,"x"
`;
    const { rows, problems } = parseFinanceDatabase(text, 'NYQ.csv');
    expect(rows.map((r) => [r.symbol, r.name, r.sector, r.delisted])).toEqual([
      ['A', 'Agilent Technologies, Inc.', 'Health Care', false],
    ]);
    expect(problems).toEqual([
      { file: 'NYQ.csv', line: 4, message: "delisted is not True/False: 'maybe'" },
      { file: 'NYQ.csv', line: 5, message: 'symbol is blank' },
      { file: 'NYQ.csv', line: 6, message: 'expected 23 fields, found 4' },
    ]);
  });
});
