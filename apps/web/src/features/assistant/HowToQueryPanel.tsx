import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOW_TO_QUERY } from '@sanchay/core';

export function HowToQueryPanel() {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {HOW_TO_QUERY.map((tip) => (
        <Typography component="li" key={tip} variant="body2">
          {tip}
        </Typography>
      ))}
    </Box>
  );
}
