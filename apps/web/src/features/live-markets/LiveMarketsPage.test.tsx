import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { marketSessionAt } from '@sanchay/core';
import { liveBadgeLabel, liveBadgeTip } from '../live/LiveBadge';
import type { LiveTick, MarketBreadth } from '../live';

vi.mock('./liveChartRenderer', () => ({ createLiveChart: vi.fn(() => ({ setCandles: vi.fn(), update: vi.fn(), remove: vi.fn() })) }));
vi.setConfig({ testTimeout: 20_000 });

const NIFTY = -1872187217;
const INFY = -42;

const tick = (token: number, symbol: string, lastPrice: number, close: number, extra: Partial<LiveTick> = {}): LiveTick => ({
  instrumentToken: token, symbol, lastPrice, close, change: Math.round((lastPrice - close) * 100) / 100,
  changePercent: Math.round(((lastPrice - close) / close) * 10_000) / 100, open: close, high: lastPrice, low: close, timestamp: Date.UTC(2026, 10, 20, 5, 0), tradable: token !== NIFTY, ...extra,
});

const BREADTH: MarketBreadth = {
  index: 'NIFTY 50', advances: 31, declines: 17, unchanged: 2, priced: 50, constituents: 50, updatedAt: 0,
  gainers: [{ token: INFY, symbol: 'INFY', name: 'Infosys Limited', lastPrice: 1550, change: 30, changePercent: 1.97 }],
  losers: [{ token: -7, symbol: 'TCS', name: 'Tata Consultancy Services', lastPrice: 3000, change: -60, changePercent: -1.96 }],
};

/** Stands in for the browser WebSocket: answers each subscribed topic from a table, like the hub. */
class FakeHub {
  static last: FakeHub | null = null;
  static frames: Record<string, unknown> = {};
  /** Topics the hub refuses, with its message (sent as an error frame, as the server does). */
  static refusals: Record<string, string> = {};
  readyState = 0;
  subscribed: string[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeHub.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(text: string) {
    const message = JSON.parse(text) as { op: string; topics?: string[] };
    if (message.op !== 'subscribe') return;
    for (const topic of message.topics ?? []) {
      this.subscribed.push(topic);
      if (topic in FakeHub.frames) setTimeout(() => this.push(topic, FakeHub.frames[topic]), 0);
      if (topic in FakeHub.refusals) setTimeout(() => this.push('error', { message: FakeHub.refusals[topic], topic }), 0);
    }
  }
  push(topic: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ topic, data, sentAt: Date.now() }) });
  }
  close() {
    this.readyState = 3;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeHub.refusals = {};
});

describe('/livemarkets', () => {
  it('shows the Simulated badge, the live index quote as it moves, breadth and movers; a mover opens its chart', async () => {
    FakeHub.frames = {
      status: { feed: 'simulated', live: true },
      [`tick:${NIFTY}`]: tick(NIFTY, 'NIFTY 50', 24150.5, 24000),
      [`tick:${INFY}`]: tick(INFY, 'INFY', 1550, 1520, { volume: 123456, bid: 1549.95, ask: 1550.05, depth: { buy: [{ price: 1549.95, quantity: 10, orders: 2 }], sell: [{ price: 1550.05, quantity: 12, orders: 3 }] }, buyQuantity: 800, sellQuantity: 900 }),
      'breadth:NIFTY 50': BREADTH,
      [`candles:${NIFTY}:5m`]: { interval: '5m', candles: [] },
    };
    vi.stubGlobal('WebSocket', FakeHub);
    mockFetch({
      '/api/live/indices': () => json([{ token: NIFTY, symbol: 'NIFTY 50', name: 'NIFTY 50' }]),
      '/api/live/instrument': (request) =>
        json(request.url.includes('INFY') ? { token: INFY, kind: 'stock', symbol: 'INFY', name: 'Infosys Limited' } : { token: NIFTY, kind: 'index', symbol: 'NIFTY 50', name: 'NIFTY 50' }),
    });
    renderApp('/livemarkets');

    expect(await screen.findByRole('heading', { name: 'Live markets' })).toBeInTheDocument();
    expect(await screen.findByText('Simulated')).toBeInTheDocument();
    const price = await screen.findByTestId('live-price');
    await vi.waitFor(() => expect(price).toHaveTextContent('24,150.50'));
    expect(screen.getAllByText('+150.50 (+0.63%)').length).toBeGreaterThan(0);
    act(() => FakeHub.last!.push(`tick:${NIFTY}`, tick(NIFTY, 'NIFTY 50', 24101.25, 24000)));
    expect(price).toHaveTextContent('24,101.25');

    expect(await screen.findByRole('img', { name: '31 advances, 17 declines, 2 unchanged' })).toBeInTheDocument();
    const gainers = screen.getByRole('table', { name: 'Top gainers' });
    expect(within(gainers).getByText('+1.97%')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top losers' })).getByText('TCS')).toBeInTheDocument();
    expect(FakeHub.last!.subscribed).toEqual(expect.arrayContaining(['status', `tick:${NIFTY}`, 'breadth:NIFTY 50', `candles:${NIFTY}:5m`]));

    fireEvent.click(within(gainers).getByText('INFY'));
    expect(await screen.findByRole('heading', { level: 2, name: 'INFY' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('live-price')).toHaveTextContent('1,550.00'));
    expect(screen.getByText('1,23,456')).toBeInTheDocument(); // volume, Indian grouping
    expect(screen.getByRole('table', { name: 'Bid orders' })).toHaveTextContent('1,549.95');
  });
});

describe('/livemarkets with an index the feed cannot price', () => {
  it("says so on its card and in its quote instead of waiting for a price that never comes", async () => {
    const NIFTY500 = -691151709;
    const refusal = 'NIFTY 500 has no closing level in the data yet, so there is no live price for it.';
    FakeHub.frames = { status: { feed: 'simulated', live: false }, [`tick:${NIFTY}`]: tick(NIFTY, 'NIFTY 50', 24150.5, 24000) };
    FakeHub.refusals = { [`tick:${NIFTY500}`]: refusal };
    vi.stubGlobal('WebSocket', FakeHub);
    mockFetch({
      '/api/live/indices': () => json([{ token: NIFTY, symbol: 'NIFTY 50', name: 'NIFTY 50' }, { token: NIFTY500, symbol: 'NIFTY 500', name: 'NIFTY 500' }]),
      '/api/live/instrument': () => json({ token: NIFTY500, kind: 'index', symbol: 'NIFTY 500', name: 'NIFTY 500' }),
      '/api/indexes/': () => json({ bars: [] }),
    });
    renderApp('/livemarkets?index=NIFTY%20500');

    const strip = await screen.findByRole('navigation', { name: 'Indices' });
    const card = await within(strip).findByRole('button', { name: /NIFTY 500/ });
    await vi.waitFor(() => expect(card).toHaveTextContent('No live price'));
    expect(card).toHaveAttribute('title', refusal);
    expect(within(strip).getByRole('button', { name: /NIFTY 50\b/ })).toHaveTextContent('24,150.50');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the first price…')).not.toBeInTheDocument();
  });
});

describe('/livemarkets after the close', () => {
  it("names the last session's day over the chart, and an intraday chart without candles says why and offers the daily one", async () => {
    // The closed market's quote is the last session's daily bar, stamped at its 15:30 IST close.
    const closedAt = Date.UTC(2026, 0, 22, 10, 0);
    FakeHub.frames = {
      status: { feed: 'simulated', live: false },
      [`tick:${NIFTY}`]: tick(NIFTY, 'NIFTY 50', 25289.9, 25157.5, { open: 25344.15, high: 25435.75, low: 25168.5, timestamp: closedAt }),
      [`candles:${NIFTY}:1m`]: { interval: '1m', candles: [] },
    };
    vi.stubGlobal('WebSocket', FakeHub);
    mockFetch({
      '/api/live/indices': () => json([{ token: NIFTY, symbol: 'NIFTY 50', name: 'NIFTY 50' }]),
      '/api/live/instrument': () => json({ token: NIFTY, kind: 'index', symbol: 'NIFTY 50', name: 'NIFTY 50' }),
      '/api/indexes/': () => json({ bars: [] }),
    });
    renderApp('/livemarkets?interval=1m');

    const note = await screen.findByTestId('closed-chart-note');
    expect(note).toHaveTextContent('Market closed · last session 22 Jan 2026');
    expect(note).toHaveTextContent('No 1m candles are kept for that day');
    expect(screen.getByText('Market closed · last session 22 Jan 2026', { selector: 'span' })).toBeInTheDocument(); // the quote's own line
    expect(screen.getByText('25,344.15')).toBeInTheDocument(); // the day's open, not the last price
    expect(screen.getByTestId('chart-caption')).toHaveTextContent('Intraday, India time · last session 22 Jan 2026');

    fireEvent.click(within(note).getByRole('button', { name: 'Show the daily chart' }));
    await vi.waitFor(() => expect(screen.getByTestId('chart-caption')).toHaveTextContent('Daily history · last session 22 Jan 2026'));
    expect(screen.queryByTestId('closed-chart-note')).not.toBeInTheDocument();
  });
});

describe('LiveBadge', () => {
  it('says Simulated, Live or Closed from the feed status, and shows the connection state', () => {
    expect(liveBadgeLabel({ feed: 'simulated', live: true }, 'open')).toBe('Simulated');
    expect(liveBadgeLabel({ feed: 'kite', live: true }, 'open')).toBe('Live');
    expect(liveBadgeLabel({ feed: 'simulated', live: false }, 'open')).toBe('Simulated · Closed');
    expect(liveBadgeLabel({ feed: 'kite', live: false }, 'open')).toBe('Closed');
    expect(liveBadgeLabel(undefined, 'connecting')).toBe('Connecting');
    expect(liveBadgeLabel({ feed: 'kite', live: true }, 'reconnecting')).toBe('Reconnecting');
    const holiday = marketSessionAt(Date.UTC(2026, 10, 24, 5, 0)); // 24 Nov 2026: Guru Nanak Jayanti
    expect(liveBadgeTip({ feed: 'simulated', live: false, market: holiday }, 'Simulated · Closed')).toBe(
      "Closed for Guru Nanak Jayanti (Prakash Gurpurb Sri Guru Nanak Dev). Prices are the simulated session's last ones, or the last real close.",
    );
  });
});
