import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLOCATION_SLEEVES, type Allocation } from '@sanchay/core';

const SLEEVE_COLORS = { equityIndex: 'primary.main', debt: 'secondary.main', gold: '#c49a00' } as const;

/** The suggested split as one stacked bar plus a legend with example ETFs. */
export function AllocationBar({ allocation }: { allocation: Allocation }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', height: 28, borderRadius: 1, overflow: 'hidden', mb: 1.5 }} aria-hidden>
        {ALLOCATION_SLEEVES.map((sleeve) => (
          <Box
            key={sleeve.key}
            sx={{ width: `${allocation[sleeve.key]}%`, bgcolor: SLEEVE_COLORS[sleeve.key], color: '#fff', fontSize: 12, fontWeight: 700, display: 'grid', placeItems: 'center' }}
          >
            {allocation[sleeve.key]}%
          </Box>
        ))}
      </Box>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Suggested split">
        {ALLOCATION_SLEEVES.map((sleeve) => (
          <Stack component="li" key={sleeve.key} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ width: 12, height: 12, mt: 0.6, borderRadius: 0.5, bgcolor: SLEEVE_COLORS[sleeve.key], flexShrink: 0 }} />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {sleeve.label}: {allocation[sleeve.key]}%
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {sleeve.examples}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
