import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAT_TEXT } from '@sanchay/core';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import type { ChatMessage } from '../assistant';
import { MessageList } from '../assistant';
import { useSharedChat } from './api';

/** /share/:uuid: a read-only conversation its owner shared; no sign-in needed. */
export default function SharedChatPage() {
  const { uuid = '' } = useParams();
  const chat = useSharedChat(uuid);
  const records = chat.data ?? [];
  const title = records.find((r) => r.is_first)?.chat_title ?? records[0]?.chat_title ?? records[0]?.text_content_user_query ?? 'Shared chat';
  const messages: ChatMessage[] = records.flatMap((r) => [
    { role: 'user' as const, content: r.text_content_user_query },
    { role: 'assistant' as const, content: r.text_content_assistant_formatted_response },
  ]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }} data-testid="shared-chat">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>
          {CHAT_TEXT.header}
        </Typography>
        <Chip size="small" label="Read-only" variant="outlined" />
      </Stack>
      {chat.isPending && <Skeleton variant="text" width="60%" height={44} />}
      {chat.isSuccess && (
        <>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 0.5, wordBreak: 'break-word' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            Shared on Sanchay · {new Date(records[0]!.created_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
          <MessageList messages={messages} loading={false} />
        </>
      )}
      {chat.isError && (
        <Alert severity={chat.error instanceof ApiError && chat.error.status === 404 ? 'warning' : 'error'} sx={{ mt: 2 }}>
          {chat.error instanceof ApiError && chat.error.status === 404
            ? 'This chat is not shared, or the link is wrong. Ask its owner for a new link.'
            : 'The shared chat could not be loaded. Please try again.'}
        </Alert>
      )}
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button component={RouterLink} to="/assistant" variant="contained">
          Ask the Research Agent yourself
        </Button>
      </Box>
    </Container>
  );
}
