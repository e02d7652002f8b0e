import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AppNotification, useMarkRead, useNotificationList, useUnreadCount } from './api';

const MENU_ID = 'notifications-menu';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** Only in-app paths are followed (the link is relative, e.g. /trade?i=...). */
const isAppPath = (link: string | null): link is string => Boolean(link && link.startsWith('/') && !link.startsWith('//'));

/**
 * The bell in the top bar: a badge with the unread count (kept current by a GraphQL subscription over SSE) and a menu with the newest
 * notifications. Clicking one marks it read and opens its link.
 */
export default function NotificationBell() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const unread = useUnreadCount();
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const count = unread.data ?? 0;

  const openItem = (item: AppNotification) => {
    setAnchor(null);
    if (!item.readAt) markRead.mutate([item.id]);
    if (isAppPath(item.link)) void navigate(item.link);
  };

  return (
    <>
      <IconButton
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-haspopup="menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open ? 'true' : undefined}
        data-testid="notification-bell"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <Badge badgeContent={count} color="error" max={99} data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', maxHeight: 480 } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            Notifications
          </Typography>
          <Button size="small" disabled={count === 0} onClick={() => markRead.mutate(undefined)}>
            Mark all read
          </Button>
        </Box>
        <Divider />
        {list.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Loading notifications" />
          </Box>
        )}
        {list.isError && (
          <Typography color="error" sx={{ px: 2, py: 1.5 }}>
            Could not load notifications.
          </Typography>
        )}
        {list.data?.length === 0 && (
          <Typography color="textSecondary" sx={{ px: 2, py: 1.5 }} data-testid="notifications-empty">
            No notifications yet. DipSIP alerts appear here.
          </Typography>
        )}
        {list.data?.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => openItem(item)}
            data-testid="notification-item"
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', bgcolor: item.readAt ? undefined : 'action.hover' }}
          >
            <ListItemText
              primary={item.title}
              secondary={
                <>
                  {item.body}
                  <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                    {when(item.createdAt)}
                  </Typography>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: item.readAt ? 400 : 600 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
