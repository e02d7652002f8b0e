import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SummaryItem {
  label: string;
  value: ReactNode;
  /** The headline figure is shown larger. */
  emphasis?: boolean;
}

/** The result figures of a calculator, in a responsive row of tiles. */
export function ResultSummary({ items, label = 'Result' }: { items: readonly SummaryItem[]; label?: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${items.length}, 1fr)` }, my: 2 }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0, gridColumn: item.emphasis && items.length % 2 === 1 ? { xs: '1 / -1', md: 'auto' } : undefined }}
        >
          <Typography variant="caption" color="textSecondary" component="div">
            {item.label}
          </Typography>
          <Typography
            variant={item.emphasis ? 'h6' : 'subtitle1'}
            component="div"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            color={item.emphasis ? 'primary' : undefined}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
