import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveTick } from '../live';
import { QuoteHeader } from './QuoteHeader';

// INFY's session of 30 Sep 2025 as the daily bars have it, served while the market is closed (stamped at 15:30 IST).
const CLOSED: LiveTick = {
  instrumentToken: 408065,
  symbol: 'INFY',
  lastPrice: 1441.8,
  close: 1449.3,
  change: -7.5,
  changePercent: -0.52,
  open: 1446,
  high: 1452.2,
  low: 1438.1,
  timestamp: Date.UTC(2025, 8, 30, 10, 0),
  tradable: true,
  volume: 5_100_000,
};

describe('QuoteHeader with the market closed (issue 41, item 5)', () => {
  it("shows the last session's day and its own open, high and low", () => {
    render(<QuoteHeader symbol="INFY" name="Infosys" kind="stock" tick={CLOSED} live={false} />);
    expect(screen.getByText('Market closed · last session 30 Sep 2025')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('1,452.20');
    expect(document.body).toHaveTextContent('1,438.10');
  });
});
