import type { ScrapedFundRow, ScrapeProgress, ScrapeResultsResponse, ScraperCategory, ScrapeStatusResponse } from '@sanchay/core';
import { apiFetch, ApiError, NetworkError, postJson } from '../../lib/api';
import { bearer } from '../admin';
import { readEventStream } from './eventStream';

export const scraperKeys = {
  status: ['user', 'scraper', 'status'] as const,
  results: ['user', 'scraper', 'results'] as const,
};

export const fetchScrapeStatus = (signal?: AbortSignal) => apiFetch<ScrapeStatusResponse>('/api/scraper/status', { headers: bearer(), signal });
export const fetchScrapeResults = (signal?: AbortSignal) => apiFetch<ScrapeResultsResponse>('/api/scraper/results', { headers: bearer(), signal });

export const startScrape = (body: { category: ScraperCategory; schemeCodes: string; delayMs: number }) =>
  postJson<{ progress: ScrapeProgress }>('/api/scraper/runs', body, { headers: bearer() });

export const stopScrape = () => postJson<{ progress: ScrapeProgress | null }>('/api/scraper/stop', {}, { headers: bearer() });

export interface ScrapeStreamHandlers {
  onProgress: (progress: ScrapeProgress) => void;
  onFund: (category: string, fund: ScrapedFundRow) => void;
}

/**
 * Follows GET /api/scraper/events. EventSource cannot send the bearer header, so this reads the
 * stream with fetch; it returns when the server ends the stream or `signal` aborts.
 */
export async function followScrapeEvents(handlers: ScrapeStreamHandlers, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/scraper/events', { headers: { ...bearer(), Accept: 'text/event-stream' }, signal });
  } catch (error) {
    if (signal.aborted) return;
    throw new NetworkError(error);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiError(response.status, body?.error ?? 'http_error', body?.message ?? `HTTP error! status: ${response.status}`);
  }
  try {
    for await (const { event, data } of readEventStream(response.body)) {
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
