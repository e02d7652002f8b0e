import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPLORER_LIMITS, EXPLORER_TEXTS } from '@sanchay/core';
import type { KeyboardEvent } from 'react';

interface Props {
  value: string;
  onChange: (text: string) => void;
  onExecute: () => void;
  running: boolean;
  /** Arrays the function will receive. */
  arrays: readonly string[];
}

/** 'Paste JavaScript Function Here' (a plain monospace box) and Execute; Ctrl/Cmd+Enter executes too. */
export function FunctionBox({ value, onChange, onExecute, running, arrays }: Props) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !running) {
      event.preventDefault();
      onExecute();
    }
    // Tab indents instead of leaving the box.
    if (event.key === 'Tab' && !event.shiftKey) {
      const target = event.target as HTMLTextAreaElement;
      event.preventDefault();
      const { selectionStart: start, selectionEnd: end } = target;
      onChange(`${value.slice(0, start)}  ${value.slice(end)}`);
      requestAnimationFrame(() => target.setSelectionRange(start + 2, start + 2));
    }
  }
  return (
    <Box>
      <TextField
        label={EXPLORER_TEXTS.functionLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={10}
        maxRows={28}
        fullWidth
        spellCheck={false}
        slotProps={{
          htmlInput: {
            maxLength: EXPLORER_LIMITS.maxFunctionChars,
            'data-testid': 'explorer-function',
            autoCapitalize: 'off',
            // Code keeps its lines (no soft wrap); long lines scroll sideways.
            wrap: 'off',
            autoCorrect: 'off',
          },
          input: {
            sx: {
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.8125rem',
              lineHeight: 1.55,
              alignItems: 'flex-start',
              '& textarea': { whiteSpace: 'pre', overflowX: 'auto' },
            },
          },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={onExecute}
          disabled={running || value.trim() === ''}
          startIcon={running ? <CircularProgress size={16} color="inherit" /> : <PlayArrowIcon />}
        >
          {EXPLORER_TEXTS.execute}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ flex: '1 1 240px' }}>
          {arrays.length
            ? `Runs on the server in a sandbox with ${arrays.join(', ')} (1 s, 64 MB; no network).`
            : 'Fetch arrays first to pass them in. Runs on the server in a sandbox (1 s, 64 MB; no network).'}
        </Typography>
      </Box>
    </Box>
  );
}
