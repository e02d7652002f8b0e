import type { MutualFundPage } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../lib/graphql';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { ADD_PORTFOLIO_FUND, DELETE_PORTFOLIO_FUND, MY_MUTUAL_FUNDS } from './api';

vi.mock('../../lib/graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/graphql')>();
  return { ...actual, graphqlRequest: vi.fn() };
});
vi.setConfig({ testTimeout: 20_000 });

const request = vi.mocked(graphqlRequest);

const PAGE: MutualFundPage = {
  total: 60,
  page: 1,
  pageSize: 25,
  rows: [
    { schemeCode: 122639, name: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth', fundHouse: 'PPFAS Mutual Fund', category: 'Equity Scheme - Flexi Cap Fund', plan: 'Direct', option: 'Growth', nav: 84.1234, navDate: '2026-03-13', expenseRatio: 0.63, returns: { '1Y': 14.2, '3Y': 21.5, '5Y': null } },
    { schemeCode: 120503, name: 'Axis ELSS Tax Saver Fund - Direct Growth', fundHouse: 'Axis Mutual Fund', category: 'Equity Scheme - ELSS', plan: 'Direct', option: 'Growth', nav: 98.2, navDate: '2026-03-13', expenseRatio: null, returns: null },
  ],
  facets: {
    categories: ['Equity Scheme - ELSS', 'Equity Scheme - Flexi Cap Fund'],
    fundHouses: ['Axis Mutual Fund', 'PPFAS Mutual Fund'],
    plans: ['Direct', 'Regular'],
  },
  navAsOf: '2026-03-13',
  filled: { expenseRatio: true, returns: true, returnPeriods: ['1Y', '3Y', '5Y'] },
};

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (document) => {
    if (document === MY_MUTUAL_FUNDS) {
      return { myMutualFunds: { funds: [{ mutualFundId: 120503, units: 10, fund: { schemeCode: 120503, name: 'Axis ELSS Tax Saver Fund - Direct Growth', fundHouse: 'Axis Mutual Fund', category: 'Equity Scheme - ELSS', plan: 'Direct', nav: 98.2, navDate: '2026-03-13', return3Y: 16.4 } }] } };
    }
    if (document === ADD_PORTFOLIO_FUND) return { addPortfolioFund: { mutualFundId: 122639 } };
    if (document === DELETE_PORTFOLIO_FUND) return { deletePortfolioFund: true };
    return { me: { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', picture: null } };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens a MUI select by its label and picks an option. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(option));
}

describe('mutual funds page', () => {
  it('calls the API with the chosen filters, search, sort and page', async () => {
    const fetch = mockFetch({ '/api/mutualfunds': () => json(PAGE) });
    const urls = () => fetch.callsTo('/api/mutualfunds').map((r) => r.url);
    renderApp('/mutualfunds');
    await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    await waitFor(() => expect(urls()[0]).toBe('/api/mutualfunds?page=1&pageSize=25&sort=name&order=asc'));
    expect(screen.getByText('60 schemes')).toBeInTheDocument();

    choose('Category', 'Equity Scheme - Flexi Cap Fund');
    await waitFor(() => expect(urls().at(-1)).toBe('/api/mutualfunds?category=Equity+Scheme+-+Flexi+Cap+Fund&page=1&pageSize=25&sort=name&order=asc'));

    choose('Plan', 'Direct');
    await waitFor(() => expect(urls().at(-1)).toContain('category=Equity+Scheme+-+Flexi+Cap+Fund&plan=Direct&page=1'));

    fireEvent.change(screen.getByTestId('fund-search'), { target: { value: 'parag' } });
    await waitFor(() =>
      expect(urls().at(-1)).toBe('/api/mutualfunds?q=parag&category=Equity+Scheme+-+Flexi+Cap+Fund&plan=Direct&page=1&pageSize=25&sort=name&order=asc'),
    );

    fireEvent.click(await screen.findByRole('button', { name: /next page/i }));
    await waitFor(() => expect(urls().at(-1)).toContain('&page=2&pageSize=25&sort=name&order=asc'));

    // Sorting goes to the server and starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'NAV (₹)' }));
    await waitFor(() => expect(urls().at(-1)).toContain('plan=Direct&page=1&pageSize=25&sort=nav&order=desc'));
  });

  it('adds a fund to the signed-in user portfolio and lists it under My portfolio with remove', async () => {
    signIn();
    mockFetch({ '/api/mutualfunds': () => json(PAGE) });
    renderApp('/mutualfunds');
    const table = await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    await within(table).findByLabelText('Axis ELSS Tax Saver Fund - Direct Growth is in my portfolio');
    fireEvent.click(within(table).getByRole('button', { name: 'Add Parag Parikh Flexi Cap Fund - Direct Plan - Growth to my portfolio' }));
    await waitFor(() => expect(request.mock.calls.find(([d]) => d === ADD_PORTFOLIO_FUND)?.[1]).toEqual({ mutualFundId: 122639 }));

    fireEvent.click(screen.getByRole('tab', { name: /My portfolio/ }));
    const mine = await screen.findByRole('table', { name: 'My portfolio' });
    expect(mine).toHaveTextContent('Axis ELSS Tax Saver Fund');
    expect(mine).toHaveTextContent('982');
    expect(mine).toHaveTextContent('+16.40%');
    fireEvent.click(within(mine).getByRole('button', { name: /Remove Axis ELSS/ }));
    await waitFor(() => expect(request.mock.calls.find(([d]) => d === DELETE_PORTFOLIO_FUND)?.[1]).toEqual({ mutualFundId: 120503 }));
  });

  it("shows the server's NAV day and leaves out the columns no scheme fills, saying why (one NAV per scheme, though stale ones stretch the span)", async () => {
    // The mirror: one NAVAll file, most schemes on 16 May 2025, a few stale ones carrying NAVs of years ago.
    const page: MutualFundPage = {
      ...PAGE,
      rows: PAGE.rows.map((r) => ({ ...r, navDate: '2025-09-30', expenseRatio: null, returns: null })),
      navAsOf: '2025-05-16',
      filled: { expenseRatio: false, returns: false, returnPeriods: [] },
      navHistory: { from: '2008-10-02', to: '2025-05-18' },
      longestSchemeHistoryDays: 0,
    };
    mockFetch({ '/api/mutualfunds': () => json(page) });
    renderApp('/mutualfunds');
    const table = await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    await within(table).findByText(/Parag Parikh Flexi Cap/);
    expect(within(table).queryByRole('columnheader', { name: /Expense ratio/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /return/ })).toBeNull();
    const line = screen.getByTestId('funds-missing-figures');
    expect(line).toHaveTextContent(
      "1, 3 and 5-year returns are not shown: they are computed from AMFI NAV history and need a scheme's NAVs at least a year apart, and the history kept here holds one NAV per scheme (16 May 2025 for most schemes). Each day's NAV file adds a day.",
    );
    expect(line).toHaveTextContent(/Expense ratios are not shown: AMFI's NAV file has none/);
    expect(line).not.toHaveTextContent(/2008/);
    expect(screen.getAllByText(/16 May 2025/).length).toBeGreaterThan(0);
  });

  it('keeps the expense ratio and return columns when schemes have them', async () => {
    mockFetch({ '/api/mutualfunds': () => json(PAGE) });
    renderApp('/mutualfunds');
    const table = await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    await within(table).findByText(/Parag Parikh Flexi Cap/);
    expect(within(table).getByRole('columnheader', { name: /Expense ratio/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /3Y return/ })).toBeInTheDocument();
    expect(screen.getByTestId('funds-missing-figures')).toHaveTextContent(/1, 3 and 5-year returns are the figures the fund scraper read/);
    expect(screen.getByTestId('funds-missing-figures')).not.toHaveTextContent(/not shown/);
  });

  it('says the returns come from the NAV history when a scheme has five years of it', async () => {
    mockFetch({ '/api/mutualfunds': () => json({ ...PAGE, navHistory: { from: '2020-01-08', to: '2025-05-16' }, longestSchemeHistoryDays: 1955 }) });
    renderApp('/mutualfunds');
    const table = await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    await within(table).findByText(/Parag Parikh Flexi Cap/);
    expect(screen.getByTestId('funds-missing-figures')).toHaveTextContent(
      "1, 3 and 5-year returns are computed from each scheme's AMFI NAV history up to its latest NAV (3 and 5-year annualised: CAGR); — where a scheme's history does not reach back the period.",
    );
    expect(within(table).getAllByRole('link', { name: /Parag Parikh Flexi Cap/ })[0]).toHaveAttribute('href', expect.stringMatching(/^\/mutualfunds\/\d+$/));
  });

  it('shows only the return columns the NAV history can fill, and says how far it reaches', async () => {
    const page: MutualFundPage = {
      ...PAGE,
      rows: PAGE.rows.map((r) => ({ ...r, returns: { '1Y': 8.5 }, returnsBasis: 'nav', returnsAsOf: '2026-06-15' })),
      filled: { expenseRatio: true, returns: true, returnPeriods: ['1Y'] },
      longestSchemeHistoryDays: 400,
    };
    mockFetch({ '/api/mutualfunds': () => json(page) });
    renderApp('/mutualfunds');
    const table = await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    await within(table).findByText(/Parag Parikh Flexi Cap/);
    expect(within(table).getByRole('columnheader', { name: '1Y return' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /3Y return/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /5Y return/ })).toBeNull();
    expect(within(table).getAllByText('+8.50%').length).toBe(2);
    const line = screen.getByTestId('funds-missing-figures');
    expect(line).toHaveTextContent("1-year returns are computed from each scheme's AMFI NAV history up to its latest NAV; — where");
    expect(line).toHaveTextContent(
      "3 and 5-year returns are not shown: they are computed from AMFI NAV history and need a scheme's NAVs at least 3 years apart, and the longest any scheme's NAV history here reaches is 1 year 1 month.",
    );
  });

  it('sends signed-out visitors to sign in from the add button', async () => {
    mockFetch({ '/api/mutualfunds': () => json(PAGE) });
    renderApp('/mutualfunds');
    const table = await screen.findByRole('table', { name: 'Mutual funds' }, { timeout: 5000 });
    const link = await within(table).findByRole('link', { name: /Sign in to add Parag Parikh/ });
    expect(link).toHaveAttribute('href', '/login?redirect=/mutualfunds');
    expect(request.mock.calls.some(([d]) => d === MY_MUTUAL_FUNDS)).toBe(false);
  });
});
