import { STORAGE_KEYS } from '@sanchay/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn, TEST_USER } from '../../test/render';

const ME = () => json({ data: { me: { id: 'u1', email: TEST_USER.email, name: TEST_USER.displayName, picture: null } } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile: your data', { timeout: 30_000 }, () => {
  it('exports the data as a JSON file', async () => {
    const { callsTo } = mockFetch({
      'POST /v1/graphql': ME,
      'GET /api/account/export': () => json({ exportedAt: '2026-01-22T10:00:00.000Z', account: { email: TEST_USER.email }, chats: [] }),
    });
    const created = vi.fn(() => 'blob:export');
    // jsdom has no object URLs: give the download its own.
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn();
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }, { timeout: 15_000 }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(callsTo('/api/account/export')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('deletes the account only after DELETE is typed, then signs out', async () => {
    const { callsTo } = mockFetch({ 'POST /v1/graphql': ME, 'DELETE /api/account': () => json({ deleted: true }) });
    signIn();
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete everything' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('delete-confirm-input'), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByTestId('delete-confirm-input'));
    await userEvent.type(within(dialog).getByTestId('delete-confirm-input'), 'DELETE');
    await userEvent.click(confirm);
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(callsTo('/api/account')[0]?.body).toEqual({ confirm: 'DELETE' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('profile: sign out everywhere', { timeout: 30_000 }, () => {
  it('revokes every session on the server, then signs out here', async () => {
    const { callsTo } = mockFetch({ 'POST /v1/graphql': ME, 'POST /api/auth/signout-everywhere': () => json({ signedOut: 'everywhere' }) });
    signIn();
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(callsTo('/api/auth/signout-everywhere').map((call) => call.headers.get('authorization'))).toEqual([`Bearer ${token}`]);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    // Signed out everywhere already: no second, single-session revocation.
    expect(callsTo('/api/auth/signout')).toEqual([]);
  });

  it('stays signed in and says so when the server could not sign out everywhere', async () => {
    mockFetch({ 'POST /v1/graphql': ME, 'POST /api/auth/signout-everywhere': () => json({ error: 'database_unavailable', message: 'down' }, 503) });
    signIn();
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }, { timeout: 15_000 }));
    expect(await within(screen.getByTestId('sessions-card')).findByText('Could not do that. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
  });
});
