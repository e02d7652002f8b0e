import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARRAY_META_HEADER, EXPLORER_TEXTS } from '@sanchay/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const COMPANIES = [
  { symbol: 'RELIANCE', company_name: 'Reliance Industries', sector: 'Energy', market_cap: 1.9e13 },
  { symbol: 'TCS', company_name: 'Tata Consultancy Services', sector: 'IT', market_cap: 1.4e13 },
];

function arrayview(request: RecordedRequest) {
  const names = (new URL(request.url, 'http://x').searchParams.get('array_name') ?? '').split(',');
  const body: Record<string, unknown[]> = {};
  const meta: Record<string, unknown> = {};
  for (const name of names) {
    body[name] = name === 'company_profile' ? COMPANIES : [];
    meta[name] = {
      offset: 0,
      limit: 500,
      rows: body[name]!.length,
      hasMore: false,
      ...(name === 'company_profile' ? {} : { note: `No data: nothing for ${name}.` }),
    };
  }
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', [ARRAY_META_HEADER]: JSON.stringify(meta) },
  });
}

function setup(
  exec: (r: RecordedRequest) => Response = () =>
    json({
      result: { result: [{ sector: 'Energy', companies: 1 }], inputRows: { company_profile: 2 }, elapsedMs: 12 },
    }),
) {
  signIn();
  return mockFetch({
    'POST /v1/graphql': () => json({ data: { unreadNotificationCount: 0 } }),
    'GET /api/chat/arrayview': arrayview,
    'POST /api/chat/js_exec': exec,
  });
}

// Generous timeouts: these tests click through the whole screen and the machine is shared.
describe('/arrayview', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in', async () => {
    mockFetch({});
    renderApp('/arrayview');
    expect(await screen.findByTestId('explorer-sign-in')).toBeInTheDocument();
  });

  it('fetches the default selection once on open, with the bearer token, and shows a panel per array', async () => {
    const fetch = setup();
    renderApp('/arrayview');
    const panel = await screen.findByTestId('explorer-array-company_profile');
    expect(within(panel).getByText('Reliance Industries')).toBeInTheDocument();
    // Columns are the keys of the first row.
    expect(within(panel).getByRole('columnheader', { name: /company_name/ })).toBeInTheDocument();
    const calls = fetch.callsTo('/api/chat/arrayview');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('array_name=company_profile');
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer \S+/);
  });

  it('fetches the chosen arrays and says when one has no data', async () => {
    const fetch = setup();
    renderApp('/arrayview');
    await screen.findByTestId('explorer-array-company_profile');
    const input = screen.getByLabelText(EXPLORER_TEXTS.selectLabel);
    await userEvent.type(input, 'peers');
    await userEvent.click(await screen.findByRole('option', { name: /^peers/ }));
    await userEvent.click(screen.getByRole('button', { name: EXPLORER_TEXTS.fetch }));
    const panel = await screen.findByTestId('explorer-array-peers');
    expect(within(panel).getByText('No data: nothing for peers.')).toBeInTheDocument();
    expect(fetch.callsTo('/api/chat/arrayview').at(-1)!.url).toContain('array_name=company_profile%2Cpeers');
  });

  it('loads the next page of an array and appends it', async () => {
    signIn();
    const fetch = mockFetch({
      'POST /v1/graphql': () => json({ data: { unreadNotificationCount: 0 } }),
      'GET /api/chat/arrayview': (request) => {
        const offset = Number(new URL(request.url, 'http://x').searchParams.get('offset') ?? 0);
        const rows =
          offset === 0 ? COMPANIES : [{ symbol: 'INFY', company_name: 'Infosys', sector: 'IT', market_cap: 7e12 }];
        const meta = { company_profile: { offset, limit: 2, rows: rows.length, hasMore: offset === 0 } };
        return new Response(JSON.stringify({ company_profile: rows }), {
          headers: { 'Content-Type': 'application/json', [ARRAY_META_HEADER]: JSON.stringify(meta) },
        });
      },
    });
    renderApp('/arrayview');
    const panel = await screen.findByTestId('explorer-array-company_profile');
    await userEvent.click(within(panel).getByRole('button', { name: 'Load 2 more rows' }));
    expect(await within(panel).findByText('Infosys')).toBeInTheDocument();
    expect(within(panel).getByText('Reliance Industries')).toBeInTheDocument();
    expect(within(panel).getByText('3 rows')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /more rows/ })).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/chat/arrayview').at(-1)!.url).toContain('offset=2');
  });

  it('disables Fetch when nothing is selected', async () => {
    setup();
    renderApp('/arrayview');
    await screen.findByTestId('explorer-array-company_profile');
    await userEvent.click(screen.getByTitle('Clear'));
    expect(screen.getByRole('button', { name: EXPLORER_TEXTS.fetch })).toBeDisabled();
  });

  it('executes the function with the fetched arrays and shows the result tables', async () => {
    const fetch = setup();
    renderApp('/arrayview');
    await screen.findByTestId('explorer-array-company_profile');
    expect(screen.queryByText(EXPLORER_TEXTS.results)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: EXPLORER_TEXTS.execute }));
    const results = await screen.findByTestId('explorer-results');
    expect(within(results).getByText(EXPLORER_TEXTS.results)).toBeInTheDocument();
    expect(within(results).getByText('Energy')).toBeInTheDocument();
    const body = fetch.callsTo('/api/chat/js_exec')[0]!.body as {
      functionText: string;
      country: string;
      arrays: string[];
    };
    expect(body.country).toBe('IN');
    expect(body.arrays).toEqual(['company_profile']);
    expect(body.functionText).toContain('function (arrays, context)');
  });

  it('shows what went wrong and empties the results when execution fails', async () => {
    let fail = false;
    setup(() =>
      fail
        ? json({ error: 'js_syntax', message: "SyntaxError on line 2: unexpected token in expression: '}'" }, 422)
        : json({ result: { result: { total: 2 }, inputRows: {}, elapsedMs: 5 } }),
    );
    renderApp('/arrayview');
    await screen.findByTestId('explorer-array-company_profile');
    await userEvent.click(screen.getByRole('button', { name: EXPLORER_TEXTS.execute }));
    await screen.findByTestId('explorer-results');
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: EXPLORER_TEXTS.execute }));
    expect(await screen.findByTestId('explorer-exec-error')).toHaveTextContent(
      "SyntaxError on line 2: unexpected token in expression: '}'",
    );
    await waitFor(() => expect(screen.queryByTestId('explorer-results')).not.toBeInTheDocument());
  });
});
