/**
 * Identifiers of demo rows. UUIDs are deterministic (a re-run with the same seed upserts the same rows, so
 * watch lists keep pointing at them) and increase with the row's rank: the first 8 hex digits hash the
 * seed, the last 12 count. Rows are loaded in rank order, so primary-key btrees grow at their right edge.
 */

export const UUID_KIND = {
  company: 1,
  etfListing: 2,
  index: 3,
  announcement: 4,
  insiderTrade: 5,
  etf: 6,
} as const;
export type UuidKind = keyof typeof UUID_KIND;

/** A version-8 (custom) RFC 9562 UUID: `<seed hash>-d<kind>-8000-8000-<counter>`. */
export function demoUuid(seed: number, kind: UuidKind, counter: number): string {
  const seedHex = hash32('demo-uuid', seed).toString(16).padStart(8, '0');
  const kindHex = UUID_KIND[kind].toString(16).padStart(3, '0');
  return `${seedHex}-d${kindHex}-8000-8000-${counter.toString(16).padStart(12, '0')}`;
}

/** The 16 bytes of a UUID in text form (for binary COPY). */
export function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${uuid}`);
  const out = new Uint8Array(16);
  for (let i = 0; i < 16; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * The ISIN check digit (ISO 6166): letters become two digits (A = 10 ... Z = 35), then the Luhn sum over
 * the digit string, doubling every second digit from the right-most one.
 */
export function isinCheckDigit(payload: string): number {
  let digits = '';
  for (const ch of payload.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) digits += ch;
    else if (code >= 65 && code <= 90) digits += String(code - 55);
    else throw new Error(`invalid ISIN character '${ch}'`);
  }
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]) * (double ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function base36(value: number, width: number): string {
  let out = '';
  let v = value;
  for (let i = 0; i < width; i++) {
    out = BASE36[v % 36] + out;
    v = Math.floor(v / 36);
  }
  return out;
}

/**
 * A well-formed ISIN for the n-th demo listing. India: `INE` + 4-character issuer code + `01` (equity) +
 * `01` (serial) + check, like INE002A01018. Elsewhere: country code + 9 characters + check. The issuer
 * codes start at `Z`, a range real Indian issuers have not reached. `prefix` is `INF` for fund units.
 */
export function demoIsin(country: string, n: number, prefix?: string): string {
  let payload: string;
  if (country === 'IN') {
    const issuer = base36(36 ** 3 * 35 + (n % 36 ** 3), 4);
    const serial = String(1 + Math.floor(n / 36 ** 3)).padStart(2, '0');
    payload = `${prefix ?? 'INE'}${issuer}01${serial.slice(-2)}`;
  } else {
    payload = `${country}Z${base36(n, 8)}`;
  }
  return payload + String(isinCheckDigit(payload));
}import { hash32 } from '@sanchay/core';

