/**
 * Long synchronous work (indexing every company, matching every listing of a file) holds the event loop,
 * and /healthz with it, for as long as it runs. Written as steps (a generator that yields between small
 * pieces of work), it runs here with a turn of the event loop whenever a slice of `sliceMs` has passed, or
 * to the end at once with `runToEnd` (the same steps, for callers that need the result synchronously).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface InTurnsOptions {
  /** Work between two turns of the event loop (default 8 ms). */
  sliceMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * For loops that are async already: `const turn = sliceTurns(); for (...) { work; await turn(); }`. The call
 * gives a turn of the event loop once a slice of work has run since the last one, else nothing to wait for.
 */
export function sliceTurns(options: InTurnsOptions = {}): () => Promise<void> | undefined {
  const sliceMs = options.sliceMs ?? 8;
  const now = options.now ?? (() => performance.now());
  let sliceStarted = now();
  return () => {
    if (now() - sliceStarted < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStarted = now();
    });
  };
}

/** Runs the steps with a turn of the event loop after each slice of work; returns the generator's result. */
export async function runInTurns<R>(steps: Generator<unknown, R>, options: InTurnsOptions = {}): Promise<R> {
  const turn = sliceTurns(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await turn();
  }
}

/** Runs the steps without yielding. */
export function runToEnd<R>(steps: Generator<unknown, R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `work` for each item, a step every `perStep` items. */
export function* eachStep<T>(items: Iterable<T>, work: (item: T) => void, perStep = 64): Generator<void> {
  let n = 0;
  for (const item of items) {
    work(item);
    if (++n % perStep === 0) yield;
  }
}
