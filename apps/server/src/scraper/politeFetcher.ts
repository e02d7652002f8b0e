import { httpErrorMessage, SCRAPER_LIMITS } from '@sanchay/core';

/** Thrown when a page cannot be read after every retry: 'HTTP error! status: {code}' (spec 001 section 8). */
export class PageFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PageFetchError';
  }
}

export const SCRAPER_USER_AGENT = 'SanchayScraper/1.0 (+https://github.com/sanchay; polite, one request at a time)';
const REQUEST_TIMEOUT_MS = 20_000;
/** The source site's pages are well under 1 MB; a larger answer is not a page worth reading whole. */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** A page that cannot be read however often it is asked for: not retried. */
class FinalFetchError extends PageFetchError {}

export interface PoliteFetcherOptions {
  /** Largest page read, in bytes (MAX_PAGE_BYTES). */
  maxPageBytes?: number;
}

/** Waits `ms`, or rejects at once with an AbortError when the signal fires (Stop ends a wait promptly). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Reads pages one at a time with `delayMs` between the end of one request and the start of the next
 * (retries included), up to 3
 * retries after the first attempt; a 404 is final at once (asking again will not make the page exist).
 * Redirects are followed by hand, each hop checked: only within the page's own host (a site must not send the
 * scraper to an internal address). A page over `maxPageBytes` is not read.
 */
export class PoliteFetcher {
  private lastRequestAt = 0;

  private readonly maxPageBytes: number;

  constructor(
    private readonly delayMs: number,
    private readonly signal: AbortSignal,
    private readonly fetchImpl: typeof fetch = fetch,
    options: PoliteFetcherOptions = {},
  ) {
    this.maxPageBytes = options.maxPageBytes ?? MAX_PAGE_BYTES;
  }

  async page(url: string): Promise<string> {
    let lastError: PageFetchError | null = null;
    for (let attempt = 0; attempt <= SCRAPER_LIMITS.retries; attempt++) {
      await this.waitTurn();
      try {
        const response = await this.follow(url);
        if (response.ok) return await this.read(url, response).finally(() => this.done());
        await response.body?.cancel();
        this.done();
        lastError = new PageFetchError(httpErrorMessage(response.status), response.status);
        if (response.status === 404 || response.status === 410) break;
      } catch (error) {
        this.done();
        if (this.signal.aborted) throw this.signal.reason;
        if (error instanceof FinalFetchError) throw error;
        lastError = new PageFetchError(`Could not reach ${new URL(url).host}: ${(error as Error).message}`, null);
      }
    }
    throw lastError!;
  }

  /** The answer for `url` after same-host redirects. */
  private async follow(url: string): Promise<Response> {
    const host = new URL(url).host;
    let current = new URL(url);
    for (let hop = 0; ; hop++) {
      const response = await this.fetchImpl(current, {
        headers: { 'user-agent': SCRAPER_USER_AGENT, accept: 'text/html,application/xhtml+xml' },
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        redirect: 'manual',
      });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location === null) return response;
      await response.body?.cancel();
      const next = new URL(location, current);
      if (next.host !== host || !/^https?:$/.test(next.protocol)) {
        throw new FinalFetchError(`${url} redirects to another site (${next.host}); only redirects within ${host} are followed.`, response.status);
      }
      if (hop >= MAX_REDIRECTS) throw new FinalFetchError(`${url}: too many redirects (more than ${MAX_REDIRECTS}).`, response.status);
      current = next;
    }
  }

  /** The body as text, refused past maxPageBytes (by its declared length, else while it streams). */
  private async read(url: string, response: Response): Promise<string> {
    const tooBig = () => new FinalFetchError(`${url} is larger than ${Math.round(this.maxPageBytes / 1048576)} MB; it was not read.`, response.status);
    if (Number(response.headers.get('content-length') ?? 0) > this.maxPageBytes) {
      await response.body?.cancel();
      throw tooBig();
    }
    if (!response.body) return '';
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > this.maxPageBytes) {
        await response.body.cancel().catch(() => undefined);
        throw tooBig();
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  private async waitTurn(): Promise<void> {
    const wait = this.lastRequestAt === 0 ? 0 : this.lastRequestAt + this.delayMs - Date.now();
    if (wait > 0) await pause(wait, this.signal);
    else if (this.signal.aborted) throw this.signal.reason;
  }

  /** The delay counts from the end of the last answer, so a slow site is never asked faster. */
  private done(): void {
    this.lastRequestAt = Date.now();
  }
}
