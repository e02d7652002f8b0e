import { useCallback, useState } from 'react';
import { useAuth } from './AuthContext';
import { signInWithDevPopup } from './devIdentityPopup';
import { signInErrorMessage } from './signInError';

export interface SignInState {
  pending: boolean;
  error: string | null;
  /** Verify an ID token (from Google's callback) with the server. */
  verify: (idToken: string) => Promise<void>;
  /** Run the development identity provider's popup, then verify its token. */
  signInWithDevProvider: () => Promise<void>;
  showError: (message: string | null) => void;
}

export function useSignIn(): SignInState {
  const { completeSignIn } = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verify = useCallback(
    async (idToken: string) => {
      setPending(true);
      setError(null);
      try {
        await completeSignIn(idToken);
      } catch (cause) {
        setError(signInErrorMessage(cause));
      } finally {
        setPending(false);
      }
    },
    [completeSignIn],
  );

  const signInWithDevProvider = useCallback(async () => {
    setPending(true);
    setError(null);
    let credential: string | null;
    try {
      credential = await signInWithDevPopup();
    } catch (cause) {
      setPending(false);
      setError(signInErrorMessage(cause));
      return;
    }
    if (!credential) {
      // Closed without choosing an account: back to the idle button, no message.
      setPending(false);
      return;
    }
    await verify(credential);
  }, [verify]);

  return { pending, error, verify, signInWithDevProvider, showError: setError };
}
