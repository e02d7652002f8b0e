import { type DefaultError, type QueryKey, useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { startTransition, useEffect, useReducer } from 'react';

/**
 * useQuery whose changes (the answer arriving, an error, a refetch) are drawn in a transition. react-query
 * re-renders its component through useSyncExternalStore, and React draws a store's change in a synchronous render
 * it cannot slice: the whole page under the hook, 13-25 ms tasks on the test machine as /dipsip's answers arrived
 * (Lighthouse counts a task of 10 ms or more, times the CPU slowdown). Here the query tells the component nothing
 * (notifyOnChangeProps: []); the component renders again in a transition when the query's state changes, and reads
 * the query's current result as it renders, as useQuery does.
 * For a screen's own data, not the top bar's: an update in a transition restarts a transition React is rendering,
 * and the top bar's answers arrive during the app's first render (a transition, boot.tsx); on `/` that made the
 * blocking time worse, where a small synchronous render of the top bar did not (bench/RESULTS.md, 4 Dec).
 */
export function useTransitionQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const { queryHash } = client.defaultQueryOptions(options);
  // Subscribed before useQuery's own effect starts the fetch, so no change of the query is missed.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === queryHash) startTransition(redraw);
      }),
    [client, queryHash],
  );
  return useQuery({ ...options, notifyOnChangeProps: [] });
}
