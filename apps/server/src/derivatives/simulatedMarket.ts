/**
 * Quotes for futures and options when the feed is simulated: the feed moves the underlying; here the
 * futures follow as spot x e^{rT}, options are Black-76 prices of that future on a volatility smile, and
 * open interest has a realistic shape (peaks at round strikes, calls heavier above the spot, puts below)
 * with a change that drifts through the day and leans against the day's move (call writing on falls,
 * put writing on rises). Everything seeded per contract: the same contracts give the same book.
 */
import { black76Price, OPTION_TICK, roundToTick, smileVolatility, type SmileParameters, yearsToExpiry } from '@sanchay/core';
import type { DerivativeContract } from './contracts';

export interface ContractQuote {
  ltp: number;
  /** Previous session's close of this contract. */
  close: number;
  bid: number | null;
  ask: number | null;
  volume: number;
  oi: number;
  oiChange: number;
}

export interface SpotState {
  spot: number;
  previousClose: number;
  /** Epoch ms of the tick. */
  timestamp: number;
}

const DAY_YEARS = 1 / 365;

/** A small seeded generator (mulberry32) per contract token. */
function seeded(token: number): () => number {
  let a = (token ^ 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Slow drift in [-1, 1]: two sines with per-contract phases and periods of tens of minutes. */
function drift(t: number, p1: number, p2: number, period: number): number {
  const x = t / 60_000 / period;
  return 0.65 * Math.sin(2 * Math.PI * x + p1) + 0.35 * Math.sin(2 * Math.PI * x * 2.7 + p2);
}

function lots(units: number, lotSize: number): number {
  return Math.max(0, Math.round(units / lotSize)) * lotSize;
}

export type SmileSettings = SmileParameters;

/** The smile for an underlying: index skew steeper than stocks'. */
export function smileFor(kind: 'index' | 'stock', atm: number): SmileSettings {
  return kind === 'index' ? { atm, skew: -0.9 * atm, curvature: 4 * atm, floor: atm * 0.6 } : { atm, skew: -0.5 * atm, curvature: 3 * atm, floor: atm * 0.6 };
}

/** The simulated option book of one expiry: per-strike constants computed once, quotes per tick. */
export class SimulatedOptionBook {
  readonly strikes: Float64Array;
  private readonly baseCallOi: Float64Array;
  private readonly basePutOi: Float64Array;
  private readonly callBias: Float64Array;
  private readonly putBias: Float64Array;
  private readonly phases: Float64Array;
  private readonly periods: Float64Array;
  private readonly prevCall: Float64Array;
  private readonly prevPut: Float64Array;
  private readonly callVolume: Float64Array;
  private readonly putVolume: Float64Array;
  private lastTimestamp = 0;
  private readonly smile: SmileSettings;

  constructor(
    readonly expiry: string,
    readonly calls: readonly (DerivativeContract | null)[],
    readonly puts: readonly (DerivativeContract | null)[],
    strikes: readonly number[],
    private readonly params: { kind: 'index' | 'stock'; lotSize: number; strikeStep: number; rate: number; atmVol: number; expiryRank: number },
    reference: SpotState,
    now: Date,
  ) {
    const n = strikes.length;
    this.strikes = Float64Array.from(strikes);
    this.baseCallOi = new Float64Array(n);
    this.basePutOi = new Float64Array(n);
    this.callBias = new Float64Array(n);
    this.putBias = new Float64Array(n);
    this.phases = new Float64Array(n * 4);
    this.periods = new Float64Array(n);
    this.prevCall = new Float64Array(n);
    this.prevPut = new Float64Array(n);
    this.callVolume = new Float64Array(n);
    this.putVolume = new Float64Array(n);
    const time = yearsToExpiry(expiry, now);
    const prevTime = time + DAY_YEARS;
    const f0 = reference.previousClose * Math.exp(params.rate * prevTime);
    const width = Math.max(params.atmVol * Math.sqrt(Math.max(time, 2 * DAY_YEARS)), 0.01) * 2.2;
    const scale = params.lotSize * (params.kind === 'index' ? 90_000 : 2_500) * [1, 0.45, 0.22, 0.12, 0.08, 0.05, 0.04][Math.min(params.expiryRank, 6)]!;
    const smile = smileFor(params.kind, params.atmVol);
    this.smile = smile;
    for (let i = 0; i < n; i++) {
      const k = strikes[i]!;
      const rand = seeded((calls[i] ?? puts[i])?.token ?? Math.round(k * 100));
      const m = Math.log(k / f0);
      const shape = Math.exp(-0.5 * (m / width) ** 2);
      const units = k / params.strikeStep;
      const round = Math.abs(units / 10 - Math.round(units / 10)) < 1e-9 ? 2.1 : Math.abs(units / 2 - Math.round(units / 2)) < 1e-9 ? 1.35 : 1;
      this.baseCallOi[i] = lots(scale * shape * round * (k >= f0 ? 1 : 0.28) * (0.7 + 0.6 * rand()), params.lotSize);
      this.basePutOi[i] = lots(scale * shape * round * (k <= f0 ? 1 : 0.28) * (0.7 + 0.6 * rand()), params.lotSize);
      this.callBias[i] = -0.08 + 0.3 * rand();
      this.putBias[i] = -0.08 + 0.3 * rand();
      for (let j = 0; j < 4; j++) this.phases[i * 4 + j] = 2 * Math.PI * rand();
      this.periods[i] = 12 + 30 * rand();
      const vol = smileVolatility(smile, m, prevTime);
      this.prevCall[i] = Math.max(OPTION_TICK, roundToTick(black76Price({ type: 'call', forward: f0, strike: k, time: prevTime, rate: params.rate, volatility: vol }), OPTION_TICK));
      this.prevPut[i] = Math.max(OPTION_TICK, roundToTick(black76Price({ type: 'put', forward: f0, strike: k, time: prevTime, rate: params.rate, volatility: vol }), OPTION_TICK));
      const turnover = 0.6 + 2.5 * Math.exp(-0.5 * (m / (width * 0.5)) ** 2);
      this.callVolume[i] = lots(this.baseCallOi[i]! * turnover * (0.4 + 0.3 * rand()), params.lotSize);
      this.putVolume[i] = lots(this.basePutOi[i]! * turnover * (0.4 + 0.3 * rand()), params.lotSize);
    }
  }

  /** The forward of this expiry for a spot. */
  forward(spot: number, now: Date): number {
    return spot * Math.exp(this.params.rate * yearsToExpiry(this.expiry, now));
  }

  /**
   * Writes quotes for strike i into `call`/`put` (reused objects: no allocation per strike on the hot path).
   * Call `advance` once per tick first.
   */
  quote(i: number, forward: number, time: number, ret: number, t: number, call: ContractQuote, put: ContractQuote): void {
    const k = this.strikes[i]!;
    const vol = smileVolatility(this.smile, Math.log(k / forward), time);
    const rate = this.params.rate;
    const lotSize = this.params.lotSize;
    const spreadPct = this.params.kind === 'index' ? 0.003 : 0.008;
    const c = black76Price({ type: 'call', forward, strike: k, time, rate, volatility: vol });
    const p = black76Price({ type: 'put', forward, strike: k, time, rate, volatility: vol });
    const ph = this.phases;
    const period = this.periods[i]!;
    fill(call, c, this.prevCall[i]!, spreadPct, this.baseCallOi[i]!, this.callBias[i]! + 0.12 * drift(t, ph[i * 4]!, ph[i * 4 + 1]!, period) - 5 * ret, this.callVolume[i]!, lotSize);
    fill(put, p, this.prevPut[i]!, spreadPct, this.basePutOi[i]!, this.putBias[i]! + 0.12 * drift(t, ph[i * 4 + 2]!, ph[i * 4 + 3]!, period) + 5 * ret, this.putVolume[i]!, lotSize);
  }

  /** Trades since the last tick add volume, more near the money. */
  advance(t: number, forward: number): void {
    const elapsed = this.lastTimestamp ? Math.min(Math.max(t - this.lastTimestamp, 0), 60_000) : 0;
    this.lastTimestamp = t;
    if (elapsed === 0) return;
    const perMs = 1 / (6.25 * 3_600_000); // a session's worth of base turnover over 6h15m
    for (let i = 0; i < this.strikes.length; i++) {
      const near = Math.exp(-0.5 * (Math.log(this.strikes[i]! / forward) / 0.03) ** 2);
      const w = elapsed * perMs * (0.5 + 3 * near);
      this.callVolume[i] = this.callVolume[i]! + lots(this.baseCallOi[i]! * w, this.params.lotSize);
      this.putVolume[i] = this.putVolume[i]! + lots(this.basePutOi[i]! * w, this.params.lotSize);
    }
  }
}

function fill(q: ContractQuote, price: number, close: number, spreadPct: number, baseOi: number, oiDrift: number, volume: number, lotSize: number): void {
  const ltp = Math.max(OPTION_TICK, roundToTick(price, OPTION_TICK));
  const half = Math.max(OPTION_TICK, ltp * spreadPct);
  q.ltp = ltp;
  q.close = close;
  q.bid = ltp - half >= OPTION_TICK ? roundToTick(ltp - half, OPTION_TICK, 'down') : null;
  q.ask = roundToTick(ltp + half, OPTION_TICK, 'up');
  q.volume = volume;
  const oi = lots(baseOi * Math.max(0.4, 1 + oiDrift), lotSize);
  q.oi = oi;
  q.oiChange = oi - baseOi;
}

export function emptyQuote(): ContractQuote {
  return { ltp: 0, close: 0, bid: null, ask: null, volume: 0, oi: 0, oiChange: 0 };
}

/** Simulated quote of a futures contract. */
export function simulatedFutureQuote(
  contract: DerivativeContract,
  spot: SpotState,
  now: Date,
  rate: number,
  kind: 'index' | 'stock',
  rank: number,
): ContractQuote {
  const rand = seeded(contract.token);
  const time = yearsToExpiry(contract.expiry, now);
  const ltp = roundToTick(spot.spot * Math.exp(rate * time), contract.tickSize);
  const close = roundToTick(spot.previousClose * Math.exp(rate * (time + DAY_YEARS)), contract.tickSize);
  const baseOi = lots(contract.lotSize * (kind === 'index' ? 240_000 : 18_000) * [1, 0.3, 0.07][Math.min(rank, 2)]! * (0.8 + 0.4 * rand()), contract.lotSize);
  const ret = spot.previousClose > 0 ? spot.spot / spot.previousClose - 1 : 0;
  // Per contract: how its OI answers the day's move (sign decides long build-up vs short covering, ...).
  const response = -8 + 16 * rand();
  const oiDrift = -0.02 + 0.06 * rand() + 0.04 * drift(spot.timestamp, 2 * Math.PI * rand(), 2 * Math.PI * rand(), 20 + 20 * rand()) + response * ret;
  const oi = lots(baseOi * Math.max(0.5, 1 + oiDrift), contract.lotSize);
  const half = contract.tickSize * (kind === 'index' ? 1 : 2);
  const volume = lots(baseOi * (0.6 + 0.5 * rand()), contract.lotSize);
  return {
    ltp,
    close,
    bid: roundToTick(ltp - half, contract.tickSize),
    ask: roundToTick(ltp + half, contract.tickSize),
    volume,
    oi,
    oiChange: oi - baseOi,
  };
}
