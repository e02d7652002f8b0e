import { LOGIN_TEXT, SIGNED_IN_HINT_COOKIE, STORAGE_KEYS } from '@sanchay/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, TEST_CONFIG } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import type { GoogleAccountsId, GoogleCredentialResponse } from './googleIdentity';

let callback: ((response: GoogleCredentialResponse) => void) | undefined;
const id: GoogleAccountsId = {
  initialize: vi.fn((config) => {
    callback = config.callback;
  }),
  renderButton: vi.fn((parent: HTMLElement) => {
    const button = document.createElement('div');
    button.setAttribute('role', 'button');
    button.textContent = 'Google button';
    parent.appendChild(button);
  }),
  disableAutoSelect: vi.fn(),
  cancel: vi.fn(),
};

beforeEach(() => {
  callback = undefined;
  window.google = { accounts: { id } };
});

afterEach(() => {
  delete window.google;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sign-in with Google Identity Services', () => {
  it('lays Google popup sign-in over the button and verifies the credential', async () => {
    const fetch = mockFetch({
      '/api/config': () =>
        json({ ...TEST_CONFIG, googleClientId: 'client-123.apps.googleusercontent.com', devLogin: false }),
      'POST /api/auth/google': () =>
        json({
          user: {
            id: 'u1',
            email: 'g@example.com',
            name: 'G User',
            picture: 'https://lh3.example/p.png',
            uid: 'g1',
            isAdmin: false,
          },
          token: 'session-g',
        }),
    });
    renderApp('/login?redirect=/contact');

    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com', ux_mode: 'popup' }),
    );
    expect(screen.getByTestId('google-button-overlay')).toContainElement(screen.getByText('Google button'));
    // Our button stays the visible label; Google's invisible one above it takes the click.
    const ours = screen.getByTestId('google-sign-in');
    expect(ours).toHaveTextContent(LOGIN_TEXT.button);
    expect(ours).toHaveAttribute('tabindex', '-1');
    expect(ours).toHaveAttribute('aria-hidden', 'true');

    act(() => callback?.({ credential: 'google-id-token' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(fetch.callsTo('/api/auth/google')[0]?.body).toEqual({ token: 'google-id-token' });
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBe('google-id-token');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('session-g');
    expect(document.cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
  });
});
