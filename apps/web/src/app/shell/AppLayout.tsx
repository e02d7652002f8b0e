import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LAYOUT, SIDE_RAIL_MIN_WIDTH } from '@sanchay/core';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { screenForPath } from '../screenForPath';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './BottomBar';
import { isAssistantPath } from './ChatFab';
import { Footer } from './Footer';
import { MarketLoadingBanner } from './MarketLoadingBanner';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation';

export const loadAppDrawer = () => import('./AppDrawer');
const AppDrawer = lazy(loadAppDrawer);
const SideRail = lazy(() => import('./SideRail'));

// The bars re-render only when their own props change, not with every navigation (a search parameter) of the layout.
const MemoTopBar = memo(TopBar);
const MemoBottomBar = memo(BottomBar);

/** The footer is below the fold: drawn in a deferred render right after the first screen, not with it. */
const LaterFooter = memo(function LaterFooter() {
  const show = useDeferredValue(true, false);
  return show ? <Footer /> : null;
});

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  boxShadow: 3,
  '&:focus': { top: 8 },
} as const;

/**
 * The app shell around every screen: top bar, navigation, the screen and footer. From 1200 px the
 * navigation is a side rail that is always there; below, a drawer behind the menu button and a bottom bar.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width:${SIDE_RAIL_MIN_WIDTH}px)`, { noSsr: true });
  // The assistant has its own chat list: there the rail starts folded, so answers get the width.
  const [railToggled, setRailToggled] = useState(false);
  const railHidden = isAssistantPath(pathname) ? !railToggled : railToggled;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads the first time it is asked for.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  useDocumentTitle(screenForPath(pathname)?.title ?? 'Page not found');

  // The drawer closes on navigation.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
    if (isAssistantPath(shownPath) !== isAssistantPath(pathname)) setRailToggled(false);
  }

  useScrollToTopOnNavigation(pathname);

  const openDrawer = useCallback(() => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  }, []);
  const toggleRail = useCallback(() => setRailToggled((toggled) => !toggled), []);
  const prepareDrawer = useCallback(() => void loadAppDrawer(), []);
  const showRail = wide && !railHidden;
  // The assistant fills the screen below the top bar and has its own input at the foot: the page itself never
  // scrolls there (its conversation scrolls inside its pane), so no footer or bottom bar is drawn under it.
  const fullScreen = isAssistantPath(pathname);
  const showBottomBar = !wide && !fullScreen;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(fullScreen ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100vh' }),
        // Screens with a bar that sticks to the bottom (DipSIP) keep it above the phone's bottom bar.
        '--bottom-bar-height': showBottomBar ? `${BOTTOM_BAR_HEIGHT}px` : '0px',
      }}
    >
      <Box component="a" href="#main" sx={skipLinkSx}>
        Skip to content
      </Box>
      <MemoTopBar onOpenDrawer={wide ? toggleRail : openDrawer} onPrepareDrawer={prepareDrawer} menuExpanded={wide ? showRail : drawerOpen} />
      <MarketLoadingBanner />
      {drawerWanted && !wide && (
        <Suspense fallback={null}>
          <AppDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {showRail && (
          <Box
            component="aside"
            data-testid="side-rail"
            sx={{
              width: LAYOUT.drawerWidth - 40,
              flexShrink: 0,
              position: 'sticky',
              top: LAYOUT.headerHeight,
              height: `calc(100vh - ${LAYOUT.headerHeight}px)`,
              display: 'flex',
              flexDirection: 'column',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Suspense fallback={null}>
              <SideRail />
            </Suspense>
          </Box>
        )}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            pb: showBottomBar ? `${BOTTOM_BAR_HEIGHT}px` : 0,
          }}
        >
          {/* At least a screen high, so the footer starts below the fold and late data never pushes it (layout shift). */}
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{ flex: 1, minWidth: 0, minHeight: fullScreen ? 0 : `calc(100vh - ${LAYOUT.headerHeight}px)`, outline: 'none' }}
          >
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Box>
          {!fullScreen && <LaterFooter />}
        </Box>
      </Box>
      {showBottomBar && <MemoBottomBar onOpenMenu={openDrawer} onPrepareMenu={prepareDrawer} />}
    </Box>
  );
}
