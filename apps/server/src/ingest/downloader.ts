/**
 * Downloads for the online sources. NSE's archives refuse clients without a browser User-Agent, and
 * public hosts answer 429/5xx under load, so every request sends a browser UA and retries with backoff.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The start of the last error response's body (APIs explain themselves there). */
    readonly body = '',
    /** The request never reached the host (a code from OFFLINE_CODES). */
    readonly offline = false,
  ) {
    super(message);
  }
}

export interface DownloadOptions {
  fetch?: typeof fetch;
  attempts?: number;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Bytes received so far and the announced length. */
  onBytes?: (done: number, total?: number) => void;
  /**
   * Give up at the first sign of no network (the host's name does not resolve, nothing routes or answers
   * there) instead of retrying: the first start then falls back to the next source in seconds.
   */
  failFastOffline?: boolean;
}

/** The error codes of a machine without a network (or a host that is not there): retrying will not help soon. */
const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'ECONNREFUSED']);

/** 404 and other 4xx (except 408/429) will not heal by retrying. */
function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

async function readBody(response: Response, onBytes?: DownloadOptions['onBytes']): Promise<Uint8Array> {
  const length = Number(response.headers.get('content-length')) || undefined;
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let done = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    chunks.push(value);
    done += value.length;
    onBytes?.(done, length);
  }
  return Buffer.concat(chunks);
}

/** The body of `url`, or a DownloadError naming the url, the last status and the number of attempts. */
export async function download(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const fetchImpl = options.fetch ?? fetch;
  const attempts = Math.max(1, options.attempts ?? 4);
  const delayMs = options.delayMs ?? 1000;
  let lastError = '';
  let lastStatus: number | null = null;
  let lastBody = '';
  let tried = 0;
  let offline = false;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    tried = attempt;
    try {
      const response = await fetchImpl(url, {
        headers: { 'user-agent': BROWSER_USER_AGENT, accept: '*/*', ...options.headers },
        signal: AbortSignal.timeout(120_000),
      });
      if (response.ok) return await readBody(response, options.onBytes);
      lastStatus = response.status;
      lastError = `HTTP ${response.status}`;
      lastBody = (await response.text().catch(() => '')).slice(0, 1000);
      if (!retryable(response.status)) break;
    } catch (error) {
      lastStatus = null;
      lastBody = '';
      // fetch says only "fetch failed"; the cause names it (ENOTFOUND, ECONNREFUSED, a timeout).
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      lastError = cause ? `${(error as Error).message}: ${cause.code ?? cause.message}` : (error as Error).message;
      offline = cause?.code !== undefined && OFFLINE_CODES.has(cause.code);
      if (offline && options.failFastOffline) break;
    }
    if (attempt < attempts) await sleep(delayMs * 2 ** (attempt - 1));
  }
  throw new DownloadError(
    `download failed: ${url}: ${lastError} (${tried} attempt${tried === 1 ? '' : 's'})`,
    lastStatus,
    lastBody,
    offline,
  );
}
