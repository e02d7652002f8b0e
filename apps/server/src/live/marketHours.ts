/** NSE cash-market hours: 09:15 to 15:30 IST on weekdays (exchange holidays are not modelled). */
const IST_OFFSET_MS = 330 * 60_000;
export const MARKET_OPEN_MINUTE = 9 * 60 + 15;
export const MARKET_CLOSE_MINUTE = 15 * 60 + 30;

export function isIndianMarketOpen(epochMs: number): boolean {
  const ist = new Date(epochMs + IST_OFFSET_MS);
  const day = ist.getUTCDay();
  if (day === 0 || day === 6) return false;
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return minute >= MARKET_OPEN_MINUTE && minute < MARKET_CLOSE_MINUTE;
}
