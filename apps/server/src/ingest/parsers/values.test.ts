import { describe, expect, it } from 'vitest';
import { normalizeHeader, toGroupedNumber, toIsoDate, toNumber, toSuffixedNumber } from './values';

describe('toNumber', () => {
  it('parses decimals exactly like Number()', () => {
    for (const text of [
      '0',
      '-0.12',
      '183.2985',
      '25358322.0',
      '89746405775.00',
      '0.1',
      '1e5',
      '123456789012345678',
      '+7',
    ]) {
      expect(toNumber(text)).toBe(Number(text));
    }
  });

  it('answers NaN for blanks and non-numbers', () => {
    for (const text of ['', ' ', 'N.A.', '-', '1,234', 'abc', 'Infinity', '0x10', '1.2.3', '.']) {
      expect(toNumber(text)).toBeNaN();
    }
  });

  it('reads Investing.com style numbers', () => {
    expect(toGroupedNumber('17,339.85')).toBe(17339.85);
    expect(toSuffixedNumber('982.09K')).toBe(982090);
    expect(toSuffixedNumber('2.77M')).toBe(2770000);
    expect(toSuffixedNumber('1.2B')).toBe(1200000000);
    expect(toSuffixedNumber('187.55')).toBe(187.55);
    expect(toSuffixedNumber('x.5K')).toBeNaN();
  });
});

describe('toIsoDate', () => {
  it('reads every date shape in the mirror', () => {
    expect(toIsoDate('06-OCT-2008')).toBe('2008-10-06');
    expect(toIsoDate('9-May-18')).toBe('2018-05-09');
    expect(toIsoDate('03-MAY-95')).toBe('1995-05-03');
    expect(toIsoDate('22-07-2019')).toBe('2019-07-22');
    expect(toIsoDate('16-May-2025')).toBe('2025-05-16');
    expect(toIsoDate('2000-01-03')).toBe('2000-01-03');
    expect(toIsoDate('2020-10-01 00:00:00+05:30')).toBe('2020-10-01');
    expect(toIsoDate('Jan 31, 2022')).toBe('2022-01-31');
    expect(toIsoDate('Sep 9, 2021')).toBe('2021-09-09');
    expect(toIsoDate('16/05/2025')).toBe('2025-05-16');
  });

  it('rejects impossible dates and other text', () => {
    for (const text of [
      '31-FEB-2020',
      '29-02-2023',
      '2024-13-01',
      '00-Jan-2020',
      'N.A.',
      '',
      'yesterday',
      '2024/01/01',
    ]) {
      expect(toIsoDate(text)).toBeNull();
    }
    expect(toIsoDate('29-02-2024')).toBe('2024-02-29');
  });
});

describe('normalizeHeader', () => {
  it('ignores case, spaces, underscores and punctuation', () => {
    expect(normalizeHeader(' SERIES')).toBe('series');
    expect(normalizeHeader('NAME_OF_COMPANY')).toBe(normalizeHeader('NAME OF COMPANY'));
    expect(normalizeHeader('ISIN Div Payout/ ISIN Growth')).toBe(normalizeHeader('ISIN Div Payout/ISIN Growth'));
    expect(normalizeHeader('Vol.')).toBe('vol');
  });
});
