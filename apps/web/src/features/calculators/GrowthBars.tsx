import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatINRCompact, type YearRow } from '@sanchay/core';

/** A small year-by-year bar chart: the invested part and the gain stacked on top of it. */
export function GrowthBars({ schedule }: { schedule: readonly YearRow[] }) {
  const max = Math.max(...schedule.map((row) => Math.max(row.value, row.invested)), 1);
  return (
    <Box aria-hidden sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 140, borderBottom: 1, borderColor: 'divider' }}>
        {schedule.map((row) => {
          const gain = Math.max(row.value - row.invested, 0);
          const base = Math.min(row.invested, row.value);
          return (
            <Tooltip key={row.year} title={`Year ${row.year}: ${formatINRCompact(row.value)} (invested ${formatINRCompact(row.invested)})`}>
              <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%', minWidth: 0 }}>
                <Box sx={{ height: `${(gain / max) * 100}%`, bgcolor: 'success.main', opacity: 0.8, borderRadius: '2px 2px 0 0' }} />
                <Box sx={{ height: `${(base / max) * 100}%`, bgcolor: 'primary.main', opacity: 0.75 }} />
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color="textSecondary">
          Year 1
        </Typography>
        <Stack direction="row" spacing={2}>
          <Key color="primary.main" text="Invested" />
          <Key color="success.main" text="Gain" />
        </Stack>
        <Typography variant="caption" color="textSecondary">
          Year {schedule.length}
        </Typography>
      </Stack>
    </Box>
  );
}

function Key({ color, text }: { color: string; text: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 10, height: 10, bgcolor: color, opacity: 0.8, borderRadius: 0.5 }} />
      <Typography variant="caption" color="textSecondary">
        {text}
      </Typography>
    </Stack>
  );
}
