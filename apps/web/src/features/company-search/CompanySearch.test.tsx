import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import CompanySearch from './CompanySearch';

function CompanyProbe() {
  const { symbol } = useParams();
  return <p data-testid="company-page">{symbol}</p>;
}

function renderSearch() {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CompanySearch />
            <Routes>
              <Route path="/company/:symbol" element={<CompanyProbe />} />
            </Routes>
          </>
        }
      />
    </Routes>,
  );
}

const RESULTS = [
  { name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE', country: 'IN' },
  { name: 'Reliance Power Ltd', symbol: 'RPOWER', exchange: 'NSE', country: 'IN' },
  { name: 'Blank Symbol Ltd', symbol: '  ', exchange: 'NSE', country: 'IN' },
];

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // Let fetch's body reading and the query cache's notifications (real I/O ticks) finish.
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

function type(value: string) {
  fireEvent.change(screen.getByTestId('company-search'), { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('company search', () => {
  it('asks the server only from 3 characters, after 300 ms of quiet', async () => {
    const fetch = mockFetch({ '/api/company/list': () => json(RESULTS) });
    renderSearch();
    const searches = () => fetch.callsTo('/api/company/list');

    type('re');
    await advance(1000);
    expect(searches()).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    type('rel');
    await advance(299);
    expect(searches()).toHaveLength(0);
    await advance(1);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.url).toBe('/api/company/list?country=IN&q=rel');

    // Typing on within 300 ms sends only the last text.
    type('reli');
    await advance(150);
    type('relia nce');
    await advance(300);
    expect(searches()).toHaveLength(2);
    expect(searches()[1]?.url).toBe('/api/company/list?country=IN&q=relia%20nce');
  });

  it('shows the results unfiltered and empties them below 3 characters', async () => {
    mockFetch({ '/api/company/list': () => json(RESULTS) });
    renderSearch();
    fireEvent.focus(screen.getByTestId('company-search'));
    type('xyz');
    await advance(350);
    // The client does not filter: none of the names contains "xyz".
    expect(screen.getAllByRole('option')).toHaveLength(3);

    type('xy');
    await advance(0);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says what became of a listing that no longer trades', async () => {
    mockFetch({
      '/api/company/list': () =>
        json([
          { name: 'HDFC Bank Limited', symbol: 'HDFCBANK', exchange: 'NSE', country: 'IN' },
          { name: 'Housing Development Finance Corporation Limited', symbol: 'HDFC', exchange: 'NSE', country: 'IN', note: 'merged into HDFC Bank, Jul 2023' },
        ]),
    });
    renderSearch();
    fireEvent.focus(screen.getByTestId('company-search'));
    type('hdfc');
    await advance(350);
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toBe('HDFC Bank LimitedHDFCBANK · NSE');
    expect(options[1]!.textContent).toContain('merged into HDFC Bank, Jul 2023');
  });

  it('opens /company/:symbol on a pick and clears the box; a blank symbol is ignored', async () => {
    mockFetch({ '/api/company/list': () => json(RESULTS) });
    renderSearch();
    const input = screen.getByTestId('company-search');
    fireEvent.focus(input);
    type('reliance');
    await advance(350);

    fireEvent.click(screen.getByRole('option', { name: /Blank Symbol/ }));
    expect(screen.queryByTestId('company-page')).not.toBeInTheDocument();

    type('reliance');
    await advance(350);
    fireEvent.click(screen.getByRole('option', { name: /Reliance Industries/ }));
    expect(screen.getByTestId('company-page')).toHaveTextContent('RELIANCE');
    expect(input).toHaveValue('');
  });

  it('only logs a failed search', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ '/api/company/list': () => json({ error: 'boom', message: 'down' }, 500) });
    renderSearch();
    fireEvent.focus(screen.getByTestId('company-search'));
    type('tata');
    await advance(350);
    expect(warn).toHaveBeenCalledWith('Company search failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
