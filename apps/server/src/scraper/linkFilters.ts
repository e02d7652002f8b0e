/**
 * Which links of the source site the scraper follows (spec 001 section 5): never ad or click trackers,
 * never pages that are not mutual-fund pages, never links whose text says 'invest now' or
 * 'advertisement'; and never another site than the configured one (a page cannot send us elsewhere).
 */
const TRACKER_HOSTS = /(^|\.)(doubleclick\.net|googleadservices\.com|googlesyndication\.com|adservice\.google\.[a-z.]+|taboola\.com|outbrain\.com|criteo\.(com|net))$/i;
const TRACKER_PATHS = /(^|\/)(click\.php|clk|adclick|aclk|trackclk|redirect(\.php)?)(\/|$|\?)/i;
const SKIPPED_TEXT = /invest now|advertisement/i;
/** A fund page: /mutual-funds/nav/{slug}/{code}. */
const FUND_PAGE_PATH = /^\/mutual-funds\/nav\/[^/]+\/[A-Za-z0-9_-]+\/?$/;

export type LinkVerdict = 'fund' | 'tracker' | 'not_fund_page' | 'ad_text' | 'other_site';

export function judgeLink(href: string, text: string, base: URL): { verdict: LinkVerdict; url: URL | null } {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return { verdict: 'not_fund_page', url: null };
  }
  if (TRACKER_HOSTS.test(url.hostname) || TRACKER_PATHS.test(url.pathname) || /[?&](utm_|gclid|dclid)/i.test(url.search)) {
    return { verdict: 'tracker', url };
  }
  if (SKIPPED_TEXT.test(text)) return { verdict: 'ad_text', url };
  if (!sameSite(url, base)) return { verdict: 'other_site', url };
  if (!FUND_PAGE_PATH.test(url.pathname)) return { verdict: 'not_fund_page', url };
  return { verdict: 'fund', url };
}

/** The source site's own host: its pages link to it absolutely, also when served from a mirror. */
const SOURCE_HOST = 'moneycontrol.com';

/** The configured site (same origin, give or take a leading 'www.') or the source site's own host. */
export function sameSite(url: URL, base: URL): boolean {
  const host = (h: string) => h.toLowerCase().replace(/^www\./, '');
  if (host(url.hostname) === SOURCE_HOST) return true;
  return url.protocol === base.protocol && url.port === base.port && host(url.hostname) === host(base.hostname);
}

/** The fund code: the last segment of a fund page's path. */
export function fundCodeOf(url: URL): string {
  return url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/**
 * A fund page's address on the configured site: the real site's pages link to www.moneycontrol.com
 * even when the configured base is a mirror or a test site, so the path is kept and the origin replaced.
 */
export function onBase(url: URL, base: URL): string {
  return new URL(url.pathname, base).toString();
}
