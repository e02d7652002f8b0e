import type { TradingBacktestRequestInput, TradingBacktestResponse, TradingIndicatorsResponse, TradingSignalsResponse } from '@sanchay/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export type ChartRange = '6M' | '1Y' | '5Y' | 'Max';

export const tradingKeys = {
  indicators: (symbol: string, range: ChartRange, indicators: string) => ['trading', 'indicators', symbol, range, indicators] as const,
  signals: (index: string) => ['trading', 'signals', index] as const,
};

/** GET /api/trading/indicators: bars of the range with the indicator lines (warm-up done by the server). */
export function useIndicators(symbol: string, range: ChartRange, indicators: string) {
  return useQuery({
    queryKey: tradingKeys.indicators(symbol, range, indicators),
    queryFn: ({ signal }) =>
      apiFetch<TradingIndicatorsResponse>(`/api/trading/indicators${queryString({ symbol, range, indicators })}`, { signal }),
    enabled: symbol.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/trading/signals: the latest signals of an index's companies (the server caches them per day). */
export function useSignals(index: string) {
  return useQuery({
    queryKey: tradingKeys.signals(index),
    queryFn: ({ signal }) => apiFetch<TradingSignalsResponse>(`/api/trading/signals${queryString({ index })}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** POST /api/trading/backtest. */
export function useBacktestRun() {
  return useMutation({
    mutationFn: (request: TradingBacktestRequestInput) => postJson<TradingBacktestResponse>('/api/trading/backtest', request),
  });
}
