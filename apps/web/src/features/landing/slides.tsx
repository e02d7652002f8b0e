import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CarouselSlide } from './Carousel';
import { AssistantArt, EnterpriseArt, PassiveArt, StockPickingArt } from './SlideArt';

interface SlideAction {
  label: string;
  to: string;
}

interface SlideCopy {
  id: string;
  overline: string;
  title: string;
  body: string;
  actions: readonly SlideAction[];
  background: string;
  art: ReactNode;
}

const glow =
  'radial-gradient(circle at 88% 12%, rgba(255,255,255,0.20), transparent 38%), radial-gradient(circle at 5% 95%, rgba(0,0,0,0.28), transparent 45%)';

/** The four landing slides of spec 000 section 1. */
export const SLIDE_COPY: readonly SlideCopy[] = [
  {
    id: 'passive',
    overline: 'Passive investing',
    title: 'Index funds, REITs, gold & silver and InvITs',
    body: 'Low-cost, diversified building blocks for generational wealth. Invest steadily, and invest more when markets dip.',
    actions: [{ label: 'Explore ETFs', to: '/etfList' }],
    background: `${glow}, linear-gradient(135deg, #00332c 0%, #00695c 50%, #26a69a 100%)`,
    art: <PassiveArt />,
  },
  {
    id: 'stock-picking',
    overline: 'Stock picking',
    title: 'For patient, long-term investors with a risk appetite',
    body: 'Study the business before you buy it: financial statements, ratios, shareholding patterns and technicals, side by side.',
    actions: [
      { label: 'Ask the Research Agent', to: '/assistant' },
      { label: 'Browse stocks', to: '/stocks' },
    ],
    background: `${glow}, linear-gradient(135deg, #0d1445 0%, #1a237e 45%, #3949ab 100%)`,
    art: <StockPickingArt />,
  },
  {
    id: 'assistant',
    overline: 'AI research assistant',
    title: 'Find hidden gems in Indian stocks, around the clock',
    body: 'Ask in plain English. The assistant analyses 80,000+ companies worldwide and answers from its own data, any time of day.',
    actions: [{ label: 'Start a conversation', to: '/assistant' }],
    background: `${glow}, linear-gradient(135deg, #24125f 0%, #4527a0 50%, #00838f 100%)`,
    art: <AssistantArt />,
  },
  {
    id: 'enterprise',
    overline: 'Enterprise',
    title: 'Your Data, Our Software. Your AI.',
    body: 'A small-language-model bundle that runs on your premises as a Docker image, so no data ever leaves your network.',
    actions: [
      { label: 'Contact us', to: '/contact' },
      { label: 'See pricing', to: '/pricing' },
    ],
    background: `${glow}, linear-gradient(135deg, #070b14 0%, #1e293b 55%, #37474f 100%)`,
    art: <EnterpriseArt />,
  },
];

function SlideContent({ copy }: { copy: SlideCopy }) {
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
      <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>{copy.art}</Box>
    </Box>
  );
}

export const LANDING_SLIDES: readonly CarouselSlide[] = SLIDE_COPY.map((copy) => ({
  id: copy.id,
  label: copy.overline,
  background: copy.background,
  content: <SlideContent copy={copy} />,
}));
