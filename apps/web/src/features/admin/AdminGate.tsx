import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LAYOUT } from '@sanchay/core';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiError } from '../../lib/api';
import { useAuth, loginPathFor } from '../auth';
import { useAdminAccess } from './adminApi';

/**
 * Shows `children` to admins only (ADMIN_EMAILS on the server): a sign-in card for visitors, an
 * "admins only" card with the server's explanation for everyone else.
 */
export function AdminGate({ what, children }: { what: string; children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const access = useAdminAccess(isAuthenticated);

  if (!isAuthenticated) {
    return (
      <GateCard title="Sign in needed" testId="admin-gate-sign-in">
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {what} is for administrators. Sign in with an admin account to use it.
        </Typography>
        <Button component={RouterLink} to={loginPathFor(location.pathname)} variant="contained">
          Sign in
        </Button>
      </GateCard>
    );
  }
  if (access.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Checking access" />
      </Box>
    );
  }
  if (access.error) {
    const refused = access.error instanceof ApiError && (access.error.status === 403 || access.error.status === 401);
    return (
      <GateCard title={refused ? 'Admins only' : 'Could not check your access'} testId="admin-gate-refused">
        <Alert severity={refused ? 'warning' : 'error'}>{access.error.message}</Alert>
      </GateCard>
    );
  }
  return <>{children}</>;
}

function GateCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card sx={{ maxWidth: LAYOUT.cardMaxWidth }} data-testid={testId}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <AdminPanelSettingsOutlined color="action" />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
