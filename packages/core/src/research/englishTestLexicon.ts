/** A small directory for the English compiler's tests: real NSE symbols and names, rounded market caps (Rs crore). */
import { CompanyIndex, type DirectoryCompany } from './companyIndex';
import { compileEnglish, type EnglishContext, type EnglishLexicon } from './english';
import type { ResearchPlan } from './plan';

const ROWS: [string, string, number | null][] = [
  ['TCS', 'Tata Consultancy Services Limited', 1_250_000],
  ['HDFCBANK', 'HDFC Bank Limited', 1_200_000],
  ['HDFCLIFE', 'HDFC Life Insurance Company Limited', 150_000],
  ['HDFCAMC', 'HDFC Asset Management Company Limited', 90_000],
  ['ICICIBANK', 'ICICI Bank Limited', 900_000],
  ['ICICIPRULI', 'ICICI Prudential Life Insurance Company Limited', 90_000],
  ['ADANIPORTS', 'Adani Ports and Special Economic Zone Limited', 300_000],
  ['ADANIENT', 'Adani Enterprises Limited', 280_000],
  ['RELIANCE', 'Reliance Industries Limited', 1_900_000],
  ['RPOWER', 'Reliance Power Limited', 15_000],
  ['INFY', 'Infosys Limited', 650_000],
  ['WIPRO', 'Wipro Limited', 260_000],
  ['SUNPHARMA', 'Sun Pharmaceutical Industries Limited', 400_000],
  ['SBIN', 'State Bank of India', 750_000],
  ['SBILIFE', 'SBI Life Insurance Company Limited', 180_000],
  ['SBICARD', 'SBI Cards and Payment Services Limited', 80_000],
  ['HINDUNILVR', 'Hindustan Unilever Limited', 590_000],
  ['LT', 'Larsen & Toubro Limited', 480_000],
  ['M&M', 'Mahindra & Mahindra Limited', 380_000],
  ['M&MFIN', 'Mahindra & Mahindra Financial Services Limited', 37_000],
  ['CHOLAFIN', 'Cholamandalam Investment and Finance Company Limited', 100_000],
  ['BHARTIARTL', 'Bharti Airtel Limited', 1_100_000],
  ['KOTAKBANK', 'Kotak Mahindra Bank Limited', 400_000],
  ['BANKBARODA', 'Bank of Baroda', 130_000],
  ['PNB', 'Punjab National Bank', 120_000],
  ['BAJFINANCE', 'Bajaj Finance Limited', 550_000],
  ['BAJAJFINSV', 'Bajaj Finserv Limited', 300_000],
  ['BAJAJ-AUTO', 'Bajaj Auto Limited', 250_000],
  ['HAL', 'Hindustan Aeronautics Limited', 300_000],
  ['BEL', 'Bharat Electronics Limited', 280_000],
  ['IRCTC', 'Indian Railway Catering And Tourism Corporation Limited', 60_000],
  ['ETERNAL', 'ETERNAL LIMITED', 175_000],
  ['TMPV', 'Tata Motors Passenger Vehicles Limited', 360_000],
  ['TMCV', 'Tata Motors Limited', null],
  ['TATASTEEL', 'Tata Steel Limited', 200_000],
  ['TATAPOWER', 'Tata Power Company Limited', 120_000],
  ['ITC', 'ITC Limited', 520_000],
  ['ASIANPAINT', 'Asian Paints Limited', 230_000],
  ['WORTH', 'Worth Peripherals Limited', 200],
  ['BEST', 'Best Agrolife Limited', 800],
  ['INDIANB', 'Indian Bank', 80_000],
  ['GRASIM', 'Grasim Industries Limited', 180_000],
  ['ULTRACEMCO', 'UltraTech Cement Limited', 330_000],
  ['HINDALCO', 'Hindalco Industries Limited', 150_000],
  ['ABCAPITAL', 'Aditya Birla Capital Limited', 50_000],
];

export const TEST_COMPANIES: DirectoryCompany[] = ROWS.map(([symbol, name, marketCap]) => ({ symbol, country: 'IN', name, marketCap }));

export const testLexicon: EnglishLexicon = {
  companies: new CompanyIndex([...TEST_COMPANIES, { symbol: 'AAPL', country: 'US', name: 'Apple Inc.', marketCap: null }]),
  indexNames: ['NIFTY 50', 'NIFTY 500', 'NIFTY BANK'],
  sectorNames: ['Information Technology', 'Financials'],
};

/** The plan a lexicon reads a question as (with the previous answer's plan and the chat's context), or a failure naming the question. */
export function planner(lexicon: EnglishLexicon) {
  return (question: string, previous: ResearchPlan | null = null, context: EnglishContext = {}): ResearchPlan => {
    const result = compileEnglish(question, lexicon, previous, context);
    if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
    return result.plan;
  };
}

/** The plan of a chat's last question, each asked with the previous answer's plan and the one before it (as the engine does). */
export function chatPlan(lexicon: EnglishLexicon, ...questions: string[]): ResearchPlan {
  const plan = planner(lexicon);
  let previous: ResearchPlan | null = null;
  let earlier: ResearchPlan | null = null;
  for (const question of questions) [earlier, previous] = [previous, plan(question, previous, { earlier })];
  return previous!;
}
