import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink, useLocation } from 'react-router';

/** Floating button to the research assistant; hidden on /assistant itself. */
export function ChatFab() {
  const { pathname } = useLocation();
  if (pathname === '/assistant' || pathname.startsWith('/assistant/')) return null;
  return (
    <IconButton
      component={RouterLink}
      to="/assistant"
      aria-label="Open the research assistant"
      title="Ask the Research Agent"
      data-testid="chat-fab"
      sx={(theme) => ({
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        zIndex: theme.zIndex.speedDial,
        width: 56,
        height: 56,
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
        boxShadow: theme.shadows[6],
        '&:hover': { bgcolor: 'primary.dark', boxShadow: theme.shadows[10] },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      })}
    >
      <ChatOutlinedIcon />
    </IconButton>
  );
}
