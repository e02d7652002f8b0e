import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { NOT_FOUND_TEXT } from '@sanchay/core';

/** Shown when a screen fails to load or render (for example a stale chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
        <Box>
          <Typography component="h1" variant="h2" sx={{ fontWeight: 800 }}>
            {NOT_FOUND_TEXT.code}
          </Typography>
          <Typography sx={{ my: 2 }}>{NOT_FOUND_TEXT.message}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {NOT_FOUND_TEXT.link}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box role="alert" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
      <Box>
        <Typography component="h1" variant="h5" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This screen could not be shown. Reloading usually helps.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}
