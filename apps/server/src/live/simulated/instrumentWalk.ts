import type { Rng } from '@sanchay/core';
import type { Candle } from '../candles';
import type { DepthLevel, Tick } from '../feed';
import type { Instrument, InstrumentHistory } from '../instruments';
import type { MarketFactor } from './marketFactor';

/** Seconds NSE trades in a day (09:15 to 15:30), to scale daily volatility and volume down to one tick. */
const TRADING_MS_PER_DAY = 375 * 60_000;
export const MIN_TICK_GAP_MS = 250;
export const MAX_TICK_GAP_MS = 1000;
const JUMP_PROBABILITY = 0.002;
/** Step of the replayed session before the first subscriber (see catchUp). */
const CATCH_UP_STEP_MS = 5000;
/** Share of an instrument's variance that comes from the common market factor. */
const MARKET_SHARE = { stock: 0.45, index: 0.9 } as const;

/**
 * One instrument's simulated session: geometric Brownian motion scaled from its daily volatility, with rare
 * small jumps, a tick every 250-1000 ms, volume accumulating and a bid/ask book around the last price.
 * Everything random comes from the instrument's own seeded stream, so a seed replays the same path.
 */
export class InstrumentWalk {
  private fair: number;
  private readonly volPerSqrtMs: number;
  private readonly dailyVolatility: number;
  private readonly tickSize: number;
  private readonly qtyPerTick: number;
  private open: number | undefined;
  private high = -Infinity;
  private low = Infinity;
  private volume = 0;
  private turnover = 0;
  private last: Tick | undefined;
  /** One-minute candles of the replayed part of the session (catchUp). */
  private readonly replayed: Candle[] = [];
  private readonly marketShare: number;
  /** When the next tick is due (epoch ms of the simulator's clock). */
  nextAt: number;

  constructor(
    readonly instrument: Instrument,
    private readonly history: InstrumentHistory & { lastClose: number },
    private readonly rng: Rng,
    private readonly market: MarketFactor,
    startAt: number,
  ) {
    this.marketShare = MARKET_SHARE[instrument.kind];
    const tradable = instrument.kind === 'stock';
    const fallback = tradable ? 0.018 : 0.009;
    this.dailyVolatility = Math.min(0.08, Math.max(0.003, history.dailyVolatility ?? fallback));
    this.volPerSqrtMs = this.dailyVolatility / Math.sqrt(TRADING_MS_PER_DAY);
    this.fair = history.lastClose;
    this.tickSize = tradable ? 0.05 : 0.01;
    const averageGap = (MIN_TICK_GAP_MS + MAX_TICK_GAP_MS) / 2;
    this.qtyPerTick = tradable ? Math.max(1, (history.averageVolume ?? 200_000) / (TRADING_MS_PER_DAY / averageGap)) : 0;
    this.nextAt = startAt; // the first trade is due at once
  }

  /**
   * The tick served outside market hours: the session's last tick, else the last session's real day from the
   * daily bars (its open, high, low, close and volume, stamped at that day's 15:30 IST close), the same on every
   * call and every restart.
   */
  closedTick(now: number): Tick {
    if (this.last) return this.last;
    const { lastClose, previousClose, lastCloseDate, lastSession } = this.history;
    const closedAt = lastCloseDate ? Date.parse(`${lastCloseDate}T10:00:00Z`) : now;
    const tick = this.tick(lastClose, previousClose ?? lastClose, Number.isFinite(closedAt) ? closedAt : now, {});
    const valid = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
    const open = lastSession?.open;
    const high = lastSession?.high;
    const low = lastSession?.low;
    // A bar whose range does not hold its own close (a source's glitch) is not shown as that day's range.
    if (valid(open) && valid(high) && valid(low) && low <= Math.min(open, lastClose) && high >= Math.max(open, lastClose)) {
      Object.assign(tick, { open, high, low });
    }
    if (this.instrument.kind === 'stock' && valid(lastSession?.volume)) tick.volume = lastSession.volume;
    return tick;
  }

  lastTick(): Tick | undefined {
    return this.last;
  }

  /** Advances to `nextAt`, returns that tick and schedules the next one. */
  step(): Tick {
    const at = this.nextAt;
    const dt = this.gap();
    const price = this.move(at - dt, at, dt);
    let extra: Partial<Tick> = {};
    if (this.instrument.kind === 'stock') {
      const lastQuantity = this.trade(price, 1);
      extra = { lastQuantity, volume: this.volume, averagePrice: round2(this.turnover / this.volume), ...this.book(price) };
    }
    this.last = this.tick(price, this.history.lastClose, at, extra);
    this.nextAt = at + dt;
    return this.last;
  }

  /**
   * Replays the session from `from` (the open) to `to` in 5-second steps, as if the instrument had been
   * trading before anyone subscribed: the day's open, high, low and volume, and one-minute candles
   * (sessionCandles) that seed the intraday charts. The next live tick is due at `to`.
   */
  catchUp(from: number, to: number): void {
    for (let at = from + CATCH_UP_STEP_MS; at <= to; at += CATCH_UP_STEP_MS) {
      const price = this.move(at - CATCH_UP_STEP_MS, at, CATCH_UP_STEP_MS);
      const before = this.volume;
      if (this.instrument.kind === 'stock') this.trade(price, CATCH_UP_STEP_MS / ((MIN_TICK_GAP_MS + MAX_TICK_GAP_MS) / 2));
      this.record(at, price, this.volume - before);
    }
    this.nextAt = to;
  }

  sessionCandles(): readonly Candle[] {
    return this.replayed;
  }

  /** One price move over [from, to]: the market factor's share plus the instrument's own noise and rare jumps. */
  private move(from: number, to: number, dt: number): number {
    const sigma = this.volPerSqrtMs * Math.sqrt(dt);
    const common = this.volPerSqrtMs * Math.sqrt(1000 * this.marketShare) * this.market.increment(from, to);
    const own = sigma * Math.sqrt(1 - this.marketShare) * this.rng.normal();
    let logReturn = -0.5 * sigma * sigma + common + own;
    if (this.rng.chance(JUMP_PROBABILITY)) logReturn += this.rng.normal(0, this.dailyVolatility * 0.2);
    this.fair *= Math.exp(logReturn);
    const price = Math.max(this.tickSize, this.roundToTick(this.fair));
    this.open ??= price;
    this.high = Math.max(this.high, price);
    this.low = Math.min(this.low, price);
    return price;
  }

  /** A trade of about `ticks` ticks' worth of quantity at `price`; returns the quantity. */
  private trade(price: number, ticks: number): number {
    const quantity = Math.max(1, Math.round(this.qtyPerTick * ticks * Math.exp(this.rng.normal(0, 0.8))));
    this.volume += quantity;
    this.turnover += quantity * price;
    return quantity;
  }

  private record(at: number, price: number, volume: number): void {
    const time = Math.floor(at / 60_000) * 60;
    const last = this.replayed[this.replayed.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, price);
      last.low = Math.min(last.low, price);
      last.close = price;
      last.volume += volume;
    } else {
      this.replayed.push({ time, open: price, high: price, low: price, close: price, volume });
    }
  }

  /** Skips ahead without producing ticks (after the process slept, or the market reopened). */
  resync(now: number): void {
    this.nextAt = now + this.gap();
  }

  private tick(price: number, close: number, timestamp: number, extra: Partial<Tick>): Tick {
    const change = round2(price - close);
    return {
      instrumentToken: this.instrument.token,
      symbol: this.instrument.symbol,
      lastPrice: price,
      close,
      change,
      changePercent: close ? round2(((price - close) / close) * 100) : 0,
      open: this.open ?? price,
      high: Number.isFinite(this.high) ? this.high : price,
      low: Number.isFinite(this.low) ? this.low : price,
      timestamp,
      tradable: this.instrument.kind === 'stock',
      ...extra,
    };
  }

  private book(price: number): Pick<Tick, 'bid' | 'ask' | 'depth' | 'buyQuantity' | 'sellQuantity'> {
    const t = this.tickSize;
    const bid = this.roundToTick(Math.max(t, price - t * this.rng.int(0, 1)));
    const ask = this.roundToTick(bid + t * this.rng.int(1, 3));
    const level = (levelPrice: number): DepthLevel => ({
      price: levelPrice,
      quantity: Math.max(1, Math.round(this.qtyPerTick * this.rng.range(1, 25))),
      orders: this.rng.int(1, 30),
    });
    const buy = [0, 1, 2, 3, 4].map((i) => level(this.roundToTick(Math.max(t, bid - i * t))));
    const sell = [0, 1, 2, 3, 4].map((i) => level(this.roundToTick(ask + i * t)));
    const sum = (levels: DepthLevel[]) => levels.reduce((s, l) => s + l.quantity, 0);
    // The whole book is deeper than five levels: totals are a multiple of the visible depth.
    return { bid, ask, depth: { buy, sell }, buyQuantity: sum(buy) * 8, sellQuantity: sum(sell) * 8 };
  }

  private gap(): number {
    return this.rng.int(MIN_TICK_GAP_MS, MAX_TICK_GAP_MS);
  }

  private roundToTick(value: number): number {
    return round2(Math.round(value / this.tickSize) * this.tickSize);
  }
}

/** Two decimals; `|| 0` turns -0 into 0 (JSON would otherwise carry "-0" changes). */
const round2 = (value: number) => Math.round(value * 100) / 100 || 0;
