import type { ShareholdingOverview } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { companyFixture } from '../company/testFixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const OVERVIEW: ShareholdingOverview = {
  quarterEnd: '2025-12-31',
  previousQuarterEnd: '2025-09-30',
  averages: { promoter: 48.2, fii: 15.1, dii: 12.4, public: 24.3 },
  biggestIncreases: [{ symbol: 'ZOMATO', name: 'Zomato Ltd', industry: 'Internet', category: 'fii', previous: 40.1, current: 45.3, change: 5.2 }],
  biggestDecreases: [{ symbol: 'PAYTM', name: 'One 97', industry: 'Fintech', category: 'fii', previous: 60, current: 55.5, change: -4.5 }],
};

describe('shareholding page', () => {
  it("shows a company's quarterly holdings as a chart and a table", async () => {
    mockFetch({ '/api/company/RELIANCE': () => json(companyFixture()) });
    renderApp('/shareholding?symbol=RELIANCE');
    const holdings = await screen.findByTestId('company-holdings', {}, { timeout: 5000 });
    expect(within(holdings).getByTestId('shareholding-chart')).toBeInTheDocument();
    expect(holdings).toHaveTextContent('-0.10 pp');
    const table = within(holdings).getByRole('table', { name: 'Shareholding pattern' });
    expect(within(table).getByRole('row', { name: /Promoters/ })).toHaveTextContent('50.10%50.00%');
  });

  it('shows market averages and the biggest moves of the chosen category', async () => {
    const fetch = mockFetch({ '/api/shareholding/overview': () => json(OVERVIEW) });
    renderApp('/shareholding?view=market');
    const market = await screen.findByTestId('market-holdings', {}, { timeout: 5000 });
    await waitFor(() => expect(fetch.callsTo('/api/shareholding/overview')[0]?.url).toBe('/api/shareholding/overview?country=IN&category=promoter'));
    expect(await within(market).findByText('48.20%')).toBeInTheDocument();
    fireEvent.click(within(market).getByRole('button', { name: 'FIIs' }));
    await waitFor(() => expect(fetch.callsTo('/api/shareholding/overview').at(-1)?.url).toBe('/api/shareholding/overview?country=IN&category=fii'));
    const increases = await screen.findByRole('table', { name: 'Biggest increases in FIIs holding' });
    expect(increases).toHaveTextContent('▲ +5.20 pp');
    expect(screen.getByRole('table', { name: 'Biggest decreases in FIIs holding' })).toHaveTextContent('▼ -4.50 pp');
  });
});
