import type { IndexDetails, IndexSummary } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

vi.mock('../../components/price-chart/chartRenderer', () => ({ renderPriceChart: vi.fn(() => () => undefined) }));
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const INDICES: IndexSummary[] = [
  { name: 'NIFTY BANK', date: '2026-03-13', close: 48210.4, change: -120.5, changePct: -0.25, return1y: 9.8, constituents: 12 },
  { name: 'NIFTY 50', date: '2026-03-13', close: 22145.65, change: 95.3, changePct: 0.43, return1y: 12.4, constituents: 50 },
];

function details(name: string, weighting: IndexDetails['weighting'] = { basis: 'published', asOf: null }): IndexDetails {
  return {
    name,
    quote: null,
    weighting,
    constituents: [
      { symbol: 'RELIANCE', exchange: 'NSE', name: 'Reliance Industries Ltd', industry: 'Refineries', weight: 9.1, date: '2026-03-13', close: 2945.6, changePct: 1.13, marketCap: 19_93_000 * 1e7, valuationAsOf: '2024-07-01', valuationBasis: 'own-date' },
      { symbol: 'HDFCBANK', exchange: 'NSE', name: 'HDFC Bank Ltd', industry: 'Banks', weight: 11.4, date: '2026-03-13', close: 1650, changePct: -0.2, marketCap: 12_50_000 * 1e7, valuationAsOf: '2026-03-13', valuationBasis: 'at-price' },
    ],
  };
}

describe('indexes page', () => {
  it('lists indices, opens NIFTY 50 by default with its constituents, and switches on a row click', async () => {
    const fetch = mockFetch({
      '/api/indices': () => json(INDICES),
      '/api/indices/NIFTY%2050': () => json(details('NIFTY 50')),
      '/api/indices/NIFTY%20BANK': () => json(details('NIFTY BANK')),
      '/api/indices/NIFTY%2050/prices': () => json({ range: '1Y', bars: [] }),
      '/api/indices/NIFTY%20BANK/prices': () => json({ range: '1Y', bars: [] }),
    });
    renderApp('/indexes');
    const list = await screen.findByRole('table', { name: 'Indices' }, { timeout: 5000 });
    expect(await within(list).findByRole('row', { name: /NIFTY 50/ })).toHaveTextContent('22,145.65');
    expect(fetch.callsTo('/api/indices')[0]?.url).toBe('/api/indices?country=IN');

    const constituents = await screen.findByRole('table', { name: 'NIFTY 50 constituents' });
    // The constituents are drawn in a deferred render after the table's frame.
    await within(constituents).findByRole('link', { name: 'HDFCBANK' });
    const rows = within(constituents).getAllByRole('row').slice(1);
    // Heaviest first; each symbol opens its company page.
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'HDFCBANK' })).toHaveAttribute('href', '/company/HDFCBANK');
    // Each market cap with the date it is true at.
    expect(rows[1]).toHaveTextContent('19,93,000');
    expect(rows[1]).toHaveTextContent('1 Jul 2024 (own date)');
    expect(rows[0]).toHaveTextContent('close of 13 Mar 2026');
    await waitFor(() => expect(fetch.callsTo('/api/indices/NIFTY%2050/prices')[0]?.url).toBe('/api/indices/NIFTY%2050/prices?range=1Y'));

    fireEvent.click(within(list).getByRole('row', { name: /NIFTY BANK/ }));
    expect(await screen.findByRole('table', { name: 'NIFTY BANK constituents' })).toBeInTheDocument();
  });

  const open = async (weighting: IndexDetails['weighting']) => {
    mockFetch({
      '/api/indices': () => json(INDICES),
      '/api/indices/NIFTY%2050': () => json(details('NIFTY 50', weighting)),
      '/api/indices/NIFTY%2050/prices': () => json({ range: '1Y', bars: [] }),
    });
    renderApp('/indexes');
    const table = await screen.findByRole('table', { name: 'NIFTY 50 constituents' }, { timeout: 5000 });
    await within(table).findByRole('link', { name: 'HDFCBANK' });
    return table;
  };

  it('says weights by full market cap are such, with their date, in the line above the table and the header', async () => {
    const table = await open({ basis: 'full-market-cap', asOf: '2025-09-30' });
    expect(screen.getByTestId('index-weighting')).toHaveTextContent("Weights by full market cap at 30 Sep 2025, not NSE's free-float weights");
    const header = within(table).getByRole('columnheader', { name: 'Weight % by full market cap at 30 Sep 2025' });
    expect(header).toHaveTextContent(/^Weight %$/);
    expect(header.getAttribute('title')).toContain('free-float');
  });

  it('leaves the weight column out, and says why, when the data gives no weights', async () => {
    const table = await open({ basis: null, reason: 'caps-not-at-one-date' });
    expect(within(table).queryByRole('columnheader', { name: /Weight/ })).toBeNull();
    expect(screen.getByTestId('index-weighting')).toHaveTextContent("No weights: the data has no weightage file for this index, and its members' market caps are not all at one date");
    // The server's order stays: the largest market cap first.
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getByRole('link', { name: 'RELIANCE' })).toBeInTheDocument();
  });
});
