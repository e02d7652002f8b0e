import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink, useLocation } from 'react-router';

export function isAssistantPath(pathname: string): boolean {
  return pathname === '/assistant' || pathname.startsWith('/assistant/');
}

/**
 * The chat button to the research assistant; hidden on /assistant itself. It never floats over a
 * screen: on wide screens it sits at the foot of the side rail ("rail"), on narrow ones in the middle of
 * the bottom bar ("bar"), each a space of its own.
 */
export function ChatFab({ placement }: { placement: 'rail' | 'bar' }) {
  const { pathname } = useLocation();
  if (isAssistantPath(pathname)) return null;
  if (placement === 'rail') {
    return (
      <Button
        component={RouterLink}
        to="/assistant"
        variant="contained"
        startIcon={<ChatOutlinedIcon />}
        aria-label="Open the research assistant"
        title="Ask the Research Agent"
        data-testid="chat-fab"
        sx={{ borderRadius: 6, py: 1, boxShadow: 3, whiteSpace: 'nowrap' }}
        fullWidth
      >
        Ask the agent
      </Button>
    );
  }
  return (
    <IconButton
      component={RouterLink}
      to="/assistant"
      aria-label="Open the research assistant"
      title="Ask the Research Agent"
      data-testid="chat-fab"
      sx={(theme) => ({
        width: 52,
        height: 52,
        mt: -2.5,
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
