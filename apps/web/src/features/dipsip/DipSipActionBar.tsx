import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { DIPSIP_TEXT, LAYOUT } from '@sanchay/core';

interface Props {
  pendingCount: number;
  /** Subscribed ETFs with an amount or trigger out of bounds; Save is off while there are any. */
  invalidCount: number;
  canSave: boolean;
  canUnsubscribe: boolean;
  busy: boolean;
  onSave: () => void;
  onUnsubscribeAll: () => void;
}

/**
 * Save All Configurations and Unsubscribe All, with the number of changes waiting to be saved, in a bar that
 * stays in view while the ETF list scrolls: it sits above the list and sticks under the top bar once scrolled
 * past, or at the foot of the screen (above the phone's bottom bar) when the list starts below the fold.
 */
export function DipSipActionBar({ pendingCount, invalidCount, canSave, canUnsubscribe, busy, onSave, onUnsubscribeAll }: Props) {
  return (
    <Paper
      elevation={6}
      data-testid="dipsip-action-bar"
      sx={{
        position: 'sticky',
        top: LAYOUT.headerHeight + 8,
        bottom: 'calc(var(--bottom-bar-height, 0px) + 8px)',
        zIndex: 2,
        mb: 3,
        px: { xs: 1, sm: 2 },
        py: { xs: 0.75, sm: 1.25 },
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1.5 },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box
        sx={{ flex: { sm: 1 }, typography: { xs: 'caption', sm: 'body2' }, fontWeight: 600, alignSelf: { xs: 'flex-start', sm: 'center' }, px: { xs: 0.5, sm: 0 } }}
        data-testid="dipsip-pending-count"
        aria-live="polite"
      >
        {pendingCount === 0 ? 'No pending changes' : `${pendingCount} pending change${pendingCount === 1 ? '' : 's'}`}
        {invalidCount > 0 && (
          <Box component="span" sx={{ color: 'error.main' }} data-testid="dipsip-invalid-count">
            {` · fix ${invalidCount} ETF${invalidCount === 1 ? '' : 's'} to save`}
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto auto' },
          gap: 1,
          width: { xs: '100%', sm: 'auto' },
          '& .MuiButton-root': { whiteSpace: 'nowrap', fontSize: { xs: '0.75rem', sm: '0.8125rem' }, px: { xs: 1, sm: 1.5 } },
        }}
      >
        <Button variant="outlined" color="error" size="small" disabled={!canUnsubscribe} onClick={onUnsubscribeAll}>
          {DIPSIP_TEXT.unsubscribeAll}
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={!canSave}
          onClick={onSave}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {DIPSIP_TEXT.saveAll}
        </Button>
      </Box>
    </Paper>
  );
}
