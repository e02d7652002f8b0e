import { describe, expect, it } from 'vitest';
import { cpuTurns } from './cpuTurns';

/** A fake clock: each piece of work "takes" `step` ms. */
const clock = () => {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

/** The order in which queued work and an event-loop callback queued alongside it ran. */
async function order(turn: ReturnType<typeof cpuTurns>, pieces: number, during: (i: number) => void = () => {}): Promise<string[]> {
  const events: string[] = [];
  const probe = new Promise<void>((resolve) => setImmediate(() => (events.push('loop'), resolve())));
  await Promise.all(Array.from({ length: pieces }, (_, i) => turn(async () => (during(i), events.push(`work ${i}`)))));
  await probe;
  return events;
}

describe('cpuTurns', () => {
  it('lets the event loop run between pieces once a slice is used up, keeping their order', async () => {
    const time = clock();
    // Each piece takes 6 ms of a 10 ms slice: two pieces per slice, then the loop runs.
    const events = await order(cpuTurns(1, { sliceMs: 10, now: time.now }), 6, () => time.advance(6));
    expect(events.indexOf('loop')).toBe(2);
    expect(events.filter((e) => e !== 'loop')).toEqual(['work 0', 'work 1', 'work 2', 'work 3', 'work 4', 'work 5']);
  });

  it('runs cheap pieces back to back within one slice (no turn per tiny statement)', async () => {
    const time = clock();
    const events = await order(cpuTurns(1, { sliceMs: 10, now: time.now }), 6, () => time.advance(1));
    expect(events.indexOf('loop')).toBe(6);
  });

  it('with a zero slice, each piece gets its own turn of the loop', async () => {
    const events = await order(cpuTurns(1, { sliceMs: 0 }), 4);
    expect(events.indexOf('loop')).toBe(1);
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
