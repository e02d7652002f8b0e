import type { DipSipBoardEtf } from '@sanchay/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';

const BOARD: DipSipBoardEtf[] = [
  { symbol: 'NIFTYBEES', underlying: 'Nifty50', instrument_token: 1, date: '2024-06-21', close: 260.87, changePct: -1.2, tradedValue: null, subscribers: 1 },
  { symbol: 'BANKBEES', underlying: 'NiftyBank', instrument_token: 2, date: '2024-06-21', close: 528.69, changePct: -2.5, tradedValue: null, subscribers: 1 },
];

const GRAPHQL: Record<string, unknown> = {
  Me: { me: { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', picture: null } },
  UserInstruments: {
    userInstruments: [
      { id: 'i1', instrumentSymbol: 'NIFTYBEES', instrumentToken: 1, value: 1000, baseAmount: 1000, trigger: 2, lastTelegramNotification: null },
      { id: 'i2', instrumentSymbol: 'BANKBEES', instrumentToken: 2, value: 500, baseAmount: 500, trigger: 2, lastTelegramNotification: null },
    ],
  },
  Notifications: {
    notifications: [
      { id: 'n1', kind: 'dip', title: 'BANKBEES fell 2.50%', body: 'Buy 1 unit at ₹528.70', link: '/trade?i=BANKBEES', createdAt: '2026-01-22T04:00:00Z', readAt: null },
    ],
  },
  WatchList: {
    watchList: [
      {
        id: 'w1',
        instrumentType: 0,
        marketIndex: null,
        company: { id: 'c1', symbol: 'TCS', exchange: 'NSE', country: 'IN', companyName: 'Tata Consultancy Services', quote: { date: '2025-09-30', close: 2888.4, prevClose: 2896.1, change: -7.7, changePct: -0.27 } },
      },
    ],
  },
  SavedPrompts: {
    savedPrompts: [
      { id: 'p1', chatUuid: 'c-1', title: 'Cheap IT stocks', query: 'IT P/E < 25', planQuery: 'x', runnable: true, schedule: null },
      { id: 'p2', chatUuid: 'c-2', title: 'Banks weekly', query: 'banks', planQuery: 'y', runnable: true, schedule: { frequency: 'weekly', dayOfWeek: 1, dayOfMonth: 1, time: '09:00', lastRunAt: '2026-01-19T03:30:00Z', lastError: null } },
    ],
  },
};

function setup() {
  signIn();
  return mockFetch({
    '/api/indices': () =>
      json([
        { name: 'NIFTY 50', date: '2026-01-22', close: 25289.9, change: 120.5, changePct: 0.48, return1y: 8, constituents: 50 },
        // The mirror's NIFTY BANK series stops in 2021: its last close, no day's change.
        { name: 'NIFTY BANK', date: '2021-08-26', close: 35617.55, change: 200, changePct: 0.57, return1y: 9, constituents: 0 },
      ]),
    '/api/market/status': () => json({ dataOrigin: 'mirror', asOf: '2026-01-22', companies: 10, prices: 100, funds: 0 }),
    '/api/indices/NIFTY%2050': () =>
      json({ name: 'NIFTY 50', quote: null, constituents: [{ changePct: 1 }, { changePct: 2 }, { changePct: -1 }, { changePct: 0 }].map((c, i) => ({ symbol: `S${i}`, exchange: 'NSE', name: `S${i}`, industry: null, weight: null, close: 10, marketCap: null, ...c })) }),
    'GET /api/dipsip/etfBoard': () => json(BOARD),
    'POST /api/chat/runPrompt': () => json([{ name: 'Infosys', symbol: 'INFY', price_to_earning: 24.1 }]),
    'POST /v1/graphql': (request: RecordedRequest) => {
      const name = /(?:query|mutation)\s+(\w+)/.exec((request.body as { query: string }).query)?.[1] ?? '';
      return json({ data: GRAPHQL[name] ?? {} });
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('signed-in home', { timeout: 30_000 }, () => {
  it('shows a signed-in user their dashboard at / (visitors keep the landing page: AppShell tests)', async () => {
    setup();
    renderApp('/');
    expect(await screen.findByTestId('signed-in-home', {}, { timeout: 15_000 })).toHaveTextContent('Welcome back, Asha');
    expect(screen.queryByTestId('carousel')).not.toBeInTheDocument();

    const market = screen.getByTestId('home-market');
    await waitFor(() => expect(within(market).getAllByTestId('snapshot-index')[0]).toHaveTextContent('25,289.90'));
    expect(within(market).getAllByTestId('snapshot-index')[0]).toHaveTextContent('close of 22 Jan 2026');
    expect(within(market).getAllByTestId('snapshot-index')[0]).toHaveTextContent('▲');
    const bank = within(market).getAllByTestId('snapshot-index')[1]!;
    expect(bank).toHaveTextContent('35,617.55last close 26 Aug 2021');
    expect(bank).not.toHaveTextContent('▲');
    expect(bank).not.toHaveTextContent('0.57');
    expect(within(market).getByTestId('snapshot-breadth')).toHaveTextContent('▲ 2▼ 1= 1');

    const dip = screen.getByTestId('home-dipsip');
    await waitFor(() => expect(within(dip).getByTestId('home-dipsip-NIFTYBEES')).toHaveTextContent('₹260.87'));
    expect(within(dip).getByTestId('home-dipsip-NIFTYBEES')).toHaveTextContent('0.80% more to fall to trigger');
    expect(within(dip).getByTestId('home-dipsip-BANKBEES')).toHaveTextContent('Triggered: down 2.50% (trigger 2%)');
    expect(dip).toHaveTextContent('ETF prices: close of 21 Jun 2024');

    expect(await within(screen.getByTestId('home-alerts')).findByRole('link', { name: 'BANKBEES fell 2.50%' })).toHaveAttribute('href', '/trade?i=BANKBEES');
    expect(await within(screen.getByTestId('home-watchlist')).findByTestId('home-watch-TCS')).toHaveTextContent('₹2,888.40');
    expect(screen.getByTestId('home-watchlist')).toHaveTextContent('Prices: close of 30 Sep 2025');

    const prompts = screen.getByTestId('home-prompts');
    const rows = await within(prompts).findAllByTestId('home-prompt');
    expect(rows[0]).toHaveTextContent('Banks weekly');
    expect(within(rows[0]!).getByTestId('home-prompt-schedule')).toHaveTextContent('weekly at 09:00 · last run 19 Jan 2026, 9:00 am');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Run' }));
    expect(await within(rows[1]!).findByTestId('home-prompt-result')).toHaveTextContent('Infosys');
  });
});
