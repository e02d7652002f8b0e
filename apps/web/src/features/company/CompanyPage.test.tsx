import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPriceChart } from '../../components/price-chart/chartRenderer';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { companyFixture, PRICES_FIXTURE } from './testFixtures';

// lightweight-charts needs a canvas, which jsdom lacks: the drawing module is replaced.
vi.mock('../../components/price-chart/chartRenderer', () => ({ renderPriceChart: vi.fn(() => () => undefined) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(renderPriceChart).mockClear();
});

function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
}

// Whole-page renders with several tables: jsdom needs more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('company page', () => {
  it('shows name, price and day change, key ratios, as-of and source', async () => {
    const fetch = mockFetch({
      '/api/company/RELIANCE': () => json(companyFixture()),
      '/api/company/RELIANCE/prices': () => json(PRICES_FIXTURE),
    });
    renderApp('/company/RELIANCE');

    const header = await screen.findByTestId('company-header', {}, { timeout: 5000 });
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Reliance Industries Ltd');
    expect(fetch.callsTo('/api/company/RELIANCE')[0]?.url).toBe('/api/company/RELIANCE?country=IN');
    expect(within(header).getByTestId('company-price')).toHaveTextContent('₹2,945.60');
    expect(header).toHaveTextContent('▲ +₹32.80');
    expect(header).toHaveTextContent('(+1.13%)');
    expect(header).toHaveTextContent('NSE: RELIANCE');
    expect(header).toHaveTextContent('Source: Screener export');
    // The header says what its date is of (fundamentals), not a bare "As of".
    expect(header).toHaveTextContent('Fundamentals as of 1 Jul 2025');

    const ratios = screen.getByTestId('key-ratios');
    // Market cap and P/E at the close they stand beside; book value and ROE at the fundamentals' own date.
    expect(ratios).toHaveTextContent('Market cap₹19,93,000 Cr¹');
    expect(ratios).toHaveTextContent('P/E24.53¹');
    expect(ratios).toHaveTextContent('Book value₹1,200.50²');
    expect(within(ratios).getByTestId('ratio-dates')).toHaveTextContent('¹ Close of 13 Mar 2026² As of 1 Jul 2025');
    expect(ratios).toHaveTextContent('52-week high / low₹3,217.90 / ₹2,220.30');

    // Signed out: the watchlist button leads to sign-in and back.
    expect(within(header).getByRole('link', { name: /Add to watchlist/ })).toHaveAttribute('href', '/login?redirect=/company/RELIANCE');
    await waitFor(() => expect(fetch.callsTo('/api/company/RELIANCE/prices')[0]?.url).toBe('/api/company/RELIANCE/prices?country=IN&range=1Y'));
    await waitFor(() => expect(renderPriceChart).toHaveBeenCalled());
    expect(vi.mocked(renderPriceChart).mock.calls[0]?.[1].kind).toBe('candles');
  });

  it('lays statements out with years as columns, money in crores and percent with %', async () => {
    mockFetch({
      '/api/company/RELIANCE': () => json(companyFixture()),
      '/api/company/RELIANCE/prices': () => json(PRICES_FIXTURE),
    });
    renderApp('/company/RELIANCE');
    const pl = await screen.findByRole('table', { name: 'Profit & loss' }, { timeout: 5000 });
    expect(columnHeaders(pl)).toEqual(['Item', 'Mar 2023', 'Mar 2024', 'Mar 2025']);
    const sales = within(pl).getByRole('row', { name: /Sales/ });
    expect(within(sales).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Sales', '8,79,000', '9,01,064', '—']);
    // Percentages always carry two decimals.
    expect(within(pl).getByRole('row', { name: /OPM/ })).toHaveTextContent('16.20%');
    expect(within(pl).getByRole('row', { name: /EPS/ })).toHaveTextContent('98.59');
    // A line item without any value is left out.
    expect(within(pl).queryByRole('row', { name: /Dividend/ })).not.toBeInTheDocument();

    // The sections below the ratios are drawn one after another, each in a render of its own.
    const bs = await screen.findByRole('table', { name: 'Balance sheet' });
    expect(columnHeaders(bs)).toEqual(['Item', 'Mar 2024', 'Mar 2025']);

    expect(await screen.findByTestId('shareholding-chart')).toBeInTheDocument();
    const holdings = screen.getByRole('table', { name: 'Shareholding pattern' });
    expect(columnHeaders(holdings)).toEqual(['Category', 'Sep 2025', 'Dec 2025']);
    const peers = await screen.findByRole('table', { name: 'Peers of RELIANCE' });
    expect(within(peers).getByRole('link', { name: /Indian Oil Corp/ })).toHaveAttribute('href', '/company/IOC');
    expect(screen.queryByRole('table', { name: 'Cash flows' })).not.toBeInTheDocument();
  });

  it('says it could not find an unknown symbol and offers a search', async () => {
    mockFetch({
      '/api/company/NOSUCH': () => json({ error: 'company_not_found', message: 'No company NOSUCH in IN' }, 404),
    });
    renderApp('/company/nosuch');
    const card = await screen.findByTestId('company-not-found');
    expect(card).toHaveTextContent('We could not find NOSUCH');
    expect(await within(card).findByTestId('company-not-found-search', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails', async () => {
    let calls = 0;
    mockFetch({
      '/api/company/TCS': () => {
        calls += 1;
        return calls <= 2 ? json({ error: 'internal', message: 'Database unavailable' }, 500) : json(companyFixture());
      },
    });
    renderApp('/company/TCS');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reliance Industries Ltd' })).toBeInTheDocument();
  });
});
