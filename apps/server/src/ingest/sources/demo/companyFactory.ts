/**
 * Phase one of the demo universe: who the companies are. Draws every company's country, name, symbol,
 * industry, size and business parameters, ranks them by market capitalisation (in rupees) and gives the
 * ids in rank order. Everything here is small (a few dozen numbers per company); the bulky series are
 * made later, company by company, from these plans.
 */
import { clamp, rngFor } from '@sanchay/core';
import { demoIsin, demoUuid, uuidBytes } from './identifiers';
import { type Country, NameBook } from './names';
import { INDUSTRIES, type Industry } from './taxonomy';

export interface CompanyPlan {
  /** Generation order: the stable key of the company's random streams. */
  key: number;
  /** Rank by market capitalisation in rupees, 0 = largest; the ids follow it. */
  rank: number;
  /** Rank among the Indian listings, or -1. */
  inRank: number;
  id: string;
  idBytes: Uint8Array;
  country: Country;
  exchange: string;
  currency: string;
  name: string;
  symbol: string;
  isin: string;
  industry: Industry;
  marketCapType: string;
  listingDay: number;
  shares: number;
  /** The last close; market cap = lastClose x shares. */
  lastClose: number;
  marketCap: number;
  /** Price tick of the market (NSE 0.05). */
  tick: number;
  /** Ten years of daily bars (else only the last 260 trading days). */
  fullHistory: boolean;
  // Business and price parameters.
  growth: number;
  opm: number;
  debtToEquity: number;
  priceToSales: number;
  payout: number;
  targetRoe: number;
  beta: number;
  /** Annual idiosyncratic volatility. */
  idioVol: number;
  /** Filled by the statement pre-pass: face value, trailing net income, P/E. */
  faceValue: number;
  ttmNetIncome: number;
  pe: number | null;
  industryPe: number | null;
}

/** Market of each share of the universe. */
export const COUNTRY_SHARES: readonly { country: Country; share: number }[] = [
  { country: 'US', share: 0.1 },
  { country: 'SG', share: 0.03 },
  { country: 'AE', share: 0.02 },
];

const MARKET: Record<
  Country,
  {
    exchanges: readonly string[];
    currency: string;
    capMedian: number;
    capSigma: number;
    priceMedian: number;
    priceSigma: number;
    tick: number;
    inr: number;
  }
> = {
  IN: {
    exchanges: ['NSE'],
    currency: 'INR',
    capMedian: 5e9,
    capSigma: 1.9,
    priceMedian: 180,
    priceSigma: 1.1,
    tick: 0.05,
    inr: 1,
  },
  US: {
    exchanges: ['NASDAQ', 'NYSE'],
    currency: 'USD',
    capMedian: 8e8,
    capSigma: 1.9,
    priceMedian: 35,
    priceSigma: 0.9,
    tick: 0.01,
    inr: 83.5,
  },
  SG: {
    exchanges: ['SGX'],
    currency: 'SGD',
    capMedian: 3e8,
    capSigma: 1.6,
    priceMedian: 1.2,
    priceSigma: 1,
    tick: 0.01,
    inr: 62,
  },
  AE: {
    exchanges: ['ADX', 'DFM'],
    currency: 'AED',
    capMedian: 1.5e9,
    capSigma: 1.5,
    priceMedian: 3,
    priceSigma: 0.8,
    tick: 0.01,
    inr: 22.7,
  },
};

/** Rounds a price to the market's tick (at least one tick), as the nearest double to a whole number of ticks. */
export function roundTick(value: number, tick: number): number {
  const perUnit = Math.round(1 / tick);
  return Math.max(1, Math.round(value * perUnit)) / perUnit;
}
/** Two decimals without binary noise (prices and percentages as stored). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Size class: by rank in India (top 100 Large, 101-250 Mid), by US dollar size elsewhere. */
function marketCapType(plan: Pick<CompanyPlan, 'country' | 'inRank' | 'marketCap'>): string {
  if (plan.country === 'IN') return plan.inRank < 100 ? 'Large Cap' : plan.inRank < 250 ? 'Mid Cap' : 'Small Cap';
  const usd = (plan.marketCap * MARKET[plan.country].inr) / MARKET.US.inr;
  return usd >= 2e11
    ? 'Mega Cap'
    : usd >= 1e10
      ? 'Large Cap'
      : usd >= 2e9
        ? 'Mid Cap'
        : usd >= 3e8
          ? 'Small Cap'
          : usd >= 5e7
            ? 'Micro Cap'
            : 'Nano Cap';
}

export interface PlanOptions {
  seed: number;
  scale: number;
  /** The first trading day of the ten-year window (listings before it have full windows). */
  windowStartDay: number;
  asOfDay: number;
  fullHistoryCompanies: number;
  /** Symbols used by the demo ETFs. */
  reservedSymbols: readonly string[];
}

export function planCompanies(options: PlanOptions): CompanyPlan[] {
  const { seed, scale } = options;
  const names = new NameBook();
  options.reservedSymbols.forEach((s) => names.reserveSymbol(s));

  // Exact shares of each market, so even a small universe has a few foreign listings.
  const countries: Country[] = [];
  for (const { country, share } of COUNTRY_SHARES)
    for (let i = 0; i < Math.round(scale * share); i++) countries.push(country);
  while (countries.length < scale) countries.push('IN');
  rngFor(seed, 'countries').shuffle(countries);

  const plans: CompanyPlan[] = [];
  for (let key = 0; key < scale; key++) {
    const rng = rngFor(seed, 'company', key);
    const country = countries[key] as Country;
    const market = MARKET[country];
    const industry = rng.weighted(INDUSTRIES, (i) => i.weight);
    const name = names.companyName(rng, country, industry.words);
    const symbol = names.symbol(rng, country, name);
    const capSeed = rng.logNormal(market.capMedian, market.capSigma);
    const price = clamp(rng.logNormal(market.priceMedian, market.priceSigma), 20 * market.tick, 50_000);
    const shares = Math.max(100_000, Math.round(capSeed / price / 1000) * 1000);
    const lastClose = roundTick(capSeed / shares, market.tick);
    // 88% listed before the window; the rest are newer listings spread over it.
    const listingDay = rng.chance(0.88)
      ? options.windowStartDay - rng.int(30, 365 * 25)
      : rng.int(options.windowStartDay, options.asOfDay - 20);
    const lossMaker = rng.chance(0.07);
    const opm = lossMaker ? rng.range(-0.12, 0.03) : clamp(rng.normal(industry.opm, industry.opm * 0.3), 0.02, 0.9);
    plans.push({
      key,
      rank: 0,
      inRank: -1,
      id: '',
      idBytes: new Uint8Array(16),
      country,
      exchange: rng.pick(market.exchanges),
      currency: market.currency,
      name,
      symbol,
      isin: demoIsin(country, key),
      industry,
      marketCapType: '',
      listingDay,
      shares,
      lastClose,
      marketCap: lastClose * shares,
      tick: market.tick,
      fullHistory: false,
      growth: clamp(rng.normal(industry.growth, 0.06), -0.08, 0.45),
      opm,
      debtToEquity: rng.chance(0.2) && industry.debtToEquity < 2 ? 0 : industry.debtToEquity * rng.logNormal(1, 0.5),
      priceToSales: industry.priceToSales * rng.logNormal(1, 0.45),
      payout: rng.pick([0, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5]),
      targetRoe: clamp(rng.normal(0.15, 0.06), 0.03, 0.35),
      beta: clamp(rng.normal(1, 0.3), 0.3, 2),
      idioVol: 0,
      faceValue: 1,
      ttmNetIncome: 0,
      pe: null,
      industryPe: null,
    });
  }

  plans.sort((a, b) => b.marketCap * MARKET[b.country].inr - a.marketCap * MARKET[a.country].inr || a.key - b.key);
  let inRank = 0;
  plans.forEach((plan, rank) => {
    plan.rank = rank;
    plan.id = demoUuid(seed, 'company', rank);
    plan.idBytes = uuidBytes(plan.id);
    if (plan.country === 'IN') plan.inRank = inRank++;
    plan.marketCapType = marketCapType(plan);
    plan.fullHistory = rank < options.fullHistoryCompanies;
    // Smaller companies move more on their own news.
    const sizePercentile = 1 - rank / Math.max(1, plans.length - 1);
    plan.idioVol = clamp(0.16 + 0.3 * (1 - sizePercentile) + rngFor(seed, 'vol', plan.key).normal(0, 0.05), 0.1, 0.7);
  });
  return plans;
}

/** Industry P/E: the median positive P/E of the same market and industry. */
export function assignIndustryPe(plans: readonly CompanyPlan[]): void {
  const groups = new Map<string, number[]>();
  for (const plan of plans) {
    if (plan.pe === null) continue;
    const key = `${plan.country}|${plan.industry.industry}`;
    const list = groups.get(key) ?? [];
    list.push(plan.pe);
    groups.set(key, list);
  }
  const medians = new Map<string, number>();
  for (const [key, list] of groups) {
    list.sort((a, b) => a - b);
    const mid = list.length >> 1;
    medians.set(
      key,
      round2(list.length % 2 ? (list[mid] as number) : ((list[mid - 1] as number) + (list[mid] as number)) / 2),
    );
  }
  for (const plan of plans) plan.industryPe = medians.get(`${plan.country}|${plan.industry.industry}`) ?? null;
}

export const companyWebsite = (plan: Pick<CompanyPlan, 'name'>): string =>
  `https://www.${plan.name
    .toLowerCase()
    .replace(/\b(ltd|limited|inc|corp|pjsc)\b/g, '')
    .replace(/[^a-z0-9]+/g, '')}.example`;

export const companySummary = (plan: Pick<CompanyPlan, 'name' | 'industry' | 'country'>): string =>
  `${plan.name} is a fictional company of Sanchay's generated demo universe (${plan.industry.industry}, ${plan.industry.sector}). Its figures are simulated and describe no real business.`;
