import type { DipSipBacktestResponse, StrategyResult } from '@sanchay/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { stubMatchMedia } from '../../test/matchMedia';
import { renderWithProviders } from '../../test/render';
import BacktestDialog from './BacktestDialog';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const curve = (values: number[]) => values.map((value, i) => ({ date: `2024-01-${String(i + 1).padStart(2, '0')}`, value, invested: 1000 * (i + 1) }));

function strategy(partial: Partial<StrategyResult>): StrategyResult {
  return { invested: 250000, units: 1000, finalValue: 400000, xirr: 0.12, maxDrawdown: 0.2, buys: 250, curve: curve([1000, 2100, 2900, 4200]), ...partial };
}

function response(partial: Partial<DipSipBacktestResponse> = {}): DipSipBacktestResponse {
  return {
    symbol: 'NIFTYBEES',
    from: '2011-03-14',
    to: '2026-03-13',
    bars: 3702,
    amount: 1000,
    trigger: 2,
    monthlyCap: null,
    monthEndFallback: false,
    years: 15,
    dip: strategy({ invested: 250000, finalValue: 612345.6, xirr: 0.1123, maxDrawdown: 0.3412, buys: 250 }),
    sip: strategy({ invested: 250000, finalValue: 655000, xirr: 0.1234, maxDrawdown: 0.301, buys: 180 }),
    verdict: 'sip_won',
    xirrDifference: 0.1123 - 0.1234,
    ...partial,
  };
}

const open = (props: Partial<{ symbol: string; amount: number; trigger: number }> = {}) =>
  renderWithProviders(<BacktestDialog open onClose={vi.fn()} symbol="NIFTYBEES" amount={1000} trigger={2} {...props} />);

describe('BacktestDialog', () => {
  it('shows DipSIP against the plain SIP in rupees and says plainly when dipping lost', async () => {
    const fetch = mockFetch({ '/api/dipsip/backtest': () => json(response()) });
    open();
    expect(screen.getByRole('status', { name: 'Running backtest' })).toBeInTheDocument();
    const verdict = await screen.findByTestId('backtest-verdict');
    expect(verdict).toHaveTextContent(
      'Plain monthly SIP did better here: dip-buying lost 1.11% XIRR. Published studies find dip rules add about 0 to 0.3% XIRR at best; DipSIP is a discipline tool, not an edge.',
    );
    const table = screen.getByRole('table', { name: 'Backtest results' });
    const cells = (label: string) => within(within(table).getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Invested')).toEqual(['₹2,50,000', '₹2,50,000']);
    expect(cells('Final value')).toEqual(['₹6,12,346', '₹6,55,000']);
    expect(cells('XIRR')).toEqual(['11.23%', '12.34%']);
    expect(cells('Max drawdown')).toEqual(['-34.1%', '-30.1%']);
    expect(cells('Buys')).toEqual(['250', '180']);
    expect(screen.getByRole('img', { name: /Portfolio value of DipSIP and a plain monthly SIP/ })).toBeInTheDocument();
    expect(screen.getByText(/3,702 trading days/)).toBeInTheDocument();

    const [request] = fetch.callsTo('/api/dipsip/backtest');
    const url = new URL(request!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ symbol: 'NIFTYBEES', amount: '1000', trigger: '2', monthEndFallback: 'false', years: '15' });
  });

  it('re-runs with the period, the month-end fallback and the monthly cap', async () => {
    const fetch = mockFetch({ '/api/dipsip/backtest': () => json(response()) });
    open();
    await screen.findByTestId('backtest-verdict');
    fireEvent.click(screen.getByRole('button', { name: '5 years' }));
    await waitFor(() => expect(fetch.callsTo('/api/dipsip/backtest').at(-1)!.url).toContain('years=5'));
    fireEvent.click(screen.getByRole('switch', { name: 'Buy at month-end if no dip' }));
    await waitFor(() => expect(fetch.callsTo('/api/dipsip/backtest').at(-1)!.url).toContain('monthEndFallback=true'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Monthly cap (₹)' }), { target: { value: '5000' } });
    await waitFor(() => expect(fetch.callsTo('/api/dipsip/backtest').at(-1)!.url).toContain('monthlyCap=5000'));
    const last = new URL(fetch.callsTo('/api/dipsip/backtest').at(-1)!.url, 'http://x');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ years: '5', monthEndFallback: 'true', monthlyCap: '5000' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Monthly cap (₹)' }), { target: { value: '-3' } });
    expect(screen.getByText('Enter an amount above 0, or leave empty')).toBeInTheDocument();
  });

  it('says when DipSIP did better without promising an edge', async () => {
    mockFetch({ '/api/dipsip/backtest': () => json(response({ verdict: 'dip_won', xirrDifference: 0.0021 })) });
    open();
    expect(await screen.findByTestId('backtest-verdict')).toHaveTextContent(
      'DipSIP did better here: dip-buying added 0.21% XIRR over a plain monthly SIP of the same cash. Do not count on it repeating. Published studies find dip rules add about 0 to 0.3% XIRR at best',
    );
  });

  it('explains a period without any dip', async () => {
    const none = strategy({ invested: 0, finalValue: 0, xirr: null, maxDrawdown: 0, buys: 0, units: 0 });
    mockFetch({ '/api/dipsip/backtest': () => json(response({ dip: none, sip: none, verdict: 'tie', xirrDifference: null, trigger: 9 })) });
    open({ trigger: 9 });
    expect(await screen.findByTestId('backtest-verdict')).toHaveTextContent('No day in this period closed 9% or more below the day before, so DipSIP bought nothing.');
    const row = screen.getByRole('rowheader', { name: 'XIRR' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['—', '—']);
  });

  it("shows the server's message when the backtest cannot run", async () => {
    mockFetch({
      '/api/dipsip/backtest': () => json({ error: 'insufficient_history', message: 'NEWETF has 12 daily prices; a backtest needs at least 60.' }, 400),
    });
    open({ symbol: 'NEWETF' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not run the backtest');
    expect(alert).toHaveTextContent('NEWETF has 12 daily prices; a backtest needs at least 60.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('does not fetch while closed and closes from its button', async () => {
    const fetch = mockFetch({ '/api/dipsip/backtest': () => json(response()) });
    const onClose = vi.fn();
    renderWithProviders(<BacktestDialog open={false} onClose={onClose} symbol="NIFTYBEES" amount={1000} trigger={2} />);
    expect(fetch.callsTo('/api/dipsip/backtest')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    renderWithProviders(<BacktestDialog open onClose={onClose} symbol="NIFTYBEES" amount={1000} trigger={2} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is full screen on phones', async () => {
    onTestFinished(stubMatchMedia((query) => query.includes('max-width')));
    mockFetch({ '/api/dipsip/backtest': () => json(response()) });
    open();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.className).toMatch(/paperFullScreen/));
  });
});
