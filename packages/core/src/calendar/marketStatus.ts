/** The NSE cash market's state at an instant: pre-open, open, closed, a weekend or a named holiday. */
import { istDate, istMinutes } from './ist';
import {
  MARKET_CLOSE_MINUTE,
  MARKET_OPEN_MINUTE,
  PRE_OPEN_END_MINUTE,
  PRE_OPEN_START_MINUTE,
  tradingDayInfo,
} from './tradingCalendar';

export type MarketPhase = 'pre_open' | 'open' | 'closed' | 'weekend' | 'holiday' | 'special_session';

export interface MarketSession {
  /** The IST date. */
  date: string;
  phase: MarketPhase;
  /** Whether prices trade now: the normal session, or a special session with notified timings. */
  open: boolean;
  /** The holiday's name when the day is a trading holiday. */
  holiday: string | null;
  /** A special session today (Muhurat trading), with its times when notified. */
  specialSession: { name: string; open: string | null; close: string | null } | null;
  /** False when the year's holiday list is not known: weekdays are then shown as ordinary days. */
  calendarKnown: boolean;
  /** One line for people, e.g. "Closed for Guru Nanak Jayanti (...)". */
  label: string;
}

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function marketSessionAt(at: Date | number): MarketSession {
  const date = istDate(at);
  const minute = istMinutes(at);
  const info = tradingDayInfo(date);
  const special = info.special;
  const specialSession = special
    ? {
        name: special.name,
        open: special.openMinute === null ? null : hhmm(special.openMinute),
        close: special.closeMinute === null ? null : hhmm(special.closeMinute),
      }
    : null;
  const base = { date, holiday: info.holiday, specialSession, calendarKnown: info.calendarKnown };
  const unknownNote = info.calendarKnown ? '' : ` (NSE holidays for ${date.slice(0, 4)} are not known)`;

  if (special && special.openMinute !== null && special.closeMinute !== null && minute >= special.openMinute && minute < special.closeMinute) {
    return { ...base, phase: 'special_session', open: true, label: `Open for ${special.name} (${hhmm(special.openMinute)}-${hhmm(special.closeMinute)} IST)` };
  }
  if (info.status === 'holiday') {
    const extra = specialSession ? `; ${specialSession.name} ${specialSession.open ? `${specialSession.open}-${specialSession.close} IST` : '(timings to be notified)'}` : '';
    return { ...base, phase: 'holiday', open: false, label: `Closed for ${info.holiday}${extra}` };
  }
  if (info.status === 'weekend') {
    const extra = specialSession ? `; ${specialSession.name} ${specialSession.open ? `${specialSession.open}-${specialSession.close} IST` : '(timings to be notified)'}` : '';
    return { ...base, phase: 'weekend', open: false, label: `Closed for the weekend${extra}` };
  }
  if (minute >= MARKET_OPEN_MINUTE && minute < MARKET_CLOSE_MINUTE) {
    return { ...base, phase: 'open', open: true, label: `Open (09:15-15:30 IST)${unknownNote}` };
  }
  if (minute >= PRE_OPEN_START_MINUTE && minute < PRE_OPEN_END_MINUTE) {
    return { ...base, phase: 'pre_open', open: false, label: `Pre-open (09:00-09:08 IST)${unknownNote}` };
  }
  const when = minute < MARKET_OPEN_MINUTE ? 'opens at 09:15 IST' : 'closed at 15:30 IST';
  return { ...base, phase: 'closed', open: false, label: `Closed (${when})${unknownNote}` };
}

/** Whether prices trade at `at` (normal session or a timed special session). Unknown years: weekdays. */
export const isMarketOpenAt = (at: Date | number): boolean => marketSessionAt(at).open;
