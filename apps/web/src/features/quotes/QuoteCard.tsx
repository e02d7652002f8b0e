import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Quote } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { ChangeText, changeColor } from '../../components/data-table/cells';
import { formatCount, formatDate, formatLevel, formatPrice } from '../../lib/format';
import { RangeBar } from '../../components/RangeBar';

/** One symbol on the board: price, change, day range and 52-week range. */
export function QuoteCard({ quote, onRemove }: { quote: Quote; onRemove: () => void }) {
  const format = (v: number) => formatLevel(v);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${quote.symbol} quote`}
      data-testid={`quote-card-${quote.symbol}`}
      sx={{ borderRadius: 3, p: 2, borderLeft: 4, borderLeftColor: changeColor(quote.changePct), display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link component={RouterLink} to={`/company/${encodeURIComponent(quote.symbol)}`} underline="hover" sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}>
            {quote.symbol}
          </Link>
          <Typography variant="body2" color="textSecondary" noWrap title={quote.name}>
            {quote.name}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={`Remove ${quote.symbol}`} onClick={onRemove} sx={{ mt: -0.5, mr: -0.5 }}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatPrice(quote.close)}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          <ChangeText value={quote.change} format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`} arrow />{' '}
          <ChangeText value={quote.changePct} format={(v) => `(${v > 0 ? '+' : ''}${v.toFixed(2)}%)`} />
        </Typography>
      </Box>
      <RangeBar label="Day range" low={quote.low} high={quote.high} value={quote.close} format={format} />
      <RangeBar label="52-week range" low={quote.low52w} high={quote.high52w} value={quote.close} format={format} />
      <Typography variant="caption" color="textSecondary">
        {[quote.exchange, `Vol ${formatCount(quote.volume)}`, formatDate(quote.date)].filter(Boolean).join(' · ')}
      </Typography>
    </Paper>
  );
}
