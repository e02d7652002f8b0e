import type { PortfolioGains, PortfolioImportPreview, PortfolioSummary } from '@sanchay/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SUMMARY: PortfolioSummary = {
  asOf: '2025-03-28',
  invested: 7800,
  value: 9600,
  dayChange: 120,
  unrealisedPnl: 1800,
  realisedPnl: 1200,
  xirr: 0.142,
  benchmark: { name: 'NIFTY 50', xirr: 0.129, value: 9100, asOf: '2025-03-28' },
  holdings: [
    { isin: 'INE009A01021', name: 'Infosys Ltd', symbol: 'INFY', assetClass: 'equity', sector: 'IT', marketCapType: 'Large Cap', quantity: 6, averageCost: 1300, invested: 7800, price: 1600, priceDate: '2025-03-28', value: 9600, dayChange: 120, dayChangePct: 1.27, unrealisedPnl: 1800, xirr: 0.15 },
  ],
  allocation: { assetClass: [{ label: 'Stocks', value: 9600, share: 1 }], sector: [{ label: 'IT', value: 9600, share: 1 }], marketCap: [{ label: 'Large Cap', value: 9600, share: 1 }] },
  unpriced: [],
  issues: [],
  tradeCount: 2,
};
const GAINS: PortfolioGains = { years: [], schedule112a: [], notTaxAdvice: 'Not tax advice: test.' };
const PREVIEW: PortfolioImportPreview = {
  format: 'generic',
  rows: [],
  toAdd: 0,
  duplicates: 0,
  errors: [{ row: 3, field: 'date', message: '"2024-02-30" is not a date (use YYYY-MM-DD)' }],
  warnings: [],
  unknown: [{ key: 'NOSUCH', rows: [2] }],
};

describe('/portfolio', () => {
  it('shows the value with its date, the XIRR beside NIFTY 50, and an import preview that writes nothing', async () => {
    signIn();
    const fetch = mockFetch({
      'GET /api/portfolio': () => json(SUMMARY),
      'GET /api/portfolio/gains': () => json(GAINS),
      'GET /api/portfolio/trades': () => json({ trades: [] }),
      'GET /api/portfolio/history': () =>
        json({ unpriced: [], points: [{ date: '2024-06-19', invested: 13_000, value: 15_900 }, { date: '2025-03-28', invested: 7_800, value: 9_600 }] }),
      'POST /api/portfolio/import/preview': () => json(PREVIEW),
    });
    renderApp('/portfolio');
    expect(await screen.findByTestId('portfolio-xirr')).toHaveTextContent('Your XIRR 14.2% vs 12.9% had every rupee gone into NIFTY 50');
    expect(screen.getByTestId('portfolio-value')).toHaveTextContent('Value, prices of 28 Mar 2025₹9,600');
    expect(await screen.findByRole('img', { name: 'Portfolio value against the money in it, 19 Jun 2024 to 28 Mar 2025' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const file = new File(['date,symbol,side,quantity,price\n'], 'mine.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByTestId('portfolio-import-file'), { target: { files: [file] } });
    expect(await screen.findByText('Row 3, date: "2024-02-30" is not a date (use YYYY-MM-DD)')).toBeInTheDocument();
    expect(screen.getByLabelText(/NOSUCH \(row 2\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 trades' })).toBeDisabled();
    await waitFor(() => expect(fetch.requests.some((r) => r.url.endsWith('/api/portfolio/import/preview'))).toBe(true));
    expect(fetch.requests.some((r) => r.url.endsWith('/api/portfolio/import') && r.method === 'POST')).toBe(false);
  });
});
