import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Page } from '../../components/Page';
import { useAuth, SignInPrompt } from '../auth';
import { CompanyPicker } from '../company-search';
import { DataAsOf } from '../../components/DataAsOf';
import { ErrorState } from '../../components/QueryStates';
import { hasRequired } from '../../lib/graphql';
import { useMarket } from '../market';
import { useQuotes } from '../quotes';
import { useAddToWatchList, useRemoveFromWatchList, useWatchList } from './api';
import { WatchedCompanies, type WatchedRow } from './WatchedCompanies';
import { WatchlistEvents } from './WatchlistEvents';

/** /watchlist: the signed-in user's companies with quotes, announcements and insider trades. */
export default function WatchlistPage() {
  const { isAuthenticated } = useAuth();
  return (
    <Page title="Watchlist" subtitle="Companies you follow and their prices; filings and insider trades where a source feeds them." maxWidth="lg">
      {isAuthenticated ? (
        <Watchlist />
      ) : (
        <SignInPrompt
          testId="watchlist-sign-in"
          title="Sign in to see your watchlist"
          text="Your watchlist is kept with your account, so you can follow the same companies on every device."
          returnTo="/watchlist"
        />
      )}
    </Page>
  );
}

function Watchlist() {
  const { market } = useMarket();
  const list = useWatchList(true);
  const add = useAddToWatchList();
  const remove = useRemoveFromWatchList();
  const items = useMemo(() => (list.data ?? []).filter((item) => item.company), [list.data]);
  // Quotes with the 52-week range for the companies of the selected market; the list's own quote otherwise.
  const symbols = useMemo(() => items.filter((i) => i.company?.country === market).map((i) => i.company?.symbol ?? ''), [items, market]);
  const quotes = useQuotes(symbols, market);
  const rows = useMemo<WatchedRow[]>(() => {
    const bySymbol = new Map((quotes.data ?? []).map((q) => [q.symbol, q]));
    return items.map((item) => {
      const company = item.company;
      const own = company?.quote ?? null;
      return {
        item,
        symbol: company?.symbol ?? '',
        name: company?.companyName ?? '',
        quote: bySymbol.get(company?.symbol ?? '') ?? (own && hasRequired(own, ['date', 'close']) ? { ...own, high52w: null, low52w: null } : null),
      };
    });
  }, [items, quotes.data]);

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <CompanyPicker
          label="Add a company"
          testId="watchlist-add"
          disabled={add.isPending}
          onPick={(company) => add.mutate({ symbol: company.symbol, exchange: company.exchange })}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <DataAsOf asOf={rows.find((r) => r.quote)?.quote?.date} sx={{ ml: { md: 'auto' } }} />
      </Box>
      {add.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => add.reset()}>
          Could not add the company: {add.error.message}
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => remove.reset()}>
          Could not remove the company. Try again.
        </Alert>
      )}
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title="Could not load your watchlist" />
      ) : (
        <WatchedCompanies
          rows={rows}
          loading={list.isPending}
          removing={remove.isPending}
          onRemove={(item) => item.company && remove.mutate({ companyId: item.company.id, instrumentType: item.instrumentType })}
        />
      )}
      <WatchlistEvents />
    </>
  );
}
