import ClearIcon from '@mui/icons-material/Clear';
import MicIcon from '@mui/icons-material/Mic';
import MicNoneIcon from '@mui/icons-material/MicNone';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { acceptKeyword, CHAT_MAX_INPUT, CHAT_TEXT, clampChatInput, isSendable, suggestKeyword } from '@sanchay/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useSpeechInput } from './useSpeechInput';

interface ChatInputProps {
  disabled: boolean;
  keywords: readonly string[];
  onSend: (text: string) => Promise<boolean>;
  /** Text to add at the end of the box (a dataset field picked in the panel); a new key adds it once. */
  inserted?: { text: string; key: number } | null;
}

/** The send shortcut as this computer's keyboard names it (Cmd on Apple keyboards). */
function sendShortcut(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent;
  return /Mac|iPhone|iPad/i.test(platform) ? '⌘+Enter' : 'Ctrl+Enter';
}

/**
 * The question box (spec 000 section 5): Ctrl/Cmd+Enter sends; whitespace is not sent; cut to 1000
 * characters; the current word from 4 characters suggests the first keyword containing it, Tab accepts.
 */
export function ChatInput({ disabled, keywords, onSend, inserted }: ChatInputProps) {
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [insertedKey, setInsertedKey] = useState<number | null>(null);
  if (inserted && inserted.key !== insertedKey) {
    setInsertedKey(inserted.key);
    const next = clampChatInput(text && !/\s$/.test(text) ? `${text} ${inserted.text}` : `${text}${inserted.text}`);
    setText(next);
    setCursor(next.length);
  }
  const shortcut = sendShortcut();
  const suggestion = disabled ? null : suggestKeyword(text, cursor, keywords);
  const speech = useSpeechInput((spoken) => setText((current) => clampChatInput(current ? `${current} ${spoken}` : spoken)));

  const update = (value: string, at: number) => {
    const clamped = clampChatInput(value);
    setText(clamped);
    setCursor(Math.min(at, clamped.length));
  };

  const submit = async () => {
    if (disabled || !isSendable(text)) return;
    const sending = text;
    setText('');
    setCursor(0);
    const sent = await onSend(sending);
    if (!sent) setText(sending);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
      return;
    }
    if (event.key === 'Tab' && suggestion && !event.shiftKey) {
      event.preventDefault();
      const next = acceptKeyword(text, cursor, suggestion);
      setText(next.text);
      setCursor(next.cursor);
      requestAnimationFrame(() => inputRef.current?.setSelectionRange(next.cursor, next.cursor));
    }
  };

  return (
    <Box>
      {suggestion && (
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mb: 0.5, pl: 1 }} data-testid="keyword-suggestion">
          Tab to use <b>{suggestion}</b>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, px: 1.5, py: 0.75, borderRadius: 3 }}>
        <InputBase
          inputRef={inputRef}
          value={text}
          onChange={(event) => update(event.target.value, (event.target as HTMLTextAreaElement).selectionStart ?? event.target.value.length)}
          onSelect={(event) => setCursor((event.target as HTMLTextAreaElement).selectionStart ?? text.length)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder={CHAT_TEXT.inputPlaceholder}
          multiline
          maxRows={8}
          minRows={1}
          fullWidth
          sx={{ py: 0.75, fontSize: 15 }}
          inputProps={{ maxLength: CHAT_MAX_INPUT, 'aria-label': 'Your question' }}
        />
        {text && (
          <Tooltip title="Clear">
            <IconButton aria-label="Clear" onClick={() => update('', 0)} disabled={disabled} size="small">
              <ClearIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {speech.supported && (
          <Tooltip title={speech.listening ? 'Stop dictation' : 'Dictate'}>
            <span>
              <IconButton aria-label={speech.listening ? 'Stop dictation' : 'Dictate'} onClick={speech.toggle} disabled={disabled} color={speech.listening ? 'error' : 'default'}>
                {speech.listening ? <MicIcon /> : <MicNoneIcon />}
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={`Send (${shortcut})`}>
          <span>
            <IconButton
              aria-label="Send"
              aria-keyshortcuts="Control+Enter Meta+Enter"
              color="primary"
              onClick={() => void submit()}
              disabled={disabled || !isSendable(text)}
            >
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Paper>
      {/* Enter adds a line (a question can span several); the shortcut that sends sits under the send button. */}
      <Typography variant="caption" color="textSecondary" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 0.25, pr: 1 }}>
        <span data-testid="send-shortcut">
          <Box component="kbd" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
            {shortcut}
          </Box>{' '}
          to send · Enter adds a line
        </span>
        <span>
          {text.length}/{CHAT_MAX_INPUT}
        </span>
      </Typography>
    </Box>
  );
}
