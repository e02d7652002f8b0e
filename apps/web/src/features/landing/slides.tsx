import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LANDING_SLIDES_COPY, type LandingSlideCopy } from '@sanchay/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CarouselSlide } from './Carousel';
import { AssistantArt, EnterpriseArt, PassiveArt, StockPickingArt } from './SlideArt';

/** Each slide's picture, by slide id. */
const SLIDE_ART: Record<string, ReactNode> = {
  passive: <PassiveArt />,
  'stock-picking': <StockPickingArt />,
  assistant: <AssistantArt />,
  enterprise: <EnterpriseArt />,
};

function SlideContent({ copy }: { copy: LandingSlideCopy }) {
  return (
    <Box
      sx={{
        height: '100%',
        maxWidth: 1160,
        mx: 'auto',
        px: { xs: 3, sm: 10 },
        pt: { xs: 4, sm: 6 },
        pb: { xs: 9, sm: 7 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.15fr 0.85fr' },
        alignItems: 'center',
        gap: 4,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" sx={{ opacity: 0.85, mb: 1 }}>
          {copy.overline}
        </Typography>
        <Typography
          component="h2"
          sx={{
            fontSize: { xs: '1.7rem', sm: '2.3rem', md: '2.7rem' },
            fontWeight: 800,
            lineHeight: 1.15,
            letterSpacing: '-0.02em',
            mb: 2,
          }}
        >
          {copy.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', sm: '1.1rem' }, opacity: 0.9, mb: 3.5, maxWidth: 540 }}>
          {copy.body}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {copy.actions.map((action, i) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              size="large"
              variant={i === 0 ? 'contained' : 'outlined'}
              sx={
                i === 0
                  ? { bgcolor: '#fff', color: '#141a2e', '&:hover': { bgcolor: 'rgba(255,255,255,0.88)' } }
                  : {
                      color: '#fff',
                      borderColor: 'rgba(255,255,255,0.6)',
                      '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
                    }
              }
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>{SLIDE_ART[copy.id]}</Box>
    </Box>
  );
}

export const LANDING_SLIDES: readonly CarouselSlide[] = LANDING_SLIDES_COPY.map((copy) => ({
  id: copy.id,
  label: copy.overline,
  background: copy.background,
  content: <SlideContent copy={copy} />,
}));
