import type { MenuEntry } from './layout';

/** A titled group of drawer entries below the spec's MAIN MENU. */
export interface MenuSection {
  heading: string;
  entries: readonly MenuEntry[];
}

/**
 * The rest of the product, below MAIN MENU (which stays exactly as the spec lists it): every screen a
 * user may want is one click away from the drawer or the side rail.
 */
export const PRODUCT_MENU: readonly MenuSection[] = [
  {
    heading: 'MARKETS',
    entries: [
      { label: 'Stocks screener', path: '/stocks' },
      { label: 'Mutual funds', path: '/mutualfunds' },
      { label: 'Quotes', path: '/quotes' },
      { label: 'Watchlist', path: '/watchlist' },
      { label: 'Portfolio', path: '/portfolio' },
      { label: 'Alerts', path: '/alerts' },
    ],
  },
  {
    heading: 'TOOLS',
    entries: [
      { label: 'Tools', path: '/tools' },
      { label: 'Calculators', path: '/utils' },
      { label: 'Risk profile', path: '/riskProfile' },
      { label: 'Data explorer', path: '/arrayview' },
    ],
  },
  {
    heading: 'LEARN',
    entries: [
      { label: 'Principles', path: '/principles' },
      { label: 'Vocabulary', path: '/vocab' },
      { label: 'Fields', path: '/fields' },
    ],
  },
];

/** The phone's bottom bar: the places people go most, plus "Menu" for the drawer. */
export const BOTTOM_BAR: readonly MenuEntry[] = [
  { label: 'Home', path: '/' },
  { label: 'DipSIP', path: '/dipsip' },
  { label: 'Markets', path: '/livemarkets' },
  { label: 'Screener', path: '/stocks' },
];

/** From this width (px) the navigation is a permanent side rail; below it, a drawer and a bottom bar. */
export const SIDE_RAIL_MIN_WIDTH = 1200;
