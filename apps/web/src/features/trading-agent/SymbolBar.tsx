import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CompanyPicker } from '../company-search';

interface Props {
  symbol: string;
  name?: string | null;
  onPick: (symbol: string) => void;
  children?: ReactNode;
}

/** The symbol being looked at, a company search to change it, and room for controls beside them. */
export function SymbolBar({ symbol, name, onPick, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <CompanyPicker label="Change symbol" placeholder="Search a company" onPick={(company) => onPick(company.symbol)} testId="trading-symbol-search" sx={{ width: { xs: '100%', sm: 280 } }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ lineHeight: 1.2 }} data-testid="trading-symbol">
          {symbol}
        </Typography>
        {name && name !== symbol && (
          <Typography variant="body2" color="textSecondary" noWrap>
            {name}
          </Typography>
        )}
      </Box>
      <Box sx={{ ml: { sm: 'auto' }, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}
