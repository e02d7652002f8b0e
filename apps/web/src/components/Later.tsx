import { useDeferredValue, type ReactNode } from 'react';

/**
 * Children drawn in a render of their own, right after the rest of the page is on screen (for content below the
 * fold). A phone then commits the page in a few shorter tasks instead of one long one. `Later`s nested in one
 * another are drawn one after the other; side by side, together.
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
