import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { MARKETS } from '@sanchay/core';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useMarket } from '../../features/market';

const loadMarketMenu = () => import('./MarketMenu');
const MarketMenu = lazy(loadMarketMenu);

const MENU_ID = 'market-menu';

/**
 * Market selector (India IN, USA US, Singapore SG, Dubai AE) in the shape of a select: a combobox
 * button and a listbox of options. Phones see just the code. The list's code loads on first use.
 */
export function MarketSelect() {
  const { market, setMarket } = useMarket();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const entry = MARKETS.find((m) => m.value === market);

  function show(target: HTMLElement) {
    setAnchor(target);
    setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.currentTarget);
    }
  }

  return (
    <>
      <ButtonBase
        role="combobox"
        aria-label="Market"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        data-testid="market-select"
        onClick={(event) => show(event.currentTarget)}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void loadMarketMenu()}
        sx={(theme) => ({
          flexShrink: 0,
          height: 40,
          pl: { xs: 1.25, sm: 1.5 },
          pr: 0.5,
          gap: 0.75,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          border: `1px solid ${theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)'}`,
          borderRadius: `${theme.shape.borderRadius}px`,
          '&:hover': { borderColor: 'text.primary' },
          '&.Mui-focusVisible': {
            borderColor: 'primary.main',
            boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
        })}
      >
        <PublicIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'inline-block' }, color: 'text.secondary' }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {entry?.title ?? market}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' }, fontWeight: 600 }}>
          {market}
        </Box>
        <ArrowDropDownIcon
          sx={{ color: 'action.active', transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      {anchor && (
        <Suspense fallback={null}>
          <MarketMenu
            id={MENU_ID}
            anchor={anchor}
            open={open}
            value={market}
            onClose={() => setOpen(false)}
            onPick={(value) => {
              setMarket(value);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
