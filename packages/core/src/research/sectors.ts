/**
 * What investors call a sector, and the sector / industry names the data uses for it. The data mixes
 * NSE's macro-economic sectors (demo data, Nifty lists: "Information Technology", "Financial Services"),
 * GICS sectors (FinanceDatabase: "Financials", "Health Care") and Screener industries ("IT - Software").
 * A sector filter value matches a company when the value itself, or one of its names here, equals the
 * company's sector or industry or appears in it as whole words (case-insensitive).
 */
export const SECTOR_ALIASES: Record<string, readonly string[]> = {
  it: ['Information Technology', 'IT - Software', 'IT - Services', 'IT Services & Consulting', 'Software', 'Computers - Software', 'Software & Services'],
  technology: ['Information Technology', 'IT - Software', 'IT - Services', 'Software'],
  software: ['IT - Software', 'Software', 'Computers - Software'],
  bank: ['Banks', 'Bank', 'Banking', 'Private Sector Bank', 'Public Sector Bank', 'Banks - Regional', 'Banks - Diversified'],
  banks: ['Banks', 'Bank', 'Banking', 'Private Sector Bank', 'Public Sector Bank', 'Banks - Regional', 'Banks - Diversified'],
  banking: ['Banks', 'Bank', 'Banking', 'Private Sector Bank', 'Public Sector Bank'],
  'psu banks': ['Public Sector Bank', 'Banks - Public Sector'],
  'psu bank': ['Public Sector Bank', 'Banks - Public Sector'],
  'public sector banks': ['Public Sector Bank', 'Banks - Public Sector'],
  'government banks': ['Public Sector Bank', 'Banks - Public Sector'],
  'private banks': ['Private Sector Bank', 'Banks - Private Sector'],
  'private sector banks': ['Private Sector Bank', 'Banks - Private Sector'],
  nbfcs: ['NBFC', 'Non Banking Financial Company (NBFC)', 'Finance'],
  'housing finance': ['Finance - Housing', 'Housing Finance Company', 'Mortgage Finance'],
  'housing finance companies': ['Finance - Housing', 'Housing Finance Company', 'Mortgage Finance'],
  financials: ['Financials', 'Financial Services', 'Finance'],
  finance: ['Financials', 'Financial Services', 'Finance', 'NBFC'],
  nbfc: ['NBFC', 'Non Banking Financial Company (NBFC)', 'Finance'],
  pharma: ['Pharmaceuticals', 'Pharmaceuticals & Biotechnology', 'Pharmaceuticals & Drugs', 'Healthcare', 'Health Care'],
  pharmaceuticals: ['Pharmaceuticals', 'Pharmaceuticals & Biotechnology', 'Pharmaceuticals & Drugs'],
  // Healthcare as investors (and NSE's macro sector) use it: hospitals and the drug makers.
  healthcare: ['Healthcare', 'Health Care', 'Hospital', 'Healthcare Services', 'Pharmaceuticals', 'Pharmaceuticals & Biotechnology', 'Pharmaceuticals & Drugs'],
  fmcg: ['Fast Moving Consumer Goods', 'FMCG', 'Consumer Staples', 'Personal Care', 'Packaged Foods'],
  'consumer staples': ['Consumer Staples', 'Fast Moving Consumer Goods', 'FMCG'],
  auto: ['Automobile and Auto Components', 'Automobiles', 'Auto Components', 'Automobile', 'Auto Parts', 'Auto Manufacturers'],
  automobile: ['Automobile and Auto Components', 'Automobiles', 'Automobile'],
  // Screener's industry for parts makers (Bosch, Motherson, Uno Minda) as investors name it.
  'auto ancillary': ['Auto Ancillaries', 'Auto Components', 'Auto Parts'],
  'auto ancillaries': ['Auto Ancillaries', 'Auto Components', 'Auto Parts'],
  'auto parts': ['Auto Ancillaries', 'Auto Components', 'Auto Parts'],
  'auto components': ['Auto Ancillaries', 'Auto Components', 'Auto Parts'],
  'electric equipment': ['Electric Equipment', 'Electrical Equipment'],
  'electrical equipment': ['Electric Equipment', 'Electrical Equipment'],
  electricals: ['Electric Equipment', 'Electrical Equipment'],
  // "Cable stocks" are the wires and power cables makers (Polycab, KEI); telecom cables are named as such.
  cables: ['Cables - Power'],
  cable: ['Cables - Power'],
  'wires and cables': ['Cables - Power'],
  'telecom cables': ['Cables - Telephone'],
  epc: ['Engineering - Turnkey Services'],
  'epc companies': ['Engineering - Turnkey Services'],
  mining: ['Mining / Minerals / Metals', 'Mining & Mineral products'],
  liquor: ['Breweries & Distilleries'],
  // Industries the catalogue names in words investors do not type.
  footwear: ['Leather / Leather Products'],
  'footwear makers': ['Leather / Leather Products'],
  ac: ['Air-conditioners'],
  'air conditioners': ['Air-conditioners'],
  'air conditioner': ['Air-conditioners'],
  'commercial vehicles': ['Automobiles - LCVs / HCVs'],
  'commercial vehicle': ['Automobiles - LCVs / HCVs'],
  'two wheelers': ['Automobiles - Motorcycles / Mopeds', 'Automobiles - Scooters And 3 - Wheelers'],
  'two wheeler': ['Automobiles - Motorcycles / Mopeds', 'Automobiles - Scooters And 3 - Wheelers'],
  '2 wheelers': ['Automobiles - Motorcycles / Mopeds', 'Automobiles - Scooters And 3 - Wheelers'],
  '2 wheeler': ['Automobiles - Motorcycles / Mopeds', 'Automobiles - Scooters And 3 - Wheelers'],
  edtech: ['Computers - Education'],
  edutech: ['Computers - Education'],
  'term lending': ['Finance - Term-Lending Institutions'],
  'term lenders': ['Finance - Term-Lending Institutions'],
  glass: ['Glass & Glass Products'],
  'bulk drugs': ['Pharmaceuticals - Indian - Bulk Drugs'],
  'bulk drug': ['Pharmaceuticals - Indian - Bulk Drugs'],
  'api makers': ['Pharmaceuticals - Indian - Bulk Drugs'],
  'mnc pharma': ['Pharmaceuticals - Multinational'],
  'amusement parks': ['Recreation / Amusement Parks'],
  'amusement park': ['Recreation / Amusement Parks'],
  'edible oil': ['Solvent Extraction'],
  'edible oils': ['Solvent Extraction'],
  jute: ['Textiles - Jute - Yarn / Products'],
  'manmade fibres': ['Textiles - Manmade'],
  'manmade fibre': ['Textiles - Manmade'],
  'man made fibres': ['Textiles - Manmade'],
  'transmission towers': ['Transmisson Line Towers / Equipment'],
  'transmission tower': ['Transmisson Line Towers / Equipment'],
  'transmission line': ['Transmisson Line Towers / Equipment'],
  'oil exploration': ['Oil Drilling / Allied Services'],
  'oil drilling': ['Oil Drilling / Allied Services'],
  'oil exploration and drilling': ['Oil Drilling / Allied Services'],
  'oilfield services': ['Oil Drilling / Allied Services'],
  alcohol: ['Breweries & Distilleries'],
  spirits: ['Breweries & Distilleries'],
  'home appliances': ['Domestic Appliances', 'Household Appliances'],
  appliances: ['Domestic Appliances', 'Household Appliances'],
  jewelry: ['Diamond Cutting / Jewellery', 'Jewellery'],
  metals: ['Metals & Mining', 'Iron & Steel', 'Non - Ferrous Metals', 'Steel', 'Materials'],
  metal: ['Metals & Mining', 'Iron & Steel', 'Non - Ferrous Metals', 'Steel'],
  steel: ['Iron & Steel', 'Steel'],
  energy: ['Energy', 'Oil, Gas & Consumable Fuels', 'Oil & Gas', 'Power'],
  'oil and gas': ['Oil, Gas & Consumable Fuels', 'Oil & Gas', 'Energy'],
  power: ['Power', 'Utilities', 'Power Generation', 'Power Transmission'],
  utilities: ['Utilities', 'Power'],
  realty: ['Realty', 'Real Estate', 'Residential, Commercial Projects'],
  'real estate': ['Realty', 'Real Estate'],
  cement: ['Cement & Cement Products', 'Cement', 'Construction Materials'],
  chemicals: ['Chemicals', 'Specialty Chemicals', 'Commodity Chemicals'],
  'telecom operators': ['Telecommunications - Service Provider', 'Telecom - Services', 'Telecom Services'],
  cigarettes: ['Cigarettes', 'Tobacco', 'Cigarettes & Tobacco Products'],
  tobacco: ['Cigarettes', 'Tobacco', 'Cigarettes & Tobacco Products'],
  telecom: ['Telecommunication', 'Telecom - Services', 'Communication Services', 'Telecom Services'],
  media: ['Media, Entertainment & Publication', 'Media & Entertainment', 'Entertainment / Electronic Media Software', 'Printing & Publishing'],
  textiles: ['Textiles', 'Other Textile Products'],
  'capital goods': ['Capital Goods', 'Industrials', 'Industrial Machinery', 'Electrical Equipment'],
  industrials: ['Industrials', 'Capital Goods'],
  construction: ['Construction', 'Civil Construction', 'Engineering & Construction'],
  infrastructure: ['Construction', 'Civil Construction', 'Infrastructure'],
  defence: ['Aerospace & Defence', 'Aerospace & Defense', 'Defence'],
  insurance: ['Insurance', 'Life Insurance', 'General Insurance'],
  'consumer durables': ['Consumer Durables', 'Consumer Electronics', 'Household Appliances', 'Consumer Discretionary'],
  retail: ['Diversified Retail', 'Retailing', 'Retail'],
  tech: ['Information Technology', 'IT - Software', 'IT - Services', 'Software'],
  hospitals: ['Hospital', 'Healthcare Services', 'Healthcare'],
  hotels: ['Hotels', 'Hotels & Resorts', 'Leisure Services'],
  sugar: ['Sugar'],
  paper: ['Paper', 'Paper & Paper Products'],
  fertilisers: ['Fertilizers', 'Fertilisers'],
  fertilizers: ['Fertilizers', 'Fertilisers'],
  tyres: ['Tyres', 'Tyres & Rubber Products'],
  paints: ['Paints', 'Paints & Varnishes'],
  aviation: ['Airline', 'Airlines', 'Aviation'],
  airlines: ['Airline', 'Airlines', 'Aviation'],
  shipping: ['Shipping'],
  logistics: ['Logistics', 'Transport Services'],
};

/** Every word an investor may use for a sector (for the English compiler and autocomplete). */
export const SECTOR_WORDS: readonly string[] = Object.keys(SECTOR_ALIASES);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test of a company's sector and industry against one sector value (its aliases included). A value that is
 * itself one of the data's Indian industry names (`industries`, lower case) and no investor's word of the list
 * above is that industry exactly: "Engineering" is not also "Engineering - Turnkey Services" or "Construction &
 * Engineering", "Packaging" not also "Containers & Packaging"; so is a value written in the catalogue's capitals
 * ("Healthcare", not the everyday "healthcare" that takes in pharma). Investors' words keep their aliases, matched as
 * whole words ("pharma" is every "Pharmaceuticals - ..." industry).
 */
export function sectorMatcher(value: string, industries?: ReadonlySet<string>): (sector: string | null, industry: string | null) => boolean {
  const key = value.toLowerCase().trim();
  // An investor's word is written in lower case ("healthcare", and "IT"); the catalogue's own name in its capitals
  // ("Healthcare", read from "healthcare industry") is that industry exactly.
  const catalogueName = value.trim() !== key && value.trim() !== 'IT';
  if ((!SECTOR_ALIASES[key] || catalogueName) && industries?.has(key)) return (sector, industry) => industry?.toLowerCase() === key || sector?.toLowerCase() === key;
  const names = [value, ...(SECTOR_ALIASES[key] ?? [])];
  const patterns = names.map((name) => new RegExp(`(^|[^a-z0-9])${escape(name.toLowerCase())}($|[^a-z0-9])`));
  return (sector, industry) => {
    for (const text of [sector, industry]) {
      if (!text) continue;
      const lower = text.toLowerCase();
      if (patterns.some((pattern) => pattern.test(lower))) return true;
    }
    return false;
  };
}

/** Index names are matched ignoring case, spaces and punctuation: "Nifty50" = "NIFTY 50". */
export const normalizeIndexName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
