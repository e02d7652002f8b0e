/**
 * One option chain (underlying + expiry), recomputed on every publish: quotes (simulated book or live
 * feed), the forward, IV from each LTP, greeks from that IV, PCR, max pain, ATM strike and ATM IV.
 * Per-strike state (last IV as the Newton start, reusable quote objects) lives here, so a recompute of
 * 200 strikes allocates little beyond the output it returns.
 */
import {
  atmStrike,
  black76Greeks,
  daysToExpiry,
  impliedVolatility,
  maxPain,
  type OptionChain,
  type OptionQuote,
  putCallRatio,
  yearsToExpiry,
} from '@sanchay/core';
import type { Tick } from '../live/feed';
import type { DerivativeContract } from './contracts';
import { type ContractQuote, emptyQuote, type SimulatedOptionBook, type SpotState } from './simulatedMarket';
import type { ExpiryOptions, UnderlyingBook } from './underlyingBook';

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** A live quote from the feed (Kite): OI change counts from the first OI seen this session. */
export function quoteFromTick(tick: Tick | undefined, firstOi: Map<number, number>, into: ContractQuote): boolean {
  if (!tick || !(tick.lastPrice > 0)) return false;
  into.ltp = tick.lastPrice;
  into.close = tick.close;
  into.bid = tick.bid ?? tick.depth?.buy[0]?.price ?? null;
  into.ask = tick.ask ?? tick.depth?.sell[0]?.price ?? null;
  if (into.bid === 0) into.bid = null;
  if (into.ask === 0) into.ask = null;
  into.volume = tick.volume ?? 0;
  const oi = tick.openInterest ?? 0;
  if (!firstOi.has(tick.instrumentToken)) firstOi.set(tick.instrumentToken, oi);
  into.oi = oi;
  into.oiChange = oi - firstOi.get(tick.instrumentToken)!;
  return true;
}

export interface ChainContext {
  book: UnderlyingBook;
  spot: SpotState;
  now: Date;
  rate: number;
  simulated: boolean;
  /** The live feed's latest tick for a token (kite mode). */
  lastTick?: (token: number) => Tick | undefined;
}

export class ChainEngine {
  private readonly lastIv: Float64Array;
  private readonly callQuote = emptyQuote();
  private readonly putQuote = emptyQuote();
  private readonly firstOi = new Map<number, number>();

  constructor(
    readonly options: ExpiryOptions,
    private readonly simulatedBook: SimulatedOptionBook | null,
    private readonly future: DerivativeContract | undefined,
  ) {
    this.lastIv = new Float64Array(options.strikes.length * 2).fill(Number.NaN);
  }

  /** Tokens a live feed must deliver for this chain. */
  tokens(): number[] {
    const out: number[] = [];
    for (const c of this.options.calls) if (c) out.push(c.token);
    for (const p of this.options.puts) if (p) out.push(p.token);
    if (this.future) out.push(this.future.token);
    return out;
  }

  private forward(ctx: ChainContext, time: number): number {
    if (this.simulatedBook) return this.simulatedBook.forward(ctx.spot.spot, ctx.now);
    const futureTick = this.future && ctx.lastTick?.(this.future.token);
    if (futureTick && futureTick.lastPrice > 0) return futureTick.lastPrice;
    // Synthetic forward from put-call parity at the strike nearest the spot with both sides quoted.
    let best: { k: number; c: number; p: number } | null = null;
    for (let i = 0; i < this.options.strikes.length; i++) {
      const k = this.options.strikes[i]!;
      const c = ctx.lastTick?.(this.options.calls[i]?.token ?? 0)?.lastPrice;
      const p = ctx.lastTick?.(this.options.puts[i]?.token ?? 0)?.lastPrice;
      if (c && p && (!best || Math.abs(k - ctx.spot.spot) < Math.abs(best.k - ctx.spot.spot))) best = { k, c, p };
    }
    if (best) return best.k + Math.exp(ctx.rate * time) * (best.c - best.p);
    return ctx.spot.spot * Math.exp(ctx.rate * time);
  }

  compute(ctx: ChainContext): OptionChain {
    const { options } = this;
    const time = yearsToExpiry(options.expiry, ctx.now);
    const forward = this.forward(ctx, time);
    const ret = ctx.spot.previousClose > 0 ? ctx.spot.spot / ctx.spot.previousClose - 1 : 0;
    this.simulatedBook?.advance(ctx.spot.timestamp, forward);
    const rows: OptionChain['rows'] = new Array(options.strikes.length);
    const oi: { strike: number; callOi: number; putOi: number }[] = new Array(options.strikes.length);
    let callOi = 0;
    let putOi = 0;
    let callVolume = 0;
    let putVolume = 0;
    for (let i = 0; i < options.strikes.length; i++) {
      const strike = options.strikes[i]!;
      let hasCall = options.calls[i] !== null;
      let hasPut = options.puts[i] !== null;
      if (this.simulatedBook) {
        this.simulatedBook.quote(i, forward, time, ret, ctx.spot.timestamp, this.callQuote, this.putQuote);
      } else {
        hasCall = hasCall && quoteFromTick(ctx.lastTick?.(options.calls[i]!.token), this.firstOi, this.callQuote);
        hasPut = hasPut && quoteFromTick(ctx.lastTick?.(options.puts[i]!.token), this.firstOi, this.putQuote);
      }
      const call = hasCall ? this.present(options.calls[i]!, this.callQuote, 'call', forward, strike, time, ctx.rate, i * 2) : null;
      const put = hasPut ? this.present(options.puts[i]!, this.putQuote, 'put', forward, strike, time, ctx.rate, i * 2 + 1) : null;
      rows[i] = { strike, call, put };
      oi[i] = { strike, callOi: call?.oi ?? 0, putOi: put?.oi ?? 0 };
      callOi += call?.oi ?? 0;
      putOi += put?.oi ?? 0;
      callVolume += call?.volume ?? 0;
      putVolume += put?.volume ?? 0;
    }
    const atm = atmStrike(options.strikes, forward);
    const atmRow = atm === null ? undefined : rows.find((r) => r.strike === atm);
    const atmIvs = [atmRow?.call?.iv, atmRow?.put?.iv].filter((v): v is number => typeof v === 'number');
    return {
      underlying: ctx.book.spec.symbol,
      expiry: options.expiry,
      spot: round(ctx.spot.spot, 2),
      spotChange: round(ctx.spot.spot - ctx.spot.previousClose, 2),
      forward: round(forward, 2),
      atmStrike: atm,
      atmIv: atmIvs.length ? round(atmIvs.reduce((s, v) => s + v, 0) / atmIvs.length, 2) : null,
      daysToExpiry: daysToExpiry(options.expiry, ctx.now),
      lotSize: ctx.book.lotSize,
      strikeStep: ctx.book.strikeStep,
      rate: ctx.rate,
      pcrOi: nullableRound(putCallRatio(putOi, callOi), 3),
      pcrVolume: nullableRound(putCallRatio(putVolume, callVolume), 3),
      maxPain: maxPain(oi)?.strike ?? null,
      totals: { callOi, putOi, callVolume, putVolume },
      rows,
      simulated: ctx.simulated,
      source: ctx.book.source,
      asOf: ctx.spot.timestamp,
    };
  }

  private present(
    contract: DerivativeContract,
    q: ContractQuote,
    type: 'call' | 'put',
    forward: number,
    strike: number,
    time: number,
    rate: number,
    slot: number,
  ): OptionQuote {
    const guess = this.lastIv[slot]!;
    const iv = impliedVolatility({ type, forward, strike, time, rate, price: q.ltp, guess: Number.isNaN(guess) ? null : guess }, 1e-6);
    if (iv !== null) this.lastIv[slot] = iv;
    const g = iv !== null ? black76Greeks({ type, forward, strike, time, rate, volatility: iv }) : null;
    return {
      token: contract.token,
      symbol: contract.symbol,
      ltp: q.ltp,
      change: round(q.ltp - q.close, 2),
      changePct: q.close > 0 ? round(((q.ltp - q.close) / q.close) * 100, 2) : null,
      bid: q.bid,
      ask: q.ask,
      volume: q.volume,
      oi: q.oi,
      oiChange: q.oiChange,
      iv: iv !== null ? round(iv * 100, 2) : null,
      delta: g ? round(g.delta, 4) : null,
      gamma: g ? round(g.gamma, 6) : null,
      theta: g ? round(g.theta, 2) : null,
      vega: g ? round(g.vega, 2) : null,
    };
  }
}

function nullableRound(value: number | null, places: number): number | null {
  return value === null ? null : round(value, places);
}
