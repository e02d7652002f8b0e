import BoltOutlined from '@mui/icons-material/BoltOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { TRADE_FEATURES } from '@sanchay/core';
import type { ReactNode } from 'react';

const ICONS: Record<(typeof TRADE_FEATURES)[number]['key'], ReactNode> = {
  secure: <SecurityOutlined color="primary" fontSize="large" />,
  instant: <BoltOutlined color="primary" fontSize="large" />,
  smart: <InsightsOutlined color="primary" fontSize="large" />,
};

/** Secure Trading, Instant Execution, Smart Analysis (spec 000 section 2). */
export function FeatureCards() {
  return (
    <Box
      data-testid="trade-features"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mt: 4 }}
    >
      {TRADE_FEATURES.map((feature) => (
        <Card key={feature.key} variant="outlined">
          <CardContent sx={{ textAlign: 'center' }}>
            {ICONS[feature.key]}
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
              {feature.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {feature.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
