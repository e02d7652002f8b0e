import Refresh from '@mui/icons-material/Refresh';
import TableRows from '@mui/icons-material/TableRows';
import ViewModule from '@mui/icons-material/ViewModule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { latestDay, type MarketCode } from '@sanchay/core';
import { useState } from 'react';
import { Page } from '../../components/Page';
import { readStorage, writeStorage } from '../../lib/storage';
import { CompanyPicker } from '../company-search';
import { DataAsOf } from '../../components/DataAsOf';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { useMarket } from '../market';
import { useQuotes } from './api';
import { useQuoteBoard } from './board';
import { QuoteCard } from './QuoteCard';
import { QuotesTable } from './QuotesTable';

type View = 'cards' | 'table';
const VIEW_KEY = 'sanchay.quotes.view';

/** /quotes: a board of quotes for symbols the user picks, kept in this browser per market. */
export default function QuotesPage() {
  const { market } = useMarket();
  return (
    <Page title="Quotes" subtitle="Your quote board: add symbols, refresh prices, and see where each trades in its day and 52-week range." maxWidth="lg">
      <QuoteBoard key={market} market={market} />
    </Page>
  );
}

function QuoteBoard({ market }: { market: MarketCode }) {
  const board = useQuoteBoard(market);
  const quotes = useQuotes(board.symbols, market);
  const [view, setView] = useState<View>(() => (readStorage(VIEW_KEY) === 'table' ? 'table' : 'cards'));
  const rows = quotes.data ?? [];
  const found = new Set(rows.map((q) => q.symbol.toUpperCase()));
  const missing = quotes.isSuccess && !quotes.isPlaceholderData ? board.symbols.filter((s) => !found.has(s)) : [];
  const updated = quotes.dataUpdatedAt ? new Date(quotes.dataUpdatedAt).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : null;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <CompanyPicker
          label="Add a symbol"
          acceptSymbol
          disabled={board.full}
          testId="quote-add"
          onPick={(company) => board.add(company.symbol)}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button variant="outlined" startIcon={<Refresh />} onClick={() => void quotes.refetch()} disabled={quotes.isFetching || board.symbols.length === 0}>
          {quotes.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label="Board view"
          onChange={(_event, next: View | null) => {
            if (!next) return;
            setView(next);
            writeStorage(VIEW_KEY, next);
          }}
        >
          <ToggleButton value="cards" aria-label="Cards">
            <ViewModule fontSize="small" />
          </ToggleButton>
          <ToggleButton value="table" aria-label="Table">
            <TableRows fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', flexDirection: 'column', ml: { md: 'auto' } }}>
          {updated && (
            <Typography variant="caption" color="textSecondary">
              Updated {updated}
            </Typography>
          )}
          {/* Each card carries its own close date; the board's line gives the latest of them. */}
          <DataAsOf asOf={latestDay(rows.map((row) => row.date))} label="Latest close" />
        </Box>
      </Box>
      {board.full && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The board holds up to {board.symbols.length} symbols. Remove one to add another.
        </Alert>
      )}
      {missing.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }} data-testid="quotes-missing">
          <Typography variant="body2" color="textSecondary">
            No quote for
          </Typography>
          {missing.map((symbol) => (
            <Chip key={symbol} label={symbol} size="small" color="warning" variant="outlined" onDelete={() => board.remove(symbol)} />
          ))}
        </Box>
      )}
      {board.symbols.length === 0 ? (
        <EmptyState
          title="Your board is empty"
          hint="Add symbols with the box above, for example RELIANCE or NIFTYBEES."
          action={
            <Button onClick={board.reset} variant="outlined">
              Restore the default board
            </Button>
          }
        />
      ) : quotes.isError && rows.length === 0 ? (
        <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} title="Could not load the quotes" />
      ) : quotes.isPending ? (
        <LoadingBlock rows={3} height={120} label="Loading quotes" />
      ) : view === 'cards' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {rows.map((quote) => (
            <QuoteCard key={`${quote.exchange}:${quote.symbol}`} quote={quote} onRemove={() => board.remove(quote.symbol.toUpperCase())} />
          ))}
        </Box>
      ) : (
        <QuotesTable title="Quote board" quotes={rows} onRemove={(symbol) => board.remove(symbol.toUpperCase())} />
      )}
    </>
  );
}
