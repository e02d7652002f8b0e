/**
 * The line items Sanchay stores in financial_statements.items, per statement, with the label a person reads.
 * Every source (Screener exports, FMP, the demo generator) maps into these keys. Money is in full currency
 * units (rupees for India; shown in crores), percentages as percent numbers (21.5 = 21.5%), ratios plain.
 * A source may store extra keys; screens show the listed ones first, in this order.
 */
export type StatementKind = 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement' | 'key_metrics';
export type StatementPeriod = 'annual' | 'quarterly' | 'ttm';

export interface StatementItem {
  key: string;
  label: string;
  /** money: currency units; percent: %; ratio: plain number; count: shares or people; per_share: currency per share. */
  unit: 'money' | 'percent' | 'ratio' | 'count' | 'per_share' | 'days' | 'score';
}

const money = (key: string, label: string): StatementItem => ({ key, label, unit: 'money' });
const percent = (key: string, label: string): StatementItem => ({ key, label, unit: 'percent' });
const ratio = (key: string, label: string): StatementItem => ({ key, label, unit: 'ratio' });

export const STATEMENT_ITEMS: Record<StatementKind, readonly StatementItem[]> = {
  income_statement: [
    money('revenue', 'Sales'),
    money('materialCost', 'Material cost'),
    money('employeeCost', 'Employee cost'),
    money('operatingProfit', 'Operating profit'),
    percent('opm', 'OPM %'),
    money('otherIncome', 'Other income'),
    money('ebitda', 'EBITDA'),
    money('depreciation', 'Depreciation'),
    money('ebit', 'EBIT'),
    money('interest', 'Interest'),
    money('profitBeforeTax', 'Profit before tax'),
    money('tax', 'Tax'),
    money('extraordinaryItems', 'Extraordinary items'),
    money('netIncome', 'Net profit'),
    percent('npm', 'NPM %'),
    { key: 'eps', label: 'EPS', unit: 'per_share' },
    money('dividend', 'Dividend'),
  ],
  balance_sheet_statement: [
    money('equityCapital', 'Equity capital'),
    money('reserves', 'Reserves'),
    money('totalDebt', 'Borrowings'),
    money('leaseLiabilities', 'Lease liabilities'),
    money('currentLiabilities', 'Current liabilities'),
    money('tradePayables', 'Trade payables'),
    money('totalLiabilities', 'Total liabilities'),
    money('grossBlock', 'Gross block'),
    money('netBlock', 'Net block'),
    money('capitalWorkInProgress', 'Capital work in progress'),
    money('investments', 'Investments'),
    money('currentAssets', 'Current assets'),
    money('inventory', 'Inventory'),
    money('tradeReceivables', 'Trade receivables'),
    money('cashEquivalents', 'Cash equivalents'),
    money('totalAssets', 'Total assets'),
    money('workingCapital', 'Working capital'),
    money('contingentLiabilities', 'Contingent liabilities'),
    { key: 'sharesOutstanding', label: 'Number of equity shares', unit: 'count' },
    { key: 'faceValue', label: 'Face value', unit: 'per_share' },
  ],
  cash_flow_statement: [
    money('cashFromOperations', 'Cash from operations'),
    money('cashFromInvesting', 'Cash from investing'),
    money('cashFromFinancing', 'Cash from financing'),
    money('netCashFlow', 'Net cash flow'),
    money('freeCashFlow', 'Free cash flow'),
    money('cashBeginning', 'Cash at beginning'),
    money('cashEnd', 'Cash at end'),
  ],
  key_metrics: [
    money('marketCap', 'Market capitalization'),
    { key: 'currentPrice', label: 'Current price', unit: 'per_share' },
    ratio('pe', 'P/E'),
    ratio('pb', 'P/B'),
    ratio('industryPe', 'Industry P/E'),
    percent('dividendYield', 'Dividend yield %'),
    percent('roe', 'ROE %'),
    percent('roce', 'ROCE %'),
    percent('roa', 'ROA %'),
    ratio('debtToEquity', 'Debt to equity'),
    ratio('currentRatio', 'Current ratio'),
    ratio('interestCoverage', 'Interest coverage'),
    ratio('evToEbitda', 'EV/EBITDA'),
    ratio('peg', 'PEG'),
    ratio('priceToSales', 'Price to sales'),
    { key: 'bookValue', label: 'Book value', unit: 'per_share' },
    percent('opm', 'OPM %'),
    percent('salesGrowth3y', 'Sales growth 3 years %'),
    percent('salesGrowth5y', 'Sales growth 5 years %'),
    percent('profitGrowth3y', 'Profit growth 3 years %'),
    percent('profitGrowth5y', 'Profit growth 5 years %'),
    percent('promoterHolding', 'Promoter holding %'),
    percent('pledgedPercentage', 'Pledged %'),
    { key: 'piotroskiScore', label: 'Piotroski score', unit: 'score' },
    percent('return1y', 'Return over 1 year %'),
    percent('return3y', 'Return over 3 years %'),
    { key: 'dma50', label: 'DMA 50', unit: 'per_share' },
    { key: 'dma200', label: 'DMA 200', unit: 'per_share' },
    { key: 'rsi', label: 'RSI', unit: 'score' },
    { key: 'high52w', label: '52-week high', unit: 'per_share' },
    { key: 'low52w', label: '52-week low', unit: 'per_share' },
  ],
};

/** Screener (and Indian investors) quote money in crores: 1 crore = 1,00,00,000. */
export const RUPEES_PER_CRORE = 1e7;
