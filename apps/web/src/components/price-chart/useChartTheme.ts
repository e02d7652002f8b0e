import { useTheme } from '@mui/material/styles';
import { formatIndianNumber } from '@sanchay/core';
import { useEffect, useMemo } from 'react';
import type { ChartTheme } from './themedChart';
import { warmCanvasFonts } from './warmCanvasFonts';

/** Prices on the axis and crosshair: Indian digit grouping, two decimals. */
export const indianPrice = (price: number) => formatIndianNumber(price, { decimals: 2 });

/** The chart colours and font of the current MUI theme (light or dark); pass a stable (module-level) formatter. */
export function useChartTheme(priceFormatter: (price: number) => string = indianPrice): ChartTheme {
  const { palette, typography } = useTheme();
  // In a task of its own, before the chart's code has loaded and draws (see warmCanvasFonts).
  useEffect(() => {
    const timer = setTimeout(() => warmCanvasFonts(typography.fontFamily ?? 'sans-serif'), 0);
    return () => clearTimeout(timer);
  }, [typography.fontFamily]);
  return useMemo(
    () => ({
      background: palette.background.paper,
      text: palette.text.secondary,
      grid: palette.divider,
      up: palette.success.main,
      down: palette.error.main,
      fontFamily: typography.fontFamily,
      priceFormatter,
    }),
    [palette, typography.fontFamily, priceFormatter],
  );
}
