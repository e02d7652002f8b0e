import { formatINR } from '../format/inr';
import { ALERT_KIND_SPECS, type AlertKind, changePeriodLabel } from './kinds';

const rupees = (x: number) => formatINR(x, { decimals: 2 });

/** The condition of an alert in words, as the list and the messages say it. */
export function describeAlert(kind: AlertKind, level: number | null, period: number): string {
  switch (kind) {
    case 'price_above':
      return `Price rises above ${rupees(level ?? 0)}`;
    case 'price_below':
      return `Price falls below ${rupees(level ?? 0)}`;
    case 'change_up':
      return `Rises ${level}% or more over ${changePeriodLabel(period)}`;
    case 'change_down':
      return `Falls ${level}% or more over ${changePeriodLabel(period)}`;
    case 'rsi_below':
      return `RSI(${period}) below ${level}`;
    case 'rsi_above':
      return `RSI(${period}) above ${level}`;
    case 'sma_cross_above':
      return `Close crosses above the ${period}-day average`;
    case 'dip_trigger':
      return `DipSIP trigger: falls ${level}% or more from the previous close`;
    case 'sma_cross_below':
      return `Close crosses below the ${period}-day average`;
    default:
      return ALERT_KIND_SPECS[kind].label;
  }
}

/** The one-tap "alert me below ₹…" level: 5% under the price, to the rupee (or paisa under ₹20). */
export function suggestedBelowLevel(price: number): number {
  const level = price * 0.95;
  return level >= 20 ? Math.floor(level) : Math.floor(level * 100) / 100;
}
