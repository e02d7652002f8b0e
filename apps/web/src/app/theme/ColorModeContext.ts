import { createContext, useContext } from 'react';
import type { ColorMode } from './theme';

export interface ColorModeContextValue {
  mode: ColorMode;
  toggle: () => void;
}

export const ColorModeContext = createContext<ColorModeContextValue>({ mode: 'light', toggle: () => undefined });

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
