/** Limits and texts of alerts (issue 38); the server, the web and the tests share them. */
export const MAX_ALERTS_PER_USER = 200;
export const ALERT_REPEATS = ['once', 'every'] as const;
export type AlertRepeat = (typeof ALERT_REPEATS)[number];
export const ALERT_STATUSES = ['active', 'paused', 'triggered'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Cool-down of an "every time" alert, in minutes: at least 5, at most a week; default a day. */
export const ALERT_COOLDOWN = { min: 5, max: 7 * 24 * 60, default: 24 * 60 } as const;

export const ALERT_MESSAGES = {
  limit: `You have ${MAX_ALERTS_PER_USER} alerts, the most one person can keep. Delete one you no longer need to add another.`,
  notFound: 'No such alert.',
  unknownSymbol: (symbol: string) => `No company with the symbol ${symbol} on NSE or BSE.`,
  created: 'Alert saved',
  notDipSipEtf: (symbol: string) => `${symbol} is not a DipSIP ETF: a DipSIP trigger alert watches one of the DipSIP ETFs (e.g. NIFTYBEES).`,
} as const;
