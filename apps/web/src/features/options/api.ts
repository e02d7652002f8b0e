import { chainTopic, type DerivativeUnderlying, type OptionChain } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { useLiveTopic } from '../../lib/marketSocket';

export const derivativesKeys = {
  underlyings: ['derivatives', 'underlyings'] as const,
  chain: (underlying: string, expiry: string) => ['derivatives', 'chain', underlying, expiry] as const,
  futures: (underlying: string) => ['derivatives', 'futures', underlying] as const,
};

export interface UnderlyingsResponse {
  underlyings: DerivativeUnderlying[];
  simulated: boolean;
}

export function useUnderlyings() {
  return useQuery({
    queryKey: derivativesKeys.underlyings,
    queryFn: ({ signal }) => apiFetch<UnderlyingsResponse>('/api/derivatives/underlyings', { signal }),
    staleTime: 60_000,
  });
}

/**
 * The chain: the REST snapshot first (so the screen fills at once), then every chain the hub publishes.
 * The newer of the two wins.
 */
export function useOptionChain(underlying: string | null, expiry: string | null) {
  const enabled = Boolean(underlying && expiry);
  const snapshot = useQuery({
    queryKey: derivativesKeys.chain(underlying ?? '', expiry ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<OptionChain>(`/api/derivatives/chain?underlying=${encodeURIComponent(underlying ?? '')}&expiry=${encodeURIComponent(expiry ?? '')}`, { signal }),
    enabled,
    staleTime: 10_000,
  });
  const live = useLiveTopic<OptionChain>(enabled ? chainTopic(underlying!, expiry!) : null);
  const liveData = live.data && live.data.underlying === underlying && live.data.expiry === expiry ? live.data : undefined;
  const data = liveData && (!snapshot.data || liveData.asOf >= snapshot.data.asOf) ? liveData : snapshot.data;
  return { data, snapshot, live };
}
