import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { formatDateTime, formatIndianNumber, metricHeader, type SavedPromptRow } from '@sanchay/core';
import { useState } from 'react';
import { runSavedPrompt, useSavedPrompts, type SavedPrompt } from '../assistant';
import { EmptyState, LoadingBlock } from '../../components/QueryStates';
import { HomeCard } from './HomeCard';

const SHOWN = 5;
const RESULT_ROWS = 5;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'number' ? formatIndianNumber(value, { decimals: Number.isInteger(value) ? 0 : 2 }) : value;
}

/** A run's first rows as cards: the first column as the name, the next two as figures (fits a phone). */
function ResultRows({ rows }: { rows: SavedPromptRow[] }) {
  if (rows.length === 0) return <Box sx={{ typography: 'body2', color: 'text.secondary' }}>No rows.</Box>;
  const columns = Object.keys(rows[0]!);
  const [nameKey, ...figureKeys] = columns;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }} data-testid="home-prompt-result">
      {rows.slice(0, RESULT_ROWS).map((row, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, typography: 'body2', minWidth: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}>
            {cell(nameKey ? row[nameKey] : null)}
          </Box>
          {figureKeys.slice(0, 2).map((key) => (
            <Box key={key} sx={{ flexShrink: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} title={key}>
              <Box component="span" sx={{ color: 'text.secondary', typography: 'caption', mr: 0.5 }}>
                {metricHeader(key.replaceAll('_', ' '))}
              </Box>
              {cell(row[key])}
            </Box>
          ))}
        </Box>
      ))}
      {rows.length > RESULT_ROWS && (
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>and {rows.length - RESULT_ROWS} more rows</Box>
      )}
    </Box>
  );
}

function PromptRow({ prompt, email }: { prompt: SavedPrompt; email: string }) {
  const [state, setState] = useState<{ running: boolean; rows?: SavedPromptRow[]; error?: string }>({ running: false });
  const schedule = prompt.schedule;
  return (
    <Box data-testid="home-prompt" sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{prompt.title}</Box>
          {schedule && (
            <Box sx={{ typography: 'caption', color: schedule.lastError ? 'error.main' : 'text.secondary' }} data-testid="home-prompt-schedule">
              {schedule.frequency} at {schedule.time}
              {schedule.lastRunAt ? ` · last run ${formatDateTime(schedule.lastRunAt)}` : ' · not run yet'}
              {schedule.lastError ? ` · failed: ${schedule.lastError}` : ''}
            </Box>
          )}
        </Box>
        <Button
          size="small"
          variant="outlined"
          disabled={state.running || !prompt.runnable}
          startIcon={state.running ? <CircularProgress size={14} /> : <PlayArrow />}
          onClick={() => {
            setState({ running: true });
            runSavedPrompt(prompt, email)
              .then(({ rows }) => setState({ running: false, rows }))
              .catch(() => setState({ running: false, error: 'Failed to run prompt' }));
          }}
        >
          Run
        </Button>
      </Box>
      {state.error && <Box sx={{ typography: 'body2', color: 'error.main', mt: 0.5 }}>{state.error}</Box>}
      {state.rows && <ResultRows rows={state.rows} />}
    </Box>
  );
}

/** Saved prompts with Run (results inline), scheduled ones with their last run. */
export function PromptsCard({ email }: { email: string }) {
  const prompts = useSavedPrompts(true);
  const list = prompts.data ?? [];
  const ordered = [...list.filter((p) => p.schedule), ...list.filter((p) => !p.schedule)].slice(0, SHOWN);
  return (
    <HomeCard title="Saved prompts" to="/assistant" toLabel="Assistant" testId="home-prompts">
      {prompts.isPending ? (
        <LoadingBlock rows={3} height={36} label="Loading saved prompts" />
      ) : ordered.length === 0 ? (
        <EmptyState title="No saved prompts yet" hint="Save a question in the Research Agent to run it again here." />
      ) : (
        ordered.map((prompt) => <PromptRow key={prompt.id} prompt={prompt} email={email} />)
      )}
    </HomeCard>
  );
}
