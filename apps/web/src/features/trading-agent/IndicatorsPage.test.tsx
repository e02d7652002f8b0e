import type { TradingIndicatorsResponse, TradingSignalsResponse } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { toIndicatorChart } from './chartModel';
import { renderIndicatorChart } from './indicatorChartRenderer';
import IndicatorsPage from './IndicatorsPage';
import { DEFAULT_SETTINGS, indicatorQuery, paramError } from './indicatorSettings';

// lightweight-charts needs a canvas, which jsdom lacks: the drawing module is replaced.
vi.mock('./indicatorChartRenderer', () => ({ renderIndicatorChart: vi.fn(() => () => undefined) }));

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const chart: TradingIndicatorsResponse = {
  symbol: 'RELIANCE',
  name: 'Reliance Industries Limited',
  kind: 'stock',
  from: '2024-01-01',
  to: '2024-01-03',
  bars: [
    { date: '2024-01-01', open: 10, high: 11, low: 9, close: 10.5 },
    { date: '2024-01-02', open: 10.5, high: 12, low: 10, close: 11.5 },
    { date: '2024-01-03', open: null, high: null, low: null, close: 11 },
  ],
  indicators: [
    { id: 'sma:50', kind: 'sma', label: 'SMA (50)', params: [50], pane: 'price', lines: { sma: [10, 10.2, 10.4] } },
    { id: 'supertrend:10:3', kind: 'supertrend', label: 'SuperTrend (10, 3)', params: [10, 3], pane: 'price', lines: { supertrend: [9, 9.5, 12], direction: [1, 1, -1] } },
    { id: 'rsi:14', kind: 'rsi', label: 'RSI (14)', params: [14], pane: 'rsi', lines: { rsi: [40, 55, 48] } },
  ],
};

const signals: TradingSignalsResponse = {
  index: 'NIFTY 50',
  asOf: '2024-01-03',
  rows: [
    {
      symbol: 'TCS',
      name: 'Tata Consultancy Services',
      industry: 'IT',
      signals: {
        date: '2024-01-03',
        close: 3800,
        rsi: { value: 28.123, state: 'oversold' },
        macd: { macd: 1, signal: 0.5, histogram: 0.5, state: 'cross_up', barsAgo: 0 },
        superTrend: { value: 3700, state: 'above', barsAgo: null },
        bollinger: { upper: 3900, middle: 3800, lower: 3700, state: 'inside' },
        smaCross: { fast: 3700, slow: 3600, state: 'golden_cross', barsAgo: 3 },
      },
    },
    { symbol: 'ABB', name: 'ABB India', industry: null, signals: null },
  ],
};

describe('indicator settings', () => {
  it('send only the switched-on, valid indicators', () => {
    expect(indicatorQuery(DEFAULT_SETTINGS)).toBe('sma:50,sma:200,supertrend:10:3,rsi:14,macd:12:26:9');
    expect(paramError('macd', 0, '30', ['30', '26', '9'])).toBe('Below slow');
    expect(paramError('sma', 0, '1', ['1'])).toBe('2–500');
    const broken = DEFAULT_SETTINGS.map((s) => (s.key === 'rsi' ? { ...s, params: ['abc'] } : s));
    expect(indicatorQuery(broken)).not.toContain('rsi');
  });

  it('shape the answer for the chart: flat candles for close-only bars, SuperTrend coloured by trend with its flips left blank, RSI in its own pane', () => {
    const model = toIndicatorChart(chart, DEFAULT_SETTINGS, { up: 'green', down: 'red', upFaint: 'g', downFaint: 'r' });
    expect(model.candles[2]).toEqual({ time: '2024-01-03', open: 11, high: 11, low: 11, close: 11 });
    expect(model.overlays.map((o) => o.name)).toEqual(['SMA 50', 'SuperTrend 10/3']);
    // The segment from day 2 to the flip on day 3 is not drawn.
    expect(model.overlays[1]).toMatchObject({ values: [9, 9.5, 12], colors: ['green', 'transparent', 'red'] });
    expect(model.panes).toEqual([{ id: 'rsi:14', lines: [{ name: 'RSI 14', color: '#7c3aed', values: [40, 55, 48] }], guides: [30, 70] }]);
  });
});

describe('Indicators page', () => {
  it('draws the chart of the default symbol and lists the Nifty 50 signals', async () => {
    const fetch = mockFetch({ '/api/trading/indicators': () => json(chart), '/api/trading/signals': () => json(signals) });
    renderWithProviders(<IndicatorsPage />, { route: '/tradingagent/indicators' });
    expect(await screen.findByRole('img', { name: /Reliance Industries Limited daily candles from 2024-01-01 to 2024-01-03 with RSI panes/ })).toBeInTheDocument();
    await waitFor(() => expect(renderIndicatorChart).toHaveBeenCalled());
    const drawn = vi.mocked(renderIndicatorChart).mock.calls.at(-1)![1];
    expect(drawn.candles).toHaveLength(3);
    expect(drawn.overlays.map((o) => o.name)).toEqual(['SMA 50', 'SuperTrend 10/3']);
    expect(drawn.panes.map((p) => p.lines.length)).toEqual([1]);
    expect(fetch.callsTo('/api/trading/indicators')[0]!.url).toContain('symbol=RELIANCE&range=1Y&indicators=sma%3A50%2Csma%3A200%2Csupertrend%3A10%3A3%2Crsi%3A14%2Cmacd%3A12%3A26%3A9');

    const table = await screen.findByRole('table', { name: 'NIFTY 50 signals' });
    const tcs = within(table).getByRole('row', { name: /TCS/ });
    expect(tcs).toHaveTextContent('28.12');
    expect(tcs).toHaveTextContent('Oversold');
    expect(tcs).toHaveTextContent('Crossed uptoday');
    expect(tcs).toHaveTextContent('Golden cross3d ago');
    expect(within(table).getByRole('row', { name: /ABB/ })).toHaveTextContent('—');

    // Switching ATR on asks for it (after the typing pause).
    fireEvent.click(screen.getByRole('checkbox', { name: 'ATR' }));
    await waitFor(() => expect(fetch.callsTo('/api/trading/indicators').some((r) => r.url.includes('atr%3A14'))).toBe(true), { timeout: 3000 });
  });

  it('opens on the heaviest NIFTY 50 company when RELIANCE is not in the data (demo universe)', async () => {
    const fetch = mockFetch({
      '/api/indices/NIFTY%2050': () =>
        json({ name: 'NIFTY 50', quote: null, constituents: [{ symbol: 'SAHFIN', exchange: 'NSE', name: 'Sahyadri Finance Ltd', industry: null, weight: 12, close: 100, changePct: 1, marketCap: null }] }),
      '/api/trading/indicators': () => json({ ...chart, symbol: 'SAHFIN', name: 'Sahyadri Finance Ltd' }),
      '/api/trading/signals': () => json(signals),
    });
    renderWithProviders(<IndicatorsPage />, { route: '/tradingagent/indicators' });
    await waitFor(() => expect(screen.getByTestId('trading-symbol')).toHaveTextContent('SAHFIN'));
    await waitFor(() => expect(fetch.callsTo('/api/trading/indicators')[0]!.url).toContain('symbol=SAHFIN&'));
  });
});
