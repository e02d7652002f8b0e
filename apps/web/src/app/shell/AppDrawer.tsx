import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_DISPLAY_NAME,
  DRAWER_SUBTITLE,
  LAYOUT,
  MAIN_MENU,
  PRODUCT_MENU,
  PRODUCT_NAME,
  type MenuEntry,
} from '@sanchay/core';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { useAuth } from '../../features/auth';
import { DemoDataChip } from './DemoDataChip';
import { FALLBACK_MENU_ICON, MENU_ICONS } from './menuIcons';
import { ThemeToggle } from './ThemeToggle';
import { UserAvatar } from '../../components/UserAvatar';

interface Props {
  open: boolean;
  onClose: () => void;
}

const paperProps = { 'data-testid': 'drawer' } as HTMLAttributes<HTMLDivElement>;

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

export function DrawerHeader() {
  const { user } = useAuth();
  return (
    <Box sx={{ height: LAYOUT.headerHeight, px: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
      {user ? (
        <>
          <UserAvatar user={user} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {user.displayName || DEFAULT_DISPLAY_NAME}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="p">
              {DRAWER_SUBTITLE}
            </Typography>
          </Box>
        </>
      ) : (
        <>
          <BrandMark size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="p">
              Research &amp; investing toolkit
            </Typography>
          </Box>
        </>
      )}
    </Box>
  );
}

function MenuLink({ entry, pathname, nested = false }: { entry: MenuEntry; pathname: string; nested?: boolean }) {
  const active = isActive(entry, pathname);
  return (
    <ListItemButton
      component={RouterLink}
      to={entry.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={{ borderRadius: 2, mx: 1, pl: nested ? 4 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : undefined }}>
        {MENU_ICONS[entry.path] ?? FALLBACK_MENU_ICON}
      </ListItemIcon>
      <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }} />
    </ListItemButton>
  );
}

function MenuGroup({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const [open, setOpen] = useState(() => isActive(entry, pathname));
  const id = `menu-group-${entry.path.replaceAll('/', '')}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ borderRadius: 2, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{MENU_ICONS[entry.path] ?? FALLBACK_MENU_ICON}</ListItemIcon>
        <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={id} disablePadding>
          {entry.children?.map((child) => (
            <MenuLink key={child.path} entry={child} pathname={pathname} nested />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <List
      subheader={
        <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', fontSize: '0.75rem', lineHeight: '36px' }}>
          {heading}
        </ListSubheader>
      }
      dense
      sx={{ py: 0.5, '& .MuiListItemButton-root': { mb: 0.25 } }}
    >
      {children}
    </List>
  );
}

/** MAIN MENU as the spec lists it, then the rest of the product (markets, tools, learn). */
export function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{ overflowY: 'auto', flex: 1, pb: 2 }}
      onClick={(event) => {
        // Following a link closes the drawer; toggling the Trading Agent group does not.
        if (onNavigate && (event.target as HTMLElement).closest('a')) onNavigate();
      }}
    >
      <Section heading="MAIN MENU">
        {MAIN_MENU.map((entry) =>
          entry.children ? (
            <MenuGroup key={entry.path} entry={entry} pathname={pathname} />
          ) : (
            <MenuLink key={entry.path} entry={entry} pathname={pathname} />
          ),
        )}
      </Section>
      {PRODUCT_MENU.map((section) => (
        <Section key={section.heading} heading={section.heading}>
          {section.entries.map((entry) => (
            <MenuLink key={entry.path} entry={entry} pathname={pathname} />
          ))}
        </Section>
      ))}
      <DemoDataChip sx={{ mx: 3, mt: 1 }} />
    </Box>
  );
}

/** The slide-out drawer (width 280) of narrow screens: header with the user or the product, then the menu. */
export default function AppDrawer({ open, onClose }: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      variant="temporary"
      slotProps={{ paper: { ...paperProps, sx: { width: LAYOUT.drawerWidth, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DrawerHeader />
        </Box>
        <ThemeToggle testId="drawer-theme-toggle" />
      </Box>
      <Divider />
      <NavigationLinks onNavigate={onClose} />
    </Drawer>
  );
}
