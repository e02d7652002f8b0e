import { formatINR } from '@sanchay/core';

/** 99 -> "₹99"; 19999 -> "₹19,999" (the product writes rupees one way: ₹ with en-IN grouping). */
export function formatFee(amount: number): string {
  return formatINR(amount);
}
