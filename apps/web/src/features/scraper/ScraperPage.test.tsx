import type { ScrapeProgress } from '@sanchay/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { readEventStream } from './eventStream';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN = { '/api/admin/access': () => json({ admin: true, email: 'asha@example.com', fmpConfigured: false }) };

const progress = (patch: Partial<ScrapeProgress>): ScrapeProgress => ({
  runId: 'run-1',
  status: 'running',
  category: 'index-fundsetfs',
  schemeCodes: null,
  delayMs: 2500,
  phase: 'funds',
  currentCategory: 'index-fundsetfs',
  currentFund: null,
  completed: 0,
  total: 4,
  percent: 0,
  resumedFrom: 0,
  failures: [],
  error: null,
  startedAt: '2026-03-05T10:00:00.000Z',
  finishedAt: null,
  ...patch,
});

const fund = (schemeCode: string, name: string) => ({
  schemeCode, name, expensesRatio: '0.12%', expensesRatioCategoryAverage: '0.65%', plan: 'Direct Plan', rating: null, aum: null,
  reportingDate: '2025-01-12', holdings: 3, amfiSchemeCode: null, scrapedAt: '2026-03-05T10:00:01.000Z',
});

/** A text/event-stream body the test writes to. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => act(() => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))),
  };
}

describe('event stream reader', () => {
  it('splits blocks, skips comments and joins data lines', async () => {
    const text = ': hello\n\nevent: progress\ndata: {"a":\ndata: 1}\n\nretry: 3000\n\ndata: plain\r\n\r\n';
    const body = new Response(text).body!;
    const events = [];
    for await (const e of readEventStream(body)) events.push(e);
    expect(events).toEqual([
      { event: 'progress', data: '{"a":\n1}' },
      { event: 'message', data: 'plain' },
    ]);
  });
});

describe('mutual fund scraper screen', () => {
  it('starts a scrape, follows its progress and funds over the stream, and stops it', async () => {
    const stream = eventStream();
    const fetch = mockFetch({
      ...ADMIN,
      '/api/scraper/status': () => json({ progress: null, baseUrl: 'https://www.moneycontrol.com' }),
      '/api/scraper/results': () => json({ categories: [] }),
      '/api/scraper/events': () => stream.response(),
      'POST /api/scraper/runs': () => json({ progress: progress({ phase: 'listing', total: 0 }) }, 202),
      'POST /api/scraper/stop': () => json({ progress: progress({ status: 'stopped', phase: 'finished', completed: 1, percent: 25 }) }),
    });
    signIn();
    renderApp('/info');

    const start = await screen.findByRole('button', { name: 'Start Scraping' });
    expect(screen.getByLabelText('Category')).toHaveTextContent('index-fundsetfs');
    expect(screen.getByLabelText('Delay between requests (ms)')).toHaveValue(3000);
    expect(screen.getByText('Recommended 2000-5000ms')).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Enter scheme code or 'All'")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop Processing' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Delay between requests (ms)'), { target: { value: '2500' } });
    fireEvent.change(screen.getByLabelText('Scheme code'), { target: { value: 'MAA1234, MUT5678' } });
    fireEvent.click(start);

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [posted] = fetch.callsTo('/api/scraper/runs');
    expect(posted!.body).toEqual({ category: 'index-fundsetfs', schemeCodes: 'MAA1234, MUT5678', delayMs: 2500 });
    expect(posted!.headers.get('Authorization')).toBe('Bearer session-token-1');
    expect(fetch.callsTo('/api/scraper/events')[0]!.headers.get('Authorization')).toBe('Bearer session-token-1');

    stream.send('progress', progress({ completed: 1, percent: 25, currentFund: 'Axis Nifty 50 Index Fund' }));
    stream.send('fund', { category: 'index-fundsetfs', fund: fund('MAA1234', 'Axis Nifty 50 Index Fund') });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Scraping progress' })).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByTestId('scraper-progress-text')).toHaveTextContent('1 of 4 funds (25%): Axis Nifty 50 Index Fund');

    const panel = await screen.findByTestId('scraper-category-index-fundsetfs');
    expect(panel).toHaveTextContent('index-fundsetfs(1 fund)');
    const table = within(panel).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fund Name', 'Fund Code', 'Expenses Ratio', 'Category Average']);
    expect(within(table).getByText('MAA1234')).toBeInTheDocument();

    stream.send('progress', progress({ completed: 2, percent: 50 }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Scraping progress' })).toHaveAttribute('aria-valuenow', '50'));

    fireEvent.click(screen.getByRole('button', { name: 'Stop Processing' }));
    await waitFor(() => expect(fetch.callsTo('/api/scraper/stop')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Start Scraping' })).toBeEnabled();
    expect(screen.getByTestId('scraper-progress-text')).toHaveTextContent('Stopped after 1 of 4 funds. Start the same selection again to resume.');
    expect(screen.queryByRole('button', { name: 'Stop Processing' })).not.toBeInTheDocument();
  });

  it("shows the server's message when a start is refused, and pages of failed funds", async () => {
    mockFetch({
      ...ADMIN,
      '/api/scraper/status': () =>
        json({ progress: progress({ status: 'done', phase: 'finished', completed: 4, percent: 100, failures: [{ url: 'https://x/mutual-funds/nav/a/MSB2222', message: 'HTTP error! status: 404' }] }), baseUrl: 'https://x' }),
      '/api/scraper/results': () => json({ categories: [{ category: 'index-fundsetfs', funds: Array.from({ length: 12 }, (_, i) => fund(`M${100 + i}`, `Fund ${100 + i}`)) }] }),
      '/api/scraper/events': () => new Response('', { headers: { 'Content-Type': 'text/event-stream' } }),
      'POST /api/scraper/runs': () => json({ error: 'scrape_running', message: 'A scrape is already running. Stop it or wait for it to finish.' }, 409),
    });
    signIn();
    renderApp('/info');
    expect(await screen.findByTestId('scraper-failures')).toHaveTextContent('https://x/mutual-funds/nav/a/MSB2222: HTTP error! status: 404');
    const table = within(await screen.findByTestId('scraper-category-index-fundsetfs')).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10 rows a page
    fireEvent.click(screen.getByRole('button', { name: 'Start Scraping' }));
    expect(await screen.findByText('A scrape is already running. Stop it or wait for it to finish.')).toBeInTheDocument();
  });

  it('tells people who are not admins that the scraper is for admins', async () => {
    const fetch = mockFetch({
      '/api/admin/access': () => json({ error: 'forbidden', message: 'This screen is for administrators only. Ask an admin to add asha@example.com to ADMIN_EMAILS.' }, 403),
    });
    signIn();
    renderApp('/info');
    expect(await screen.findByTestId('admin-gate-refused')).toHaveTextContent('Admins only');
    expect(fetch.callsTo('/api/scraper/status')).toHaveLength(0);
  });
});
