import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/BrandMark';

/** Logo mark and product title, linking home. The title text hides on phones. */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <BrandMark size={30} />
      <Typography
        component="span"
        variant="h6"
        sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 800, letterSpacing: '-0.02em' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
