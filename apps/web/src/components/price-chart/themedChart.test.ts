import { TickMarkType } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { tickMarkLabel } from './themedChart';

describe('time axis labels', () => {
  it('read year, month, day (with its month) and time, months as the screens do', () => {
    expect(tickMarkLabel('2025-09-03', TickMarkType.Year)).toBe('2025');
    expect(tickMarkLabel('2025-09-03', TickMarkType.Month)).toBe('Sep');
    expect(tickMarkLabel({ year: 2026, month: 1, day: 22 }, TickMarkType.DayOfMonth)).toBe('22 Jan');
    expect(tickMarkLabel('2026-01-05', TickMarkType.DayOfMonth)).toBe('5 Jan');
    const moment = Date.UTC(2026, 0, 22, 9, 5, 7) / 1000;
    expect(tickMarkLabel(moment as never, TickMarkType.Time)).toBe('09:05');
    expect(tickMarkLabel(moment as never, TickMarkType.TimeWithSeconds)).toBe('09:05:07');
  });
});
