/**
 * "Datasets to Deep Dive" (spec 000 sections 2 and 3): category -> datasets, each with its snake_case
 * fields. These are the datasets the research engine queries (company_profile, statements, ratios,
 * prices and moving averages, shareholding, announcements).
 */
export interface PromptDataset {
  dataset_name: string;
  fields: string[];
}

export const PROMPT_CATEGORIES: Readonly<Record<string, PromptDataset[]>> = {
  financials: [
    { dataset_name: 'Profit and Loss', fields: ['sales', 'expenses', 'operating_profit', 'other_income', 'interest', 'depreciation', 'profit_before_tax', 'net_profit', 'eps'] },
    { dataset_name: 'Balance Sheet', fields: ['equity_capital', 'reserves', 'borrowings', 'other_liabilities', 'total_assets', 'fixed_assets', 'investments', 'cash_and_bank'] },
    { dataset_name: 'Cash Flow', fields: ['cash_from_operations', 'cash_from_investing', 'cash_from_financing', 'net_cash_flow', 'free_cash_flow'] },
    { dataset_name: 'Quarterly Results', fields: ['quarterly_sales', 'quarterly_net_profit', 'sales_growth_yoy', 'profit_growth_yoy'] },
  ],
  ratios: [
    { dataset_name: 'Valuation', fields: ['market_capitalization', 'price_to_earning', 'price_to_book', 'ev_to_ebitda', 'dividend_yield'] },
    { dataset_name: 'Returns', fields: ['return_on_equity', 'return_on_capital_employed', 'return_on_assets'] },
    { dataset_name: 'Leverage and Margins', fields: ['debt_to_equity', 'interest_coverage', 'operating_profit_margin', 'net_profit_margin'] },
  ],
  technicals: [
    { dataset_name: 'Daily Price and Volume', fields: ['open', 'high', 'low', 'close', 'volume', 'change_percent', 'high_52_week', 'low_52_week'] },
    {
      dataset_name: 'Moving Averages',
      fields: ['price_dma_5', 'price_dma_10', 'price_dma_20', 'price_dma_50', 'price_dma_100', 'price_dma_200', 'volume_dma_5', 'volume_dma_20', 'volume_dma_50', 'volume_dma_200'],
    },
    { dataset_name: 'Returns Over Time', fields: ['return_1_week', 'return_1_month', 'return_3_months', 'return_1_year', 'return_3_years'] },
  ],
  subjective: [
    { dataset_name: 'Company Profile', fields: ['company_name', 'symbol', 'sector', 'industry', 'market_cap_type', 'index_membership'] },
    { dataset_name: 'Announcements', fields: ['announcement_date', 'announcement_text_summary', 'announcement_impact', 'announcement_sentiment'] },
  ],
  shareholding: [
    { dataset_name: 'Shareholding Pattern', fields: ['promoter_holding', 'fii_holding', 'dii_holding', 'public_holding', 'pledged_percentage'] },
    { dataset_name: 'Insider Trades', fields: ['intimation_date', 'name_of_insider', 'transaction_type', 'number_of_securities_transacted', 'mode_of_transaction'] },
  ],
};

/** Spec keywords for autocomplete: the datasets' fields in words ("price_to_earning" -> "price to earning"). */
export function categoryKeywords(): string[] {
  const words = new Set<string>();
  for (const datasets of Object.values(PROMPT_CATEGORIES)) {
    for (const dataset of datasets) {
      words.add(dataset.dataset_name);
      for (const field of dataset.fields) words.add(field.replace(/_/g, ' '));
    }
  }
  return [...words];
}
