import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DEFAULT_DISPLAY_NAME } from '@sanchay/core';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/AuthContext';
import { loginPathFor } from '../../features/auth/redirect';
import { UserAvatar } from '../../components/UserAvatar';

/** A Login button for visitors, the avatar menu (View Profile, Logout) for signed-in users. */
export function AccountControls() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const target = location.pathname === '/' || location.pathname === '/login' ? '/login' : loginPathFor(here);
    return (
      <Button
        component={RouterLink}
        to={target}
        variant="contained"
        size="small"
        data-testid="login-button"
        sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2 } }}
      >
        Login
      </Button>
    );
  }

  const name = user.displayName || DEFAULT_DISPLAY_NAME;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="avatar-button"
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate('/profile');
          }}
        >
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          View Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            signOut();
            void navigate('/');
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
