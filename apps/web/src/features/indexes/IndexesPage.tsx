import Typography from '@mui/material/Typography';
import type { IndexSummary } from '@sanchay/core';
import { SCREEN_INTROS } from '@sanchay/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { Page } from '../../components/Page';
import { formatDate, formatLevel } from '../../lib/format';
import { useDeferredData } from '../../lib/useDeferredData';
import { EmptyState, ErrorState } from '../../components/QueryStates';
import { useMarket } from '../market';
import { isStale, useMarketStatus } from '../../lib/marketStatus';
import { useIndices } from './api';
import { IndexDetailsPanel } from './IndexDetailsPanel';

/**
 * The indices' columns; `latest` is the latest prices' date: a series that stopped long before it (NIFTY BANK
 * ends 26 Aug 2021 in the mirror) shows its "last close" date and no day's change, one without bars says so.
 */
const columns = (latest: string | null): Column<IndexSummary>[] => [
  { id: 'name', header: 'Index', sticky: true, value: (i) => i.name, render: (i) => <strong>{i.name}</strong> },
  { id: 'close', header: 'Level', numeric: true, value: (i) => i.close, render: (i) => (i.close === null ? NO_LEVEL : formatLevel(i.close)) },
  {
    id: 'change',
    priority: 'low',
    header: 'Change',
    numeric: true,
    value: (i) => (isStale(i.date, latest) ? null : i.change),
    render: (i) => (isStale(i.date, latest) ? '' : <ChangeText value={i.change} format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`} />),
  },
  { id: 'changePct', header: 'Change %', numeric: true, value: (i) => (isStale(i.date, latest) ? null : i.changePct), render: (i) => (isStale(i.date, latest) ? '' : <ChangeText value={i.changePct} />) },
  { id: 'return1y', priority: 'low', header: '1Y return', numeric: true, value: (i) => i.return1y, render: (i) => <ChangeText value={i.return1y} /> },
  { id: 'constituents', priority: 'low', header: 'Companies', numeric: true, value: (i) => i.constituents },
  // Each index has its own date (the series end at different days); on a phone it may wrap to fit.
  { id: 'date', header: 'As of', wrap: true, value: (i) => i.date, render: (i) => (isStale(i.date, latest) ? `last close ${formatDate(i.date)}` : formatDate(i.date)) },
];

export const NO_LEVEL = 'No level in the data';

const PREFERRED = ['NIFTY 50', 'Nifty 50'];

/** /indexes: index levels; pick one for its chart and constituents (?index=NAME). */
export default function IndexesPage() {
  const { market } = useMarket();
  const indices = useIndices(market);
  const [params, setParams] = useSearchParams();
  const rows = useDeferredData(indices.data) ?? [];
  const latest = useMarketStatus().data?.asOf ?? null;
  const tableColumns = useMemo(() => columns(latest), [latest]);
  const wanted = params.get('index');
  const selected =
    rows.find((i) => i.name === wanted) ?? rows.find((i) => PREFERRED.includes(i.name)) ?? rows.find((i) => i.constituents > 0) ?? rows[0];

  return (
    <Page title={SCREEN_INTROS['/indexes'].heading} subtitle={SCREEN_INTROS['/indexes'].lead} maxWidth="lg">
      {indices.isError ? (
        <ErrorState error={indices.error} onRetry={() => void indices.refetch()} title="Could not load the indices" />
      ) : indices.data?.length === 0 ? (
        <EmptyState title="No indices for this market yet" hint="Index data arrives with the index lists and their daily history." />
      ) : (
        <DataTable
          title="Indices"
          rows={rows}
          columns={tableColumns}
          rowKey={(i) => i.name}
          loading={indices.isPending || rows !== indices.data}
          selectedKey={selected?.name ?? null}
          onRowClick={(i) => setParams({ index: i.name }, { replace: true })}
          maxHeight={420}
          toolbar={
            <Typography variant="body2" color="textSecondary">
              Select a row for details
            </Typography>
          }
          // The rows are of different dates: each index's own is in its "As of" column, never one date for all.
          footer={<span>Each index at its own date (&quot;As of&quot;)</span>}
        />
      )}
      {selected && <IndexDetailsPanel key={selected.name} summary={selected} />}
    </Page>
  );
}
