import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_SCHEDULE_TIME, describeSchedule, promptScheduleSchema, SCHEDULE_FREQUENCIES, SCHEDULE_FREQUENCY_LABELS, type PromptSchedule, type ScheduleFrequency, WEEKDAY_NAMES } from '@sanchay/core';
import { useState } from 'react';
import type { SavedPrompt } from './api';

interface ScheduleDialogProps {
  prompt: SavedPrompt | null;
  saving: boolean;
  onClose: () => void;
  onSave: (schedule: PromptSchedule) => void;
  onRemove: () => void;
}

/** Daily, Weekly (day of week) or Monthly (day 1-31) at HH:MM IST, default 09:00 (spec 000 sections 3, 5 and 9). */
export function ScheduleDialog({ prompt, saving, onClose, onSave, onRemove }: ScheduleDialogProps) {
  const current = prompt?.schedule;
  const [frequency, setFrequency] = useState<ScheduleFrequency>(current?.frequency ?? 'daily');
  const [dayOfWeek, setDayOfWeek] = useState(current?.dayOfWeek ?? 1);
  const [dayOfMonth, setDayOfMonth] = useState(String(current?.dayOfMonth ?? 1));
  const [time, setTime] = useState(current?.time ?? DEFAULT_SCHEDULE_TIME);
  const parsed = promptScheduleSchema.safeParse({ frequency, dayOfWeek, dayOfMonth: Number(dayOfMonth), time });
  const dayError = frequency === 'monthly' && !(Number.isInteger(Number(dayOfMonth)) && Number(dayOfMonth) >= 1 && Number(dayOfMonth) <= 31);
  const timeError = !/^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  return (
    <Dialog open={prompt !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Schedule "{prompt?.title}"</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The prompt runs on the day's data and the result arrives in your notifications, and on Telegram when you have linked it, with a link to view it.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField select label="Frequency" value={frequency} onChange={(e) => setFrequency(e.target.value as ScheduleFrequency)}>
            {SCHEDULE_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {SCHEDULE_FREQUENCY_LABELS[f]}
              </MenuItem>
            ))}
          </TextField>
          {frequency === 'weekly' && (
            <TextField select label="Day of week" value={dayOfWeek} onChange={(e) => setDayOfWeek(Number(e.target.value))}>
              {WEEKDAY_NAMES.map((name, index) => (
                <MenuItem key={name} value={index}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {frequency === 'monthly' && (
            <TextField
              label="Day of month"
              type="number"
              value={dayOfMonth}
              onChange={(e) => setDayOfMonth(e.target.value)}
              error={dayError}
              helperText={dayError ? 'A number 1 to 31' : 'In shorter months it runs on the last day'}
              slotProps={{ htmlInput: { min: 1, max: 31, step: 1 } }}
            />
          )}
          <TextField label="Time (IST)" type="time" value={time} onChange={(e) => setTime(e.target.value)} error={timeError} helperText={timeError ? 'HH:MM' : ' '} slotProps={{ htmlInput: { step: 60 }, inputLabel: { shrink: true } }} />
          {parsed.success && <DialogContentText>{describeSchedule(parsed.data)}</DialogContentText>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {current && (
          <Button color="warning" onClick={onRemove} disabled={saving} sx={{ mr: 'auto' }}>
            Remove schedule
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!parsed.success || saving} onClick={() => parsed.success && onSave(parsed.data)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
