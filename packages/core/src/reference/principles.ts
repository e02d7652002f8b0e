/**
 * The investing principles behind Sanchay (/principles). General education in an Indian context, not advice.
 */
export interface Principle {
  id: string;
  title: string;
  /** One line a reader remembers. */
  summary: string;
  paragraphs: readonly string[];
}

export const PRINCIPLES_INTRO =
  'Sanchay is built on a few plain ideas that have served Indian savers well across bull and bear markets. They are general education, not personalised advice: your goals, taxes and circumstances decide what fits you.';

export const PRINCIPLES: readonly Principle[] = [
  {
    id: 'index-first',
    title: 'Own the market before trying to beat it',
    summary: 'A low-cost index fund or ETF is the core; stock picking is an optional satellite.',
    paragraphs: [
      'Most actively managed large-cap funds in India have trailed the Nifty 50 or Sensex over long periods once costs are counted, and SEBI now requires them to show that benchmark next to their returns. An index fund gives you the market\'s return minus a small cost, with no manager risk and no style drift.',
      'A sensible structure is a core of broad index ETFs or index funds (Nifty 50, Nifty Next 50, a total-market index), with any stock picking kept to a slice you can afford to get wrong. The valuation matrix on the Tools screen shows why even great businesses bought at high P/E multiples can give poor returns.',
    ],
  },
  {
    id: 'costs',
    title: 'Costs compound too',
    summary: 'Every percent of cost is a percent of return you never get, every single year.',
    paragraphs: [
      'A 1.5% difference in expense ratio looks small in one year. Over 25 years on a ₹10,000 monthly SIP at 12% gross, it is the difference between about ₹1.90 crore and ₹1.46 crore. Direct plans of mutual funds skip the distributor commission that regular plans carry; ETFs add brokerage, STT and the bid-ask spread, so check liquidity before buying.',
      'Frequent trading adds brokerage, STT, exchange charges, stamp duty, GST and short-term capital gains tax. The cheapest transaction is often the one you do not make.',
    ],
  },
  {
    id: 'time-in-market',
    title: 'Time in the market beats timing the market',
    summary: 'Staying invested through the bad years is what earns the good years.',
    paragraphs: [
      'A handful of the best days in the market account for a large share of long-term returns, and they tend to arrive close to the worst days, when fear is highest. Investors who sell in a panic usually miss them.',
      'Equity should be money you will not need for at least five to seven years. Money needed sooner belongs in debt, where a market fall cannot force you to sell at the bottom.',
    ],
  },
  {
    id: 'buy-dips-with-discipline',
    title: 'Buy dips with rules, not with feelings',
    summary: 'Decide in advance how much you will add on a fall, and automate it.',
    paragraphs: [
      'Falls in a broad index are an opportunity for a long-term investor, but in the moment they feel like danger. DipSIP turns a vague intention ("I will buy when it falls") into a rule: a fixed amount whenever an ETF falls by your trigger percentage, with an alert and a ready order.',
      'Keep the regular monthly SIP running as the base: dip-buying tops it up, it does not replace it. Cap what dips can consume in a month so a long fall does not drain your cash, and check the backtest honestly: in a market that rises steadily, waiting for dips can earn less than plain monthly buying.',
    ],
  },
  {
    id: 'diversify',
    title: 'Diversify across assets, not just across stocks',
    summary: 'Equity, debt and gold behave differently; together they make the ride bearable.',
    paragraphs: [
      'Twenty stocks from the same sector are not diversification. A broad index spreads risk across sectors; debt funds or bond ETFs steady the portfolio; gold has tended to hold up when the rupee or equities are under stress.',
      'Pick an asset split that matches your risk profile (the Risk profile screen suggests one) and rebalance once a year or when a sleeve drifts more than about five percentage points from its target. Rebalancing makes you sell what has run up and buy what has lagged, without forecasting anything.',
    ],
  },
  {
    id: 'margin-of-safety',
    title: 'Insist on a margin of safety',
    summary: 'Pay a price that leaves room for being wrong.',
    paragraphs: [
      'Benjamin Graham\'s idea is simple: buy only when the price is well below a conservative estimate of value. Your estimate of growth can be wrong, the P/E can shrink, and an unexpected event can hurt the business. A low entry price absorbs those errors.',
      'When the market pays 60 times earnings for a company, it has already priced in years of excellent growth. Even if the company delivers, a fall in the multiple to 30 can wipe out most of your return: check the valuation matrix before you fall in love with a story.',
    ],
  },
  {
    id: 'quality-and-governance',
    title: 'Quality and governance before cheapness',
    summary: 'A cheap stock with weak governance is usually cheap for a reason.',
    paragraphs: [
      'Look for businesses with a long record of return on capital employed above their cost of capital, modest debt, operating cash flow that tracks reported profit, and promoters who neither pledge heavily nor deal with the company at odd terms.',
      'Read the shareholding pattern, pledges, insider trades and announcements; Sanchay\'s research assistant can pull them together for you.',
    ],
  },
  {
    id: 'emergency-and-insurance',
    title: 'Protect before you invest',
    summary: 'An emergency fund and insurance stop a crisis from becoming a forced sale.',
    paragraphs: [
      'Keep six months of expenses in a savings account, sweep-in FD or liquid fund, buy adequate term life cover if others depend on your income, and carry health insurance beyond any employer policy.',
      'Investment-cum-insurance products (endowment, money-back, many ULIPs) usually do both jobs poorly. Term cover plus an index fund is simpler and cheaper.',
    ],
  },
  {
    id: 'taxes',
    title: 'Know your taxes, but do not let them drive you',
    summary: 'Holding periods and the wrapper you invest through change what you keep.',
    paragraphs: [
      'Listed equity and equity funds held for more than a year pay long-term capital gains tax above an annual exemption; shorter holdings pay a higher short-term rate. Debt fund gains are now taxed at your slab rate. Rules change with Union Budgets, so check the current rates before you act.',
      'Use tax-advantaged routes you are eligible for (EPF, PPF, NPS, ELSS within limits), but never buy a poor product only for a deduction.',
    ],
  },
  {
    id: 'behaviour',
    title: 'Your behaviour matters more than your fund choice',
    summary: 'Automate the good decisions and make the bad ones inconvenient.',
    paragraphs: [
      'Set SIPs on salary day, write down your asset split and your reasons, and look at the portfolio a few times a year rather than a few times a day. Tips on messaging groups, leverage you do not understand and F&O "income" strategies are the commonest ways retail investors lose money: SEBI\'s studies found that about nine in ten individual F&O traders made net losses.',
      'Keep a simple journal of why you bought anything. When you want to sell, re-read it.',
    ],
  },
];

export const PRINCIPLES_DISCLAIMER =
  'This page is general educational information and not investment advice. Investments in securities markets are subject to market risks; read all related documents carefully before investing. Tax rules change; consult a qualified adviser for your situation.';
