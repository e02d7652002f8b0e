import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatPercentChange } from '@sanchay/core';
import type { ReactNode } from 'react';

/** Green above zero, red below, grey at zero or unknown. */
export function changeColor(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return 'text.secondary';
  return value > 0 ? 'success.main' : 'error.main';
}

interface ChangeTextProps {
  value: number | null | undefined;
  /** How the number reads; default "+1.23%". */
  format?: (value: number) => string;
  /** ▲/▼ before the number (colour is not the only cue). */
  arrow?: boolean;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A change figure coloured by its sign. */
export function ChangeText({ value, format = formatPercentChange, arrow = false, children, sx }: ChangeTextProps) {
  const known = value !== null && value !== undefined && Number.isFinite(value);
  const mark = known && arrow && value !== 0 ? (value > 0 ? '▲ ' : '▼ ') : '';
  return (
    <Box
      component="span"
      sx={[
        { color: changeColor(value), fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {known ? `${mark}${format(value)}` : '—'}
      {children}
    </Box>
  );
}
