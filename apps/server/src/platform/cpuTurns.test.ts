import { describe, expect, it } from 'vitest';
import { cpuTurns } from './cpuTurns';

/** Busy work that never awaits: without turns, queued calls would all run before the loop polls again. */
const busy = () => {
  let x = 0;
  for (let i = 0; i < 20_000; i++) x += i;
  return x;
};

describe('cpuTurns', () => {
  it('runs queued work one turn at a time, letting the event loop run between them, in order', async () => {
    const turn = cpuTurns(1);
    const events: string[] = [];
    const probe = new Promise<void>((resolve) => setImmediate(() => (events.push('loop'), resolve())));
    await Promise.all(Array.from({ length: 6 }, (_, i) => turn(async () => (busy(), events.push(`work ${i}`)))));
    await probe;
    expect(events.indexOf('loop')).toBeLessThanOrEqual(1);
    expect(events.filter((e) => e !== 'loop')).toEqual(['work 0', 'work 1', 'work 2', 'work 3', 'work 4', 'work 5']);
  });

  it('keeps at most `concurrency` pieces in flight and passes results and errors through', async () => {
    const turn = cpuTurns(2);
    let inFlight = 0;
    let most = 0;
    const work = (i: number) =>
      turn(async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight--;
        if (i === 3) throw new Error('four');
        return i * 10;
      });
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => work(i)));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 10, 20, 'four', 40, 50]);
  });
});
