import Box from '@mui/material/Box';
import { formatDate, formatLevel, type IndexSummary } from '@sanchay/core';
import { ChangeText } from '../../components/data-table';
import { useIndexDetails, useIndices } from '../indexes';
import { isStale, useMarketStatus } from '../../lib/marketStatus';
import { LoadingBlock } from '../../components/QueryStates';
import { HomeCard } from './HomeCard';

const SNAPSHOT_INDICES = ['NIFTY 50', 'NIFTY BANK'];


function IndexTile({ index, latest }: { index: IndexSummary; latest: string | null }) {
  const stale = isStale(index.date, latest);
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }} data-testid="snapshot-index">
      <Box sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 600 }}>{index.name}</Box>
      {index.close === null ? (
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>No level in the data</Box>
      ) : (
        <>
          <Box sx={{ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatLevel(index.close)}</Box>
          {!stale && <ChangeText value={index.changePct} arrow sx={{ typography: 'body2' }} />}
          <Box sx={{ typography: 'caption', color: stale ? 'warning.main' : 'text.secondary' }}>
            {stale ? 'last close' : 'close of'} {formatDate(index.date)}
          </Box>
        </>
      )}
    </Box>
  );
}

/** NIFTY 50 and NIFTY BANK with their day's change, and the breadth of the NIFTY 50 (advances / declines). */
export function MarketSnapshot() {
  const indices = useIndices('IN');
  const nifty = useIndexDetails('NIFTY 50');
  const constituents = nifty.data?.constituents ?? [];
  const advances = constituents.filter((c) => (c.changePct ?? 0) > 0).length;
  const declines = constituents.filter((c) => (c.changePct ?? 0) < 0).length;
  const unchanged = constituents.length - advances - declines;
  const pricesAsOf = useMarketStatus().data?.asOf ?? null;
  const niftyDate = indices.data?.find((i) => i.name === 'NIFTY 50')?.date ?? null;
  // Say so when the index series and its constituents' prices are of different days (far apart).
  const apart = pricesAsOf !== null && niftyDate !== null && Math.abs(Date.parse(pricesAsOf) - Date.parse(niftyDate)) > 7 * 86_400_000;
  return (
    <HomeCard title="Market snapshot" to="/indexes" toLabel="Indexes" testId="home-market" wide>
      {indices.isPending ? (
        <LoadingBlock rows={1} height={80} label="Loading indices" />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {SNAPSHOT_INDICES.map((name) => (
            <IndexTile key={name} latest={pricesAsOf} index={indices.data?.find((i) => i.name === name) ?? { name, date: null, close: null, change: null, changePct: null, return1y: null, constituents: 0 }} />
          ))}
          <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', gridColumn: { xs: '1 / -1', md: 'auto' } }} data-testid="snapshot-breadth">
            <Box sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 600 }}>NIFTY 50 breadth</Box>
            {constituents.length === 0 ? (
              <Box sx={{ typography: 'body2', color: 'text.secondary' }}>No constituent prices</Box>
            ) : (
              <>
                <Box sx={{ display: 'flex', gap: 1.5, fontWeight: 700, fontSize: '1.1rem' }}>
                  <Box component="span" sx={{ color: 'success.main' }}>▲ {advances}</Box>
                  <Box component="span" sx={{ color: 'error.main' }}>▼ {declines}</Box>
                  {unchanged > 0 && <Box component="span" sx={{ color: 'text.secondary' }}>= {unchanged}</Box>}
                </Box>
                <Box sx={{ display: 'flex', height: 6, borderRadius: 3, overflow: 'hidden', mt: 0.75 }} aria-hidden>
                  <Box sx={{ flex: advances, bgcolor: 'success.main' }} />
                  <Box sx={{ flex: unchanged, bgcolor: 'action.disabled' }} />
                  <Box sx={{ flex: declines, bgcolor: 'error.main' }} />
                </Box>
                <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>
                  advances / declines of its constituents{pricesAsOf ? `, close of ${formatDate(pricesAsOf)}` : ''}
                </Box>
              </>
            )}
          </Box>
        </Box>
      )}
      {apart && (
        <Box sx={{ typography: 'caption', color: 'warning.main', mt: 1 }} data-testid="snapshot-dates-apart">
          The NIFTY 50 index series ends {formatDate(niftyDate)}, while its companies&apos; prices are of {formatDate(pricesAsOf)}: the
          two are from different days.
        </Box>
      )}
    </HomeCard>
  );
}
