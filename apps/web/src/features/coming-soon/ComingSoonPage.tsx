import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMING_SOON_TEXT } from '@sanchay/core';
import { Link as RouterLink, useParams } from 'react-router';

/** The one placeholder for screens a later issue builds: names the screen, says it is coming. */
export default function ComingSoonPage({ title }: { title: string }) {
  const { symbol } = useParams();
  return (
    <Box sx={{ px: 2, py: { xs: 6, sm: 10 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        data-testid="coming-soon"
        sx={{ maxWidth: 560, width: '100%', p: { xs: 4, sm: 6 }, textAlign: 'center', borderRadius: 4 }}
      >
        <Box
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <ConstructionIcon fontSize="large" />
        </Box>
        <Typography component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        {symbol && <Chip label={symbol} sx={{ mb: 2, fontFamily: 'monospace', fontWeight: 600 }} />}
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {COMING_SOON_TEXT}
        </Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          Back to home
        </Button>
      </Paper>
    </Box>
  );
}
