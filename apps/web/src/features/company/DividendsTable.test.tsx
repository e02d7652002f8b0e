import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DividendsTable } from './DividendsTable';

describe('DividendsTable', () => {
  it('lists dividends per share by ex-date, newest first, with the per-share figure on today\'s basis after a bonus', () => {
    renderWithProviders(
      <DividendsTable
        symbol="ITC"
        currency="INR"
        dividends={[
          { exDate: '2022-07-01', recordDate: null, kind: 'final', perShare: 10, perShareAdjusted: 5, purpose: 'Final Dividend - Rs 10 Per Share' },
          { exDate: '2023-10-01', recordDate: '2023-10-02', kind: 'interim', perShare: 3, perShareAdjusted: 3, purpose: 'Interim Dividend - Rs 3 Per Share' },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Dividends of ITC' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/1 Oct 2023.*Interim.*₹3\.00.*₹3\.00/);
    expect(rows[1]).toHaveTextContent(/1 Jul 2022.*Final.*₹10\.00.*₹5\.00/);
  });

  it('says plainly when there are none', () => {
    renderWithProviders(<DividendsTable symbol="TCS" currency="INR" dividends={[]} />);
    expect(screen.getByText(/No dividends on file for TCS\./)).toBeInTheDocument();
  });
});
