import { describe, expect, it } from 'vitest';
import { istInstant, weekdayOf } from './ist';
import { marketSessionAt } from './marketStatus';
import { isTradingDay, nextTradingDay, previousTradingDay, tradingDayInfo } from './tradingCalendar';

describe('special sessions on days that are otherwise closed', () => {
  it('trades the Union Budget weekends as full sessions: Sat 1 Feb 2025 and Sun 1 Feb 2026', () => {
    for (const date of ['2025-02-01', '2026-02-01']) {
      expect([0, 6]).toContain(weekdayOf(date));
      expect(tradingDayInfo(date)).toMatchObject({ status: 'trading', special: { kind: 'full', name: 'Union Budget session' } });
      expect(isTradingDay(date, 'throw')).toBe(true);
      const noon = marketSessionAt(istInstant(date, 12 * 60));
      expect(noon).toMatchObject({ phase: 'special_session', open: true, label: 'Open for Union Budget session (09:15-15:30 IST)' });
      expect(marketSessionAt(istInstant(date, 9 * 60 + 2))).toMatchObject({ phase: 'pre_open', open: false });
      expect(marketSessionAt(istInstant(date, 16 * 60))).toMatchObject({ phase: 'closed', label: 'Closed (closed at 15:30 IST)' });
      for (const minute of [8 * 60, 12 * 60, 16 * 60]) expect(marketSessionAt(istInstant(date, minute)).label).not.toMatch(/weekend/);
    }
    expect(previousTradingDay('2025-02-03', 'throw')).toBe('2025-02-01');
    expect(nextTradingDay('2025-01-31', 'throw')).toBe('2025-02-01');
    expect(previousTradingDay('2026-02-02', 'throw')).toBe('2026-02-01');
    // The Sunday after the 2025 Budget Saturday is still a weekend.
    expect(tradingDayInfo('2025-02-02').status).toBe('weekend');
  });

  it('opens only for the Muhurat hour: Fri 1 Nov 2024 18:00-19:00 IST', () => {
    expect(isTradingDay('2024-11-01', 'throw')).toBe(true);
    expect(marketSessionAt(istInstant('2024-11-01', 11 * 60)).open).toBe(false);
    expect(marketSessionAt(istInstant('2024-11-01', 18 * 60 + 30))).toMatchObject({ phase: 'special_session', open: true, label: 'Open for Muhurat trading (18:00-19:00 IST)' });
    expect(marketSessionAt(istInstant('2024-11-01', 19 * 60)).open).toBe(false);
  });
});
