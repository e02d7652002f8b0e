import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { type OiBuildUp, oiBuildUpTone } from '@sanchay/core';

const MEANING: Record<OiBuildUp, string> = {
  'Long build-up': 'Price up and open interest up: new buying.',
  'Short build-up': 'Price down and open interest up: new selling.',
  'Long unwinding': 'Price down and open interest down: buyers exiting.',
  'Short covering': 'Price up and open interest down: sellers buying back.',
};

/** The OI build-up label as a coloured chip (green for bullish readings, red for bearish). */
export function BuildUpChip({ label }: { label: OiBuildUp | null }) {
  if (!label) return <>—</>;
  const bullish = oiBuildUpTone(label) === 'bullish';
  return (
    <Tooltip title={MEANING[label]} arrow>
      <Chip
        size="small"
        label={label}
        color={bullish ? 'success' : 'error'}
        variant={label === 'Long build-up' || label === 'Short build-up' ? 'filled' : 'outlined'}
        data-testid="build-up"
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
