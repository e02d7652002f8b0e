import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError, NetworkError } from '../lib/api';

/** Placeholder blocks in the shape of what is loading. */
export function LoadingBlock({ rows = 4, height = 28, label = 'Loading' }: { rows?: number; height?: number; label?: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label} sx={{ py: 1 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} width={i === 0 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

function messageOf(error: unknown): string {
  if (error instanceof NetworkError) return 'Could not reach the server. Check your connection.';
  if (error instanceof ApiError) return error.message || `The server answered ${error.status}.`;
  return 'Something went wrong while loading this.';
}

/** A failed load: what happened and a retry button. */
export function ErrorState({ error, onRetry, title = 'Could not load the data' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, borderColor: 'error.main' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <ErrorOutline color="error" />
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {messageOf(error)}
          </Typography>
          {onRetry && (
            <Button size="small" variant="outlined" onClick={onRetry} sx={{ mt: 1.5 }}>
              Retry
            </Button>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** Nothing to show, and what to do about it. */
export function EmptyState({ title, hint, action }: { title: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }} data-testid="empty-state">
      <Inbox sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}
