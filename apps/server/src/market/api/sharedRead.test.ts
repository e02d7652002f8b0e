import { describe, expect, it } from 'vitest';
import { MarketData } from '../marketData';
import { sharedRead } from './sharedRead';

/** A read that counts its calls and answers with that count (or fails once when told to). */
function countingRead() {
  let calls = 0;
  let failNext = false;
  const read = async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failNext) {
      failNext = false;
      throw new Error('database unavailable');
    }
    return { calls };
  };
  return { read, calls: () => calls, failOnce: () => (failNext = true) };
}

describe('sharedRead', () => {
  it('answers concurrent and later requests from one read', async () => {
    const market = new MarketData('mirror');
    const counter = countingRead();
    const status = sharedRead(market, counter.read, 60_000);
    const answers = await Promise.all([status(), status(), status()]);
    expect(answers).toEqual([{ calls: 1 }, { calls: 1 }, { calls: 1 }]);
    expect(await status()).toEqual({ calls: 1 });
    expect(counter.calls()).toBe(1);
  });

  it('reads again once the market data changes', async () => {
    const market = new MarketData('empty');
    const counter = countingRead();
    const status = sharedRead(market, counter.read, 60_000);
    expect(await status()).toEqual({ calls: 1 });
    market.loaded('mirror');
    expect(await status()).toEqual({ calls: 2 });
    await market.emitIngested(null as never, { sources: [] } as never);
    expect(await status()).toEqual({ calls: 3 });
    market.dataChanged();
    expect(await status()).toEqual({ calls: 4 });
    expect(await status()).toEqual({ calls: 4 });
  });

  it('reads again after its time to live', async () => {
    const market = new MarketData('mirror');
    const counter = countingRead();
    const status = sharedRead(market, counter.read, 1);
    expect(await status()).toEqual({ calls: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await status()).toEqual({ calls: 2 });
  });

  it('does not keep a failed read', async () => {
    const market = new MarketData('mirror');
    const counter = countingRead();
    const status = sharedRead(market, counter.read, 60_000);
    counter.failOnce();
    await expect(status()).rejects.toThrow('database unavailable');
    expect(await status()).toEqual({ calls: 2 });
  });
});
