import { type RefObject, useEffect, useRef, useState } from 'react';

export type LazyChartState = 'loading' | 'ready' | 'failed';

/**
 * Whether `element` has come near the window (within `margin` of it) since it was mounted; once it has, it stays
 * true. Without IntersectionObserver (tests, old browsers) it is true at once.
 */
function useNearView(element: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}

/**
 * How near the window a chart below it has to come before its drawing code is loaded and run: a chart under the
 * fold (the index page's on a phone) is not drawn during the page's load, where loading lightweight-charts and
 * drawing the first chart is a phone's longest work; it starts as the chart's first row scrolls into view, with its
 * skeleton shown until then.
 */
const NEAR_VIEW_MARGIN = '0px';

/**
 * Draws a chart into the returned container once its drawing module has loaded. `load` must be a dynamic
 * `import()` written in the caller, so lightweight-charts stays in that module's own chunk (never in the
 * landing bundle). `draw` gets the element and returns the clean-up; pass a stable (memoised) function:
 * the chart is redrawn whenever `load` or `draw` changes. Nothing is loaded or drawn until the container is near
 * the window (useNearView); until then, as while the module loads, the state is 'loading'.
 */
export function useLazyChart<M>(load: () => Promise<M>, draw: (module: M, element: HTMLElement) => () => void) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LazyChartState>('loading');
  const near = useNearView(container, NEAR_VIEW_MARGIN);

  useEffect(() => {
    const element = container.current;
    if (!element || !near) return undefined;
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
  }, [load, draw, near]);

  return { container, state };
}
