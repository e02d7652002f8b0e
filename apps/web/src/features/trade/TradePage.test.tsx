import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, TEST_CONFIG } from '../../test/fetchMock';
import { renderWithProviders, signIn } from '../../test/render';
import { kiteSettings } from './kiteSettings';
import TradePage from './TradePage';

const KITE_CONFIG = { ...TEST_CONFIG, kiteApiKey: 'kite-key-1', kiteBasketUrl: 'https://kite.example/connect/basket' };
const ONE = '/trade?i=NIFTYBEES%20Current%20245.30&price=240.5&quantity=4&reportedPrice=245.3';
const TWO =
  '/trade?i=NIFTYBEES%20Current%20245&i=GOLDBEES%20Gold%20ETF%20Current%2061&price=240.5&price=60.25&quantity=4&quantity=10&reportedPrice=245.3&reportedPrice=61.1';

const NIFTYBEES_QUOTE = {
  symbol: 'NIFTYBEES', exchange: 'NSE', name: 'Nippon India ETF Nifty 50 BeES', date: '2026-01-21',
  open: 249, high: 251, low: 248.5, close: 250.1, prevClose: 249.2, change: 0.9, changePct: 0.36,
  volume: 1000, high52w: 260, low52w: 220,
};

function renderTrade(route: string, config: object = KITE_CONFIG, quotes: object[] = [NIFTYBEES_QUOTE]) {
  const fetchMock = mockFetch({ '/api/config': () => json(config), '/api/quotes': () => json(quotes) });
  renderWithProviders(<TradePage />, { route });
  return fetchMock;
}

function hidden(name: string): string | null {
  const form = screen.getByTestId('kite-basket-form');
  return form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('trade page', { timeout: 20_000 }, () => {
  it('shows the heading, notice, order row, total and feature cards', async () => {
    renderTrade(ONE);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Review and place your investment orders' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('trade-notice')).toHaveTextContent(/Zerodha users can place these orders directly/);
    expect(screen.getByTestId('trade-notice')).toHaveTextContent(/other brokers must log in to their own/);
    expect(screen.getByTestId('trade-order-count')).toHaveTextContent('1 Order');
    const row = screen.getByTestId('trade-order-0');
    expect(within(row).getByTestId('trade-order-name')).toHaveTextContent(/^NIFTYBEES$/);
    // The current price is the database's latest close; the link's price is shown as the price in the alert.
    expect(await within(row).findByTestId('trade-current-price')).toHaveTextContent('Current price ₹250.10');
    expect(within(row).getByTestId('trade-alert-price')).toHaveTextContent('Price in alert ₹245.30');
    expect(within(row).getByRole('spinbutton', { name: 'Target Price' })).toHaveValue(240.5);
    expect(within(row).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(4);
    expect(within(row).getByTestId('trade-order-amount')).toHaveTextContent('₹962');
    expect(screen.getByTestId('trade-total')).toHaveTextContent('₹962');
    for (const title of ['Secure Trading', 'Instant Execution', 'Smart Analysis']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Bank-level security')).toBeInTheDocument();
    expect(screen.getByText('Real-time market data')).toBeInTheDocument();
    expect(screen.getByText('AI-powered insights')).toBeInTheDocument();
  });

  it('starts ready to send: the Kite form carries api_key and the orders, without Confirm Orders', async () => {
    const { requests } = renderTrade(ONE);
    const button = await screen.findByRole('button', { name: 'Place order on Kite' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Confirm Orders' })).not.toBeInTheDocument();
    const form = screen.getByTestId('kite-basket-form');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'https://kite.example/connect/basket');
    expect(form).toHaveAttribute('target', '_self');
    expect(button).toHaveAttribute('type', 'submit');
    expect(hidden('api_key')).toBe('kite-key-1');
    expect(JSON.parse(hidden('data') ?? '')).toEqual([
      {
        variety: 'regular',
        exchange: 'NSE',
        tradingsymbol: 'NIFTYBEES',
        transaction_type: 'BUY',
        order_type: 'LIMIT',
        price: 240.5,
        quantity: 4,
        product: 'CNC',
      },
    ]);
    // Only the config and the current prices are read: the page never sends an order by itself.
    expect(requests.map((r) => r.url.split('?')[0]).sort()).toEqual(['/api/config', '/api/quotes']);
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('an edit swaps the Kite button for Confirm Orders; confirming sends the edited values', async () => {
    renderTrade(TWO);
    expect(screen.getByTestId('trade-order-count')).toHaveTextContent('2 Orders');
    expect(screen.getByTestId('trade-total')).toHaveTextContent('₹1,565');
    await screen.findByRole('button', { name: 'Place order on Kite' });

    const row = screen.getByTestId('trade-order-0');
    const quantity = within(row).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(screen.queryByRole('button', { name: 'Place order on Kite' })).not.toBeInTheDocument();
    expect(within(row).getByTestId('trade-order-amount')).toHaveTextContent('₹1,203');
    expect(screen.getByTestId('trade-total')).toHaveTextContent('₹1,805');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Orders' }));
    expect(screen.queryByRole('button', { name: 'Confirm Orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order on Kite' })).toBeEnabled();
    const sent = JSON.parse(hidden('data') ?? '') as { tradingsymbol: string; price: number; quantity: number }[];
    expect(sent.map((o) => [o.tradingsymbol, o.price, o.quantity])).toEqual([
      ['NIFTYBEES', 240.5, 5],
      ['GOLDBEES', 60.25, 10],
    ]);
  });

  it('Confirm Orders refuses bad edits and keeps the Kite button hidden', async () => {
    renderTrade(ONE);
    const row = screen.getByTestId('trade-order-0');
    const price = within(row).getByRole('spinbutton', { name: 'Target Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '240.555');
    expect(within(row).getByTestId('trade-order-amount')).toHaveTextContent('-');
    expect(screen.getByTestId('trade-total')).toHaveTextContent('-');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Orders' }));
    expect(screen.getByTestId('trade-confirm-errors')).toHaveTextContent(
      'Order 1 (NIFTYBEES): Target Price must be a number above 0 with at most 2 decimals.',
    );
    expect(screen.queryByRole('button', { name: 'Place order on Kite' })).not.toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '241');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Orders' }));
    expect(screen.queryByTestId('trade-confirm-errors')).not.toBeInTheDocument();
    expect(JSON.parse(hidden('data') ?? '')[0].price).toBe(241);
  });

  it('refuses a bad basket with a message and shows no rows or broker button', async () => {
    renderTrade('/trade?i=NIFTYBEES&price=-3&quantity=4&reportedPrice=245.3');
    expect(screen.getByTestId('trade-refused')).toHaveTextContent('This trade link cannot be used');
    expect(screen.getByTestId('trade-refused')).toHaveTextContent(
      'Order 1: price must be a number above 0 with at most 2 decimals.',
    );
    expect(screen.queryByTestId('trade-order-0')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order on Kite' })).not.toBeInTheDocument();
  });

  it('shows an empty-basket note without parameters', () => {
    renderTrade('/trade');
    expect(screen.getByTestId('trade-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('trade-order-details')).not.toBeInTheDocument();
  });

  it('disables the Kite button with an explanation when no API key is configured', async () => {
    renderTrade(ONE, { ...TEST_CONFIG, kiteApiKey: null, kiteBasketUrl: 'https://kite.zerodha.com/connect/basket' });
    // One honest message instead of the spec's "Zerodha users can place orders directly" plus a dead button.
    expect(await screen.findByTestId('kite-not-configured')).toHaveTextContent(/no Kite API key is configured/);
    expect(screen.getByTestId('trade-notice')).not.toHaveTextContent(/Zerodha users can place/);
    expect(screen.queryByRole('button', { name: 'Place order on Kite' })).not.toBeInTheDocument();
  });

  it('shows only the price in the alert when the database does not know the symbol', async () => {
    renderTrade(ONE, KITE_CONFIG, []);
    const row = screen.getByTestId('trade-order-0');
    expect(await within(row).findByTestId('trade-alert-price')).toHaveTextContent('Price in alert ₹245.30');
    expect(within(row).queryByTestId('trade-current-price')).not.toBeInTheDocument();
  });

  it.each([
    ['success', 'Orders sent to Zerodha Kite'],
    ['cancelled', 'The basket was cancelled on Zerodha Kite; no orders were placed.'],
  ])('shows the Kite return with status %s', (status, text) => {
    renderTrade(`/trade?status=${status}&request_token=abc`);
    expect(screen.getByTestId('kite-return')).toHaveTextContent(text);
    expect(screen.queryByTestId('trade-empty')).not.toBeInTheDocument();
  });
});

describe('after Kite says the basket was sent', { timeout: 20_000 }, () => {
  it('remembers the basket handed over and offers its buys for the portfolio, one tap', async () => {
    const user = userEvent.setup();
    renderTrade(ONE);
    await waitFor(() => expect(hidden('api_key')).toBe('kite-key-1'));
    const form = screen.getByTestId('kite-basket-form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault()); // jsdom cannot leave the page
    fireEvent.submit(form);
    expect(JSON.parse(localStorage.getItem('sanchay.kiteHandedBasket')!).orders).toEqual([{ tradingsymbol: 'NIFTYBEES', price: 240.5, quantity: 4 }]);

    signIn();
    const fetchMock = mockFetch({
      '/api/config': () => json(KITE_CONFIG),
      '/api/quotes': () => json([]),
      'POST /api/portfolio/import': () => json({ added: 1, skipped: 0 }),
    });
    renderWithProviders(<TradePage />, { route: '/trade?status=success&request_token=abc' });
    const offer = await screen.findAllByTestId('record-buys');
    expect(offer.at(-1)).toHaveTextContent('NIFTYBEES: 4 at ₹240.50');
    await user.click(within(offer.at(-1)!).getByRole('button', { name: 'Add 1 buy to portfolio' }));
    expect(await screen.findByText(/Added 1 trade/)).toBeInTheDocument();
    const sent = fetchMock.requests.find((r) => r.url.endsWith('/api/portfolio/import'))!;
    expect((sent.body as { content: string }).content).toMatch(/^date,symbol,side,quantity,price\n\d{4}-\d{2}-\d{2},NIFTYBEES,buy,4,240.5$/);
    expect(localStorage.getItem('sanchay.kiteHandedBasket')).toBeNull();
  });

  it('offers nothing when no basket was handed over from this browser', () => {
    renderTrade('/trade?status=success&request_token=abc');
    expect(screen.queryByTestId('record-buys')).not.toBeInTheDocument();
  });
});

describe('kiteSettings', () => {
  it('reads the config defensively', () => {
    expect(kiteSettings(KITE_CONFIG)).toEqual({
      apiKey: 'kite-key-1',
      basketUrl: 'https://kite.example/connect/basket',
    });
    expect(kiteSettings(TEST_CONFIG)).toEqual({ apiKey: null, basketUrl: 'https://kite.zerodha.com/connect/basket' });
    expect(kiteSettings({ kiteApiKey: ' ', kiteBasketUrl: 'javascript:alert(1)' })).toEqual({
      apiKey: null,
      basketUrl: 'https://kite.zerodha.com/connect/basket',
    });
    expect(kiteSettings(null).apiKey).toBeNull();
  });
});
