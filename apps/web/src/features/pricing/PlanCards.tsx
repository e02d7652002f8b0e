import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PLAN_FEATURES, PRICING_TIERS } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { loginPathFor, useAuth } from '../auth';
import { useAppConfig } from '../config';
import { formatFee } from './price';

/** What each plan includes, with its call to action: sign in (or start) for the plans, contact for Enterprise. */
export function PlanCards() {
  const { user } = useAuth();
  const contactEmail = useAppConfig().data?.contactEmail;
  return (
    <Box
      component="section"
      aria-label="What each plan includes"
      sx={{ display: 'grid', gap: 2, mt: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {PLAN_FEATURES.map((plan) => {
        const tier = PRICING_TIERS.find((t) => t.product_name === plan.product_name);
        const contact = plan.action === 'contact';
        const href = contact ? (contactEmail ? `mailto:${contactEmail}?subject=Sanchay%20Enterprise` : '/contact') : undefined;
        const to = contact ? undefined : user ? plan.startPath : loginPathFor(plan.startPath);
        // Short labels, so the four buttons read on one line each at 1366 px (the card names the plan).
        const label = contact ? 'Contact us' : user ? 'Get started' : 'Sign in to start';
        return (
          <Paper
            key={plan.product_name}
            variant="outlined"
            data-testid={`plan-${plan.product_name}`}
            sx={{ p: 2.5, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <Box>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {plan.product_name}
              </Typography>
              {tier && (
                <Typography color="textSecondary" variant="body2">
                  <Box component="span" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.25rem' }}>
                    {formatFee(tier.pricing)}
                  </Box>{' '}
                  / month · {tier.suitability}
                </Typography>
              )}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
              {plan.features.map((feature) => (
                <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, fontSize: '0.875rem' }}>
                  <CheckIcon fontSize="small" color="success" sx={{ mt: '1px' }} />
                  <span>{feature}</span>
                </Box>
              ))}
            </Box>
            {to ? (
              <Button
                component={RouterLink}
                to={to}
                variant={plan.product_name === 'Stocks' ? 'contained' : 'outlined'}
                aria-label={user ? `Get started with ${plan.product_name}` : undefined}
              >
                {label}
              </Button>
            ) : (
              <Button href={href} variant="outlined">
                {label}
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
