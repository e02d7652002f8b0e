import { STORAGE_KEYS } from '@sanchay/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  clearSession,
  exchangeIdToken,
  getAuthToken,
  readSignedInUser,
  revokeOnServer,
  storeSession,
  updateStoredUser,
  USER_QUERY_ROOT,
  writeSignedInHint,
  type StoredUser,
} from '../../lib/session';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { disableGoogleAutoSelect } from './googleIdentity';

const AUTH_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.idToken, STORAGE_KEYS.user, STORAGE_KEYS.authToken];

function sameUser(a: StoredUser | null, b: StoredUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.uid === b.uid && a.email === b.email && a.displayName === b.displayName && a.photoURL === b.photoURL;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<StoredUser | null>(readSignedInUser);

  // Check a stored session once per page load; the GraphQL client refreshes or drops it on a 401.
  const me = useQuery({
    queryKey: [USER_QUERY_ROOT, 'me', user?.uid],
    // The GraphQL client loads with the first signed-in request: visitors' first screen does without it.
    queryFn: async ({ signal }) => {
      const [{ graphqlRequest }, { ME_QUERY }] = await Promise.all([import('../../lib/graphql'), import('./api')]);
      return graphqlRequest(ME_QUERY, {}, { signal });
    },
    enabled: user !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

  // On every page load and every sign-in or sign-out, here or in another tab.
  useEffect(() => writeSignedInHint(user !== null), [user]);

  // Keep the stored name and photo in line with the server's view of the account.
  useEffect(() => {
    const account = me.data?.me;
    if (!account || !user || account.email !== user.email) return;
    if (account.name === user.displayName && account.picture === user.photoURL) return;
    const next: StoredUser = { ...user, displayName: account.name, photoURL: account.picture };
    updateStoredUser(next);
    setUser(next);
  }, [me.data, user]);

  const dropUserData = useCallback(() => {
    queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
  }, [queryClient]);

  // Other tabs sign in and out together (the `storage` event fires for changes made elsewhere).
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== null && !AUTH_STORAGE_KEYS.includes(event.key)) return;
      const next = readSignedInUser();
      setUser((current) => (sameUser(current, next) ? current : next));
      if (!next) dropUserData();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dropUserData]);

  const completeSignIn = useCallback(
    async (idToken: string) => {
      const response = await exchangeIdToken(idToken);
      dropUserData();
      const stored = storeSession(idToken, response);
      setUser(stored);
      return stored;
    },
    [dropUserData],
  );

  const signOut = useCallback(({ revoke = true }: { revoke?: boolean } = {}) => {
    const token = getAuthToken();
    // Sign-out never waits on the network: the server call is kept alive past a navigation, and a failure
    // leaves only a token this browser no longer holds.
    if (revoke && token) revokeOnServer(token, false).catch((error: unknown) => console.warn('Sign-out: the server did not revoke the session', error));
    clearSession();
    setUser(null);
    dropUserData();
    try {
      disableGoogleAutoSelect();
    } catch (error) {
      console.warn('Sign-out: could not reset Google auto-select', error);
    }
  }, [dropUserData]);

  const signOutEverywhere = useCallback(async () => {
    const token = getAuthToken();
    if (token) await revokeOnServer(token, true);
    signOut({ revoke: false });
  }, [signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      authVerified: user === null || me.isFetched,
      completeSignIn,
      signOut,
      signOutEverywhere,
    }),
    [user, me.isFetched, completeSignIn, signOut, signOutEverywhere],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
