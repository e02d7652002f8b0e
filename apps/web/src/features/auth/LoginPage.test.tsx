import { AUTH_MESSAGES, DEV_IDP_MESSAGE_TYPE, LOGIN_TEXT, STORAGE_KEYS } from '@sanchay/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, TEST_CONFIG } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';

const AUTH_OK = {
  user: { id: 'u1', email: 'dev@sanchay.test', name: 'Dev User', picture: null, uid: 'dev-uid', isAdmin: false },
  token: 'session-abc',
};

let popup: { closed: boolean; focus: () => void };
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  popup = { closed: false, focus: vi.fn() };
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function postCredential(credential: string, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: DEV_IDP_MESSAGE_TYPE, credential }, origin }));
  });
}

async function clickSignIn() {
  const button = await screen.findByRole('button', { name: LOGIN_TEXT.button });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  return button;
}

describe('login page', () => {
  it('shows the title, text, one button and the terms note', async () => {
    mockFetch();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(LOGIN_TEXT.subtitle)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: LOGIN_TEXT.button })).toHaveLength(1);
    const note = screen.getByText(/you agree to our/);
    expect(note).toHaveTextContent('By continuing, you agree to our Terms of Service and Privacy Policy.');
    expect(within(note).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(note).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('signs in through the development provider popup and follows the redirect', async () => {
    const fetch = mockFetch({ 'POST /api/auth/google': () => json(AUTH_OK) });
    renderApp('/login?redirect=/pricing');
    const button = await clickSignIn();

    expect(open).toHaveBeenCalledWith(
      '/dev/idp/authorize',
      'sanchay-dev-idp',
      expect.stringContaining('width=500,height=600'),
    );
    expect(button).toBeDisabled();

    postCredential('forged', 'https://evil.example');
    postCredential('cred-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Offerings' })).toBeInTheDocument();
    expect(fetch.callsTo('/api/auth/google')).toHaveLength(1);
    expect(fetch.callsTo('/api/auth/google')[0]?.body).toEqual({ token: 'cred-1' });
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBe('cred-1');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('session-abc');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual({
      email: 'dev@sanchay.test',
      uid: 'dev-uid',
      displayName: 'Dev User',
      photoURL: null,
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSessionId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('avatar-button')).toBeInTheDocument();
  });

  it('ignores an unsafe redirect', async () => {
    mockFetch({ 'POST /api/auth/google': () => json(AUTH_OK) });
    renderApp('/login?redirect=//evil.example');
    await clickSignIn();
    postCredential('cred-1');
    // Home instead of the unsafe address: signed in, home is the dashboard (issue 15), not the carousel.
    expect(await screen.findByTestId('signed-in-home')).toBeInTheDocument();
  });

  it('shows the verification message when the server refuses the token', async () => {
    mockFetch({ 'POST /api/auth/google': () => json({ error: 'unauthorized', message: 'bad token' }, 401) });
    renderApp('/login');
    const button = await clickSignIn();
    postCredential('cred-1');
    expect(await screen.findByText(AUTH_MESSAGES.verificationFailed)).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows the sign-in failure when the server cannot be reached', async () => {
    mockFetch({
      'POST /api/auth/google': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/login');
    await clickSignIn();
    postCredential('cred-1');
    expect(await screen.findByText(AUTH_MESSAGES.signInFailed)).toBeInTheDocument();
  });

  it('shows the sign-in failure when the popup is blocked', async () => {
    mockFetch();
    open.mockReturnValue(null);
    renderApp('/login');
    await clickSignIn();
    expect(await screen.findByText(AUTH_MESSAGES.signInFailed)).toBeInTheDocument();
  });

  it('goes back to the idle button when the popup is closed without an account', async () => {
    const fetch = mockFetch();
    renderApp('/login');
    const button = await clickSignIn();
    expect(button).toBeDisabled();
    popup.closed = true;
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/auth/google')).toHaveLength(0);
  });

  it('explains when sign-in is not configured', async () => {
    mockFetch({ '/api/config': () => json({ ...TEST_CONFIG, devLogin: false }) });
    renderApp('/login');
    expect(await screen.findByText(/Sign-in is not configured/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOGIN_TEXT.button })).toBeDisabled();
  });

  it('sends a signed-in visitor straight to the redirect', async () => {
    mockFetch({ 'POST /v1/graphql': () => json({ data: { me: null } }) });
    signIn();
    renderApp('/login?redirect=/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sanchay' })).toBeInTheDocument();
  });
});
