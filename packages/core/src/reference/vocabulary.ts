/**
 * The investing vocabulary of /vocab: terms an Indian retail investor meets in filings, fund factsheets,
 * broker contract notes and the F&O segment.
 */
export type VocabCategory = 'Valuation' | 'Fundamentals' | 'Returns' | 'Funds' | 'Costs and tax' | 'Trading' | 'Derivatives' | 'Market';

export const VOCAB_CATEGORIES: readonly VocabCategory[] = [
  'Valuation',
  'Fundamentals',
  'Returns',
  'Funds',
  'Costs and tax',
  'Trading',
  'Derivatives',
  'Market',
];

export interface VocabTerm {
  term: string;
  /** Expansion of an abbreviation. */
  expansion?: string;
  category: VocabCategory;
  definition: string;
}

const t = (term: string, category: VocabCategory, definition: string, expansion?: string): VocabTerm =>
  expansion ? { term, expansion, category, definition } : { term, category, definition };

export const VOCABULARY: readonly VocabTerm[] = [
  // Valuation
  t('P/E', 'Valuation', 'Share price divided by earnings per share: how many rupees the market pays for one rupee of annual profit. Compare with the company\'s own history and its peers, not across unrelated sectors.', 'Price to earnings ratio'),
  t('P/B', 'Valuation', 'Share price divided by book value per share. Most useful for banks and NBFCs, whose assets are mostly financial.', 'Price to book ratio'),
  t('EV/EBITDA', 'Valuation', 'Enterprise value divided by EBITDA. Unlike P/E it is not distorted by debt levels or depreciation policy, so it compares companies with different balance sheets.'),
  t('Enterprise value', 'Valuation', 'Market capitalisation plus debt minus cash: what it would cost to buy the whole business, debts included.', 'EV'),
  t('PEG ratio', 'Valuation', 'P/E divided by the expected annual EPS growth rate. Around 1 suggests the price is in line with growth; well above 1 means growth is priced in.'),
  t('Dividend yield', 'Valuation', 'Annual dividend per share divided by the share price, in percent.'),
  t('Earnings yield', 'Valuation', 'EPS divided by price (the inverse of P/E), handy for comparing equity with bond yields.'),
  t('Market capitalisation', 'Valuation', 'Share price times shares outstanding. SEBI classifies the top 100 listed companies by market cap as large caps, 101-250 as mid caps and the rest as small caps.', 'Market cap'),
  t('Intrinsic value', 'Valuation', 'An estimate of what a business is worth from its future cash flows, independent of the market price.'),
  t('DCF', 'Valuation', 'Valuation by projecting free cash flows and discounting them to today at a required rate of return.', 'Discounted cash flow'),
  t('Margin of safety', 'Valuation', 'The gap between estimated intrinsic value and the price paid; it protects you when the estimate is wrong.'),
  t('Graham number', 'Valuation', 'Square root of 22.5 x EPS x book value per share: Benjamin Graham\'s upper bound for a defensive investor\'s purchase price.'),
  // Fundamentals
  t('EPS', 'Fundamentals', 'Net profit attributable to shareholders divided by the number of shares. The valuation matrix assumes it grows at a steady rate.', 'Earnings per share'),
  t('ROE', 'Fundamentals', 'Net profit divided by shareholders\' equity, in percent: the return the business earns on owners\' money. Debt can inflate it.', 'Return on equity'),
  t('ROCE', 'Fundamentals', 'EBIT divided by capital employed (equity plus debt). Shows how well the business uses all its capital; consistently above 15% is a mark of quality in Indian screens.', 'Return on capital employed'),
  t('ROA', 'Fundamentals', 'Net profit divided by total assets. Key for banks, where 1% or more is considered good.', 'Return on assets'),
  t('EBITDA', 'Fundamentals', 'Profit before interest, tax, depreciation and amortisation: a rough measure of operating cash earnings.', 'Earnings before interest, tax, depreciation and amortisation'),
  t('EBIT', 'Fundamentals', 'Operating profit after depreciation, before interest and tax.', 'Earnings before interest and tax'),
  t('OPM', 'Fundamentals', 'Operating profit as a percentage of sales.', 'Operating profit margin'),
  t('NPM', 'Fundamentals', 'Net profit as a percentage of sales.', 'Net profit margin'),
  t('Debt to equity', 'Fundamentals', 'Borrowings divided by shareholders\' equity. Below 0.5 is usually comfortable for non-financial companies.', 'D/E'),
  t('Interest coverage', 'Fundamentals', 'EBIT divided by interest cost: how many times profit covers interest. Below 2 is a warning sign.'),
  t('Current ratio', 'Fundamentals', 'Current assets divided by current liabilities: short-term liquidity.'),
  t('Free cash flow', 'Fundamentals', 'Cash from operations minus capital expenditure: cash the business can return to shareholders or use to cut debt.', 'FCF'),
  t('Working capital', 'Fundamentals', 'Current assets minus current liabilities: money tied up in running the business day to day.'),
  t('Cash conversion cycle', 'Fundamentals', 'Inventory days plus receivable days minus payable days: how long cash is locked in operations.'),
  t('Book value', 'Fundamentals', 'Shareholders\' equity (share capital plus reserves) from the balance sheet; per share, divided by shares outstanding.'),
  t('Promoter holding', 'Fundamentals', 'The share of a company owned by its promoters (founders or the controlling group), disclosed every quarter in the shareholding pattern.'),
  t('Pledged shares', 'Fundamentals', 'Promoter shares pledged as collateral for loans. High pledging can force sales when prices fall.'),
  t('FII / FPI', 'Fundamentals', 'Foreign institutional (now foreign portfolio) investors and their holding in a company.', 'Foreign institutional / portfolio investor'),
  t('DII', 'Fundamentals', 'Domestic institutional investors: Indian mutual funds, insurers, banks and pension funds.', 'Domestic institutional investor'),
  t('Contingent liabilities', 'Fundamentals', 'Possible obligations (guarantees, disputed taxes, lawsuits) not on the balance sheet but disclosed in notes.'),
  // Returns
  t('CAGR', 'Returns', 'Compound annual growth rate: ((end value / start value)^(1 / years) - 1) x 100. The steady yearly rate that turns the start value into the end value.', 'Compound annual growth rate'),
  t('XIRR', 'Returns', 'Extended internal rate of return: the annual return of cash flows on irregular dates, such as SIP instalments and a final value. Used by Indian fund statements for SIP returns.', 'Extended internal rate of return'),
  t('Absolute return', 'Returns', 'Gain divided by amount invested, with no adjustment for time. Fund houses quote it for periods under a year.'),
  t('Annualised return', 'Returns', 'A return expressed per year, so periods of different length can be compared.'),
  t('Rolling returns', 'Returns', 'Returns over every window of a given length (say every 5-year period) in a history, showing how consistent an investment has been.'),
  t('Real return', 'Returns', 'Return after inflation. A 7% FD with 6% inflation earns about 1% in real terms, before tax.'),
  t('Drawdown', 'Returns', 'The fall from a previous peak to a later trough, in percent. Maximum drawdown is the worst such fall in a period.'),
  t('Standard deviation', 'Returns', 'How widely returns vary around their average; the usual measure of volatility.'),
  t('Sharpe ratio', 'Returns', 'Excess return over the risk-free rate divided by standard deviation: return per unit of total risk.'),
  t('Beta', 'Returns', 'How much a stock or fund tends to move with the market. A beta of 1.2 means 12% moves when the index moves 10%.'),
  t('Alpha', 'Returns', 'Return above what the fund\'s beta and benchmark would predict; what a manager adds (or loses).'),
  // Funds
  t('NAV', 'Funds', 'Net asset value per unit of a mutual fund, published daily by AMFI: total assets minus liabilities, divided by units outstanding.', 'Net asset value'),
  t('SIP', 'Funds', 'Systematic investment plan: a fixed amount invested at a fixed interval, usually monthly, buying more units when prices are low.', 'Systematic investment plan'),
  t('SWP', 'Funds', 'Systematic withdrawal plan: a fixed amount redeemed from a fund at regular intervals, often for retirement income.', 'Systematic withdrawal plan'),
  t('STP', 'Funds', 'Systematic transfer plan: regular transfers from one scheme (often liquid) to another (often equity) of the same fund house.', 'Systematic transfer plan'),
  t('Expense ratio', 'Funds', 'The annual fee a fund deducts from its assets, as a percentage. It is already netted from the NAV you see.'),
  t('TER', 'Funds', 'Total expense ratio: the full annual cost of a mutual fund scheme as disclosed under SEBI rules, including management fees and GST.', 'Total expense ratio'),
  t('Direct plan', 'Funds', 'A mutual fund plan bought straight from the fund house or an execution platform, without distributor commission, so its TER is lower than the regular plan\'s.'),
  t('Regular plan', 'Funds', 'A mutual fund plan bought through a distributor, whose commission is paid from a higher TER.'),
  t('Exit load', 'Funds', 'A charge on redeeming units before a set period, e.g. 1% within one year.'),
  t('AUM', 'Funds', 'Assets under management: the total money a fund or fund house manages.', 'Assets under management'),
  t('Index fund', 'Funds', 'A mutual fund that tracks an index such as the Nifty 50, bought and sold at the day\'s NAV.'),
  t('ETF', 'Funds', 'Exchange traded fund: a fund whose units trade on the exchange like shares, at live prices, through a demat account.', 'Exchange traded fund'),
  t('iNAV', 'Funds', 'Indicative NAV of an ETF, published during market hours; compare it with the ETF\'s price to avoid overpaying in illiquid ETFs.', 'Indicative net asset value'),
  t('Tracking error', 'Funds', 'How much an index fund\'s returns deviate from its index (standard deviation of the difference). Lower is better.'),
  t('Tracking difference', 'Funds', 'The gap between the index return and the fund return over a period; mostly the fund\'s costs.'),
  t('ELSS', 'Funds', 'Equity linked savings scheme: equity mutual funds with a three-year lock-in that qualify for a deduction under section 80C in the old tax regime.', 'Equity linked savings scheme'),
  t('Fund of funds', 'Funds', 'A fund that invests in other funds, such as international or multi-asset FoFs.', 'FoF'),
  t('Riskometer', 'Funds', 'SEBI\'s six-level risk label on every mutual fund scheme, from Low to Very High.'),
  t('REIT / InvIT', 'Funds', 'Real estate and infrastructure investment trusts: listed trusts that own rent- or toll-earning assets and distribute most of their cash flow.'),
  t('SGB', 'Funds', 'Sovereign gold bonds issued by the RBI, paying 2.5% interest on top of the gold price; new issues have been paused.', 'Sovereign gold bond'),
  // Costs and tax
  t('STT', 'Costs and tax', 'Securities transaction tax: levied on the value of equity and F&O trades on Indian exchanges, at rates that depend on delivery, intraday, futures or options.', 'Securities transaction tax'),
  t('Brokerage', 'Costs and tax', 'The broker\'s fee per order. Discount brokers charge a flat fee or nothing for equity delivery.'),
  t('Stamp duty', 'Costs and tax', 'A state levy on the buy side of securities transactions, collected by the exchange.'),
  t('DP charges', 'Costs and tax', 'A flat fee the depository participant charges each time shares are debited from your demat account on a sale.', 'Depository participant charges'),
  t('LTCG', 'Costs and tax', 'Long-term capital gains: for listed equity and equity funds, gains on holdings of more than 12 months, taxed above an annual exemption.', 'Long-term capital gains'),
  t('STCG', 'Costs and tax', 'Short-term capital gains: gains on listed equity held 12 months or less, taxed at a flat special rate.', 'Short-term capital gains'),
  t('Indexation', 'Costs and tax', 'Raising the purchase cost by an inflation index before computing gains; withdrawn for most assets acquired or sold after 23 July 2024.'),
  t('TDS', 'Costs and tax', 'Tax deducted at source on dividends, interest and some payouts, creditable against your final tax.', 'Tax deducted at source'),
  // Trading
  t('Demat account', 'Trading', 'An account with a depository participant (under NSDL or CDSL) that holds your shares and ETF units electronically.'),
  t('CNC / delivery', 'Trading', 'A delivery trade: shares bought are kept in your demat account (CNC is Zerodha\'s product code, cash and carry).'),
  t('MIS / intraday', 'Trading', 'An intraday position that must be squared off the same day; brokers close it automatically near the close.'),
  t('Limit order', 'Trading', 'An order to buy or sell only at a stated price or better.'),
  t('Market order', 'Trading', 'An order executed at the best available price right away; risky in illiquid stocks and ETFs.'),
  t('Stop-loss order', 'Trading', 'An order that becomes active when the price crosses a trigger price, to limit a loss.'),
  t('GTT', 'Trading', 'Good till triggered: an order held by the broker until the price reaches your trigger, for up to a year.', 'Good till triggered'),
  t('Basket order', 'Trading', 'Several orders placed together; Sanchay hands DipSIP baskets to Zerodha Kite this way.'),
  t('Bid-ask spread', 'Trading', 'The gap between the best buy and best sell price; a hidden cost of every trade, larger in illiquid securities.'),
  t('Circuit limit', 'Trading', 'The maximum price move allowed in a day (price band) for a stock; trading halts or one-sided orders pile up at the limit.'),
  t('T+1 settlement', 'Trading', 'Indian equity trades settle one working day after the trade date.'),
  t('Bhavcopy', 'Trading', 'The exchange\'s end-of-day file of open, high, low, close, volume and other figures for every traded security.'),
  t('52-week high / low', 'Trading', 'The highest and lowest price of the past year.'),
  t('Moving average', 'Trading', 'The average closing price over the last N days (e.g. 50 or 200 DMA), used to read trends.', 'DMA / SMA'),
  t('RSI', 'Trading', 'Relative strength index: a 0-100 momentum oscillator; above 70 is often read as overbought, below 30 as oversold.', 'Relative strength index'),
  t('VWAP', 'Trading', 'Volume weighted average price over the day: traded value divided by traded volume.', 'Volume weighted average price'),
  t('Delivery percentage', 'Trading', 'The share of traded quantity that was actually delivered rather than squared off intraday.'),
  // Derivatives
  t('F&O', 'Derivatives', 'Futures and options: exchange-traded derivative contracts on indices and stocks. SEBI studies found about nine in ten individual traders lose money in them.', 'Futures and options'),
  t('Futures', 'Derivatives', 'A contract to buy or sell an underlying at a set price on a future expiry date, marked to market daily with margin.'),
  t('Call option', 'Derivatives', 'The right, not the obligation, to buy the underlying at the strike price on expiry (Indian index options are European style).', 'CE'),
  t('Put option', 'Derivatives', 'The right, not the obligation, to sell the underlying at the strike price on expiry.', 'PE'),
  t('Strike price', 'Derivatives', 'The price at which an option can be exercised.'),
  t('Premium', 'Derivatives', 'The price paid by the option buyer to the seller (writer).'),
  t('Lot size', 'Derivatives', 'The number of units in one F&O contract, set by the exchange.'),
  t('Expiry', 'Derivatives', 'The last day of a derivative contract; NSE index options expire weekly or monthly on the exchange\'s set weekday.'),
  t('ITM / ATM / OTM', 'Derivatives', 'In, at or out of the money: whether an option would be worth exercising now. A call is ITM when the price is above the strike.'),
  t('Intrinsic value (option)', 'Derivatives', 'What an option would pay if exercised now; the rest of its premium is time value.'),
  t('OI', 'Derivatives', 'Open interest: the number of outstanding contracts not yet closed. Rising OI with rising price suggests new long positions.', 'Open interest'),
  t('Change in OI', 'Derivatives', 'How much open interest rose or fell during the day at a strike or in a future.'),
  t('PCR', 'Derivatives', 'Put-call ratio: total put open interest divided by total call open interest. Traders read very high values as bearish crowding and contrarian-bullish.', 'Put-call ratio'),
  t('Max pain', 'Derivatives', 'The strike at which the total payout to option buyers on expiry would be smallest; some traders expect expiry prices to drift towards it.'),
  t('Implied volatility', 'Derivatives', 'The volatility that makes an option pricing model return the market premium; high IV means expensive options.', 'IV'),
  t('India VIX', 'Derivatives', 'NSE\'s volatility index, derived from Nifty option prices: the market\'s expected volatility over the next 30 days.'),
  t('Delta', 'Derivatives', 'How much an option\'s premium changes for a ₹1 move in the underlying; also a rough probability of expiring in the money.'),
  t('Gamma', 'Derivatives', 'How fast delta changes as the underlying moves; highest for at-the-money options near expiry.'),
  t('Theta', 'Derivatives', 'The premium an option loses per day from the passage of time, all else equal.'),
  t('Vega', 'Derivatives', 'How much an option\'s premium changes for a one percentage point change in implied volatility.'),
  t('Black-76', 'Derivatives', 'The option pricing model for options on futures, used for greeks of index options priced off futures.'),
  t('Margin (SPAN + exposure)', 'Derivatives', 'The money an F&O position must hold: SPAN margin for the worst likely one-day loss plus an exposure margin.'),
  t('Mark to market', 'Derivatives', 'Daily settlement of gains and losses on futures positions at the closing price.', 'MTM'),
  t('Rollover', 'Derivatives', 'Closing a futures position near expiry and opening the same position in the next month\'s contract.'),
  t('Basis', 'Derivatives', 'Futures price minus spot price; usually positive (contango) because of the cost of carry.'),
  // Market
  t('Nifty 50', 'Market', 'NSE\'s flagship index of 50 large companies weighted by free-float market capitalisation.'),
  t('Sensex', 'Market', 'BSE\'s index of 30 large, liquid companies.'),
  t('Free float', 'Market', 'Shares available for trading, excluding promoter and other locked-in holdings; index weights use it.'),
  t('SEBI', 'Market', 'Securities and Exchange Board of India, the regulator of stock exchanges, brokers, mutual funds and listed companies.', 'Securities and Exchange Board of India'),
  t('AMFI', 'Market', 'Association of Mutual Funds in India; publishes daily NAVs of every scheme.', 'Association of Mutual Funds in India'),
  t('IPO', 'Market', 'Initial public offering: a company\'s first sale of shares to the public before listing.', 'Initial public offering'),
  t('Corporate action', 'Market', 'An event that changes a company\'s shares or pays holders: dividend, bonus, split, rights issue, buyback, merger.'),
  t('Bonus issue', 'Market', 'Free additional shares to existing holders in a fixed ratio; the price adjusts down, so value is unchanged.'),
  t('Stock split', 'Market', 'Dividing each share into several of a lower face value; price and share count change, value does not.'),
  t('Buyback', 'Market', 'A company purchasing its own shares, returning cash to shareholders who tender.'),
  t('Insider trading disclosure', 'Market', 'Trades by promoters, directors and key employees must be disclosed to the exchange within days under SEBI\'s PIT regulations.'),
  t('Bull / bear market', 'Market', 'A sustained rise or fall in prices; a fall of 20% from the peak is the common definition of a bear market.'),
  t('Correction', 'Market', 'A fall of about 10% from a recent peak.'),
  t('Rebalancing', 'Market', 'Bringing an asset split back to its targets by selling what has grown and buying what has lagged.'),
  t('Asset allocation', 'Market', 'How a portfolio is split between equity, debt, gold and cash; the biggest driver of its risk.'),
];

/** Case-insensitive search over term, expansion and definition; every whitespace-separated word must match. */
export function searchVocabulary(query: string, category?: VocabCategory | null, terms: readonly VocabTerm[] = VOCABULARY): VocabTerm[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return terms.filter((entry) => {
    if (category && entry.category !== category) return false;
    const text = `${entry.term} ${entry.expansion ?? ''} ${entry.definition}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
