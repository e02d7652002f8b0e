/**
 * Daily bars of one demo listing: a geometric Brownian motion whose daily log return is
 *   beta x market + sector + company drift + idiosyncratic noise (+ a rare jump),
 * anchored at the end so that the last close is the company's planned price (its market capitalisation
 * divided by its shares): the price history and the valuation in the statements agree. The drift follows
 * the company's sales growth, so the P/E of ten years ago is of the same order as today's. Open, high and
 * low come from an overnight gap and an intraday range; volume from the company's turnover, higher on big
 * moves. Prices are rounded to the market's tick.
 */
import { rngFor } from '@sanchay/core';
import { type CompanyPlan, roundTick } from './companyFactory';
import { MARKET_LOG_DRIFT, type MarketFactors } from './marketFactors';
import type { Bars } from './movingAverages';

const DAYS_PER_YEAR = 252;

/** Bars for trading days factors.days[from..], ending at the plan's last close. */
export function buildPriceSeries(plan: CompanyPlan, factors: MarketFactors, seed: number, from: number): Bars {
  const rng = rngFor(seed, 'prices', plan.key);
  const total = factors.days.length;
  const n = total - from;
  const sector = factors.sectors.get(plan.industry.sector);
  const idio = plan.idioVol / Math.sqrt(DAYS_PER_YEAR);
  // Expected log return a year: the sales growth plus a small premium, of which beta x market comes from the market.
  const alpha = (Math.log(1 + plan.growth) + 0.01 - plan.beta * MARKET_LOG_DRIFT + rng.normal(0, 0.03)) / DAYS_PER_YEAR;
  const sectorDaily = plan.industry.sectorVol / Math.sqrt(DAYS_PER_YEAR);
  const marketDaily = factors.marketVol / Math.sqrt(DAYS_PER_YEAR);
  const dailyVol = Math.sqrt(
    plan.beta * plan.beta * marketDaily * marketDaily + sectorDaily * sectorDaily + idio * idio,
  );

  // Log returns into the day (index 0 of the series has none), then log prices backwards from the end.
  const shock = new Float64Array(n);
  for (let k = 1; k < n; k++) {
    const i = from + k;
    const z = rng.normal(0, idio);
    const jump = rng.chance(1.5 / DAYS_PER_YEAR) ? rng.normal(-0.005, 0.06) : 0;
    shock[k] = plan.beta * (factors.market[i] as number) + (sector ? (sector[i] as number) : 0) + alpha + z + jump;
  }
  const logClose = new Float64Array(n);
  logClose[n - 1] = Math.log(plan.lastClose);
  for (let k = n - 1; k > 0; k--) logClose[k - 1] = (logClose[k] as number) - (shock[k] as number);

  const bars: Bars = {
    days: factors.days.slice(from),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  const turnover = plan.shares * rng.logNormal(plan.country === 'IN' ? 0.0012 : 0.004, 0.6);
  const tick = plan.tick;
  let previousClose = Math.exp(logClose[0] as number);
  for (let k = 0; k < n; k++) {
    const closeRaw = Math.exp(logClose[k] as number);
    const openRaw = previousClose * Math.exp(rng.normal(0, 0.35 * dailyVol));
    const highRaw = Math.max(openRaw, closeRaw) * Math.exp(Math.abs(rng.normal(0, 0.6 * dailyVol)));
    const lowRaw = Math.min(openRaw, closeRaw) * Math.exp(-Math.abs(rng.normal(0, 0.6 * dailyVol)));
    // Rounding to the tick is monotonic, so low <= open, close <= high still holds after it.
    bars.close[k] = roundTick(closeRaw, tick);
    bars.open[k] = roundTick(openRaw, tick);
    bars.high[k] = roundTick(highRaw, tick);
    bars.low[k] = roundTick(lowRaw, tick);
    const move = Math.abs(shock[k] as number) / dailyVol;
    bars.volume[k] = Math.max(100, Math.round(turnover * rng.logNormal(1, 0.4) * (0.7 + 0.3 * move)));
    previousClose = closeRaw;
  }
  bars.close[n - 1] = plan.lastClose;
  return bars;
}
