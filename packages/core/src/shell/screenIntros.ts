import { DIPSIP_HERO_TEXT } from '../dipsip/heroText';

/**
 * The heading and lead paragraph a screen opens with. The web pages draw them, and the server writes the same
 * text into the HTML shell of these routes, so a phone paints the screen's real first lines before the
 * JavaScript has run (they are the screens' largest text, what the browser reports as the largest paint).
 */
export interface ScreenIntro {
  heading: string;
  lead: string;
  /** Width of the screen's container, px (MUI Container maxWidth: md 900, lg 1200, xl 1536). */
  containerWidth: number;
  /** Widest the lead paragraph grows, px. */
  leadMaxWidth: number;
}

export const SCREEN_INTROS = {
  '/stocks': {
    heading: 'Stocks',
    lead: 'Screen listed companies on fundamentals, shareholding and technicals. Build filters, or write a query in the Screener-style language.',
    containerWidth: 1536,
    leadMaxWidth: 680,
  },
  '/indexes': {
    heading: 'Indexes',
    lead: 'Market indices with their level, day change and one-year return. Pick one to see its companies.',
    containerWidth: 1200,
    leadMaxWidth: 680,
  },
  '/options': {
    heading: 'Options chain',
    lead: 'Calls on the left, puts on the right, live. IV and greeks are Black-76 on the future; in-the-money strikes are shaded. Click a bid to sell or an ask to buy and see the payoff.',
    containerWidth: 1536,
    leadMaxWidth: 680,
  },
  '/dipsip': {
    heading: DIPSIP_HERO_TEXT.heroTitle,
    lead: DIPSIP_HERO_TEXT.heroTagline,
    containerWidth: 1200,
    leadMaxWidth: 760,
  },
} as const satisfies Record<string, ScreenIntro>;

export type ScreenIntroPath = keyof typeof SCREEN_INTROS;

/** The intro of the screen at `pathname` (exact paths only), if it has one. */
export function screenIntroFor(pathname: string): ScreenIntro | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(SCREEN_INTROS, path) ? SCREEN_INTROS[path as ScreenIntroPath] : undefined;
}

/** The first lines of /livemarkets, which the server's shell draws too: the heading and the picker's placeholder. */
export const LIVE_MARKETS_INTRO = {
  heading: 'Live markets',
  pickerPlaceholder: 'Search an index or a stock (e.g. NIFTY, INFY)',
} as const;

/**
 * The words that say what the market data is, drawn by the server's shell before the app runs and by the app
 * after: the top bar's badge on the generated demo universe, and the line under it while the first start loads.
 */
export const DATA_STATE_WORDS = {
  demoBadge: 'Demo data',
  /** The badge on a phone's top bar, where "Demo data" does not fit beside the market and search buttons. */
  demoBadgeShort: 'Demo',
  demoBadgeTitle: 'This server runs on generated demo data, not real market data.',
  loadingBanner: 'Loading market data… Figures appear as soon as it is in.',
} as const;
