/**
 * The route table of spec 000 section 2 (plus /stocks, linked from the landing page), with the screen
 * name each route shows. The web router reads this table, and e2e tests walk it.
 */
export interface ScreenInfo {
  /** react-router path pattern. */
  path: string;
  /** The screen's name (the document title and the drawer's label where it links here). */
  title: string;
}

export const SCREENS: readonly ScreenInfo[] = [
  { path: '/', title: 'Home' },
  { path: '/principles', title: 'Principles' },
  { path: '/fields', title: 'Fields' },
  { path: '/vocab', title: 'Vocabulary' },
  { path: '/profile', title: 'Profile' },
  { path: '/info', title: 'Scraper' },
  { path: '/cmots', title: 'CMOTS' },
  { path: '/login', title: 'Sign In' },
  { path: '/assistant', title: 'Research Agent' },
  { path: '/options', title: 'Options chain' },
  { path: '/futures', title: 'Futures' },
  { path: '/feedback', title: 'Feedback' },
  { path: '/share/:uuid', title: 'Shared chat' },
  { path: '/shareholding', title: 'Shareholding by investor' },
  { path: '/promptInstruct', title: 'Prompt test' },
  { path: '/dipsip', title: 'DipSIP' },
  { path: '/livemarkets', title: 'Live markets' },
  { path: '/etfList', title: 'ETFs' },
  { path: '/tradingagent', title: 'Trading Agent' },
  { path: '/tradingagent/indicators', title: 'Trading Indicators' },
  { path: '/tradingagent/strategies', title: 'Trading Strategies' },
  { path: '/mutualfunds', title: 'Mutual funds' },
  { path: '/mutualfunds/:schemeCode', title: 'Mutual fund' },
  { path: '/pricing', title: 'Pricing' },
  { path: '/riskProfile', title: 'Risk profile' },
  { path: '/utils', title: 'Utils' },
  { path: '/tools', title: 'Tools' },
  { path: '/arrayview', title: 'Data-array explorer' },
  { path: '/company/:symbol', title: 'Company details' },
  { path: '/watchlist', title: 'Watch list' },
  { path: '/portfolio', title: 'Portfolio' },
  { path: '/alerts', title: 'Alerts' },
  { path: '/indexes', title: 'Indexes' },
  { path: '/trade', title: 'Trade' },
  { path: '/privacy', title: 'Privacy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookies', title: 'Cookie Policy' },
  { path: '/about', title: 'About' },
  { path: '/contact', title: 'Contact' },
  { path: '/quotes', title: 'Quotes' },
  { path: '/stocks', title: 'Stocks' },
];

/** `/tradingagent` redirects here (spec 000 section 2). */
export const TRADING_AGENT_DEFAULT_PATH = '/tradingagent/indicators';

/** Footer texts (spec 000 sections 1 and 2). */
export const FOOTER_TEXT = {
  description:
    'An NLP/SLM-based tool for ad hoc queries, notifications and strategies on live and historical data across stocks, indexes, commodities, derivatives and crypto.',
  company: 'Sanchay is operated by a private limited company registered in India.',
  legalHeading: 'Legal',
  legalLinks: ['Terms of Service', 'Privacy Policy', 'Cookie Policy'],
  /** Where each legal link goes (the spec's placeholders, now pages). */
  legalPaths: { 'Terms of Service': '/terms', 'Privacy Policy': '/privacy', 'Cookie Policy': '/cookies' },
  contact: 'Contact',
} as const;

/** The landing page disclaimer (spec 000 section 1). */
export const LANDING_DISCLAIMER =
  'The content on this site is general educational information and not investment advice. Investments in securities markets are subject to market risks; read all related documents carefully before investing.';
