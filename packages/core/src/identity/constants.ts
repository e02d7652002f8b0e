/** Browser storage keys of spec 000 section 3. */
export const STORAGE_KEYS = {
  /** The identity provider's ID token (Google or the development provider). */
  idToken: 'token',
  /** The signed-in user as JSON ({ email, uid, displayName, photoURL }). */
  user: 'user',
  /** Sanchay's own session token returned by POST /api/auth/google. */
  authToken: 'AUTH_TOKEN',
  /** Random chat session id, kept in session storage. */
  chatSessionId: 'chatSessionId',
} as const;

/** Error texts of spec 000 section 8, exact. */
export const AUTH_MESSAGES = {
  signInFailed: 'Failed to sign in with Google. Please try again.',
  redirectFailed: 'Failed to complete the sign-in process. Please try again.',
  verificationFailed: 'Authentication failed. Please try again.',
  networkError: 'Network error',
} as const;

export const LOGIN_TEXT = {
  title: 'Sign In',
  subtitle: 'Sign in to access your financial dashboard',
  button: 'Sign in with Google',
} as const;

/** Identity popup size (spec 000 section 9). */
export const IDENTITY_POPUP = { width: 500, height: 600 } as const;

/** Message type the development identity provider's popup posts to its opener. */
export const DEV_IDP_MESSAGE_TYPE = 'sanchay-dev-idp-credential';

/** Google's issuers; an ID token must carry one of them. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'] as const;
