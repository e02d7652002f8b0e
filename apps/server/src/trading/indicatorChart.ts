import { computeIndicator, type TradingIndicatorsResponse, warmUpBars } from '@sanchay/core';
import type { z } from 'zod';
import type { AppDb } from '../platform/db/client';
import { loadBars, resolveInstrument } from './instruments';
import type { indicatorsQuery } from './params';

/**
 * GET /api/trading/indicators: the bars of the window and each requested indicator over them. The
 * indicators are computed from warm-up bars before the window, so a 50-day SMA starts on the first day
 * shown rather than 50 days in.
 */
export async function indicatorChart(db: AppDb, query: z.infer<typeof indicatorsQuery>): Promise<TradingIndicatorsResponse> {
  const instrument = await resolveInstrument(db, query.symbol);
  const warmUp = Math.max(0, ...query.indicators.map(warmUpBars));
  const { bars, startIndex } = await loadBars(db, instrument, {
    from: query.from ?? null,
    to: query.to ?? null,
    range: query.from ? undefined : query.range,
    warmUp,
  });
  const shown = bars.slice(startIndex);
  const indicators = query.indicators.map((spec) => {
    const result = computeIndicator(bars, spec);
    const lines = Object.fromEntries(Object.entries(result.lines).map(([name, values]) => [name, values.slice(startIndex).map(roundOrNull)]));
    return { ...result, lines };
  });
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    kind: instrument.kind,
    from: shown[0]?.date ?? null,
    to: shown[shown.length - 1]?.date ?? null,
    bars: shown,
    indicators,
  };
}

/** 4 decimals are plenty for a chart and keep the JSON small. */
function roundOrNull(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}
