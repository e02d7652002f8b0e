import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatDateTime } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { EmptyState, LoadingBlock } from '../../components/QueryStates';
import { useNotificationList } from '../notifications';
import { HomeCard } from './HomeCard';

const SHOWN = 5;

/** The latest in-app alerts (dip alerts, scheduled prompt results), newest first. */
export function AlertsCard() {
  const alerts = useNotificationList(true);
  const list = (alerts.data ?? []).slice(0, SHOWN);
  return (
    <HomeCard title="Recent alerts" testId="home-alerts">
      {alerts.isPending ? (
        <LoadingBlock rows={3} height={36} label="Loading alerts" />
      ) : list.length === 0 ? (
        <EmptyState title="No alerts yet" hint="Dip alerts and scheduled results appear here and under the bell." />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {list.map((alert) => (
            <Box component="li" key={alert.id} data-testid="home-alert" sx={{ minWidth: 0 }}>
              <Box sx={{ fontWeight: alert.readAt ? 500 : 700 }}>
                {alert.link?.startsWith('/') ? (
                  <Link component={RouterLink} to={alert.link} underline="hover">
                    {alert.title}
                  </Link>
                ) : (
                  alert.title
                )}
              </Box>
              <Box sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>{alert.body}</Box>
              <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{formatDateTime(alert.createdAt)}</Box>
            </Box>
          ))}
        </Box>
      )}
    </HomeCard>
  );
}
