import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { BOTTOM_BAR, type MenuEntry } from '@sanchay/core';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ChatFab } from './ChatFab';
import { FALLBACK_MENU_ICON, MENU_ICONS } from './menuIcons';

export const BOTTOM_BAR_HEIGHT = 60;

const itemSx = {
  flex: 1,
  minWidth: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 0.25,
  fontSize: '0.6875rem',
  fontWeight: 600,
  color: 'text.secondary',
  '&[aria-current="page"]': { color: 'primary.main' },
  '& svg': { fontSize: 22 },
} as const;

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

function BarLink({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const active = isActive(entry, pathname);
  return (
    <ButtonBase component={RouterLink} to={entry.path} aria-current={active ? 'page' : undefined} sx={itemSx}>
      {MENU_ICONS[entry.path] ?? FALLBACK_MENU_ICON}
      <span>{entry.label}</span>
    </ButtonBase>
  );
}

/** The phone and tablet navigation: four destinations, the chat button in the middle and Menu for the rest. */
export function BottomBar({ onOpenMenu, onPrepareMenu }: { onOpenMenu: () => void; onPrepareMenu: () => void }) {
  const { pathname } = useLocation();
  const [first, second, third, fourth] = BOTTOM_BAR;
  const link = (entry: MenuEntry | undefined): ReactNode =>
    entry ? <BarLink key={entry.path} entry={entry} pathname={pathname} /> : null;
  return (
    <Paper
      component="nav"
      aria-label="Quick navigation"
      data-testid="bottom-bar"
      square
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        height: BOTTOM_BAR_HEIGHT,
        pb: 'env(safe-area-inset-bottom)',
        display: 'flex',
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
      })}
    >
      {link(first)}
      {link(second)}
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
        <ChatFab placement="bar" />
      </Box>
      {link(third)}
      {link(fourth)}
      <ButtonBase onClick={onOpenMenu} onFocus={onPrepareMenu} aria-label="More screens" sx={itemSx}>
        <MenuIcon />
        <span>More</span>
      </ButtonBase>
    </Paper>
  );
}
