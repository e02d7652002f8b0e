import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_TEXT } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Box
      data-testid="not-found"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        py: 6,
      }}
    >
      <Typography
        component="h1"
        sx={{
          fontSize: { xs: '5rem', sm: '7rem' },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {NOT_FOUND_TEXT.code}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 2, mb: 3 }}>
        {NOT_FOUND_TEXT.message}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {NOT_FOUND_TEXT.link}
      </Button>
    </Box>
  );
}
