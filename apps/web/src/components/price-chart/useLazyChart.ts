import { useEffect, useRef, useState } from 'react';

export type LazyChartState = 'loading' | 'ready' | 'failed';

/**
 * Draws a chart into the returned container once its drawing module has loaded. `load` must be a dynamic
 * `import()` written in the caller, so lightweight-charts stays in that module's own chunk (never in the
 * landing bundle). `draw` gets the element and returns the clean-up; pass a stable (memoised) function:
 * the chart is redrawn whenever `load` or `draw` changes.
 */
export function useLazyChart<M>(load: () => Promise<M>, draw: (module: M, element: HTMLElement) => () => void) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LazyChartState>('loading');

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    load().then(
      (module) => {
        if (cancelled) return;
        cleanup = draw(module, element);
        setState('ready');
      },
      (error: unknown) => {
        console.warn('The chart could not be loaded', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [load, draw]);

  return { container, state };
}
