import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useAuth } from '../../features/auth/AuthContext';
import { DrawerHeader, NavigationLinks } from './AppDrawer';
import { ChatFab } from './ChatFab';

/** The wide-screen navigation: the whole menu, always in view, and the chat button at its foot. */
export default function SideRail() {
  const { user } = useAuth();
  return (
    <>
      {/* The drawer's greeting (display name, "Portfolio Manager") for a signed-in user; the top bar has the brand. */}
      {user && (
        <>
          <DrawerHeader />
          <Divider />
        </>
      )}
      <NavigationLinks />
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <ChatFab placement="rail" />
      </Box>
    </>
  );
}
