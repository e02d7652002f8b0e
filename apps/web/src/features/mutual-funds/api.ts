import type { MutualFundDetail, MutualFundPage } from '@sanchay/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../lib/api';
import { graphql, graphqlRequest, withRequired, type ResultOf, type WithRequired } from '../../lib/graphql';
import { USER_QUERY_ROOT } from '../../lib/session';
import { mutualFundsUrl, type FundFilters } from './filters';

export const MY_MUTUAL_FUNDS = graphql(
  `query MyMutualFunds {
    myMutualFunds { funds { mutualFundId units fund { schemeCode name fundHouse category plan nav navDate return3Y } } }
  }`,
);

export type PortfolioFund = WithRequired<NonNullable<NonNullable<ResultOf<typeof MY_MUTUAL_FUNDS>['myMutualFunds']>['funds']>[number], 'mutualFundId'>;

export const ADD_PORTFOLIO_FUND = graphql(
  `mutation AddPortfolioFund($mutualFundId: Int!, $units: Float) {
    addPortfolioFund(mutualFundId: $mutualFundId, units: $units) { mutualFundId }
  }`,
);

export const DELETE_PORTFOLIO_FUND = graphql(
  `mutation DeletePortfolioFund($mutualFundId: Int!) { deletePortfolioFund(mutualFundId: $mutualFundId) }`,
);

export const fundKeys = {
  all: ['mutualfunds'] as const,
  list: (filters: FundFilters) => ['mutualfunds', 'list', filters] as const,
  portfolio: () => [USER_QUERY_ROOT, 'mutualfunds', 'portfolio'] as const,
  detail: (schemeCode: string) => ['mutualfunds', 'detail', schemeCode] as const,
};

/** One scheme with its NAV history, returns and category (GET /api/mutualfunds/:schemeCode). */
export function useMutualFundDetail(schemeCode: string) {
  return useQuery({
    queryKey: fundKeys.detail(schemeCode),
    queryFn: ({ signal }) => apiFetch<MutualFundDetail>(`/api/mutualfunds/${encodeURIComponent(schemeCode)}`, { signal }),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export function useMutualFunds(filters: FundFilters) {
  return useQuery({
    queryKey: fundKeys.list(filters),
    queryFn: ({ signal }) => apiFetch<MutualFundPage>(mutualFundsUrl(filters), { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useMyMutualFunds(enabled: boolean) {
  return useQuery({
    queryKey: fundKeys.portfolio(),
    queryFn: async ({ signal }) => withRequired((await graphqlRequest(MY_MUTUAL_FUNDS, {}, { signal })).myMutualFunds?.funds, 'mutualFundId'),
    enabled,
    staleTime: 60_000,
  });
}

export function useAddPortfolioFund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mutualFundId: number) => graphqlRequest(ADD_PORTFOLIO_FUND, { mutualFundId }),
    onSettled: () => client.invalidateQueries({ queryKey: fundKeys.portfolio() }),
  });
}

export function useDeletePortfolioFund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mutualFundId: number) => graphqlRequest(DELETE_PORTFOLIO_FUND, { mutualFundId }),
    onSettled: () => client.invalidateQueries({ queryKey: fundKeys.portfolio() }),
  });
}
