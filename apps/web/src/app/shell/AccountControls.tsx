import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { DEFAULT_DISPLAY_NAME } from '@sanchay/core';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { useAuth, loginPathFor } from '../../features/auth';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

const MENU_ID = 'account-menu';

/** A Login button for visitors, the avatar menu (View Profile, Logout) for signed-in users. */
export function AccountControls() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  if (!user) {
    const stay = location.pathname !== '/' && location.pathname !== '/login';
    return (
      <Button
        component={RouterLink}
        to={stay ? loginPathFor(`${location.pathname}${location.search}`) : '/login'}
        variant="contained"
        size="small"
        data-testid="login-button"
        sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2 } }}
      >
        Login
      </Button>
    );
  }

  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
        onPointerEnter={() => void loadAccountMenu()}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open ? 'true' : undefined}
        data-testid="avatar-button"
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu
            id={MENU_ID}
            anchor={anchor}
            open={open}
            name={user.displayName || DEFAULT_DISPLAY_NAME}
            email={user.email}
            onClose={close}
            onProfile={() => {
              close();
              void navigate('/profile');
            }}
            onLogout={() => {
              close();
              signOut();
              void navigate('/');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
