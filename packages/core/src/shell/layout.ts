/** Shell sizes and timings of spec 000 section 9. */
export const LAYOUT = {
  drawerWidth: 280,
  headerHeight: 64,
  sidebarWidth: 300,
  carouselIntervalMs: 5000,
  carouselHeight: 500,
  cardMaxWidth: 600,
  avatarSize: 150,
} as const;

export const SNACKBAR_MS = { default: 3000, save: 4000, info: 10000 } as const;

export const DEFAULT_DISPLAY_NAME = 'User';
export const DRAWER_SUBTITLE = 'Portfolio Manager';
export const PRODUCT_NAME = 'Sanchay';

export interface MenuEntry {
  label: string;
  path: string;
  children?: readonly MenuEntry[];
}

/** The drawer's MAIN MENU, in the spec's order. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'Home', path: '/' },
  { label: 'Research Agent', path: '/assistant' },
  { label: 'DipSIP', path: '/dipsip' },
  { label: 'Shareholding', path: '/shareholding' },
  { label: 'ETFs', path: '/etfList' },
  { label: 'Indexes', path: '/indexes' },
  { label: 'Futures', path: '/futures' },
  { label: 'Options', path: '/options' },
  {
    label: 'Trading Agent',
    path: '/tradingagent',
    children: [
      { label: 'Indicators', path: '/tradingagent/indicators' },
      { label: 'Strategies', path: '/tradingagent/strategies' },
    ],
  },
  { label: 'Live', path: '/livemarkets' },
  { label: 'Feedback', path: '/feedback' },
];

export const NOT_FOUND_TEXT = { code: '404', message: 'Oops! Page not found.', link: 'Go back home' } as const;
