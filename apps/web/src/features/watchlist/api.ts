import { INSTRUMENT_TYPES } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql, graphqlRequest } from '../../lib/graphql';
import { USER_QUERY_ROOT } from '../../lib/session';

/** The latest daily bar of a listing (GraphQL StockQuote). */
export interface StockQuote {
  date: string;
  close: number;
  prevClose: number | null;
  change: number | null;
  changePct: number | null;
}

/** A listing (GraphQL Stock), with the fields the watch list reads. */
export interface WatchedStock {
  id: string;
  symbol: string;
  exchange: string;
  country: string;
  companyName: string;
  quote: StockQuote | null;
}

export interface WatchListItem {
  id: string;
  /** 0 stock, 1 index, 2 ETF. */
  instrumentType: number;
  company: WatchedStock | null;
  marketIndex: { id: string; indexName: string } | null;
}

export interface Announcement {
  id: string;
  companySymbol: string;
  companyName: string;
  announcementDate: string;
  announcementTextSummary: string;
  announcementImpact: string | null;
  announcementDocumentLink: string | null;
  announcementSentiment: number | null;
}

export interface InsiderTrade {
  id: string;
  companySymbol: string;
  companyName: string;
  intimationDate: string;
  nameOfInsider: string;
  categoryOfInsider: string | null;
  typeOfSecurity: string | null;
  transactionType: string | null;
  numberOfSecuritiesTransacted: number | null;
  shareholdingBeforeTransaction: number | null;
  shareholdingAfterTransaction: number | null;
  modeOfTransaction: string | null;
}

export interface WatchListEvents {
  announcements: Announcement[];
  insiderTrades: InsiderTrade[];
}

export const WATCH_LIST = gql<{ watchList: WatchListItem[] }>(
  `query WatchList {
    watchList {
      id instrumentType
      company { id symbol exchange country companyName quote { date close prevClose change changePct } }
      marketIndex { id indexName }
    }
  }`,
);

export const ADD_WATCH_LIST_ITEM = gql<
  { addWatchListItem: { id: string } },
  { symbol: string; exchange?: string | null; instrumentType?: number }
>(
  `mutation AddWatchListItem($symbol: String!, $exchange: String, $instrumentType: Int) {
    addWatchListItem(symbol: $symbol, exchange: $exchange, instrumentType: $instrumentType) { id }
  }`,
);

export const DELETE_WATCH_LIST_ITEM = gql<{ deleteWatchListItem: boolean }, { companyId: string; instrumentType: number }>(
  `mutation DeleteWatchListItem($companyId: ID!, $instrumentType: Int!) {
    deleteWatchListItem(companyId: $companyId, instrumentType: $instrumentType)
  }`,
);

export const WATCH_LIST_EVENTS = gql<{ watchListEvents: WatchListEvents }, { from: string; to: string }>(
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

/** Under the user root: sign-out drops them. */
export const watchlistKeys = {
  all: [USER_QUERY_ROOT, 'watchlist'] as const,
  items: () => [USER_QUERY_ROOT, 'watchlist', 'items'] as const,
  events: (from: string, to: string) => [USER_QUERY_ROOT, 'watchlist', 'events', from, to] as const,
};

export function useWatchList(enabled: boolean) {
  return useQuery({
    queryKey: watchlistKeys.items(),
    queryFn: async ({ signal }) => (await graphqlRequest(WATCH_LIST, {}, { signal })).watchList ?? [],
    enabled,
    staleTime: 60_000,
  });
}

/** Announcements and insider trades of the watched companies between two instants (ISO strings). */
export function useWatchListEvents(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: watchlistKeys.events(from, to),
    queryFn: async ({ signal }) => (await graphqlRequest(WATCH_LIST_EVENTS, { from, to }, { signal })).watchListEvents,
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
