import Box from '@mui/material/Box';

/** The small indicator shown while a lazily loaded screen arrives (CSS only, kept out of MUI's progress code). */
export function PageLoader() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
    >
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: 3,
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          animation: 'sanchay-spin 0.8s linear infinite',
          '@keyframes sanchay-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
    </Box>
  );
}
