import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { INDICATOR_NAMES, INDICATOR_PARAMS } from '@sanchay/core';
import { type IndicatorSetting, paramError } from './indicatorSettings';

interface Props {
  settings: IndicatorSetting[];
  onChange: (settings: IndicatorSetting[]) => void;
}

/**
 * One switch per indicator with its parameters beside it; a bad value is flagged and left out of the chart.
 * Each cell is as wide as its widest content (MACD: a label and three fields, 336 px), so the grid takes as many
 * columns as fit: three at 1366 px beside the side rail, where four fixed ones let MACD's Signal field run under
 * the ATR checkbox and Bollinger's Std dev out of the card.
 */
export const INDICATOR_CELL_MIN_WIDTH = 340;
export function IndicatorControls({ settings, onChange }: Props) {
  const update = (key: string, patch: Partial<IndicatorSetting>) => onChange(settings.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 2 }} role="group" aria-label="Indicators">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${INDICATOR_CELL_MIN_WIDTH}px, 1fr))` }, columnGap: 2, rowGap: 1 }}>
        {settings.map((s) => (
          <Box key={s.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
            <FormControlLabel
              sx={{ mr: 0, minWidth: 112, mt: 0.25 }}
              control={
                <Checkbox
                  size="small"
                  checked={s.on}
                  onChange={(event) => update(s.key, { on: event.target.checked })}
                  sx={{ color: s.color, '&.Mui-checked': { color: s.color }, py: 0.5 }}
                />
              }
              label={<Box component="span" sx={{ typography: 'body2', fontWeight: 500 }}>{INDICATOR_NAMES[s.kind]}</Box>}
            />
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'nowrap' }}>
              {INDICATOR_PARAMS[s.kind].map((def, i) => {
                const error = paramError(s.kind, i, s.params[i] ?? '', s.params);
                return (
                  <TextField
                    key={def.name}
                    size="small"
                    label={def.label}
                    value={s.params[i]}
                    disabled={!s.on}
                    error={error !== null}
                    helperText={error ?? undefined}
                    onChange={(event) => update(s.key, { params: s.params.map((p, k) => (k === i ? event.target.value : p)) })}
                    slotProps={{
                      htmlInput: { inputMode: def.integer ? 'numeric' : 'decimal', 'aria-label': `${INDICATOR_NAMES[s.kind]} ${def.label.toLowerCase()}`, style: { padding: '6px 8px' } },
                      inputLabel: { shrink: true },
                    }}
                    sx={{ width: def.integer ? 68 : 84, flexShrink: 0 }}
                  />
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
