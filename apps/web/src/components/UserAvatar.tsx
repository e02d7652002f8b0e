import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { DEFAULT_DISPLAY_NAME } from '@sanchay/core';
import type { StoredUser } from '../lib/session';

/** The user's photo, or MUI's default person icon (also shown if the photo fails to load). */
export function UserAvatar({ user, size = 36, sx }: { user: StoredUser; size?: number; sx?: SxProps<Theme> }) {
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt={user.displayName || DEFAULT_DISPLAY_NAME}
      sx={[
        { width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
    />
  );
}
