import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MARKETS, type MarketCode } from '@sanchay/core';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  value: MarketCode;
  onClose: () => void;
  onPick: (value: MarketCode) => void;
}

/** The market selector's listbox. */
export default function MarketMenu({ id, anchor, open, value, onClose, onPick }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open && anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { role: 'listbox', 'aria-label': 'Market' }, paper: { sx: { mt: 0.5 } } }}
    >
      {MARKETS.map((m) => (
        <MenuItem
          key={m.value}
          role="option"
          aria-selected={m.value === value}
          selected={m.value === value}
          onClick={() => onPick(m.value)}
          sx={{ minWidth: 170, gap: 2, justifyContent: 'space-between' }}
        >
          {m.title}
          <Box
            component="span"
            aria-hidden="true"
            sx={{ color: 'text.secondary', fontSize: '0.8rem', fontWeight: 600 }}
          >
            {m.value}
          </Box>
        </MenuItem>
      ))}
    </Menu>
  );
}
