import { DATA_STATE_WORDS } from '@sanchay/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, TEST_CONFIG } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-demo');
  document.documentElement.removeAttribute('data-loading');
});

describe('what the data is, from the page the server sent (issue 41, first start)', () => {
  it('shows "Demo data" before /api/config answers when the page says demo', async () => {
    document.documentElement.dataset.demo = '1';
    let answerConfig: (r: Response) => void = () => {};
    mockFetch({ '/api/config': () => new Promise<Response>((resolve) => (answerConfig = resolve)) });
    renderApp('/about');
    expect(await screen.findByTestId('demo-data-chip')).toHaveTextContent(DATA_STATE_WORDS.demoBadge);
    answerConfig(json({ ...TEST_CONFIG, demoData: true }));
    expect(await screen.findByTestId('demo-data-chip')).toBeInTheDocument();
  });

  it('shows no badge on real data', async () => {
    mockFetch();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('demo-data-chip')).toBeNull();
  });

  it('shows the loading line while /readyz says loading and takes it away once the data is in', async () => {
    document.documentElement.dataset.loading = '1';
    let ready = false;
    const fetchMock = mockFetch({ '/readyz': () => (ready ? json({ status: 'ready' }) : json({ status: 'loading' }, 503)) });
    renderApp('/about');
    expect(await screen.findByTestId('market-loading-banner')).toHaveTextContent(DATA_STATE_WORDS.loadingBanner);
    ready = true;
    await waitFor(() => expect(screen.queryByTestId('market-loading-banner')).toBeNull(), { timeout: 8000 });
    expect(fetchMock.callsTo('/readyz').length).toBeGreaterThanOrEqual(2);
    expect(document.documentElement.dataset.loading).toBeUndefined();
  });

  it('never asks /readyz when the page did not say loading', async () => {
    const fetchMock = mockFetch();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('market-loading-banner')).toBeNull();
    expect(fetchMock.callsTo('/readyz')).toHaveLength(0);
  });
});
