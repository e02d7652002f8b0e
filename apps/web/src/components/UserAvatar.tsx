import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { DEFAULT_DISPLAY_NAME } from '@sanchay/core';
import type { StoredUser } from '../lib/session';

/** The user's photo, or a default person icon. */
export function UserAvatar({ user, size = 36, sx }: { user: StoredUser; size?: number; sx?: SxProps<Theme> }) {
  const name = user.displayName || DEFAULT_DISPLAY_NAME;
  if (!user.photoURL) {
    return (
      <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', ...sx }} alt={name}>
        <AccountCircleIcon sx={{ width: '100%', height: '100%' }} />
      </Avatar>
    );
  }
  return (
    <Avatar
      src={user.photoURL}
      alt={name}
      sx={{ width: size, height: size, ...sx }}
      slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
    >
      <AccountCircleIcon sx={{ width: '100%', height: '100%' }} />
    </Avatar>
  );
}
