import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DATA_STATE_WORDS } from '@sanchay/core';
import { useState } from 'react';
import { useAppConfig } from '../../features/config';
import { shellDataState } from '../../lib/shellDataState';

/**
 * Says so on screen when the server runs on its generated demo universe (config.demoData; until /api/config
 * answers, what the page the server sent said, so the badge is there from the first paint).
 */
export function DemoDataChip({ sx, short = false }: { sx?: SxProps<Theme>; short?: boolean }) {
  const config = useAppConfig();
  const [shellSaysDemo] = useState(() => shellDataState().demo);
  if (!(config.data?.demoData ?? shellSaysDemo)) return null;
  return (
    <Box
      component="span"
      title={DATA_STATE_WORDS.demoBadgeTitle}
      data-testid={short ? 'demo-data-chip-short' : 'demo-data-chip'}
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
      {short ? DATA_STATE_WORDS.demoBadgeShort : DATA_STATE_WORDS.demoBadge}
    </Box>
  );
}
