import type { OptionChain, OptionQuote } from '@sanchay/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DEFAULT_GROUPS } from './chainColumns';
import { OptionChainTable } from './OptionChainTable';
import { legsForPreset, StrategyPanel } from './StrategyPanel';

function quote(strike: number, kind: 'CE' | 'PE', ltp: number): OptionQuote {
  return {
    token: -(strike * 10 + (kind === 'CE' ? 1 : 2)),
    symbol: `NIFTY26NOV${strike}${kind}`,
    ltp,
    change: 1.5,
    changePct: 1,
    bid: ltp - 0.5,
    ask: ltp + 0.5,
    volume: 1000,
    oi: strike === 24000 ? 5_00_000 : 1_00_000,
    oiChange: 6500,
    iv: 13,
    delta: kind === 'CE' ? 0.5 : -0.5,
    gamma: 0.0008,
    theta: -9.5,
    vega: 12.1,
  };
}

const strikes = [23850, 23900, 23950, 24000, 24050, 24100, 24150];
const CHAIN: OptionChain = {
  underlying: 'NIFTY',
  expiry: '2026-11-24',
  spot: 24012.3,
  spotChange: 40.2,
  forward: 24021.4,
  atmStrike: 24000,
  atmIv: 13,
  daysToExpiry: 3,
  lotSize: 65,
  strikeStep: 50,
  rate: 0.065,
  pcrOi: 1.1,
  pcrVolume: 0.9,
  maxPain: 24000,
  totals: { callOi: 1, putOi: 1, callVolume: 1, putVolume: 1 },
  rows: strikes.map((k) => ({ strike: k, call: quote(k, 'CE', Math.max(5, 24021 - k + 60)), put: quote(k, 'PE', Math.max(5, k - 24021 + 60)) })),
  simulated: true,
  source: 'generated',
  asOf: 1,
};

describe('option chain table', () => {
  it('marks the ATM strike, the spot, and adds a buy leg from an ask', () => {
    const onTrade = vi.fn();
    renderWithProviders(<OptionChainTable chain={CHAIN} groups={new Set(DEFAULT_GROUPS)} around={null} compact={false} onTrade={onTrade} />);
    const table = screen.getByRole('table', { name: 'NIFTY option chain, expiry 2026-11-24' });
    const atm = within(table).getByTestId('atm-row');
    expect(atm).toHaveTextContent('24,000');
    expect(atm).toHaveTextContent('ATM');
    expect(within(table).getByTestId('spot-row')).toHaveTextContent('Spot 24,012.30');
    fireEvent.click(within(atm).getByRole('button', { name: 'Buy 24000 CE at 81.50' }));
    expect(onTrade).toHaveBeenCalledWith('call', 24000, 'buy', CHAIN.rows[3]!.call);
    // Greeks are off by default.
    expect(within(table).queryByText('Delta')).toBeNull();
  });

  it('on a phone puts OI and LTP of both sides around the strike first', () => {
    renderWithProviders(<OptionChainTable chain={CHAIN} groups={new Set(DEFAULT_GROUPS)} around={2} compact onTrade={vi.fn()} />);
    const headerRow = screen.getAllByRole('row')[1]!;
    const labels = within(headerRow).getAllByRole('columnheader').map((c) => c.textContent);
    expect(labels.slice(0, 5)).toEqual(['OI', 'LTP', 'Strike', 'LTP', 'OI']);
    // ±2 strikes around the ATM strike.
    expect(screen.getAllByRole('row').filter((r) => r.dataset.strike)).toHaveLength(5);
  });
});

describe('strategy panel', () => {
  it('builds a bull call spread from the chain and shows its capped profit and loss', () => {
    const legs = legsForPreset('Bull call spread', CHAIN);
    expect(legs.map((l) => [l.side, l.kind, l.strike, l.premium, l.lotSize])).toEqual([
      ['buy', 'call', 24000, 81.5, 65],
      ['sell', 'call', 24100, 4.5, 65],
    ]);
    renderWithProviders(<StrategyPanel chain={CHAIN} legs={legs} onChange={vi.fn()} />);
    const summary = screen.getByTestId('strategy-summary');
    expect(summary).toHaveTextContent('Max profit');
    expect(summary).not.toHaveTextContent('Unlimited');
    expect(screen.getAllByTestId('strategy-leg')).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Strategy payoff/ })).toBeInTheDocument();
  });
});
