import { futuresTopic, type FuturesBoard } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { useLiveTopic } from '../../lib/marketSocket';
import { derivativesKeys } from '../options';

/** The futures of an underlying: the REST snapshot, then every board the hub publishes (newer wins). */
export function useFuturesBoard(underlying: string | null) {
  const snapshot = useQuery({
    queryKey: derivativesKeys.futures(underlying ?? ''),
    queryFn: ({ signal }) => apiFetch<FuturesBoard>(`/api/derivatives/futures?underlying=${encodeURIComponent(underlying ?? '')}`, { signal }),
    enabled: Boolean(underlying),
    staleTime: 10_000,
  });
  const live = useLiveTopic<FuturesBoard>(underlying ? futuresTopic(underlying) : null);
  const liveData = live.data && live.data.underlying === underlying ? live.data : undefined;
  const data = liveData && (!snapshot.data || liveData.asOf >= snapshot.data.asOf) ? liveData : snapshot.data;
  return { data, snapshot, live };
}
