import { DIPSIP_TEXT, type DipSipBoardEtf } from '@sanchay/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders, signIn } from '../../test/render';
import DipSipPage from './DipSipPage';

const ETFS = [
  { symbol: 'AUTOBEES', underlying: 'NiftyAutoIndex', instrument_token: 11 },
  { symbol: 'BANKBEES', underlying: 'NiftyBank', instrument_token: 12 },
  { symbol: 'NIFTYBEES', underlying: 'Nifty50', instrument_token: 13 },
  { symbol: 'SETFNIF50', underlying: 'NIFTY50', instrument_token: 14 },
  { symbol: 'AXISSENSEX', underlying: 'AXISS&PBSESENSEXETF', instrument_token: 15 },
];

const row = (symbol: string, close: number | null, changePct: number | null, tradedValue: number | null, subscribers = 0): DipSipBoardEtf => ({
  symbol,
  underlying: ETFS.find((e) => e.symbol === symbol)!.underlying,
  instrument_token: ETFS.find((e) => e.symbol === symbol)!.instrument_token,
  date: '2024-06-21',
  close,
  changePct,
  tradedValue,
  subscribers,
});

const BOARD = [
  row('AUTOBEES', 210.5, -2.4, 1e6),
  row('BANKBEES', 528.69, -0.31, 9e8),
  row('NIFTYBEES', 260.87, -1.2, 5e9, 4),
  row('SETFNIF50', 250.1, 0.5, 2e9),
  row('AXISSENSEX', null, null, null),
];

function setup(instruments: unknown[], botName: string | null = 'sanchay_bot') {
  signIn();
  return mockFetch({
    'GET /api/nse/etfList': () => json(ETFS),
    'GET /api/dipsip/etfBoard': () => json(BOARD),
    'GET /api/telegram/link': () => json({ botName, telegram: null }),
    'POST /v1/graphql': (request: RecordedRequest) => {
      const query = (request.body as { query: string }).query;
      if (query.includes('UserInstruments')) return json({ data: { userInstruments: instruments } });
      if (query.includes('UserConfigs')) return json({ data: { userConfigs: [] } });
      if (query.includes('SyncDipSipSubscriptions'))
        return json({ data: { syncDipSipSubscriptions: { added: 1, updated: 0, removed: 0, total: 1 } } });
      return json({ data: { me: { id: 'u1', email: 'asha@example.com', name: 'Asha', picture: null } } });
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

const groupTitles = () => screen.getAllByTestId('etf-group').map((g) => g.getAttribute('aria-label'));

describe('DipSIP board', { timeout: 30_000 }, () => {
  it('groups by index with readable names, subscriptions first, popular groups next', async () => {
    setup([{ id: 'i1', instrumentSymbol: 'AUTOBEES', instrumentToken: 11, value: 500, baseAmount: 500, trigger: 2, lastTelegramNotification: null }]);
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    await waitFor(() => expect(groupTitles()[0]).toBe('Your subscriptions'));
    expect(groupTitles()).toEqual(['Your subscriptions', 'NIFTY 50', 'NIFTY Bank', 'BSE Sensex']);
    const nifty = screen.getAllByTestId('etf-group')[1]!;
    expect(within(nifty).getAllByRole('heading', { level: 3 }).slice(1).map((h) => h.textContent)).toEqual(['NIFTYBEES', 'SETFNIF50']);
    expect(screen.getByTestId('etf-card-AXISSENSEX')).toHaveTextContent('BSE Sensex');
    expect(screen.getByTestId('etf-card-AXISSENSEX')).not.toHaveTextContent('AXISS&PBSESENSEXETF');
  });

  it("shows an index's most popular ETFs first, every match of a search, and all of them on request", async () => {
    const nifty = Array.from({ length: 6 }, (_, i) => ({ symbol: `NIFTY${i}ETF`, underlying: 'Nifty50', instrument_token: 100 + i }));
    mockFetch({
      'GET /api/nse/etfList': () => json(nifty),
      'GET /api/dipsip/etfBoard': () =>
        json(nifty.map((etf, i) => ({ ...etf, date: '2024-06-21', close: 250, changePct: -1, tradedValue: 1e9 - i * 1e8, subscribers: 0 }))),
    });
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    const cards = () => screen.getAllByTestId(/^etf-card-/).map((card) => card.getAttribute('data-testid'));
    await screen.findByRole('button', { name: 'Show all 6 NIFTY 50 ETFs' });
    expect(cards()).toEqual(['etf-card-NIFTY0ETF', 'etf-card-NIFTY1ETF', 'etf-card-NIFTY2ETF']);
    await userEvent.type(screen.getByLabelText(DIPSIP_TEXT.searchLabel), 'nifty');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(DIPSIP_TEXT.searchLabel));
    await userEvent.click(await screen.findByRole('button', { name: 'Show all 6 NIFTY 50 ETFs' }));
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows each card its price, day change and distance to the trigger', async () => {
    setup([{ id: 'i1', instrumentSymbol: 'AUTOBEES', instrumentToken: 11, value: 500, baseAmount: 500, trigger: 2, lastTelegramNotification: null }]);
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    const nifty = await screen.findByTestId('etf-card-NIFTYBEES');
    await waitFor(() => expect(within(nifty).getByTestId('etf-quote')).toHaveTextContent('₹260.87'));
    expect(within(nifty).getByTestId('etf-quote')).toHaveTextContent('-1.20%');
    expect(within(nifty).getByTestId('etf-quote')).toHaveTextContent('close of 21 Jun 2024');
    expect(within(nifty).getByTestId('etf-distance')).toHaveTextContent('0.80% more to fall to trigger');
    expect(within(screen.getByTestId('etf-card-AUTOBEES')).getByTestId('etf-distance')).toHaveTextContent('Triggered: down 2.40% (trigger 2%)');
    expect(within(screen.getByTestId('etf-card-AXISSENSEX')).getByTestId('etf-quote')).toHaveTextContent('No price in the database yet');
  });

  it('keeps Save All, Unsubscribe All and the pending count in a sticky bar; invites to link Telegram after the first save', async () => {
    setup([]);
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    const bar = await screen.findByTestId('dipsip-action-bar');
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(within(bar).getByTestId('dipsip-pending-count')).toHaveTextContent('No pending changes');
    const user = userEvent.setup();
    const card = await screen.findByTestId('etf-card-BANKBEES');
    await waitFor(() => expect(within(card).getByRole('switch')).toBeEnabled());
    await user.click(within(card).getByRole('switch'));
    await user.click(within(screen.getByTestId('etf-card-NIFTYBEES')).getByRole('switch'));
    expect(within(bar).getByTestId('dipsip-pending-count')).toHaveTextContent('2 pending changes');
    expect(screen.queryByTestId('dipsip-telegram-invite')).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: DIPSIP_TEXT.saveAll }));
    expect(await screen.findByTestId('dipsip-telegram-invite')).toHaveTextContent('Get dip alerts on your phone');
    expect(within(screen.getByTestId('dipsip-telegram-invite')).getByRole('link', { name: 'Link Telegram' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByTestId('dipsip-pending-count')).toHaveTextContent('No pending changes');
  });
});
