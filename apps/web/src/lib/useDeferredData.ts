import { useDeferredValue } from 'react';

/**
 * A query's data for drawing a big view. react-query hands new data over in a synchronous render (it reads its
 * cache with useSyncExternalStore), which a slow phone spends as one long task; the view reads the data here
 * instead, in a deferred render that React does in slices. While the data is gone (a new query key), so is this.
 */
export function useDeferredData<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return data === undefined ? undefined : deferred;
}
