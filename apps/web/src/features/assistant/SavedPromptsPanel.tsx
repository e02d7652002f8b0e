import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGES, CHAT_SNACKBAR_MS, CHAT_TEXT, describeSchedule, type SavedPromptRow } from '@sanchay/core';
import { useState } from 'react';
import { useAuth } from '../auth';
import { runSavedPrompt, type SavedPrompt, toPromptSchedule, useSavedPrompts, useSchedulePrompt, useUnsaveReport, useUnschedulePrompt } from './api';
import { SavedResultsTable } from './SavedResultsTable';
import { ScheduleDialog } from './ScheduleDialog';
import type { ShowSnack } from './useSnack';

/** Your Saved Prompts: search or select one; Run re-executes it on today's data; Delete; Schedule. */
export function SavedPromptsPanel({ showSnack }: { showSnack: ShowSnack }) {
  const { user, isAuthenticated } = useAuth();
  const prompts = useSavedPrompts(isAuthenticated);
  const unsave = useUnsaveReport();
  const schedule = useSchedulePrompt();
  const unschedule = useUnschedulePrompt();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [result, setResult] = useState<{ rows: SavedPromptRow[]; asOf: string | null } | null>(null);
  const [running, setRunning] = useState(false);
  const [scheduling, setScheduling] = useState<SavedPrompt | null>(null);

  if (!isAuthenticated) return <Typography color="textSecondary">Sign in to see your saved prompts.</Typography>;
  if (prompts.isError) return <Typography color="error">{CHAT_MESSAGES.loadSavedFailed}</Typography>;
  const list = prompts.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? null;

  const run = async () => {
    if (!selected || !user) return;
    setRunning(true);
    try {
      setResult(await runSavedPrompt(selected, user.email));
      showSnack(CHAT_MESSAGES.promptExecuted, 'success');
    } catch (error) {
      setResult(null);
      const status = (error as { status?: number }).status;
      showSnack(status === 401 ? CHAT_MESSAGES.notAuthorized : CHAT_MESSAGES.runFailed, 'error');
    } finally {
      setRunning(false);
    }
  };

  const remove = async () => {
    if (!selected) return;
    try {
      await unsave.mutateAsync({ chatId: selected.id, chatUuid: selected.chatUuid });
      setSelectedId(null);
      setResult(null);
      showSnack(CHAT_MESSAGES.deleted, 'success');
    } catch {
      showSnack(CHAT_MESSAGES.couldNotDelete, 'error');
    }
  };

  return (
    <Stack spacing={1.5} data-testid="saved-prompts">
      {prompts.isSuccess && list.length === 0 && <Typography color="textSecondary">{CHAT_MESSAGES.noSavedPrompts}</Typography>}
      {list.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Autocomplete
            options={list}
            value={selected}
            onChange={(_e, value) => {
              setSelectedId(value?.id ?? null);
              setResult(null); // selecting clears earlier results
            }}
            getOptionLabel={(p) => p.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <Box>
                  <Typography variant="body2">{option.title}</Typography>
                  <Typography variant="caption" color="textSecondary">
                    {option.query.slice(0, 90)}
                  </Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => <TextField {...params} label={CHAT_TEXT.selectSavedPrompt} size="small" />}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={!selected || running} onClick={() => void run()}>
              {CHAT_TEXT.run}
            </Button>
            <Button variant="outlined" startIcon={<ScheduleIcon />} disabled={!selected} onClick={() => setScheduling(selected)}>
              {CHAT_TEXT.schedule}
            </Button>
            <Button color="error" startIcon={<DeleteOutlinedIcon />} disabled={!selected || unsave.isPending} onClick={() => void remove()}>
              {CHAT_TEXT.delete}
            </Button>
          </Stack>
        </Stack>
      )}
      {selected && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {selected.planQuery && (
            <Typography variant="caption" color="textSecondary" sx={{ fontFamily: 'ui-monospace, monospace' }}>
              {selected.planQuery}
            </Typography>
          )}
          {selected.schedule && <Chip size="small" color="info" icon={<ScheduleIcon />} label={describeSchedule(selected.schedule)} />}
        </Stack>
      )}
      {result && result.rows.length > 0 && <SavedResultsTable rows={result.rows} asOf={result.asOf} />}
      {result && result.rows.length === 0 && <Typography color="textSecondary">The prompt ran; no rows match today.</Typography>}
      {scheduling && (
        <ScheduleDialog
          key={scheduling.id}
          prompt={scheduling}
          saving={schedule.isPending || unschedule.isPending}
          onClose={() => setScheduling(null)}
          onSave={(value) =>
            schedule.mutate(
              { chatId: scheduling.id, ...value },
              {
                onSuccess: (saved) => {
                  setScheduling(null);
                  showSnack(`${CHAT_MESSAGES.scheduleSaved}: ${describeSchedule(toPromptSchedule(saved.schedulePrompt) ?? value)}`, 'success', CHAT_SNACKBAR_MS.save);
                },
                onError: (error) => showSnack(error.message, 'error'),
              },
            )
          }
          onRemove={() =>
            unschedule.mutate(
              { chatId: scheduling.id },
              {
                onSuccess: () => {
                  setScheduling(null);
                  showSnack(CHAT_MESSAGES.scheduleRemoved, 'success');
                },
                onError: (error) => showSnack(error.message, 'error'),
              },
            )
          }
        />
      )}
    </Stack>
  );
}
