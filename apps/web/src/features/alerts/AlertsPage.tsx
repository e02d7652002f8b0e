import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type AlertView, MAX_ALERTS_PER_USER } from '@sanchay/core';
import { useState } from 'react';
import { Page } from '../../components/Page';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { formatDateTime } from '../../lib/format';
import { SignInPrompt, useAuth } from '../auth';
import { AlertForm, type AlertDraft, emptyDraft } from './AlertForm';
import { useAlertHistory, useAlerts, useCreateAlert, useDeleteAlert, useScreenAlerts, useSetAlertStatus, useUpdateAlert } from './api';
import { ScreenAlerts } from './ScreenAlerts';

/** /alerts: the signed-in person's alerts (create, pause, edit, delete) and what fired. */
export default function AlertsPage() {
  const { isAuthenticated } = useAuth();
  return (
    <Page title="Alerts" subtitle="Price, 52-week, change, indicator, DipSIP and screen alerts, in the app and on Telegram." maxWidth="md">
      {isAuthenticated ? (
        <Alerts />
      ) : (
        <SignInPrompt
          testId="alerts-sign-in"
          title="Sign in to set alerts"
          text="Alerts are kept with your account and reach you in the app and on Telegram."
          returnTo="/alerts"
        />
      )}
    </Page>
  );
}

const STATUS_LABEL = { active: 'Active', paused: 'Paused', triggered: 'Fired' } as const;

function draftOf(alert: AlertView): AlertDraft {
  return {
    symbol: alert.symbol,
    kind: alert.kind,
    level: alert.level === null ? '' : String(alert.level),
    period: alert.period ? String(alert.period) : '',
    repeat: alert.repeat,
    cooldownHours: String(alert.cooldownMinutes / 60),
  };
}

function Alerts() {
  const list = useAlerts();
  const history = useAlertHistory();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const status = useSetAlertStatus();
  const remove = useDeleteAlert();
  const screens = useScreenAlerts();
  const [editing, setEditing] = useState<{ alert: AlertView | null; key: number } | null>(null);
  const saving = editing?.alert ? update : create;

  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const alerts = list.data.alerts;
  const total = alerts.length + (screens.data?.screens.length ?? 0);
  const close = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ alert: null, key: Date.now() })} disabled={total >= MAX_ALERTS_PER_USER}>
          New alert
        </Button>
        <Typography variant="body2" color="textSecondary">
          {total} of {MAX_ALERTS_PER_USER} alerts
        </Typography>
      </Box>
      {alerts.length === 0 ? (
        <EmptyState title="No alerts yet" hint="Create one here, or tap “Alert me below” on a company page or in your watchlist." />
      ) : (
        <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Your alerts">
          {alerts.map((alert) => (
            <Paper component="li" key={alert.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="alert-row">
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  <SymbolLink symbol={alert.symbol} /> <Typography component="span" variant="body2" color="textSecondary">{alert.companyName}</Typography>
                </Typography>
                <Typography>{alert.description}</Typography>
                <Typography variant="caption" color="textSecondary">
                  {alert.repeat === 'once' ? 'Once' : `Every time, at most every ${alert.cooldownMinutes / 60} h`}
                  {alert.lastFiredAt ? ` · last fired ${formatDateTime(alert.lastFiredAt)} IST` : ''}
                </Typography>
              </Box>
              <Chip size="small" label={STATUS_LABEL[alert.status]} color={alert.status === 'active' ? 'success' : alert.status === 'triggered' ? 'info' : 'default'} />
              <Switch
                checked={alert.status === 'active'}
                disabled={status.isPending}
                onChange={(_, on) => status.mutate({ id: alert.id, status: on ? 'active' : 'paused' })}
                slotProps={{ input: { 'aria-label': `${alert.status === 'active' ? 'Pause' : 'Resume'} ${alert.symbol}: ${alert.description}` } }}
              />
              <IconButton aria-label={`Edit ${alert.symbol}: ${alert.description}`} onClick={() => setEditing({ alert, key: Date.now() })}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Delete ${alert.symbol}: ${alert.description}`} disabled={remove.isPending} onClick={() => remove.mutate(alert.id)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      )}

      <ScreenAlerts full={total >= MAX_ALERTS_PER_USER} />

      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        History
      </Typography>
      {history.isPending ? (
        <LoadingBlock rows={2} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.events.length === 0 ? (
        <Typography color="textSecondary">Nothing has fired yet.</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Alert history">
          {history.data.events.map((event) => (
            <Paper component="li" key={event.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
              <Typography variant="body2">{event.body}</Typography>
              <Typography variant="caption" color="textSecondary">
                {formatDateTime(event.firedAt)} IST
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}

      {editing && (
        <AlertForm
          key={editing.key}
          open
          title={editing.alert ? 'Edit alert' : 'New alert'}
          initial={editing.alert ? draftOf(editing.alert) : emptyDraft()}
          saving={saving.isPending}
          serverError={saving.error ? saving.error.message : null}
          onClose={close}
          onSave={(input) => {
            const done = { onSuccess: close };
            if (editing.alert) update.mutate({ id: editing.alert.id, input }, done);
            else create.mutate(input, done);
          }}
        />
      )}
    </>
  );
}
