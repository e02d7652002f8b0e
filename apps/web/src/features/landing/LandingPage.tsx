import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LANDING_DISCLAIMER, PRODUCT_NAME } from '@sanchay/core';
import { Carousel } from './Carousel';
import { FeatureCards } from './FeatureCards';
import { LANDING_SLIDES } from './slides';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function LandingPage() {
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {PRODUCT_NAME}: research and investing toolkit for Indian retail investors
      </Typography>
      <Container maxWidth="xl" disableGutters sx={{ px: { xs: 0, sm: 3 }, pt: { xs: 0, sm: 3 } }}>
        <Carousel slides={LANDING_SLIDES} label="Highlights" />
      </Container>

      <Container maxWidth="lg" sx={{ py: { xs: 5, sm: 7 } }}>
        <Typography variant="overline" color="secondary" component="p">
          Create generational wealth
        </Typography>
        <Typography component="h2" variant="h4" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          Research, plan and invest with conviction
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          {PRODUCT_NAME} brings an AI research assistant, a dip-based investment plan for ETFs and market screens
          together for retail investors, traders and stock pickers in Indian markets.
        </Typography>
        <FeatureCards />

        <Box
          component="aside"
          aria-label="Disclaimer"
          data-testid="disclaimer"
          sx={{
            mt: 6,
            p: { xs: 2, sm: 2.5 },
            display: 'flex',
            gap: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
          }}
        >
          <InfoOutlinedIcon color="action" sx={{ mt: 0.25 }} />
          <Typography variant="body2" color="text.secondary">
            <Box component="strong" sx={{ color: 'text.primary' }}>
              Disclaimer:{' '}
            </Box>
            {LANDING_DISCLAIMER}
          </Typography>
        </Box>
      </Container>
    </>
  );
}
