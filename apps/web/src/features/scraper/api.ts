import type { ScrapedFundRow, ScrapeProgress, ScrapeResultsResponse, ScraperCategory, ScrapeStatusResponse } from '@sanchay/core';
import { apiFetch, openStream, postJson } from '../../lib/api';
import { readEventStream } from './eventStream';

export const scraperKeys = {
  status: ['user', 'scraper', 'status'] as const,
  results: ['user', 'scraper', 'results'] as const,
};

export const fetchScrapeStatus = (signal?: AbortSignal) => apiFetch<ScrapeStatusResponse>('/api/scraper/status', { signal });
export const fetchScrapeResults = (signal?: AbortSignal) => apiFetch<ScrapeResultsResponse>('/api/scraper/results', { signal });

export const startScrape = (body: { category: ScraperCategory; schemeCodes: string; delayMs: number }) =>
  postJson<{ progress: ScrapeProgress }>('/api/scraper/runs', body);

export const stopScrape = () => postJson<{ progress: ScrapeProgress | null }>('/api/scraper/stop', {});

export interface ScrapeStreamHandlers {
  onProgress: (progress: ScrapeProgress) => void;
  onFund: (category: string, fund: ScrapedFundRow) => void;
}

/**
 * Follows GET /api/scraper/events. EventSource cannot send the bearer header, so this reads the
 * stream with fetch; it returns when the server ends the stream or `signal` aborts.
 */
export async function followScrapeEvents(handlers: ScrapeStreamHandlers, signal: AbortSignal): Promise<void> {
  let body: ReadableStream<Uint8Array>;
  try {
    body = await openStream('/api/scraper/events', { signal });
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
  try {
    for await (const { event, data } of readEventStream(body)) {
      const parsed: unknown = JSON.parse(data);
      if (event === 'progress') handlers.onProgress(parsed as ScrapeProgress);
      else if (event === 'fund') {
        const { category, fund } = parsed as { category: string; fund: ScrapedFundRow };
        handlers.onFund(category, fund);
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
