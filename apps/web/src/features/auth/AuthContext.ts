import { createContext, useContext } from 'react';
import type { StoredUser } from '../../lib/session';

export interface AuthContextValue {
  /** The signed-in user (shared state userGoogle/currentUser of spec 000 section 3), or null. */
  user: StoredUser | null;
  isAuthenticated: boolean;
  /** True once the stored session was checked with the server (or there was none to check). */
  authVerified: boolean;
  /** Verify an identity-provider ID token with the server and store the session. Throws on failure. */
  completeSignIn: (idToken: string) => Promise<StoredUser>;
  /** Signs out here and revokes this session on the server (`{ revoke: false }` when it is gone already). */
  signOut: (options?: { revoke?: boolean }) => void;
  /** Revokes every session of the person on the server, then signs out here; throws when the server refused. */
  signOutEverywhere: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
