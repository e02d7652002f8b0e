import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { fieldError, groupIndianInput, type NumberFieldSpec } from '@sanchay/core';

interface NumberFieldProps {
  spec: NumberFieldSpec;
  value: string;
  onChange: (value: string) => void;
  name: string;
}

/** A numeric input that shows the core validation message of its spec. */
export function NumberField({ spec, value, onChange, name }: NumberFieldProps) {
  const error = fieldError(value, spec);
  const prefix = spec.unit === 'rupees' ? '₹' : null;
  const suffix = spec.unit === 'percent' ? '% p.a.' : spec.unit === 'years' ? 'years' : null;
  return (
    <TextField
      label={spec.label}
      name={name}
      // Rupee amounts read with Indian grouping while typing (1,00,000); the value keeps the commas, which parse.
      value={spec.unit === 'rupees' ? groupIndianInput(value, !spec.integer) : value}
      onChange={(event) => onChange(spec.unit === 'rupees' ? groupIndianInput(event.target.value, !spec.integer) : event.target.value)}
      error={error !== null}
      helperText={error ?? ' '}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal', 'aria-invalid': error !== null },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
