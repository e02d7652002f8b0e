import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Feature {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
  tint: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Research Agent',
    text: 'Ask about any listed company: statements, ratios, shareholding and technicals, answered from data.',
    to: '/assistant',
    icon: <SmartToyOutlinedIcon />,
    tint: '#3949ab',
  },
  {
    title: 'DipSIP',
    text: 'A dip-based SIP for index ETFs. Set an amount and a trigger; get told when it is time to buy.',
    to: '/dipsip',
    icon: <SavingsOutlinedIcon />,
    tint: '#00897b',
  },
  {
    title: 'Market screens',
    text: 'Indexes, futures, options chain, live markets and shareholding by investor in one place.',
    to: '/indexes',
    icon: <ShowChartIcon />,
    tint: '#6a1b9a',
  },
  {
    title: 'Trade basket',
    text: 'Review orders, adjust price and quantity, then hand the basket to your broker in one step.',
    to: '/trade',
    icon: <ReceiptLongOutlinedIcon />,
    tint: '#ef6c00',
  },
];

export function FeatureCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      {FEATURES.map((feature) => (
        <Card
          key={feature.title}
          sx={{ height: '100%', transition: 'border-color 200ms', '&:hover': { borderColor: feature.tint } }}
        >
          <CardActionArea
            component={RouterLink}
            to={feature.to}
            sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                mb: 2,
                color: '#fff',
                background: `linear-gradient(135deg, ${feature.tint}, ${feature.tint}cc)`,
              }}
            >
              {feature.icon}
            </Box>
            <Typography variant="h6" component="h3" gutterBottom>
              {feature.title}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ flex: 1, mb: 2 }}>
              {feature.text}
            </Typography>
            <Typography
              variant="body2"
              color="primary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              Open <ArrowForwardIcon fontSize="inherit" />
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
