import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLedger, positions, realisedPnl } from './lots';
import type { CorporateAction, Trade } from './types';

const buy = (id: string, date: string, quantity: number, price: number, charges = 0): Trade => ({ id, isin: 'INE1', date, side: 'buy', quantity, price, charges });
const sell = (id: string, date: string, quantity: number, price: number, charges = 0): Trade => ({ id, isin: 'INE1', date, side: 'sell', quantity, price, charges });

describe('buildLedger', () => {
  it('closes the oldest lots first and spreads the sell charges by quantity', () => {
    const ledger = buildLedger([buy('b1', '2024-01-01', 10, 100, 10), buy('b2', '2024-02-01', 10, 120), sell('s1', '2024-03-01', 15, 150, 30)]);
    expect(ledger.disposals.map((d) => [d.buySource, d.quantity, d.costPerUnit, d.saleCharges])).toEqual([
      ['b1', 10, 101, 20],
      ['b2', 5, 120, 10],
    ]);
    expect(positions(ledger)).toMatchObject([{ quantity: 5, invested: 600, averageCost: 120 }]);
    // 10 x (150 - 101) - 20 + 5 x (150 - 120) - 10 = 470 + 140
    expect(realisedPnl(ledger.disposals)).toBe(610);
  });

  it('scales lots by a split and keeps their acquisition dates', () => {
    const split: CorporateAction = { isin: 'INE1', exDate: '2024-06-01', kind: 'split', fromFaceValue: 10, toFaceValue: 2 };
    const ledger = buildLedger([buy('b1', '2024-01-01', 10, 1000)], [split]);
    expect(positions(ledger)[0]!.lots).toEqual([{ isin: 'INE1', source: 'b1', date: '2024-01-01', quantity: 50, costPerUnit: 200 }]);
  });

  it('adds whole bonus shares at zero cost dated the ex-date; a trade on the ex-date is after it', () => {
    const bonus: CorporateAction = { isin: 'INE1', exDate: '2024-06-01', kind: 'bonus', ratio: [3, 2] };
    const ledger = buildLedger([buy('b1', '2024-01-01', 5, 100), buy('b2', '2024-06-01', 4, 60)], [bonus]);
    const [position] = positions(ledger);
    expect(position!.lots.map((l) => [l.source, l.date, l.quantity, l.costPerUnit])).toEqual([
      ['b1', '2024-01-01', 5, 100],
      ['bonus:2024-06-01', '2024-06-01', 7, 0], // 5 x 3/2 = 7.5: 7 shares, the half paid in cash
      ['b2', '2024-06-01', 4, 60],
    ]);
    expect(position!.averageCost).toBeCloseTo(740 / 16, 10);
  });

  it('reports a sell of more than is held and closes what is held', () => {
    const ledger = buildLedger([buy('b1', '2024-01-01', 3, 100), sell('s1', '2024-02-01', 5, 110)]);
    expect(ledger.issues).toEqual([{ isin: 'INE1', tradeId: 's1', date: '2024-02-01', message: 'sells 2 more than were held on 2024-02-01' }]);
    expect(ledger.disposals).toHaveLength(1);
    expect(positions(ledger)).toEqual([]);
  });

  it('sells on the day of a buy match the older lots first (buys of a day come before its sells)', () => {
    const ledger = buildLedger([sell('s1', '2024-02-01', 3, 110), buy('b0', '2024-01-01', 3, 90), buy('b1', '2024-02-01', 3, 100)]);
    expect(ledger.disposals.map((d) => d.buySource)).toEqual(['b0']);
    expect(ledger.issues).toEqual([]);
  });
});

/** Random valid histories of one ISIN: each sell at most what is held; some splits and bonuses between. */
const history = fc
  .array(
    fc.oneof(
      fc.record({ kind: fc.constant('buy' as const), quantity: fc.integer({ min: 1, max: 1000 }), price: fc.integer({ min: 1, max: 10_000 }), charges: fc.integer({ min: 0, max: 50 }) }),
      fc.record({ kind: fc.constant('sell' as const), share: fc.double({ min: 0, max: 1, noNaN: true }), price: fc.integer({ min: 1, max: 10_000 }), charges: fc.integer({ min: 0, max: 50 }) }),
      fc.record({ kind: fc.constant('split' as const), factor: fc.constantFrom(2, 5, 10) }),
      fc.record({ kind: fc.constant('bonus' as const), ratio: fc.constantFrom([1, 1] as const, [1, 2] as const, [3, 2] as const) }),
    ),
    { minLength: 1, maxLength: 40 },
  )
  .map((steps) => {
    const trades: Trade[] = [];
    const actions: CorporateAction[] = [];
    let held = 0;
    steps.forEach((step, i) => {
      const date = new Date(Date.UTC(2019, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      if (step.kind === 'buy') {
        trades.push({ id: `t${i}`, isin: 'INE1', date, side: 'buy', quantity: step.quantity, price: step.price, charges: step.charges });
        held += step.quantity;
      } else if (step.kind === 'sell') {
        const quantity = Math.floor(held * step.share);
        if (quantity > 0) trades.push({ id: `t${i}`, isin: 'INE1', date, side: 'sell', quantity, price: step.price, charges: step.charges });
        held -= quantity;
      } else if (step.kind === 'split') {
        actions.push({ isin: 'INE1', exDate: date, kind: 'split', fromFaceValue: 10, toFaceValue: 10 / step.factor });
        held *= step.factor;
      } else {
        actions.push({ isin: 'INE1', exDate: date, kind: 'bonus', ratio: step.ratio });
        held += Math.floor((held * step.ratio[0]) / step.ratio[1]);
      }
    });
    return { trades, actions, held };
  });

describe('buildLedger properties', () => {
  it('holds exactly what was bought, adjusted and not sold, and reports no issue', () => {
    fc.assert(
      fc.property(history, ({ trades, actions, held }) => {
        const ledger = buildLedger(trades, actions);
        expect(ledger.issues).toEqual([]);
        expect(positions(ledger)[0]?.quantity ?? 0).toBeCloseTo(held, 4);
      }),
    );
  });

  it('splits and bonuses move no money: cost of what is held + cost of what was sold = all that was paid', () => {
    fc.assert(
      fc.property(history, ({ trades, actions }) => {
        const ledger = buildLedger(trades, actions);
        const paid = trades.filter((t) => t.side === 'buy').reduce((sum, t) => sum + t.quantity * t.price + t.charges, 0);
        const held = positions(ledger).reduce((sum, p) => sum + p.invested, 0);
        const sold = ledger.disposals.reduce((sum, d) => sum + d.quantity * d.costPerUnit, 0);
        expect(held + sold).toBeCloseTo(paid, 2);
      }),
    );
  });

  it('disposes lots in acquisition order (FIFO)', () => {
    fc.assert(
      fc.property(history, ({ trades, actions }) => {
        const dates = buildLedger(trades, actions).disposals.map((d) => d.buyDate);
        expect([...dates].sort()).toEqual(dates);
      }),
    );
  });
});
