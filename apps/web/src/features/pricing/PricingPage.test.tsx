import { PRICING_COLUMNS } from '@sanchay/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { formatRs } from './price';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pricing', () => {
  it('formats rupees the Indian way', () => {
    expect(formatRs(99)).toBe('Rs. 99');
    expect(formatRs(19999)).toBe('Rs. 19,999');
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
    expect(row).toHaveTextContent('Rs. 99');
    expect(row).toHaveTextContent('New investors');
    const struck = row.querySelector('s');
    expect(struck).toHaveTextContent('Rs. 199');
    expect(within(table).getByRole('row', { name: /Enterprise/ })).toHaveTextContent(
      'Your Data, Our Software. Your AI.',
    );
  });
});
