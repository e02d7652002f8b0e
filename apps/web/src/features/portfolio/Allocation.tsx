import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AllocationSlice, PortfolioSummary } from '@sanchay/core';
import { rupees } from './figures';

function Slices({ title, slices }: { title: string; slices: readonly AllocationSlice[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, minWidth: 0 }} component="section" aria-label={`Allocation by ${title.toLowerCase()}`}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        By {title.toLowerCase()}
      </Typography>
      {slices.length === 0 && <Typography color="textSecondary">Nothing priced yet.</Typography>}
      {slices.slice(0, 8).map((s) => (
        <Box key={s.label} sx={{ mb: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>{s.label}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {(s.share * 100).toFixed(1)}% · {rupees(s.value)}
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={s.share * 100} aria-label={`${s.label} ${(s.share * 100).toFixed(1)}%`} sx={{ height: 6, borderRadius: 3 }} />
        </Box>
      ))}
    </Paper>
  );
}

/** Where the money sits by value: asset class, sector and market-cap size (funds as their own slice). */
export function Allocation({ allocation }: { allocation: PortfolioSummary['allocation'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <Slices title="Asset class" slices={allocation.assetClass} />
      <Slices title="Sector" slices={allocation.sector} />
      <Slices title="Market cap" slices={allocation.marketCap} />
    </Box>
  );
}
