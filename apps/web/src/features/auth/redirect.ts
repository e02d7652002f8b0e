/**
 * The login page's `redirect` query parameter: only a same-origin path starting with a single '/'
 * is followed; anything else (absolute URLs, protocol-relative '//host', backslash tricks, control
 * characters, the login page itself) falls back to '/'.
 */
export function sanitizeRedirect(raw: string | null | undefined, origin: string = window.location.origin): string {
  if (!raw) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  // Browsers treat '\' like '/', so '/\evil.com' would leave the site; control characters are never legitimate.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<path>` for a page that needs a signed-in user. */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
