import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** "Simulated" on every screen whose prices do not come from the exchange (issue 5); "Live" otherwise. */
export function SimulatedChip({ simulated }: { simulated: boolean | undefined }) {
  if (simulated === undefined) return null;
  return simulated ? (
    <Tooltip
      arrow
      title="Prices, open interest and volumes are simulated from the underlying's simulated moves (Black-76 on a volatility smile). They are not exchange data."
    >
      <Chip size="small" color="warning" label="Simulated" data-testid="simulated-badge" sx={{ fontWeight: 600 }} />
    </Tooltip>
  ) : (
    <Tooltip arrow title="Streaming from the exchange through Kite.">
      <Chip size="small" color="success" label="Live" sx={{ fontWeight: 600 }} />
    </Tooltip>
  );
}
