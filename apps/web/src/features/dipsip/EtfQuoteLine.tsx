import Box from '@mui/material/Box';
import { type DipSipBoardEtf, dipDistance, dipDistanceText, formatDate, formatPrice } from '@sanchay/core';
import { ChangeText } from '../../components/data-table';

interface Props {
  quote: Pick<DipSipBoardEtf, 'close' | 'changePct' | 'date'> | undefined;
  /** Null while the trigger field holds a value the server would refuse: no distance is worked out from it. */
  trigger: number | null;
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
  const distance = trigger === null ? null : dipDistance(quote.changePct, trigger);
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
        sx={{ typography: 'caption', fontWeight: 600, color: distance?.triggered === true ? 'error.main' : 'text.secondary' }}
      >
        {trigger === null ? 'Enter a valid trigger to see how far this ETF is from it' : dipDistanceText(distance, trigger)}
      </Box>
    </Box>
  );
}
