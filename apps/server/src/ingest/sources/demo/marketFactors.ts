/**
 * The shared daily moves every demo share price is built on: one market factor and one factor per sector,
 * as daily log returns over the trading-day calendar. Without a common factor the indices (averages of
 * hundreds of independent paths) would be flat; with it they trend and fall together, with a couple of
 * crashes and corrections per decade, so DipSIP has dips to find. Each series is then pinned (a constant
 * added to every day) to a chosen total: the market gains MARKET_LOG_DRIFT a year over the window whatever
 * the seed, sectors drift a little apart. Index 0 has no return (no previous day).
 */

export interface MarketFactors {
  days: Int32Array;
  market: Float64Array;
  sectors: Map<string, Float64Array>;
  /** Annual volatility of the market factor in calm times (for sizing daily ranges). */
  marketVol: number;
}

const TRADING_DAYS_PER_YEAR = 252;
/** The market factor's log return a year over the window (about 10.5% a year compounded). */
export const MARKET_LOG_DRIFT = 0.1;

/** Adds a constant to days 1.. so that the series sums to `total`. */
function pin(series: Float64Array, total: number): void {
  if (series.length < 2) return;
  let sum = 0;
  for (let i = 1; i < series.length; i++) sum += series[i] as number;
  const shift = (total - sum) / (series.length - 1);
  for (let i = 1; i < series.length; i++) series[i] = (series[i] as number) + shift;
}

export function buildMarketFactors(seed: number, days: Int32Array, sectors: Iterable<[string, number]>): MarketFactors {
  const rng = rngFor(seed, 'market-factor', days[days.length - 1] ?? 0);
  const n = days.length;
  const drift = new Float64Array(n).fill(0.11 / TRADING_DAYS_PER_YEAR);
  const vol = new Float64Array(n).fill(0.13 / Math.sqrt(TRADING_DAYS_PER_YEAR));

  // Episodes: a crash (about -30% in five weeks, then a recovery) per ~5 years, and a few corrections.
  const episode = (
    length: number,
    dailyDrift: number,
    volFactor: number,
    recoveryDays: number,
    recoveryDrift: number,
  ) => {
    if (n < length + recoveryDays + 2) return;
    const start = rng.int(1, n - length - recoveryDays - 1);
    for (let i = start; i < start + length; i++) {
      drift[i] = dailyDrift;
      vol[i] = (vol[i] as number) * volFactor;
    }
    for (let i = start + length; i < start + length + recoveryDays; i++) drift[i] = recoveryDrift;
  };
  const years = n / TRADING_DAYS_PER_YEAR;
  for (let c = 0; c < Math.max(1, Math.round(years / 5)); c++) episode(25, -0.014, 2.6, 150, 0.0022);
  for (let c = 0; c < Math.round(years * 0.4); c++) episode(rng.int(10, 20), -0.006, 1.6, 40, 0.0015);

  const market = new Float64Array(n);
  for (let i = 1; i < n; i++) market[i] = (drift[i] as number) + rng.normal(0, vol[i] as number);
  pin(market, (MARKET_LOG_DRIFT * (n - 1)) / TRADING_DAYS_PER_YEAR);

  const out = new Map<string, Float64Array>();
  for (const [sector, sectorVol] of sectors) {
    const srng = rngFor(seed, 'sector-factor', sector, days[n - 1] ?? 0);
    const series = new Float64Array(n);
    const daily = sectorVol / Math.sqrt(TRADING_DAYS_PER_YEAR);
    for (let i = 1; i < n; i++) series[i] = srng.normal(0, daily);
    pin(series, (srng.normal(0, 0.02) * (n - 1)) / TRADING_DAYS_PER_YEAR);
    out.set(sector, series);
  }
  return { days, market, sectors: out, marketVol: 0.13 };
}import { rngFor } from '@sanchay/core';

