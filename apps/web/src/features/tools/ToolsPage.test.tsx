import { EPS_GROWTH_OPTIONS, VALUATION_TEXT } from '@sanchay/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

beforeEach(() => mockFetch());
afterEach(() => vi.unstubAllGlobals());


describe('tools page valuation matrix', { timeout: 30_000 }, () => {
  it('shows the spec texts, the corner labels and the default matrix (10% growth, 1 year)', async () => {
    renderApp('/tools');
    expect(await screen.findByRole('heading', { level: 1, name: VALUATION_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: VALUATION_TEXT.tableTitle })).toBeInTheDocument();
    expect(screen.getByText(VALUATION_TEXT.subtitle)).toBeInTheDocument();
    expect(screen.getByText(VALUATION_TEXT.description)).toBeInTheDocument();
    const matrix = screen.getByTestId('valuation-matrix');
    expect(within(matrix).getByText(VALUATION_TEXT.entryCorner)).toBeInTheDocument();
    expect(within(matrix).getByText(VALUATION_TEXT.exitCorner)).toBeInTheDocument();
    expect(within(matrix).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      `${VALUATION_TEXT.entryCorner}${VALUATION_TEXT.exitCorner}`,
      '15', '20', '25', '30', '40', '50', '60', '70',
    ]);
    // exit 15, entry 20: 15 x 110 / 2000 - 1 = -17.50%
    expect(screen.getByTestId('cagr-15-20')).toHaveTextContent('-17.50%');
    expect(screen.getByTestId('cagr-70-15')).toHaveTextContent('413.33%');
    // the tools screen uses the larger box
    expect(matrix).toHaveStyle({ maxHeight: '620px', maxWidth: '1000px' });
  });

  it('recomputes when the EPS growth or the years change', async () => {
    renderApp('/tools');
    await screen.findByTestId('valuation-matrix');
    await userEvent.click(screen.getByRole('combobox', { name: VALUATION_TEXT.growthLabel }));
    expect(await screen.findAllByRole('option')).toHaveLength(EPS_GROWTH_OPTIONS.length);
    await userEvent.click(screen.getByRole('option', { name: '20%' }));
    // 15 x 120 / 2000 - 1 = -10.00%
    expect(screen.getByTestId('cagr-15-20')).toHaveTextContent('-10.00%');
    expect(screen.getByTestId('cagr-30-30')).toHaveTextContent('20.00%');

    await userEvent.click(screen.getByRole('combobox', { name: VALUATION_TEXT.yearsLabel }));
    const years = await screen.findAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(Array.from({ length: 20 }, (_, i) => (i === 0 ? '1 Year' : `${i + 1} Years`)));
    await userEvent.click(screen.getByRole('option', { name: '5 Years' }));
    // grown 100 x 1.2^5 = 248.832; exit 15 x 248.832 / (30 x 100) = 1.24416; ^(1/5) -> 4.47%
    expect(screen.getByTestId('cagr-15-30')).toHaveTextContent('4.47%');
  });

  it('links to the other tools', async () => {
    renderApp('/tools');
    expect(await screen.findByRole('link', { name: /Calculators/ })).toHaveAttribute('href', '/utils');
    expect(screen.getByRole('link', { name: /Risk profile/ })).toHaveAttribute('href', '/riskProfile');
  });
});

