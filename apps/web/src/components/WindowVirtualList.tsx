import Box from '@mui/material/Box';
import { useWindowVirtualizer, type Virtualizer, type VirtualizerOptions, windowScroll } from '@tanstack/react-virtual';
import { memo, type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  /** A guess of an item's height in px before it is measured (keep it close: it sizes the scroll bar). */
  estimateSize: (item: T, index: number) => number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Space between items, px. */
  gap?: number;
  /** Items rendered beyond the window on each side. */
  overscan?: number;
  testId?: string;
}

/**
 * One item's content, memoised: the list re-renders as items are measured and the window scrolls, and the
 * items it already shows need not be drawn again for that (only when the page hands over new items).
 */
const ItemContent = memo(function ItemContent({ item, index, render }: { item: unknown; index: number; render: (item: never, index: number) => ReactNode }) {
  return render(item as never, index);
});

/** Without ResizeObserver (old browsers, jsdom) items cannot be measured: every item is rendered. */
const canMeasure = () => typeof window !== 'undefined' && typeof ResizeObserver !== 'undefined';

/**
 * An item's height from its ResizeObserver entry only. The library's default reads offsetHeight when an item is
 * first attached, which forces a layout of the page inside React's commit (on a phone, tens of milliseconds per
 * screenful of cards); the observer reports the same height right after the browser's own layout.
 */
function sizeFromObserver(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/**
 * The window's size for the virtualizer, read after the next frame's layout and on each resize. The library's
 * own observer reads window.innerWidth and innerHeight at once, in the virtualizer's layout effect: inside React's
 * commit, after the list's items were inserted, that read forces a layout of the whole page (17-53 ms of a
 * /dipsip load on the test machine, in the task of the commit). Until the first read the virtualizer uses
 * `initialRect`, the size read as the list first rendered.
 */
function observeWindowSize(instance: Virtualizer<Window, Element>, cb: (rect: { width: number; height: number }) => void): () => void {
  const win = instance.scrollElement ?? window;
  const read = () => cb({ width: win.innerWidth, height: win.innerHeight });
  let timer: number | undefined;
  // A task after the frame: its layout is done by then, so the read costs nothing.
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(read, 0);
  });
  win.addEventListener('resize', read, { passive: true });
  return () => {
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
    win.removeEventListener('resize', read);
  };
}

/**
 * The window's scroll, less the one the virtualizer makes as it attaches to the window (Virtualizer._willUpdate
 * scrolls to the offset it has just read from window.scrollY, i.e. where the window already is). window.scrollTo
 * lays the page out at once: in the list's layout effect that was a layout of the newly inserted cards inside
 * React's commit (6-9 ms of a 15-21 ms /dipsip task on the test machine). Later scrolls (scrollToIndex) go through.
 */
const scrollAfterAttaching: VirtualizerOptions<Window, Element>['scrollToFn'] = (offset, options, instance) => {
  if (!attached.has(instance)) {
    attached.add(instance);
    return;
  }
  windowScroll(offset, options, instance);
};
const attached = new WeakSet<Virtualizer<Window, Element>>();

/**
 * The virtualizer re-renders the list when it measures the items and the window, in React's default lane, which
 * React renders in one task without slicing (cards coming into range drew in one 36-45 ms task of a /dipsip load on
 * the test machine), or from an item's ref inside the commit, in a synchronous render of its own. Those re-renders
 * are transitions here; while the window scrolls (`sync`) they keep their lane, so the cards keep up with the scroll.
 * (The library sets its options, and so its onChange, again on every render of the list.)
 */
function redrawInTransitionUnlessScrolling(virtualizer: Virtualizer<Window, Element>): void {
  const notify = virtualizer.options.onChange;
  if (!notify) return;
  virtualizer.options.onChange = (instance, sync) => (sync ? notify(instance, sync) : startTransition(() => notify(instance, sync)));
}

/**
 * A long list that scrolls with the page and renders only the items near the window (plus `overscan`), each
 * measured once drawn; the list keeps its full height, so the scroll bar and what follows do not move.
 */
export function WindowVirtualList<T>({ items, itemKey, estimateSize, renderItem, gap = 0, overscan = 2, testId }: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const measured = canMeasure();

  // The list's distance from the top of the page: the virtualizer counts window scroll from there. Read in the
  // observer's callback, which runs after the browser's own layout (its first call comes with the first frame):
  // reading it in the commit would force a layout of the whole page inside React's task.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || !measured) return;
    // In a transition, as the virtualizer's own re-renders (redrawInTransitionUnlessScrolling).
    const observer = new ResizeObserver(() => {
      const margin = el.getBoundingClientRect().top + window.scrollY;
      startTransition(() => setScrollMargin(margin));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measured]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateSize(items[index] as T, index),
    getItemKey: (index) => itemKey(items[index] as T, index),
    overscan,
    gap,
    scrollMargin,
    enabled: measured,
    // The window's size from the start: without it the first render draws no item, and the items of the first
    // screen are drawn when the virtualizer measures the window in a layout effect, in one synchronous
    // (cascading) render instead of the time-sliced one the page's data arrives in.
    initialRect: measured ? { width: window.innerWidth, height: window.innerHeight } : undefined,
    // Measuring and scrolling re-render the list in React's normal way, not in a synchronous flushSync render:
    // on a phone the first measurements of a screenful of cards made one long task.
    useFlushSync: false,
    measureElement: sizeFromObserver,
    observeElementRect: observeWindowSize,
    scrollToFn: scrollAfterAttaching,
  });
  redrawInTransitionUnlessScrolling(virtualizer);

  if (!measured) {
    return (
      <Box ref={listRef} data-testid={testId} sx={{ display: 'grid', gap: `${gap}px` }}>
        {items.map((item, index) => (
          <Box key={itemKey(item, index)}>{renderItem(item, index)}</Box>
        ))}
      </Box>
    );
  }

  return (
    <Box ref={listRef} data-testid={testId} sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Box
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <ItemContent item={items[row.index]} index={row.index} render={renderItem} />
        </Box>
      ))}
    </Box>
  );
}
