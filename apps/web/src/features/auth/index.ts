/** What other features use of auth; they import it from here, never from its files. */
export { useAuth } from './AuthContext';
export { AuthProvider } from './AuthProvider';
export { SignInPrompt } from './SignInPrompt';
export { loginPathFor } from './redirect';
