import { describe, expect, it } from 'vitest';
import { optionOf, parseNavAll, planOf } from './navAll';

const SIX = [
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
  ' ',
  'Open Ended Schemes(Equity Scheme - Small Cap Fund)',
  ' ',
  'Nippon India Mutual Fund',
  ' ',
  '118778;INF204K01K15;-;Nippon India Small Cap Fund - Direct Plan Growth Plan - Growth Option;183.2985;16-May-2025',
  '118776;INF204K01K31;INF204K01K49;Nippon India Small Cap Fund - Direct Plan - IDCW Option;95.1234;16-May-2025',
  ' ',
  'SBI Mutual Fund',
  ' ',
  '102061;INF200K01AB4;-;SBI MAGNUM GILT FUND -  GROWTH - PF (Fixed Period - 1 Yr) Option;N.A.;04-Sep-2017',
  'ABC;INF200K01AB5;-;Bad code;10.0;16-May-2025',
  '125497;INF200K01T28;-;SBI Small Cap Fund - Regular Plan - Growth;abc;16-May-2025',
  '125498;INF200K01T29;-;SBI Small Cap Fund;1.0',
  '125499;INF200K01T30;-;SBI Small Cap Fund - Direct Plan - Growth;170.5;31-Feb-2025',
  ' ',
  'Close Ended Schemes(ELSS)',
  ' ',
  'UTI Mutual Fund',
  '100001;-;-;UTI Long Term Equity Fund - Regular Plan - Dividend;20.5;16-May-2025',
].join('\r\n');

describe('parseNavAll', () => {
  it('carries the heading and fund house onto each scheme, field by field', () => {
    const { rows } = parseNavAll(SIX, 'NAVAll.txt');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      schemeCode: 118778,
      isinGrowth: 'INF204K01K15',
      isinReinvestment: null,
      name: 'Nippon India Small Cap Fund - Direct Plan Growth Plan - Growth Option',
      nav: 183.2985,
      navDate: '2025-05-16',
      fundHouse: 'Nippon India Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Equity Scheme - Small Cap Fund',
      plan: 'Direct',
      option: 'Growth',
    });
    expect(rows[1]).toMatchObject({ isinReinvestment: 'INF204K01K49', option: 'IDCW', plan: 'Direct' });
    expect(rows[2]).toMatchObject({
      schemeCode: 102061,
      nav: null,
      navDate: '2017-09-04',
      fundHouse: 'SBI Mutual Fund',
      plan: null,
    });
    expect(rows[3]).toMatchObject({
      isinGrowth: null,
      structure: 'Close Ended Schemes',
      category: 'ELSS',
      fundHouse: 'UTI Mutual Fund',
      plan: 'Regular',
      option: 'IDCW',
    });
  });

  it('reports a bad code, a bad NAV, a short row and a bad date with their lines', () => {
    const { problems } = parseNavAll(SIX, 'NAVAll.txt');
    expect(problems).toEqual([
      { file: 'NAVAll.txt', line: 13, message: "schemeCode is not a number: 'ABC'" },
      { file: 'NAVAll.txt', line: 14, message: "nav is not a number: 'abc'" },
      { file: 'NAVAll.txt', line: 15, message: 'expected 6 fields, found 5' },
      { file: 'NAVAll.txt', line: 16, message: "date is not a date: '31-Feb-2025'" },
    ]);
  });

  it('reads the 8-column layout with Plan and Option columns, and a repeated header', () => {
    const text = `Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date

Open Ended Schemes(Equity Scheme - Flexi Cap Fund)

PPFAS Mutual Fund

122639;INF879O01027;INF879O01019;Parag Parikh Flexi Cap Fund;Direct Plan;Growth;91.18;28-Aug-2026
122640;INF879O01035;-;Parag Parikh Flexi Cap Fund;Regular Plan;IDCW-Re-investment;81.6;28-Aug-2026
Open Ended Schemes ( Debt Scheme - Liquid Fund )
;
Scheme Code;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date
120716;INF846K01EW2;INF846K01EX0;Axis Liquid Fund;;Weekly Payout;1000.5;28-Aug-2026
`;
    const { rows, problems } = parseNavAll(text, 'NAVAll.txt');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      schemeCode: 122639,
      isinGrowth: 'INF879O01027',
      isinReinvestment: 'INF879O01019',
      name: 'Parag Parikh Flexi Cap Fund',
      nav: 91.18,
      navDate: '2026-08-28',
      fundHouse: 'PPFAS Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Equity Scheme - Flexi Cap Fund',
      plan: 'Direct',
      option: 'Growth',
    });
    expect(rows[1]).toMatchObject({ plan: 'Regular', option: 'IDCW' });
    expect(rows[2]).toMatchObject({
      category: 'Debt Scheme - Liquid Fund',
      fundHouse: null,
      plan: null,
      option: 'Weekly Payout',
    });
  });

  it('reads the 8-column NAV history report with Repurchase and Sale Price', () => {
    const text = `Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date
120503;Some Fund - Direct Plan - Growth;INF209K01157;INF209K01165;123.4567;123;124;01-Jul-2026
100000;Dud NAV;INFXXX01234;-;N.A.;-;-;02-Jul-2026
`;
    const { rows, problems } = parseNavAll(text, 'history.txt');
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.schemeCode, r.name, r.isinGrowth, r.nav, r.navDate])).toEqual([
      [120503, 'Some Fund - Direct Plan - Growth', 'INF209K01157', 123.4567, '2026-07-01'],
      [100000, 'Dud NAV', 'INFXXX01234', null, '2026-07-02'],
    ]);
  });

  it('parses the same from any chunking', () => {
    const chunks = SIX.match(/[\s\S]{1,7}/g) ?? [];
    expect(parseNavAll(chunks, 'NAVAll.txt')).toEqual(parseNavAll(SIX, 'NAVAll.txt'));
  });
});

describe('planOf and optionOf', () => {
  it('read plan and option from scheme names', () => {
    expect(planOf('ICICI Prudential Regular Savings Fund - Direct Plan - Growth')).toBe('Direct');
    expect(planOf('Axis Liquid Fund - Regular Plan - Daily IDCW')).toBe('Regular');
    expect(planOf('Aditya Birla Sun Life Banking & PSU Debt Fund  - retail - monthly IDCW')).toBeNull();
    expect(optionOf('Aditya Birla Sun Life Dividend Yield Fund - Growth - Direct Plan')).toBe('Growth');
    expect(optionOf('HDFC Top 100 Fund - Growth Plan - Dividend Option')).toBe('IDCW');
    expect(optionOf('Axis Banking & PSU Debt Fund - Direct Plan - Bonus Option')).toBe('Bonus');
    expect(optionOf('SBI Liquid Fund - Income Distribution cum Capital Withdrawal Option (IDCW)')).toBe('IDCW');
    expect(optionOf('Some Fund')).toBeNull();
  });
});
