import { describe, expect, it } from 'vitest';
import { addDays, istDate, istDateTime, istInstant, istMinutes, weekdayOf } from './ist';
import { marketSessionAt } from './marketStatus';
import { NSE_HOLIDAYS } from './nseHolidays';
import {
  expiryOnTradingDay,
  isLastTradingDayOfMonth,
  isTradingDay,
  KNOWN_CALENDAR_YEARS,
  previousTradingDay,
  tradingDayInfo,
  tradingDaysBetween,
  UnknownCalendarYearError,
} from './tradingCalendar';

// The lists of NSE/CMTR/65587 (2025) and NSE/CMTR/71775 + 72260 (2026), written out again on purpose.
const HOLIDAYS_2025 = ['02-26', '03-14', '03-31', '04-10', '04-14', '04-18', '05-01', '08-15', '08-27', '10-02', '10-21', '10-22', '11-05', '12-25'];
const HOLIDAYS_2026 = ['01-15', '01-26', '03-03', '03-26', '03-31', '04-03', '04-14', '05-01', '05-28', '06-26', '09-14', '10-02', '10-20', '11-10', '11-24', '12-25'];

describe('IST helpers', () => {
  it('turns instants into IST dates and minutes', () => {
    expect(istDate(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(istDate(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(istMinutes(Date.parse('2026-11-23T03:45:00Z'))).toBe(9 * 60 + 15);
    expect(istDateTime(Date.parse('2026-11-23T10:00:00Z'))).toBe('2026-11-23 15:30');
    expect(new Date(istInstant('2026-11-23', 9 * 60 + 15)).toISOString()).toBe('2026-11-23T03:45:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-24')).toBe(2);
  });
});

describe('NSE trading calendar', () => {
  it('knows every weekday holiday of 2025 and 2026, each on a weekday', () => {
    expect(KNOWN_CALENDAR_YEARS).toEqual([2025, 2026]);
    expect(NSE_HOLIDAYS[2025]!.map((h) => h.date.slice(5))).toEqual(HOLIDAYS_2025);
    expect(NSE_HOLIDAYS[2026]!.map((h) => h.date.slice(5))).toEqual(HOLIDAYS_2026);
    for (const [year, days] of [[2025, HOLIDAYS_2025], [2026, HOLIDAYS_2026]] as const) {
      for (const day of days) {
        const date = `${year}-${day}`;
        const info = tradingDayInfo(date);
        expect(info.status, date).toBe('holiday');
        expect(info.holiday, date).toBeTruthy();
        expect([1, 2, 3, 4, 5], date).toContain(weekdayOf(date));
        // Diwali Laxmi Pujan 2025 is a holiday with an hour of Muhurat trading: a trading day all the same.
        expect(isTradingDay(date, 'throw'), date).toBe(date === '2025-10-21');
      }
    }
  });

  it('counts the trading days of a known year', () => {
    // 261 weekdays in 2025 and 2026 alike, minus 14 and 16 holidays, plus the weekend Budget session and the
    // Muhurat hour of each year (21 Oct 2025 is a weekday holiday, 8 Nov 2026 a Sunday).
    expect(tradingDaysBetween('2024-12-31', '2025-12-31', 'throw')).toBe(261 - 14 + 2);
    expect(tradingDaysBetween('2025-12-31', '2026-12-31', 'throw')).toBe(261 - 16 + 2);
  });

  it('names today, 24 Nov 2026: Guru Nanak Jayanti', () => {
    expect(tradingDayInfo('2026-11-24')).toMatchObject({ status: 'holiday', calendarKnown: true });
    expect(tradingDayInfo('2026-11-24').holiday).toMatch(/Guru Nanak Jayanti/);
    const session = marketSessionAt(Date.parse('2026-11-24T05:00:00Z')); // 10:30 IST
    expect(session).toMatchObject({ date: '2026-11-24', phase: 'holiday', open: false });
    expect(session.label).toBe('Closed for Guru Nanak Jayanti (Prakash Gurpurb Sri Guru Nanak Dev)');
  });

  it('has Muhurat trading on Diwali: 21 Oct 2025 13:45-14:45 IST, Sunday 8 Nov 2026 (timings not yet notified)', () => {
    const muhurat = tradingDayInfo('2025-10-21');
    expect(muhurat.status).toBe('holiday');
    expect(muhurat.special).toMatchObject({ name: 'Muhurat trading', openMinute: 13 * 60 + 45, closeMinute: 14 * 60 + 45 });
    expect(marketSessionAt(istInstant('2025-10-21', 10 * 60))).toMatchObject({ phase: 'holiday', open: false });
    expect(marketSessionAt(istInstant('2025-10-21', 14 * 60))).toMatchObject({ phase: 'special_session', open: true });
    expect(marketSessionAt(istInstant('2025-10-21', 14 * 60 + 45)).open).toBe(false);
    const sunday = marketSessionAt(istInstant('2026-11-08', 18 * 60));
    expect(sunday).toMatchObject({ phase: 'weekend', open: false, specialSession: { name: 'Muhurat trading', open: null } });
    expect(sunday.label).toBe('Closed for the weekend; Muhurat trading (timings to be notified)');
  });

  it('has the session times: pre-open 09:00-09:08, normal 09:15-15:30 IST', () => {
    const at = (minute: number) => marketSessionAt(istInstant('2026-11-23', minute));
    expect(at(8 * 60 + 59).phase).toBe('closed');
    expect(at(9 * 60)).toMatchObject({ phase: 'pre_open', open: false });
    expect(at(9 * 60 + 8).phase).toBe('closed');
    expect(at(9 * 60 + 15)).toMatchObject({ phase: 'open', open: true, label: 'Open (09:15-15:30 IST)' });
    expect(at(15 * 60 + 29).open).toBe(true);
    expect(at(15 * 60 + 30)).toMatchObject({ phase: 'closed', open: false });
    expect(marketSessionAt(istInstant('2026-11-21', 11 * 60)).phase).toBe('weekend');
  });

  it('flags a year that is not in the table instead of treating it as open', () => {
    expect(tradingDayInfo('2027-01-26')).toMatchObject({ status: 'unknown', calendarKnown: false, holiday: null });
    expect(tradingDayInfo('2027-01-23').status).toBe('weekend');
    expect(() => isTradingDay('2027-01-26', 'throw')).toThrow(UnknownCalendarYearError);
    expect(isTradingDay('2027-01-26', 'weekdays-open')).toBe(true);
    const session = marketSessionAt(istInstant('2027-01-26', 11 * 60));
    expect(session).toMatchObject({ calendarKnown: false, open: true });
    expect(session.label).toBe('Open (09:15-15:30 IST) (NSE holidays for 2027 are not known)');
    expect(() => tradingDayInfo('2026-02-30')).toThrow(/not a date/);
  });

  it('moves expiries off holidays to the previous trading day, and finds month ends', () => {
    expect(expiryOnTradingDay('2026-11-24')).toBe('2026-11-23');
    expect(expiryOnTradingDay('2026-03-31')).toBe('2026-03-30');
    expect(expiryOnTradingDay('2026-04-14')).toBe('2026-04-13');
    expect(expiryOnTradingDay('2026-11-17')).toBe('2026-11-17');
    expect(expiryOnTradingDay('2027-01-26')).toBe('2027-01-26'); // unknown year: unchanged
    expect(previousTradingDay('2026-01-27', 'throw')).toBe('2026-01-23'); // over Republic Day and a weekend
    // 31 Mar 2026 is a holiday: March's last trading day is the 30th; 31 Dec 2025 is a Wednesday, open.
    expect(isLastTradingDayOfMonth('2026-03-30', 'throw')).toBe(true);
    expect(isLastTradingDayOfMonth('2026-03-31', 'throw')).toBe(false);
    expect(isLastTradingDayOfMonth('2025-12-31', 'weekdays-open')).toBe(true);
  });
});
