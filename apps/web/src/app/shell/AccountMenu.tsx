import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  anchor: HTMLElement;
  open: boolean;
  name: string;
  email: string;
  onClose: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/** The avatar menu: who is signed in, View Profile and Logout. */
export default function AccountMenu({ id, anchor, open, name, email, onClose, onProfile, onLogout }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 220, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle2" noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem onClick={onProfile}>
        <ListItemIcon>
          <PersonOutlinedIcon fontSize="small" />
        </ListItemIcon>
        View Profile
      </MenuItem>
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
