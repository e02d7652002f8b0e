import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCREEN_ALERT_QUERY_MAX } from '@sanchay/core';
import { type FormEvent, useState } from 'react';
import { ErrorState, LoadingBlock } from '../../components/QueryStates';
import { formatDateTime } from '../../lib/format';
import { useCreateScreenAlert, useDeleteScreenAlert, useScreenAlerts, useSetScreenAlertStatus } from './api';

/** Screen alerts on /alerts: a research query whose entries and exits fire (issue 38). */
export function ScreenAlerts({ full }: { full: boolean }) {
  const list = useScreenAlerts();
  const create = useCreateScreenAlert();
  const status = useSetScreenAlertStatus();
  const remove = useDeleteScreenAlert();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(query.trim(), { onSuccess: () => setQuery('') });
  };

  return (
    <Box component="section" aria-labelledby="screen-alerts-heading" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" id="screen-alerts-heading" sx={{ mb: 0.5 }}>
        Screen alerts
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Told when a company enters or leaves a screen, after each day’s data.
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          label="Screen"
          placeholder="roe > 20 and pe < 15"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            if (create.isError) create.reset();
          }}
          size="small"
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { maxLength: SCREEN_ALERT_QUERY_MAX } }}
          error={create.isError}
          helperText={create.isError ? create.error.message : 'Any screen the research assistant runs'}
        />
        <Button type="submit" variant="outlined" disabled={!query.trim() || create.isPending || full}>
          Add screen alert
        </Button>
      </Box>
      {list.isPending ? (
        <LoadingBlock rows={1} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.screens.length === 0 ? (
        <Typography color="textSecondary">No screen alerts yet.</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Your screen alerts">
          {list.data.screens.map((screen) => (
            <Paper component="li" key={screen.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="screen-alert-row">
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{screen.query}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  Read as: {screen.description}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {screen.members === null ? 'Learns its companies after the next day’s data' : `${screen.members} ${screen.members === 1 ? 'company' : 'companies'} now`}
                  {screen.lastFiredAt ? ` · last change ${formatDateTime(screen.lastFiredAt)} IST` : ''}
                </Typography>
              </Box>
              <Switch
                checked={screen.status === 'active'}
                disabled={status.isPending}
                onChange={(_, on) => status.mutate({ id: screen.id, status: on ? 'active' : 'paused' })}
                slotProps={{ input: { 'aria-label': `${screen.status === 'active' ? 'Pause' : 'Resume'} screen alert: ${screen.query}` } }}
              />
              <IconButton aria-label={`Delete screen alert: ${screen.query}`} disabled={remove.isPending} onClick={() => remove.mutate(screen.id)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      )}
      {status.isError && <Alert severity="error" sx={{ mt: 1 }}>{status.error.message}</Alert>}
    </Box>
  );
}
