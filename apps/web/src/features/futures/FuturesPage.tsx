import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FuturesQuote } from '@sanchay/core';
import { useSearchParams } from 'react-router';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { Page } from '../../components/Page';
import { formatLevel, formatPercent } from '../../lib/format';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { useUnderlyings, FlashValue, formatContracts, formatExpiry, formatSigned, formatSignedContracts, SimulatedChip } from '../options';
import { useFuturesBoard } from './api';
import { BuildUpChip } from './BuildUpChip';
import { FuturesCards } from './FuturesCards';

const COLUMNS: Column<FuturesQuote>[] = [
  { id: 'symbol', header: 'Contract', sticky: true, value: (f) => f.symbol, render: (f) => <strong>{f.symbol}</strong> },
  {
    id: 'expiry',
    header: 'Expiry',
    value: (f) => f.expiry,
    render: (f) => (
      <>
        {formatExpiry(f.expiry)}{' '}
        <Typography component="span" variant="caption" color="textSecondary">
          ({f.daysToExpiry === 0 ? 'today' : `${f.daysToExpiry}d`})
        </Typography>
      </>
    ),
  },
  { id: 'ltp', header: 'Price', numeric: true, value: (f) => f.ltp, render: (f) => <FlashValue value={f.ltp} text={formatLevel(f.ltp)} /> },
  // Below 1536 px the change in points, the volume and the lot (also above the table) wait behind "All columns".
  { id: 'change', priority: 'secondary', header: 'Change', numeric: true, value: (f) => f.change, render: (f) => <ChangeText value={f.change} format={(v) => formatSigned(v)} /> },
  { id: 'changePct', header: 'Change %', numeric: true, value: (f) => f.changePct, render: (f) => <ChangeText value={f.changePct} /> },
  { id: 'basis', header: 'Basis', numeric: true, value: (f) => f.basis, render: (f) => formatSigned(f.basis) },
  {
    id: 'basisAnnualPct',
    header: 'Basis p.a.',
    numeric: true,
    value: (f) => f.basisAnnualPct,
    render: (f) => formatPercent(f.basisAnnualPct),
  },
  { id: 'oi', header: 'Open interest', numeric: true, value: (f) => f.oi, render: (f) => formatContracts(f.oi) },
  {
    id: 'oiChange',
    header: 'OI change',
    numeric: true,
    value: (f) => f.oiChange,
    render: (f) => (
      <ChangeText value={f.oiChange} format={(v) => formatSignedContracts(v)}>
        {f.oiChangePct !== null && (
          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
            ({f.oiChangePct > 0 ? '+' : ''}
            {formatPercent(f.oiChangePct)})
          </Typography>
        )}
      </ChangeText>
    ),
  },
  { id: 'volume', priority: 'secondary', header: 'Volume', numeric: true, value: (f) => f.volume, render: (f) => formatContracts(f.volume) },
  { id: 'buildUp', header: 'Build-up', value: (f) => f.buildUp, render: (f) => <BuildUpChip label={f.buildUp} /> },
  { id: 'lotSize', priority: 'secondary', header: 'Lot', numeric: true, value: (f) => f.lotSize },
];

/** /futures: the futures of each F&O underlying, live: price, basis to spot, open interest and its build-up. */
export default function FuturesPage() {
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const underlyings = useUnderlyings();
  const list = underlyings.data?.underlyings ?? [];
  const underlying = list.find((u) => u.symbol === params.get('underlying')) ?? list[0];
  const { data: board, snapshot } = useFuturesBoard(underlying?.symbol ?? null);

  return (
    <Page
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>Futures</span>
          <SimulatedChip simulated={board?.simulated ?? underlyings.data?.simulated} />
        </Stack>
      }
      subtitle="Index and stock futures by expiry: price, basis to spot (and annualised), open interest and what its change says."
      maxWidth="xl"
    >
      {underlyings.isError ? (
        <ErrorState error={underlyings.error} onRetry={() => void underlyings.refetch()} title="Could not load the F&O underlyings" />
      ) : underlyings.isPending ? (
        <LoadingBlock rows={5} label="Loading underlyings" />
      ) : !underlying ? (
        <EmptyState title="No F&O underlyings yet" hint="Futures need the spot price of NIFTY 50, NIFTY BANK or a large stock in the market data." />
      ) : (
        <>
          <Tabs
            value={underlying.symbol}
            onChange={(_, value: string) => setParams({ underlying: value }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            aria-label="Underlying"
          >
            {list.map((u) => (
              <Tab key={u.symbol} value={u.symbol} label={u.symbol} />
            ))}
          </Tabs>
          {snapshot.isError && !board ? (
            <ErrorState error={snapshot.error} onRetry={() => void snapshot.refetch()} title="Could not load the futures" />
          ) : !board ? (
            <LoadingBlock rows={4} label="Loading futures" />
          ) : (
            <>
              <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Box>
                  <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                    {underlying.spotName} (spot)
                  </Typography>
                  <Typography sx={{ fontWeight: 600, fontSize: 20, fontVariantNumeric: 'tabular-nums' }} data-testid="futures-spot">
                    <FlashValue value={board.spot} text={formatLevel(board.spot)} />{' '}
                    <ChangeText value={board.spotChange} format={(v) => formatSigned(v)} sx={{ fontSize: 14 }} />
                  </Typography>
                </Box>
                <Typography variant="body2" color="textSecondary">
                  Lot size {underlying.lotSize}
                  {board.source === 'generated' ? ' · contracts generated by NSE rules (monthly, last Tuesday)' : ' · contracts from the Kite instrument dump'}
                </Typography>
              </Paper>
              {phone ? (
                <FuturesCards contracts={board.contracts} />
              ) : (
                <DataTable title={`${underlying.symbol} futures`} rows={board.contracts} columns={COLUMNS} rowKey={(f) => String(f.token)} />
              )}
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
                Basis = future − spot; annualised as (future ÷ spot − 1) × 365 ÷ days to expiry. Build-up: price and OI both up = long build-up; price down, OI up = short
                build-up; both down = long unwinding; price up, OI down = short covering.
              </Typography>
            </>
          )}
        </>
      )}
    </Page>
  );
}
