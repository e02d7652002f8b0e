import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EtfListing } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { Page } from '../../components/Page';
import { DataAsOf } from '../../components/DataAsOf';
import { formatDate, formatPrice } from '../../lib/format';
import { readableUnderlying } from '@sanchay/core';
import { EmptyState, ErrorState } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { useEtfs } from './api';
import { groupEtfs } from './grouping';

// Phones keep the symbol, price and 1Y return (the list's order); the rest waits behind "All columns" (the page's
// as-of line gives the price date).
const COLUMNS: Column<EtfListing>[] = [
  { id: 'symbol', header: 'Symbol', sticky: true, value: (e) => e.symbol, render: (e) => <SymbolLink symbol={e.symbol} /> },
  { id: 'name', priority: 'low', header: 'Name', value: (e) => e.name, wrap: true, minWidth: 180 },
  // NSE's Underlying column as investors name the index ("MotilalOswalS&PBSEEnhancedValueETF" -> "BSE Enhanced Value").
  { id: 'underlying', priority: 'low', header: 'Underlying', value: (e) => readableUnderlying(e.underlying, e.name), wrap: true, minWidth: 140 },
  { id: 'close', header: 'Price', numeric: true, value: (e) => e.close, render: (e) => formatPrice(e.close) },
  { id: 'changePct', priority: 'low', header: 'Change %', numeric: true, value: (e) => e.changePct, render: (e) => <ChangeText value={e.changePct} /> },
  { id: 'return1y', header: '1Y return', numeric: true, value: (e) => e.return1y, render: (e) => <ChangeText value={e.return1y} /> },
  { id: 'date', priority: 'low', header: 'Price date', value: (e) => e.date, render: (e) => formatDate(e.date) },
  {
    id: 'dipsip',
    priority: 'low',
    header: 'DipSIP',
    value: (e) => e.isDipSipEtf,
    render: (e) =>
      e.isDipSipEtf ? (
        <Button size="small" variant="outlined" component={RouterLink} to="/dipsip" aria-label={`Set up DipSIP for ${e.symbol}`} onClick={(event) => event.stopPropagation()}>
          Set up DipSIP
        </Button>
      ) : (
        '—'
      ),
  },
];

function matches(etf: EtfListing, terms: string[]): boolean {
  const text = `${etf.symbol} ${etf.name} ${etf.underlying}`.toLowerCase();
  return terms.every((term) => text.includes(term));
}

/** /etfList: ETFs, REITs and InvITs by what they hold, with price, 1-year return and DipSIP links. */
export default function EtfListPage() {
  const etfs = useEtfs();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupEtfs(etfs.data ?? []), [etfs.data]);
  const active = groups.find((g) => g.key === params.get('group')) ?? groups[0];
  const filterKey = filter.trim().toLowerCase();
  const rows = useMemo(() => {
    const terms = filterKey.split(/\s+/).filter(Boolean);
    return (active?.rows ?? []).filter((e) => matches(e, terms));
  }, [active, filterKey]);
  const asOf = (etfs.data ?? []).reduce<string | null>((latest, e) => (e.date && (!latest || e.date > latest) ? e.date : latest), null);

  return (
    <Page
      title="ETFs, REITs and InvITs"
      subtitle="Passive investing on NSE: index funds, gold and silver, debt and liquid funds, international funds, REITs and InvITs."
      maxWidth="lg"
    >
      {etfs.isError ? (
        <ErrorState error={etfs.error} onRetry={() => void etfs.refetch()} title="Could not load the ETF list" />
      ) : !etfs.isPending && groups.length === 0 ? (
        <EmptyState title="No ETFs loaded yet" hint="The list comes from NSE's ETF, REIT and InvIT files." />
      ) : (
        <>
          <Tabs
            value={active?.key ?? false}
            onChange={(_event, key: string) => setParams({ group: key }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="What they hold"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {groups.map((g) => (
              <Tab key={g.key} value={g.key} label={`${g.label} (${g.rows.length})`} data-testid={`etf-tab-${g.key}`} />
            ))}
          </Tabs>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <TextField
              size="small"
              label="Filter by name or underlying"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              sx={{ flex: '1 1 240px', maxWidth: 420 }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            />
            <DataAsOf asOf={asOf} source="NSE" />
          </Box>
          <DataTable
            title={active ? `${active.label} ETFs` : 'ETFs'}
            rows={rows}
            columns={COLUMNS}
            rowKey={(e) => e.symbol}
            loading={etfs.isPending}
            initialSort={{ columnId: 'return1y', direction: 'desc' }}
            pageSize={50}
            toolbar={
              <Typography variant="body2" color="textSecondary">
                {active ? `${rows.length} of ${active.rows.length} in ${active.label}` : 'Loading…'}
              </Typography>
            }
            emptyText="Nothing matches the filter."
          />
        </>
      )}
    </Page>
  );
}
