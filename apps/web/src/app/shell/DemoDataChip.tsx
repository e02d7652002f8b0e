import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useAppConfig } from '../../features/config/useAppConfig';

/** Says so on screen when the server runs on its generated demo universe (config.demoData). */
export function DemoDataChip({ sx }: { sx?: SxProps<Theme> }) {
  const config = useAppConfig();
  if (!config.data?.demoData) return null;
  return (
    <Tooltip title="This server runs on generated demo data, not real market data.">
      <Chip label="Demo data" size="small" color="warning" variant="outlined" data-testid="demo-data-chip" sx={sx} />
    </Tooltip>
  );
}
