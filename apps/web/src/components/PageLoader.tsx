import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The small indicator shown while a lazily loaded screen arrives. */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress size={32} />
    </Box>
  );
}
