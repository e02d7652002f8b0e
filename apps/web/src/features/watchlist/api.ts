import { INSTRUMENT_TYPES } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, graphqlRequest, hasRequired, withRequired, type ResultOf, type WithRequired } from '../../lib/graphql';
import { USER_QUERY_ROOT } from '../../lib/session';

export const WATCH_LIST = graphql(
  `query WatchList {
    watchList {
      id instrumentType
      company { id symbol exchange country companyName quote { date close prevClose change changePct } valuation { basis asOf marketCap pe } }
      marketIndex { id indexName }
    }
  }`,
);

export const ADD_WATCH_LIST_ITEM = graphql(
  `mutation AddWatchListItem($symbol: String!, $exchange: String, $instrumentType: Int) {
    addWatchListItem(symbol: $symbol, exchange: $exchange, instrumentType: $instrumentType) { id }
  }`,
);

export const DELETE_WATCH_LIST_ITEM = graphql(
  `mutation DeleteWatchListItem($companyId: ID!, $instrumentType: Int!) {
    deleteWatchListItem(companyId: $companyId, instrumentType: $instrumentType)
  }`,
);

export const WATCH_LIST_EVENTS = graphql(
  `query WatchListEvents($from: DateTime!, $to: DateTime!) {
    watchListEvents(from: $from, to: $to) {
      announcements {
        id companySymbol companyName announcementDate announcementTextSummary announcementImpact
        announcementDocumentLink announcementSentiment
      }
      insiderTrades {
        id companySymbol companyName intimationDate nameOfInsider categoryOfInsider typeOfSecurity transactionType
        numberOfSecuritiesTransacted shareholdingBeforeTransaction shareholdingAfterTransaction modeOfTransaction
      }
    }
  }`,
);

type WireItem = NonNullable<ResultOf<typeof WATCH_LIST>['watchList']>[number];
const STOCK_FIELDS = ['id', 'symbol', 'companyName'] as const;
/** A watched listing; its quote is the latest daily bar. */
export type WatchedStock = WithRequired<NonNullable<WireItem['company']>, (typeof STOCK_FIELDS)[number]>;
export type WatchListItem = Omit<WithRequired<WireItem, 'id' | 'instrumentType'>, 'company'> & { company: WatchedStock | null };

type WireEvents = NonNullable<ResultOf<typeof WATCH_LIST_EVENTS>['watchListEvents']>;
export type Announcement = WithRequired<NonNullable<WireEvents['announcements']>[number], 'id' | 'companySymbol'>;
export type InsiderTrade = WithRequired<NonNullable<WireEvents['insiderTrades']>[number], 'id' | 'companySymbol'>;

function toWatchListItems(items: readonly WireItem[] | null): WatchListItem[] {
  return withRequired(items, 'id', 'instrumentType').map((item) => ({
    ...item,
    company: item.company && hasRequired(item.company, STOCK_FIELDS) ? item.company : null,
  }));
}

/** Under the user root: sign-out drops them. */
export const watchlistKeys = {
  all: [USER_QUERY_ROOT, 'watchlist'] as const,
  items: () => [USER_QUERY_ROOT, 'watchlist', 'items'] as const,
  events: (from: string, to: string) => [USER_QUERY_ROOT, 'watchlist', 'events', from, to] as const,
};

export function useWatchList(enabled: boolean) {
  return useQuery({
    queryKey: watchlistKeys.items(),
    queryFn: async ({ signal }) => toWatchListItems((await graphqlRequest(WATCH_LIST, {}, { signal })).watchList),
    enabled,
    staleTime: 60_000,
  });
}

/** Announcements and insider trades of the watched companies between two instants (ISO strings). */
export function useWatchListEvents(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: watchlistKeys.events(from, to),
    queryFn: async ({ signal }) => {
      const events = (await graphqlRequest(WATCH_LIST_EVENTS, { from, to }, { signal })).watchListEvents;
      return {
        announcements: withRequired(events?.announcements, 'id', 'companySymbol'),
        insiderTrades: withRequired(events?.insiderTrades, 'id', 'companySymbol'),
      };
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useAddToWatchList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { symbol: string; exchange?: string | null }) =>
      graphqlRequest(ADD_WATCH_LIST_ITEM, {
        symbol: input.symbol,
        exchange: input.exchange || null,
        instrumentType: INSTRUMENT_TYPES.stock,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}

export function useRemoveFromWatchList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { companyId: string; instrumentType: number }) =>
      graphqlRequest(DELETE_WATCH_LIST_ITEM, { companyId: item.companyId, instrumentType: item.instrumentType }),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
