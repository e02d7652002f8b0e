import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAT_TEXT } from '@sanchay/core';
import { lazy, Suspense } from 'react';
import type { ChatMessage } from './api';

// Markdown (react-markdown, remark-gfm) is a large chunk that a new or signed-out chat never needs: it loads with
// the first answer, which shows as plain text for that moment.
const ChatMarkdown = lazy(() => import('./ChatMarkdown').then((module) => ({ default: module.ChatMarkdown })));

const plainTextSx = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

interface MessageListProps {
  messages: ChatMessage[];
  loading: boolean;
  /** Save as Report / Remove Report; absent in the read-only shared view. */
  onSaveReport?: (message: ChatMessage) => void;
  onRemoveReport?: (message: ChatMessage) => void;
  /** Asks a clarification choice's question in the same chat. */
  onAsk?: (question: string) => void;
}

/** The conversation: You / Assistant, with the loading line while an answer streams. */
export function MessageList({ messages, loading, onSaveReport, onRemoveReport, onAsk }: MessageListProps) {
  const last = messages.at(-1);
  const waiting = loading && (!last || last.role !== 'assistant' || !last.content);
  return (
    <Stack spacing={2} aria-live="polite" data-testid="message-list">
      {messages.map((message, index) =>
        message.role === 'assistant' && !message.content ? null : (
          <MessageBubble
            key={`${index}-${message.role}`}
            message={message}
            onSaveReport={onSaveReport}
            onRemoveReport={onRemoveReport}
            onAsk={loading ? undefined : onAsk}
            streaming={loading && index === messages.length - 1}
          />
        ),
      )}
      {waiting && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary', pl: 1 }} data-testid="fetching">
          <CircularProgress size={18} />
          <Typography variant="body2">{CHAT_TEXT.fetching}</Typography>
        </Stack>
      )}
    </Stack>
  );
}

function MessageBubble({ message, onSaveReport, onRemoveReport, onAsk, streaming }: { message: ChatMessage; streaming: boolean } & Pick<MessageListProps, 'onSaveReport' | 'onRemoveReport' | 'onAsk'>) {
  const mine = message.role === 'user';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-role={message.role} data-testid={`message-${message.role}`}>
      <Avatar sx={{ display: { xs: 'none', sm: 'flex' }, width: 32, height: 32, fontSize: 14, bgcolor: mine ? 'secondary.main' : 'primary.main' }} aria-hidden>
        {mine ? 'Y' : 'A'}
      </Avatar>
      <Paper
        variant="outlined"
        sx={{ flex: 1, minWidth: 0, px: { xs: 1.5, sm: 2 }, py: 1.25, bgcolor: mine ? 'action.hover' : 'background.paper', borderRadius: 2 }}
      >
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {mine ? CHAT_TEXT.you : CHAT_TEXT.assistant}
        </Typography>
        {mine ? (
          <Typography sx={plainTextSx}>{message.content}</Typography>
        ) : (
          <Suspense fallback={<Typography sx={plainTextSx}>{message.content}</Typography>}>
            <ChatMarkdown text={message.content} onAsk={onAsk} restatedFirst />
          </Suspense>
        )}
        {!mine && message.id && !streaming && (onSaveReport || onRemoveReport) && (
          <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
            {message.is_alert_set ? (
              <Button size="small" color="warning" startIcon={<BookmarkRemoveOutlinedIcon />} onClick={() => onRemoveReport?.(message)}>
                {CHAT_TEXT.removeReportTitle}
              </Button>
            ) : (
              <Button size="small" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => onSaveReport?.(message)}>
                {CHAT_TEXT.saveAsReport}
              </Button>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
