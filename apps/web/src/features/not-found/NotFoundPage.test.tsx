import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('not-found page', () => {
  it('shows 404, the message and a link home for an unknown path', async () => {
    mockFetch();
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found.')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go back home' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(await screen.findByTestId('carousel')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found.')).not.toBeInTheDocument();
  });
});
