import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** "Chart by TradingView": the attribution lightweight-charts asks for, under every chart. */
export function ChartAttribution({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Typography variant="caption" color="textSecondary" sx={sx}>
      Chart by{' '}
      <Link href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        TradingView
      </Link>
    </Typography>
  );
}
