import { describe, expect, it } from 'vitest';
import { dayToInput, daysSince, formatAge, formatDate, formatDateTime, formatValuedAt, formatIstClock, inputToDay, isoDay, latestDay } from './dates';
import { groupIndianInput, parseIndianInput } from './inputs';
import { formatCrore, formatMarketCap, formatPercent, formatPrice, formatRatio, formatTableFigure } from './market';
import { metricHeader, metricLabel } from './metricNames';

describe('figures', () => {
  it('prices have two decimals and the rupee sign, never "Rs"', () => {
    expect(formatPrice(2945.6)).toBe('₹2,945.60');
    expect(formatPrice(123456.789)).toBe('₹1,23,456.79');
    expect(formatPrice(null)).toBe('—');
  });

  it('market caps are in ₹ Cr without paise', () => {
    expect(formatMarketCap(17_452_103_700_000)).toBe('₹17,45,210 Cr');
    expect(formatCrore(1745210.37)).toBe('₹17,45,210 Cr');
    expect(formatCrore(-12.6)).toBe('-₹13 Cr');
  });

  it('percentages and ratios keep two decimals, zero included', () => {
    expect(formatPercent(51.51)).toBe('51.51%');
    expect(formatPercent(63.4)).toBe('63.40%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatRatio(23.4)).toBe('23.40');
    expect(formatRatio(undefined)).toBe('—');
  });

  it('table figures take their unit from the header: whole crores, else two decimals', () => {
    expect(formatTableFigure(1432039.03, 'Market Capitalization (Rs Cr)')).toBe('14,32,039');
    expect(formatTableFigure(1432039.03, 'Market cap (₹ Cr)')).toBe('14,32,039');
    expect(formatTableFigure(63.4, 'Return on equity (%)')).toBe('63.40');
    expect(formatTableFigure(0, 'Debt to equity')).toBe('0.00');
    expect(formatTableFigure(null, 'Debt to equity')).toBe('—');
  });
});

describe('dates', () => {
  it('read like "22 Jan 2026"', () => {
    expect(formatDate('2026-01-22')).toBe('22 Jan 2026');
    expect(formatValuedAt('2025-09-30', 'at-price')).toBe('close of 30 Sep 2025');
    expect(formatValuedAt('2024-07-01', 'own-date')).toBe('1 Jul 2024 (own date)');
    expect(formatValuedAt(null, 'at-price')).toBe('');
    expect(formatDate('2025-09-30T18:30:00Z')).toBe('1 Oct 2025');
    expect(formatDateTime('2026-01-22T10:00:00Z')).toBe('22 Jan 2026, 3:30 pm');
  });

  it('take the day and clock of India (UTC+05:30) around midnight and noon', () => {
    expect(isoDay(new Date('2026-03-13T18:29:59Z'))).toBe('2026-03-13');
    expect(isoDay(new Date('2026-03-13T18:30:00Z'))).toBe('2026-03-14');
    expect(isoDay(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(formatDateTime('2026-03-13T18:35:00Z')).toBe('14 Mar 2026, 12:05 am');
    expect(formatDateTime('2026-03-13T06:30:00Z')).toBe('13 Mar 2026, 12:00 pm');
    expect(formatDateTime('2026-03-13T05:29:00Z')).toBe('13 Mar 2026, 10:59 am');
    expect(formatIstClock(new Date('2026-01-22T10:00:05Z'))).toBe('15:30:05');
    expect(formatIstClock(new Date('2026-01-22T18:31:00Z'))).toBe('00:01:00');
    // Every hour of a day matches what an Intl formatter for Asia/Kolkata says.
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let hour = 0; hour < 48; hour++) {
      const moment = new Date(Date.UTC(2024, 1, 28, hour, 17));
      expect(isoDay(moment)).toBe(intl.format(moment));
    }
  });

  it('inputs take dd/mm/yyyy and refuse days that do not exist', () => {
    expect(inputToDay('22/01/2026')).toBe('2026-01-22');
    expect(inputToDay('5-3-2025')).toBe('2025-03-05');
    expect(inputToDay('31/02/2026')).toBeNull();
    expect(inputToDay('2026-01-22')).toBeNull();
    expect(inputToDay('01/22/2026')).toBeNull();
    expect(dayToInput('2026-01-22')).toBe('22/01/2026');
    expect(dayToInput('')).toBe('');
  });

  it('ages in plain words', () => {
    const now = new Date('2026-01-22T06:00:00Z');
    expect(daysSince('2026-01-22', now)).toBe(0);
    expect(daysSince('2026-01-20', now)).toBe(2);
    expect(formatAge(daysSince('2026-01-21', now))).toBe('1 day old');
    expect(formatAge(daysSince('2025-09-30', now))).toBe('about 4 months old');
    expect(formatAge(daysSince('2021-06-30', now))).toBe('4.6 years old');
    expect(formatAge(null)).toBe('date unknown');
  });
});

describe('latest day', () => {
  it('is the newest day, wherever it stands among the rows, and null without any', () => {
    expect(latestDay(['2025-05-16', null, '2025-05-18', undefined, '2024-06-21'])).toBe('2025-05-18');
    expect(latestDay([null, undefined])).toBeNull();
  });
});

describe('inputs with Indian grouping', () => {
  it('regroups while typing and parses back', () => {
    expect(groupIndianInput('100000')).toBe('1,00,000');
    expect(groupIndianInput('1,0000,0')).toBe('1,00,000');
    expect(groupIndianInput('1234.5', true)).toBe('1,234.5');
    expect(groupIndianInput('1234.5')).toBe('1,234');
    expect(groupIndianInput('')).toBe('');
    expect(parseIndianInput('₹ 1,00,000.50')).toBe(100000.5);
    expect(parseIndianInput('abc')).toBeNull();
  });
});

describe('metric names', () => {
  it('say them as investors do', () => {
    expect(metricLabel('Price to earning')).toBe('P/E');
    expect(metricLabel('Return on equity')).toBe('ROE');
    expect(metricLabel('EVEBITDA')).toBe('EV/EBITDA');
    expect(metricLabel('High price')).toBe('52-week high');
    expect(metricLabel('Sales growth 3Years')).toBe('3-year sales growth');
    expect(metricLabel('Piotroski score')).toBe('Piotroski score');
    expect(metricHeader('Market Capitalization (Rs Cr)')).toBe('Market cap (₹ Cr)');
    expect(metricHeader('Current price (Rs)')).toBe('Price (₹)');
    expect(metricHeader('Return on equity (%)')).toBe('ROE (%)');
  });
});
