import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_QUOTE_SYMBOLS, type ShareholdingQuarter } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { ChangeText } from '../../components/data-table/cells';
import { useCompanyDetails } from '../company';
import { isNotFound } from '../../lib/api';
import { DataAsOf } from '../../components/DataAsOf';
import { formatPercent, formatPeriod } from '../../lib/format';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { useMarket } from '../market';
import { seriesWithData } from '../../components/shareholding/categories';
import { ShareholdingChart } from '../../components/shareholding/ShareholdingChart';
import { ShareholdingTable } from '../../components/shareholding/ShareholdingTable';

const pp = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)} pp`;

function LatestCards({ quarters }: { quarters: readonly ShareholdingQuarter[] }) {
  const latest = quarters[quarters.length - 1];
  const previous = quarters[quarters.length - 2];
  if (!latest) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, mb: 2 }}>
      {seriesWithData(quarters).map((s) => {
        const now = latest[s.key];
        const before = previous?.[s.key];
        return (
          <Paper key={s.key} variant="outlined" sx={{ p: 1.5, borderRadius: 3, borderTop: 4, borderTopColor: s.color }}>
            <Typography variant="body2" color="textSecondary">
              {s.label}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPercent(now)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              <ChangeText value={typeof now === 'number' && typeof before === 'number' ? now - before : null} format={pp} /> QoQ
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}

/** One company's quarterly shareholding (from /api/company/:symbol). */
export function CompanyHoldings({ symbol, onPick }: { symbol: string | null; onPick: (symbol: string) => void }) {
  const { market } = useMarket();
  const details = useCompanyDetails(symbol, market);
  if (!symbol) {
    const suggestions = DEFAULT_QUOTE_SYMBOLS[market].filter((s) => !s.endsWith('BEES'));
    return (
      <EmptyState
        title="Pick a company"
        hint="Search above to see how promoters, FIIs, DIIs and the public have held a company quarter by quarter."
        action={suggestions.map((s) => (
          <Chip key={s} label={s} onClick={() => onPick(s)} sx={{ m: 0.5 }} />
        ))}
      />
    );
  }
  if (details.isPending) return <LoadingBlock rows={4} label={`Loading ${symbol}`} />;
  if (details.isError) {
    if (isNotFound(details.error)) return <EmptyState title={`We could not find ${symbol}`} hint="Search by the company's name instead." />;
    return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  }
  const { company, shareholding } = details.data;
  const last = shareholding[shareholding.length - 1];
  return (
    <Box data-testid="company-holdings">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h2" variant="h6">
          <Link component={RouterLink} to={`/company/${encodeURIComponent(company.symbol)}`} underline="hover">
            {company.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {company.symbol}
          {last ? ` · latest quarter ${formatPeriod(last.quarterEnd)}` : ''}
        </Typography>
      </Box>
      {shareholding.length === 0 ? (
        <EmptyState title="No shareholding on file for this company" />
      ) : (
        <>
          <LatestCards quarters={shareholding} />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, mb: 2 }}>
            <ShareholdingChart quarters={shareholding} />
          </Paper>
          <ShareholdingTable quarters={shareholding} symbol={company.symbol} footer={<DataAsOf asOf={last?.quarterEnd} source={company.source} />} />
        </>
      )}
    </Box>
  );
}
