import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, classifyGains, ltcgExemptionOf, summariseGains, summariseYear } from './gains';
import { buildLedger, positions, realisedPnl } from './lots';
import { schedule112aRows } from './schedule112a';
import type { Disposal } from './types';
import { WORKED_EXAMPLE_ACTIONS, WORKED_EXAMPLE_FMV, WORKED_EXAMPLE_TRADES } from './workedExample';

const equity = { assetClassOf: () => 'equity' as const, fmv31Jan2018: (isin: string) => WORKED_EXAMPLE_FMV[isin] ?? null };

describe('the worked example (docs/PORTFOLIO.md), figures checked by hand', () => {
  const ledger = buildLedger(WORKED_EXAMPLE_TRADES, WORKED_EXAMPLE_ACTIONS);
  const gains = classifyGains(ledger.disposals, equity);

  it('matches each sell FIFO: 100 grandfathered + 20 bonus, then 80 bonus + 20 of the 2024 buy', () => {
    const infy = gains.filter((g) => g.isin === 'INE009A01021');
    expect(infy.map((g) => [g.sellTradeId, g.buySource, g.quantity, g.bucket, Math.round(g.gain * 100) / 100])).toEqual([
      ['S1', 'A', 100, 'ltcg_112a_10', 44_900],
      ['S1', 'bonus:2018-09-04', 20, 'ltcg_112a_10', 31_980],
      ['S2', 'bonus:2018-09-04', 80, 'ltcg_112a_12_5', 151_920],
      ['S2', 'B', 20, 'stcg_111a_20', 7_960],
    ]);
    const [a] = infy;
    expect(a).toMatchObject({ grandfathered: true, actualCost: 90_100, costOfAcquisition: 115_000, saleCharges: 100 });
  });

  it('sets the short-term loss off against STCG at 20%, the ₹1.25 lakh against LTCG at 12.5%, and taxes the rest', () => {
    const [year] = summariseGains(gains);
    expect(year!.fy).toBe('2024-25');
    expect(year!.net).toMatchObject({ stcg_111a_15: -2_500, stcg_111a_20: 7_960, ltcg_112a_10: 76_880, ltcg_112a_12_5: 151_920 });
    expect(year!.taxable).toMatchObject({ stcg_111a_15: 0, stcg_111a_20: 5_460, ltcg_112a_10: 76_880, ltcg_112a_12_5: 26_920 });
    expect(year!.ltcgExemptionUsed).toBe(125_000);
    // 5,460 x 20% + 26,920 x 12.5% + 76,880 x 10% = 1,092 + 3,365 + 7,688
    expect(year!.estimatedTax).toBeCloseTo(12_145, 6);
    expect(year!.lossToCarryForward).toEqual({ shortTerm: 0, longTerm: 0 });
  });

  it('fills Schedule 112A columns 4-14 for the grandfathered lot', () => {
    const [row] = schedule112aRows(gains, () => 'Infosys');
    expect(row).toEqual({
      fy: '2024-25',
      acquired: 'On or before 31st January 2018',
      isin: 'INE009A01021',
      name: 'Infosys',
      quantity: 100,
      salePricePerUnit: 1600,
      fullValueOfConsideration: 160_000,
      costWithoutIndexation: 115_000,
      costOfAcquisition: 90_100,
      lowerOfSaleValueAndFmv: 115_000,
      fmvPerUnit: 1150,
      totalFmv: 115_000,
      transferExpenses: 100,
      totalDeductions: 115_100,
      balance: 44_900,
      transferDate: '2024-06-20',
    });
    expect(schedule112aRows(gains, () => 'x')).toHaveLength(3);
  });

  it('keeps 30 shares of the 2024 lot and realises ₹2,59,160 against actual cost', () => {
    expect(positions(ledger).map((p) => [p.isin, p.quantity, p.invested])).toEqual([['INE009A01021', 30, 45_030]]);
    expect(realisedPnl(ledger.disposals)).toBeCloseTo(259_160, 6);
  });
});

describe('bucketOf', () => {
  it('is long-term only after more than 12 months for equity', () => {
    expect(bucketOf('equity', '2023-01-10', '2024-01-10')).toBe('stcg_111a_15');
    expect(bucketOf('equity', '2023-01-10', '2024-01-11')).toBe('ltcg_112a_10');
    expect(bucketOf('equity_fund', '2023-08-01', '2024-07-22')).toBe('stcg_111a_15');
    expect(bucketOf('equity_fund', '2023-08-01', '2024-07-23')).toBe('stcg_111a_20');
    expect(bucketOf('equity', '2020-01-01', '2024-07-23')).toBe('ltcg_112a_12_5');
  });

  it('exempts long-term equity gains of transfers before 1 Apr 2018 (s.10(38))', () => {
    expect(bucketOf('equity', '2015-01-01', '2018-03-31')).toBe('exempt_10_38');
  });

  it('taxes debt fund units bought from 1 Apr 2023 at the slab rate whatever the holding (s.50AA)', () => {
    expect(bucketOf('debt_fund', '2023-04-01', '2026-06-01')).toBe('stcg_slab');
    expect(bucketOf('debt_fund', '2023-03-31', '2026-06-01')).toBe('ltcg_112_12_5');
    expect(bucketOf('debt_fund', '2020-01-01', '2023-01-02')).toBe('ltcg_112_20_indexed');
    expect(bucketOf('debt_fund', '2021-01-01', '2023-12-01')).toBe('stcg_slab');
  });
});

describe('grandfathering', () => {
  const sale = (price: number): Disposal => ({
    isin: 'X', sellTradeId: 's', sellDate: '2019-05-01', buySource: 'b', buyDate: '2016-05-01', quantity: 1, costPerUnit: 100, salePricePerUnit: price, saleCharges: 0,
  });
  const ctx = (fmv: number | null) => ({ assetClassOf: () => 'equity' as const, fmv31Jan2018: () => fmv });

  it('uses max(cost, min(FMV, sale price))', () => {
    expect(classifyGains([sale(300)], ctx(200))[0]!.costOfAcquisition).toBe(200); // FMV below sale
    expect(classifyGains([sale(150)], ctx(200))[0]!.costOfAcquisition).toBe(150); // sale below FMV: no loss made up
    expect(classifyGains([sale(150)], ctx(80))[0]!.costOfAcquisition).toBe(100); // FMV below cost: actual cost
  });

  it('uses the actual cost and flags the disposal when the FMV is unknown', () => {
    const [gain] = classifyGains([sale(300)], ctx(null));
    expect(gain).toMatchObject({ costOfAcquisition: 100, needsFmv: true });
    expect(summariseYear('2019-20', [gain!]).needsFmv).toBe(1);
  });
});

describe('ltcgExemptionOf', () => {
  it('is ₹1 lakh to FY 2023-24 and ₹1.25 lakh from FY 2024-25', () => {
    expect([ltcgExemptionOf('2017-18'), ltcgExemptionOf('2018-19'), ltcgExemptionOf('2023-24'), ltcgExemptionOf('2024-25'), ltcgExemptionOf('2025-26')]).toEqual([0, 100_000, 100_000, 125_000, 125_000]);
  });
});

describe('summariseYear properties', () => {
  const disposal = fc.record({
    buyDay: fc.integer({ min: 0, max: 3000 }),
    hold: fc.integer({ min: 1, max: 1500 }),
    quantity: fc.integer({ min: 1, max: 500 }),
    cost: fc.integer({ min: 1, max: 5000 }),
    price: fc.integer({ min: 1, max: 5000 }),
    debt: fc.boolean(),
  });

  it('never taxes more than the net gain, never below zero, and carries forward only what it could not set off', () => {
    fc.assert(
      fc.property(fc.array(disposal, { minLength: 1, maxLength: 30 }), (items) => {
        const base = Date.UTC(2018, 3, 1);
        const iso = (day: number) => new Date(base + day * 86_400_000).toISOString().slice(0, 10);
        const disposals: Disposal[] = items.map((x, i) => ({
          isin: x.debt ? 'D' : 'E', sellTradeId: `s${i}`, sellDate: iso(x.buyDay + x.hold), buySource: `b${i}`, buyDate: iso(x.buyDay),
          quantity: x.quantity, costPerUnit: x.cost, salePricePerUnit: x.price, saleCharges: 0,
        }));
        const gains = classifyGains(disposals, { assetClassOf: (isin) => (isin === 'D' ? 'debt_fund' : 'equity'), fmv31Jan2018: () => null });
        for (const year of summariseGains(gains)) {
          const taxable = Object.values(year.taxable).reduce((a, b) => a + b, 0) - year.taxable.exempt_10_38 - year.taxable.other;
          const net = Object.values(year.net).reduce((a, b) => a + b, 0) - year.net.exempt_10_38 - year.net.other;
          const carried = year.lossToCarryForward.shortTerm + year.lossToCarryForward.longTerm;
          expect(year.estimatedTax).toBeGreaterThanOrEqual(0);
          for (const value of Object.values(year.taxable)) if (value !== year.taxable.exempt_10_38) expect(value).toBeGreaterThanOrEqual(-1e-6);
          // What is taxed + the exemption used - what is carried = the net (all of it is accounted for).
          expect(taxable + year.ltcgExemptionUsed - carried).toBeCloseTo(net, 4);
        }
      }),
    );
  });
});
