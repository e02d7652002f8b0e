/** Browsers keep a cookie for at most 400 days; the app writes its hints again on every page load. */
const HINT_MAX_AGE_S = 400 * 24 * 3600;

/**
 * Sets (or, with null, removes) one of the shell's hint cookies (SIGNED_IN_HINT_COOKIE, COLOR_MODE_HINT_COOKIE in
 * core): first-party, readable by the page, sent back with every page request so the server draws the right shell.
 */
export function writeHintCookie(name: string, value: string | null): void {
  const attributes = `Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = value === null ? `${name}=; Max-Age=0; ${attributes}` : `${name}=${value}; Max-Age=${HINT_MAX_AGE_S}; ${attributes}`;
}
