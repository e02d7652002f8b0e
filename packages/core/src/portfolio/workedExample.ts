import type { CorporateAction, Trade } from './types';

/**
 * The worked example of docs/PORTFOLIO.md, checked by hand there and in gains.test.ts. Infosys-like ISIN
 * INE009A01021 bought in 2017 (grandfathered), a 1:1 bonus in 2018, a buy in 2024, sells either side of
 * 23 Jul 2024; and a short-term loss on INE040A01034.
 */
export const WORKED_EXAMPLE_TRADES: Trade[] = [
  { id: 'A', isin: 'INE009A01021', date: '2017-06-15', side: 'buy', quantity: 100, price: 900, charges: 100 },
  { id: 'B', isin: 'INE009A01021', date: '2024-01-10', side: 'buy', quantity: 50, price: 1500, charges: 50 },
  { id: 'H1', isin: 'INE040A01034', date: '2024-02-01', side: 'buy', quantity: 10, price: 1700, charges: 0 },
  { id: 'H2', isin: 'INE040A01034', date: '2024-05-10', side: 'sell', quantity: 10, price: 1450, charges: 0 },
  { id: 'S1', isin: 'INE009A01021', date: '2024-06-20', side: 'sell', quantity: 120, price: 1600, charges: 120 },
  { id: 'S2', isin: 'INE009A01021', date: '2024-09-02', side: 'sell', quantity: 100, price: 1900, charges: 100 },
];

export const WORKED_EXAMPLE_ACTIONS: CorporateAction[] = [{ isin: 'INE009A01021', exDate: '2018-09-04', kind: 'bonus', ratio: [1, 1] }];

/** FMV per share on 31 Jan 2018 used by the example. */
export const WORKED_EXAMPLE_FMV: Record<string, number> = { INE009A01021: 1150 };
