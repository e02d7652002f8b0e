import { LANDING_DISCLAIMER } from '@sanchay/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing page', () => {
  it('shows four slides with the spec links, and the disclaimer', async () => {
    mockFetch();
    renderApp('/');
    const slideLinks = (i: number) =>
      within(screen.getByTestId(`carousel-slide-${i}`))
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href'));

    expect(slideLinks(0)).toEqual(['/etfList']);
    // The other slides are drawn after the first frame.
    await waitFor(() => expect(slideLinks(1)).toEqual(['/assistant', '/stocks']));
    expect(slideLinks(2)).toEqual(['/assistant']);
    expect(slideLinks(3)).toEqual(['/contact', '/pricing']);
    expect(screen.getByTestId('disclaimer')).toHaveTextContent(LANDING_DISCLAIMER);
  });
});
