import type { EtfListing } from '@sanchay/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ETFS: EtfListing[] = [
  { symbol: 'NIFTYBEES', name: 'Nippon India Nifty 50 BeES', underlying: 'Nifty 50', assetClass: 'equity-index', isin: null, isDipSipEtf: true, date: '2026-03-13', close: 270.5, changePct: 0.4, return1y: 8.2 },
  { symbol: 'MON100', name: 'Motilal Oswal Nasdaq 100', underlying: 'Nasdaq 100', assetClass: 'international', isin: null, isDipSipEtf: false, date: '2026-03-13', close: 160, changePct: -1.1, return1y: 22.5 },
  { symbol: 'JUNIORBEES', name: 'Nippon India Junior BeES', underlying: 'Nifty Next 50', assetClass: 'equity-index', isin: null, isDipSipEtf: false, date: '2026-03-12', close: 700, changePct: 1.5, return1y: 12.1 },
  { symbol: 'GOLDBEES', name: 'Nippon India Gold BeES', underlying: 'Gold', assetClass: 'gold', isin: null, isDipSipEtf: false, date: '2026-03-13', close: 72.4, changePct: 0.2, return1y: 25.3 },
];

describe('ETF list page', () => {
  it('shows the groups as tabs with counts and links DipSIP-eligible ETFs to /dipsip', async () => {
    mockFetch({ '/api/etfs': () => json(ETFS) });
    renderApp('/etfList');
    const table = await screen.findByRole('table', { name: 'Equity index ETFs' }, { timeout: 5000 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Equity index (2)', 'Gold (1)', 'International (1)']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Sorted by 1-year return, best first.
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['JUNIORBEES', 'NIFTYBEES']);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Set up DipSIP for NIFTYBEES' })).toHaveAttribute('href', '/dipsip');
    expect(within(rows[0] as HTMLElement).queryByRole('link', { name: /DipSIP/ })).not.toBeInTheDocument();
    expect(screen.getByText('As of 13 Mar 2026')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'International (1)' }));
    const intl = screen.getByRole('table', { name: 'International ETFs' });
    expect(within(intl).getByRole('link', { name: 'MON100' })).toHaveAttribute('href', '/company/MON100');
    expect(intl).toHaveTextContent('+22.50%');
  });
});
