import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface SaveScreenDialogProps {
  open: boolean;
  query: string;
  saving: boolean;
  onClose: () => void;
  onSave: (title: string) => void;
}

/** "Save Prompt": asks for a Title (spec 000 section 2, assistant dialogs); the query becomes the prompt. */
export function SaveScreenDialog({ open, query, saving, onClose, onSave }: SaveScreenDialogProps) {
  const [title, setTitle] = useState('');
  const trimmed = title.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Save Prompt</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && trimmed) onSave(trimmed);
          }}
        />
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1, fontFamily: 'monospace', wordBreak: 'break-word' }}>
          {query}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!trimmed || saving} onClick={() => onSave(trimmed)}>
          {saving ? 'Saving…' : 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
