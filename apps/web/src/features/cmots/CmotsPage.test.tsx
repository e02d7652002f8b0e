import type { FundamentalsReport } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN = { '/api/admin/access': () => json({ admin: true, email: 'asha@example.com', fmpConfigured: false }) };
const COMPANIES = { '/api/company/list': () => json([{ name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE', country: 'IN' }]) };

const SHAREHOLDING: FundamentalsReport = {
  report: 'shareholding_detailed',
  title: 'Shareholding Detailed',
  company: { symbol: 'RELIANCE', name: 'Reliance Industries Ltd', exchange: 'NSE', currency: 'INR' },
  source: 'database',
  origin: 'screener',
  note: 'FMP_API_KEY is not set: showing the shareholding the database holds.',
  periods: ['2024-12-31', '2025-03-31'],
  rows: [
    { key: 'promoter', label: 'Promoters', unit: 'percent', values: [50.3, 50.1] },
    { key: 'fii', label: 'FIIs', unit: 'percent', values: [21, 20.4] },
  ],
  asOf: '2025-03-31',
};

async function pickReliance() {
  const box = await screen.findByLabelText('Company');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'reli' } });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: 'Reliance Industries Ltd (RELIANCE)' }, { timeout: 5000 }));
}

describe('report fetch screen', () => {
  it('fetches the chosen report for the picked company and shows its table and source', async () => {
    const fetch = mockFetch({ ...ADMIN, ...COMPANIES, '/api/fundamentals/report': () => json(SHAREHOLDING) });
    signIn();
    renderApp('/cmots');
    const fetchButton = await screen.findByRole('button', { name: 'Fetch' });
    expect(fetchButton).toBeDisabled();
    await pickReliance();
    fireEvent.click(screen.getByRole('radio', { name: 'Shareholding Detailed' }));
    fireEvent.click(fetchButton);

    const table = await screen.findByRole('table', { name: 'RELIANCE Shareholding Detailed' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Shareholders (%)', 'Dec 2024', 'Mar 2025']);
    expect(within(table).getByRole('row', { name: /Promoters/ })).toHaveTextContent('Promoters50.30%50.10%');
    expect(screen.getByText('FMP_API_KEY is not set: showing the shareholding the database holds.')).toBeInTheDocument();
    expect(screen.getByText('Database (screener)')).toBeInTheDocument();
    const [asked] = fetch.callsTo('/api/fundamentals/report');
    expect(asked!.url).toBe('/api/fundamentals/report?symbol=RELIANCE&country=IN&report=shareholding_detailed');
    expect(asked!.headers.get('Authorization')).toBe('Bearer session-token-1');
  });

  it("shows the source's error message", async () => {
    mockFetch({
      ...ADMIN,
      ...COMPANIES,
      '/api/fundamentals/report': () => json({ error: 'source_failed', message: 'Financial Modeling Prep did not answer: FMP income-statement RELIANCE.NS: Invalid API KEY.' }, 502),
    });
    signIn();
    renderApp('/cmots');
    await pickReliance();
    fireEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Financial Modeling Prep did not answer: FMP income-statement RELIANCE.NS: Invalid API KEY.'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
