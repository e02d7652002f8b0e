import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyDetails } from '@sanchay/core';
import { ChangeText } from '../../components/data-table/cells';
import { DataAsOf } from '../../components/DataAsOf';
import { formatDate, formatPrice } from '../../lib/format';
import { AlertMeButton, CompanyAlertButton } from '../alerts';
import { AddToWatchlistButton } from '../watchlist';

function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Name, symbol, sector; price with the day's change; watchlist button; as-of and source. */
export function CompanyHeader({ details }: { details: CompanyDetails }) {
  const { company, quote } = details;
  const currency = company.currency ?? 'INR';
  const website = safeWebsite(company.website);
  return (
    <Box component="header" data-testid="company-header">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, wordBreak: 'break-word' }}>
            {company.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={`${company.exchange}: ${company.symbol}`} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
            {company.sector && <Chip size="small" variant="outlined" label={company.sector} />}
            {company.industry && company.industry !== company.sector && <Chip size="small" variant="outlined" label={company.industry} />}
            {company.marketCapType && <Chip size="small" variant="outlined" label={company.marketCapType} />}
          </Stack>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, flex: '0 0 auto' }}>
          {quote ? (
            <>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="company-price">
                {formatPrice(quote.close, currency)}
              </Typography>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                <ChangeText value={quote.change} format={(v) => `${v > 0 ? '+' : ''}${formatPrice(v, currency)}`} arrow />{' '}
                <ChangeText value={quote.changePct} format={(v) => `(${v > 0 ? '+' : ''}${v.toFixed(2)}%)`} />
              </Typography>
              <Typography variant="caption" color="textSecondary">
                Close of {formatDate(quote.date)}
              </Typography>
            </>
          ) : (
            <Typography color="textSecondary">No price yet</Typography>
          )}
        </Box>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <AddToWatchlistButton companyId={company.id} symbol={company.symbol} exchange={company.exchange} />
        {company.country === 'IN' && <AlertMeButton symbol={company.symbol} price={quote?.close} returnTo={`/company/${encodeURIComponent(company.symbol)}`} />}
        {company.country === 'IN' && <CompanyAlertButton symbol={company.symbol} returnTo={`/company/${encodeURIComponent(company.symbol)}`} />}
        {website && (
          <Button href={website} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />}>
            Website
          </Button>
        )}
        <DataAsOf
          asOf={details.keyMetrics?.asOf ?? quote?.date ?? null}
          label={details.keyMetrics?.asOf ? 'Fundamentals as of' : 'Prices as of'}
          source={company.source}
          sx={{ ml: { sm: 'auto' } }}
        />
      </Stack>
    </Box>
  );
}
