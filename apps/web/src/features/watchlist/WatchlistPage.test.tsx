import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../lib/graphql';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { USER_QUERY_ROOT } from '../../lib/session';
import { DELETE_WATCH_LIST_ITEM, WATCH_LIST, WATCH_LIST_EVENTS, watchlistKeys } from './api';
import { lastDays, rangeVariables } from './eventRange';

vi.mock('../../lib/graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/graphql')>();
  return { ...actual, graphqlRequest: vi.fn() };
});
vi.setConfig({ testTimeout: 20_000 });

const request = vi.mocked(graphqlRequest);

const ITEMS = [
  { id: 'w1', instrumentType: 0, marketIndex: null, company: { id: 'c1', symbol: 'RELIANCE', exchange: 'NSE', country: 'IN', companyName: 'Reliance Industries Ltd', quote: null, valuation: { basis: 'own-date', asOf: '2024-07-01', marketCap: 2120574.62e7, pe: 28.9 } } },
  {
    id: 'w2',
    instrumentType: 0,
    marketIndex: null,
    company: { id: 'c2', symbol: 'TCS', exchange: 'NSE', country: 'IN', companyName: 'Tata Consultancy Services', quote: { date: '2026-03-13', close: 3890, prevClose: 3937.2, change: -47.2, changePct: -1.2 }, valuation: { basis: 'at-price', asOf: '2026-03-13', marketCap: 361.81e7 * 3890, pe: 28.5 } },
  },
  { id: 'w3', instrumentType: 0, marketIndex: null, company: { id: 'c3', symbol: 'AAPL', exchange: 'NASDAQ', country: 'US', companyName: 'Apple Inc', quote: null } },
];

const EVENTS = {
  announcements: [
    { id: 'a1', announcementDate: '2026-03-10T06:30:00Z', announcementTextSummary: 'Board approves buyback', announcementImpact: 'High', announcementDocumentLink: 'https://nse.example/a1.pdf', announcementSentiment: 0.7, companySymbol: 'RELIANCE', companyName: 'Reliance Industries Ltd' },
    { id: 'a2', announcementDate: '2026-03-11T06:30:00Z', announcementTextSummary: 'Auditor resigns', announcementImpact: null, announcementDocumentLink: null, announcementSentiment: -0.5, companySymbol: 'TCS', companyName: 'Tata Consultancy Services' },
  ],
  insiderTrades: [
    { id: 't1', intimationDate: '2026-03-09', nameOfInsider: 'A Promoter', categoryOfInsider: 'Promoter', typeOfSecurity: 'Equity', numberOfSecuritiesTransacted: 150000, shareholdingBeforeTransaction: 1.2, shareholdingAfterTransaction: 1.25, modeOfTransaction: 'Market purchase', transactionType: 'Buy', companySymbol: 'RELIANCE', companyName: 'Reliance Industries Ltd' },
  ],
};

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (document) => {
    if (document === WATCH_LIST) return { watchList: ITEMS };
    if (document === WATCH_LIST_EVENTS) return { watchListEvents: EVENTS };
    if (document === DELETE_WATCH_LIST_ITEM) return { deleteWatchListItem: true };
    return { me: { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', picture: null } };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watchlist page', () => {
  it('asks a signed-out visitor to sign in and come back', async () => {
    mockFetch();
    renderApp('/watchlist');
    const prompt = await screen.findByTestId('watchlist-sign-in', {}, { timeout: 5000 });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/watchlist');
    expect(request.mock.calls.some(([document]) => document === WATCH_LIST)).toBe(false);
  });

  it('lists watched companies with quotes, events of the last 30 days with sentiment, and removes', async () => {
    signIn();
    const fetch = mockFetch({
      '/api/quotes': () =>
        json([{ symbol: 'RELIANCE', exchange: 'NSE', name: 'Reliance', date: '2026-03-13', open: 1, high: 1, low: 1, close: 2945.6, prevClose: 2912.8, change: 32.8, changePct: 1.13, volume: 1, high52w: 3217.9, low52w: 2220.3 }]),
    });
    renderApp('/watchlist');
    const table = await screen.findByRole('table', { name: 'Watchlist' }, { timeout: 5000 });
    await waitFor(() => expect(table).toHaveTextContent('₹2,945.60'));
    // Quotes (with the 52-week range) for the companies of the selected market; the list's own quote for the rest.
    expect(fetch.callsTo('/api/quotes')[0]?.url).toBe('/api/quotes?symbols=RELIANCE%2CTCS&country=IN');
    expect(within(table).getByRole('row', { name: /TCS/ })).toHaveTextContent('₹3,890.00');
    // Market cap and P/E with the date each is true at: at this close, or the fundamentals' own date.
    expect(within(table).getByRole('row', { name: /TCS/ })).toHaveTextContent(/14,07,441.*28\.50.*close of 13 Mar 2026/);
    expect(within(table).getByRole('row', { name: /RELIANCE/ })).toHaveTextContent(/21,20,575.*28\.90.*1 Jul 2024 \(own date\)/);
    expect(within(table).getByRole('row', { name: /AAPL/ })).toHaveTextContent('Apple Inc');

    const eventsCall = request.mock.calls.find(([document]) => document === WATCH_LIST_EVENTS);
    expect(eventsCall?.[1]).toEqual(rangeVariables(lastDays(30)));
    const announcements = await screen.findByRole('table', { name: 'Announcements' });
    expect(within(announcements).getByText('Positive')).toBeInTheDocument();
    expect(within(announcements).getByText('Negative')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Insider trades' })).toHaveTextContent('A Promoter');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(request.mock.calls.filter(([d]) => d === WATCH_LIST_EVENTS).at(-1)?.[1]).toEqual(rangeVariables(lastDays(7))));

    fireEvent.click(within(table).getByRole('button', { name: 'Remove TCS from watchlist' }));
    await waitFor(() =>
      expect(request.mock.calls.find(([d]) => d === DELETE_WATCH_LIST_ITEM)?.[1]).toEqual({ companyId: 'c2', instrumentType: 0 }),
    );
  });

  it('keeps user data under the key root that sign-out drops', () => {
    expect(watchlistKeys.all[0]).toBe(USER_QUERY_ROOT);
  });
});
