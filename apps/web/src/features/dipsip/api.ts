import { DIPSIP_CONFIG_KEYS, type DipSipBoardEtf, type DipSipSubscriptionInput } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTransitionQuery } from '../../lib/useTransitionQuery';
import { apiFetch } from '../../lib/api';
import { graphql, graphqlRequest, hasRequired, withRequired, type ResultOf, type WithRequired } from '../../lib/graphql';

/** One row of GET /api/nse/etfList (spec 001 section 7.1). */
export interface DipSipEtf {
  symbol: string;
  underlying: string;
  instrument_token: number | null;
}

export const USER_INSTRUMENTS = graphql(
  `query UserInstruments { userInstruments { id instrumentSymbol instrumentToken value baseAmount trigger lastTelegramNotification } }`,
);

export const SYNC_SUBSCRIPTIONS = graphql(
  `mutation SyncDipSipSubscriptions($subscriptions: [UserInstrumentInput!]!) {
    syncDipSipSubscriptions(subscriptions: $subscriptions) { added updated removed total }
  }`,
);

export const DELETE_USER_INSTRUMENTS = graphql(
  `mutation DeleteUserInstruments($instrumentTokens: [Int!]!) { deleteUserInstruments(instrumentTokens: $instrumentTokens) }`,
);

export const USER_CONFIGS = graphql(`query UserConfigs { userConfigs { key value } }`);

export const UPSERT_USER_CONFIG = graphql(
  `mutation UpsertUserConfig($key: String!, $value: String!) { upsertUserConfig(key: $key, value: $value) { key value } }`,
);

export type UserInstrument = WithRequired<NonNullable<ResultOf<typeof USER_INSTRUMENTS>['userInstruments']>[number], 'id' | 'instrumentSymbol' | 'instrumentToken'>;
type WireSyncCounts = NonNullable<ResultOf<typeof SYNC_SUBSCRIPTIONS>['syncDipSipSubscriptions']>;
export type SyncCounts = WithRequired<WireSyncCounts, keyof WireSyncCounts>;
const SYNC_COUNT_FIELDS = ['added', 'updated', 'removed', 'total'] as const satisfies readonly (keyof WireSyncCounts)[];

export const dipSipKeys = {
  etfs: ['dipsip', 'etfs'] as const,
  instruments: (email: string) => ['dipsip', 'instruments', email] as const,
  configs: (email: string) => ['dipsip', 'configs', email] as const,
};

/** The DipSIP ETFs; a failure is only logged (spec 001 section 8) and shows as an empty list with a retry. */
export function useDipSipEtfs() {
  return useTransitionQuery({
    queryKey: dipSipKeys.etfs,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<DipSipEtf[]>('/api/nse/etfList', { signal });
      } catch (error) {
        console.error('Error fetching ETF list:', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's subscriptions; not cached across sessions (spec 001 section 7.2). */
export function useUserInstruments(email: string | null) {
  return useTransitionQuery({
    queryKey: dipSipKeys.instruments(email ?? ''),
    enabled: email !== null,
    staleTime: 0,
    gcTime: 0,
    // A refetch would overwrite unsaved edits; the dashboard reloads them on mount and per user.
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => {
      try {
        const { userInstruments } = await graphqlRequest(USER_INSTRUMENTS, {}, { signal });
        return withRequired(userInstruments, 'id', 'instrumentSymbol', 'instrumentToken');
      } catch (error) {
        console.error('Error loading ETF configurations:', error);
        throw error;
      }
    },
  });
}

export async function syncSubscriptions(list: readonly DipSipSubscriptionInput[]): Promise<SyncCounts> {
  const subscriptions = list.map((s) => ({ symbol: s.symbol, instrumentToken: s.instrument_token, amount: s.amount, trigger: s.trigger }));
  const counts = (await graphqlRequest(SYNC_SUBSCRIPTIONS, { subscriptions })).syncDipSipSubscriptions;
  if (!counts || !hasRequired(counts, SYNC_COUNT_FIELDS)) throw new Error('The server did not say what it saved');
  return counts;
}

export async function deleteSubscriptions(instrumentTokens: number[]): Promise<number> {
  return (await graphqlRequest(DELETE_USER_INSTRUMENTS, { instrumentTokens })).deleteUserInstruments ?? 0;
}

export function useDipSipConfigs(email: string | null) {
  return useQuery({
    queryKey: dipSipKeys.configs(email ?? ''),
    enabled: email !== null,
    queryFn: async ({ signal }) => withRequired((await graphqlRequest(USER_CONFIGS, {}, { signal })).userConfigs, 'key', 'value'),
  });
}

export function useSaveDipSipSettings(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: { monthlyCap: string; monthEndFallback: boolean }) => {
      await graphqlRequest(UPSERT_USER_CONFIG, { key: DIPSIP_CONFIG_KEYS.monthlyCap, value: settings.monthlyCap.trim() });
      await graphqlRequest(UPSERT_USER_CONFIG, { key: DIPSIP_CONFIG_KEYS.monthEndFallback, value: String(settings.monthEndFallback) });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dipSipKeys.configs(email) }),
  });
}

/** GET /api/dipsip/etfBoard: each DipSIP ETF's latest close, day change, traded value and subscriber count. */
export function useDipSipBoard() {
  return useTransitionQuery({
    queryKey: ['dipsip', 'board'] as const,
    queryFn: ({ signal }) => apiFetch<DipSipBoardEtf[]>('/api/dipsip/etfBoard', { signal }),
    staleTime: 60_000,
  });
}
