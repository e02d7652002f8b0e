/**
 * CPU-heavy work (a research answer computed on the event loop) takes turns with everything else: at most
 * `concurrency` pieces of work are in flight, and each starts in its own setImmediate, queued only when a
 * previous one has finished. So other requests and /healthz are served between any two answers, instead of
 * waiting behind 200 answers that arrived together. A promise continuation (microtask) would not yield:
 * only a macrotask lets the loop poll for I/O.
 */
export function cpuTurns(concurrency: number) {
  const waiting: (() => void)[] = [];
  let active = 0;
  const startNext = () => {
    if (active >= concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    active++;
    setImmediate(start);
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
