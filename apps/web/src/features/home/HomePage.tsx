import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEFAULT_DISPLAY_NAME } from '@sanchay/core';
import { useAuth } from '../auth';
import { AlertsCard } from './AlertsCard';
import { MarketSnapshot } from './MarketSnapshot';
import { PortfolioCard } from './PortfolioCard';
import { PromptsCard } from './PromptsCard';
import { SubscriptionsCard } from './SubscriptionsCard';
import { WatchlistCard } from './WatchlistCard';

/** The signed-in home at /: the market, the user's DipSIP, alerts, watch list and saved prompts. */
export default function HomePage() {
  const { user } = useAuth();
  const firstName = (user?.displayName || DEFAULT_DISPLAY_NAME).split(' ')[0];
  const email = user?.email ?? '';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }} data-testid="signed-in-home">
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 0.5 }}>
        Welcome back, {firstName}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Your financial dashboard: markets, your DipSIP and what needs a look.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <MarketSnapshot />
        <PortfolioCard />
        <SubscriptionsCard email={email} />
        <AlertsCard />
        <WatchlistCard />
        <PromptsCard email={email} />
      </Box>
    </Container>
  );
}
