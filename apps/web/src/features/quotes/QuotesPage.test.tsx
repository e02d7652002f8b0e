import type { Quote } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { quoteBoardKey, readBoard, writeBoard } from './board';

vi.setConfig({ testTimeout: 20_000 });

function quote(symbol: string, close: number, changePct: number): Quote {
  return {
    symbol,
    exchange: 'NSE',
    name: `${symbol} Ltd`,
    date: '2026-03-13',
    open: close,
    high: close * 1.01,
    low: close * 0.98,
    close,
    prevClose: close / (1 + changePct / 100),
    change: close - close / (1 + changePct / 100),
    changePct,
    volume: 100000,
    high52w: close * 1.2,
    low52w: close * 0.8,
  };
}

const KNOWN: Record<string, Quote> = {
  NIFTYBEES: quote('NIFTYBEES', 270.5, 0.4),
  RELIANCE: quote('RELIANCE', 2945.6, 1.13),
  TCS: quote('TCS', 3890, -1.2),
  HDFCBANK: quote('HDFCBANK', 1650, 0),
  INFY: quote('INFY', 1500, 2),
  SBIN: quote('SBIN', 780, -0.5),
};

function quotesHandler(request: RecordedRequest) {
  const symbols = new URL(request.url, 'http://localhost').searchParams.get('symbols')?.split(',') ?? [];
  return json(symbols.map((s) => KNOWN[s]).filter(Boolean));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quote board storage', () => {
  it('starts with the default symbols of the market and keeps what the user sets', () => {
    expect(readBoard('IN')).toEqual(['NIFTYBEES', 'RELIANCE', 'TCS', 'HDFCBANK', 'INFY']);
    writeBoard('IN', ['sbin', ' TCS ', 'SBIN', '']);
    expect(localStorage.getItem(quoteBoardKey('IN'))).toBe('["SBIN","TCS"]');
    expect(readBoard('IN')).toEqual(['SBIN', 'TCS']);
    // An empty board stays empty; broken storage falls back to the defaults.
    writeBoard('US', []);
    expect(readBoard('US')).toEqual([]);
    localStorage.setItem(quoteBoardKey('IN'), '{not json');
    expect(readBoard('IN')).toHaveLength(5);
  });
});

describe('quotes page', () => {
  it('asks for the default board, shows cards with coloured changes and day/52-week ranges', async () => {
    const fetch = mockFetch({ '/api/quotes': quotesHandler });
    renderApp('/quotes');
    const card = await screen.findByTestId('quote-card-RELIANCE', {}, { timeout: 5000 });
    expect(fetch.callsTo('/api/quotes')[0]?.url).toBe('/api/quotes?symbols=NIFTYBEES%2CRELIANCE%2CTCS%2CHDFCBANK%2CINFY&country=IN');
    expect(card).toHaveTextContent('₹2,945.60');
    expect(within(card).getByText('▲ +32.91')).toBeInTheDocument();
    expect(within(card).getByText('(+1.13%)')).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: /Day range/ })).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: /52-week range/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('persists removals and additions across visits, and reports unknown symbols', async () => {
    const fetch = mockFetch({ '/api/quotes': quotesHandler, '/api/company/list': () => json([]) });
    const { unmount } = renderApp('/quotes');
    const tcs = await screen.findByTestId('quote-card-TCS', {}, { timeout: 5000 });
    fireEvent.click(within(tcs).getByRole('button', { name: 'Remove TCS' }));
    expect(JSON.parse(localStorage.getItem(quoteBoardKey('IN')) ?? '[]')).toEqual(['NIFTYBEES', 'RELIANCE', 'HDFCBANK', 'INFY']);

    const input = screen.getByTestId('quote-add');
    fireEvent.change(input, { target: { value: 'sbin' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'zzzz' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(JSON.parse(localStorage.getItem(quoteBoardKey('IN')) ?? '[]')).toEqual(['NIFTYBEES', 'RELIANCE', 'HDFCBANK', 'INFY', 'SBIN', 'ZZZZ']);
    expect(await screen.findByTestId('quote-card-SBIN')).toBeInTheDocument();
    expect(await screen.findByTestId('quotes-missing')).toHaveTextContent('ZZZZ');
    unmount();

    renderApp('/quotes');
    await screen.findByTestId('quote-card-SBIN', {}, { timeout: 5000 });
    expect(screen.queryByTestId('quote-card-TCS')).not.toBeInTheDocument();
    const last = fetch.callsTo('/api/quotes').at(-1);
    expect(last?.url).toContain('symbols=NIFTYBEES%2CRELIANCE%2CHDFCBANK%2CINFY%2CSBIN%2CZZZZ');
  });

  it('refreshes on demand and switches to a table with CSV', async () => {
    const fetch = mockFetch({ '/api/quotes': quotesHandler });
    renderApp('/quotes');
    await screen.findByTestId('quote-card-INFY', {}, { timeout: 5000 });
    const before = fetch.callsTo('/api/quotes').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetch.callsTo('/api/quotes').length).toBe(before + 1));

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Quote board' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeEnabled();
    expect(localStorage.getItem('sanchay.quotes.view')).toBe('table');
  });
});
