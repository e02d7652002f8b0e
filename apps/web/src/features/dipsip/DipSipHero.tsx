import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DIPSIP_TEXT, SCREEN_INTROS } from '@sanchay/core';
import { memo } from 'react';

/** Hero: title, tagline and the 'How it works' box (spec 001 section 2.1); static, so not redrawn with the page. */
export const DipSipHero = memo(function DipSipHero() {
  return (
    <Box component="section" sx={{ mb: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 1 }}>
        {SCREEN_INTROS['/dipsip'].heading}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2.5, maxWidth: 760 }}>
        {SCREEN_INTROS['/dipsip'].lead}
      </Typography>
      <Alert severity="info" icon={<InfoOutlined />} data-testid="dipsip-how-it-works">
        <AlertTitle>{DIPSIP_TEXT.howItWorksTitle}</AlertTitle>
        {DIPSIP_TEXT.howItWorksText}
      </Alert>
    </Box>
  );
});
