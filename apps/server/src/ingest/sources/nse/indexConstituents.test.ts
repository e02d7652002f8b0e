import { describe, expect, it } from 'vitest';
import { parseIndexConstituents } from './indexConstituents';

describe('parseIndexConstituents', () => {
  it('reads a niftyindices list and reports bad rows by line', () => {
    const text = `Company Name,Industry,Symbol,Series,ISIN Code
360 ONE WAM Ltd.,Financial Services,360ONE,EQ,INE466L01038
3M India Ltd.,Diversified,3MINDIA,EQ,INE470A01017
Broken Ltd.,Diversified,,EQ,INE000A01010
Short Ltd.,Diversified,SHORT
ABB India Ltd.,Capital Goods,ABB,EQ,INE117A01022
`;
    const { rows, problems } = parseIndexConstituents(text, 'ind_nifty500list.csv');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      companyName: '360 ONE WAM Ltd.',
      industry: 'Financial Services',
      symbol: '360ONE',
      series: 'EQ',
      isin: 'INE466L01038',
    });
    expect(rows[2]?.symbol).toBe('ABB');
    expect(problems).toEqual([
      { file: 'ind_nifty500list.csv', line: 4, message: 'symbol is blank' },
      { file: 'ind_nifty500list.csv', line: 5, message: 'expected 5 fields, found 3' },
    ]);
  });
});
