import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LANDING_DISCLAIMER, LANDING_INTRO, PRODUCT_NAME } from '@sanchay/core';
import { Carousel } from './Carousel';
import { FeatureCards } from './FeatureCards';
import { LANDING_SLIDES } from './slides';

const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
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
          {LANDING_INTRO.overline}
        </Typography>
        <Typography component="h2" variant="h4" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {LANDING_INTRO.heading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 720 }}>
          {LANDING_INTRO.lead}
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
          <Typography variant="body2" color="textSecondary">
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
