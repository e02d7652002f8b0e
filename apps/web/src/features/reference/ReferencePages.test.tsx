import { PRINCIPLES, VOCABULARY } from '@sanchay/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

beforeEach(() => mockFetch());
afterEach(() => vi.unstubAllGlobals());

describe('reference pages', { timeout: 30_000 }, () => {
  it('lists every principle', async () => {
    renderApp('/principles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investing principles' })).toBeInTheDocument();
    for (const principle of PRINCIPLES) expect(screen.getByRole('heading', { level: 2, name: principle.title })).toBeInTheDocument();
  });

  it('searches the vocabulary and filters by category', async () => {
    renderApp('/vocab');
    expect(await screen.findAllByTestId('vocab-term')).toHaveLength(VOCABULARY.length);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'put-call');
    expect(await screen.findByText('PCR')).toBeInTheDocument();
    expect(screen.getAllByTestId('vocab-term')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Derivatives' }));
    const derivatives = VOCABULARY.filter((v) => v.category === 'Derivatives').length;
    expect(screen.getAllByTestId('vocab-term')).toHaveLength(derivatives);
  });

  it('searches datasets and fields with their meanings', async () => {
    renderApp('/fields');
    expect(await screen.findByRole('heading', { name: 'Financial Signals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data arrays' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search datasets and fields' }), 'pledged');
    expect(await screen.findByText('Promoter shares pledged, percent of promoter holding.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Shareholding Signals' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Financial Signals' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search datasets and fields' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search datasets and fields' }), 'zzqx');
    expect(await screen.findByText('Nothing matches “zzqx”.')).toBeInTheDocument();
  });
});
