import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_TEXT } from '@sanchay/core';
import { type FormEvent, useState } from 'react';
import type { ChatHistoryEntry } from './api';

/** A dialog with one text field (rename: "New Chat Name"; Save Prompt: "Title"). */
export function TextPromptDialog({
  open,
  title,
  label,
  initial,
  okLabel = 'OK',
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  okLabel?: string;
  onClose: () => void;
  onSubmit: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (open && shownFor !== initial) {
    setShownFor(initial);
    setValue(initial);
  }
  if (!open && shownFor !== null) setShownFor(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={label} value={value} onChange={(e) => setValue(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!value.trim()}>
            {okLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ConfirmDialog({ open, title, text, okLabel = 'OK', onClose, onConfirm }: { open: boolean; title: string; text: string; okLabel?: string; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={onConfirm} variant="contained" color="warning">
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Search chats: filters titles case-insensitively (spec 000 section 5). */
export function SearchChatsDialog({ open, chats, onClose, onOpen }: { open: boolean; chats: ChatHistoryEntry[]; onClose: () => void; onOpen: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const found = needle ? chats.filter((c) => c.title.toLowerCase().includes(needle)) : chats;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{CHAT_TEXT.searchChats}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth margin="dense" label="Search by title" value={query} onChange={(e) => setQuery(e.target.value)} />
        <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {found.map((chat) => (
            <ListItemButton
              key={chat.id}
              onClick={() => {
                onOpen(chat.id);
                onClose();
              }}
            >
              <ListItemText primary={chat.title} secondary={new Date(chat.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })} />
            </ListItemButton>
          ))}
        </List>
        {found.length === 0 && (
          <Typography color="textSecondary" sx={{ py: 2 }}>
            No chats match.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
