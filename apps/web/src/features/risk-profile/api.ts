import { RISK_PROFILE_CONFIG_KEY, parseSavedRiskProfile } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, graphqlRequest } from '../../lib/graphql';

export const RISK_PROFILE_CONFIGS = graphql(`query RiskProfileConfigs { userConfigs { key value } }`);

export const SAVE_RISK_PROFILE = graphql(
  `mutation SaveRiskProfile($key: String!, $value: String!) { upsertUserConfig(key: $key, value: $value) { key value } }`,
);

const savedProfileKey = (email: string) => ['risk-profile', email] as const;

/** The signed-in user's saved risk profile from their configs; null when none (or unreadable). */
export function useSavedRiskProfile(email: string | null) {
  return useQuery({
    queryKey: savedProfileKey(email ?? ''),
    enabled: email !== null,
    queryFn: async ({ signal }) => {
      const { userConfigs } = await graphqlRequest(RISK_PROFILE_CONFIGS, {}, { signal });
      const entry = userConfigs?.find((config) => config.key === RISK_PROFILE_CONFIG_KEY);
      return entry?.value ? parseSavedRiskProfile(entry.value) : null;
    },
  });
}

export function useSaveRiskProfile(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => graphqlRequest(SAVE_RISK_PROFILE, { key: RISK_PROFILE_CONFIG_KEY, value }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedProfileKey(email) }),
  });
}
