import type { ResearchAnswerWire, ResearchCatalogue } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { builderQuery, completion } from './queryText';

vi.setConfig({ testTimeout: 20_000 });

const CATALOGUE: ResearchCatalogue = {
  metrics: [
    { key: 'marketCap', name: 'Market Capitalization', aliases: ['Market cap'], unit: 'crore', description: 'Share price times shares.' },
    { key: 'roe', name: 'Return on equity', aliases: ['ROE'], unit: 'percent', description: 'Net profit over equity.' },
    { key: 'debtToEquity', name: 'Debt to equity', aliases: ['D/E'], unit: 'ratio', description: 'Borrowings over equity.' },
  ],
  sectors: ['Financials', 'Information Technology'],
  indices: ['NIFTY 50'],
  capTypes: ['Large Cap', 'Mid Cap'],
};

const answer = (query: string): ResearchAnswerWire => ({
  kind: 'table',
  restated: 'Top 25 companies by Market Capitalization (highest first), where Return on equity > 15%',
  lead: '2 companies match: ROE > 15%; showing all by Market cap.',
  markdown: '',
  columns: ['name', 'symbol', 'market_cap', 'roe'],
  labels: ['Company', 'Symbol', 'Market Capitalization (Rs Cr)', 'Return on equity (%)'],
  rows: [
    { name: 'Tata Consultancy Services Limited', symbol: 'TCS', market_cap: 1045063.1, roe: 51.51 },
    { name: 'Infosys Limited', symbol: 'INFY', market_cap: 653446.07, roe: 31.83 },
  ],
  asOf: '2025-09-30',
  note: "Figures of other dates than 30 Sep 2025: Market capitalization of INFY: as of 1 Jul 2024 (at that day's price: not yet valued at the latest close).",
  source: 'NSE bhavcopy, Screener exports',
  plan: null,
  query,
});

function screenHandler(request: RecordedRequest) {
  const { query } = request.body as { query: string };
  if (query.includes('Retrun')) {
    return json({ error: 'invalid_query', message: 'Unknown metric "Retrun on equity" at position 0. Did you mean Return on equity?', position: 0, suggestions: ['Return on equity'] }, 400);
  }
  return json(answer(query));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query text', () => {
  it('writes the builder state as a query', () => {
    expect(
      builderQuery({
        rows: [
          { id: 1, metric: 'Return on equity', op: '>', value: '15' },
          { id: 2, metric: 'Debt to equity', op: '<', value: '' },
        ],
        sectors: ['Information Technology', 'Financials'],
        index: 'NIFTY 50',
        capTypes: ['Large Cap'],
        sortMetric: 'Market Capitalization',
        sortDirection: 'desc',
        limit: 10,
      }),
    ).toBe('Return on equity > 15 AND Sector in ("Information Technology", "Financials") AND Index = "NIFTY 50" AND Market cap type = "Large Cap" sort by Market Capitalization desc limit 10');
  });

  it('completes the metric being typed', () => {
    const keywords = ['Return on equity', 'Debt to equity', 'Market Capitalization'];
    expect(completion('ROE > 2 AND Debt t', 18, keywords)).toEqual({ start: 12, word: 'Debt t', suggestion: 'Debt to equity' });
    expect(completion('Market Capitalization > 5', 25, keywords)).toBeNull();
    expect(completion('R', 1, keywords)).toBeNull();
  });
});

describe('/stocks', () => {
  it('runs the default screen, shows the results table with company links and the source line', async () => {
    const fetchMock = mockFetch({ 'GET /api/research/metrics': () => json(CATALOGUE), 'POST /api/research/screen': screenHandler });
    renderApp('/stocks');
    const table = await screen.findByRole('table', { name: 'Screen results' });
    expect(within(table).getByRole('link', { name: /Tata Consultancy Services Limited/ })).toHaveAttribute('href', '/company/TCS');
    // Headers as investors say them, with ₹ (the answer wrote "Market Capitalization (Rs Cr)").
    expect(within(table).getByRole('columnheader', { name: /^Market cap \(₹ Cr\)/ })).toBeInTheDocument();
    // Dates read like "30 Sep 2025" everywhere.
    // The as-of line, and under it the figures of other dates (a market cap at its own date).
    expect(screen.getByTestId('screen-as-of')).toHaveTextContent('As of 30 Sep 2025 · Source: NSE bhavcopy, Screener exports');
    expect(screen.getByTestId('screen-as-of')).toHaveTextContent(
      "Figures of other dates than 30 Sep 2025: Market capitalization of INFY: as of 1 Jul 2024 (at that day's price: not yet valued at the latest close).",
    );
    expect(fetchMock.callsTo('/api/research/screen')[0]!.body).toEqual({ query: 'Return on equity > 15 AND Debt to equity < 1 sort by Market Capitalization desc limit 25' });
  });

  it('shows a query error inline with a caret and suggestions that fix the query', async () => {
    const fetchMock = mockFetch({ 'GET /api/research/metrics': () => json(CATALOGUE), 'POST /api/research/screen': screenHandler });
    renderApp('/stocks');
    await screen.findByRole('table', { name: 'Screen results' });
    fireEvent.click(screen.getByRole('tab', { name: 'Write a query' }));
    const box = screen.getByRole('textbox', { name: 'Query' });
    fireEvent.change(box, { target: { value: 'Retrun on equity > 20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run screen' }));
    const alert = await screen.findByTestId('query-error');
    expect(alert).toHaveTextContent('Unknown metric "Retrun on equity" at position 0.');
    expect(alert).toHaveTextContent('^');
    fireEvent.click(within(alert).getByRole('button', { name: 'Return on equity' }));
    expect(box).toHaveValue('Return on equity > 20');
    fireEvent.click(screen.getByRole('button', { name: 'Run screen' }));
    await waitFor(() => expect(screen.queryByTestId('query-error')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('/api/research/screen').at(-1)!.body).toEqual({ query: 'Return on equity > 20' });
  });

  it('saves the screen as a prompt with the session token', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /api/research/metrics': () => json(CATALOGUE),
      'POST /api/research/screen': screenHandler,
      'POST /api/chat/savePrompt': () => json({ ok: true }),
    });
    renderApp('/stocks');
    await screen.findByRole('table', { name: 'Screen results' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Quality IT' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Saved as Prompt')).toBeInTheDocument();
    const saved = fetchMock.callsTo('/api/chat/savePrompt')[0]!;
    expect(saved.body).toEqual({ title: 'Quality IT', prompt: 'Return on equity > 15 AND Debt to equity < 1 sort by Market Capitalization desc limit 25' });
    expect(saved.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
