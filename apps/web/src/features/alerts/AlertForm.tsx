import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { ALERT_COOLDOWN, ALERT_KIND_SPECS, ALERT_KINDS, type AlertInput, type AlertKind, type AlertRepeat, alertInput, changePeriodLabel } from '@sanchay/core';
import { useState } from 'react';

export interface AlertDraft {
  symbol: string;
  kind: AlertKind;
  level: string;
  period: string;
  repeat: AlertRepeat;
  cooldownHours: string;
}

export const emptyDraft = (symbol = ''): AlertDraft => ({ symbol, kind: 'price_below', level: '', period: '', repeat: 'once', cooldownHours: String(ALERT_COOLDOWN.default / 60) });

/** The draft as the API takes it (empty fields left out, so the kind's defaults apply). */
export function draftInput(d: AlertDraft): AlertInput {
  const spec = ALERT_KIND_SPECS[d.kind];
  return {
    symbol: d.symbol,
    kind: d.kind,
    ...(spec.level && d.level.trim() !== '' ? { level: Number(d.level.replace(/,/g, '')) } : {}),
    ...(spec.period && d.period.trim() !== '' ? { period: Number(d.period) } : {}),
    repeat: d.repeat,
    ...(d.repeat === 'every' ? { cooldownMinutes: Math.round(Number(d.cooldownHours) * 60) } : {}),
  };
}

/** Problems by field, from the shared core schema (the server checks the same). */
function problems(input: AlertInput): Record<string, string> {
  const parsed = alertInput.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

interface Props {
  open: boolean;
  title: string;
  initial: AlertDraft;
  saving: boolean;
  /** The server's refusal, shown above the buttons. */
  serverError: string | null;
  onClose: () => void;
  onSave: (input: AlertInput) => void;
  /** The kinds offered (all by default); a company page leaves out the ones that do not apply to it. */
  kinds?: readonly AlertKind[];
  /** The company is given (the company page): its symbol is shown, not edited. */
  symbolFixed?: boolean;
}

/** Create or edit one alert: the company, what to watch, the level and period it takes, once or every time. */
export function AlertForm({ open, title, initial, saving, serverError, onClose, onSave, kinds = ALERT_KINDS, symbolFixed = false }: Props) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const spec = ALERT_KIND_SPECS[draft.kind];
  const input = draftInput(draft);
  const errors = touched ? problems(input) : {};
  const set = (patch: Partial<AlertDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = () => {
    setTouched(true);
    if (Object.keys(problems(input)).length === 0) onSave(input);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Company symbol"
            value={draft.symbol}
            onChange={(e) => set({ symbol: e.target.value.toUpperCase() })}
            error={Boolean(errors.symbol)}
            helperText={errors.symbol ?? (symbolFixed ? undefined : 'NSE symbol, e.g. TCS')}
            autoFocus={!draft.symbol}
            disabled={symbolFixed}
          />
          <TextField select label="Alert when" value={draft.kind} onChange={(e) => set({ kind: e.target.value as AlertKind, level: '', period: '' })}>
            {kinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {ALERT_KIND_SPECS[kind].label}
              </MenuItem>
            ))}
          </TextField>
          {spec.level && (
            <TextField
              label={spec.level.label}
              value={draft.level}
              inputMode="decimal"
              onChange={(e) => set({ level: e.target.value })}
              error={Boolean(errors.level)}
              helperText={errors.level}
            />
          )}
          {spec.period?.choices ? (
            <TextField select label={spec.period.label} value={draft.period || String(spec.period.default)} onChange={(e) => set({ period: e.target.value })}>
              {spec.period.choices.map((days) => (
                <MenuItem key={days} value={String(days)}>
                  {changePeriodLabel(days)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            spec.period && (
              <TextField
                label={spec.period.label}
                value={draft.period}
                placeholder={String(spec.period.default)}
                inputMode="numeric"
                onChange={(e) => set({ period: e.target.value })}
                error={Boolean(errors.period)}
                helperText={errors.period ?? `Default ${spec.period.default}`}
              />
            )
          )}
          <TextField select label="Notify" value={draft.repeat} onChange={(e) => set({ repeat: e.target.value as AlertRepeat })}>
            <MenuItem value="once">Once, then stop</MenuItem>
            <MenuItem value="every">Every time, with a cool-down</MenuItem>
          </TextField>
          {draft.repeat === 'every' && (
            <TextField
              label="Cool-down (hours)"
              value={draft.cooldownHours}
              inputMode="decimal"
              onChange={(e) => set({ cooldownHours: e.target.value })}
              error={Boolean(errors.cooldownMinutes)}
              helperText={errors.cooldownMinutes ?? 'No second message within this time'}
            />
          )}
          {!spec.live && <Alert severity="info">Checked on each day’s close (after the market closes).</Alert>}
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
