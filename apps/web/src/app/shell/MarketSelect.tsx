import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { isMarketCode, MARKETS } from '@sanchay/core';
import type { HTMLAttributes } from 'react';
import { useMarket } from '../../features/market/MarketContext';

const displayProps = { 'data-testid': 'market-select', 'aria-label': 'Market' } as HTMLAttributes<HTMLDivElement>;

/** Market selector (India IN, USA US, Singapore SG, Dubai AE); phones see just the code. */
export function MarketSelect() {
  const { market, setMarket } = useMarket();
  return (
    <Select
      size="small"
      value={market}
      onChange={(event) => {
        if (isMarketCode(event.target.value)) setMarket(event.target.value);
      }}
      SelectDisplayProps={displayProps}
      renderValue={(value) => {
        const entry = MARKETS.find((m) => m.value === value);
        return (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <PublicIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'inline-block' }, color: 'text.secondary' }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {entry?.title ?? value}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' }, fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        );
      }}
      sx={{
        flexShrink: 0,
        borderRadius: 2,
        '& .MuiSelect-select': { py: 0.75, pl: { xs: 1.25, sm: 1.5 }, display: 'flex', alignItems: 'center' },
      }}
    >
      {MARKETS.map((m) => (
        <MenuItem key={m.value} value={m.value} sx={{ minWidth: 160, gap: 2, justifyContent: 'space-between' }}>
          {m.title}
          <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary', fontSize: '0.8rem', fontWeight: 600 }}>
            {m.value}
          </Box>
        </MenuItem>
      ))}
    </Select>
  );
}
