import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { sentimentLabel, WATCHLIST_DEFAULT_EVENT_DAYS, WATCHLIST_EVENT_PRESETS, WATCHLIST_MAX_EVENT_DAYS } from '@sanchay/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { DayField } from '../../components/DayField';
import { formatCount, formatDate, formatPercent } from '../../lib/format';
import { ErrorState } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { useWatchListEvents, type Announcement, type InsiderTrade } from './api';
import { lastDays, rangeDays, rangeVariables, type DayRange } from './eventRange';

const SENTIMENT_COLOR = { Positive: 'success', Negative: 'error', Neutral: 'default' } as const;

function SentimentChip({ value }: { value: number | null }) {
  const label = sentimentLabel(value);
  if (!label) return <>—</>;
  return <Chip size="small" variant="outlined" color={SENTIMENT_COLOR[label]} label={label} title={`Sentiment ${value?.toFixed(2)}`} />;
}

const company = (row: { companySymbol: string }) => row.companySymbol;
const companyCell = (row: { companySymbol: string; companyName: string | null }) => (
  <span title={row.companyName ?? undefined}>
    <SymbolLink symbol={row.companySymbol} />
  </span>
);

const ANNOUNCEMENT_COLUMNS: Column<Announcement>[] = [
  { id: 'date', header: 'Date', value: (a) => a.announcementDate, render: (a) => formatDate(a.announcementDate), firstSort: 'desc' },
  { id: 'company', header: 'Company', value: company, render: companyCell },
  { id: 'summary', header: 'Announcement', value: (a) => a.announcementTextSummary, wrap: true, minWidth: 260 },
  { id: 'sentiment', header: 'Sentiment', value: (a) => a.announcementSentiment, csv: (a) => sentimentLabel(a.announcementSentiment), render: (a) => <SentimentChip value={a.announcementSentiment} /> },
  { id: 'impact', header: 'Impact', value: (a) => a.announcementImpact, wrap: true },
  {
    id: 'document',
    header: 'Document',
    sortable: false,
    value: (a) => a.announcementDocumentLink,
    render: (a) =>
      a.announcementDocumentLink && /^https?:\/\//.test(a.announcementDocumentLink) ? (
        <Link href={a.announcementDocumentLink} target="_blank" rel="noopener noreferrer">
          Open
        </Link>
      ) : (
        '—'
      ),
  },
];

const TRADE_COLUMNS: Column<InsiderTrade>[] = [
  { id: 'date', header: 'Date', value: (t) => t.intimationDate, render: (t) => formatDate(t.intimationDate), firstSort: 'desc' },
  { id: 'company', header: 'Company', value: company, render: companyCell },
  { id: 'insider', header: 'Insider', value: (t) => t.nameOfInsider, wrap: true, minWidth: 160 },
  { id: 'category', header: 'Category', value: (t) => t.categoryOfInsider },
  {
    id: 'type',
    header: 'Transaction',
    value: (t) => t.transactionType,
    render: (t) => {
      const type = t.transactionType ?? '';
      const color = /buy|acqui/i.test(type) ? 'success' : /sell|dispos/i.test(type) ? 'error' : 'default';
      return type ? <Chip size="small" variant="outlined" color={color} label={type} /> : '—';
    },
  },
  { id: 'quantity', header: 'Securities', numeric: true, value: (t) => t.numberOfSecuritiesTransacted, render: (t) => formatCount(t.numberOfSecuritiesTransacted) },
  { id: 'before', header: 'Holding before', numeric: true, value: (t) => t.shareholdingBeforeTransaction, render: (t) => formatPercent(t.shareholdingBeforeTransaction) },
  { id: 'after', header: 'Holding after', numeric: true, value: (t) => t.shareholdingAfterTransaction, render: (t) => formatPercent(t.shareholdingAfterTransaction) },
  { id: 'mode', header: 'Mode', value: (t) => t.modeOfTransaction },
];

/** Announcements and insider trades of the watched companies in a date range (default: last 30 days). */
export function WatchlistEvents() {
  const [preset, setPreset] = useState<number | null>(WATCHLIST_DEFAULT_EVENT_DAYS);
  const [range, setRange] = useState<DayRange>(() => lastDays(WATCHLIST_DEFAULT_EVENT_DAYS));
  const variables = rangeVariables(range);
  const tooLong = rangeDays(range) > WATCHLIST_MAX_EVENT_DAYS;
  const events = useWatchListEvents(variables.from, variables.to, !tooLong);

  return (
    <Box component="section" aria-labelledby="events-title" sx={{ mt: 4 }}>
      <Typography id="events-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Announcements and insider trades
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5, maxWidth: 760 }} data-testid="events-source">
        These come from NSE's corporate filings (announcements and insider-trading disclosures). No source loads
        NSE filings into this server yet: only the generated demo data carries them, so with real market data both
        lists stay empty.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          aria-label="Date range"
          onChange={(_event, days: number | null) => {
            if (days === null) return;
            setPreset(days);
            setRange(lastDays(days));
          }}
        >
          {WATCHLIST_EVENT_PRESETS.map((days) => (
            <ToggleButton key={days} value={days} sx={{ px: 1.5 }}>
              {days === 365 ? '1 year' : `${days} days`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DayField
          size="small"
          label="From"
          value={range.from}
          optional={false}
          onChange={(day) => {
            if (!day) return;
            setPreset(null);
            setRange((r) => ({ ...r, from: day }));
          }}
        />
        <DayField
          size="small"
          label="To"
          value={range.to}
          optional={false}
          onChange={(day) => {
            if (!day) return;
            setPreset(null);
            setRange((r) => ({ ...r, to: day }));
          }}
        />
      </Box>
      {tooLong ? (
        <Alert severity="warning">Pick a range of at most {WATCHLIST_MAX_EVENT_DAYS} days.</Alert>
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} title="Could not load the events" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DataTable
            title="Announcements"
            csvName={`watchlist announcements ${range.from} to ${range.to}`}
            rows={events.data?.announcements ?? []}
            columns={ANNOUNCEMENT_COLUMNS}
            rowKey={(a) => a.id}
            loading={events.isPending}
            initialSort={{ columnId: 'date', direction: 'desc' }}
            pageSize={25}
            toolbar={<Typography variant="subtitle2">Announcements</Typography>}
            emptyText="No announcements from your companies in this period."
          />
          <DataTable
            title="Insider trades"
            csvName={`watchlist insider trades ${range.from} to ${range.to}`}
            rows={events.data?.insiderTrades ?? []}
            columns={TRADE_COLUMNS}
            rowKey={(t) => t.id}
            loading={events.isPending}
            initialSort={{ columnId: 'date', direction: 'desc' }}
            pageSize={25}
            toolbar={<Typography variant="subtitle2">Insider trades</Typography>}
            emptyText="No insider trades in your companies in this period."
          />
        </Box>
      )}
    </Box>
  );
}
