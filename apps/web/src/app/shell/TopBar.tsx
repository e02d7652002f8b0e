import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LAYOUT } from '@sanchay/core';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../features/auth';
import { CompanySearchBox } from '../../features/company-search';
import { AccountControls } from './AccountControls';
import { Brand } from './Brand';
import { DataStatusButton } from './DataStatusButton';
import { DemoDataChip } from './DemoDataChip';
import { MarketSelect } from './MarketSelect';
import { ThemeToggle } from './ThemeToggle';

// The notification bell is only for signed-in users: its own chunk keeps the landing bundle small.
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell'));

/**
 * Menu button, product title, market selector, company search, theme toggle and the login button or
 * avatar menu. Below the md breakpoint the search collapses to an icon that expands over the bar.
 */
interface Props {
  onOpenDrawer: () => void;
  /** The pointer is on its way to the menu button: a good moment to fetch the drawer's code. */
  onPrepareDrawer: () => void;
  /** Whether the menu it opens (the drawer, or the side rail on wide screens) is showing. */
  menuExpanded?: boolean;
}

export function TopBar({ onOpenDrawer, onPrepareDrawer, menuExpanded = false }: Props) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);
  const { user } = useAuth();
  const searchExpanded = compact && searchOpen;

  return (
    <AppBar position="sticky">
      {/* On a phone the bar's edges and gaps are narrow (the icon buttons' own padding spaces them): signed in on demo
          data (the badge, the bell and the avatar) its controls were 20 px wider than a 390 px screen. */}
      <Toolbar sx={{ minHeight: { xs: LAYOUT.headerHeight }, gap: { xs: 0.25, sm: 1.25 }, px: { xs: 1, sm: 3 } }}>
        {searchExpanded ? (
          <>
            <IconButton edge="start" aria-label="Close search" onClick={() => setSearchOpen(false)}>
              <ArrowBackIcon />
            </IconButton>
            <CompanySearchBox autoFocus onPicked={() => setSearchOpen(false)} sx={{ flex: 1, minWidth: 0 }} />
          </>
        ) : (
          <>
            <IconButton
              edge="start"
              aria-label="Open menu"
              data-testid="open-drawer"
              aria-expanded={menuExpanded}
              onClick={onOpenDrawer}
              onPointerEnter={onPrepareDrawer}
              onFocus={onPrepareDrawer}
            >
              <MenuIcon />
            </IconButton>
            <Brand />
            <DemoDataChip sx={{ display: { xs: 'none', md: 'inline-flex' } }} />
            {/* On a phone the short badge: "Demo data" does not fit beside the market and search buttons. */}
            <DemoDataChip short sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 0.5 }} />
            <Box sx={{ flex: 1, minWidth: 0 }} />
            <MarketSelect />
            {compact ? (
              <IconButton
                aria-label="Search companies"
                data-testid="company-search-open"
                onClick={() => setSearchOpen(true)}
              >
                <SearchIcon />
              </IconButton>
            ) : (
              <CompanySearchBox sx={{ width: { md: 300, lg: 360 } }} />
            )}
            <DataStatusButton />
            {/* On phones the theme toggle sits in the drawer's header, leaving room for the data dates. */}
            <ThemeToggle sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
            {user && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            <AccountControls />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
