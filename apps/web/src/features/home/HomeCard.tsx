import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  /** "See all" link to the screen behind the card. */
  to?: string;
  toLabel?: string;
  /** The as-of line of the card's data ("Prices of 30 Sep 2025"). */
  asOf?: ReactNode;
  testId: string;
  children: ReactNode;
  wide?: boolean;
}

/** One block of the signed-in home: a title, its data, the date of that data and a link to the full screen. */
export function HomeCard({ title, to, toLabel = 'Open', asOf, testId, children, wide = false }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5, gridColumn: wide ? { md: '1 / -1' } : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {to && (
          <Button component={RouterLink} to={to} size="small" sx={{ flexShrink: 0 }}>
            {toLabel}
          </Button>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {asOf && (
        <Typography variant="caption" color="textSecondary" component="p">
          {asOf}
        </Typography>
      )}
    </Paper>
  );
}

/** A two-line row: a name on the left, figures on the right (no table, so nothing scrolls sideways). */
export function FigureRow({ name, detail, figure, sub, testId }: { name: ReactNode; detail?: ReactNode; figure: ReactNode; sub?: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'flex', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</Box>
        {detail && <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{detail}</Box>}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        <Box sx={{ fontWeight: 600 }}>{figure}</Box>
        {sub && <Box sx={{ typography: 'caption' }}>{sub}</Box>}
      </Box>
    </Box>
  );
}
