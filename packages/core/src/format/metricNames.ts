/**
 * Metric names as investors say them on screen. The research query language keeps its long names
 * ("Price to earning", Screener's); labels, headers and chips use these.
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  'price to earning': 'P/E',
  'price to earnings': 'P/E',
  'pe': 'P/E',
  'price to book value': 'P/B',
  'price to book': 'P/B',
  'pb': 'P/B',
  'return on equity': 'ROE',
  'roe': 'ROE',
  'return on capital employed': 'ROCE',
  'roce': 'ROCE',
  'return on assets': 'ROA',
  'market capitalization': 'Market cap',
  'market capitalisation': 'Market cap',
  'market cap': 'Market cap',
  'dividend yield': 'Div. yield',
  'earnings per share': 'EPS',
  'eps': 'EPS',
  'ev to ebitda': 'EV/EBITDA',
  'evebitda': 'EV/EBITDA',
  'high price': '52-week high',
  'low price': '52-week low',
  'enterprise value to ebitda': 'EV/EBITDA',
  'debt to equity': 'Debt/Equity',
  'price to sales': 'P/S',
  'current price': 'Price',
  'return on equity 5 year average': 'ROE 5Y avg',
  'sales growth 3years': '3-year sales growth',
  'sales growth 5years': '5-year sales growth',
  'profit growth 3years': '3-year profit growth',
  'profit growth 5years': '5-year profit growth',
  'return over 1year': '1-year return',
  'return over 3years': '3-year return',
};

/** "Price to earning" -> "P/E"; "Return on equity" -> "ROE"; a name it does not know is returned as is. */
export function metricLabel(name: string): string {
  return SHORT_NAMES[name.trim().toLowerCase()] ?? name;
}

/**
 * A table header as investors read it, its unit kept and written with ₹: "Price to earning" -> "P/E";
 * "Market Capitalization (Rs Cr)" -> "Market cap (₹ Cr)"; "Current price (Rs)" -> "Price (₹)".
 */
export function metricHeader(header: string): string {
  const unit = /^(.*?)\s*(\([^)]*\))$/.exec(header);
  const label = unit ? `${metricLabel(unit[1]!)} ${unit[2]}` : metricLabel(header);
  return label.replace(/\bRs\.?\s*(?=Cr\b)/g, '₹ ').replace(/\(Rs\.?\)/g, '(₹)');
}
