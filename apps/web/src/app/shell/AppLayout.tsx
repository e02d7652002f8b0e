import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { AppDrawer } from './AppDrawer';
import { ChatFab } from './ChatFab';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  boxShadow: 3,
  '&:focus': { top: 8 },
} as const;

/** The app shell around every screen: top bar, drawer, the screen, footer and chat button. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  useDocumentTitle();

  // The drawer closes on navigation.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href="#main" sx={skipLinkSx}>
        Skip to content
      </Link>
      <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
      <AppDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ChatFab />
      <ScrollRestoration />
    </Box>
  );
}
