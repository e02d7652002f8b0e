import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { completion } from './queryText';

export interface QueryProblem {
  message: string;
  position: number | null;
  suggestions: string[];
}

interface QueryEditorProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  keywords: readonly string[];
  problem: QueryProblem | null;
}

/** The query box: metric autocomplete (Tab accepts), Ctrl+Enter runs, and the server's error under it with a caret. */
export function QueryEditor({ value, onChange, onSubmit, keywords, problem }: QueryEditorProps) {
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [cursor, setCursor] = useState(value.length);
  const hint = completion(value, cursor, keywords);

  const accept = (suggestion: string, start: number, end: number) => {
    const next = `${value.slice(0, start)}${suggestion}${value.slice(end)}`;
    onChange(next);
    const at = start + suggestion.length;
    setCursor(at);
    requestAnimationFrame(() => input.current?.setSelectionRange(at, at));
  };

  const caretLine = problem?.position !== null && problem?.position !== undefined ? errorContext(value, problem.position) : null;

  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        label="Query"
        placeholder="Return on equity > 20 AND Debt to equity < 0.5 AND Sector = IT sort by Market Capitalization desc limit 25"
        value={value}
        inputRef={input}
        error={Boolean(problem)}
        onChange={(event) => {
          onChange(event.target.value);
          setCursor(event.target.selectionStart ?? event.target.value.length);
        }}
        onSelect={(event) => setCursor((event.target as HTMLTextAreaElement).selectionStart ?? 0)}
        onKeyDown={(event) => {
          if (event.key === 'Tab' && hint) {
            event.preventDefault();
            accept(hint.suggestion, hint.start, cursor);
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': 'query-help', style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } } }}
      />
      <Typography id="query-help" variant="caption" color="textSecondary" sx={{ minHeight: 20 }}>
        {hint ? (
          <>
            Press Tab for <b>{hint.suggestion}</b>
          </>
        ) : (
          'Conditions join with AND / OR and parentheses; add "sort by <metric> desc" and "limit N". Ctrl+Enter runs the query.'
        )}
      </Typography>
      {problem && (
        <Box role="alert" data-testid="query-error" sx={{ border: 1, borderColor: 'error.main', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}>
          <Typography color="error" variant="body2" sx={{ fontWeight: 600 }}>
            {problem.message}
          </Typography>
          {caretLine && (
            <Box component="pre" sx={{ m: 0, mt: 1, fontSize: 13, overflowX: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
              {caretLine.line}
              {'\n'}
              {' '.repeat(caretLine.column)}^
            </Box>
          )}
          {problem.suggestions.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2">Replace with</Typography>
              {problem.suggestions.map((s) => (
                <Chip key={s} label={s} size="small" onClick={() => accept(s, problem.position ?? 0, unknownNameEnd(value, problem.position ?? 0))} />
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

/** The line of the query holding `position`, at most 80 characters around it, and the caret's column. */
function errorContext(text: string, position: number): { line: string; column: number } {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  const lineEnd = text.indexOf('\n', position);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const column = position - lineStart;
  const from = Math.max(0, column - 40);
  return { line: `${from > 0 ? '…' : ''}${line.slice(from, from + 80)}`, column: column - from + (from > 0 ? 1 : 0) };
}

/** Where an unknown metric name typed at `start` ends: before the next operator, AND/OR or parenthesis. */
function unknownNameEnd(text: string, start: number): number {
  const rest = text.slice(start);
  const match = /\s*(?:[<>=!]|\bAND\b|\bOR\b|\)|\bsort\b|\blimit\b|$)/i.exec(rest);
  return start + (match ? match.index : rest.length);
}
