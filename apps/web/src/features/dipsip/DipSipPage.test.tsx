import {
  DIPSIP_CONFIRM_UNSUBSCRIBE,
  DIPSIP_MESSAGES,
  DIPSIP_SELECTION_CRITERIA,
  DIPSIP_TEXT,
} from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders, signIn } from '../../test/render';
import DipSipPage from './DipSipPage';

vi.mock('./BacktestDialog', () => ({
  default: ({ open, symbol, amount, trigger }: { open: boolean; symbol: string; amount: number; trigger: number }) =>
    open ? <div data-testid="backtest-dialog">{`${symbol} ${amount} ${trigger}`}</div> : null,
}));

const ETFS = [
  { symbol: 'NIFTYBEES', underlying: 'Nifty 50', instrument_token: 2707457 },
  { symbol: 'BANKBEES', underlying: 'Nifty Bank', instrument_token: 2707458 },
  { symbol: 'JUNIORBEES', underlying: 'Nifty Next 50', instrument_token: 2707459 },
];

const SAVED_NIFTY = {
  id: 'ui1',
  instrumentSymbol: 'NIFTYBEES',
  instrumentToken: 2707457,
  value: 1000,
  baseAmount: 1000,
  trigger: 2,
  lastTelegramNotification: null,
};

type GraphQLHandler = (variables: Record<string, unknown>) => Response | unknown;

function setup(overrides: Record<string, GraphQLHandler> = {}, instruments: unknown[] = [SAVED_NIFTY], rest: Record<string, Handler> = {}) {
  const handlers: Record<string, GraphQLHandler> = {
    Me: () => ({ me: { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', picture: null } }),
    UserInstruments: () => ({ userInstruments: instruments }),
    UserConfigs: () => ({ userConfigs: [] }),
    SyncDipSipSubscriptions: () => ({ syncDipSipSubscriptions: { added: 1, updated: 0, removed: 0, total: 2 } }),
    DeleteUserInstruments: () => ({ deleteUserInstruments: 1 }),
    UpsertUserConfig: (v) => ({ upsertUserConfig: v }),
    ...overrides,
  };
  const fetch = mockFetch({
    ...rest,
    'GET /api/nse/etfList': () => json(ETFS),
    'POST /v1/graphql': (request: RecordedRequest) => {
      const body = request.body as { query: string; variables: Record<string, unknown> };
      const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const handler = handlers[name];
      if (!handler) return json({ errors: [{ message: `no mock for ${name}` }] }, 400);
      const result = handler(body.variables);
      return result instanceof Response ? result : json({ data: result });
    },
  });
  const calls = (name: string) =>
    fetch.requests
      .filter((r) => r.url.startsWith('/v1/graphql'))
      .map((r) => r.body as { query: string; variables: Record<string, unknown> })
      .filter((b) => new RegExp(`(query|mutation)\\s+${name}\\b`).test(b.query));
  return { fetch, calls };
}

afterEach(() => vi.unstubAllGlobals());

const card = (symbol: string) => screen.getByTestId(`etf-card-${symbol}`);
const chipOf = (symbol: string) => within(card(symbol)).queryByTestId('etf-status');
const switchOf = (symbol: string) => within(card(symbol)).getByRole('switch', { name: `Subscribe ${symbol}` });
const amountOf = (symbol: string) => within(card(symbol)).getByTestId('etf-amount');
const triggerOf = (symbol: string) => within(card(symbol)).getByTestId('etf-trigger');

async function renderSignedIn(...args: Parameters<typeof setup>) {
  signIn();
  const mocks = setup(...args);
  renderWithProviders(<DipSipPage />, { route: '/dipsip' });
  await waitFor(() => expect(chipOf('NIFTYBEES')).toHaveTextContent('Subscribed'));
  return mocks;
}

describe('DipSIP dashboard', { timeout: 30_000 }, () => {
  it('shows a signed-out visitor the ETFs and a prompt to sign in', async () => {
    setup();
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    // The underlying reads as investors name the index (NSE's raw text stays in the title).
    expect(await screen.findByTestId('etf-card-NIFTYBEES')).toHaveTextContent('NIFTY 50');
    expect(screen.getByText(DIPSIP_TEXT.configureTitle)).toBeInTheDocument();
    expect(screen.getByText('How it works')).toBeInTheDocument();
    const prompt = screen.getByTestId('dipsip-sign-in');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/dipsip');
    expect(switchOf('NIFTYBEES')).toBeDisabled();
    expect(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll })).toBeDisabled();
    expect(screen.queryByTestId('dipsip-settings')).not.toBeInTheDocument();
  });

  it('derives the status chips from working and saved configs', async () => {
    await renderSignedIn();
    const save = screen.getByRole('button', { name: DIPSIP_TEXT.saveAll });
    expect(save).toBeDisabled();
    expect(chipOf('BANKBEES')).toBeNull();
    expect(amountOf('BANKBEES')).toBeDisabled();
    expect(amountOf('BANKBEES')).toHaveAttribute('min', '100');
    expect(amountOf('BANKBEES')).toHaveAttribute('step', '100');
    expect(triggerOf('BANKBEES')).toHaveAttribute('min', '0.5');
    expect(triggerOf('BANKBEES')).toHaveAttribute('max', '10');
    expect(triggerOf('BANKBEES')).toHaveAttribute('step', '0.5');

    const user = userEvent.setup();
    await user.click(switchOf('BANKBEES'));
    expect(chipOf('BANKBEES')).toHaveTextContent('Will Subscribe');
    expect(chipOf('BANKBEES')?.className).toMatch(/colorWarning/);
    expect(amountOf('BANKBEES')).toBeEnabled();
    expect(save).toBeEnabled();

    fireEvent.change(amountOf('NIFTYBEES'), { target: { value: '1500' } });
    expect(chipOf('NIFTYBEES')).toHaveTextContent('Will Update');
    expect(chipOf('NIFTYBEES')?.className).toMatch(/colorInfo/);
    fireEvent.change(amountOf('NIFTYBEES'), { target: { value: '1000' } });
    expect(chipOf('NIFTYBEES')).toHaveTextContent('Subscribed');
    expect(chipOf('NIFTYBEES')?.className).toMatch(/colorSuccess/);

    await user.click(switchOf('NIFTYBEES'));
    expect(chipOf('NIFTYBEES')).toHaveTextContent('Will Unsubscribe');
    expect(chipOf('NIFTYBEES')?.className).toMatch(/colorError/);
    expect(amountOf('NIFTYBEES')).toBeDisabled();
  });

  it('filters the cards by every search term in symbol plus underlying', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    const search = screen.getByRole('textbox', { name: DIPSIP_TEXT.searchLabel });
    expect(screen.getByText(DIPSIP_TEXT.searchHint)).toBeInTheDocument();
    await user.type(search, 'NIFTY  bank');
    expect(screen.queryByTestId('etf-card-NIFTYBEES')).not.toBeInTheDocument();
    expect(screen.getByTestId('etf-card-BANKBEES')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'next bees');
    expect(screen.getAllByTestId(/^etf-card-/).map((c) => c.dataset.testid)).toEqual(['etf-card-JUNIORBEES']);
    await user.clear(search);
    await user.clear(search);
    await user.type(search, 'banking');
    expect(screen.getAllByTestId(/^etf-card-/).map((c) => c.dataset.testid)).toEqual(['etf-card-BANKBEES']);
    await user.clear(search);
    await user.type(search, 'gold');
    expect(screen.getByText(DIPSIP_TEXT.noMatches)).toBeInTheDocument();
    // Gold ETFs are not DipSIP ETFs: the page says where they are.
    expect(within(screen.getByTestId('dipsip-gold-note')).getByRole('link')).toHaveAttribute('href', '/etfs?group=gold');
  });

  it("finds ETFs by fund house and shows the fund's name", async () => {
    signIn();
    setup({}, [SAVED_NIFTY], {
      'GET /api/dipsip/etfBoard': () =>
        json(
          ETFS.map((e) => ({ ...e, name: `Nippon India ETF ${e.underlying} BeES`, fundHouse: 'Nippon India Mutual Fund', close: null, changePct: null, date: null, tradedValue: null, subscribers: 0 })),
        ),
    });
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    await waitFor(() => expect(within(card('BANKBEES')).getByTestId('etf-name')).toHaveTextContent('Nippon India ETF Nifty Bank BeES'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: DIPSIP_TEXT.searchLabel }), 'nippon');
    expect(screen.getAllByTestId(/^etf-card-/)).toHaveLength(3);
  });

  it('saves all configurations in one sync call and confirms with the exact text', async () => {
    const { calls } = await renderSignedIn();
    const user = userEvent.setup();
    await user.click(switchOf('BANKBEES'));
    fireEvent.change(triggerOf('BANKBEES'), { target: { value: '' } }); // empty falls back to 2
    fireEvent.change(amountOf('BANKBEES'), { target: { value: '2500' } });
    await user.click(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll }));

    const notice = await screen.findByTestId('dipsip-notice');
    expect(notice).toHaveTextContent('Successfully synced 2 ETF configurations (1 added, 0 updated, 0 removed)');
    expect(notice.className).toMatch(/filledSuccess|colorSuccess/);
    expect(within(notice).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(calls('SyncDipSipSubscriptions')).toHaveLength(1);
    expect(calls('SyncDipSipSubscriptions')[0]?.variables).toEqual({
      subscriptions: [
        { symbol: 'NIFTYBEES', instrumentToken: 2707457, amount: 1000, trigger: 2 },
        { symbol: 'BANKBEES', instrumentToken: 2707458, amount: 2500, trigger: 2 },
      ],
    });
    expect(chipOf('BANKBEES')).toHaveTextContent('Subscribed');
    expect(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll })).toBeDisabled();

    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('dipsip-notice')).not.toBeInTheDocument());
  });

  it('says so in red and keeps the pending changes when the sync fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignedIn({ SyncDipSipSubscriptions: () => json({ errors: [{ message: 'boom' }] }, 500) });
    const user = userEvent.setup();
    await user.click(switchOf('JUNIORBEES'));
    await user.click(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll }));
    const notice = await screen.findByTestId('dipsip-notice');
    expect(notice).toHaveTextContent(DIPSIP_MESSAGES.syncFailed);
    expect(notice.className).toMatch(/filledError|colorError/);
    expect(chipOf('JUNIORBEES')).toHaveTextContent('Will Subscribe');
    expect(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll })).toBeEnabled();
    logged.mockRestore();
  });

  it('puts an impossible amount or trigger in the error state with the reason, and keeps Save off', async () => {
    await renderSignedIn();
    const save = screen.getByRole('button', { name: DIPSIP_TEXT.saveAll });

    fireEvent.change(amountOf('NIFTYBEES'), { target: { value: '-500' } });
    expect(amountOf('NIFTYBEES')).toHaveAttribute('aria-invalid', 'true');
    expect(amountOf('NIFTYBEES')).toHaveAccessibleDescription('Amount must be at least 100');
    expect(save).toBeDisabled();
    expect(screen.getByTestId('dipsip-invalid-count')).toHaveTextContent('fix 1 ETF to save');

    fireEvent.change(amountOf('NIFTYBEES'), { target: { value: '99999999999999' } });
    expect(amountOf('NIFTYBEES')).toHaveAccessibleDescription('Amount must be at most 10000000');
    fireEvent.change(amountOf('NIFTYBEES'), { target: { value: '2000' } });
    expect(amountOf('NIFTYBEES')).toHaveAttribute('aria-invalid', 'false');
    expect(save).toBeEnabled();

    fireEvent.change(triggerOf('NIFTYBEES'), { target: { value: '150' } });
    expect(triggerOf('NIFTYBEES')).toHaveAccessibleDescription('Trigger must be between 0.5 and 10');
    expect(save).toBeDisabled();
    fireEvent.change(triggerOf('NIFTYBEES'), { target: { value: '-2' } });
    expect(triggerOf('NIFTYBEES')).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    fireEvent.change(triggerOf('NIFTYBEES'), { target: { value: '3' } });
    expect(save).toBeEnabled();
  });

  it('works out no dip distance from an impossible trigger', async () => {
    signIn();
    setup({}, [SAVED_NIFTY], {
      'GET /api/dipsip/etfBoard': () =>
        json([{ symbol: 'NIFTYBEES', close: 250, changePct: -0.31, date: '2025-09-30', tradedValue: 1, subscribers: 0, listedOn: null }]),
    });
    renderWithProviders(<DipSipPage />, { route: '/dipsip' });
    await waitFor(() => expect(within(card('NIFTYBEES')).getByTestId('etf-distance')).toHaveTextContent('1.69% more to fall to trigger'));
    fireEvent.change(triggerOf('NIFTYBEES'), { target: { value: '150' } });
    const distance = within(card('NIFTYBEES')).getByTestId('etf-distance');
    expect(distance).not.toHaveTextContent('%');
    expect(distance).toHaveTextContent('Enter a valid trigger');
  });

  it('shows the fallback in an emptied field', async () => {
    await renderSignedIn();
    const amount = amountOf('NIFTYBEES');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '' } });
    expect(amount).toHaveAccessibleDescription('Empty: ₹1,000 will be used');
    fireEvent.blur(amount);
    expect(amount).toHaveValue(1000);
    expect(amount).toHaveAccessibleDescription('Left empty: set to the default ₹1,000');
    const trigger = triggerOf('NIFTYBEES');
    fireEvent.focus(trigger);
    fireEvent.change(trigger, { target: { value: '' } });
    expect(trigger).toHaveAccessibleDescription('Empty: 2% will be used');
    fireEvent.blur(trigger);
    expect(trigger).toHaveValue(2);
  });

  it("shows the server's reason at the field beside the spec's snackbar when it still refuses", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignedIn({
      SyncDipSipSubscriptions: () =>
        json({ errors: [{ message: '1.amount: amount must be a whole number of rupees', extensions: { code: 'BAD_USER_INPUT', error: 'invalid_input' } }] }, 200),
    });
    const user = userEvent.setup();
    await user.click(switchOf('BANKBEES'));
    fireEvent.change(amountOf('BANKBEES'), { target: { value: '2500' } });
    await user.click(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll }));
    expect(await screen.findByTestId('dipsip-notice')).toHaveTextContent(DIPSIP_MESSAGES.syncFailed);
    expect(amountOf('BANKBEES')).toHaveAttribute('aria-invalid', 'true');
    expect(amountOf('BANKBEES')).toHaveAccessibleDescription('Amount must be a whole number of rupees');
    expect(amountOf('NIFTYBEES')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(amountOf('BANKBEES'), { target: { value: '2600' } });
    expect(amountOf('BANKBEES')).toHaveAttribute('aria-invalid', 'false');
    logged.mockRestore();
  });

  it('asks before unsubscribing from all ETFs', async () => {
    const { calls } = await renderSignedIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: DIPSIP_TEXT.unsubscribeAll }));
    const dialog = await screen.findByRole('dialog', { name: DIPSIP_CONFIRM_UNSUBSCRIBE.title });
    expect(dialog).toHaveTextContent(DIPSIP_CONFIRM_UNSUBSCRIBE.question);
    expect(dialog).toHaveTextContent(DIPSIP_CONFIRM_UNSUBSCRIBE.warning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('DeleteUserInstruments')).toHaveLength(0);
    expect(chipOf('NIFTYBEES')).toHaveTextContent('Subscribed');

    await user.click(screen.getByRole('button', { name: DIPSIP_TEXT.unsubscribeAll }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Unsubscribe All' }));
    const notice = await screen.findByTestId('dipsip-notice');
    expect(notice).toHaveTextContent('Unsubscribed from 1 ETFs');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('DeleteUserInstruments')[0]?.variables).toEqual({ instrumentTokens: [2707457] });
    expect(chipOf('NIFTYBEES')).toBeNull();
    expect(switchOf('NIFTYBEES')).not.toBeChecked();
    expect(screen.getByRole('button', { name: DIPSIP_TEXT.unsubscribeAll })).toBeDisabled();
    expect(screen.getByRole('button', { name: DIPSIP_TEXT.saveAll })).toBeDisabled();
  });

  it('shows the selection criteria and opens the backtest with the card values', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: DIPSIP_TEXT.selectionCriteriaButton }));
    const dialog = await screen.findByRole('dialog', { name: DIPSIP_SELECTION_CRITERIA.title });
    for (const item of DIPSIP_SELECTION_CRITERIA.items) expect(dialog).toHaveTextContent(item);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('NIFTYBEES')).getByRole('button', { name: DIPSIP_TEXT.backtestButton }));
    expect(await screen.findByTestId('backtest-dialog')).toHaveTextContent('NIFTYBEES 1000 2');
  });

  it('stores the optional monthly cap and month-end fallback as user configs', async () => {
    const { calls } = await renderSignedIn();
    const user = userEvent.setup();
    const panel = screen.getByTestId('dipsip-settings');
    await user.type(within(panel).getByRole('spinbutton', { name: /Monthly cap/ }), '8000');
    await user.click(within(panel).getByRole('switch', { name: /Month-end fallback/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByTestId('dipsip-notice')).toHaveTextContent(DIPSIP_MESSAGES.settingsSaved);
    expect(calls('UpsertUserConfig').map((c) => c.variables)).toEqual([
      { key: 'dipsip.monthlyCap', value: '8000' },
      { key: 'dipsip.monthEndFallback', value: 'true' },
    ]);
  });
});
