import type { PriceBar } from '@sanchay/core';

export interface CandlePoint {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ValuePoint {
  time: string;
  value: number;
}

export interface VolumePoint extends ValuePoint {
  up: boolean;
}

export interface ChartData {
  /** Candles when every bar has open, high and low; else a line of closes. */
  kind: 'candles' | 'line';
  candles: CandlePoint[];
  line: ValuePoint[];
  /** Empty when the source has no volumes. */
  volume: VolumePoint[];
}

function finite(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** Bars as the chart wants them: one per day (the last wins), oldest first, bad rows dropped. */
export function toChartData(bars: readonly PriceBar[]): ChartData {
  const byDay = new Map<string, PriceBar>();
  for (const bar of bars) {
    const day = bar.date?.slice(0, 10);
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day) && finite(bar.close)) byDay.set(day, bar);
  }
  const days = [...byDay.keys()].sort();
  const rows = days.map((day) => ({ day, bar: byDay.get(day) as PriceBar }));
  const ohlc = rows.length > 0 && rows.every(({ bar }) => finite(bar.open) && finite(bar.high) && finite(bar.low));
  const withVolume = rows.some(({ bar }) => finite(bar.volume) && (bar.volume ?? 0) > 0);
  return {
    kind: ohlc ? 'candles' : 'line',
    candles: ohlc
      ? rows.map(({ day, bar }) => ({ time: day, open: bar.open as number, high: bar.high as number, low: bar.low as number, close: bar.close }))
      : [],
    line: rows.map(({ day, bar }) => ({ time: day, value: bar.close })),
    volume: withVolume
      ? rows.map(({ day, bar }, i) => ({
          time: day,
          value: finite(bar.volume) ? bar.volume : 0,
          up: bar.close >= (finite(bar.open) ? bar.open : (rows[i - 1]?.bar.close ?? bar.close)),
        }))
      : [],
  };
}

/** Change from the first to the last close of the range, in percent. */
export function rangeChangePct(data: ChartData): number | null {
  const first = data.line[0]?.value;
  const last = data.line[data.line.length - 1]?.value;
  if (first === undefined || last === undefined || first === 0) return null;
  return ((last - first) / first) * 100;
}
