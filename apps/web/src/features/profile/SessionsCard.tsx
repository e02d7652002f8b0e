import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXT } from '@sanchay/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth';

/** "Sign out everywhere": every session of the signed-in person is revoked on the server, this one included. */
export function SessionsCard() {
  const { signOutEverywhere } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutAll() {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      queryClient.clear();
      navigate('/', { replace: true });
    } catch {
      setError(ACCOUNT_TEXT.failed);
      setBusy(false);
    }
  }

  return (
    <Card data-testid="sessions-card">
      <CardHeader title={ACCOUNT_TEXT.sessionsTitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 1.5 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Typography variant="body2" color="textSecondary">
          {ACCOUNT_TEXT.sessionsText}
        </Typography>
        <div>
          <Button variant="outlined" startIcon={<LogoutIcon />} disabled={busy} onClick={() => void signOutAll()}>
            {ACCOUNT_TEXT.signOutEverywhereButton}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
