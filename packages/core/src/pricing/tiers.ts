/** Pricing tiers of spec 000 section 9, rupees per month. */
export interface PricingTier {
  product_name: string;
  pricing: number;
  strikeoutpricing: number;
  suitability: string;
}

export const PRICING_TIERS: readonly PricingTier[] = [
  { product_name: 'Index Funds', pricing: 99, strikeoutpricing: 199, suitability: 'New investors' },
  { product_name: 'Mutual Funds', pricing: 199, strikeoutpricing: 299, suitability: 'Moderate-risk investors' },
  { product_name: 'Stocks', pricing: 499, strikeoutpricing: 999, suitability: 'Stock Pickers' },
  {
    product_name: 'Enterprise',
    pricing: 9999,
    strikeoutpricing: 19999,
    suitability: 'Your Data, Our Software. Your AI.',
  },
];

export const PRICING_COLUMNS = ['Product', 'Fee (pm)', 'Who is it for?'] as const;
