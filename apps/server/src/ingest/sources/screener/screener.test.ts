import { describe, expect, it } from 'vitest';
import { parseScreenerExport } from './screener';

describe('parseScreenerExport', () => {
  const ratios = `Name,BSE Code,NSE Code,Industry,Current Price,Market Capitalization,Price to Earning,Dividend yield,Credit rating,join_key
20 Microns,533022.0,20MICRONS,Mining / Minerals / Metals,225.65,796.25,13.84,0.57,,533022.0_20MICRONS
21st Cent. Mgmt.,526921.0,21STCENMGM,Finance & Investments,70.44,73.96,2.3,,AAA,526921.0_21STCENMGM
Bad PE Ltd,500001.0,BADPE,Finance,10,100,n/a,1,,500001.0_BADPE
Short Ltd,500002.0,SHORT,Finance
,,,Finance,10,100,1,1,,
NSE Only Ltd,,NSEONLY,Finance,,50,,,,nan_NSEONLY
`;

  it('reads the leading columns and keeps every other column as a metric, field by field', () => {
    const { rows } = parseScreenerExport(ratios, 'ratios_1_final.csv');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      name: '20 Microns',
      bseCode: '533022',
      nseCode: '20MICRONS',
      industry: 'Mining / Minerals / Metals',
      currentPrice: 225.65,
      metrics: { 'Market Capitalization': 796.25, 'Price to Earning': 13.84, 'Dividend yield': 0.57 },
      texts: {},
    });
    expect(rows[1]).toMatchObject({ metrics: { 'Dividend yield': null }, texts: { 'Credit rating': 'AAA' } });
    expect(rows[2]).toMatchObject({ bseCode: null, nseCode: 'NSEONLY', currentPrice: null });
  });

  it('reports a bad number, a short row and a row with no identity, by line', () => {
    const { problems } = parseScreenerExport(ratios, 'ratios_1_final.csv');
    expect(problems).toEqual([
      { file: 'ratios_1_final.csv', line: 4, message: "Price to Earning is not a number: 'n/a'" },
      { file: 'ratios_1_final.csv', line: 5, message: 'expected 10 fields, found 4' },
      { file: 'ratios_1_final.csv', line: 6, message: 'no name, BSE code or NSE code' },
    ]);
  });

  it('reads nifty750_fundamentals.csv, keyed by Symbol, with Last_Updated as text', () => {
    const text = `Symbol,Industry,Qtr Profit Var %,QoQ profits %,QoQ sales %,OPM,Last_Updated
360ONE,Financial Services,32.42,14.47,10.81,44.84,2026-08-01 05:24:30
ABB,Capital Goods,237.55,312.07,-9.54,11.57,2026-08-01 05:24:30
`;
    const { rows, problems } = parseScreenerExport(text, 'nifty750_fundamentals.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      name: null,
      bseCode: null,
      nseCode: '360ONE',
      industry: 'Financial Services',
      currentPrice: null,
      metrics: { 'Qtr Profit Var %': 32.42, 'QoQ profits %': 14.47, 'QoQ sales %': 10.81, OPM: 44.84 },
      texts: { Last_Updated: '2026-08-01 05:24:30' },
    });
    expect(rows[1]?.metrics['QoQ sales %']).toBe(-9.54);
  });

  it('reads t1_prices.csv, taking the codes from join_key', () => {
    const text = `join_key,t_1_price
533022.0_20MICRONS,229.42
526921.0_21STCENMGM,72.33
`;
    const { rows } = parseScreenerExport(text, 't1_prices.csv');
    expect(rows[0]).toEqual({
      name: null,
      bseCode: '533022',
      nseCode: '20MICRONS',
      industry: null,
      currentPrice: null,
      metrics: { t_1_price: 229.42 },
      texts: {},
    });
  });
});
