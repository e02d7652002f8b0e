/**
 * A sector / industry taxonomy in the style Indian screens use (NSE's macro-economic sectors, Screener's
 * industries), with the business shape of each industry: how it grows, its margins, leverage, valuation and
 * how volatile its shares are. The demo companies draw their parameters around these medians.
 */
export interface Industry {
  sector: string;
  industry: string;
  /** Share of listed companies (relative weight). */
  weight: number;
  /** Words that end a company's name, e.g. "Polymers". */
  words: readonly string[];
  /** Median revenue growth a year (0.12 = 12%). */
  growth: number;
  /** Median operating margin (0.18 = 18%). */
  opm: number;
  /** Median debt / equity. */
  debtToEquity: number;
  /** Median price / sales. */
  priceToSales: number;
  /** Net block / sales (capital intensity). */
  assetIntensity: number;
  /** Material cost as a share of operating costs (the rest is employees and other expenses). */
  materialShare: number;
  employeeShare: number;
  /** Annual volatility of the industry's own factor. */
  sectorVol: number;
  /** Interest rate on borrowings. */
  rate: number;
}

type Shape = Omit<Industry, 'sector' | 'industry' | 'weight' | 'words'>;

const base: Shape = {
  growth: 0.1,
  opm: 0.14,
  debtToEquity: 0.5,
  priceToSales: 1.6,
  assetIntensity: 0.35,
  materialShare: 0.55,
  employeeShare: 0.15,
  sectorVol: 0.1,
  rate: 0.09,
};

const entry = (
  sector: string,
  industry: string,
  weight: number,
  words: string[],
  shape: Partial<Shape> = {},
): Industry => ({
  sector,
  industry,
  weight,
  words,
  ...base,
  ...shape,
});

const FIN = 'Financial Services';
const IT = 'Information Technology';
const FMCG = 'Fast Moving Consumer Goods';
const AUTO = 'Automobile and Auto Components';
const HEALTH = 'Healthcare';

// prettier-ignore
export const INDUSTRIES: readonly Industry[] = [
  entry(FIN, 'Banks', 3.5, ['Bank', 'Co-operative Bank', 'Small Finance Bank'], {
    growth: 0.13, opm: 0.62, debtToEquity: 6.5, priceToSales: 2.6, assetIntensity: 0.03, materialShare: 0, employeeShare: 0.45, rate: 0.055
  }),
  entry(FIN, 'Non Banking Financial Company (NBFC)', 5, ['Finance', 'Capital', 'Finserv', 'Credit', 'Investments'], {
    growth: 0.16, opm: 0.68, debtToEquity: 3.2, priceToSales: 3.2, assetIntensity: 0.02, materialShare: 0, employeeShare: 0.35, rate: 0.085
  }),
  entry(FIN, 'Housing Finance Company', 1.2, ['Housing Finance', 'Home Finance'], {
    growth: 0.15, opm: 0.8, debtToEquity: 5, priceToSales: 2.4, assetIntensity: 0.01, materialShare: 0, employeeShare: 0.3, rate: 0.08
  }),
  entry(FIN, 'Insurance', 1, ['Life Insurance', 'General Insurance', 'Assurance'], {
    growth: 0.14, opm: 0.08, debtToEquity: 0.05, priceToSales: 1.8, assetIntensity: 0.02, materialShare: 0, employeeShare: 0.15
  }),
  entry(FIN, 'Capital Markets', 2, ['Securities', 'Broking', 'Capital Markets', 'Wealth'], {
    growth: 0.15, opm: 0.4, debtToEquity: 0.4, priceToSales: 4, assetIntensity: 0.05, materialShare: 0, employeeShare: 0.4, sectorVol: 0.16
  }),
  entry(FIN, 'Fintech', 0.8, ['Fintech', 'Payments', 'Paytech'], {
    growth: 0.25, opm: 0.06, debtToEquity: 0.1, priceToSales: 6, assetIntensity: 0.05, materialShare: 0, employeeShare: 0.5, sectorVol: 0.2
  }),
  entry(IT, 'IT - Services', 5, ['Infotech', 'Technologies', 'Systems', 'Softech', 'Infosystems'], {
    growth: 0.12, opm: 0.22, debtToEquity: 0.05, priceToSales: 3.5, assetIntensity: 0.1, materialShare: 0.03, employeeShare: 0.6, sectorVol: 0.12
  }),
  entry(IT, 'IT - Software Products', 2, ['Software', 'Cloud', 'Digital', 'Data Systems'], {
    growth: 0.18, opm: 0.25, debtToEquity: 0.02, priceToSales: 6, assetIntensity: 0.08, materialShare: 0.03, employeeShare: 0.55, sectorVol: 0.16
  }),
  entry(IT, 'IT Enabled Services', 1.5, ['Business Solutions', 'Outsourcing', 'Services'], {
    growth: 0.1, opm: 0.16, debtToEquity: 0.15, priceToSales: 1.8, assetIntensity: 0.15, materialShare: 0.03, employeeShare: 0.55
  }),
  entry(FMCG, 'Packaged Foods', 3, ['Foods', 'Agro Foods', 'Dairy', 'Snacks'], {
    growth: 0.11, opm: 0.13, debtToEquity: 0.3, priceToSales: 3, assetIntensity: 0.3, materialShare: 0.7, employeeShare: 0.08, sectorVol: 0.08
  }),
  entry(FMCG, 'Personal Care', 1.5, ['Consumer', 'Personal Care', 'Herbals', 'Cosmetics'], {
    growth: 0.1, opm: 0.2, debtToEquity: 0.1, priceToSales: 6, assetIntensity: 0.2, materialShare: 0.6, employeeShare: 0.1, sectorVol: 0.07
  }),
  entry(FMCG, 'Beverages', 1, ['Beverages', 'Breweries', 'Tea', 'Coffee'], { opm: 0.15, priceToSales: 3, materialShare: 0.6 }),
  entry(FMCG, 'Sugar', 1.2, ['Sugars', 'Sugar Mills'], {
    growth: 0.07, opm: 0.1, debtToEquity: 0.9, priceToSales: 0.7, assetIntensity: 0.6, materialShare: 0.75
  }),
  entry(FMCG, 'Agricultural Products', 1.2, ['Agro', 'Agritech', 'Seeds', 'Edible Oils'], { opm: 0.07, priceToSales: 0.8, materialShare: 0.8 }),
  entry(AUTO, 'Auto Components', 5, ['Auto Components', 'Forgings', 'Autotech', 'Bearings', 'Castings'], {
    growth: 0.11, opm: 0.13, debtToEquity: 0.4, priceToSales: 1.6, assetIntensity: 0.45, sectorVol: 0.12
  }),
  entry(AUTO, 'Two Wheelers', 0.6, ['Motors', 'Two Wheelers'], { opm: 0.13, priceToSales: 2.5, materialShare: 0.75, sectorVol: 0.12 }),
  entry(AUTO, 'Passenger Cars & Utility Vehicles', 0.4, ['Motors', 'Automotive'], {
    opm: 0.12, priceToSales: 1.8, materialShare: 0.75, sectorVol: 0.13
  }),
  entry(AUTO, 'Commercial Vehicles', 0.4, ['Commercial Vehicles', 'Motors'], { opm: 0.1, priceToSales: 1.2, materialShare: 0.75, sectorVol: 0.14 }),
  entry(AUTO, 'Tyres & Rubber Products', 0.8, ['Tyres', 'Rubber'], { opm: 0.13, priceToSales: 1.3, materialShare: 0.65 }),
  entry(HEALTH, 'Pharmaceuticals', 6, ['Pharma', 'Pharmaceuticals', 'Lifesciences', 'Remedies', 'Labs'], {
    growth: 0.11, opm: 0.19, debtToEquity: 0.2, priceToSales: 3, assetIntensity: 0.4, materialShare: 0.45, employeeShare: 0.18, sectorVol: 0.09
  }),
  entry(HEALTH, 'Hospitals', 1, ['Hospitals', 'Healthcare', 'Medicare'], {
    growth: 0.15, opm: 0.2, priceToSales: 4.5, assetIntensity: 0.9, materialShare: 0.25, employeeShare: 0.25
  }),
  entry(HEALTH, 'Diagnostics', 0.6, ['Diagnostics', 'Pathlabs'], {
    growth: 0.13, opm: 0.25, debtToEquity: 0.05, priceToSales: 6, materialShare: 0.25
  }),
  entry(HEALTH, 'Medical Equipment', 0.8, ['Meditech', 'Medical Devices', 'Surgicals'], { growth: 0.14, opm: 0.18, priceToSales: 3.5 }),
  entry('Metals & Mining', 'Iron & Steel', 3, ['Steel', 'Ispat', 'Alloys', 'Metals'], {
    growth: 0.08, opm: 0.14, debtToEquity: 0.8, priceToSales: 0.9, assetIntensity: 1, materialShare: 0.7, employeeShare: 0.06, sectorVol: 0.2
  }),
  entry('Metals & Mining', 'Non - Ferrous Metals', 1.2, ['Aluminium', 'Copper', 'Zinc', 'Metals'], {
    growth: 0.07, opm: 0.16, debtToEquity: 0.6, priceToSales: 1, assetIntensity: 1, materialShare: 0.7, sectorVol: 0.2
  }),
  entry('Metals & Mining', 'Industrial Minerals', 0.8, ['Minerals', 'Mining'], {
    growth: 0.06, opm: 0.3, priceToSales: 1.5, assetIntensity: 1.1, sectorVol: 0.2
  }),
  entry('Oil, Gas & Consumable Fuels', 'Refineries & Marketing', 0.5, ['Petroleum', 'Refineries', 'Petro'], {
    growth: 0.07, opm: 0.08, debtToEquity: 0.7, priceToSales: 0.5, assetIntensity: 0.6, materialShare: 0.85, employeeShare: 0.03, sectorVol: 0.15
  }),
  entry('Oil, Gas & Consumable Fuels', 'Gas Transmission & Distribution', 0.8, ['Gas', 'Gas Distribution', 'Energy'], {
    growth: 0.1, opm: 0.2, debtToEquity: 0.3, priceToSales: 1.8, assetIntensity: 1.2, materialShare: 0.7
  }),
  entry('Oil, Gas & Consumable Fuels', 'Oil Exploration & Production', 0.4, ['Oil', 'Energy', 'Hydrocarbons'], {
    growth: 0.05, opm: 0.4, priceToSales: 1.2, assetIntensity: 1.6, sectorVol: 0.18
  }),
  entry('Power', 'Power Generation', 1.2, ['Power', 'Energy', 'Urja'], {
    growth: 0.09, opm: 0.3, debtToEquity: 1.4, priceToSales: 2, assetIntensity: 2.2, materialShare: 0.6
  }),
  entry('Power', 'Power Transmission', 0.6, ['Transmission', 'Power Grid'], {
    growth: 0.1, opm: 0.55, debtToEquity: 1.6, priceToSales: 3, assetIntensity: 3
  }),
  entry('Power', 'Renewable Energy', 1, ['Renewables', 'Green Energy', 'Solar', 'Wind Energy'], {
    growth: 0.22, opm: 0.45, debtToEquity: 2, priceToSales: 6, assetIntensity: 3, sectorVol: 0.22
  }),
  entry('Capital Goods', 'Industrial Machinery', 4, ['Engineering', 'Machines', 'Industries', 'Tools'], {
    growth: 0.12, opm: 0.13, debtToEquity: 0.3, priceToSales: 2.2
  }),
  entry('Capital Goods', 'Electrical Equipment', 3, ['Electricals', 'Switchgear', 'Transformers', 'Cables'], {
    growth: 0.13, opm: 0.12, priceToSales: 2.5
  }),
  entry('Capital Goods', 'Aerospace & Defence', 0.6, ['Defence', 'Aerospace'], {
    growth: 0.15, opm: 0.22, debtToEquity: 0.05, priceToSales: 7, sectorVol: 0.18
  }),
  entry('Construction', 'Civil Construction', 3, ['Infra', 'Infrastructure', 'Projects', 'Constructions', 'Buildcon'], {
    growth: 0.12, opm: 0.11, debtToEquity: 0.8, priceToSales: 1, assetIntensity: 0.25, materialShare: 0.6, sectorVol: 0.16
  }),
  entry('Construction Materials', 'Cement & Cement Products', 1.5, ['Cements', 'Cement'], {
    growth: 0.09, opm: 0.18, debtToEquity: 0.5, priceToSales: 2.2, assetIntensity: 1.2
  }),
  entry('Realty', 'Residential, Commercial Projects', 3, ['Realty', 'Developers', 'Estates', 'Properties', 'Housing'], {
    growth: 0.12, opm: 0.25, debtToEquity: 0.7, priceToSales: 4, assetIntensity: 0.1, materialShare: 0.6, sectorVol: 0.2
  }),
  entry('Chemicals', 'Specialty Chemicals', 5, ['Chemicals', 'Specialities', 'Organics', 'Chem'], {
    growth: 0.13, opm: 0.17, debtToEquity: 0.3, priceToSales: 3, assetIntensity: 0.6, materialShare: 0.6, sectorVol: 0.13
  }),
  entry('Chemicals', 'Fertilizers & Agrochemicals', 2, ['Fertilisers', 'Agrochem', 'Crop Science'], {
    growth: 0.08, opm: 0.13, priceToSales: 1.5, materialShare: 0.7
  }),
  entry('Chemicals', 'Plastic Products', 1.5, ['Polymers', 'Plastics', 'Polyfilms', 'Packaging'], {
    growth: 0.1, opm: 0.12, priceToSales: 1.3, materialShare: 0.7
  }),
  entry('Telecommunication', 'Telecom - Services', 0.4, ['Telecom', 'Telelinks', 'Communications'], {
    growth: 0.1, opm: 0.45, debtToEquity: 1.6, priceToSales: 4, assetIntensity: 2, materialShare: 0.2, sectorVol: 0.15
  }),
  entry('Telecommunication', 'Telecom - Equipment & Accessories', 0.8, ['Telecom Equipment', 'Optical Fibres', 'Networks'], {
    growth: 0.12, opm: 0.12, priceToSales: 1.8
  }),
  entry('Consumer Durables', 'Consumer Electronics', 1, ['Electronics', 'Appliances'], {
    growth: 0.13, opm: 0.09, priceToSales: 2, materialShare: 0.75, sectorVol: 0.13
  }),
  entry('Consumer Durables', 'Household Appliances', 1, ['Home Appliances', 'Appliances', 'Kitchenware'], {
    growth: 0.11, opm: 0.1, priceToSales: 2.4
  }),
  entry('Consumer Durables', 'Gems, Jewellery And Watches', 1, ['Jewellers', 'Gems', 'Jewellery'], {
    growth: 0.14, opm: 0.08, debtToEquity: 0.8, priceToSales: 1.2, materialShare: 0.85
  }),
  entry('Textiles', 'Other Textile Products', 5, ['Textiles', 'Spinning Mills', 'Fabrics', 'Syntex', 'Apparels'], {
    growth: 0.07, opm: 0.11, debtToEquity: 0.8, priceToSales: 0.7, assetIntensity: 0.7, materialShare: 0.6, sectorVol: 0.12
  }),
  entry('Consumer Services', 'Diversified Retail', 1.5, ['Retail', 'Stores', 'Mart'], {
    growth: 0.18, opm: 0.08, priceToSales: 2.5, materialShare: 0.8
  }),
  entry('Consumer Services', 'Hotels & Resorts', 1.5, ['Hotels', 'Resorts', 'Hospitality'], {
    growth: 0.12, opm: 0.28, debtToEquity: 0.6, priceToSales: 4.5, assetIntensity: 2, sectorVol: 0.16
  }),
  entry('Media, Entertainment & Publication', 'Media & Entertainment', 2, ['Media', 'Entertainment', 'Films', 'Broadcasting'], {
    growth: 0.08, opm: 0.18, priceToSales: 2, materialShare: 0.3, sectorVol: 0.16
  }),
  entry('Services', 'Logistics Solution Provider', 2, ['Logistics', 'Freight', 'Shipping', 'Cargo'], {
    growth: 0.12, opm: 0.12, priceToSales: 1.6, materialShare: 0.5
  }),
  entry('Services', 'Education', 0.5, ['Education', 'Learning', 'Edutech'], {
    growth: 0.12, opm: 0.2, priceToSales: 3, materialShare: 0.1, employeeShare: 0.5
  }),
  entry('Forest Materials', 'Paper & Paper Products', 1, ['Paper', 'Paper Mills', 'Boards'], {
    growth: 0.06, opm: 0.15, priceToSales: 0.8, assetIntensity: 1.1
  }),
];

/** Banks and IT companies feed the sector indices. */
export const isBank = (industry: Industry) => industry.industry === 'Banks';
export const isIt = (industry: Industry) => industry.sector === IT;
