import type { CompanyDetails, PriceHistory } from '@sanchay/core';

/** A company as GET /api/company/:symbol answers (API.md), for tests. */
export function companyFixture(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    company: {
      id: 'c-reliance',
      symbol: 'RELIANCE',
      exchange: 'NSE',
      country: 'IN',
      name: 'Reliance Industries Ltd',
      isin: 'INE002A01018',
      sector: 'Energy',
      industry: 'Refineries',
      marketCap: 19_93_000 * 1e7,
      marketCapType: 'Large Cap',
      currency: 'INR',
      listingDate: '1995-11-29',
      website: 'www.ril.com',
      summary: 'Reliance Industries is a conglomerate.',
      source: 'Screener export',
    },
    quote: {
      symbol: 'RELIANCE',
      exchange: 'NSE',
      name: 'Reliance Industries Ltd',
      date: '2026-03-13',
      open: 2900,
      high: 2960,
      low: 2890,
      close: 2945.6,
      prevClose: 2912.8,
      change: 32.8,
      changePct: 1.126,
      volume: 5_400_000,
      high52w: 3217.9,
      low52w: 2220.3,
    },
    movingAverages: null,
    keyMetrics: { asOf: '2025-07-01', source: 'Screener export', items: { roe: 9.2, roce: 10.1, bookValue: 1200.5 } },
    valuation: {
      basis: 'at-price',
      asOf: '2026-03-13',
      price: 2945.6,
      fundamentalsAsOf: '2025-07-01',
      shareFactor: 1,
      shares: 676.6 * 1e7,
      marketCap: 19_93_000 * 1e7,
      pe: 24.53,
      pb: 2.45,
      dividendYield: 0.35,
      evToEbitda: 12.1,
      enterpriseValue: null,
      reason: null,
    },
    dividends: [{ exDate: '2025-08-14', recordDate: '2025-08-14', kind: 'dividend', perShare: 5.5, perShareAdjusted: 5.5, purpose: 'Dividend - Rs 5.5 Per Share' }],
    statements: {
      income_statement: {
        period: 'annual',
        periods: ['2023-03-31', '2024-03-31', '2025-03-31'],
        rows: [
          { key: 'revenue', label: 'Sales', unit: 'money', values: [8_79_000 * 1e7, 9_01_064 * 1e7, null] },
          { key: 'opm', label: 'OPM %', unit: 'percent', values: [16.2, 17.8, 18.1] },
          { key: 'eps', label: 'EPS', unit: 'per_share', values: [98.59, 102.9, 104.2] },
          { key: 'dividend', label: 'Dividend', unit: 'money', values: [null, null, null] },
        ],
        source: 'Screener export',
        asOf: '2025-03-31',
      },
      balance_sheet_statement: {
        period: 'annual',
        periods: ['2024-03-31', '2025-03-31'],
        rows: [{ key: 'totalDebt', label: 'Borrowings', unit: 'money', values: [3_46_142 * 1e7, 3_68_000 * 1e7] }],
        source: 'Screener export',
        asOf: '2025-03-31',
      },
      cash_flow_statement: null,
    },
    quarterly: null,
    shareholding: [
      { quarterEnd: '2025-09-30', promoter: 50.1, fii: 22.1, dii: 17.2, public: 10.6, government: null, pledged: 0 },
      { quarterEnd: '2025-12-31', promoter: 50.0, fii: 21.5, dii: 18.0, public: 10.5, government: null, pledged: 0 },
    ],
    peers: [
      { symbol: 'RELIANCE', exchange: 'NSE', name: 'Reliance Industries Ltd', marketCap: 19_93_000 * 1e7, pe: 24.5, roe: 9.2, close: 2945.6, changePct: 1.13, valuationAsOf: '2026-03-13', valuationBasis: 'at-price' },
      { symbol: 'IOC', exchange: 'NSE', name: 'Indian Oil Corp', marketCap: 2_00_000 * 1e7, pe: 8.1, roe: 14, close: 141.2, changePct: -0.8, valuationAsOf: '2024-07-01', valuationBasis: 'own-date' },
    ],
    indices: ['NIFTY 50'],
    ...overrides,
  };
}

export const PRICES_FIXTURE: PriceHistory = {
  symbol: 'RELIANCE',
  range: '1Y',
  bars: [
    { date: '2026-03-12', open: 2900, high: 2930, low: 2880, close: 2912.8, volume: 5_000_000 },
    { date: '2026-03-13', open: 2900, high: 2960, low: 2890, close: 2945.6, volume: 5_400_000 },
  ],
};
