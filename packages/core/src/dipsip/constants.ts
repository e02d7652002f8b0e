/**
 * DipSIP dashboard texts, limits and fixed fields (spec 001 sections 2.1, 3.1, 4.1, 5, 8 and 9).
 * Spec texts are exact; UI and tests share them from here.
 */

import { DIPSIP_HERO_TEXT } from './heroText';

/** Amount in rupees (spec 001 section 9). */
export const DIPSIP_AMOUNT = { min: 100, step: 100, default: 1000 } as const;

/** Trigger: the fall in % from the previous close that fires a dip (spec 001 section 9). */
export const DIPSIP_TRIGGER = { min: 0.5, max: 10, step: 0.5, default: 2 } as const;

/** Fields every subscription record carries (spec 001 sections 3.1, 7.3 and 9). */
export const DIPSIP_FIXED_FIELDS = {
  notification_frequency: 1,
  allocation_factor: 1,
  notification_frequency_unit: '1_day',
} as const;

export const DIPSIP_SNACKBAR_MS = 3000;

export const DIPSIP_TEXT = {
  ...DIPSIP_HERO_TEXT,
  howItWorksTitle: 'How it works',
  howItWorksText:
    'Configure the ETFs below: switch on the ones you want and set an amount and a trigger for each one to subscribe. When an ETF falls by its trigger, we notify you with a one-tap link to a prefilled trade basket.',
  configureTitle: 'Configure Your Index Funds',
  selectionCriteriaButton: 'Selection Criteria',
  searchLabel: 'Search ETFs by name or underlying asset',
  searchHint: 'Type to filter ETFs - e.g., Nifty, Banking, etc.',
  subscribeLabel: 'Subscribe',
  amountLabel: 'Amount (₹)',
  triggerLabel: 'Trigger (%)',
  saveAll: 'Save All Configurations',
  unsubscribeAll: 'Unsubscribe All',
  backtestButton: 'How would this have done?',
  noMatches: 'No ETFs match your search.',
  noEtfs: 'No DipSIP ETFs are available yet.',
  signInTitle: 'Sign in to subscribe',
  signInText: 'Browse the ETFs below; sign in with Google to subscribe and set an amount and trigger for each one.',
  close: 'Close',
} as const;

export const DIPSIP_SELECTION_CRITERIA = {
  title: 'Selection Criteria',
  maxWidth: 600,
  intro: 'The ETFs offered here are chosen for:',
  items: [
    'Low expense ratio (< 0.5%)',
    'High liquidity and trading volume',
    'Tracks established indices (Nifty, Sensex, etc.)',
    'Minimum tracking error',
    'Reputable fund house management',
  ],
  button: 'Got it',
} as const;

export const DIPSIP_CONFIRM_UNSUBSCRIBE = {
  title: 'Confirm Unsubscribe',
  maxWidth: 500,
  question: 'Are you sure you want to unsubscribe from all ETFs?',
  warning: 'This action will remove all your current ETF subscriptions and cannot be undone.',
  note: 'You will need to reconfigure your ETFs manually if you want to subscribe again.',
  cancel: 'Cancel',
  confirm: 'Yes, Unsubscribe All',
} as const;

export type DipSipStatus = 'saved' | 'pending_update' | 'pending_subscribe' | 'pending_unsubscribe' | 'unsubscribed';

/** Chip of each status (spec 001 section 4.1); unsubscribed shows no chip. */
export const DIPSIP_STATUS_CHIPS: Record<Exclude<DipSipStatus, 'unsubscribed'>, { label: string; color: 'success' | 'info' | 'warning' | 'error' }> = {
  saved: { label: 'Subscribed', color: 'success' },
  pending_update: { label: 'Will Update', color: 'info' },
  pending_subscribe: { label: 'Will Subscribe', color: 'warning' },
  pending_unsubscribe: { label: 'Will Unsubscribe', color: 'error' },
};

/** Snackbar messages (spec 001 section 8). */
export const DIPSIP_MESSAGES = {
  syncFailed: 'Failed to sync configurations. Please try again.',
  noChanges: 'No changes detected - all configurations are up to date',
  nothingToUnsubscribe: 'No subscribed ETFs to unsubscribe',
  unsubscribeFailed: 'Unsubscribe failed. Try again.',
  settingsSaved: 'DipSIP settings saved',
  settingsFailed: 'Could not save DipSIP settings. Please try again.',
} as const;

export function syncSuccessMessage(counts: { total: number; added: number; updated: number; removed: number }): string {
  return `Successfully synced ${counts.total} ETF configurations (${counts.added} added, ${counts.updated} updated, ${counts.removed} removed)`;
}

export function unsubscribeSuccessMessage(n: number): string {
  return `Unsubscribed from ${n} ETFs`;
}

/** Optional per-user settings stored as user configs (off by default). */
export const DIPSIP_CONFIG_KEYS = {
  monthlyCap: 'dipsip.monthlyCap',
  monthEndFallback: 'dipsip.monthEndFallback',
} as const;

export const DIPSIP_SETTINGS_TEXT = {
  title: 'Optional settings',
  monthlyCapLabel: 'Monthly cap (₹)',
  monthlyCapHint: 'Most you want to invest through dips in a month; leave empty for no cap.',
  monthEndFallbackLabel: 'Month-end fallback buy',
  monthEndFallbackHint: 'If no dip came in a month, remind me to buy at month end.',
  save: 'Save settings',
  invalidCap: 'Enter a whole number of rupees, at least 100, or leave empty.',
} as const;
