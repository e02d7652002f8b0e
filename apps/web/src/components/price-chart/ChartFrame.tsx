import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { RefObject } from 'react';
import type { LazyChartState } from './useLazyChart';

interface Props {
  container: RefObject<HTMLDivElement | null>;
  state: LazyChartState;
  height: number;
  label: string;
  testId: string;
}

/** The chart's box of a fixed height, with a skeleton while the drawing code loads and a note if it fails. */
export function ChartFrame({ container, state, height, label, testId }: Props) {
  return (
    <Box sx={{ position: 'relative', height }}>
      <Box ref={container} role="img" aria-label={label} data-testid={testId} sx={{ width: '100%', height }} />
      {state !== 'ready' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {state === 'loading' ? <Skeleton variant="rounded" width="100%" height={height} /> : <span>The chart could not be drawn.</span>}
        </Box>
      )}
    </Box>
  );
}
