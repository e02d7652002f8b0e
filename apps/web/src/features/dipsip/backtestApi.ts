import type { DipSipBacktestResponse } from '@sanchay/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export interface BacktestParams {
  symbol: string;
  amount: number;
  trigger: number;
  /** Rupees per calendar month; null: no cap. */
  monthlyCap: number | null;
  monthEndFallback: boolean;
  years: number;
}

export const backtestKeys = {
  all: ['dipsip', 'backtest'] as const,
  run: (p: BacktestParams) => ['dipsip', 'backtest', p.symbol, p.amount, p.trigger, p.monthlyCap, p.monthEndFallback, p.years] as const,
};

export function backtestUrl(p: BacktestParams): string {
  return `/api/dipsip/backtest${queryString({
    symbol: p.symbol,
    amount: p.amount,
    trigger: p.trigger,
    monthlyCap: p.monthlyCap,
    monthEndFallback: String(p.monthEndFallback),
    years: p.years,
  })}`;
}

/** GET /api/dipsip/backtest: DipSIP against a plain monthly SIP of the same cash (public price data). */
export function useBacktest(params: BacktestParams, enabled: boolean) {
  return useQuery({
    queryKey: backtestKeys.run(params),
    queryFn: ({ signal }) => apiFetch<DipSipBacktestResponse>(backtestUrl(params), { signal }),
    enabled,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
