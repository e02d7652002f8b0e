import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  low: number | null | undefined;
  high: number | null | undefined;
  value: number | null | undefined;
  label: string;
  format: (value: number) => string;
}

function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** Where today's price sits between a low and a high (day range, 52-week range). */
export function RangeBar({ low, high, value, label, format }: Props) {
  if (!known(low) || !known(high) || high < low) {
    return (
      <Typography variant="caption" color="textSecondary">
        {label}: —
      </Typography>
    );
  }
  const position = known(value) && high > low ? Math.min(100, Math.max(0, ((value - low) / (high - low)) * 100)) : 50;
  return (
    <Box role="group" aria-label={`${label}: ${format(low)} to ${format(high)}`}>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mb: 0.25 }}>
        {label}
      </Typography>
      <Box sx={{ position: 'relative', height: 6, borderRadius: 3, bgcolor: 'action.hover', my: 0.5 }}>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: 3,
            background: (theme) => `linear-gradient(90deg, ${theme.palette.error.main}55, ${theme.palette.success.main}55)`,
          }}
        />
        <Box
          data-position={position.toFixed(1)}
          sx={{
            position: 'absolute',
            top: -3,
            left: `calc(${position}% - 6px)`,
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            border: 2,
            borderColor: 'background.paper',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption', fontVariantNumeric: 'tabular-nums' }}>
        <span>{format(low)}</span>
        <span>{format(high)}</span>
      </Box>
    </Box>
  );
}
