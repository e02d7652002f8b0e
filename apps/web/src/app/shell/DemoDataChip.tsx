import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useAppConfig } from '../../features/config';

/** Says so on screen when the server runs on its generated demo universe (config.demoData). */
export function DemoDataChip({ sx }: { sx?: SxProps<Theme> }) {
  const config = useAppConfig();
  if (!config.data?.demoData) return null;
  return (
    <Box
      component="span"
      title="This server runs on generated demo data, not real market data."
      data-testid="demo-data-chip"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1,
          borderRadius: 12,
          border: 1,
          borderColor: 'warning.main',
          color: 'warning.main',
          fontSize: '0.75rem',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          flexShrink: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      Demo data
    </Box>
  );
}
