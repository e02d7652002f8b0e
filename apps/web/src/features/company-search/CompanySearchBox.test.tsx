import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CompanySearchBox } from './CompanySearchBox';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanySearchBox', () => {
  it('hands text typed into the stand-in over to the autocomplete once it has loaded', async () => {
    const fetch = mockFetch({
      '/api/company/list': () => json([{ name: 'Tata Steel', symbol: 'TATASTEEL', exchange: 'NSE', country: 'IN' }]),
    });
    renderWithProviders(<CompanySearchBox />);
    const standIn = screen.getByTestId('company-search');
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'tata' } });

    await waitFor(() => expect(screen.getByTestId('company-search')).toHaveAttribute('role', 'combobox'));
    expect(screen.getByTestId('company-search')).toHaveValue('tata');
    expect(await screen.findByRole('option', { name: /Tata Steel/ }, { timeout: 2000 })).toBeInTheDocument();
    expect(fetch.callsTo('/api/company/list')[0]?.url).toBe('/api/company/list?country=IN&q=tata');
  });
});
