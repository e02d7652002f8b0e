import { formatIndianNumber } from '@sanchay/core';

/** 99 -> "Rs. 99"; 19999 -> "Rs. 19,999" (en-IN grouping). */
export function formatRs(amount: number): string {
  return `Rs. ${formatIndianNumber(amount)}`;
}
