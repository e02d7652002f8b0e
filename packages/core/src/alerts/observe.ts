import { addDays } from '../calendar/ist';
import { formatDate } from '../format/dates';
import { formatINR } from '../format/inr';
import { type TradingBar, rsiSeries, smaSeries, superTrendSeries } from '../trading/indicators';
import { type AlertMetric, changePeriodLabel } from './kinds';

/**
 * What the alert engine compares alerts with, computed from a company's daily bars (oldest first; the last is
 * the day being evaluated) with core's indicator code. One observation per series an alert asks for.
 */
export interface SeriesNeed {
  metric: AlertMetric;
  period: number;
}

export interface SeriesObservation extends SeriesNeed {
  value: number;
  ref: number | null;
  prevValue: number | null;
  prevRef: number | null;
  text: string;
  at: string;
}

/** Bars a 52-week high or low needs before it is one: about ten months of sessions. */
export const MIN_BARS_52W = 200;
/** Daily bars the engine reads per company: a year of sessions and the longest average's warm-up. */
export const ALERT_HISTORY_BARS = 300;

const rupees = (x: number) => formatINR(x, { decimals: 2 });
const pct = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)}%`;

/** The 52-week high and low of the bars before the last one (a bar's high/low, else its close), with their days. */
export function yearRange(bars: readonly TradingBar[], today: string) {
  const from = addDays(today, -365);
  let high: { value: number; date: string } | null = null;
  let low: { value: number; date: string } | null = null;
  let count = 0;
  for (const bar of bars) {
    if (bar.date >= today || bar.date < from) continue;
    count++;
    const h = bar.high ?? bar.close;
    const l = bar.low ?? bar.close;
    if (!high || h > high.value) high = { value: h, date: bar.date };
    if (!low || l < low.value) low = { value: l, date: bar.date };
  }
  return count >= MIN_BARS_52W ? { high, low } : { high: null, low: null };
}

/** The observations of one company at its last bar's close. */
export function closeObservations(symbol: string, bars: readonly TradingBar[], needs: readonly SeriesNeed[]): SeriesObservation[] {
  const last = bars.at(-1);
  if (!last) return [];
  const at = `the close of ${formatDate(last.date)}, 15:30 IST`;
  const closes = bars.map((b) => b.close);
  const n = closes.length;
  const price = last.close;
  const out: SeriesObservation[] = [];
  const range = needs.some((x) => x.metric === 'high52w' || x.metric === 'low52w') ? yearRange(bars, last.date) : null;
  for (const need of needs) {
    const base = { ...need, ref: null, prevValue: null, prevRef: null, at };
    switch (need.metric) {
      case 'price':
        out.push({ ...base, value: price, text: `${symbol} closed at ${rupees(price)}` });
        break;
      case 'change': {
        const from = bars[n - 1 - need.period];
        if (!from || from.close <= 0) break;
        const change = (price / from.close - 1) * 100;
        out.push({ ...base, value: change, text: `${symbol} closed at ${rupees(price)}, ${pct(change)} over ${changePeriodLabel(need.period)} (from ${rupees(from.close)} on ${formatDate(from.date)})` });
        break;
      }
      case 'high52w': {
        const high = range?.high;
        if (!high) break;
        const value = last.high ?? price;
        out.push({ ...base, value, ref: high.value, text: `${symbol} reached ${rupees(value)}, above its 52-week high of ${rupees(high.value)} (${formatDate(high.date)})` });
        break;
      }
      case 'low52w': {
        const low = range?.low;
        if (!low) break;
        const value = last.low ?? price;
        out.push({ ...base, value, ref: low.value, text: `${symbol} fell to ${rupees(value)}, below its 52-week low of ${rupees(low.value)} (${formatDate(low.date)})` });
        break;
      }
      case 'rsi': {
        const rsi = rsiSeries(closes, need.period).at(-1);
        if (rsi == null) break;
        out.push({ ...base, value: rsi, text: `RSI(${need.period}) of ${symbol} is ${rsi.toFixed(2)} with the close at ${rupees(price)}` });
        break;
      }
      case 'sma': {
        const sma = smaSeries(closes, need.period);
        const now = sma[n - 1];
        const before = sma[n - 2];
        if (now == null || before == null) break;
        out.push({
          ...base,
          value: price,
          ref: now,
          prevValue: closes[n - 2]!,
          prevRef: before,
          text: `${symbol} closed at ${rupees(price)}; its ${need.period}-day average is ${rupees(now)}`,
        });
        break;
      }
      case 'supertrend': {
        const st = superTrendSeries(bars);
        const now = st.direction[n - 1];
        const before = st.direction[n - 2];
        const line = st.value[n - 1];
        if (now == null || before == null || line == null) break;
        const side = now > 0 ? 'under the price (up-trend)' : 'over the price (down-trend)';
        out.push({ ...base, value: now, prevValue: before, text: `${symbol} closed at ${rupees(price)}; SuperTrend(10, 3) is now ${side} at ${rupees(line)}` });
        break;
      }
    }
  }
  return out;
}

/**
 * The observations of a live price: price, change from the previous close (and over a week), and the 52-week
 * range, against the stored bars (before today). Indicators wait for the day's close.
 */
export function liveObservations(
  symbol: string,
  price: number,
  at: string,
  today: string,
  stored: readonly TradingBar[],
  needs: readonly SeriesNeed[],
): SeriesObservation[] {
  const bars = stored.filter((b) => b.date < today);
  const n = bars.length;
  const out: SeriesObservation[] = [];
  const range = yearRange(bars, today);
  for (const need of needs) {
    const base = { ...need, ref: null, prevValue: null, prevRef: null, at };
    if (need.metric === 'price') out.push({ ...base, value: price, text: `${symbol} is at ${rupees(price)}` });
    else if (need.metric === 'change') {
      const from = bars[n - need.period];
      if (!from || from.close <= 0) continue;
      const change = (price / from.close - 1) * 100;
      out.push({ ...base, value: change, text: `${symbol} is at ${rupees(price)}, ${pct(change)} over ${changePeriodLabel(need.period)} (from ${rupees(from.close)} on ${formatDate(from.date)})` });
    } else if (need.metric === 'high52w' && range.high) {
      out.push({ ...base, value: price, ref: range.high.value, text: `${symbol} is at ${rupees(price)}, above its 52-week high of ${rupees(range.high.value)} (${formatDate(range.high.date)})` });
    } else if (need.metric === 'low52w' && range.low) {
      out.push({ ...base, value: price, ref: range.low.value, text: `${symbol} is at ${rupees(price)}, below its 52-week low of ${rupees(range.low.value)} (${formatDate(range.low.date)})` });
    }
  }
  return out;
}
