import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { DataSourceStatus, Freshness } from '@sanchay/core';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  dataOrigin: string;
  rows: readonly { source: DataSourceStatus; freshness: Freshness }[];
  apart: string | null;
}

/** The panel of the data dates button: every source with its date and age (its own chunk, loaded on first opening). */
export default function DataStatusPopover({ anchor, onClose, dataOrigin, rows, apart }: Props) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', p: 2 }, 'data-testid': 'data-status' } as object,
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        How current the data is
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
        Every figure on screen is of its source&apos;s date below (data from: {dataOrigin}).
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {rows.map(({ source, freshness }) => (
          <Box component="li" key={source.id} data-testid={`data-source-${source.id}`}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Box sx={{ flex: 1, fontWeight: 600, fontSize: '0.875rem' }}>{source.label}</Box>
              <Box sx={{ fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' }}>{freshness.dateText}</Box>
            </Box>
            <Box
              sx={{
                display: 'flex',
                gap: 0.5,
                alignItems: 'center',
                typography: 'caption',
                color: freshness.stale ? 'warning.main' : 'text.secondary',
              }}
            >
              {freshness.stale && <WarningAmberOutlined sx={{ fontSize: 14 }} />}
              {source.meaning} · {freshness.ageText}
            </Box>
            {freshness.warning && <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{freshness.warning}</Box>}
          </Box>
        ))}
      </Box>
      {apart && (
        <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'warning.main' }} data-testid="data-status-apart">
          {apart}
        </Typography>
      )}
    </Popover>
  );
}
