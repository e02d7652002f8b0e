import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { COLOR_MODE_HINT_COOKIE } from '@sanchay/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { writeHintCookie } from '../../lib/hintCookie';
import { readStorage, UI_STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { ColorModeContext } from './ColorModeContext';
import { createStyleCache } from './styleCache';
import { createAppTheme, type ColorMode } from './theme';

/** Light by default (spec 000 section 9); the choice is kept in localStorage. */
function initialMode(): ColorMode {
  return readStorage(UI_STORAGE_KEYS.colorMode) === 'dark' ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(initialMode);
  const [styleCache] = useState(createStyleCache);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      writeStorage(UI_STORAGE_KEYS.colorMode, next);
      return next;
    });
  }, []);

  useEffect(() => {
    writeHintCookie(COLOR_MODE_HINT_COOKIE, mode === 'dark' ? 'dark' : null);
    document.documentElement.style.colorScheme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.background.paper);
  }, [mode, theme]);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <CacheProvider value={styleCache}>
      <ColorModeContext value={value}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </ColorModeContext>
    </CacheProvider>
  );
}
