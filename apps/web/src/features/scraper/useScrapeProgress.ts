import type { ScrapedFundRow, ScrapeProgress, ScrapeResultsResponse } from '@sanchay/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchScrapeResults, fetchScrapeStatus, followScrapeEvents, scraperKeys } from './api';

const RECONNECT_MS = 3000;

/** Adds or replaces a fund in the cached results (events arrive as each fund is stored). */
export function mergeFund(results: ScrapeResultsResponse | undefined, category: string, fund: ScrapedFundRow): ScrapeResultsResponse {
  const categories = [...(results?.categories ?? [])];
  const at = categories.findIndex((c) => c.category === category);
  const funds = at >= 0 ? categories[at]!.funds.filter((f) => f.schemeCode !== fund.schemeCode) : [];
  const merged = { category, funds: [...funds, fund].sort((a, b) => a.name.localeCompare(b.name)) };
  if (at >= 0) categories[at] = merged;
  else categories.push(merged);
  categories.sort((a, b) => a.category.localeCompare(b.category));
  return { categories };
}

/**
 * The latest run's progress, kept current by the server's event stream (reconnecting after a drop),
 * and the stored results, updated as each fund arrives.
 */
export function useScrapeProgress() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: scraperKeys.status, queryFn: ({ signal }) => fetchScrapeStatus(signal), retry: false });
  const results = useQuery({ queryKey: scraperKeys.results, queryFn: ({ signal }) => fetchScrapeResults(signal), retry: false });
  const [live, setLive] = useState<ScrapeProgress | null>(null);
  const [streamError, setStreamError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      followScrapeEvents(
        {
          onProgress: (progress) => {
            setStreamError(null);
            setLive(progress);
          },
          onFund: (category, fund) =>
            queryClient.setQueryData<ScrapeResultsResponse>(scraperKeys.results, (old) => mergeFund(old, category, fund)),
        },
        controller.signal,
      )
        .catch((error: unknown) => setStreamError((error as Error).message))
        .finally(() => {
          if (!controller.signal.aborted) timer = setTimeout(connect, RECONNECT_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);

  const progress = live ?? status.data?.progress ?? null;
  return { progress, setProgress: setLive, baseUrl: status.data?.baseUrl ?? null, results, streamError };
}
