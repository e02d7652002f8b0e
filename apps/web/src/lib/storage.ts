/**
 * Safe access to Web Storage: private modes and disabled storage throw on access, and the app must
 * keep working (signed out, default preferences) when that happens.
 */

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value lives only in memory for this page.
  }
}

export function removeStorage(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Keys of preferences owned by the web app (the identity keys live in @sanchay/core STORAGE_KEYS). */
export const UI_STORAGE_KEYS = {
  colorMode: 'sanchay.colorMode',
  market: 'sanchay.market',
} as const;
