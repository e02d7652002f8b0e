import { describe, expect, it } from 'vitest';
import { describeAction, findPriceJumps, PAIR_TOLERANCE, parsePurpose, shareFactor, shareFactorBetween, snapShareFactor } from './corporateActions';

describe('parsePurpose (NSE corporate actions PURPOSE text)', () => {
  it('reads bonus, split and consolidation with their share factors', () => {
    const bonus = parsePurpose('Bonus 1:1');
    expect(bonus).toEqual([{ kind: 'bonus', newShares: 1, heldShares: 1 }]);
    expect(shareFactor(bonus[0]!)).toBe(2);
    expect(shareFactor(parsePurpose('Bonus 4:1')[0]!)).toBe(5);
    expect(shareFactor(parsePurpose('Bonus 3:2')[0]!)).toBe(2.5);
    const split = parsePurpose('Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per Share');
    expect(split).toEqual([{ kind: 'split', fromFaceValue: 10, toFaceValue: 2 }]);
    expect(shareFactor(split[0]!)).toBe(5);
    expect(parsePurpose('Face Value Split (Sub-Division) - From Rs 2/- Per Share To Re 1/- Per Share')).toEqual([
      { kind: 'split', fromFaceValue: 2, toFaceValue: 1 },
    ]);
    const consolidation = parsePurpose('Consolidation of Shares From Rs 1/- Per Share To Rs 10/- Per Share');
    expect(consolidation).toEqual([{ kind: 'consolidation', fromFaceValue: 1, toFaceValue: 10 }]);
    expect(shareFactor(consolidation[0]!)).toBeCloseTo(0.1);
  });

  it('reads dividends per share (interim, final, special, several in one line, Rs. and Re)', () => {
    expect(parsePurpose('Interim Dividend - Rs 10 Per Share')).toEqual([{ kind: 'dividend', dividendKind: 'interim', perShare: 10 }]);
    expect(parsePurpose('Dividend - Rs 8.50 Per Share')).toEqual([{ kind: 'dividend', dividendKind: 'dividend', perShare: 8.5 }]);
    expect(parsePurpose('Interim Dividend - Re. 1 Per Share')).toEqual([{ kind: 'dividend', dividendKind: 'interim', perShare: 1 }]);
    expect(parsePurpose('Annual General Meeting/Dividend - Rs 6.25 Per Share')).toEqual([
      { kind: 'dividend', dividendKind: 'dividend', perShare: 6.25 },
    ]);
    expect(parsePurpose('Final Dividend - Rs 5.5 Per Share/Special Dividend - Rs 4 Per Share')).toEqual([
      { kind: 'dividend', dividendKind: 'final', perShare: 5.5 },
      { kind: 'dividend', dividendKind: 'special', perShare: 4 },
    ]);
    expect(shareFactor(parsePurpose('Final Dividend - Rs 5.5 Per Share')[0]!)).toBe(1);
  });

  it('reads rights and demergers, and keeps anything else as text', () => {
    expect(parsePurpose('Rights 1:15 @ Premium Rs 1247/-')).toEqual([{ kind: 'rights', newShares: 1, heldShares: 15, premium: 1247 }]);
    expect(parsePurpose('Demerger')).toEqual([{ kind: 'demerger' }]);
    expect(parsePurpose('Annual General Meeting')).toEqual([{ kind: 'other', text: 'Annual General Meeting' }]);
    expect(parsePurpose('  ')).toEqual([]);
  });

  it('describes actions for the review list', () => {
    expect(describeAction(parsePurpose('Bonus 1:1')[0]!)).toBe('Bonus 1:1');
    expect(describeAction(parsePurpose('Special Dividend - Rs 66 Per Share')[0]!)).toBe('Special dividend Rs 66 a share');
  });
});

describe('share factors over time', () => {
  const factors = [
    { exDate: '2024-10-28', factor: 2 },
    { exDate: '2025-06-16', factor: 10 },
  ];
  it('multiplies the factors with an ex-date in (from, to], inverse backwards', () => {
    expect(shareFactorBetween(factors, '2024-07-01', '2025-09-30')).toBe(20);
    expect(shareFactorBetween(factors, '2024-07-01', '2024-10-27')).toBe(1);
    expect(shareFactorBetween(factors, '2024-10-27', '2024-10-28')).toBe(2);
    expect(shareFactorBetween(factors, '2024-10-28', '2025-09-30')).toBe(10);
    expect(shareFactorBetween(factors, '2025-09-30', '2024-07-01')).toBe(1 / 20);
  });

  it('snaps observed ratios to the factors NSE uses (RELIANCE, BAJFINANCE, HDFCBANK in the mirror)', () => {
    expect(snapShareFactor(3134.25 / 1584.2, PAIR_TOLERANCE)).toMatchObject({ factor: 2 });
    expect(snapShareFactor(7116.05 / 705.5, PAIR_TOLERANCE)).toMatchObject({ factor: 10 });
    expect(snapShareFactor(7116.05 / 705.5, PAIR_TOLERANCE)!.reading).toContain('bonus 4:1');
    expect(snapShareFactor(1696.6 / 813.0, PAIR_TOLERANCE)).toMatchObject({ factor: 2 });
    expect(snapShareFactor(1.02)).toBeNull();
    expect(snapShareFactor(1.7, PAIR_TOLERANCE)).toBeNull();
    expect(snapShareFactor(2.087)).toBeNull(); // a one-day ratio must be close
  });
});

describe('findPriceJumps', () => {
  const days = ['2019-09-18', '2019-09-19', '2019-09-20', '2019-09-23'];
  it('finds a one-day fall a split explains once the index move is taken out', () => {
    const bars = [2400, 2410, 1240, 1250].map((close, i) => ({ date: days[i]!, close }));
    // The market rose 5.3% that day (a real day in Sept 2019): the raw ratio 1.94 is a 1:2 split on a rising day.
    const index = [11000, 11000, 11580, 11600].map((close, i) => ({ date: days[i]!, close }));
    expect(findPriceJumps(bars, index)).toEqual([{ date: '2019-09-20', factor: 2, reading: expect.stringContaining('bonus 1:1'), ratio: expect.closeTo(2.046, 2) }]);
  });

  it('ignores falls the market explains and falls that match no factor', () => {
    const crash = [100, 100, 52, 52].map((close, i) => ({ date: days[i]!, close }));
    const indexCrash = [100, 100, 52, 52].map((close, i) => ({ date: days[i]!, close }));
    expect(findPriceJumps(crash, indexCrash)).toEqual([]);
    const odd = [100, 100, 60, 60].map((close, i) => ({ date: days[i]!, close }));
    expect(findPriceJumps(odd, [])).toEqual([]);
    // A hole in the data is not a day; without the index only clear factors count.
    expect(findPriceJumps([{ date: '2024-07-01', close: 3960 }, { date: '2025-09-30', close: 2888.4 }], [])).toEqual([]);
    expect(findPriceJumps([{ date: '2020-03-20', close: 115 }, { date: '2020-03-23', close: 100 }], [])).toEqual([]);
    expect(findPriceJumps([{ date: '2020-03-20', close: 200 }, { date: '2020-03-23', close: 100 }], [])).toHaveLength(1);
    // A 1:5 bonus falls as far as an illiquid ETF or a crash day: left to the exchange's file.
    expect(findPriceJumps([{ date: '2020-01-10', close: 33.8 }, { date: '2020-01-13', close: 28.2 }], [])).toEqual([]);
  });
});
