import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { STORAGE_KEYS } from '@sanchay/core';
import type { StoredUser } from '../lib/session';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Render `ui` with the app's providers inside a memory router at `route`. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = testQueryClient();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { ...result, queryClient };
}

/** Render the whole app (shell + routes) at `route`. */
export function renderApp(route = '/') {
  return renderWithProviders(<AppRoutes />, { route });
}

export const TEST_USER: StoredUser = {
  email: 'asha@example.com',
  uid: 'google-uid-1',
  displayName: 'Asha Rao',
  photoURL: null,
};

/** Store a signed-in session as a successful sign-in would. */
export function signIn(user: StoredUser = TEST_USER) {
  localStorage.setItem(STORAGE_KEYS.idToken, 'id-token-1');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.authToken, 'session-token-1');
}
