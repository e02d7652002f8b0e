import { logger } from '../platform/logger';

/** Runs `task` every `everyMs` (skipping a beat while one is still running); returns a stop function. */
export function repeatingJob(name: string, task: () => Promise<unknown>, everyMs: number, onStop?: () => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = task()
      .catch((error: unknown) => logger('alerts').error({ err: error }, `${name} failed`))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    onStop?.();
  };
}
