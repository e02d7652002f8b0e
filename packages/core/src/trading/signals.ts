import { INDICATOR_DEFAULTS, SIGNAL_DEFAULTS } from './constants';
import { bollingerSeries, closesOf, macdSeries, rsiSeries, type IndicatorValues, smaSeries, superTrendSeries, type TradingBar } from './indicators';

/**
 * The latest technical signals of one instrument, as a screener row shows them: where RSI stands, whether
 * MACD, the SuperTrend or the 50/200-day SMAs crossed on one of the last few bars (else which side they
 * are on), and where the close sits against the Bollinger Bands. Each part is null when there are too few
 * bars for it.
 */

export type SignalTone = 'bullish' | 'bearish' | 'neutral';

export interface LatestSignals {
  date: string;
  close: number;
  rsi: { value: number; state: 'oversold' | 'overbought' | 'neutral' } | null;
  macd: { macd: number; signal: number; histogram: number; state: 'cross_up' | 'cross_down' | 'above' | 'below'; barsAgo: number | null } | null;
  superTrend: { value: number; state: 'flip_up' | 'flip_down' | 'above' | 'below'; barsAgo: number | null } | null;
  bollinger: { upper: number; middle: number; lower: number; state: 'above_upper' | 'below_lower' | 'inside' } | null;
  smaCross: { fast: number; slow: number; state: 'golden_cross' | 'death_cross' | 'above' | 'below'; barsAgo: number | null } | null;
}

export interface SignalOptions {
  rsiPeriod?: number;
  rsiOversold?: number;
  rsiOverbought?: number;
  crossWithinBars?: number;
  smaFast?: number;
  smaSlow?: number;
}

/** Display texts of each state (the signals table and its CSV use them). */
export const SIGNAL_STATE_TEXT: Record<string, string> = {
  oversold: 'Oversold',
  overbought: 'Overbought',
  neutral: 'Neutral',
  cross_up: 'Crossed up',
  cross_down: 'Crossed down',
  above: 'Above',
  below: 'Below',
  flip_up: 'Turned up',
  flip_down: 'Turned down',
  above_upper: 'Above upper band',
  below_lower: 'Below lower band',
  inside: 'Inside bands',
  golden_cross: 'Golden cross',
  death_cross: 'Death cross',
};

export const SIGNAL_TONE: Record<string, SignalTone> = {
  oversold: 'bullish',
  overbought: 'bearish',
  neutral: 'neutral',
  cross_up: 'bullish',
  cross_down: 'bearish',
  above: 'bullish',
  below: 'bearish',
  flip_up: 'bullish',
  flip_down: 'bearish',
  above_upper: 'bearish',
  below_lower: 'bullish',
  inside: 'neutral',
  golden_cross: 'bullish',
  death_cross: 'bearish',
};

/**
 * Bars since `a` last crossed `b` (0 = on the last bar), looking back `within` bars, with the direction;
 * null when no cross in that window. A cross is a change of sign of a - b between consecutive bars.
 */
export function lastCross(a: IndicatorValues, b: IndicatorValues, within: number): { barsAgo: number; up: boolean } | null {
  const n = a.length;
  for (let ago = 0; ago < within && n - 2 - ago >= 0; ago++) {
    const i = n - 1 - ago;
    const [a0, b0, a1, b1] = [a[i - 1], b[i - 1], a[i], b[i]];
    if (a0 == null || b0 == null || a1 == null || b1 == null) return null;
    if (a0 <= b0 && a1 > b1) return { barsAgo: ago, up: true };
    if (a0 >= b0 && a1 < b1) return { barsAgo: ago, up: false };
  }
  return null;
}

const last = <T>(values: readonly T[]) => values[values.length - 1];

export function latestSignals(bars: readonly TradingBar[], options: SignalOptions = {}): LatestSignals | null {
  const o = { ...SIGNAL_DEFAULTS, ...options };
  const lastBar = last(bars);
  if (!lastBar) return null;
  const closes = closesOf(bars);

  const rsiValue = last(rsiSeries(closes, o.rsiPeriod));
  const rsi =
    rsiValue == null
      ? null
      : { value: rsiValue, state: rsiValue < o.rsiOversold ? ('oversold' as const) : rsiValue > o.rsiOverbought ? ('overbought' as const) : ('neutral' as const) };

  const m = macdSeries(closes);
  const macdCross = lastCross(m.macd, m.signal, o.crossWithinBars);
  const [macdValue, signalValue, histValue] = [last(m.macd), last(m.signal), last(m.histogram)];
  const macd =
    macdValue == null || signalValue == null || histValue == null
      ? null
      : {
          macd: macdValue,
          signal: signalValue,
          histogram: histValue,
          state: macdCross ? (macdCross.up ? ('cross_up' as const) : ('cross_down' as const)) : macdValue >= signalValue ? ('above' as const) : ('below' as const),
          barsAgo: macdCross?.barsAgo ?? null,
        };

  const st = superTrendSeries(bars, INDICATOR_DEFAULTS.superTrend.period, INDICATOR_DEFAULTS.superTrend.multiplier);
  const stValue = last(st.value);
  let superTrend: LatestSignals['superTrend'] = null;
  if (stValue != null) {
    const dir = st.direction;
    let flipAgo: number | null = null;
    for (let ago = 0; ago < o.crossWithinBars && dir.length - 2 - ago >= 0; ago++) {
      const [before, after] = [dir[dir.length - 2 - ago], dir[dir.length - 1 - ago]];
      if (before == null || after == null) break;
      if (before !== after) {
        flipAgo = ago;
        break;
      }
    }
    const up = last(st.direction) === 1;
    superTrend = {
      value: stValue,
      state: flipAgo !== null ? (up ? 'flip_up' : 'flip_down') : up ? 'above' : 'below',
      barsAgo: flipAgo,
    };
  }

  const bb = bollingerSeries(closes);
  const [upper, middle, lower] = [last(bb.upper), last(bb.middle), last(bb.lower)];
  const bollinger =
    upper == null || middle == null || lower == null
      ? null
      : {
          upper,
          middle,
          lower,
          state: lastBar.close > upper ? ('above_upper' as const) : lastBar.close < lower ? ('below_lower' as const) : ('inside' as const),
        };

  const fast = smaSeries(closes, o.smaFast);
  const slow = smaSeries(closes, o.smaSlow);
  const [fastValue, slowValue] = [last(fast), last(slow)];
  const smaCrossEvent = lastCross(fast, slow, o.crossWithinBars);
  const smaCross =
    fastValue == null || slowValue == null
      ? null
      : {
          fast: fastValue,
          slow: slowValue,
          state: smaCrossEvent ? (smaCrossEvent.up ? ('golden_cross' as const) : ('death_cross' as const)) : fastValue >= slowValue ? ('above' as const) : ('below' as const),
          barsAgo: smaCrossEvent?.barsAgo ?? null,
        };

  return { date: lastBar.date, close: lastBar.close, rsi, macd, superTrend, bollinger, smaCross };
}
