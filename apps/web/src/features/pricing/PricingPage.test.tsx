import { PRICING_COLUMNS } from '@sanchay/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { formatFee } from './price';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pricing', () => {
  it('formats rupees the Indian way, with ₹ (never "Rs.")', () => {
    expect(formatFee(99)).toBe('₹99');
    expect(formatFee(19999)).toBe('₹19,999');
  });

  it('shows the Offerings table with struck-out list prices', async () => {
    mockFetch();
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerings' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Offerings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...PRICING_COLUMNS]);

    const row = within(table).getByRole('row', { name: /Index Funds/ });
    expect(row).toHaveTextContent('₹99');
    expect(row).toHaveTextContent('New investors');
    const struck = row.querySelector('s');
    expect(struck).toHaveTextContent('₹199');
    expect(within(table).getByRole('row', { name: /Enterprise/ })).toHaveTextContent(
      'Your Data, Our Software. Your AI.',
    );
  });

  it('lists what each plan includes, with sign-in for the plans and contact for Enterprise', async () => {
    mockFetch();
    renderApp('/pricing');
    const stocks = await screen.findByTestId('plan-Stocks');
    expect(stocks).toHaveTextContent('Research Agent');
    expect(within(stocks).getByRole('link', { name: 'Sign in to start' })).toHaveAttribute('href', '/login?redirect=/assistant');
    const enterprise = screen.getByTestId('plan-Enterprise');
    // The contact address comes with /api/config: the link turns into mailto: once it has loaded.
    await waitFor(() => expect(within(enterprise).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/));
  });
});
