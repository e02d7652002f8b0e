import type { StatementItem } from '@sanchay/core';
import { formatCount, formatLevel, formatPercent, formatScaled, type MoneyUnit } from '../../lib/format';

type Unit = StatementItem['unit'];

/** The number a statement cell stands for: money scaled to crores (or millions), the rest as stored. */
export function scaledValue(value: number | null | undefined, unit: Unit, money: MoneyUnit): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (unit === 'money') return Math.round((value / money.divisor) * 100) / 100;
  return value;
}

/** A statement or ratio cell: money in the table's unit, percent with 2 decimals and %, per-share and ratios with 2 decimals. */
export function formatUnitValue(value: number | null | undefined, unit: Unit, money: MoneyUnit): string {
  switch (unit) {
    case 'money':
      return formatScaled(value, money);
    case 'percent':
      // One style per kind of figure: percentages always with two decimals (51.51%, 63.40%, 0.00%).
      return formatPercent(value);
    case 'count':
      return formatCount(value);
    case 'days':
    case 'score':
      return formatLevel(value, 0);
    default:
      return formatLevel(value, 2);
  }
}
