import Box from '@mui/material/Box';
import { type DipSipBoardEtf, dipDistance, dipDistanceText, formatDate, formatPrice } from '@sanchay/core';
import { ChangeText } from '../../components/data-table';

interface Props {
  quote: Pick<DipSipBoardEtf, 'close' | 'changePct' | 'date'> | undefined;
  trigger: number;
}

/** Last price, the day's change and how far the ETF is from the trigger, with the price's date. */
export function EtfQuoteLine({ quote, trigger }: Props) {
  if (!quote || quote.close === null) {
    return (
      <Box sx={{ typography: 'caption', color: 'text.secondary' }} data-testid="etf-quote">
        No price in the database yet
      </Box>
    );
  }
  const distance = dipDistance(quote.changePct, trigger);
  return (
    <Box data-testid="etf-quote" sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatPrice(quote.close)}
        </Box>
        <ChangeText value={quote.changePct} arrow sx={{ typography: 'body2' }} />
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
          close of {formatDate(quote.date)}
        </Box>
      </Box>
      <Box
        component="span"
        data-testid="etf-distance"
        sx={{ typography: 'caption', fontWeight: 600, color: distance?.triggered ? 'error.main' : 'text.secondary' }}
      >
        {dipDistanceText(distance, trigger)}
      </Box>
    </Box>
  );
}
