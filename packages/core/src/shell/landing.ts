import { PRODUCT_NAME } from './layout';

/**
 * The landing page's words (spec 000 section 1): the web page draws them, and the server writes the first slide
 * and the intro into the HTML shell a visitor's phone paints before the JavaScript has run.
 */

export interface SlideAction {
  label: string;
  to: string;
}

export interface LandingSlideCopy {
  id: string;
  overline: string;
  title: string;
  body: string;
  actions: readonly SlideAction[];
  background: string;
}

const glow =
  'radial-gradient(circle at 88% 12%, rgba(255,255,255,0.20), transparent 38%), radial-gradient(circle at 5% 95%, rgba(0,0,0,0.28), transparent 45%)';

/** The four landing slides of spec 000 section 1. */
export const LANDING_SLIDES_COPY: readonly LandingSlideCopy[] = [
  {
    id: 'passive',
    overline: 'Passive investing',
    title: 'Index funds, REITs, gold & silver and InvITs',
    body: 'Low-cost, diversified building blocks for generational wealth. Invest steadily, and invest more when markets dip.',
    actions: [{ label: 'Explore ETFs', to: '/etfList' }],
    background: `${glow}, linear-gradient(135deg, #00332c 0%, #00695c 50%, #26a69a 100%)`,
  },
  {
    id: 'stock-picking',
    overline: 'Stock picking',
    title: 'For patient, long-term investors with a risk appetite',
    body: 'Study the business before you buy it: financial statements, ratios, shareholding patterns and technicals, side by side.',
    actions: [
      { label: 'Ask the Research Agent', to: '/assistant' },
      { label: 'Browse stocks', to: '/stocks' },
    ],
    background: `${glow}, linear-gradient(135deg, #0d1445 0%, #1a237e 45%, #3949ab 100%)`,
  },
  {
    id: 'assistant',
    overline: 'AI research assistant',
    title: 'Find hidden gems in Indian stocks, around the clock',
    body: 'Ask in plain English. The assistant analyses 80,000+ companies worldwide and answers from its own data, any time of day.',
    actions: [{ label: 'Start a conversation', to: '/assistant' }],
    background: `${glow}, linear-gradient(135deg, #24125f 0%, #4527a0 50%, #00838f 100%)`,
  },
  {
    id: 'enterprise',
    overline: 'Enterprise',
    title: 'Your Data, Our Software. Your AI.',
    body: 'A small-language-model bundle that runs on your premises as a Docker image, so no data ever leaves your network.',
    actions: [
      { label: 'Contact us', to: '/contact' },
      { label: 'See pricing', to: '/pricing' },
    ],
    background: `${glow}, linear-gradient(135deg, #070b14 0%, #1e293b 55%, #37474f 100%)`,
  },
];

/** The section under the slides; its lead is the page's largest text on a phone. */
export const LANDING_INTRO = {
  overline: 'Create generational wealth',
  heading: 'Research, plan and invest with conviction',
  lead: `${PRODUCT_NAME} brings an AI research assistant, a dip-based investment plan for ETFs and market screens together for retail investors, traders and stock pickers in Indian markets.`,
} as const;
