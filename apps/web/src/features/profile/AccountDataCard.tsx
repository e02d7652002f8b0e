import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXT, type AccountExport, DELETE_ACCOUNT_WORD } from '@sanchay/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../lib/api';
import { useAuth } from '../auth';

function saveJson(data: AccountExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sanchay-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Export my data (one JSON file) and Delete my account (after typing DELETE), for the signed-in user. */
export function AccountDataCard() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [typed, setTyped] = useState('');

  async function exportData() {
    setBusy('export');
    setError(null);
    try {
      saveJson(await apiFetch<AccountExport>('/api/account/export'));
    } catch {
      setError(ACCOUNT_TEXT.failed);
    } finally {
      setBusy(null);
    }
  }

  async function deleteAccount() {
    setBusy('delete');
    setError(null);
    try {
      await apiFetch<{ deleted: boolean }>('/api/account', { method: 'DELETE', body: JSON.stringify({ confirm: typed }) });
      queryClient.clear();
      signOut({ revoke: false }); // the account and its sessions are gone
      navigate('/', { replace: true, state: { notice: ACCOUNT_TEXT.deleted } });
    } catch {
      setError(ACCOUNT_TEXT.failed);
      setBusy(null);
    }
  }

  return (
    <Card data-testid="account-data-card">
      <CardHeader title="Your data" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {ACCOUNT_TEXT.exportTitle}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {ACCOUNT_TEXT.exportText}
          </Typography>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} disabled={busy !== null} onClick={() => void exportData()}>
            {ACCOUNT_TEXT.exportButton}
          </Button>
        </div>
        <Divider />
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {ACCOUNT_TEXT.deleteTitle}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {ACCOUNT_TEXT.deleteText}
          </Typography>
          <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlined />} disabled={busy !== null} onClick={() => setConfirmOpen(true)}>
            {ACCOUNT_TEXT.deleteButton}
          </Button>
        </div>
      </CardContent>
      <Dialog open={confirmOpen} onClose={() => busy === null && setConfirmOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{ACCOUNT_TEXT.deleteConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{ACCOUNT_TEXT.deleteText}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={ACCOUNT_TEXT.deleteConfirmLabel}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'delete-confirm-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button color="error" variant="contained" disabled={typed !== DELETE_ACCOUNT_WORD || busy !== null} onClick={() => void deleteAccount()}>
            {ACCOUNT_TEXT.deleteConfirmButton}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
