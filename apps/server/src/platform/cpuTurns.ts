/**
 * CPU-heavy work on the event loop (research answers, PGlite statements) takes turns with everything else.
 * At most `concurrency` pieces of work are in flight. Queued work starts at once while the current slice of
 * the loop has run for less than `sliceMs`; after that the next piece starts in a setImmediate, so the loop
 * polls for I/O (other requests, /healthz) first. A promise continuation would not yield: only a macrotask
 * lets the loop poll. Slices keep throughput (no turn per tiny statement) and bound how long others wait.
 */
export interface CpuTurnOptions {
  /** How long queued work may run back to back before the loop is let through (default 10 ms). */
  sliceMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export type Turn = <T>(work: () => Promise<T>) => Promise<T>;

export function cpuTurns(concurrency: number, options: CpuTurnOptions = {}): Turn {
  const sliceMs = options.sliceMs ?? 10;
  const now = options.now ?? (() => performance.now());
  const waiting: (() => void)[] = [];
  let active = 0;
  let sliceStartedAt: number | null = null;
  let yielding = false;

  const startNext = () => {
    while (active < concurrency && !yielding && waiting.length > 0) {
      const at = now();
      if (sliceStartedAt === null) {
        // A new slice: its first piece starts at once; the slice ends when the loop reaches its check phase.
        sliceStartedAt = at;
        setImmediate(() => (sliceStartedAt = null));
      } else if (at - sliceStartedAt >= sliceMs) {
        yielding = true;
        setImmediate(() => {
          yielding = false;
          startNext();
        });
        return;
      }
      active++;
      waiting.shift()!();
    }
  };

  return async function turn<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      startNext();
    });
    try {
      return await work();
    } finally {
      active--;
      startNext();
    }
  };
}
