import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { dayToInput, inputToDay } from '@sanchay/core';
import { useState } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** A calendar day "YYYY-MM-DD", or "" for none. */
  value: string;
  /** Called with a calendar day once the text is a real dd/mm/yyyy day, or "" when cleared. */
  onChange: (day: string) => void;
  /** Whether an empty field is allowed (default true). */
  optional?: boolean;
};

/**
 * A date input that takes dd/mm/yyyy, as Indian investors write dates, whatever the browser's locale
 * (a native date input shows mm/dd/yyyy on en-US browsers). The value outside is a calendar day.
 */
export function DayField({ value, onChange, optional = true, helperText, slotProps, ...rest }: Props) {
  const [text, setText] = useState(() => dayToInput(value));
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside (a preset, a reset) replaces what was typed.
  if (shownValue !== value) {
    setShownValue(value);
    if (inputToDay(text) !== value) setText(dayToInput(value));
  }
  const day = inputToDay(text);
  const invalid = text.trim() !== '' ? day === null : !optional;
  return (
    <TextField
      {...rest}
      value={text}
      placeholder="dd/mm/yyyy"
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = inputToDay(next);
        if (parsed) {
          setShownValue(parsed);
          onChange(parsed);
        } else if (next.trim() === '') {
          setShownValue('');
          onChange('');
        }
      }}
      error={invalid || rest.error}
      helperText={invalid ? 'Use dd/mm/yyyy, e.g. 22/01/2026' : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
      }}
    />
  );
}
