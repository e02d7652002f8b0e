import { describe, expect, it } from 'vitest';
import { eachStep, runInTurns, runToEnd, sliceTurns } from './inTurns';
import { turnsDuring } from '../../test/eventLoopTurns';

/** A clock that moves only when the test says. */
function fakeClock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('work in turns of the event loop', () => {
  it('runs every step and returns the result, with a turn after each slice of work', async () => {
    const clock = fakeClock();
    const done: number[] = [];
    function* steps(): Generator<void, string> {
      for (let i = 0; i < 100; i++) {
        done.push(i);
        clock.advance(1); // each step "takes" 1 ms
        yield;
      }
      return 'indexed';
    }
    const { result, turns } = await turnsDuring(() => runInTurns(steps(), { sliceMs: 10, now: clock.now }));
    expect(result).toBe('indexed');
    expect(done).toHaveLength(100);
    // 100 ms of work in 10 ms slices: about ten turns, each let through only after a slice.
    expect(turns).toBeGreaterThanOrEqual(9);
    expect(turns).toBeLessThanOrEqual(12);
  });

  it('runs the same steps to the end at once', () => {
    const seen: string[] = [];
    function* steps(): Generator<void, number> {
      yield* eachStep(['a', 'b', 'c', 'd', 'e'], (item) => seen.push(item), 2);
      return seen.length;
    }
    expect(runToEnd(steps())).toBe(5);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('eachStep yields once per group of items', () => {
    expect([...eachStep(Array.from({ length: 10 }), () => {}, 4)]).toHaveLength(2);
  });

  it('sliceTurns gives nothing to wait for within a slice and a turn after it', async () => {
    const clock = fakeClock();
    const turn = sliceTurns({ sliceMs: 5, now: clock.now });
    clock.advance(4);
    expect(turn()).toBeUndefined();
    clock.advance(1);
    const waiting = turn();
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(turn()).toBeUndefined(); // a new slice started after the turn
  });
});
