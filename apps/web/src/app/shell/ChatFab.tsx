import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useLocation } from 'react-router';

/** Floating button to the research assistant; hidden on /assistant itself. */
export function ChatFab() {
  const { pathname } = useLocation();
  if (pathname === '/assistant' || pathname.startsWith('/assistant/')) return null;
  return (
    <Tooltip title="Ask the Research Agent" placement="left">
      <Fab
        color="primary"
        component={RouterLink}
        to="/assistant"
        aria-label="Open the research assistant"
        data-testid="chat-fab"
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <ChatOutlinedIcon />
      </Fab>
    </Tooltip>
  );
}
