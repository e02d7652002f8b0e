/** What each plan of the Offerings table includes, and where its call to action leads. */
export interface PlanFeatures {
  product_name: string;
  features: readonly string[];
  /** "signin": sign in and start; "contact": talk to us (Enterprise). */
  action: 'signin' | 'contact';
  /** Where a signed-in user starts with this plan. */
  startPath: string;
}

export const PLAN_FEATURES: readonly PlanFeatures[] = [
  {
    product_name: 'Index Funds',
    features: [
      'DipSIP: buy index ETFs on dips, with your amount and trigger per ETF',
      'Dip alerts on Telegram and in the app, with a one-tap Kite basket',
      'Honest backtests of dip buying against a monthly SIP',
      'ETF list, indexes and SIP / XIRR calculators',
    ],
    action: 'signin',
    startPath: '/dipsip',
  },
  {
    product_name: 'Mutual Funds',
    features: [
      'Everything in Index Funds',
      'Mutual fund screener with returns, expense ratios and NAV history',
      'Your mutual fund portfolio and risk profile',
    ],
    action: 'signin',
    startPath: '/mutualfunds',
  },
  {
    product_name: 'Stocks',
    features: [
      'Everything in Mutual Funds',
      'Research Agent: ask about any listed company, save reports, re-run prompts',
      'Stock screener, company pages, shareholding and a watch list with alerts',
      'Options chain, futures, live markets and the trading agent',
    ],
    action: 'signin',
    startPath: '/assistant',
  },
  {
    product_name: 'Enterprise',
    features: [
      'A small-language-model bundle as an on-premise Docker image',
      'Runs on your data; nothing leaves your network',
      'Agents and integrations built with your team',
    ],
    action: 'contact',
    startPath: '/contact',
  },
];
