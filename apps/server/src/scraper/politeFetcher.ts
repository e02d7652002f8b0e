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
 */
export class PoliteFetcher {
  private lastRequestAt = 0;

  constructor(
    private readonly delayMs: number,
    private readonly signal: AbortSignal,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async page(url: string): Promise<string> {
    let lastError: PageFetchError | null = null;
    for (let attempt = 0; attempt <= SCRAPER_LIMITS.retries; attempt++) {
      await this.waitTurn();
      try {
        const response = await this.fetchImpl(url, {
          headers: { 'user-agent': SCRAPER_USER_AGENT, accept: 'text/html,application/xhtml+xml' },
          signal: AbortSignal.any([this.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
          redirect: 'follow',
        });
        if (response.ok) return await response.text().finally(() => this.done());
        await response.body?.cancel();
        this.done();
        lastError = new PageFetchError(httpErrorMessage(response.status), response.status);
        if (response.status === 404 || response.status === 410) break;
      } catch (error) {
        this.done();
        if (this.signal.aborted) throw this.signal.reason;
        lastError = new PageFetchError(`Could not reach ${new URL(url).host}: ${(error as Error).message}`, null);
      }
    }
    throw lastError!;
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
