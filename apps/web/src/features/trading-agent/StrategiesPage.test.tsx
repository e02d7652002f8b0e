import { DELIVERY_COSTS, INTRADAY_COSTS, type TradingBacktestResponse } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { renderEquityChart } from './equityChartRenderer';
import StrategiesPage from './StrategiesPage';

// lightweight-charts needs a canvas, which jsdom lacks: the drawing module is replaced.
vi.mock('./equityChartRenderer', () => ({ renderEquityChart: vi.fn(() => () => undefined) }));

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const metrics = (partial: object = {}) => ({
  startValue: 100_000,
  finalValue: 182_345.67,
  totalReturn: 0.8234567,
  cagr: 0.1234,
  maxDrawdown: { value: 0.2351, peakDate: '2020-01-14', troughDate: '2020-03-23', recoveryDate: '2020-11-10' },
  volatility: 0.2,
  sharpe: 0.87,
  ...partial,
});

function response(): TradingBacktestResponse {
  return {
    symbol: 'RELIANCE',
    name: 'Reliance Industries Limited',
    strategy: { kind: 'rsi_reversion', period: 10, buyBelow: 25, sellAbove: 75 },
    execution: 'next_open',
    costs: DELIVERY_COSTS,
    initialCapital: 100_000,
    riskFreeRatePct: 6.5,
    from: '2019-01-01',
    to: '2024-12-31',
    bars: 1490,
    metrics: { ...metrics(), winRate: 0.625, trades: 9, exposure: 0.41, totalCosts: 1834.5 },
    benchmark: { name: 'RELIANCE buy and hold', metrics: metrics({ finalValue: 210_000, cagr: 0.15, sharpe: 0.9 }) },
    curve: [
      { date: '2019-01-01', equity: 100_000, benchmark: 100_000 },
      { date: '2019-01-02', equity: 101_000, benchmark: 99_000 },
      { date: '2024-12-31', equity: 182_345.67, benchmark: 210_000 },
    ],
    trades: [
      { entryDate: '2019-03-04', entryPrice: 1180.5, exitDate: '2019-05-10', exitPrice: 1290.25, quantity: 84, costs: 207.54, pnl: 9011.46, returnPct: 0.0907, bars: 47, open: false },
      { entryDate: '2024-11-04', entryPrice: 1300, exitDate: null, exitPrice: null, quantity: 140, costs: 182, pnl: -3000, returnPct: -0.0163, bars: 40, open: true },
    ],
  };
}

const nifty = {
  name: 'NIFTY 50',
  quote: null,
  constituents: ['HDFCBANK', 'RELIANCE'].map((symbol) => ({ symbol, exchange: 'NSE', name: symbol, industry: null, weight: 10, close: 100, changePct: 0, marketCap: null })),
};

const field = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId).parentElement!.querySelector('[role="combobox"]')!;
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function openPage() {
  renderWithProviders(<StrategiesPage />, { route: '/tradingagent/strategies' });
  // The form opens once the default symbol is known (RELIANCE when the NIFTY 50 has it, as mocked here).
  await screen.findByRole('button', { name: 'Run backtest' });
}

describe('Strategies page', () => {
  it('says what is wrong before asking the server: fast >= slow, blanks, bad numbers', async () => {
    const fetch = mockFetch({ '/api/indices/NIFTY%2050': () => json(nifty) });
    await openPage();
    type('fast', '200');
    type('slow', '50');
    type('initialCapital', 'lots');
    fireEvent.click(screen.getByRole('button', { name: 'Run backtest' }));
    expect(await screen.findByText('The fast period must be shorter than the slow period')).toBeInTheDocument();
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    expect(fetch.callsTo('/api/trading/backtest')).toHaveLength(0);
    // Editing the field clears its message.
    type('fast', '20');
    expect(screen.queryByText('The fast period must be shorter than the slow period')).not.toBeInTheDocument();
  });

  it('posts the strategy, period and costs, then shows the metrics, the curve and the trades', async () => {
    const fetch = mockFetch({ '/api/indices/NIFTY%2050': () => json(nifty), 'POST /api/trading/backtest': () => json(response()) });
    await openPage();
    await choose('field-kind', 'RSI mean reversion');
    type('rsiPeriod', '10');
    type('buyBelow', '25');
    type('sellAbove', '75');
    // Dates are typed dd/mm/yyyy; the request carries the calendar day.
    type('from', '01/01/2019');
    await choose('field-costPreset', 'Zerodha intraday (MIS)');
    expect(field('brokerageCap').value).toBe('20');
    type('slippagePct', '0.05');
    fireEvent.click(screen.getByRole('button', { name: 'Run backtest' }));

    await screen.findByTestId('backtest-results');
    expect(fetch.callsTo('/api/trading/backtest')[0]!.body).toEqual({
      symbol: 'RELIANCE',
      strategy: { kind: 'rsi_reversion', period: 10, buyBelow: 25, sellAbove: 75 },
      from: '2019-01-01',
      initialCapital: 100_000,
      execution: 'next_open',
      costs: { ...INTRADAY_COSTS, slippagePct: 0.05 },
      benchmark: 'symbol',
      riskFreeRatePct: 6.5,
    });
    expect(screen.getByTestId('metric-cagr')).toHaveTextContent('12.34%');
    expect(screen.getByTestId('metric-cagr')).toHaveTextContent('Benchmark 15.00%');
    expect(screen.getByTestId('metric-drawdown')).toHaveTextContent('-23.5%');
    expect(screen.getByTestId('metric-sharpe')).toHaveTextContent('0.87');
    expect(screen.getByTestId('metric-winrate')).toHaveTextContent('62.5%');
    expect(screen.getByTestId('metric-trades')).toHaveTextContent('9');
    expect(screen.getByTestId('metric-final')).toHaveTextContent('₹1,82,346');
    expect(screen.getByRole('img', { name: /Portfolio value of RSI mean reversion \(10, 25\/75\) and RELIANCE buy and hold/ })).toBeInTheDocument();
    await waitFor(() => expect(renderEquityChart).toHaveBeenCalled());
    expect(vi.mocked(renderEquityChart).mock.calls.at(-1)![1].benchmark.map((p) => p.value)).toEqual([100_000, 99_000, 210_000]);
    const trades = screen.getByRole('table', { name: 'Trades' });
    const rows = within(trades).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('₹1,180.50');
    expect(rows[1]).toHaveTextContent('+₹9,011.46');
    expect(rows[2]).toHaveTextContent('Open');
    expect(screen.getByRole('button', { name: 'Download CSV: Trades' })).toBeEnabled();
  });

  it("shows the server's message when the backtest cannot run", async () => {
    mockFetch({
      'POST /api/trading/backtest': () => json({ error: 'insufficient_history', message: 'RELIANCE has 12 daily bars from 2030-01-01; a backtest needs at least 30.' }, 400),
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Run backtest' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The backtest could not run');
    expect(alert).toHaveTextContent('RELIANCE has 12 daily bars from 2030-01-01; a backtest needs at least 30.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });
});
