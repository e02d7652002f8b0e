import { FNO_UNDERLYINGS, maxPain, optionHoldersPayout } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import type { Tick } from '../live/feed';
import { ChainEngine } from './chainEngine';
import { generateContracts } from './contracts';
import { SimulatedOptionBook } from './simulatedMarket';
import { groupOptions, type UnderlyingBook } from './underlyingBook';

const now = new Date('2026-11-21T05:00:00Z');
const spec = FNO_UNDERLYINGS.find((s) => s.symbol === 'NIFTY')!;
const generated = generateContracts(spec, 24000, now);
const book: UnderlyingBook = {
  spec,
  spot: { token: 256265, close: 24000, previousClose: 23900, annualVolatility: 0.13 },
  source: 'generated',
  strikeStep: generated.strikeStep,
  lotSize: 65,
  futures: generated.futures,
  expiries: groupOptions(generated.options, 24000),
  day: '2026-11-21',
};
const options = book.expiries.find((e) => e.expiry === '2026-12-01')!;
const spot = { spot: 24040, previousClose: 24000, timestamp: now.getTime() };

function simulatedChain() {
  const sim = new SimulatedOptionBook(options.expiry, options.calls, options.puts, options.strikes, {
    kind: 'index', lotSize: 65, strikeStep: 50, rate: 0.065, atmVol: 0.13, expiryRank: 1,
  }, { spot: 24000, previousClose: 24000, timestamp: now.getTime() }, now);
  return new ChainEngine(options, sim, undefined).compute({ book, spot, now, rate: 0.065, simulated: true });
}

describe('simulated option book', () => {
  const chain = simulatedChain();

  it('has a realistic OI shape: peaks at round strikes, calls heavier above the spot and puts below', () => {
    const callOi = (k: number) => chain.rows.find((r) => r.strike === k)!.call!.oi;
    const putOi = (k: number) => chain.rows.find((r) => r.strike === k)!.put!.oi;
    expect(callOi(24500)).toBeGreaterThan(callOi(24450));
    expect(callOi(24500)).toBeGreaterThan(callOi(24550));
    expect(callOi(24300)).toBeGreaterThan(putOi(24300));
    expect(putOi(23700)).toBeGreaterThan(callOi(23700));
    expect(chain.rows.every((r) => r.call!.oi % 65 === 0 && r.put!.oi % 65 === 0)).toBe(true);
  });

  it('prices on a smile with the put skew, quotes inside ticks, and reports max pain by payout', () => {
    const iv = (k: number, side: 'call' | 'put') => chain.rows.find((r) => r.strike === k)![side]!.iv!;
    expect(iv(23500, 'put')).toBeGreaterThan(iv(24500, 'call'));
    for (const r of chain.rows) {
      const q = r.call!;
      expect(Math.round(q.ltp * 20)).toBeCloseTo(q.ltp * 20, 6); // 0.05 ticks
      if (q.bid !== null) expect(q.bid).toBeLessThan(q.ask!);
    }
    const oi = chain.rows.map((r) => ({ strike: r.strike, callOi: r.call!.oi, putOi: r.put!.oi }));
    expect(chain.maxPain).toBe(maxPain(oi)!.strike);
    expect(optionHoldersPayout(oi, chain.maxPain!)).toBeLessThanOrEqual(Math.min(...oi.map((r) => optionHoldersPayout(oi, r.strike))));
  });
});

describe('chain from live quotes (Kite)', () => {
  it('solves IV and greeks from each LTP, the forward from put-call parity when the future is not ticking', () => {
    const reference = simulatedChain();
    const ticks = new Map<number, Tick>();
    for (const row of reference.rows) {
      for (const q of [row.call!, row.put!]) {
        ticks.set(q.token, {
          instrumentToken: q.token, symbol: q.symbol, lastPrice: q.ltp, close: q.ltp - q.change, change: q.change, changePercent: 0,
          bid: q.bid ?? undefined, ask: q.ask ?? undefined, volume: q.volume, openInterest: q.oi, timestamp: now.getTime(), tradable: true,
        });
      }
    }
    const engine = new ChainEngine(options, null, undefined);
    const chain = engine.compute({ book, spot, now, rate: 0.065, simulated: false, lastTick: (t) => ticks.get(t) });
    expect(chain.simulated).toBe(false);
    expect(Math.abs(chain.forward - reference.forward)).toBeLessThan(0.2);
    const atm = chain.rows.find((r) => r.strike === reference.atmStrike)!;
    const ref = reference.rows.find((r) => r.strike === reference.atmStrike)!;
    expect(atm.call!.iv).toBeCloseTo(ref.call!.iv!, 0);
    expect(atm.call!.delta).toBeCloseTo(ref.call!.delta!, 1);
    // OI change counts from the first OI seen this session.
    expect(atm.call!.oiChange).toBe(0);
    ticks.set(atm.call!.token, { ...ticks.get(atm.call!.token)!, openInterest: atm.call!.oi + 6500 });
    const next = engine.compute({ book, spot, now, rate: 0.065, simulated: false, lastTick: (t) => ticks.get(t) });
    expect(next.rows.find((r) => r.strike === atm.strike)!.call!.oiChange).toBe(6500);
    // Strikes without a tick show no quote instead of a made-up one.
    ticks.delete(atm.put!.token);
    expect(engine.compute({ book, spot, now, rate: 0.065, simulated: false, lastTick: (t) => ticks.get(t) }).rows.find((r) => r.strike === atm.strike)!.put).toBeNull();
  });
});
