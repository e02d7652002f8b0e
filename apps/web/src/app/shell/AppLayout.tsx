import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { screenForPath } from '../screenForPath';
import { ChatFab } from './ChatFab';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';

export const loadAppDrawer = () => import('./AppDrawer');
const AppDrawer = lazy(loadAppDrawer);

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

/** The app shell around every screen: top bar, drawer, the screen, footer and chat button. */
export function AppLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads the first time it is asked for.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  useDocumentTitle(screenForPath(pathname)?.title ?? 'Page not found');

  // The drawer closes on navigation.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="a" href="#main" sx={skipLinkSx}>
        Skip to content
      </Box>
      <TopBar
        onOpenDrawer={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
        onPrepareDrawer={() => void loadAppDrawer()}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <AppDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <ChatFab />
    </Box>
  );
}
