import Box from '@mui/material/Box';
import { NavigationLinks } from './AppDrawer';
import { ChatFab } from './ChatFab';

/** The wide-screen navigation: the whole menu, always in view, and the chat button at its foot. */
export default function SideRail() {
  return (
    <>
      <NavigationLinks />
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <ChatFab placement="rail" />
      </Box>
    </>
  );
}
