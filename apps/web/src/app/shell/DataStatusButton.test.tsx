import { DATA_SOURCE_DEFINITIONS } from '@sanchay/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const AS_OF: Record<string, string | null> = {
  stock_prices: '2025-09-30',
  etf_prices: '2024-06-21',
  index_levels: '2021-08-26',
  mutual_fund_navs: '2025-05-16',
  fundamentals: '2024-07-01',
  shareholding: '2024-03-31',
  etf_list: null,
};

describe('data status in the top bar', () => {
  it('lists every source with its date and age, and flags old ones in plain words', async () => {
    mockFetch({
      '/api/data/status': () => json({ dataOrigin: 'mirror', sources: DATA_SOURCE_DEFINITIONS.map((d) => ({ ...d, asOf: AS_OF[d.id] })) }),
    });
    renderApp('/about');
    const button = await screen.findByTestId('data-status-button');
    expect(button).toHaveAccessibleName(/7 sources out of date/);
    await userEvent.click(button);
    const panel = await screen.findByTestId('data-status');
    expect(within(panel).getByTestId('data-source-stock_prices')).toHaveTextContent('Stock prices30 Sep 2025');
    expect(within(panel).getByTestId('data-source-stock_prices')).toHaveTextContent(/should be at most 5 days old/);
    expect(within(panel).getByTestId('data-source-index_levels')).toHaveTextContent('26 Aug 2021');
    expect(within(panel).getByTestId('data-source-etf_list')).toHaveTextContent('not loaded');
    expect(within(panel).getByTestId('data-status-apart')).toHaveTextContent('Index levels end 26 Aug 2021 while stock prices run to 30 Sep 2025');
  });
});
