import { financialYearOf, heldMoreThan } from './financialYear';
import type { AssetClass, Disposal } from './types';

/** Finance (No. 2) Act 2024: transfers on or after this day pay the new rates (s.111A 20%, s.112A 12.5%). */
export const NEW_RATES_FROM = '2024-07-23';
/** s.112A(1) and s.55(2)(ac): equity acquired before this day is grandfathered at its FMV of 31 Jan 2018. */
export const GRANDFATHERED_BEFORE = '2018-02-01';
/** s.112A applies to transfers from 1 Apr 2018; earlier long-term gains on listed equity were exempt (s.10(38)). */
export const SECTION_112A_FROM = '2018-04-01';
/** s.50AA: debt fund units bought on or after this day are short-term whatever the holding period. */
export const SECTION_50AA_FROM = '2023-04-01';

export type GainBucket =
  | 'stcg_111a_15'
  | 'stcg_111a_20'
  | 'ltcg_112a_10'
  | 'ltcg_112a_12_5'
  | 'stcg_slab'
  | 'ltcg_112_20_indexed'
  | 'ltcg_112_12_5'
  | 'exempt_10_38'
  | 'other';

export interface BucketRule {
  term: 'short' | 'long' | null;
  section: string;
  /** Null: taxed at the person's slab, or not computed here. */
  rate: number | null;
  label: string;
}

export const BUCKETS: Record<GainBucket, BucketRule> = {
  stcg_111a_15: { term: 'short', section: '111A', rate: 0.15, label: 'STCG on equity at 15% (sold before 23 Jul 2024)' },
  stcg_111a_20: { term: 'short', section: '111A', rate: 0.2, label: 'STCG on equity at 20% (sold from 23 Jul 2024)' },
  ltcg_112a_10: { term: 'long', section: '112A', rate: 0.1, label: 'LTCG on equity at 10% (sold before 23 Jul 2024)' },
  ltcg_112a_12_5: { term: 'long', section: '112A', rate: 0.125, label: 'LTCG on equity at 12.5% (sold from 23 Jul 2024)' },
  stcg_slab: { term: 'short', section: '50AA / slab', rate: null, label: 'Short-term gains at your slab rate' },
  ltcg_112_20_indexed: { term: 'long', section: '112', rate: null, label: 'LTCG on debt funds at 20% after indexation (not computed here)' },
  ltcg_112_12_5: { term: 'long', section: '112', rate: 0.125, label: 'LTCG on debt funds at 12.5% (sold from 23 Jul 2024)' },
  exempt_10_38: { term: 'long', section: '10(38)', rate: 0, label: 'LTCG on equity sold before 1 Apr 2018 (exempt)' },
  other: { term: null, section: '', rate: null, label: 'Asset class unknown: rules not applied' },
};

/** The bucket of one disposal by the asset class, the holding period and the transfer date. */
export function bucketOf(assetClass: AssetClass, buyDate: string, sellDate: string): GainBucket {
  const newRates = sellDate >= NEW_RATES_FROM;
  if (assetClass === 'equity' || assetClass === 'equity_fund') {
    if (!heldMoreThan(buyDate, sellDate, 12)) return newRates ? 'stcg_111a_20' : 'stcg_111a_15';
    if (sellDate < SECTION_112A_FROM) return 'exempt_10_38';
    return newRates ? 'ltcg_112a_12_5' : 'ltcg_112a_10';
  }
  if (assetClass === 'debt_fund') {
    if (buyDate >= SECTION_50AA_FROM) return 'stcg_slab';
    const long = heldMoreThan(buyDate, sellDate, newRates ? 24 : 36);
    if (!long) return 'stcg_slab';
    return newRates ? 'ltcg_112_12_5' : 'ltcg_112_20_indexed';
  }
  return 'other';
}

export interface Gain extends Disposal {
  assetClass: AssetClass;
  fy: string;
  bucket: GainBucket;
  /** Quantity x sale price: the full value of consideration. */
  saleValue: number;
  /** Quantity x cost per unit (buy charges included). */
  actualCost: number;
  /** FMV per unit on 31 Jan 2018 when grandfathering applies and it is known. */
  fmvPerUnit: number | null;
  grandfathered: boolean;
  /** Grandfathering applies but the FMV of 31 Jan 2018 is not known: the actual cost is used. */
  needsFmv: boolean;
  /** Cost used for the gain: max(actual cost, min(FMV, sale value)) when grandfathered, else the actual cost. */
  costOfAcquisition: number;
  gain: number;
}

export interface GainsContext {
  assetClassOf: (isin: string) => AssetClass;
  /** FMV per unit on 31 Jan 2018 (NSE's close that day, or entered by the person), null when unknown. */
  fmv31Jan2018: (isin: string) => number | null;
}

/** Each FIFO disposal with its financial year, bucket and cost after grandfathering (s.55(2)(ac)). */
export function classifyGains(disposals: readonly Disposal[], context: GainsContext): Gain[] {
  return disposals.map((d) => {
    const assetClass = context.assetClassOf(d.isin);
    const bucket = bucketOf(assetClass, d.buyDate, d.sellDate);
    const saleValue = d.quantity * d.salePricePerUnit;
    const actualCost = d.quantity * d.costPerUnit;
    const grandfathered = (bucket === 'ltcg_112a_10' || bucket === 'ltcg_112a_12_5') && d.buyDate < GRANDFATHERED_BEFORE;
    const fmvPerUnit = grandfathered ? context.fmv31Jan2018(d.isin) : null;
    const costOfAcquisition =
      grandfathered && fmvPerUnit !== null ? Math.max(actualCost, Math.min(d.quantity * fmvPerUnit, saleValue)) : actualCost;
    return {
      ...d,
      assetClass,
      fy: financialYearOf(d.sellDate),
      bucket,
      saleValue,
      actualCost,
      fmvPerUnit,
      grandfathered,
      needsFmv: grandfathered && fmvPerUnit === null,
      costOfAcquisition,
      gain: saleValue - costOfAcquisition - d.saleCharges,
    };
  });
}

/** s.112A exemption of the year: ₹1 lakh through FY 2023-24, ₹1.25 lakh from FY 2024-25 (Finance (No. 2) Act 2024). */
export function ltcgExemptionOf(fy: string): number {
  const start = Number(fy.slice(0, 4));
  if (start < 2018) return 0;
  return start >= 2024 ? 125_000 : 100_000;
}

/** Where a short-term loss is set off (s.70(2), s.70(3)): highest rate first, s.112A last as its first lakh is exempt. */
const SHORT_LOSS_ORDER: GainBucket[] = ['stcg_slab', 'stcg_111a_20', 'stcg_111a_15', 'ltcg_112_20_indexed', 'ltcg_112_12_5', 'ltcg_112a_12_5', 'ltcg_112a_10'];
/** A long-term loss is set off only against long-term gains (s.70(3)). */
const LONG_LOSS_ORDER: GainBucket[] = ['ltcg_112_20_indexed', 'ltcg_112_12_5', 'ltcg_112a_12_5', 'ltcg_112a_10'];
const TAXED: GainBucket[] = ['stcg_111a_15', 'stcg_111a_20', 'stcg_slab', 'ltcg_112a_10', 'ltcg_112a_12_5', 'ltcg_112_20_indexed', 'ltcg_112_12_5'];

export type BucketAmounts = Record<GainBucket, number>;

export interface YearSummary {
  fy: string;
  /** Net gain of each bucket before set-off. */
  net: BucketAmounts;
  /** What is left of each bucket after set-off of losses and the s.112A exemption. */
  taxable: BucketAmounts;
  ltcgExemption: number;
  ltcgExemptionUsed: number;
  /** Tax at the special rates (s.111A, s.112A, s.112 from 23 Jul 2024), before surcharge and 4% cess. */
  estimatedTax: number;
  /** Gains taxed at the person's slab rate (added to their income). */
  slabGains: number;
  /** Losses left after this year's set-off, to carry forward (s.74). */
  lossToCarryForward: { shortTerm: number; longTerm: number };
  /** Disposals whose FMV of 31 Jan 2018 is missing (their actual cost was used). */
  needsFmv: number;
}

const emptyBuckets = (): BucketAmounts =>
  Object.fromEntries(Object.keys(BUCKETS).map((key) => [key, 0])) as BucketAmounts;

function setOff(taxable: BucketAmounts, loss: number, order: readonly GainBucket[]): number {
  for (const bucket of order) {
    if (loss <= 0) break;
    const used = Math.min(loss, taxable[bucket]);
    taxable[bucket] -= used;
    loss -= used;
  }
  return loss;
}

/** One financial year's gains: net per bucket, intra-year set-off, the s.112A exemption and the tax at special rates. */
export function summariseYear(fy: string, gains: readonly Gain[]): YearSummary {
  const net = emptyBuckets();
  for (const g of gains) if (g.fy === fy) net[g.bucket] += g.gain;
  const taxable = { ...net };
  let shortLoss = 0;
  let longLoss = 0;
  for (const bucket of TAXED) {
    if (taxable[bucket] >= 0) continue;
    if (BUCKETS[bucket].term === 'short') shortLoss -= taxable[bucket];
    else longLoss -= taxable[bucket];
    taxable[bucket] = 0;
  }
  shortLoss = setOff(taxable, shortLoss, SHORT_LOSS_ORDER);
  longLoss = setOff(taxable, longLoss, LONG_LOSS_ORDER);
  const ltcgExemption = ltcgExemptionOf(fy);
  let exemptionLeft = ltcgExemption;
  for (const bucket of ['ltcg_112a_12_5', 'ltcg_112a_10'] as const) {
    const used = Math.min(exemptionLeft, taxable[bucket]);
    taxable[bucket] -= used;
    exemptionLeft -= used;
  }
  let estimatedTax = 0;
  for (const bucket of TAXED) estimatedTax += taxable[bucket] * (BUCKETS[bucket].rate ?? 0);
  return {
    fy,
    net,
    taxable,
    ltcgExemption,
    ltcgExemptionUsed: ltcgExemption - exemptionLeft,
    estimatedTax,
    slabGains: taxable.stcg_slab,
    lossToCarryForward: { shortTerm: shortLoss, longTerm: longLoss },
    needsFmv: gains.filter((g) => g.fy === fy && g.needsFmv).length,
  };
}

/** Every financial year with a disposal, newest first. */
export function summariseGains(gains: readonly Gain[]): YearSummary[] {
  const years = [...new Set(gains.map((g) => g.fy))].sort().reverse();
  return years.map((fy) => summariseYear(fy, gains));
}
