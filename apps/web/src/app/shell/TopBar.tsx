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
import { useState } from 'react';
import { CompanySearch } from '../../features/company-search/CompanySearch';
import { AccountControls } from './AccountControls';
import { Brand } from './Brand';
import { DemoDataChip } from './DemoDataChip';
import { MarketSelect } from './MarketSelect';
import { ThemeToggle } from './ThemeToggle';

/**
 * Menu button, product title, market selector, company search, theme toggle and the login button or
 * avatar menu. Below the md breakpoint the search collapses to an icon that expands over the bar.
 */
export function TopBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);
  const searchExpanded = compact && searchOpen;

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ minHeight: { xs: LAYOUT.headerHeight }, gap: { xs: 0.75, sm: 1.25 } }}>
        {searchExpanded ? (
          <>
            <IconButton edge="start" aria-label="Close search" onClick={() => setSearchOpen(false)}>
              <ArrowBackIcon />
            </IconButton>
            <CompanySearch autoFocus onPicked={() => setSearchOpen(false)} sx={{ flex: 1, minWidth: 0 }} />
          </>
        ) : (
          <>
            <IconButton edge="start" aria-label="Open menu" data-testid="open-drawer" onClick={onOpenDrawer}>
              <MenuIcon />
            </IconButton>
            <Brand />
            <DemoDataChip sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
            <Box sx={{ flex: 1, minWidth: 0 }} />
            <MarketSelect />
            {compact ? (
              <IconButton aria-label="Search companies" data-testid="company-search-open" onClick={() => setSearchOpen(true)}>
                <SearchIcon />
              </IconButton>
            ) : (
              <CompanySearch sx={{ width: { md: 300, lg: 360 } }} />
            )}
            <ThemeToggle />
            <AccountControls />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
