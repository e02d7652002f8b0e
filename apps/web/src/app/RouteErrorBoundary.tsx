import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
}

/** Catches a screen that fails to load or render (for example a stale chunk after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
        <Box>
          <Typography component="h1" variant="h5" gutterBottom>
            Something went wrong
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            This screen could not be shown. Reloading usually helps.
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Box>
      </Box>
    );
  }
}
